"""The RDF dataset: quads from a resolution (:mod:`~graph.rdf.quads`), Oxigraph stores and serialisation
(:mod:`~graph.rdf.store`), SPARQL with bound parameters and the canned ``queries/*.rq`` (:mod:`~graph.rdf.sparql`),
and SHACL validation (:mod:`~graph.rdf.validate`). Nothing here imports the network stage.

>>> from graph.rdf import DEFAULT_BASE, FORMATS
>>> DEFAULT_BASE, sorted(FORMATS)
('https://w3id.org/scholarkg/id/', ['jsonld', 'nquads', 'trig', 'turtle'])
"""

from graph.rdf.quads import DEFAULT_BASE, entity_iri, generate_quads, source_iri, to_store
from graph.rdf.sparql import (CANNED, QueryError, Rows, canned_query, collaboration_paths, lookup_institutions,
                              lookup_persons, query, read_dataset)
from graph.rdf.store import (FORMATS, count_triples, dataset_quads, dataset_store, oxigraph_store, rdf_bytes, to_rdf,
                             wrap_store, write_rdf)
from graph.rdf.validate import Validation, validate

__all__ = [
    "DEFAULT_BASE", "FORMATS", "generate_quads", "to_store", "to_rdf", "dataset_store", "write_rdf", "source_iri",
    "entity_iri", "rdf_bytes", "dataset_quads", "wrap_store", "oxigraph_store", "count_triples", "CANNED",
    "QueryError", "Rows", "canned_query", "query", "read_dataset", "lookup_persons", "lookup_institutions",
    "collaboration_paths", "Validation", "validate",
]
