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
    python -m benchmarks.build_bench --n 30000 100000 --no-add --max-memory-gib 22   # how far one machine goes
    python -m benchmarks.build_bench --n 10000 --no-add --build-max-memory 4G        # the build under a budget

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
from collections.abc import Sequence
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.distributed_bench import _WRAP, _differences, _peak_mib, run_sizes  # noqa: E402
from graph.build import RESOLUTION_FILES  # noqa: E402

OUTPUTS = ("graph.trig", "report.md", "report.json", "network.html", *RESOLUTION_FILES)
#: the stages a build reports, in order (``--progress``; "RDF" makes the statements, writes graph.trig and checks
#: the shapes, a shard of CVs at a time)
STAGES = ("read", "resolve", "RDF", "network page", "report")
_STAGE = re.compile(r"^scholarkg: (.+?): ([\d.]+) s \(peak memory ([\d,]+) MiB\)$", re.M)


def _stages(stderr: str) -> dict[str, list[float]]:
    return {m[1]: [float(m[2]), float(m[3].replace(",", ""))] for m in _STAGE.finditer(stderr)}


def _group_memory_mib(group: int) -> float:
    """The memory of every process in the process group ``group`` together, in MiB (Linux ``/proc``): the sum of
    their proportional set sizes (PSS), so that the pages a forked worker shares with its parent count once, not
    once per process as a sum of RSS would count them (10,000 CVs: 3.7 GiB largest process, 10 GiB summed RSS).

    >>> _group_memory_mib(os.getpgrp()) > 0
    True
    """
    kib = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()     # from the state on: the name may hold spaces
            if int(fields[2]) != group:                             # pgrp
                continue
            rollup = (stat.parent / "smaps_rollup").read_text()
        except (OSError, IndexError):
            continue                                                # the process ended meanwhile
        kib += next((int(line.split()[1]) for line in rollup.splitlines() if line.startswith("Pss:")), 0)
    return kib / 1024


def _build(cvs: Path, out: Path, extra: list[str] = (), max_memory_mib: float | None = None) -> dict[str, object]:
    """One ``scholarkg build`` in a fresh process group; with ``max_memory_mib``, stopped (the whole group killed) as
    soon as the group's memory (:func:`_group_memory_mib`) passes it, and recorded as stopped with the stages it had
    finished."""
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
                memory = _group_memory_mib(proc.pid)
                most = max(most, memory)
                if max_memory_mib is not None and memory > max_memory_mib:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
                    stopped = {"after_seconds": round(time.perf_counter() - t0, 1), "group_memory_mib": round(memory),
                               "cap_mib": max_memory_mib}
        seconds = time.perf_counter() - t0
        err.seek(0)
        stderr = err.read()
    lines = stderr.strip().splitlines()
    peak = json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {"ru_maxrss": 0}
    cache = next((line for line in lines if line.startswith("cache:")), "")
    result = {"command": " ".join(["scholarkg", *command[3:]]), "seconds": round(seconds, 1),
              "largest_process_peak_mib": _peak_mib(peak), "group_pss_peak_mib_sampled": round(most),
              "exit": proc.returncode, "stages": _stages(stderr), "cache": cache,
              "sizes": {name: (out / name).stat().st_size for name in OUTPUTS if (out / name).exists()},
              "summary": next((line for line in lines if " triples in " in line), "")}
    if stopped is not None:
        done = list(result["stages"])
        stopped["during"] = next((s for s in STAGES if s not in done), "the end")
        result["stopped_at_memory_cap"] = stopped
    return result


def bench(n: int, root: Path, check: bool, max_memory_mib: float | None = None, add: bool = True,
          extra: Sequence[str] = ()) -> dict[str, object]:
    corpus = root / f"corpus-{n}"
    # generated in a process of its own: the corpus of 100,000 CVs held in memory would stay in this one's
    subprocess.run([sys.executable, "-m", "benchmarks.generate", "--n", str(n + 1), "--seed", "0", "--out",
                    str(corpus)], check=True, stdout=subprocess.DEVNULL, cwd=Path(__file__).resolve().parents[1])
    (corpus / "truth.json").unlink()
    files = sorted(corpus.iterdir())
    last = max(files, key=lambda p: (p.stem, p.name))        # the N+1-th CV, held back for the incremental run
    cvs = root / f"cvs-{n}"
    cvs.mkdir()
    for p in files:
        if p != last:
            p.rename(cvs / p.name)
    out = root / f"out-{n}"
    result: dict[str, object] = {"n": n, "build": _build(cvs, out, list(extra), max_memory_mib)}
    if "stopped_at_memory_cap" in result["build"] or not add:     # no build to add to, or not asked
        shutil.rmtree(out, ignore_errors=True)
        return result
    last.rename(cvs / last.name)
    result["add_one_cv"] = _build(cvs, out, list(extra), max_memory_mib)
    if check:
        fresh = root / f"fresh-{n}"
        result["fresh_n_plus_1"] = _build(cvs, fresh, ["--no-cache", *extra], max_memory_mib)
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
    parser.add_argument("--no-add", action="store_true", help="only the build of N CVs (no CV added after it)")
    parser.add_argument("--max-memory-gib", type=float, help="stop a build whose processes together pass this much "
                        "memory (their proportional set sizes), and record where it stopped (a corpus too large "
                        "for the machine)")
    parser.add_argument("--build-max-memory", metavar="SIZE", help="the builds' own memory budget (scholarkg build "
                        "--max-memory SIZE, as 4G): where it leaves no room for workers, stages run in one process")
    args = parser.parse_args(argv)
    cap = None if args.max_memory_gib is None else args.max_memory_gib * 1024
    extra = ["--max-memory", args.build_max_memory] if args.build_max_memory else []
    run_sizes(args.n, lambda n, root: bench(n, root, args.check, cap, not args.no_add, extra), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
