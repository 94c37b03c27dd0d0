"""The whole pipeline on a generated corpus with known truth: time and memory per stage, and resolution quality.

Stages are a list of named functions over one state (:class:`State`); each takes the state and returns the next.
``read`` (bytes to decoded, repaired documents) and ``extract`` (documents to records) run on every core, one CV per
task, results in file order; ``resolve`` is :func:`graph.resolve`; ``build RDF``, ``write`` and ``render`` run when
``graph.to_rdf`` (and the writer and renderer beside it) are importable and are recorded as *not available* otherwise —
no figure is made up.  Quality is scored against the generator's truth with :mod:`graph.resolution.evaluation`: persons
over author and inventor mentions, works over paper and patent entries, venues and institutions over theirs; a mention
the loaders did not extract is a singleton cluster (it counts against recall) and extraction coverage is reported
beside.  With ``--splink``, Splink (DuckDB backend) resolves the same person mentions and is scored and timed beside.

Usage::

    python -m benchmarks.run --n 100 1000 [--seed 0] [--workers 2] [--splink] [--json out.json] [--markdown]

>>> result = run_benchmark(20, seed=0, workers=1)
>>> [s.name for s in result.stages][:3]
['read', 'extract', 'resolve']
>>> result.quality["person"].pairwise.precision > 0.9
True
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

if __package__ in (None, ""):   # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import Truth, generate_corpus, read_truth, write_corpus  # noqa: E402
from graph.resolution.evaluation import Scores, bcubed_scores, pairwise_scores  # noqa: E402
from graph.progress import parallel_map  # noqa: E402
from graph.resolution.model import Resolution  # noqa: E402
from graph.resolution.pipeline import resolve  # noqa: E402
from loaders import Document, LoadResult, extract, iter_inputs, read_document  # noqa: E402
from loaders.errors import LoaderError  # noqa: E402
from loaders.model import LoadFailure, Span  # noqa: E402

__all__ = ["State", "StageTime", "Quality", "BenchmarkResult", "STAGES", "run_pipeline", "run_benchmark",
           "score_resolution", "score_clustering", "machine", "markdown_table"]


# --- the pipeline --------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class State:
    """What the stages hand each other; a stage fills in its field with :func:`dataclasses.replace`."""

    folder: Path
    workers: int = 1
    inputs: tuple[tuple[Path, str], ...] = ()
    documents: tuple[Document | LoadResult, ...] = ()   # a LoadResult where reading failed
    results: tuple[LoadResult, ...] = ()
    records: tuple[object, ...] = ()
    resolution: Resolution | None = None
    dataset: object | None = None        # the RDF dataset (graph.to_rdf)
    triples: int | None = None
    written: Path | None = None
    network: object | None = None


def _read_one(item: tuple[Path, str]) -> Document | LoadResult:
    path, name = item
    try:
        return read_document(path, source=name)
    except LoaderError as exc:
        line = exc.line or 0
        return LoadResult(source=name, failures=(LoadFailure(Span(name, line, line), exc.reason),))


def _extract_one(doc: Document | LoadResult) -> LoadResult:
    if isinstance(doc, LoadResult):
        return doc
    kind = {".bib": "bibtex", ".tex": "latex"}.get(Path(doc.source).suffix.lower())
    return extract(doc, source_kind=kind)


def stage_read(state: State) -> State:
    """Read and decode every CV (in parallel, file order kept)."""
    inputs = tuple((p, n) for p, n in iter_inputs([state.folder]) if n != "truth.json")
    return replace(state, inputs=inputs, documents=tuple(parallel_map(_read_one, inputs, state.workers, "read")))


def stage_extract(state: State) -> State:
    """Documents to records (in parallel, file order kept)."""
    results = tuple(parallel_map(_extract_one, state.documents, state.workers, "extract"))
    return replace(state, results=results, documents=(), records=tuple(r for res in results for r in res.records))


def stage_resolve(state: State) -> State:
    """:func:`graph.resolve` over the records of all CVs."""
    return replace(state, resolution=resolve(state.records))  # one process: its name caches beat cold workers


def stage_build_rdf(state: State) -> State:
    """The dataset on an Oxigraph store (``graph.rdf.quads.load_dataset``: the whole dataset in one store, as
    ``graph.to_rdf`` makes it; ``graph.build`` writes it in shards instead), wrapped for rdflib; ``triples`` is its
    count of distinct triples over all graphs, as the build report gives it."""
    from graph.rdf.quads import load_dataset
    from graph.rdf.store import wrap_store

    data = load_dataset(state.records, state.resolution, sources=[r.source for r in state.results])
    return replace(state, dataset=wrap_store(data.store), triples=data.triples)


def stage_write(state: State) -> State:
    """Write the dataset as TriG, serialised by Oxigraph from the store (byte-identical for identical input)."""
    from graph import write_rdf

    out = state.folder.parent / f"{state.folder.name}.trig"
    write_rdf(state.dataset, out)
    return replace(state, written=out)


def stage_render(state: State) -> State:
    """The co-author network projected from the dataset (every person, with communities), drawn as the self-contained
    HTML page (its default cap: the ``graph.network.projection.DEFAULT_MAX_NODES`` most connected persons)."""
    from graph import coauthor_network, render_html

    g = coauthor_network(state.dataset)
    render_html(g, state.folder.parent / f"{state.folder.name}.html")
    return replace(state, network=g)


#: the pipeline, in order: (name, function)
STAGES: tuple[tuple[str, Callable[[State], State]], ...] = (
    ("read", stage_read), ("extract", stage_extract), ("resolve", stage_resolve),
    ("build RDF", stage_build_rdf), ("write", stage_write), ("render", stage_render),
)


@dataclass(frozen=True, slots=True)
class StageTime:
    """Wall time of one stage (None when the stage is not available) and the peak memory after it (MiB)."""

    name: str
    seconds: float | None
    peak_mib: float
    note: str = ""


def _peak_mib() -> float:
    """Peak resident memory of this process and of its largest finished child, in MiB (Linux: ru_maxrss in KiB)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024


