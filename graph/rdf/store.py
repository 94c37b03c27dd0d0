"""The dataset in Oxigraph: stores in memory or on disk, the rdflib view of a store, counting, and writing every
RDF format from the store.

>>> from graph import resolve
>>> from graph.rdf.quads import to_store
>>> rdf_bytes(to_store([], resolve([]), sources=["a.txt"]), "nquads").count(b"\\n")
3
"""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from pathlib import Path

import pyoxigraph as ox
from oxrdflib import OxigraphStore
from rdflib import Dataset

from graph.resolution.model import Resolution
from ontology import PREFIXES
from graph.rdf.quads import DEFAULT_BASE, to_store


#: Output formats: name -> (file suffix, pyoxigraph format, whether named graphs are kept).
FORMATS: dict[str, tuple[str, ox.RdfFormat, bool]] = {
    "trig": (".trig", ox.RdfFormat.TRIG, True),
    "nquads": (".nq", ox.RdfFormat.N_QUADS, True),
    "turtle": (".ttl", ox.RdfFormat.TURTLE, False),
    "jsonld": (".jsonld", ox.RdfFormat.JSON_LD, False),
}


def _quad_key(q: ox.Quad) -> tuple[str, str, str, str]:
    g = "" if isinstance(q.graph_name, ox.DefaultGraph) else q.graph_name.value
    return g, q.subject.value, q.predicate.value, str(q.object)


def dataset_store(quads: Iterable[ox.Quad], path: str | Path | None = None) -> ox.Store:
    """An Oxigraph store holding ``quads`` (any iterable, another store too, read a chunk at a time): in memory,
    or persistent in the folder ``path`` (created or replaced, then compacted with ``Store.optimize``).

    An in-memory store dumps the quads in the opposite order of ``quads`` (see the module docstring); a
    persistent one in the order of its keys. :func:`to_store` builds the dataset's store directly.

    >>> len(dataset_store([]))
    0
    """
    if path is None:
        store = ox.Store()
        store.bulk_extend(quads)
        return store
    path = Path(path)
    if path.exists():
        shutil.rmtree(path)
    store = ox.Store(str(path))
    store.bulk_extend(quads)
    store.flush()
    store.optimize()        # compact the bulk-loaded files: lookups 4-5x faster at 11 M quads (benchmarks/RESULTS.md)
    return store


def bulk_store(nquads: str | Path, path: str | Path) -> ox.Store:
    """A persistent Oxigraph store in the folder ``path`` (created or replaced), filled by Oxigraph's bulk loader
    from the N-Quads file ``nquads``, then compacted (``Store.optimize``).

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / "g.nq").write_text("<http://a> <http://b> <http://c> <http://g> .\\n")
    >>> len(bulk_store(d / "g.nq", d / "store"))
    1
    """
    path = Path(path)
    if path.exists():
        shutil.rmtree(path)
    store = ox.Store(str(path))
    store.bulk_load(path=str(nquads), format=ox.RdfFormat.N_QUADS, lenient=True)
    store.flush()
    store.optimize()
    return store


def to_rdf(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
           include_contact: bool = False, sources: Iterable[str] = ()) -> Dataset:
    """The merged dataset as an rdflib ``Dataset`` on an Oxigraph store (:func:`to_store`); queries see the union
    of all graphs.

    See the module docstring for an example.
    """
    return wrap_store(to_store(records, resolution, base=base, include_contact=include_contact, sources=sources))


def wrap_store(store: ox.Store) -> Dataset:
    """An rdflib ``Dataset`` over an Oxigraph store, default graph = union of all graphs, prefixes bound.

    >>> wrap_store(__import__("pyoxigraph").Store()).default_union
    True
    """
    ds = Dataset(store=OxigraphStore(store=store), default_union=True)
    for prefix, ns in PREFIXES.items():
        ds.bind(prefix, ns, override=True)
    return ds


