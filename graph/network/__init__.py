"""The collaboration network: the projection of the RDF dataset to networkx (:mod:`~graph.network.projection`), its
layout (:mod:`~graph.network.layout`), the self-contained page and its ``web/`` assets (:mod:`~graph.network.page`),
and the GraphML, GEXF and CSV exports (:mod:`~graph.network.exports`).

>>> from graph.network import coauthor_network
>>> callable(coauthor_network)
True
"""

from graph.network.exports import write_edgelist_csv, write_gexf, write_graphml
from graph.network.layout import network_layout
from graph.network.page import NetworkView, Table, iframe_html, network_html, render_html
from graph.network.projection import (DEFAULT_MAX_NODES, WORK_KINDS, assign_communities, cap_network, coauthor_network,
                                      find_persons, network_summary)

__all__ = [
    "coauthor_network", "find_persons", "network_summary", "assign_communities", "cap_network", "WORK_KINDS",
    "DEFAULT_MAX_NODES", "network_layout", "network_html", "render_html", "NetworkView", "Table", "iframe_html",
    "write_graphml", "write_gexf", "write_edgelist_csv",
]
