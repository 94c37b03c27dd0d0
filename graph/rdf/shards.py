"""The dataset made in shards, one task each: on a cluster the workers write the statements, the build loads them.

A shard is a run of consecutive blocks of the canonical order (:mod:`graph.rdf.quads`: an entity a block, by key,
then a CV a block, by file name) with the part of the index those blocks read (``_Index.part``), so a task carries
what it writes about and no more. A shard comes back as N-Quads text with its blocks, and the lines of each, in
reverse: what an in-memory store is fed with to dump in the canonical order. The caller loads the shards last first,
each as it arrives (through a Dask mapper's ``imap``, two shards' text at a time; a plain mapper returns them all
at once), and never builds a Python object per statement; the store, and every file written from it, is
byte-identical to :func:`graph.rdf.quads.load_dataset`'s.

>>> from graph import resolve
>>> from graph.rdf.quads import to_store
>>> from graph.rdf.store import rdf_bytes
>>> serial = lambda fn, items, desc="": [fn(item) for item in items]
>>> data = sharded_dataset([], resolve([]), serial, sources=["a.txt", "b.txt"], size=1)
>>> rdf_bytes(data.store) == rdf_bytes(to_store([], resolve([]), sources=["a.txt", "b.txt"])), data.triples
(True, 6)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import pyoxigraph as ox

from graph.progress import Mapper, batches, ordered_results
# the index and its blocks are quads.py's own; a shard carries a part of the index (_Index.part)
from graph.rdf.quads import DEFAULT_BASE, LoadedDataset, _Index, _index, _index_blocks, distinct_triples
from graph.resolution.model import Entity, Resolution

__all__ = ["SHARD_SIZE", "Shard", "plan_shards", "shard_nquads", "sharded_dataset"]

#: About this many statements a shard (an estimate from the counts of labels, mentions and statements): a few
#: seconds of a worker's time, and a text of some 15 MB to carry back
SHARD_SIZE = 100_000


@dataclass(frozen=True)
class Shard:
    """Consecutive blocks of the canonical order: ``entities`` (by key), then the CVs ``sources`` (by file name),
    with the part of the index they read."""

    index: _Index
    entities: tuple[Entity, ...]
    sources: tuple[str, ...]


def _entity_size(e: Entity) -> int:
    return 4 + len(e.labels) + len(e.mentions) + len(e.attributes)


def _source_size(ix: _Index, src: str) -> int:
    return 4 + 8 * (len(ix.persons.get(src, ())) + len(ix.statements.get(src, ())) + len(ix.unattributed.get(src, ())))


def plan_shards(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
                include_contact: bool = False, sources: Iterable[str] = (), size: int = SHARD_SIZE) -> list[Shard]:
    """The dataset cut into shards of about ``size`` statements, in the canonical order (arguments as for
    :func:`graph.rdf.quads.generate_quads`). A block is never cut; a shard holds entities or CVs, not both.

    >>> from graph import resolve
    >>> [s.sources for s in plan_shards([], resolve([]), sources=["b.txt", "a.txt"], size=1)]
    [('a.txt',), ('b.txt',)]
    """
    ix = _index(list(records), resolution, base, include_contact, sources)
    runs: list[tuple[list[Entity], list[str]]] = [
        (entities, []) for entities in batches(resolution.entities, _entity_size, size)]
    runs += [([], srcs) for srcs in batches(ix.sources, lambda src: _source_size(ix, src), size)]
    return [Shard(ix.part(entities, srcs), tuple(entities), tuple(srcs)) for entities, srcs in runs]


def shard_nquads(shard: Shard) -> tuple[str, Counter[str]]:
    """The statements of a shard as N-Quads text, its blocks and their lines in reverse, and its CV graphs'
    statements about entities (counted for :func:`graph.rdf.quads.distinct_triples`). A task: module level, so
    that a cluster's workers can run it.

    >>> from graph import resolve
    >>> [shard] = plan_shards([], resolve([]), sources=["a.txt"])
    >>> text, crossing = shard_nquads(shard)
    >>> text.splitlines()[-1].split()[1:3], crossing  # the CV's first statement, last
    (['<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>', '<http://xmlns.com/foaf/0.1/Document>'], Counter())
    """
    crossing: Counter[str] = Counter()
    text = "".join(line for block in _index_blocks(shard.index, shard.entities, shard.sources, reverse=True,
                                                   crossing=crossing)
                   for line in block)
    return text, crossing


def sharded_dataset(records: Iterable[object], resolution: Resolution, mapper: Mapper, *,
                    base: str = DEFAULT_BASE, include_contact: bool = False, sources: Iterable[str] = (),
                    size: int = SHARD_SIZE) -> LoadedDataset:
    """The dataset in an in-memory store, its shards written by ``mapper``'s tasks (a cluster's workers) and
    loaded here last first, each as it arrives: the same store and count as
    :func:`graph.rdf.quads.load_dataset` (see the module docstring).

    >>> from graph import resolve
    >>> serial = lambda fn, items, desc="": [fn(item) for item in items]
    >>> data = sharded_dataset([], resolve([]), serial, sources=["a.txt", "b.txt", "c.txt"], size=1)
    >>> len(data.store), data.triples
    (9, 9)
    """
    shards = plan_shards(records, resolution, base=base, include_contact=include_contact, sources=sources,
                         size=size)
    store = ox.Store()
    crossing: Counter[str] = Counter()
    # two shards' text at a time (some 15 MB each) in this process: the store is what it should hold
    for text, counted in ordered_results(mapper, shard_nquads, shards[::-1], "RDF", window=2):
        # lenient: every IRI was checked by pyoxigraph when its line was made, every literal escaped by it
        store.load(input=text, format=ox.RdfFormat.N_QUADS, lenient=True)
        crossing.update(counted)
        del text, counted
    return LoadedDataset(store, distinct_triples(store, crossing))