def oxigraph_store(ds: object) -> ox.Store | None:
    """The Oxigraph store of ``ds`` (a store, or an rdflib ``Dataset`` on one), else None.

    >>> store = ox.Store()
    >>> oxigraph_store(wrap_store(store)) is store, oxigraph_store(Dataset())
    (True, None)
    """
    if isinstance(ds, ox.Store):
        return ds
    inner = getattr(getattr(ds, "store", None), "_inner", None) if isinstance(ds, Dataset) else None
    return inner if isinstance(inner, ox.Store) else None


_DISTINCT_TRIPLES = "SELECT (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?p ?o WHERE { ?s ?p ?o } }"


def count_triples(store: ox.Store) -> int:
    """Distinct triples over all graphs of ``store`` (a triple in several CV graphs counts once).

    >>> store = ox.Store()
    >>> t = (ox.NamedNode("http://a"), ox.NamedNode("http://b"), ox.Literal("c"))
    >>> store.extend([ox.Quad(*t), ox.Quad(*t, ox.NamedNode("http://g"))]); count_triples(store), len(store)
    (1, 2)
    """
    return int(next(iter(store.query(_DISTINCT_TRIPLES, use_default_graph_as_union=True)))["n"].value)


def dataset_quads(ds: Dataset | ox.Store) -> list[ox.Quad]:
    """Every quad of a dataset (Oxigraph-backed or not) as pyoxigraph terms, sorted.

    >>> dataset_quads(wrap_store(ox.Store()))
    []
    """
    store = oxigraph_store(ds)
    if store is not None:
        return sorted(store.quads_for_pattern(None, None, None, None), key=_quad_key)
    from oxrdflib._converter import to_ox
    quads = []
    for s, p, o, g in ds.quads((None, None, None, None)):
        gname = ox.DefaultGraph() if g is None or g == ds.default_context.identifier else to_ox(g)
        quads.append(ox.Quad(to_ox(s), to_ox(p), to_ox(o), gname))
    return sorted(quads, key=_quad_key)


def _serialize(data: Dataset | ox.Store | Iterable[ox.Quad], output: Path | None, fmt: str) -> bytes | None:
    _, rdf_format, named = FORMATS[fmt]
    options = {"prefixes": PREFIXES} if fmt in ("trig", "turtle") else {}
    store = oxigraph_store(data)
    quads: Iterable[ox.Quad] = store if store is not None else (
        dataset_quads(data) if isinstance(data, Dataset) else data)
    if not named:  # merge the graphs: a store of the triples drops duplicates (keeping the first) in Rust
        merged = ox.Store()
        merged.bulk_extend(ox.Quad(q.subject, q.predicate, q.object) for q in quads)
        return merged.dump(output, format=rdf_format, from_graph=ox.DefaultGraph(), **options)
    if store is not None:
        return store.dump(output, format=rdf_format, **options)
    return ox.serialize(quads, output, format=rdf_format, **options)


def rdf_bytes(data: Dataset | ox.Store | Iterable[ox.Quad], fmt: str = "trig") -> bytes:
    """Serialise a dataset, a store or quads; ``turtle`` and ``jsonld`` merge all graphs into one (duplicates
    dropped).

    Quads are written in the order given, a store in its own order (see the module docstring), an rdflib
    ``Dataset`` not on Oxigraph sorted. Merged formats come out in the opposite order of the triples' first
    appearance, the same whether given a store or its quads.

    >>> rdf_bytes([], "nquads")
    b''
    """
    out = _serialize(data, None, fmt)
    assert out is not None
    return out


def write_rdf(ds: Dataset | ox.Store | Iterable[ox.Quad], path: str | Path, fmt: str | None = None) -> Path:
    """Write a dataset, a store or quads to ``path`` in ``fmt`` (guessed from the suffix when None), streamed by
    Oxigraph, in the order described at :func:`rdf_bytes`.

    >>> import tempfile, pathlib
    >>> p = write_rdf([], pathlib.Path(tempfile.mkdtemp()) / "g.trig"); p.read_bytes()
    b''
    """
    path = Path(path)
    if fmt is None:
        fmt = next((name for name, (suffix, _, _) in FORMATS.items() if path.suffix == suffix), "trig")
    _serialize(ds, path, fmt)
    return path
