"""Extraction time of one file as it grows: a numbered publication list of 10^3, 10^4 and 10^5 entries, read by the
rules (quoted titles) and by the reference parser (plain "Authors. Title. Venue, Year." entries), and 20,000 short
lines of unbalanced quotes.  Growth per 10x should stay under 12x (linear, or n log n).

Usage::

    python -m benchmarks.extract_scaling --json benchmarks/extract_scaling.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from loaders import extract, parse_document


def _list(n: int, quoted: bool) -> bytes:
    entry = ('{k}. Ann Li, Bo Wu{k}, "Title number {k} of things," in Proc. NSDI, 2020.' if quoted
             else "{k}. Ann Li, Bo Wu. Title number {k} of things. NSDI, 2020.")
    return ("Ann Li\n\nPublications\n" + "\n".join(entry.format(k=k) for k in range(n)) + "\n").encode()


def _quotes(n: int) -> bytes:
    return ("Ann Li\n\nPublications\n" + "".join(f'- "A{k}, B' + ("\n" if k % 2 else ' "x\n') for k in range(n))).encode()


def timed(data: bytes) -> float:
    start = time.perf_counter()
    extract(parse_document(data, source="x.md"), max_seconds=None)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    p.add_argument("--json", type=Path, default=None)
    args = p.parse_args(argv)
    rows = []
    for kind, make in (("rules", lambda n: _list(n, True)), ("reference parser", lambda n: _list(n, False)),
                       ("unbalanced quotes", _quotes)):
        previous = None
        for n in args.sizes:
            data = make(n)
            seconds = timed(data)
            growth = seconds / previous if previous else None
            rows.append({"input": kind, "entries": n, "bytes": len(data), "seconds": round(seconds, 3),
                         "growth": round(growth, 2) if growth else None})
            print(f"{kind:18s} {n:>7,} entries {len(data) / 1e6:6.2f} MB {seconds:8.2f} s"
                  + (f"  x{growth:.1f}" if growth else ""), file=sys.stderr)
            previous = seconds
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
