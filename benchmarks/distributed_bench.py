"""The build as a user runs it, single-process and on a local Dask cluster of 1, 2 and 3 workers (issue 17).

Each run is ``scholarkg build CVS -o OUT --no-validate --no-network`` in a fresh process (validation and the page
are the same code either way and are timed by the single-machine benchmarks), on the generated corpus of
:mod:`benchmarks.generate` (seed 0, the truth file left out), so that the figures include start-up, the cluster's
start and the transfer of records and mentions.  Every distributed output is compared byte for byte with the
single-process one.  On a 2-core machine this measures the overhead of the distribution, not a speed-up.

Usage::

    python -m benchmarks.distributed_bench --n 1000 10000 [--workers 1 2 3] [--json benchmarks/distributed.json]

>>> _peak_mib({"ru_maxrss": 2048})
2.0
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import generate_corpus, write_corpus  # noqa: E402
from graph.build import RESOLUTION_FILES  # noqa: E402

OUTPUTS = ("graph.trig", "report.json", "report.md", *RESOLUTION_FILES)
# runs the build and prints the peak RSS of its largest process (the build's own, a worker's) as its last line
_WRAP = ("import json, resource, subprocess, sys; r = subprocess.run(sys.argv[1:]); "
         "print(json.dumps({'ru_maxrss': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}), file=sys.stderr); "
         "sys.exit(r.returncode)")


def _peak_mib(usage: dict[str, int]) -> float:
    return round(usage["ru_maxrss"] / 1024, 1)


def _run(cvs: Path, out: Path, extra: list[str]) -> dict[str, object]:
    command = [sys.executable, "-m", "graph.cli", "build", str(cvs), "-o", str(out), "--no-validate",
               "--no-network", *extra]
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", _WRAP, *command], capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    lines = proc.stderr.strip().splitlines()
    peak = json.loads(lines[-1]) if lines else {"ru_maxrss": 0}
    return {"command": " ".join(["scholarkg", *command[3:]]), "seconds": round(seconds, 1),
            "largest_process_peak_mib": _peak_mib(peak), "exit": proc.returncode,
            "last_line": lines[-2] if len(lines) > 1 else ""}


def _differences(a: Path, b: Path) -> dict[str, object]:
    """For each output that differs: its sizes and the first differing line of each side (for diagnosis)."""
    out: dict[str, object] = {}
    for name in OUTPUTS:
        x, y = (a / name).read_bytes(), (b / name).read_bytes()
        if x == y:
            continue
        lx, ly = x.splitlines(), y.splitlines()
        k = next((i for i, (u, v) in enumerate(zip(lx, ly)) if u != v), min(len(lx), len(ly)))
        out[name] = {"bytes": [len(x), len(y)], "lines": [len(lx), len(ly)], "first_line": k + 1,
                     "single": lx[k][:300].decode("utf-8", "replace") if k < len(lx) else None,
                     "distributed": ly[k][:300].decode("utf-8", "replace") if k < len(ly) else None}
    return out


def bench(n: int, workers: list[int], root: Path) -> dict[str, object]:
    corpus = root / f"corpus-{n}"
    write_corpus(generate_corpus(n, seed=0), corpus)
    cvs = root / f"cvs-{n}"
    cvs.mkdir()
    for p in sorted(corpus.glob("cv*.txt")):
        p.rename(cvs / p.name)
    runs = {"single": _run(cvs, root / f"out-{n}-single", [])}
    for k in workers:
        out = root / f"out-{n}-dask{k}"
        runs[f"dask {k} worker(s)"] = r = _run(cvs, out, ["--scheduler", "local", "--workers", str(k)])
        r["identical"] = all((out / f).read_bytes() == (root / f"out-{n}-single" / f).read_bytes() for f in OUTPUTS)
        if not r["identical"]:
            r["differences"] = _differences(root / f"out-{n}-single", out)
    return {"n": n, "runs": runs}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, nargs="+", default=[1000])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    run_sizes(args.n, lambda n, root: bench(n, args.workers, root), args.json)
    return 0


def run_sizes(sizes: list[int], one: Callable[[int, Path], dict[str, object]], json_path: Path | None
              ) -> list[dict[str, object]]:
    """``one(n, folder)`` for each corpus size in a temporary folder, each result printed as it comes and the list
    so far written to ``json_path``."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            results.append(one(n, Path(tmp)))
            print(json.dumps(results[-1], indent=1), flush=True)
            if json_path:
                json_path.write_text(json.dumps(results, indent=1) + "\n")
    return results


if __name__ == "__main__":
    raise SystemExit(main())