def run_pipeline(folder: str | Path, *, workers: int = 1,
                 stages: Sequence[tuple[str, Callable[[State], State]]] = STAGES) -> tuple[State, list[StageTime]]:
    """Run ``stages`` over the CVs in ``folder``; return the last state and the time of each stage.

    A stage that raises :class:`NotImplementedError` is recorded as not available and the others still run.

    >>> import tempfile
    >>> from benchmarks.generate import generate_corpus, write_corpus
    >>> folder = write_corpus(generate_corpus(3, seed=0), tempfile.mkdtemp())
    >>> state, times = run_pipeline(folder)
    >>> len(state.results), [t.name for t in times][:3]
    (3, ['read', 'extract', 'resolve'])
    """
    state = State(Path(folder), workers=workers)
    times = []
    for name, fn in stages:
        start = time.perf_counter()
        try:
            state = fn(state)
        except NotImplementedError as exc:
            times.append(StageTime(name, None, _peak_mib(), f"not available: {exc}"))
            continue
        times.append(StageTime(name, time.perf_counter() - start, _peak_mib()))
    return state, times


# --- quality -------------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Quality:
    """Scores of one kind of mention against the truth."""

    kind: str
    mentions: int            # in the truth
    extracted: int           # found by the loaders at the truth's place
    spurious: int            # found by the loaders where the truth has none
    true_clusters: int
    predicted_clusters: int
    pairwise: Scores
    bcubed: Scores
    seconds: float | None = None

    @property
    def coverage(self) -> float:
        """Share of the truth's mentions the loaders extracted."""
        return self.extracted / self.mentions if self.mentions else 1.0


def score_clustering(kind: str, pred: Mapping[Hashable, Hashable], truth: Mapping[Hashable, Hashable],
                     spurious: int = 0, seconds: float | None = None) -> Quality:
    """Score predicted cluster labels against true ones; a truth item missing from ``pred`` is a singleton.

    >>> q = score_clustering("person", {"a": 1, "b": 1}, {"a": "x", "b": "x", "c": "x"})
    >>> q.extracted, round(q.pairwise.recall, 3), q.pairwise.precision
    (2, 0.333, 1.0)
    """
    full = {str(k): (pred[k] if k in pred else ("missing", str(k))) for k in truth}
    t = {str(k): v for k, v in truth.items()}
    return Quality(kind, len(truth), sum(1 for k in truth if k in pred), spurious, len(set(t.values())),
                   len(set(full.values())), pairwise_scores(full, t), bcubed_scores(full, t), seconds)


