"""The dataset written in shards: the graph files streamed, the SHACL shapes checked a shard at a time, and no store
of the whole dataset held anywhere.

The default graph (the resolved entities, about a seventh of the statements) is made by the caller, into an
in-memory store that it keeps: the network page reads it. The CV graphs are cut into shards of consecutive CVs in
the canonical order (:mod:`graph.rdf.quads`: entities by key, then CVs by file name), and each shard is a task, on a
local worker process (forked: the run's index is inherited, not copied) or on a cluster's worker (the shard then
carries its part of the index, ``_Index.part``). A task loads its CVs' statements into a store of its own and makes
its TriG (and N-Quads) text, what it breaks of the shapes, the memberships the network page reads, and what the
caller needs to check the entities and count the distinct triples. A local worker gives the text back; a cluster's
task writes it into the output folder itself, as a file of its own, wherever it can see that folder (a local
cluster, or workers sharing the output's file system; else it gives the text back: :func:`write_shard`). The caller
joins the shards' texts as they arrive, in order: ``graph.trig`` is byte for byte the file a store of the whole
dataset dumps (Oxigraph's writer keeps no state across a graph's end, and every block is a subject of its own;
tested).

Checking in parts gives the violations of the whole, because of how the dataset is made. Every statement of a CV
graph is about a node minted for that CV (only the CV graph ever names it), except the statements about entities
(advising links, contact details: ``crossing``). So a node minted for a CV is checked in its shard, with beside it,
in :data:`graph.rdf.shapes.FOREIGN_GRAPH`, the types and labels of the entities its statements point to (what
``sh:class`` asks); those entities are not focus nodes there. An entity is checked in the caller's store, with the
statements CV graphs make about it, and, for each inverse path of the shapes (``^vivo:relates``), as many nodes
pointing to it as there are, counted no further than one past the largest bound the shapes compare them with
(:func:`graph.rdf.shapes.inverse_bounds`, which refuses a shape that would need more).

>>> from graph import resolve
>>> from graph.rdf.quads import to_store
>>> from graph.rdf.store import rdf_bytes
>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp())
>>> written = write_dataset([], resolve([]), out, sources=["a.txt", "b.txt"], size=1)
>>> (out / "graph.trig").read_bytes() == rdf_bytes(to_store([], resolve([]), sources=["a.txt", "b.txt"]))
True
>>> written.quads, written.triples, written.graphs, written.violations
(6, 6, 2, ())
"""

from __future__ import annotations

import os
import secrets
import shutil
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from pathlib import Path
from typing import BinaryIO

import pyoxigraph as ox

from graph.errors import GraphError
from graph.progress import Mapper, batches, ordered_results, parallel_imap
from graph.rdf.quads import _T, DEFAULT_BASE, _chunks, _entity_block, _Index, _index, _source_block, repeated_triples
from graph.rdf.shapes import FOREIGN_GRAPH, Result, check_store, inverse_bounds
from graph.resolution.model import Resolution
from ontology import PREFIXES

__all__ = ["SHARD_SIZE", "Shard", "ShardOutput", "WrittenDataset", "foreign_lines", "plan_shards", "write_shard",
           "write_dataset"]

#: About this many statements a shard (an estimate from the counts of mentions and statements): a few seconds of
#: a worker's time, a store of some 100 MB, and a text of some 15 MB to carry back
SHARD_SIZE = 100_000

#: The shards run on workers forked afresh this many times, each time on an equal share of the shards
#: (:func:`graph.progress.parallel_imap`): a worker copies the pages of the run's index it reads, so one that made
#: every shard would hold a copy of most of the index by the end
POOLS = 8

#: The named graph of the caller's store that holds, while the entities are checked, what the CV graphs say of them
_ABOUT_GRAPH = "urn:scholarkg:validation:about-entities"

#: The predicates of an entity's statements that a shard pointing to it holds beside its own (in the foreign graph):
#: its types (``sh:class`` asks them) and its preferred label (the network page's memberships read it)
_FOREIGN_PREDICATES = (_T["type"], _T["prefLabel"])


@dataclass(frozen=True)
class Shard:
    """Consecutive CVs of the canonical order, with the part of the index they read (None: the run's whole index,
    which a forked worker process inherits), and its place among the shards."""

    index: _Index | None
    sources: tuple[str, ...]
    number: int = 0


