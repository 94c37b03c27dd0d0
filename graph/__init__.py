"""The graph stage: alias resolution, the RDF graph and its SPARQL queries, the collaboration network and its page.

Import absolutely (``from graph import resolve``): the package names are generic.

>>> from graph import resolve, Settings
>>> resolve([], Settings()).entities
()
"""

from graph.corrections import Corrections, parse_corrections, read_corrections
from graph.build import BuildResult, build
from graph.errors import GraphError
from graph.evaluation import bcubed_scores, pairwise_scores
from graph.explain import explain, resolution_report, resolution_to_dict
from graph.layout import network_layout
from graph.names import PersonName, compare_names, parse_person_name, parse_person_names
from graph.network import assign_communities, cap_network, coauthor_network, find_persons, network_summary
from graph.render import (NetworkView, Table, iframe_html, network_html, render_html, write_edgelist_csv, write_gexf,
                          write_graphml)
from graph.rdf import generate_quads, to_rdf, write_rdf
from graph.resolution import Decision, Entity, Evidence, Resolution, ResolutionError
from graph.resolve import resolve
from graph.settings import Settings
from graph.sparql import (QueryError, Rows, collaboration_paths, lookup_institutions, lookup_persons, read_dataset,
                          query)
from graph.validate import Validation, validate

__all__ = [
    "resolve", "Resolution", "Entity", "Decision", "Evidence", "Settings", "Corrections", "parse_corrections",
    "read_corrections", "explain", "resolution_report", "resolution_to_dict", "GraphError", "ResolutionError",
    "PersonName", "parse_person_name", "parse_person_names", "compare_names", "pairwise_scores", "bcubed_scores",
    "coauthor_network", "find_persons", "network_summary", "assign_communities", "cap_network", "network_layout",
    "network_html", "render_html", "NetworkView", "Table", "iframe_html", "write_graphml", "write_gexf",
    "write_edgelist_csv",
    "to_rdf", "generate_quads", "write_rdf", "query", "Rows", "QueryError", "read_dataset", "lookup_persons",
    "lookup_institutions", "collaboration_paths", "validate", "Validation", "build", "BuildResult",
]
