"""``scholarkg build``: CV files to the merged graph on disk, with the build report.

Writes ``OUT/graph.trig`` (named graphs), ``OUT/report.md`` and ``OUT/report.json`` (counts, failures, leftovers,
validation), ``OUT/resolution/`` (every entity, mention and merge decision with its evidence, as Parquet tables:
:mod:`graph.resolution.tables`; ``scholarkg explain NAME OUT`` reads them), and on request Turtle, N-Quads and
JSON-LD, and a persistent Oxigraph store. Nothing
in the output depends on the time or the order of the inputs, so identical input gives byte-identical files.  The
files are written into a staging folder and moved into place together at the end (:mod:`graph.staging`): a build
killed or failing midway leaves the last good outputs.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> _ = (d / "cv.txt").write_text('Publications\\n- Bo Jiang, Yunzhuo Liu. "A Paper". INFOCOM 2023.\\n')
>>> result = build([d], d / "out")
>>> result.ok, sorted(p.name for p in (d / "out").iterdir())
(True, ['.cache', 'graph.trig', 'network.html', 'report.json', 'report.md', 'resolution'])
"""

from __future__ import annotations

import json
import pickle
import shutil
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from graph.cache import CACHE_DIR, FileCache, entry_body
from graph.resolution.corrections import Corrections
from graph.resolution.explain import resolution_report, resolution_summary
from graph.network.projection import DEFAULT_MAX_NODES, coauthor_network, network_summary
from graph.progress import Mapper, memory_budget, ordered_results, parallel_imap, parallel_map, peak_bytes
from graph.network.page import render_html
from graph.rdf.quads import DEFAULT_BASE
from graph.rdf.shards import WrittenDataset, write_dataset
from graph.rdf.store import FORMATS, bulk_store, wrap_store, write_rdf
from graph.resolution.mentions import Mentions, collect_mentions, merge_mentions
from graph.resolution.model import Resolution
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings
from graph.resolution.tables import TABLES, write_tables
from graph.staging import staged, staged_folder
from graph.rdf.validate import Validation, report_text
from loaders import DEFAULT_MAX_BYTES, LoadResult, iter_inputs, load
from loaders.extract import DEFAULT_MAX_SECONDS
from loaders.export import extraction_report, extraction_summary, result_to_dict

__all__ = ["BuildResult", "RESOLUTION_DIR", "RESOLUTION_FILES", "build", "build_report", "write_json"]

#: the folder of the output that holds the resolution's Parquet tables (:mod:`graph.resolution.tables`)
RESOLUTION_DIR = "resolution"
#: those tables, as paths in the output folder
RESOLUTION_FILES = tuple(f"{RESOLUTION_DIR}/{name}" for name in TABLES)


@dataclass(frozen=True)
class BuildResult:
    """What a build did: the load results, the resolution, the files written, the counts, the validation."""

    results: tuple[LoadResult, ...]
    resolution: Resolution
    written: tuple[Path, ...]
    counts: dict[str, int] = field(default_factory=dict)
    validation: Validation | None = None
    missing: tuple[str, ...] = ()
    network_summary: str = ""
    cached: int = 0                     # files whose result came from the cache (OUT/.cache)
    cache_corrupt: tuple[str, ...] = ()  # damaged cache entries found, removed, and their files read again

    @property
    def ok(self) -> bool:
        """True when every input existed and loaded without a failure and the graph validated."""
        return (not self.missing and bool(self.results) and all(r.ok for r in self.results)
                and (self.validation is None or self.validation.conforms))


