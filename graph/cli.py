"""The ``scholarkg`` command line.

``scholarkg extract PATH... [--json] [--report FILE]`` prints records, failures and leftovers for inspection.
Exit codes: 0 when every file loaded without a failure, 1 when anything failed (the other files are still
processed and reported), 2 for a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from loaders import DEFAULT_MAX_BYTES, LoadResult, iter_inputs, load
from loaders.export import extraction_report, result_to_dict


def _summary(result: LoadResult) -> str:
    lines = [f"{result.source}: {len(result.records)} record(s), {len(result.failures)} failure(s), "
             f"{len(result.leftovers)} leftover line(s)" + (f" [{result.encoding}]" if result.encoding else "")]
    for f in result.failures:
        lines.append(f"  FAILED {f.span}: {f.reason}")
    return "\n".join(lines)


def cmd_extract(args: argparse.Namespace) -> int:
    inputs = iter_inputs(args.paths)
    missing = [str(p) for p, _ in inputs if not p.exists()]
    results = []
    for path, name in inputs:
        results.append(load(path, source=name, max_bytes=args.max_bytes))
    if args.json:
        json.dump([result_to_dict(r, include_contact=args.include_contact) for r in results], sys.stdout,
                  ensure_ascii=False, indent=2, sort_keys=False)
        sys.stdout.write("\n")
    else:
        for r in results:
            print(_summary(r))
    if args.report:
        Path(args.report).write_text(extraction_report(results) + "\n", encoding="utf-8")
    failed = sum(1 for r in results if r.failures)
    print(f"{len(results)} file(s), {failed} with failures" + (f"; missing: {', '.join(missing)}" if missing else ""),
          file=sys.stderr)
    return 1 if failed or not results else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scholarkg", description="Turn CVs into a scholarly knowledge graph.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("extract", help="print the records, failures and leftovers of CV files")
    p.add_argument("paths", nargs="+", help="CV files or folders (.txt .md .tex .bib .yml)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a summary")
    p.add_argument("--report", metavar="FILE", help="also write a Markdown extraction report")
    p.add_argument("--max-bytes", type=int, default=DEFAULT_MAX_BYTES, help="size limit per file (default 5 MB)")
    p.add_argument("--include-contact", action="store_true",
                   help="include the owners' e-mail addresses and phone numbers (left out by default)")
    p.set_defaults(func=cmd_extract)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``scholarkg`` console script.

    >>> main(["extract", "--help"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    SystemExit: 0
    """
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
