"""The build's reading of each file (``load`` and the mention collection, :func:`graph.build._load_and_collect`) on
generated CVs, in one process: CPU time, and a digest of what was read, for one checkout or several taken in turn.

The read stage is the build's largest at 10,000 CVs, and it runs on every worker the same way: its CPU per file
in one process is what a change to the loaders or the name parsing changes. Several checkouts (``--repo``, each
first on ``sys.path`` in a fresh interpreter with ``PYTHONHASHSEED=0``) are run in turn, round after round, so that
the machine's drift falls on all of them; the digest (SHA-256 of the ``repr`` of every file's load result and
mentions) says whether they read the same.

Usage::

    python -m benchmarks.read_bench --n 600 --rounds 2 --repo /path/to/other/checkout --repo .
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = """
import hashlib, importlib, json, sys, time
from pathlib import Path
build = importlib.import_module("graph.build")
files = sorted(p for p in Path(sys.argv[1]).iterdir() if p.name != "truth.json")
jobs = [(p, p.name, build.DEFAULT_MAX_BYTES, build.DEFAULT_MAX_SECONDS) for p in files]
build._load_and_collect(jobs[0])            # imports and tables loaded before the clock starts
wall, cpu = time.perf_counter(), time.process_time()
out = [build._load_and_collect(job) for job in jobs]
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
print(json.dumps({"files": len(jobs), "cpu": round(cpu, 2), "wall": round(wall, 2),
                  "digest": hashlib.sha256(repr(out).encode()).hexdigest()[:16],
                  "graph": build.__file__}))
"""


def read_once(repo: Path, corpus: Path) -> dict:
    """One reading of ``corpus`` by the checkout ``repo`` in a fresh interpreter."""
    env = dict(os.environ, PYTHONPATH=str(repo), PYTHONHASHSEED="0")
    done = subprocess.run([sys.executable, "-c", _CHILD, str(corpus)], env=env, capture_output=True, text=True,
                          check=True, cwd=repo)
    row = json.loads(done.stdout.strip().splitlines()[-1])
    if not row["graph"].startswith(str(repo)):
        raise RuntimeError(f"{repo}: read {row['graph']} instead")
    return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=600, help="generated CVs (seed 0)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--repo", action="append", type=Path, help="a checkout to measure (repeatable; default: this one)")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    from benchmarks.generate import generate_corpus, write_corpus

    repos = [r.resolve() for r in (args.repo or [ROOT])]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        corpus = write_corpus(generate_corpus(args.n, seed=0), Path(tmp) / "cvs")
        for k in range(args.rounds):
            for repo in repos:
                row = {"round": k + 1, "repo": str(repo), **read_once(repo, corpus)}
                rows.append(row)
                print(f"round {row['round']} {repo}: {row['files']} files, CPU {row['cpu']:.2f} s, "
                      f"wall {row['wall']:.2f} s, digest {row['digest']}", flush=True)
    same = len({r["digest"] for r in rows}) == 1
    print("every checkout read the same" if same else "the checkouts read differently")
    if args.json:
        args.json.write_text(json.dumps({"n": args.n, "rows": rows, "same": same}, indent=1) + "\n")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