def _counts(results: Sequence[LoadResult], resolution: Resolution, dataset: WrittenDataset) -> dict[str, int]:
    records = Counter(type(r).__name__.removesuffix("Record").lower() for res in results for r in res.records)
    entities = Counter(e.kind for e in resolution.entities)
    out = {"files": len(results), "files_failed": sum(1 for r in results if r.failures),
           "records": sum(records.values()), "failures": sum(len(r.failures) for r in results),
           "leftovers": sum(len(r.leftovers) for r in results), "quads": dataset.quads,
           "triples": dataset.triples, "named_graphs": dataset.graphs}
    out.update({f"records_{k}": v for k, v in sorted(records.items())})
    out.update({f"{k}s": entities.get(k, 0) for k in ("person", "paper", "patent", "venue", "institution")})
    return out


#: report.md gives every failure, leftover line and decision while they fit in this many lines per part; beyond,
#: a bounded summary (the files and decisions that need a look); report.json holds every failure and leftover line,
#: OUT/resolution/ every decision
REPORT_DETAIL_LINES = 2_000


def build_report(result: BuildResult) -> tuple[str, dict[str, Any]]:
    """The build report as Markdown and as a JSON-ready dict (contact details never included). The Markdown is
    bounded: past :data:`REPORT_DETAIL_LINES` lines a part is summarised (see the constant). The resolution's
    entities, mention map and decisions are not in either: they are the Parquet tables of ``OUT/resolution/``
    (:mod:`graph.resolution.tables`), which the dict names."""
    c = result.counts
    md = ["# Build report", "",
          "| what | count |", "|---|---|"] + [f"| {k.replace('_', ' ')} | {v} |" for k, v in c.items()] + [""]
    if result.network_summary:
        md += [f"Network page (network.html): {result.network_summary}", ""]
    if result.missing:
        md += ["Missing inputs: " + ", ".join(result.missing), ""]
    if result.validation is not None:
        md += [f"SHACL validation: {'conforms' if result.validation.conforms else 'DOES NOT CONFORM'}"
               f" ({result.validation.violations} violation(s))", ""]
        if not result.validation.conforms:
            text = result.validation.text.strip().split("\n")
            cut = len(text) > REPORT_DETAIL_LINES // 10
            md += ["```", *text[:REPORT_DETAIL_LINES // 10], "```", ""]
            md += ["(the first lines of the validation report; all of it is in report.json)", ""] if cut else []
    # a person reads a summary past the limit; every failure and leftover line is in report.json, every decision
    # in the resolution tables. Each report has a line per failure and leftover, or per decision, at least: past
    # the limit in those alone, the whole text is not even made
    lines = sum(len(r.failures) + len(r.leftovers) for r in result.results)
    extraction = (extraction_report(list(result.results)).replace("# Extraction report", "# Extraction", 1)
                  if lines <= REPORT_DETAIL_LINES else "")
    if not extraction or extraction.count("\n") > REPORT_DETAIL_LINES:
        extraction = extraction_summary(result.results)
    resolution = (resolution_report(result.resolution) if len(result.resolution.decisions) <= REPORT_DETAIL_LINES
                  else "")
    if not resolution or resolution.count("\n") > REPORT_DETAIL_LINES:
        resolution = resolution_summary(result.resolution)
    # names, titles and leftover lines are the CVs' text: an HTML tag in them stays text in a Markdown viewer
    md += [extraction.replace("<", "&lt;"), "",
           resolution.replace("# Resolution report", "# Resolution", 1).replace("<", "&lt;")]
    data = {
        "counts": c,
        "missing": list(result.missing),
        "network_page": result.network_summary,
        "validation": None if result.validation is None else {
            "conforms": result.validation.conforms, "violations": result.validation.violations,
            "text": result.validation.text if not result.validation.conforms else ""},
        "files": [result_to_dict(r, records=False) for r in result.results],
        "resolution": {"settings": result.resolution.settings.to_dict(),
                       "tables": list(RESOLUTION_FILES)},
    }
    return "\n".join(md).rstrip() + "\n", data


def write_json(data: Any, path: str | Path, *, expand: int = 3) -> Path:
    """Write ``data`` as JSON readable line by line: dicts and lists of the first ``expand`` levels one key or item
    per line, everything deeper compact on its line. Each item is encoded by the standard library's C encoder, so a
    large report is written as fast as it can be serialised and never held as one string (``json.dumps(...,
    indent=1)`` encodes in Python and joins the whole text: 13 s and 1.3 GB at 1,000 CVs, when report.json still
    held the decisions).

    >>> import tempfile, pathlib
    >>> p = write_json({"a": [1, {"b": [2]}], "c": {}}, pathlib.Path(tempfile.mkdtemp()) / "r.json", expand=2)
    >>> print(p.read_text(), end="")
    {
     "a": [
      1,
      {"b": [2]}
     ],
     "c": {}
    }
    """
    path = Path(path)
    # one encoder for every item (json.dumps with any non-default option makes a new one per call), and the items
    # of the deepest expanded level written in the loop, not each through a generator of its own
    encode = json.JSONEncoder(ensure_ascii=False).encode

    def emit(value: Any, depth: int) -> Iterator[str]:
        if depth >= expand or not isinstance(value, (dict, list)):
            yield encode(value)
            return
        is_dict = isinstance(value, dict)
        pad = " " * (depth + 1)
        last = depth + 1 >= expand
        first = True
        for key, item in (value.items() if is_dict else ((None, v) for v in value)):
            yield ("{\n" if is_dict else "[\n") if first else ",\n"
            yield pad if key is None else f"{pad}{encode(key)}: "
            if last or not isinstance(item, (dict, list)):
                yield encode(item)
            else:
                yield from emit(item, depth + 1)
            first = False
        yield ("{}" if is_dict else "[]") if first else "\n" + " " * depth + ("}" if is_dict else "]")

    with open(path, "w", encoding="utf-8") as f:
        for part in emit(data, 0):
            f.write(part)
        f.write("\n")
    return path


def _load_one(job: tuple[Path, str, int, float | None]) -> LoadResult:
    path, name, max_bytes, max_seconds = job
    return load(path, source=name, max_bytes=max_bytes, max_seconds=max_seconds)


def _load_and_collect(job: tuple[Path, str, int, float | None]) -> tuple[LoadResult, Mentions]:
    result = _load_one(job)
    return result, collect_mentions(result.records)


def _load_for_cache(job: tuple[tuple[Path, str, int, float | None], bool | None]
                    ) -> bytes | tuple[LoadResult, Mentions]:
    """:func:`_load_and_collect`; when the job names a cache (``keep_contact`` not None), as the body of its entry
    (:func:`graph.cache.entry_body`), pickled by the worker process: the build unpickles it once and writes those
    bytes, instead of unpickling the worker's result and pickling it again (a third of the reading's own time in
    the building process)."""
    inner, keep_contact = job
    pair = _load_and_collect(inner)
    return pair if keep_contact is None else entry_body(pair, keep_contact=keep_contact)


class _Stages:
    """Each stage of a build timed, its end reported to ``log`` with the time and the peak memory so far."""

    def __init__(self, log: Callable[[str], None] | None) -> None:
        self.log = log

    @contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        yield
        if self.log is not None:
            seconds = time.perf_counter() - start
            peak = max(peak_bytes(), peak_bytes(children=True)) / 2**20
            self.log(f"{name}: {seconds:.1f} s (peak memory {peak:,.0f} MiB)")


def _read(jobs: Sequence[tuple[Path, str, int, float | None]], workers: int, mapper: Mapper | None,
          cache: FileCache | None) -> tuple[list[tuple[LoadResult, Mentions]], int]:
    """Each file's load result and mentions, from the cache where it has them, else read (on ``workers``
    processes or the ``mapper``'s cluster) and put in the cache; and how many came from the cache."""
    pairs: list[tuple[LoadResult, Mentions] | None] = [None] * len(jobs)
    keys: list[str | None] = [None] * len(jobs)
    if cache is not None:
        for i, (path, name, max_bytes, max_seconds) in enumerate(jobs):
            try:
                keys[i] = cache.key(path, name, max_bytes, max_seconds)
            except OSError:
                continue            # unreadable: read below, where the failure is reported
            if keys[i] is not None:
                pairs[i] = cache.get(keys[i])
    todo = [i for i, pair in enumerate(pairs) if pair is None]
    if cache is None or mapper is not None or workers <= 1 or len(todo) < 2 * workers:
        # no cache; or a cluster, whose bytes are not signed as this user's cache entries unseen: the entries are
        # pickled here, from what was received; or one process (a few files are read here), where there is no
        # second pickling to save
        work = [jobs[i] for i in todo]
        # from a cluster a window of results at a time, let go there once received (not all files' at once)
        fresh = (ordered_results(mapper, _load_and_collect, work, "loading") if mapper is not None
                 else parallel_map(_load_and_collect, work, workers, "loading"))
        for i, pair in zip(todo, fresh, strict=True):
            pairs[i] = pair
            if cache is not None and keys[i] is not None:
                cache.put(keys[i], pair)
    else:   # the worker processes pickle what the cache keeps; each body is unpickled here once, written as it is
        asked = [(jobs[i], cache.keep_contact if keys[i] is not None else None) for i in todo]
        for i, got in zip(todo, parallel_imap(_load_for_cache, asked, workers, "loading"), strict=True):
            if isinstance(got, bytes):
                pairs[i] = pair = pickle.loads(got)
                cache.put(keys[i], pair, got)   # type: ignore[arg-type]
            else:
                pairs[i] = got
    return [p for p in pairs if p is not None], len(jobs) - len(todo)


def build(paths: Sequence[str | Path], out: str | Path, *, base: str = DEFAULT_BASE,
          formats: Sequence[str] = ("trig",), include_contact: bool = False, store: str | Path | None = None,
          settings: Settings | None = None, corrections: Corrections | None = None, check: bool = True,
          network: bool = True, max_bytes: int = DEFAULT_MAX_BYTES, workers: int = 1,
          max_nodes: int | None = DEFAULT_MAX_NODES, max_seconds: float | None = DEFAULT_MAX_SECONDS,
          mapper: Mapper | None = None, cache: bool = True, log: Callable[[str], None] | None = None,
          max_memory: int | None = None) -> BuildResult:
    """Load, resolve, build and write. See the module docstring; ``check`` runs the SHACL shapes on the output,
    ``network`` draws the collaboration network of the graph to ``OUT/network.html`` (at most ``max_nodes``
    persons, the most connected, 0 = all; ``network_summary`` and the report say what was left out);
    ``workers`` processes load the CVs, make the RDF shards and, from
    :data:`graph.resolution.persons.passes.FORK_MIN_WORKERS` workers on, resolve the persons' partitions (the result
    is the same for any number), with a progress bar on long runs;
    ``mapper`` runs the loading, the mention collection, the works' title blocks, the persons' partitions and the
    RDF shards on a cluster instead (:mod:`graph.distributed`), with the same result. ``cache`` keeps what each file
    gave in ``OUT/.cache`` and reads only new and changed files again (:mod:`graph.cache`; the outputs are the same
    with or without it);
    ``log`` is told each stage's time and the peak memory as the stage ends;
    ``max_memory`` (bytes) is a budget for this process and the workers it forks together: a stage forks fewer
    workers, or runs in this process, where the budget has no room for them (:func:`graph.progress.memory_budget`;
    the outputs are the same, and each such choice is told to ``log``). A cluster's workers (``mapper``) are sized
    by the cluster.
    """
    with memory_budget(max_memory, log):    # every stage below that forks workers keeps to it
        unknown = [f for f in formats if f not in FORMATS]
        if unknown:
            raise ValueError(f"unknown format(s) {', '.join(unknown)}; known: {', '.join(FORMATS)}")
        stage_of = _Stages(log)
        inputs = iter_inputs(paths)
        missing = tuple(sorted({str(p) for p in paths if not Path(p).exists()}))
        out = Path(out)
        own = [out.resolve()] + ([Path(store).resolve()] if store is not None else [])
        # the build's own outputs are never its inputs (an output folder inside the CV folder)
        jobs = [(path, name, max_bytes, max_seconds) for path, name in inputs
                if path.exists() and not any(path.resolve().is_relative_to(o) for o in own)]
        files = FileCache(out / CACHE_DIR, keep_contact=include_contact) if cache else None
        if not cache:                       # no cache: none kept either (an old one may hold contact details)
            shutil.rmtree(out / CACHE_DIR, ignore_errors=True)
        with stage_of("read"):
            pairs, cached = _read(jobs, workers, mapper, files)
            pairs.sort(key=lambda pair: pair[0].source)
            results = tuple(res for res, _ in pairs)
            records = [r for res in results for r in res.records]
            mentions = merge_mentions(m for _, m in pairs)
            del pairs
        with stage_of("resolve"):
            resolution = resolve(records, settings, corrections, workers=workers, mentions=mentions, mapper=mapper)
        # a build killed midway leaves the last good outputs whole: the files and the persistent store are replaced
        # together at the end
        with (staged_folder(store) if store is not None else nullcontext()) as new_store, staged(out) as stage:
            with stage_of("RDF"):           # the statements, graph.trig and the validation, a shard of CVs at a time
                # N-Quads are written beside the TriG when asked for, or when a merged format or a store is made
                # from them
                nq = stage / "graph.nq" if "nquads" in formats else (
                    stage / ".graph.nq" if store is not None or set(formats) - {"trig"} else None)
                dataset = write_dataset(records, resolution, stage, base=base, include_contact=include_contact,
                                        sources=[r.source for r in results], check=check, network=network, nquads=nq,
                                        workers=workers, mapper=mapper)
            if nq is not None and (set(formats) - {"trig", "nquads"} or new_store is not None):
                with stage_of("write"):
                    for fmt in dict.fromkeys(formats):
                        if fmt not in ("trig", "nquads"):    # the merged formats, read back from the N-Quads
                            write_rdf(ox.parse(path=nq, format=ox.RdfFormat.N_QUADS), stage / f"graph{FORMATS[fmt][0]}",
                                      fmt)
                    if new_store is not None:
                        bulk_store(nq, new_store)
            written = [stage / f"graph{FORMATS[fmt][0]}" for fmt in dict.fromkeys(("trig", *formats))]
            if nq is not None and nq.name == ".graph.nq":
                nq.unlink()
            validation = (None if dataset.violations is None else
                          Validation(not dataset.violations, len(dataset.violations), report_text(dataset.violations)))
            summary = ""
            if network:
                with stage_of("network page"):
                    # the page finds the communities among the persons it draws (Louvain on the whole network was
                    # most of this stage at 10,000 CVs), and only the drawn persons' collaborations are made
                    G = coauthor_network(wrap_store(dataset.store), memberships=dataset.memberships, communities=False,
                                         max_nodes=max_nodes)
                    written.append(render_html(G, stage / "network.html", max_nodes=max_nodes))
                    summary = network_summary(G)
            with stage_of("report"):
                counts = _counts(results, resolution, dataset)
                result = BuildResult(results, resolution, (), counts, validation, missing, summary)
                md, data = build_report(result)
                (stage / "report.md").write_text(md, encoding="utf-8")
                write_json(data, stage / "report.json")
                write_tables(resolution, stage / RESOLUTION_DIR)
            written = [out / p.name for p in written] + [out / "report.md", out / "report.json", out / RESOLUTION_DIR]
        if store is not None:
            written.append(Path(store))
        if files is not None:
            files.prune()
        return BuildResult(results, resolution, tuple(written), result.counts, validation, missing, summary, cached,
                           tuple(files.corrupt) if files is not None else ())
