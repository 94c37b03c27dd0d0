"""The ``scholarkg`` command line.

``scholarkg extract PATH... [--json] [--report FILE]`` prints records, failures and leftovers for inspection.
``scholarkg resolve PATH... [--report F] [--json F] [--corrections F]`` resolves aliases and writes the report.
``scholarkg explain NAME PATH...`` shows why the mentions of one name were merged or kept apart.
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


def _load_all(paths: Sequence[str], max_bytes: int) -> tuple[list[LoadResult], list[str]]:
    inputs = iter_inputs(paths)
    missing = [str(p) for p, _ in inputs if not p.exists()] + [p for p in paths if not Path(p).exists()]
    return [load(path, source=name, max_bytes=max_bytes) for path, name in inputs], sorted(set(missing))


def _resolve(args: argparse.Namespace):
    """Load and resolve the inputs of ``resolve``/``explain``; None (after printing the error) when that fails."""
    from graph import ResolutionError

    try:
        return _resolve_inputs(args)
    except (ResolutionError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None


def _resolve_inputs(args: argparse.Namespace):
    from graph import Settings, read_corrections, resolve

    results, missing = _load_all(args.paths, args.max_bytes)
    settings = Settings()
    if args.settings:
        settings = Settings.from_dict(json.loads(Path(args.settings).read_text(encoding="utf-8")))
    corrections = read_corrections(args.corrections) if args.corrections else None
    records = [r for res in results for r in res.records]
    resolution = resolve(records, settings, corrections)
    if corrections is not None:
        for warning in corrections.unmatched(resolution.mentions.persons):
            print(f"warning: {warning}", file=sys.stderr)
    return results, missing, resolution


def cmd_resolve(args: argparse.Namespace) -> int:
    from graph import resolution_report, resolution_to_dict

    done = _resolve(args)
    if done is None:
        return 2
    results, missing, resolution = done
    report = resolution_report(resolution)
    if args.report:
        Path(args.report).write_text(report, encoding="utf-8")
    if args.json:
        Path(args.json).write_text(json.dumps(resolution_to_dict(resolution), ensure_ascii=False, indent=1) + "\n",
                                   encoding="utf-8")
    if not args.report and not args.json:
        sys.stdout.write(report)
    counts = {k: len(resolution.of_kind(k)) for k in ("person", "paper", "patent", "venue", "institution")}
    print(", ".join(f"{v} {k}s" for k, v in counts.items()) + f" from {len(results)} file(s)", file=sys.stderr)
    failed = sum(1 for r in results if r.failures)
    return 1 if failed or missing or not results else 0


def cmd_explain(args: argparse.Namespace) -> int:
    from graph import explain

    done = _resolve(args)
    if done is None:
        return 2
    resolution = done[2]
    text = explain(resolution, args.name, args.kind)
    sys.stdout.write(text)
    return 0 if not text.startswith("no ") else 1


def _resolution_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--corrections", metavar="FILE", help="TOML file of must_link, cannot_link and canonical statements")
    p.add_argument("--settings", metavar="FILE", help="JSON file of resolution settings (see graph.settings)")
    p.add_argument("--max-bytes", type=int, default=DEFAULT_MAX_BYTES, help="size limit per file (default 5 MB)")


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
    p = sub.add_parser("resolve", help="resolve persons, works, venues and institutions across CVs; print the report")
    p.add_argument("paths", nargs="+", help="CV files or folders")
    p.add_argument("--report", metavar="FILE", help="write the Markdown resolution report here instead of stdout")
    p.add_argument("--json", metavar="FILE", help="write entities, mention map and decisions as JSON")
    _resolution_options(p)
    p.set_defaults(func=cmd_resolve)
    p = sub.add_parser("explain", help="why the mentions of one name were merged or kept apart")
    p.add_argument("name", help="a name as written in any CV (any alias, any script)")
    p.add_argument("paths", nargs="+", help="CV files or folders")
    p.add_argument("--kind", default="person", choices=["person", "paper", "patent", "venue", "institution"])
    _resolution_options(p)
    p.set_defaults(func=cmd_explain)
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
