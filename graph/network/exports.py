"""The collaboration network as files for other tools: GraphML and GEXF (Gephi, yEd, Cytoscape) and an edge list
as CSV (spreadsheets), each holding the whole network."""

from __future__ import annotations

import csv
import os
from typing import Any

import networkx as nx

__all__ = ["write_graphml", "write_gexf", "write_edgelist_csv"]


def _flat(G: nx.Graph) -> nx.Graph:
    """A copy with list attributes joined by " | ", a ``label`` per node, and only scalar graph attributes."""
    H = nx.Graph()
    H.graph.update({k: v for k, v in G.graph.items() if isinstance(v, (str, int, float, bool))})

    def flat(d: dict[str, Any]) -> dict[str, Any]:
        return {k: " | ".join(map(str, v)) if isinstance(v, (list, tuple, set)) else v for k, v in d.items()
                if v is not None}

    for n in sorted(G, key=str):
        d = flat(G.nodes[n])
        d.setdefault("label", d.get("name", str(n)))
        H.add_node(str(n), **d)
    for a, b, d in sorted(G.edges(data=True), key=lambda e: (str(e[0]), str(e[1]))):
        H.add_edge(str(a), str(b), **flat(d))
    return H


def write_graphml(G: nx.Graph, path: str | os.PathLike[str]) -> None:
    """Write the network as GraphML (lists joined by " | "; node ``label`` = name), for Gephi, yEd, Cytoscape.

    >>> import networkx as nx, tempfile
    >>> from pathlib import Path
    >>> G = nx.Graph(); G.add_edge("a", "b", weight=1, works=["T"])
    >>> with tempfile.TemporaryDirectory() as d:
    ...     write_graphml(G, Path(d) / "n.graphml")
    ...     nx.read_graphml(Path(d) / "n.graphml").edges["a", "b"]["works"]
    'T'
    """
    nx.write_graphml(_flat(G), path, encoding="utf-8")


def write_gexf(G: nx.Graph, path: str | os.PathLike[str]) -> None:
    """Write the network as GEXF 1.2 (Gephi), attributes flattened as for :func:`write_graphml`.

    >>> import networkx as nx, tempfile
    >>> from pathlib import Path
    >>> G = nx.Graph(); G.add_node("a", name="Bo Jiang"); G.add_edge("a", "b", weight=3)
    >>> with tempfile.TemporaryDirectory() as d:
    ...     write_gexf(G, Path(d) / "n.gexf")
    ...     H = nx.read_gexf(Path(d) / "n.gexf")
    >>> H.nodes["a"]["label"], H.edges["a", "b"]["weight"]
    ('Bo Jiang', 3.0)
    """
    nx.write_gexf(_flat(G), path, encoding="utf-8")


def _cell(value: Any) -> str:
    """A CSV cell a spreadsheet will not read as a formula (OWASP: a leading = + - @ tab or CR gets a ').

    >>> _cell("=HYPERLINK(1)"), _cell("Bo Jiang"), _cell(3)
    ("'=HYPERLINK(1)", 'Bo Jiang', '3')
    """
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def write_edgelist_csv(G: nx.Graph, path: str | os.PathLike[str]) -> None:
    """Write one row per edge: source, target, source_name, target_name, weight, works (joined by " | ").

    UTF-8, comma-separated, header first, rows sorted; cells that a spreadsheet would take as a formula are
    prefixed with ``'``.

    >>> import networkx as nx, tempfile
    >>> from pathlib import Path
    >>> G = nx.Graph(); G.add_node("a", name="Bo Jiang"); G.add_node("b", name="江波")
    >>> G.add_edge("a", "b", weight=2, works=["LIBRA", "Grad"])
    >>> with tempfile.TemporaryDirectory() as d:
    ...     write_edgelist_csv(G, Path(d) / "e.csv")
    ...     print((Path(d) / "e.csv").read_text(encoding="utf-8"), end="")
    source,target,source_name,target_name,weight,works
    a,b,Bo Jiang,江波,2,LIBRA | Grad
    """
    with open(path, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["source", "target", "source_name", "target_name", "weight", "works"])
        rows = []
        for a, b, d in G.edges(data=True):
            a, b = sorted((a, b), key=str)
            rows.append([str(a), str(b), G.nodes[a].get("name", str(a)), G.nodes[b].get("name", str(b)),
                         d.get("weight", 1), " | ".join(map(str, d.get("works", ())))])
        for row in sorted(rows, key=lambda r: (r[0], r[1])):
            w.writerow([_cell(v) for v in row])

