"""SHACL validation of a scholarkg graph against ``ontology/shapes.ttl``, on the union of all its graphs.

The default engine runs the shapes compiled to SPARQL in Oxigraph (:mod:`graph.rdf.shapes`); ``engine="pyshacl"``
runs pyshacl, the reference the compiled shapes are tested against (same violations), and far slower.

>>> from graph.rdf.sparql import read_dataset
>>> validate(read_dataset(None)).conforms
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pyoxigraph as ox
from pyshacl import validate as shacl_validate
from rdflib import Dataset, Graph
from rdflib.namespace import SH

from graph.rdf.shapes import Result, check_store
from graph.rdf.store import oxigraph_store, wrap_store
from ontology import shapes_graph

__all__ = ["Validation", "validate"]


@dataclass(frozen=True, slots=True)
class Validation:
    """The outcome of a SHACL validation: whether the graph conforms, the violations counted, the report text."""

    conforms: bool
    violations: int
    text: str


def _union(ds: Dataset | Graph) -> Graph:
    """All graphs of a dataset merged into one rdflib graph (through Oxigraph's N-Triples writer)."""
    if not isinstance(ds, Dataset):
        return ds
    from graph.rdf.store import dataset_quads

    triples = {ox.Triple(q.subject, q.predicate, q.object) for q in dataset_quads(ds)}
    data = ox.serialize(sorted(triples, key=str), format=ox.RdfFormat.N_TRIPLES)
    return Graph().parse(data=data.decode("utf-8"), format="nt")


def validate(ds: Dataset | Graph | ox.Store, *, engine: str = "oxigraph") -> Validation:
    """Validate ``ds`` (all its graphs together) against the scholarkg shapes; ``engine`` is ``oxigraph`` (the
    shapes compiled to SPARQL) or ``pyshacl``."""
    if engine == "pyshacl":
        graph = _union(ds) if not isinstance(ds, ox.Store) else _union(wrap_store(ds))
        conforms, report, text = shacl_validate(graph, shacl_graph=shapes_graph(), inference="none",
                                                advanced=True, allow_warnings=True)
        violations = len(set(report.subjects(SH.resultSeverity, SH.Violation)))
        return Validation(bool(conforms), violations, str(text))
    if engine != "oxigraph":
        raise ValueError(f"unknown SHACL engine {engine!r}: oxigraph or pyshacl")
    results = check_store(_store(ds))
    return Validation(not results, len(results), report_text(results))


def _store(ds: Dataset | Graph | ox.Store) -> ox.Store:
    store = ds if isinstance(ds, ox.Store) else oxigraph_store(ds)
    if store is not None:
        return store
    from oxrdflib._converter import to_ox

    store = ox.Store()
    store.bulk_extend(ox.Quad(to_ox(s), to_ox(p), to_ox(o)) for s, p, o in ds.triples((None, None, None)))
    return store


def report_text(results: Sequence[Result]) -> str:
    """A validation report in the layout of pyshacl's text report.

    >>> print(report_text([Result("https://x/p", "MinCountConstraintComponent", "http://xmlns.com/foaf/0.1/name",
    ...                           None, "a person has a name", "https://x/PersonShape")]))
    ... # doctest: +NORMALIZE_WHITESPACE
    Validation Report
    Conforms: False
    Results (1):
    Constraint Violation in MinCountConstraintComponent (http://www.w3.org/ns/shacl#MinCountConstraintComponent):
        Source Shape: https://x/PersonShape
        Focus Node: https://x/p
        Result Path: http://xmlns.com/foaf/0.1/name
        Message: a person has a name
    """
    lines = ["Validation Report", f"Conforms: {not results}"]
    if results:
        lines.append(f"Results ({len(results)}):")
    for r in results:
        lines.append(f"Constraint Violation in {r.component} (http://www.w3.org/ns/shacl#{r.component}):")
        lines.append(f"\tSource Shape: {r.shape}")
        lines.append(f"\tFocus Node: {r.focus}")
        if r.path:
            lines.append(f"\tResult Path: {r.path}")
        if r.value is not None:
            lines.append(f"\tValue Node: {r.value}")
        if r.message:
            lines.append(f"\tMessage: {r.message}")
    return "\n".join(lines)
