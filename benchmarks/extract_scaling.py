"""Extraction time and peak memory of one file as it grows (issue 18): a bulleted publication list of 10^3, 10^4
and 10^5 entries, read by the rules (quoted titles) and by the reference parser (plain "Authors. Title. Venue,
Year." entries), and as many short lines of unbalanced quotes.  Growth per 10x should stay under 12x (linear, or
n log n).

Every entry is different (seeded authors, titles, venues and years from ``benchmarks.names``), and each list is
checked to be read as one item per entry (a paper, or a failure for at most one entry in a thousand): the list is
one a CV could hold at every size.  Each
(input, size) runs in a fresh interpreter, so that its peak resident memory is its own (:func:`peak_rss_bytes`:
``VmHWM`` on Linux, reset after the warm-up; ``ru_maxrss`` elsewhere); the time is that of ``parse_document`` +
``extract`` without a time budget (the best of three when a run takes under 5 s).

Usage::

    python -m benchmarks.extract_scaling --json benchmarks/extract_scaling.json
    python -m benchmarks.extract_scaling --sizes 1000 10000 --inputs parser   # a part
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.names import TITLE_ADJ, TITLE_DOMAINS, TITLE_NOUNS, TITLE_SYSTEMS, WESTERN_FAMILY, WESTERN_GIVEN

#: Venues an entry names (written as a CV writes them: "Proc. NSDI", a journal's name).
VENUES = ("Proc. NSDI", "Proc. SIGCOMM", "Proc. EuroSys", "Proc. OSDI", "Proc. USENIX ATC", "Proc. INFOCOM",
          "IEEE Transactions on Networking", "ACM Transactions on Computer Systems", "Proc. SoCC", "Proc. MLSys")
OWNER = "Ann Li"
#: A run shorter than this is repeated (best of three): a busy machine adds time, never takes it.
REPEAT_UNDER = 5.0


def _authors(rng: random.Random) -> list[str]:
    others = [f"{rng.choice(WESTERN_GIVEN)} {rng.choice(WESTERN_FAMILY)}" for _ in range(rng.randint(1, 5))]
    others.insert(rng.randrange(len(others) + 1), OWNER)
    return others


def _title(rng: random.Random) -> str:
    system = rng.choice(TITLE_SYSTEMS) + rng.choice(TITLE_SYSTEMS)
    return f"{system}: {rng.choice(TITLE_ADJ)} {rng.choice(TITLE_NOUNS)} for {rng.choice(TITLE_DOMAINS)}"


def publication_list(n: int, quoted: bool, seed: int = 0) -> bytes:
    """A CV: the owner's name, a Publications heading and ``n`` bulleted entries, each different.

    ``quoted``: ``- A, B, and C, "Title," in Venue, Year.`` (the rules read it); else ``- A, B, and C. Title.
    Venue, Year.`` (no quotes: the reference parser reads it).

    >>> publication_list(1, True).decode().splitlines()[3].startswith("- ")
    True
    """
    rng = random.Random(seed)
    lines = [OWNER, "", "Publications"]
    for _ in range(n):
        names = _authors(rng)
        authors = ", ".join(names[:-1]) + ", and " + names[-1]
        title, venue, year = _title(rng), rng.choice(VENUES), rng.randint(2008, 2025)
        lines.append(f'- {authors}, "{title}," in {venue}, {year}.' if quoted
                     else f"- {authors}. {title}. {venue}, {year}.")
    return ("\n".join(lines) + "\n").encode()


def unbalanced_quotes(n: int) -> bytes:
    """``n`` short list lines, every other one with an opening quote and no closing one."""
    return ("Ann Li\n\nPublications\n" + "".join(f'- "A{k}, B' + ("\n" if k % 2 else ' "x\n')
                                                 for k in range(n))).encode()


INPUTS: dict[str, tuple[str, Callable[[int], bytes]]] = {
    "rules": ("bulleted list, quoted titles (rules)", lambda n: publication_list(n, True)),
    "parser": ("bulleted list, plain entries (reference parser)", lambda n: publication_list(n, False)),
    "quotes": ("short lines of unbalanced quotes", unbalanced_quotes),
}


def _status_kb(field: str) -> int | None:
    """A ``/proc/self/status`` field in kB (Linux), else None."""
    try:
        m = re.search(rf"^{field}:\s+(\d+) kB", Path("/proc/self/status").read_text(), re.MULTILINE)
    except OSError:
        return None
    return int(m.group(1)) if m else None


def rss_bytes() -> int:
    """This process's resident memory now (Linux), else its peak."""
    kb = _status_kb("VmRSS")
    return kb * 1024 if kb is not None else peak_rss_bytes()