@dataclass(frozen=True)
class ShardOutput:
    """What a shard's task gives back (see the module docstring)."""

    trig: bytes                          # the shard's TriG, without the prefix lines
    nquads: bytes | None                 # its N-Quads, when asked for
    quads: int
    graphs: int
    crossing: Counter[str]               # its statements about entities, ``s p o`` -> graphs stating it
    pointing: dict[str, Counter[str]]    # inverse path predicate -> entity IRI -> nodes of the shard pointing to it
    violations: tuple[Result, ...]
    memberships: tuple[tuple[str | None, ...], ...]   # the rows of network_memberships.rq on the shard
    #: the name of the files (``NAME.trig``, ``NAME.nq``) the task wrote its texts to in the folder of parts, when it
    #: wrote them there (then ``trig`` is empty and ``nquads`` None): see :func:`write_shard`
    part: str | None = None


@dataclass(frozen=True)
class WrittenDataset:
    """What :func:`write_dataset` wrote and found: the store of the default graph (the entities; the network page
    reads it), the counts over the whole dataset, the violations of the shapes (None when not checked), the
    memberships of the network page, and the files written."""

    store: ox.Store
    quads: int
    triples: int
    graphs: int
    violations: tuple[Result, ...] | None
    memberships: frozenset[tuple[str | None, ...]]
    written: tuple[Path, ...]


def foreign_lines(block: Sequence[str]) -> str:
    """The lines of an entity's block that a CV's statements pointing to it need (its types and preferred label),
    moved to :data:`graph.rdf.shapes.FOREIGN_GRAPH`.

    >>> print(foreign_lines(['<http://x/p> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://x/C> .\\n',
    ...                      '<http://x/p> <http://x/name> "P" .\\n']), end="")
    <http://x/p> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://x/C> <urn:scholarkg:validation:foreign> .
    """
    end = f" <{FOREIGN_GRAPH}> .\n"
    return "".join(line[:-3] + end for line in block if line.split(" ", 2)[1] in _FOREIGN_PREDICATES)


def _source_size(ix: _Index, src: str) -> int:
    return 4 + 8 * (len(ix.persons.get(src, ())) + len(ix.statements.get(src, ())) + len(ix.unattributed.get(src, ())))


def plan_shards(ix: _Index, *, size: int = SHARD_SIZE, parts: bool = False) -> list[Shard]:
    """The CVs of the index cut into shards of about ``size`` statements, in the canonical order; with ``parts``,
    each with its part of the index (for a cluster), else none (a forked worker inherits the whole).

    >>> from graph import resolve
    >>> ix = _index([], resolve([]), DEFAULT_BASE, False, ["b.txt", "a.txt"])
    >>> [s.sources for s in plan_shards(ix, size=1)]
    [('a.txt',), ('b.txt',)]
    """
    runs = batches(ix.sources, lambda src: _source_size(ix, src), size)
    return [Shard(ix.part(srcs) if parts else None, tuple(srcs), k) for k, srcs in enumerate(runs)]


@cache
def _header() -> bytes:
    """The prefix lines Oxigraph's TriG writer puts before the first statement."""
    store = ox.Store()
    store.add(ox.Quad(ox.NamedNode("urn:x"), ox.NamedNode("urn:x"), ox.NamedNode("urn:x")))
    text = store.dump(format=ox.RdfFormat.TRIG, prefixes=PREFIXES)
    return text[:text.index(b"<urn:x>")]


def _strip_header(text: bytes, header: bytes) -> bytes:
    if not text:
        return text
    if not text.startswith(header):     # Oxigraph changed how it writes prefixes: never write a wrong file
        raise RuntimeError("the TriG of a shard does not start with the expected prefix lines")
    return text[len(header):]


def _pointing(store: ox.Store, entities: frozenset[str], bounds: dict[str, int]) -> dict[str, Counter[str]]:
    """For each inverse path predicate, the entities its statements in ``store``'s own graphs point to, with how
    many nodes that are not entities point to each (no further than one past the bound; entities pointing are
    among the crossing statements)."""
    out: dict[str, Counter[str]] = {}
    for predicate, bound in bounds.items():
        seen: dict[str, set[str]] = defaultdict(set)
        rows = store.query(f"SELECT ?x ?e WHERE {{ GRAPH ?g {{ ?x <{predicate}> ?e }} "
                           f"FILTER (?g != <{FOREIGN_GRAPH}>) }}")
        for row in rows:
            x, e = str(row["x"]), str(row["e"])
            if e in entities and x not in entities and len(seen[e]) <= bound:
                seen[e].add(x)
        out[predicate] = Counter({e: len(xs) for e, xs in seen.items()})
    return out


@cache
def _memberships_query() -> str:
    return resources.files("graph.rdf").joinpath("queries", "network_memberships.rq").read_text(encoding="utf-8")


