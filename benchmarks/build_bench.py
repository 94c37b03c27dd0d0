"""The default ``scholarkg build`` as a user runs it, timed whole and per stage, then rebuilt after one CV is added.

For each N: the generated corpus of :mod:`benchmarks.generate` (seed 0; the generator's truth file left out, it is
not a CV) is built with ``scholarkg build CVS -o OUT --progress`` in a fresh process: every default step (read,
resolve, RDF, write, SHACL validation, the network page, the report) and the default workers (every core). The
figures are the wall time of the command, the peak RSS of its largest process, each stage's time as the build
reports it (``--progress``), and the sizes of the outputs. Then one more CV (the N+1-th of the same generator) is
added and the build run again over the same output folder: the incremental figure, with the number of files read
from the cache. With ``--check``, a fresh build of the N+1 CVs without the cache is compared byte for byte with
the incremental one.

The resolution quality of the same corpus and code is measured by :mod:`benchmarks.run` (it scores the resolution
against the truth); the build does not change it.

Usage::

    python -m benchmarks.build_bench --n 1000 10000 [--check] [--json benchmarks/build.json]

>>> _stages("scholarkg: read: 1.5 s (peak memory 300 MiB)\\nscholarkg: resolve: 2.0 s (peak memory 400 MiB)\\n")
{'read': [1.5, 300.0], 'resolve': [2.0, 400.0]}
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.distributed_bench import _WRAP, _differences, _peak_mib, run_sizes  # noqa: E402
from benchmarks.generate import generate_corpus, write_corpus  # noqa: E402

OUTPUTS = ("graph.trig", "report.md", "report.json", "network.html")
_STAGE = re.compile(r"^scholarkg: (.+?): ([\d.]+) s \(peak memory ([\d,]+) MiB\)$", re.M)


def _stages(stderr: str) -> dict[str, list[float]]:
    return {m[1]: [float(m[2]), float(m[3].replace(",", ""))] for m in _STAGE.finditer(stderr)}


def _build(cvs: Path, out: Path, extra: list[str] = ()) -> dict[str, object]:
    command = [sys.executable, "-m", "graph.cli", "build", str(cvs), "-o", str(out), "--progress", *extra]
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", _WRAP, *command], capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    lines = proc.stderr.strip().splitlines()
    peak = json.loads(lines[-1]) if lines else {"ru_maxrss": 0}
    cache = next((line for line in lines if line.startswith("cache:")), "")
    return {"command": " ".join(["scholarkg", *command[3:]]), "seconds": round(seconds, 1),
            "largest_process_peak_mib": _peak_mib(peak), "exit": proc.returncode,
            "stages": _stages(proc.stderr), "cache": cache,
            "sizes": {name: (out / name).stat().st_size for name in OUTPUTS if (out / name).exists()},
            "summary": next((line for line in lines if " triples in " in line), "")}


def bench(n: int, root: Path, check: bool) -> dict[str, object]:
    corpus = root / f"corpus-{n}"
    write_corpus(generate_corpus(n + 1, seed=0), corpus)
    (corpus / "truth.json").unlink()
    files = sorted(corpus.iterdir())
    last = max(files, key=lambda p: (p.stem, p.name))        # the N+1-th CV, held back for the incremental run
    cvs = root / f"cvs-{n}"
    cvs.mkdir()
    for p in files:
        if p != last:
            p.rename(cvs / p.name)
    out = root / f"out-{n}"
    result: dict[str, object] = {"n": n, "build": _build(cvs, out)}
    last.rename(cvs / last.name)
    result["add_one_cv"] = _build(cvs, out)
    if check:
        fresh = root / f"fresh-{n}"
        result["fresh_n_plus_1"] = _build(cvs, fresh, ["--no-cache"])
        result["identical_to_fresh"] = all((out / f).read_bytes() == (fresh / f).read_bytes() for f in OUTPUTS)
        if not result["identical_to_fresh"]:
            result["differences"] = _differences(fresh, out)
        shutil.rmtree(fresh)
    shutil.rmtree(out)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, nargs="+", default=[1000])
    parser.add_argument("--check", action="store_true", help="compare the incremental build with a fresh one")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    run_sizes(args.n, lambda n, root: bench(n, root, args.check), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