def _mention_keys(resolution: Resolution) -> dict[str, dict[tuple, str]]:
    """The loader's mentions keyed as the truth keys them: (file, entry line[, rank])."""
    works = {w.id: w for w in resolution.mentions.works}
    persons: dict[tuple, str] = {}
    for p in resolution.mentions.persons:
        if p.role in ("author", "inventor") and p.work in works:
            persons.setdefault((p.source, works[p.work].span.start_line, p.rank), p.id)
    out = {"person": persons,
           "paper": {(w.source, w.span.start_line): w.id for w in works.values() if w.kind == "paper"},
           "patent": {(w.source, w.span.start_line): w.id for w in works.values() if w.kind == "patent"},
           "venue": {(v.span.source, v.span.start_line): v.id for v in resolution.mentions.venues}}
    institutions: dict[tuple, str] = {}
    for ref in sorted(resolution.mentions.institutions, key=lambda r: r.span.end_line - r.span.start_line):
        for line in range(ref.span.start_line, ref.span.end_line + 1):
            institutions.setdefault((ref.span.source, line), ref.id)
    out["institution"] = institutions
    return out


def score_resolution(resolution: Resolution, truth: Truth) -> dict[str, Quality]:
    """Persons, papers, patents, venues and institutions of ``resolution`` scored against ``truth``.

    >>> from benchmarks.generate import cv_files, generate_corpus, write_corpus
    >>> from loaders import load_many
    >>> import tempfile
    >>> corpus = generate_corpus(5, seed=2)
    >>> folder = write_corpus(corpus, tempfile.mkdtemp())
    >>> r = resolve([rec for res in load_many(cv_files(folder)) for rec in res.records])
    >>> q = score_resolution(r, corpus.truth)
    >>> sorted(q), q["person"].coverage > 0.9
    (['institution', 'paper', 'patent', 'person', 'venue'], True)
    """
    keys = _mention_keys(resolution)
    m2e = resolution.mention_to_entity
    truths: dict[str, dict[tuple, str]] = {
        "person": {(t.file, t.entry_line, t.rank): t.person for t in truth.persons if t.role != "advisor"},
        "paper": {(t.file, t.entry_line): t.work for t in truth.works if t.kind == "paper"},
        "patent": {(t.file, t.entry_line): t.work for t in truth.works if t.kind == "patent"},
        "venue": {(t.file, t.entry_line): t.venue for t in truth.venues},
        "institution": {(t.file, t.line): t.institution for t in truth.institutions},
    }
    out = {}
    for kind, true_map in truths.items():
        found = keys[kind]
        pred = {k: m2e[found[k]] for k in true_map if k in found and found[k] in m2e}
        used = {found[k] for k in true_map if k in found}
        spurious = len(set(found.values()) - used) if kind != "institution" else 0
        out[kind] = score_clustering(kind, pred, true_map, spurious)
    return out


# --- Splink --------------------------------------------------------------------------------------------------------

#: Splink's clustering threshold (match probability): 0.95, i.e. a match weight of about 4.2 bits, the usual
#: "probably the same" cut in Splink's own examples; connected components make every extra false link costly, so
#: it sits above 0.5. Chosen before scoring, not tuned on the truth.
SPLINK_THRESHOLD = 0.95