_SUBCLASS_OF = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
_NOT_ABOUT_ENTITIES = frozenset({_T["type"], _SUBCLASS_OF})


def _checkable(store: ox.Store, crossing: Counter[str], entities: frozenset[str]) -> None:
    """Raise :class:`~graph.errors.GraphError` unless the statements of ``store`` (a shard's own) keep to what
    checking in shards rests on (see the module docstring): no ``rdfs:subClassOf`` statement (the types of a node
    would depend on statements elsewhere), and among the statements about entities no type and no node minted for
    the CV as object (the entities are checked without the CVs' nodes). The dataset this module writes keeps to it
    by construction; this makes a change that would not fail loudly instead of checking wrongly."""
    if store.query(f"ASK {{ GRAPH ?g {{ ?s {_SUBCLASS_OF} ?o }} }}"):
        raise GraphError("a CV graph states rdfs:subClassOf: its classes cannot be checked a shard at a time")
    for triple in crossing:
        subject, predicate, obj = triple.split(" ", 2)
        if predicate in _NOT_ABOUT_ENTITIES:
            raise GraphError(f"a CV graph states {predicate} of the entity {subject}: entities are typed in the "
                             "default graph only, or they cannot be checked a shard at a time")
        if obj.startswith("<") and obj not in entities and next(
                store.quads_for_pattern(ox.NamedNode(obj[1:-1]), None, None), None) is not None:
            raise GraphError(f"a CV graph points from the entity {subject} to its own node {obj}: the entities "
                             "are checked without the CVs' nodes")


def _write_shard(ix: _Index, sources: Sequence[str], check: bool, nquads: bool, network: bool) -> ShardOutput:
    crossing: Counter[str] = Counter()
    store = ox.Store()
    blocks = (_source_block(ix, src, crossing) for src in reversed(sources))
    for chunk in _chunks(lines[::-1] for lines in blocks):
        # lenient: every IRI was checked by pyoxigraph when its line was made, every literal escaped by it
        store.load(input=chunk, format=ox.RdfFormat.N_QUADS, lenient=True)
    trig = _strip_header(store.dump(format=ox.RdfFormat.TRIG, prefixes=PREFIXES), _header())
    text = store.dump(format=ox.RdfFormat.N_QUADS) if nquads else None
    quads, graphs = len(store), sum(1 for _ in store.named_graphs())
    pointing: dict[str, Counter[str]] = {}
    violations: tuple[Result, ...] = ()
    memberships: tuple[tuple[str | None, ...], ...] = ()
    if check:
        _checkable(store, crossing, ix.entity_iris)
    if check or network:
        # the entities the shard names, as objects or as the subjects of its statements about them: never its focus
        objects = store.query("SELECT DISTINCT ?o WHERE { GRAPH ?g { ?s ?p ?o } FILTER (isIRI(?o)) }")
        named = {str(row["o"]) for row in objects} | {triple.split(" ", 1)[0] for triple in crossing}
        store.load(input="".join(ix.foreign[e] for e in sorted(named) if e in ix.foreign),
                   format=ox.RdfFormat.N_QUADS, lenient=True)
    if check:
        violations = check_store(store, threads=1, foreign=True)
        pointing = _pointing(store, ix.entity_iris, inverse_bounds())
    if network:
        memberships = tuple(tuple(None if t is None else t.value for t in row)
                            for row in store.query(_memberships_query(), use_default_graph_as_union=True))
    return ShardOutput(trig, text, quads, graphs, crossing, pointing, violations, memberships)


@dataclass(frozen=True)
class _Options:
    check: bool
    nquads: bool
    network: bool
    #: the folder of the output that a cluster's task writes its shard's texts to, when it sees ``marker`` in it
    parts: str | None = None
    #: a file the caller made in ``parts`` (a random name): seen, the folder is the caller's, not a namesake on
    #: another machine
    marker: str = ""


