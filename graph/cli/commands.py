"""The ``scholarkg`` command line.

``scholarkg extract PATH... [--json] [--report FILE]`` prints records, failures and leftovers for inspection.
``scholarkg resolve PATH... [--report F] [--json F] [--corrections F]`` resolves aliases and writes the report.
``scholarkg explain NAME PATH...`` shows why the mentions of one name were merged or kept apart (PATH: CVs, resolved
again, or one build's output folder, whose resolution tables are read).
``scholarkg build PATH... -o OUT`` writes the graph (TriG; Turtle, N-Quads, JSON-LD on request), the build report and
the resolution's tables (``OUT/resolution/*.parquet``).
``scholarkg query GRAPH_OR_STORE SPARQL|NAME|--file Q.rq`` runs SPARQL or a canned query with bound parameters.
``scholarkg validate GRAPH`` checks a graph against the SHACL shapes.
``scholarkg serve OUT/store`` serves a read-only SPARQL endpoint (127.0.0.1 unless ``--host`` says otherwise).
``scholarkg push OUT/graph.trig --to URL`` replaces the graphs in another triple store (Graph Store Protocol).
Exit codes: 0 when every file loaded without a failure, 1 when anything failed (the other files are still
processed and reported), 2 for a usage error.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from graph.rdf.quads import DEFAULT_BASE
from loaders import DEFAULT_MAX_BYTES, LoadResult, iter_inputs, load
from loaders.extract import DEFAULT_MAX_SECONDS
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
        results.append(load(path, source=name, max_bytes=args.max_bytes, max_seconds=args.max_seconds or None))
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
    from graph import resolve

    results, missing = _load_all(args.paths, args.max_bytes)
    settings, corrections = _settings_and_corrections(args)
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


def _built_output(paths: list[str]) -> Path | None:
    """The folder of resolution tables when ``paths`` is one build output (``scholarkg build ... -o OUT``) or its
    ``resolution/`` folder. ValueError for a build output without them (a build's report.md is no CV to read)."""
    from graph.build import RESOLUTION_DIR
    from graph.resolution.tables import TABLES

    if len(paths) != 1 or not Path(paths[0]).is_dir():
        return None
    folder = Path(paths[0])
    for tables in (folder / RESOLUTION_DIR, folder):
        if all((tables / name).is_file() for name in TABLES):
            return tables
    if any((folder / name).exists() for name in ("report.json", "graph.trig", RESOLUTION_DIR, *TABLES)):
        raise ValueError(f"{folder} is a build's output without its resolution tables ({RESOLUTION_DIR}/"
                         f"{', '.join(TABLES)}): build again with this version, or give the CVs")
    return None


def cmd_explain(args: argparse.Namespace) -> int:
    from graph import explain

    try:
        tables = _built_output(args.paths)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if tables is not None:      # a build's output: its tables, nothing read or resolved again
        from graph.resolution.tables import explain_tables

        if args.settings or args.corrections:
            print("error: --settings and --corrections apply when CVs are resolved; a build's output was "
                  "resolved with its own (build again with them)", file=sys.stderr)
            return 2        # (--max-bytes and --max-seconds, reading options, say nothing about a built output)
        text = explain_tables(tables, args.name, args.kind)
    else:
        done = _resolve(args)
        if done is None:
            return 2
        text = explain(done[2], args.name, args.kind)
    sys.stdout.write(text)
    return 0 if not text.startswith("no ") else 1


def _size(text: str) -> int:
    from graph.progress import parse_size

    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _log(line: str) -> None:
    print(f"scholarkg: {line}", file=sys.stderr, flush=True)


def cmd_build(args: argparse.Namespace) -> int:
    from graph.build import build
    from graph.rdf.store import FORMATS

    formats = [f.strip() for f in (args.format or "").split(",") if f.strip()]
    if any(f not in FORMATS for f in formats):
        print(f"error: --format takes a comma-separated list of {', '.join(FORMATS)}", file=sys.stderr)
        return 2
    try:
        settings, corrections = _settings_and_corrections(args)
        options = dict(base=args.base, formats=formats, include_contact=args.include_contact, store=args.store,
                       settings=settings, corrections=corrections, check=not args.no_validate,
                       network=not args.no_network, max_bytes=args.max_bytes, workers=args.workers,
                       max_seconds=args.max_seconds or None, max_nodes=args.max_nodes, cache=not args.no_cache,
                       log=_log if args.progress else None, max_memory=args.max_memory)
        if args.scheduler:
            try:
                from graph.distributed import dask_mapper
            except ImportError as exc:
                print(f"error: --scheduler needs the distributed extra (pip install 'scholarkg[distributed]'): {exc}",
                      file=sys.stderr)
                return 2
            with dask_mapper(args.scheduler, args.workers) as mapper:
                result = build(args.paths, args.output, mapper=mapper, **options)
        else:
            result = build(args.paths, args.output, **options)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for r in result.results:
        for f in r.failures:
            print(f"FAILED {f.span}: {f.reason}", file=sys.stderr)
    for entry in result.cache_corrupt:
        print(f"cache: {entry}: damaged or not signed with this user's key, removed; its file was read again",
              file=sys.stderr)
    if not args.no_cache:
        print(f"cache: {result.cached} of {len(result.results)} file(s) unchanged since the last build, "
              f"{len(result.results) - result.cached} read (files that read others, as a LaTeX \\input, "
              "are always read)", file=sys.stderr)
    c = result.counts
    print(f"{c['files']} file(s) ({c['files_failed']} with failures), {c['records']} records, {c['persons']} persons, "
          f"{c['papers']} papers, {c['patents']} patents, {c['triples']} triples in {c['named_graphs']} named graphs",
          file=sys.stderr)
    if result.network_summary:
        print(f"network.html: drew {result.network_summary}", file=sys.stderr)
    if result.missing:
        print(f"missing: {', '.join(result.missing)}", file=sys.stderr)
    if result.validation is not None and not result.validation.conforms:
        print(f"SHACL: {result.validation.violations} violation(s); see {args.output}/report.md", file=sys.stderr)
    print("wrote " + ", ".join(str(p) for p in result.written), file=sys.stderr)
    return 0 if result.ok else 1


def _settings_and_corrections(args: argparse.Namespace):
    from graph import Settings, read_corrections

    settings = Settings()
    if args.settings:
        settings = Settings.from_dict(json.loads(Path(args.settings).read_text(encoding="utf-8")))
    corrections = read_corrections(args.corrections) if args.corrections else None
    return settings, corrections


_PERSON_QUERIES = {"coauthors": "person", "works": "person", "venues": "person", "patents": "person",
                   "provenance": "entity", "collaboration-path": "person"}


def _format_rows(rows: list[dict[str, str | None]], variables: Sequence[str], fmt: str) -> str:
    import csv
    import io

    if fmt == "json":
        return json.dumps(rows, ensure_ascii=False, indent=1) + "\n"
    if fmt == "csv":
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=list(variables), lineterminator="\n")
        writer.writeheader()
        writer.writerows([{k: ("" if v is None else v) for k, v in r.items()} for r in rows])
        return buf.getvalue()
    widths = {v: max([len(v)] + [len(r[v] or "") for r in rows]) for v in variables}
    lines = ["  ".join(v.ljust(widths[v]) for v in variables).rstrip(),
             "  ".join("-" * widths[v] for v in variables)]
    lines += ["  ".join((r[v] or "").ljust(widths[v]) for v in variables).rstrip() for r in rows]
    return "\n".join(lines) + f"\n({len(rows)} row{'s' if len(rows) != 1 else ''})\n"