def splink_persons(resolution: Resolution, seed: int = 0, threshold: float = SPLINK_THRESHOLD
                   ) -> tuple[dict[str, str], float]:
    """Resolve the author and inventor mentions with Splink (DuckDB); return mention id -> cluster and seconds.

    The model: records are compared when they have the same family name and given name, or the same family name
    and first initial in one CV, or the same resolved work and rank (after our romanisation, which Splink cannot do
    on its own: 刘运卓 and Yunzhuo Liu both arrive as ``liu`` / ``yunzhuo``). Family name + first initial alone, the
    blocks of our resolver, gives more than a billion pairs at 10,000 CVs and was OOM-killed at 24 GB. Comparisons
    on the given name (exact, Jaro-Winkler >= 0.92 and 0.80, initials equal, else), co-author overlap (array
    intersection of the co-authors' name keys, sizes 3 and 1), the same CV, and the same resolved work at the same
    rank as a proxy for "the same paper"; u by random sampling, m by EM on two blocking rules; clustering by
    connected components at match probability ``threshold``. DuckDB may use 8 GB, then spills to disk.
    """
    import duckdb
    import splink.comparison_library as cl
    from splink import DuckDBAPI, Linker, SettingsCreator, block_on

    start = time.perf_counter()
    rows: dict[str, list] = {"unique_id": [], "family": [], "given": [], "initials": [], "first_initial": [],
                             "coauthors": [], "source": [], "work_rank": []}
    work_map = resolution.mention_to_entity
    for p in resolution.mentions.persons:
        if p.role not in ("author", "inventor"):
            continue
        n = p.person_name
        if not n.family:
            continue
        rows["unique_id"].append(p.id)
        rows["family"].append(n.family)
        rows["given"].append("".join(n.given) or None)
        rows["initials"].append("".join(g[0] for g in n.given) or None)
        rows["first_initial"].append(n.given[0][0] if n.given else "")
        rows["coauthors"].append(list(p.coauthors))
        rows["source"].append(p.source)
        rows["work_rank"].append(f"{work_map.get(p.work, p.work)}@{p.rank}")
    import logging
    logging.getLogger("splink").setLevel(logging.ERROR)
    con = duckdb.connect()
    con.execute("SET memory_limit = '8GB'")
    db = DuckDBAPI(con)
    df = db.register(rows)
    settings = SettingsCreator(
        link_type="dedupe_only",
        blocking_rules_to_generate_predictions=[block_on("family", "given"),
                                                block_on("family", "first_initial", "source"),
                                                block_on("work_rank")],
        comparisons=[
            cl.JaroWinklerAtThresholds("given", [0.92, 0.80]),
            cl.ExactMatch("initials"),
            cl.ArrayIntersectAtSizes("coauthors", [3, 1]),
            cl.ExactMatch("source"),
            cl.ExactMatch("work_rank"),
        ],
        retain_intermediate_calculation_columns=False,
    )
    linker = Linker(df, settings)
    # the prior from a rule that is nearly always right (one name in one CV is one person), recall assumed 0.6:
    # most true pairs are in two different CVs
    linker.training.estimate_probability_two_random_records_match(
        [block_on("family", "given", "source")], recall=0.6)
    linker.training.estimate_u_using_random_sampling(max_pairs=2e6, seed=seed)
    linker.training.estimate_parameters_using_expectation_maximisation(block_on("family", "given"))
    linker.training.estimate_parameters_using_expectation_maximisation(block_on("family", "first_initial", "source"))
    pairs = linker.inference.predict(threshold_match_probability=0.5)
    clusters = linker.clustering.cluster_pairwise_predictions_at_threshold(pairs, threshold)
    table = clusters.as_pyarrow_table()
    ids, labels = table.column("unique_id").to_pylist(), table.column("cluster_id").to_pylist()
    return dict(zip(ids, map(str, labels))), time.perf_counter() - start


def score_splink(resolution: Resolution, truth: Truth, seed: int = 0, threshold: float = SPLINK_THRESHOLD) -> Quality:
    """Splink's person clustering scored like ours (same mentions, same truth keys)."""
    clusters, seconds = splink_persons(resolution, seed, threshold)
    keys = _mention_keys(resolution)["person"]
    true_map = {(t.file, t.entry_line, t.rank): t.person for t in truth.persons if t.role != "advisor"}
    pred = {k: clusters[keys[k]] for k in true_map if k in keys and keys[k] in clusters}
    return score_clustering("person (Splink)", pred, true_map, seconds=seconds)


# --- the benchmark -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class BenchmarkResult:
    """One run: size, stage times, peak memory, triples, quality, and Splink beside when asked for."""

    n: int
    seed: int
    workers: int
    files: int
    records: int
    person_mentions: int
    stages: tuple[StageTime, ...]
    total_seconds: float
    peak_mib: float
    triples: int | None
    quality: Mapping[str, Quality]
    splink: Quality | None = None
    generate_seconds: float = 0.0
    score_seconds: float = 0.0
    extra: Mapping[str, object] = field(default_factory=dict)

    def to_dict(self) -> dict:
        """A JSON-ready dict (scores as dicts of precision, recall and F1)."""
        def q(x: Quality | None) -> dict | None:
            if x is None:
                return None
            d = asdict(x)
            d["pairwise"], d["bcubed"] = x.pairwise._asdict(), x.bcubed._asdict()
            d["coverage"] = x.coverage
            return d
        return {"n": self.n, "seed": self.seed, "workers": self.workers, "files": self.files,
                "records": self.records, "person_mentions": self.person_mentions,
                "stages": [asdict(s) for s in self.stages], "total_seconds": self.total_seconds,
                "peak_mib": self.peak_mib, "triples": self.triples,
                "quality": {k: q(v) for k, v in self.quality.items()}, "splink": q(self.splink),
                "generate_seconds": self.generate_seconds, "score_seconds": self.score_seconds,
                "extra": dict(self.extra)}