def write_shard(task: tuple[Shard, _Options]) -> ShardOutput:
    """A shard's task (see the module docstring): a module-level function of its pickled input, so that a
    cluster's workers can run it. Where the task sees the caller's folder of parts (``options.parts``, with the
    caller's marker file in it: a local cluster, or workers that share the output's file system), it writes its
    TriG and N-Quads there itself (``NUMBER.trig``, ``NUMBER.nq``, each whole or not at all) and gives back only
    the rest; elsewhere it gives the texts back.

    >>> import tempfile
    >>> from graph import resolve
    >>> ix = _index([], resolve([]), DEFAULT_BASE, False, ["a.txt"])
    >>> [shard] = plan_shards(ix, parts=True)
    >>> out = write_shard((shard, _Options(True, True, False)))
    >>> out.quads, out.violations, out.nquads.count(b"\\n"), out.part
    (3, (), 3, None)
    >>> parts = Path(tempfile.mkdtemp())
    >>> _ = (parts / "seen").write_bytes(b"")
    >>> out = write_shard((shard, _Options(True, True, False, str(parts), "seen")))
    >>> out.trig, out.nquads, out.part, sorted(p.name for p in parts.iterdir())
    (b'', None, '000000', ['000000.nq', '000000.trig', 'seen'])
    """
    shard, options = task
    assert shard.index is not None, "a shard without its part of the index runs where the index is (_local_shard)"
    out = _write_shard(shard.index, shard.sources, options.check, options.nquads, options.network)
    if options.parts is None or not (Path(options.parts) / options.marker).is_file():
        return out
    name = f"{shard.number:06d}"
    for suffix, text in ((".trig", out.trig), (".nq", out.nquads)):
        if text is not None:
            _write_whole(Path(options.parts) / f"{name}{suffix}", text)
    return replace(out, trig=b"", nquads=None, part=name)


def _write_whole(path: Path, data: bytes) -> None:
    """``data`` to ``path`` under a temporary name first, then renamed: a task run again (its worker died) replaces
    the file whole, and no reader sees half of it."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _take(path: Path, into: BinaryIO) -> int:
    """The bytes of the file ``path`` appended to ``into`` and the file removed; how many bytes."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        shutil.copyfileobj(f, into, 2**20)
    path.unlink()
    return size


def _local_shard(context: tuple[_Index, _Options], sources: tuple[str, ...]) -> ShardOutput:
    """A shard on a local worker process, which inherited the run's index when it was forked."""
    ix, options = context
    return _write_shard(ix, sources, options.check, options.nquads, options.network)


def _entities_store(ix: _Index, resolution: Resolution) -> tuple[ox.Store, dict[str, str]]:
    """The default graph in an in-memory store that dumps in the canonical order, and per entity IRI its foreign
    lines (:func:`foreign_lines`)."""
    store = ox.Store()
    foreign: dict[str, str] = {}
    blocks = []
    for e in resolution.entities:
        block = _entity_block(ix, e)
        foreign[ix.iri[e.key]] = foreign_lines(block)
        blocks.append(block)
    for chunk in _chunks(lines[::-1] for lines in reversed(blocks)):
        store.load(input=chunk, format=ox.RdfFormat.N_QUADS, lenient=True)
    return store, foreign


def _check_entities(store: ox.Store, crossing: Counter[str], pointing: dict[str, Counter[str]]) -> tuple[Result, ...]:
    """The violations of the entities: checked in ``store`` (the default graph) with what the CV graphs say of them
    beside it, in a graph of its own that is removed again."""
    about = f" <{_ABOUT_GRAPH}> .\n"
    lines = [f"{triple}{about}" for triple in sorted(crossing)]
    for predicate, counts in sorted(pointing.items()):
        for entity, n in sorted(counts.items()):   # n nodes of CV graphs pointing to it: stand-ins for them
            lines += [f"<urn:scholarkg:validation:pointing/{i}> <{predicate}> {entity}{about}" for i in range(n)]
    graph = ox.NamedNode(_ABOUT_GRAPH)
    try:
        for chunk in _chunks([lines]):
            store.load(input=chunk, format=ox.RdfFormat.N_QUADS, lenient=True)
        return check_store(store, foreign=True)
    finally:
        store.remove_graph(graph)


