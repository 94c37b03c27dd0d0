"""SHACL validation of a scholarkg graph against ``ontology/shapes.ttl`` (pyshacl), on the union of all its graphs.

>>> from graph.rdf.sparql import read_dataset
>>> validate(read_dataset(None)).conforms
True
"""

from __future__ import annotations

from dataclasses import dataclass

import pyoxigraph as ox
from pyshacl import validate as shacl_validate
from rdflib import Dataset, Graph
from rdflib.namespace import SH

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


def validate(ds: Dataset | Graph) -> Validation:
    """Validate ``ds`` (all its graphs together) against the scholarkg shapes."""
    conforms, report, text = shacl_validate(_union(ds), shacl_graph=shapes_graph(), inference="none",
                                            advanced=True, allow_warnings=True)
    violations = len(set(report.subjects(SH.resultSeverity, SH.Violation)))
    return Validation(bool(conforms), violations, str(text))
