"""The graph stage: alias resolution, the RDF graph and its SPARQL queries, the collaboration network and its page.

Import absolutely (``from graph import resolve``): the package names are generic.

>>> from graph import resolve, Settings
>>> resolve([], Settings()).entities
()
"""

from graph.build import BuildResult, build
from graph.errors import GraphError
from graph.network import (NetworkView, Table, assign_communities, cap_network, coauthor_network, find_persons,
                           iframe_html, network_html, network_layout, network_summary, render_html, write_edgelist_csv,
                           write_gexf, write_graphml)
from graph.rdf import (QueryError, Rows, Validation, collaboration_paths, generate_quads, lookup_institutions,
                       lookup_persons, query, read_dataset, to_rdf, validate, write_rdf)
from graph.resolution import (Corrections, Decision, Entity, Evidence, PersonName, Resolution, ResolutionError,
                              Settings, bcubed_scores, compare_names, explain, pairwise_scores, parse_corrections,
                              parse_person_name, parse_person_names, read_corrections, resolution_report,
                              resolution_to_dict, resolve)

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