def store_query_timing(trig: str | Path, resolution: Resolution, *, persons: int = 20, repeat: int = 5
                       ) -> dict[str, float]:
    """Load the written TriG into a persistent Oxigraph store made as ``scholarkg build --store`` makes one
    (``graph.rdf.store.dataset_store``: loaded, then compacted; ``store_load_seconds`` includes parsing the TriG, which
    ``build`` does not do: it fills the store from its in-memory one), open it read-only as ``scholarkg query
    STORE`` does, and time the canned ``coauthors`` query for
    ``persons`` persons (the half with the most mentions, the rest spread over the keys): median and largest of the
    per-person medians of ``repeat`` runs, after one warm-up run each.

    >>> import tempfile
    >>> from benchmarks.generate import generate_corpus, write_corpus
    >>> folder = write_corpus(generate_corpus(3, seed=0), tempfile.mkdtemp())
    >>> state, _ = run_pipeline(folder)
    >>> t = store_query_timing(state.written, state.resolution, persons=2, repeat=1)
    >>> sorted(t), t["coauthor_query_rows"] > 0
    (['coauthor_query_ms_max', 'coauthor_query_ms_median', 'coauthor_query_rows', 'store_load_seconds'], True)
    """
    import pyoxigraph as ox
    from rdflib import URIRef

    from graph.rdf.quads import entity_iri
    from graph.rdf.store import dataset_store
    from graph.rdf.sparql import query, read_dataset

    people = [e for e in resolution.entities if e.kind == "person"]
    top = sorted(people, key=lambda e: (-len(e.mentions), e.key))[:persons // 2]
    rest = [e for e in people if e not in top]
    step = max(1, len(rest) // max(1, persons - len(top)))
    chosen = top + rest[::step][:persons - len(top)]
    with tempfile.TemporaryDirectory(prefix="scholarkg-store-") as tmp:
        start = time.perf_counter()
        dataset_store(ox.parse(path=str(trig), format=ox.RdfFormat.TRIG), tmp)    # the --store folder of build
        load = time.perf_counter() - start
        ds = read_dataset(tmp)
        medians, rows = [], 0
        for e in chosen:
            iri = URIRef(entity_iri(e.key, "person"))
            rows += len(query(ds, "coauthors", person=iri))
            runs = []
            for _ in range(repeat):
                t = time.perf_counter()
                query(ds, "coauthors", person=iri)
                runs.append(time.perf_counter() - t)
            medians.append(statistics.median(runs) * 1000)
        ds.close()
    return {"store_load_seconds": load, "coauthor_query_ms_median": statistics.median(medians),
            "coauthor_query_ms_max": max(medians), "coauthor_query_rows": float(rows)}


def run_benchmark(n: int, *, seed: int = 0, workers: int | None = None, splink: bool = False,
                  folder: str | Path | None = None) -> BenchmarkResult:
    """Generate ``n`` CVs (into ``folder`` or a temporary one), run the pipeline, score it, and Splink if asked.

    Parameters
    ----------
    n, seed : int
        Size and seed of the generated corpus (:func:`benchmarks.generate.generate_corpus`).
    workers : int, optional
        Processes for the per-CV stages (default: every core).
    splink : bool
        Also resolve the person mentions with Splink and score it.
    folder : path, optional
        Where to write the corpus; an existing corpus there (with ``truth.json``) is regenerated.
    """
    workers = workers or os.cpu_count() or 1
    start = time.perf_counter()
    corpus = generate_corpus(n, seed)
    tmp = None
    if folder is None:
        tmp = tempfile.TemporaryDirectory(prefix=f"scholarkg-bench-{n}-")
        folder = Path(tmp.name) / "cvs"      # the graph and the page are written beside it, inside tmp
    write_corpus(corpus, folder)
    generate_seconds = time.perf_counter() - start
    try:
        truth = read_truth(folder)
        state, times = run_pipeline(folder, workers=workers)
        peak = _peak_mib()
        start = time.perf_counter()
        quality = score_resolution(state.resolution, truth)
        score_seconds = time.perf_counter() - start
        extra = store_query_timing(state.written, state.resolution) if state.written else {}
        total = sum(t.seconds for t in times if t.seconds is not None)
        print(f"N={n}: pipeline {total:.1f} s, peak {peak:.0f} MiB, person P/R "
              f"{quality['person'].pairwise.precision:.4f}/{quality['person'].pairwise.recall:.4f}, "
              f"stages {[(t.name, round(t.seconds or 0, 1)) for t in times]}, {extra}", file=sys.stderr, flush=True)
        resolution, triples, files, records = state.resolution, state.triples, len(state.results), len(state.records)
        del state           # Splink runs on the mentions alone: the dataset, network and records are let go
        sp = score_splink(resolution, truth, seed) if splink else None
    finally:
        if tmp is not None:
            tmp.cleanup()
    persons = sum(1 for p in resolution.mentions.persons if p.role in ("author", "inventor"))
    return BenchmarkResult(n, seed, workers, files, records, persons, tuple(times), total,
                           peak, triples, quality, sp, generate_seconds, score_seconds, extra)


# --- reporting -----------------------------------------------------------------------------------------------------

def machine() -> dict[str, object]:
    """Cores, memory, Python and the date, for the results file.

    >>> sorted(machine())
    ['cores', 'date', 'memory_gib', 'platform', 'python']
    """
    try:
        mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    except (ValueError, OSError, AttributeError):
        mem = float("nan")
    return {"cores": os.cpu_count(), "memory_gib": round(mem, 1), "python": platform.python_version(),
            "platform": platform.platform(terse=True), "date": _dt.date.today().isoformat()}


def _fmt(x: float | None, digits: int = 1) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}"


def markdown_table(results: Sequence[BenchmarkResult]) -> str:
    """Stage times and quality of each run as Markdown tables (one column per N)."""
    head = "| | " + " | ".join(f"N = {r.n:,}" for r in results) + " |"
    rule = "|---|" + "---|" * len(results)
    lines = ["### Time and memory", "", head, rule]
    names = [s.name for s in results[0].stages]
    for i, name in enumerate(names):
        cells = [("not available" if r.stages[i].seconds is None else f"{r.stages[i].seconds:.2f} s")
                 for r in results]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines.append("| **total (available stages)** | " + " | ".join(f"**{r.total_seconds:.2f} s**" for r in results)
                 + " |")
    lines.append("| peak memory (RSS, largest process) | " + " | ".join(f"{r.peak_mib:,.0f} MiB" for r in results)
                 + " |")
    lines.append("| triples | " + " | ".join("not available" if r.triples is None else f"{r.triples:,}"
                                             for r in results) + " |")
    lines.append("| files / records / author+inventor mentions | "
                 + " | ".join(f"{r.files:,} / {r.records:,} / {r.person_mentions:,}" for r in results) + " |")
    lines += ["", "### Quality against the truth", "",
              "| N | kind | mentions | extracted | true / found clusters | pairwise P | pairwise R | pairwise F1 "
              "| B³ P | B³ R | B³ F1 | time (s) |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        rows = list(r.quality.values()) + ([r.splink] if r.splink else [])
        for q in rows:
            t = next((s.seconds for s in r.stages if s.name == "resolve"), None) if q.kind == "person" else q.seconds
            lines.append(f"| {r.n:,} | {q.kind} | {q.mentions:,} | {q.coverage:.2%} | "
                         f"{q.true_clusters:,} / {q.predicted_clusters:,} | {q.pairwise.precision:.4f} | "
                         f"{q.pairwise.recall:.4f} | {q.pairwise.f1:.4f} | {q.bcubed.precision:.4f} | "
                         f"{q.bcubed.recall:.4f} | {q.bcubed.f1:.4f} | {_fmt(t)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="End-to-end benchmark on generated CVs with known truth.")
    parser.add_argument("--n", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None, help="processes for read and extract (default: cores)")
    parser.add_argument("--splink", action="store_true", help="also run Splink on the person mentions")
    parser.add_argument("--out", type=Path, default=None, help="keep the generated corpora under this folder")
    parser.add_argument("--json", type=Path, default=None, help="write the results as JSON")
    args = parser.parse_args(argv)
    results = []
    for n in args.n:
        folder = args.out / f"gen-{n}-s{args.seed}" if args.out else None
        r = run_benchmark(n, seed=args.seed, workers=args.workers, splink=args.splink, folder=folder)
        results.append(r)           # run_benchmark printed its pipeline line already, before Splink
    print(f"Command: `python -m benchmarks.run {' '.join(argv if argv is not None else sys.argv[1:])}`")
    print(f"Machine: {json.dumps(machine())}\n")
    print(markdown_table(results))
    if args.json:
        payload = {"command": " ".join(["python -m benchmarks.run", *(argv if argv is not None else sys.argv[1:])]),
                   "machine": machine(), "runs": [r.to_dict() for r in results]}
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
