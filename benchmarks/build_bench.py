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
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.distributed_bench import _WRAP, _differences, _peak_mib, run_sizes  # noqa: E402
from benchmarks.generate import generate_corpus, write_corpus  # noqa: E402

OUTPUTS = ("graph.trig", "report.md", "report.json", "network.html")
#: the stages a build reports, in order (``--progress``; "RDF" makes the statements, writes graph.trig and checks
#: the shapes, a shard of CVs at a time)
STAGES = ("read", "resolve", "RDF", "network page", "report")
_STAGE = re.compile(r"^scholarkg: (.+?): ([\d.]+) s \(peak memory ([\d,]+) MiB\)$", re.M)


def _stages(stderr: str) -> dict[str, list[float]]:
    return {m[1]: [float(m[2]), float(m[3].replace(",", ""))] for m in _STAGE.finditer(stderr)}


def _group_rss_mib(group: int) -> float:
    """The resident memory of every process in the process group ``group`` together, in MiB (Linux ``/proc``).

    >>> _group_rss_mib(os.getpgrp()) > 0
    True
    """
    pages = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()     # from the state on: the name may hold spaces
        except (OSError, IndexError):
            continue                                                # the process ended meanwhile
        if int(fields[2]) == group:                                 # pgrp; rss in pages is field 24 of stat
            pages += int(fields[21])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _build(cvs: Path, out: Path, extra: list[str] = (), max_rss_mib: float | None = None) -> dict[str, object]:
    """One ``scholarkg build`` in a fresh process group; with ``max_rss_mib``, stopped (the whole group killed) as
    soon as the group's resident memory passes it, and recorded as stopped with the stages it had finished."""
    command = [sys.executable, "-m", "graph.cli", "build", str(cvs), "-o", str(out), "--progress", *extra]
    t0 = time.perf_counter()
    stopped, most = None, 0.0
    with tempfile.TemporaryFile("w+", encoding="utf-8") as err:
        proc = subprocess.Popen([sys.executable, "-c", _WRAP, *command], stdout=subprocess.DEVNULL, stderr=err,
                                text=True, start_new_session=True)
        while proc.poll() is None:
            try:
                proc.wait(timeout=0.5)
            except subprocess.TimeoutExpired:
                rss = _group_rss_mib(proc.pid)
                most = max(most, rss)
                if max_rss_mib is not None and rss > max_rss_mib:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
                    stopped = {"after_seconds": round(time.perf_counter() - t0, 1), "group_rss_mib": round(rss),
                               "cap_mib": max_rss_mib}
        seconds = time.perf_counter() - t0
        err.seek(0)
        stderr = err.read()
    lines = stderr.strip().splitlines()
    peak = json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {"ru_maxrss": 0}
    cache = next((line for line in lines if line.startswith("cache:")), "")
    result = {"command": " ".join(["scholarkg", *command[3:]]), "seconds": round(seconds, 1),
              "largest_process_peak_mib": _peak_mib(peak), "group_peak_mib_sampled": round(most),
              "exit": proc.returncode, "stages": _stages(stderr), "cache": cache,
              "sizes": {name: (out / name).stat().st_size for name in OUTPUTS if (out / name).exists()},
              "summary": next((line for line in lines if " triples in " in line), "")}
    if stopped is not None:
        done = list(result["stages"])
        stopped["during"] = next((s for s in STAGES if s not in done), "the end")
        result["stopped_at_memory_cap"] = stopped
    return result


def bench(n: int, root: Path, check: bool, max_rss_mib: float | None = None) -> dict[str, object]:
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
    result: dict[str, object] = {"n": n, "build": _build(cvs, out, max_rss_mib=max_rss_mib)}
    if "stopped_at_memory_cap" in result["build"]:     # no build to add to
        shutil.rmtree(out, ignore_errors=True)
        return result
    last.rename(cvs / last.name)
    result["add_one_cv"] = _build(cvs, out, max_rss_mib=max_rss_mib)
    if check:
        fresh = root / f"fresh-{n}"
        result["fresh_n_plus_1"] = _build(cvs, fresh, ["--no-cache"], max_rss_mib)
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
    parser.add_argument("--max-rss-gib", type=float, help="stop a build whose processes together pass this much "
                        "resident memory, and record where it stopped (a corpus too large for the machine)")
    args = parser.parse_args(argv)
    cap = None if args.max_rss_gib is None else args.max_rss_gib * 1024
    run_sizes(args.n, lambda n, root: bench(n, root, args.check, cap), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