def write_dataset(records: Iterable[object], resolution: Resolution, out: str | Path, *, base: str = DEFAULT_BASE,
                  include_contact: bool = False, sources: Iterable[str] = (), check: bool = True,
                  network: bool = False, nquads: Path | None = None, workers: int = 1, mapper: Mapper | None = None,
                  size: int = SHARD_SIZE) -> WrittenDataset:
    """Write the dataset to ``out/graph.trig`` shard by shard (see the module docstring).

    Parameters
    ----------
    records, resolution, base, include_contact, sources
        As for :func:`graph.rdf.quads.generate_quads`.
    out : path
        The folder of ``graph.trig``.
    check : bool
        Check the SHACL shapes (``WrittenDataset.violations``; None when not checked).
    network : bool
        Keep the rows the network page reads of the CV graphs (``WrittenDataset.memberships``).
    nquads : path, optional
        Write the N-Quads there too.
    workers, mapper
        The CVs' shards run on ``workers`` local processes (forked), or as tasks of ``mapper`` (a cluster).
    size : int
        About how many statements a shard holds.

    Returns
    -------
    WrittenDataset
        The files are those a store of the whole dataset writes, byte for byte; the violations those of
        :func:`graph.rdf.shapes.check_store` on it; the counts those of the whole.

    Raises
    ------
    GraphError
        When ``check`` and the statements do not keep to what checking in shards rests on (never for a dataset
        this module makes: a change to it that would check wrongly fails instead).

    Examples
    --------
    >>> from graph import resolve
    >>> from loaders import extract, parse_document
    >>> text = "Publications\\n- Bo Jiang, Yunzhuo Liu. \\"A Paper\\". INFOCOM 2023.\\n"
    >>> records = [r for n in ("a.txt", "b.txt") for r in extract(parse_document(text.encode(), source=n)).records]
    >>> import tempfile, pathlib
    >>> written = write_dataset(records, resolve(records), tempfile.mkdtemp(), sources=["a.txt", "b.txt"], size=1)
    >>> written.graphs, written.violations, [p.name for p in written.written]
    (2, (), ['graph.trig'])
    """
    if check:
        bounds = inverse_bounds()       # a shape that cannot be checked in shards fails before any work
    ix = _index(list(records), resolution, base, include_contact, sources)
    store, foreign = _entities_store(ix, resolution)
    if check and store.query(f"ASK {{ ?s {_SUBCLASS_OF} ?o }}"):
        raise GraphError("the default graph states rdfs:subClassOf: its classes cannot be checked a shard at a time")
    if check or network:            # what the shards need of the entities they point to (else not carried)
        ix = replace(ix, foreign=foreign)
    del foreign
    options = _Options(check, nquads is not None, network)
    parts = Path(out).resolve() / ".parts"     # absolute: a worker's working folder is its own
    if mapper is not None:
        # the tasks write their shards' texts into the output themselves where they can see it (the caller then only
        # joins the files in order); the marker tells the caller's folder from a namesake on another machine
        parts.mkdir(exist_ok=True)
        marker = f".marker-{secrets.token_hex(8)}"
        (parts / marker).write_bytes(b"")
        options = replace(options, parts=str(parts), marker=marker)
        shards = plan_shards(ix, size=size, parts=True)
        done: Iterator[ShardOutput] = ordered_results(mapper, write_shard, [(s, options) for s in shards], "RDF",
                                                      window=2)
    else:
        shards = plan_shards(ix, size=size)
        done = parallel_imap(_local_shard, [s.sources for s in shards], workers, "RDF", context=(ix, options),
                             chunk=1, unit="shard", pools=POOLS)
    quads, graphs = len(store), 0
    crossing: Counter[str] = Counter()
    pointing: dict[str, Counter[str]] = defaultdict(Counter)
    violations: set[Result] = set()
    memberships: set[tuple[str | None, ...]] = set()
    header = _header()
    trig_path = Path(out) / "graph.trig"
    with ExitStack() as files:
        files.callback(shutil.rmtree, parts, ignore_errors=True)     # the shards' files, joined or not
        trig = files.enter_context(open(trig_path, "wb"))
        nq = files.enter_context(open(nquads, "wb")) if nquads is not None else None
        head = store.dump(format=ox.RdfFormat.TRIG, prefixes=PREFIXES)     # the prefixes, then the entities
        trig.write(head)
        if nq is not None:
            nq.write(store.dump(format=ox.RdfFormat.N_QUADS))
        wrote_header = bool(head)
        for shard in done:
            written = shard.part is not None and (parts / f"{shard.part}.trig").stat().st_size > 0
            if (shard.trig or written) and not wrote_header:    # no entity at all: the first CV graph comes after
                trig.write(header)                              # the prefixes
                wrote_header = True
            if shard.part is not None:
                _take(parts / f"{shard.part}.trig", trig)
                if nq is not None:
                    _take(parts / f"{shard.part}.nq", nq)
            trig.write(shard.trig)
            if nq is not None and shard.nquads is not None:
                nq.write(shard.nquads)
            quads += shard.quads
            graphs += shard.graphs
            crossing.update(shard.crossing)
            for predicate, counts in shard.pointing.items():
                pointing[predicate].update(counts)
            violations.update(shard.violations)
            memberships.update(shard.memberships)
    if check:
        capped = {p: Counter({e: min(n, bounds[p] + 1) for e, n in counts.items()}) for p, counts in pointing.items()}
        violations.update(_check_entities(store, crossing, capped))
    return WrittenDataset(store, quads, quads - repeated_triples(store, crossing), graphs,
                          tuple(sorted(violations)) if check else None, frozenset(memberships),
                          (trig_path,) + ((nquads,) if nquads is not None else ()))