def reset_peak_rss() -> bool:
    """Start this process's peak resident memory afresh (Linux: ``/proc/self/clear_refs``); False where it cannot."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def peak_rss_bytes() -> int:
    """This process's peak resident memory: ``VmHWM`` on Linux (since :func:`reset_peak_rss`), else ``ru_maxrss``.

    ``ru_maxrss`` alone is not the child's own: Linux carries the parent's high-water mark over ``fork`` and
    ``exec``, so a child started by a large parent reports at least the parent's size.
    """
    kb = _status_kb("VmHWM")
    if kb is not None:
        return kb * 1024
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss if sys.platform == "darwin" else rss * 1024      # kilobytes on Linux, bytes on macOS


def measure(kind: str, n: int) -> dict:
    """Build the input, check it reads as ``n`` items (publication lists), time it; peak RSS of this process.

    Meant to run in a fresh interpreter (``--child``): the peak is that of the whole process.
    """
    from loaders import PaperRecord, extract, parse_document

    warm = INPUTS[kind][1](20)                      # imports, the reference parser's model, regex caches
    extract(parse_document(warm, source="warm.md"), max_seconds=None)
    data = INPUTS[kind][1](n)
    baseline = rss_bytes()
    reset_peak_rss()
    runs: list[float] = []
    result = None
    while not runs or (len(runs) < 3 and runs[0] < REPEAT_UNDER):
        start = time.perf_counter()
        result = extract(parse_document(data, source="cv.md"), max_seconds=None)
        runs.append(time.perf_counter() - start)
    assert result is not None
    papers, failures = len(result.of_type(PaperRecord)), len(result.failures)
    if kind != "quotes" and (papers + failures != n or failures > n // 1000):
        raise SystemExit(f"{kind}: {n} entries gave {papers} papers and {failures} failures: the list is not read "
                         "as one item per entry")
    peak = peak_rss_bytes()
    return {"input": kind, "entries": n, "bytes": len(data), "papers": papers, "failures": failures,
            "seconds": round(min(runs), 3),
            "runs": len(runs), "peak_rss_mb": round(peak / 2**20, 1),
            "rss_over_baseline_mb": round((peak - baseline) / 2**20, 1)}


def _in_child(kind: str, n: int) -> dict:
    out = subprocess.run([sys.executable, "-m", "benchmarks.extract_scaling", "--child", kind, str(n)],
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"{kind} at {n}: {out.stderr.strip()}")
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    p.add_argument("--inputs", nargs="+", choices=sorted(INPUTS), default=list(INPUTS))
    p.add_argument("--json", type=Path, default=None, help="write the rows here")
    p.add_argument("--child", nargs=2, metavar=("INPUT", "N"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(measure(args.child[0], int(args.child[1]))))
        return 0
    rows = []
    for kind in args.inputs:
        previous: float | None = None
        for n in args.sizes:
            row = _in_child(kind, n)
            row["growth"] = round(row["seconds"] / previous, 2) if previous else None
            rows.append(row)
            print(f"{INPUTS[kind][0]:48s} {n:>7,} entries {row['bytes'] / 1e6:6.2f} MB {row['seconds']:8.2f} s "
                  f"peak {row['peak_rss_mb']:7.1f} MB (+{row['rss_over_baseline_mb']:.1f})"
                  + (f"  x{row['growth']:.1f}" if row["growth"] else ""), file=sys.stderr)
            previous = row["seconds"]
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