def cmd_query(args: argparse.Namespace) -> int:
    from graph.rdf.sparql import (CANNED, QueryError, canned_query, lookup_institutions, lookup_persons, query,
                              read_dataset)

    if args.list:
        for name in CANNED:
            text = canned_query(name)
            first = text.split("\n# ", 1)[1].split("\n")[0] if "\n# " in text else ""
            print(f"{name:22} {first}")
        return 0
    if not args.sparql and not args.file:
        print("error: give a SPARQL query, a canned query name (--list) or --file Q.rq", file=sys.stderr)
        return 2
    try:
        ds = read_dataset(args.graph)
        text = Path(args.file).read_text(encoding="utf-8") if args.file else args.sparql
        bindings: dict[str, object] = {}
        for item in args.param or []:
            key, _, value = item.partition("=")
            bindings[key] = value
        from rdflib import URIRef
        for item in args.iri or []:
            key, _, value = item.partition("=")
            bindings[key] = URIRef(value)
        targets: list[tuple[str, object]] = [("", None)]
        if args.person:
            found = lookup_persons(ds, args.person)
            if not found:
                print(f"no person called {args.person!r} in {args.graph}", file=sys.stderr)
                return 1
            targets = [(_PERSON_QUERIES.get(text, "person"), p) for p in found]
        elif args.institution:
            found = lookup_institutions(ds, args.institution)
            if not found:
                print(f"no institution called {args.institution!r} in {args.graph}", file=sys.stderr)
                return 1
            targets = [("entity" if text == "provenance" else "org", o) for o in found]
        if text == "collaboration-path":
            return _print_paths(ds, args, [t for _, t in targets])
        out = []
        variables: list[str] = []
        for var, target in targets:
            b = dict(bindings, **({var: target} if var else {}))
            rows = query(ds, text, **b)
            hidden = set(b) if len(targets) == 1 else set()
            variables = [v for v in rows.variables if v not in hidden]
            out += [{v: r[v] for v in variables} for r in rows.as_dicts()]
        sys.stdout.write(_format_rows(out, variables, args.output_format))
        return 0
    except (QueryError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _print_paths(ds, args: argparse.Namespace, sources: list) -> int:
    from graph.rdf.sparql import collaboration_paths, lookup_persons

    if not args.other or not sources or sources == [None]:
        print("error: collaboration-path needs --person and --other", file=sys.stderr)
        return 2
    targets = lookup_persons(ds, args.other)
    if not targets:
        print(f"no person called {args.other!r} in {args.graph}", file=sys.stderr)
        return 1
    rows = []
    for s in sources:
        for t in targets:
            for i, path in enumerate(collaboration_paths(ds, s, t, max_length=args.max_length)):
                rows += [{"path": str(i + 1), "step": str(j), "person": str(p), "name": name, "via": via}
                         for j, (p, name, via) in enumerate(path)]
    if not rows:
        print(f"no collaboration path of at most {args.max_length} steps", file=sys.stderr)
        return 1
    sys.stdout.write(_format_rows(rows, ["path", "step", "name", "via", "person"], args.output_format))
    return 0


def cmd_parse_references(args: argparse.Namespace) -> int:
    """One reference per line in; per line, its fields (JSON Lines with ``--json``, else a short table)."""
    from loaders.references import parse_reference_file

    try:
        parsed = parse_reference_file(args.file)
    except OSError as exc:
        print(f"error: {args.file}: {exc.strerror}", file=sys.stderr)
        return 1
    for r in parsed:
        if args.json:
            print(json.dumps(r.to_json(), ensure_ascii=False))
        else:
            print(f"{r.confidence:.2f} | {'; '.join(r.authors)}{' et al.' if r.et_al else ''} | {r.title or ''} | "
                  f"{r.container or ''} | {r.year or ''}")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    from graph.rdf.sparql import QueryError, read_dataset
    from graph.rdf.validate import validate

    try:
        result = validate(read_dataset(args.graph))
    except QueryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if result.conforms:
        print(f"{args.graph}: conforms to the scholarkg shapes")
        return 0
    print(result.text)
    print(f"{args.graph}: {result.violations} violation(s)", file=sys.stderr)
    return 1


def _resolution_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--corrections", metavar="FILE", help="TOML file of must_link, cannot_link and canonical statements")
    p.add_argument("--settings", metavar="FILE",
                   help="JSON file of resolution settings (see graph.resolution.settings)")
    p.add_argument("--max-bytes", type=int, default=DEFAULT_MAX_BYTES, help="size limit per file (default 5 MB)")
    p.add_argument("--max-seconds", type=float, default=DEFAULT_MAX_SECONDS,
                   help="time budget per file; what was read by then is kept, the rest reported (default 60, 0: none)")


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from graph.endpoint.app import create_app
    except ImportError as exc:
        print(f"error: scholarkg serve needs the serve extra (pip install 'scholarkg[serve]'): {exc}", file=sys.stderr)
        return 2
    store = Path(args.store)
    if not store.is_dir():
        print(f"error: {store}: not a store folder (make one with scholarkg build ... --store DIR)", file=sys.stderr)
        return 2
    page = Path(args.page) if args.page else store.parent / "network.html"
    app = create_app(store, workers=args.workers, timeout=args.timeout, max_result_bytes=args.max_result_bytes,
                     allow_service=tuple(args.allow_service or ()), page=page if page.is_file() else None)
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"SPARQL endpoint http://{host}:{args.port}/sparql (read-only); query page http://{host}:{args.port}/"
          + (f"; network page http://{host}:{args.port}/network.html" if page.is_file() else ""), file=sys.stderr)
    if args.allow_service:
        print(f"SERVICE allowed to: {', '.join(args.allow_service)}", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0


def cmd_push(args: argparse.Namespace) -> int:
    from graph.endpoint.push import PushError, netrc_authorization, push, read_header_file

    try:
        headers = read_header_file(args.header_file) if args.header_file else {}
        if args.netrc is not None and "Authorization" not in headers:
            auth = netrc_authorization(args.to, args.netrc or None)
            if auth is None:
                print(f"error: no netrc entry for the host of {args.to}", file=sys.stderr)
                return 2
            headers["Authorization"] = auth
        result = push(args.dataset, args.to, headers=headers, manifest=args.manifest)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1 if isinstance(exc, PushError) else 2
    triples = sum(n for _, n in result.replaced)
    print(f"replaced {len(result.replaced)} named graph(s) ({triples} triples)"
          + (f", the default graph ({result.default_graph_triples} triples)" if result.default_graph_triples else "")
          + f"; deleted {len(result.deleted)} graph(s) no longer in the dataset", file=sys.stderr)
    for iri in result.deleted:
        print(f"  deleted {iri}", file=sys.stderr)
    return 0


def build_parser() -> argparse.ArgumentParser:
    from graph.cli.render import add_max_nodes_option, add_render_parser

    parser = argparse.ArgumentParser(prog="scholarkg", description="Turn CVs into a scholarly knowledge graph.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("extract", help="print the records, failures and leftovers of CV files")
    p.add_argument("paths", nargs="+", help="CV files or folders (.txt .md .tex .bib .yml)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a summary")
    p.add_argument("--report", metavar="FILE", help="also write a Markdown extraction report")
    p.add_argument("--max-bytes", type=int, default=DEFAULT_MAX_BYTES, help="size limit per file (default 5 MB)")
    p.add_argument("--max-seconds", type=float, default=DEFAULT_MAX_SECONDS,
                   help="time budget per file; what was read by then is kept, the rest reported (default 60, 0: none)")
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
    p.add_argument("paths", nargs="+", help="CV files or folders (resolved again), or one build's output folder "
                   "(its resolution tables are read)")
    p.add_argument("--kind", default="person", choices=["person", "paper", "patent", "venue", "institution"])
    _resolution_options(p)
    p.set_defaults(func=cmd_explain)
    p = sub.add_parser("build", help="build the merged RDF graph and the build report from CV files")
    p.add_argument("paths", nargs="+", help="CV files or folders")
    p.add_argument("-o", "--output", required=True, metavar="OUT", help="output folder")
    p.add_argument("--format", default="", metavar="F[,F]",
                   help="extra serialisations besides TriG: turtle, nquads, jsonld (comma-separated)")
    p.add_argument("--base", default=DEFAULT_BASE, help=f"base of the entity IRIs (default {DEFAULT_BASE})")
    p.add_argument("--store", metavar="DIR", help="also write a persistent Oxigraph store to DIR (replaced)")
    p.add_argument("--include-contact", action="store_true",
                   help="put the owners' e-mail addresses, phone numbers and homepages in the graph")
    p.add_argument("--no-validate", action="store_true", help="skip the SHACL check of the output")
    p.add_argument("--no-network", action="store_true", help="do not draw OUT/network.html")
    p.add_argument("--no-cache", action="store_true",
                   help="read every file again and keep no OUT/.cache (by default a rebuild reads only new and "
                        "changed files; the outputs are the same either way)")
    p.add_argument("--progress", action="store_true",
                   help="report each stage's time and the peak memory on standard error as it ends")
    add_max_nodes_option(p)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help="processes that load the CVs (default: all cores); with --scheduler local, the local "
                        "Dask cluster's workers")
    p.add_argument("--max-memory", type=_size, metavar="SIZE",
                   help="a memory budget for the build's processes together, as 4G or 512M: stages fork fewer "
                        "workers, or none, where it has no room for them (same outputs; --progress says where). "
                        "With --scheduler it does not cover the Dask workers (a local cluster's neither): "
                        "their memory is the cluster's setting")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run the per-file work on a Dask cluster: tcp://HOST:8786, or 'local' for a local cluster "
                        "of --workers processes (the output is the same as without)")
    _resolution_options(p)
    p.set_defaults(func=cmd_build)
    p = sub.add_parser("query", help="run SPARQL or a canned query on a graph file or an Oxigraph store folder")
    p.add_argument("graph", help="a graph file (.trig .nq .ttl .jsonld) or a store folder (build --store)")
    p.add_argument("sparql", nargs="?", help="a SPARQL SELECT query, or the name of a canned query (see --list)")
    p.add_argument("--file", metavar="Q.rq", help="read the SPARQL query from a file")
    p.add_argument("--list", action="store_true", help="list the canned queries")
    p.add_argument("--person", metavar="NAME", help="the person the query is about, by any alias (江波 = Bo Jiang)")
    p.add_argument("--other", metavar="NAME", help="the second person of collaboration-path")
    p.add_argument("--institution", metavar="NAME", help="the institution, by any name (上海交通大学 = SJTU)")
    p.add_argument("--param", action="append", metavar="VAR=TEXT", help="bind ?VAR to a plain literal")
    p.add_argument("--iri", action="append", metavar="VAR=IRI", help="bind ?VAR to an IRI")
    p.add_argument("--max-length", type=int, default=6, help="longest collaboration path searched (default 6)")
    p.add_argument("--format", dest="output_format", default="table", choices=["table", "csv", "json"])
    p.set_defaults(func=cmd_query)
    p = sub.add_parser("validate", help="check a graph against the scholarkg SHACL shapes")
    p.add_argument("graph", help="a graph file or a store folder")
    p.set_defaults(func=cmd_validate)
    p = sub.add_parser("parse-references", help="parse reference strings (one per line) with the reference parser")
    p.add_argument("file", help="a UTF-8 text file, one reference per line")
    p.add_argument("--json", action="store_true", help="JSON Lines: one object per input line, same order and count")
    p.set_defaults(func=cmd_parse_references)
    p = sub.add_parser("serve", help="serve a built store as a read-only SPARQL endpoint, with the network page")
    p.add_argument("store", help="the store folder written by build --store")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=7878)
    p.add_argument("--timeout", type=float, default=30.0, help="query time limit in seconds (default 30)")
    p.add_argument("--max-result-bytes", type=int, default=64 * 2**20,
                   help="largest serialised result (default 64 MiB)")
    p.add_argument("--allow-service", action="append", metavar="HOST",
                   help="a host SPARQL SERVICE may call (repeatable; '*': any); none by default")
    p.add_argument("--workers", type=int, default=2, help="query worker processes (default 2)")
    p.add_argument("--page", metavar="HTML", help="the collaboration page (default: network.html beside the store)")
    p.set_defaults(func=cmd_serve)
    p = sub.add_parser("push", help="replace the graphs of a dataset in another triple store (Graph Store Protocol)")
    p.add_argument("dataset", help="OUT/graph.trig or OUT/graph.nq")
    p.add_argument("--to", required=True, metavar="URL",
                   help="the store's Graph Store endpoint (Oxigraph: http://HOST:7878/store)")
    p.add_argument("--header-file", metavar="FILE",
                   help="extra headers, one 'Name: value' per line (e.g. Authorization: Bearer ...)")
    p.add_argument("--netrc", nargs="?", const="", metavar="FILE",
                   help="take a user name and password for the host from a netrc file (default ~/.netrc)")
    p.add_argument("--manifest", default="urn:scholarkg:pushed-graphs",
                   help="the graph in the target that lists the graphs pushed (to delete removed CVs' graphs)")
    p.set_defaults(func=cmd_push)
    add_render_parser(sub)
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

