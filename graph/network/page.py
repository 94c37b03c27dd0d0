"""The collaboration network as one self-contained, safe HTML page (the exports are in :mod:`graph.network.exports`).

The page is built here, not by pyvis's template: pyvis supplies the vis-network options and its bundled
vis-network (JavaScript and CSS), which are inlined (nodes and edges are plain dicts with pyvis's keys); nothing
else is loaded (no Bootstrap, no CDN, no font), and a Content-Security-Policy allows only the page's own scripts
(by hash) and no network at all.

Data from the CVs reaches the page only as JSON in a ``<script type="application/json">`` block with ``<``,
``>`` and ``&`` escaped (``\\u003c``...), and the page's script puts every name and title into the document as
text (``textContent``; tooltips are DOM elements built that way), so a name such as
``<img src=x onerror=alert(1)>`` is shown, never run.

>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("p:1", name="<img src=x onerror=alert(1)>", aliases=["<img src=x onerror=alert(1)>"], works=1)
>>> page = network_html(G)
>>> "<img" in page, "\\\\u003cimg src=x onerror=alert(1)\\\\u003e" in page, 'src="http' in page
(False, True, False)
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from graph.errors import GraphError
from graph.network.layout import SPRING_LIMIT, network_layout
from graph.network.projection import DEFAULT_MAX_NODES, assign_communities, cap_network, network_summary

__all__ = ["network_html", "render_html", "NetworkView", "Table", "iframe_html", "PALETTE"]

# 20 distinguishable colours (Tableau 20 order, strong first); communities beyond them share OTHER_COLOUR.
PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22",
           "#7f7f7f", "#aec7e8", "#ffbb78", "#98df8a", "#ff9896", "#c5b0d5", "#c49c94", "#f7b6d2", "#9edae5",
           "#dbdb8d", "#393b79")
OTHER_COLOUR = "#c8c8c8"
MAX_TIP_WORKS = 20        # an edge tooltip lists at most this many joint works
_VIS = "vis-9.1.2"
_JSON_ESCAPES = (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"))


@cache
def _asset(package: str, *parts: str) -> str:
    return resources.files(package).joinpath(*parts).read_text(encoding="utf-8")


def _vis_assets() -> tuple[str, str]:
    """pyvis's bundled vis-network (JS, CSS), checked to be safe to inline in a <script>/<style> element."""
    js, css = _asset("pyvis", "templates", "lib", _VIS, "vis-network.min.js"), \
        _asset("pyvis", "templates", "lib", _VIS, "vis-network.css")
    for text, end in ((js, "</script"), (css, "</style")):
        if end in text.lower() or "<!--" in text:
            raise GraphError(f"pyvis's {_VIS} cannot be inlined safely: it contains {end!r} or '<!--'")
    return js, css


def _json_for_html(value: Any) -> str:
    """JSON that can sit inside a <script> element: no '<', '>' or '&' left (they become \\u003c ...).

    >>> _json_for_html({"name": "</script><b>&"})
    '{"name":"\\\\u003c/script\\\\u003e\\\\u003cb\\\\u003e\\\\u0026"}'
    """
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)
    for char, escape in _JSON_ESCAPES:   # str.replace: many times faster than str.translate on a large page
        text = text.replace(char, escape)
    return text


def _node_tip(d: dict[str, Any]) -> str:
    lines = [d.get("name", "")]
    if d.get("zh") and d["zh"] != d.get("name"):
        lines.append(d["zh"])
    if d.get("institution"):
        lines.append(d["institution"])
    lines.append(f"{d.get('papers', 0)} paper(s), {d.get('patents', 0)} patent(s)")
    others = [a for a in d.get("aliases", ()) if a not in (d.get("name"), d.get("zh"))]
    if others:
        lines.append("Also written: " + "; ".join(others))
    return "\n".join(lines)


def _edge_tip(G: nx.Graph, a: Any, b: Any, d: dict[str, Any]) -> str:
    works = list(d.get("works", ()))
    head = f"{G.nodes[a].get('name', a)} — {G.nodes[b].get('name', b)}: {d.get('weight', 1)} joint work(s)"
    lines = [head] + [f"• {t}" for t in works[:MAX_TIP_WORKS]]
    if len(works) > MAX_TIP_WORKS:
        lines.append(f"… and {len(works) - MAX_TIP_WORKS} more")
    return "\n".join(lines)


def _legend(G: nx.Graph, max_legend: int) -> list[dict[str, Any]]:
    members: dict[int, list[Any]] = {}
    for n, c in G.nodes(data="community"):
        members.setdefault(c, []).append(n)
    legend = []
    for c in sorted(members)[:max_legend]:
        top = min(members[c], key=lambda n: (-G.nodes[n].get("works", 0), G.nodes[n].get("name", ""), str(n)))
        size = len(members[c])
        legend.append({"community": c, "color": PALETTE[c] if c < len(PALETTE) else OTHER_COLOUR,
                       "label": f"{size} person{'s' * (size != 1)} around {G.nodes[top].get('name', top)}"})
    rest = sum(len(v) for c, v in members.items() if c >= max_legend)
    if rest:
        legend.append({"community": -1, "color": OTHER_COLOUR,
                       "label": f"{rest} person{'s' * (rest != 1)} in {len(members) - max_legend} smaller communities"})
    return legend


def _cap_note(G: nx.Graph) -> str:
    """What the page of a capped network (:func:`graph.network.projection.cap_network`) says it leaves out and how to
    see everyone; "" when nothing is left out.

    >>> from graph.network.projection import cap_network
    >>> print(_cap_note(cap_network(nx.Graph([("hub", "a"), ("hub", "b"), ("x", "y")]), 3)))
    Showing the 3 most connected of 5 persons, with 2 of 3 collaborations. To draw everyone: scholarkg render \
GRAPH --max-nodes 0 (max_nodes=0 in Python; slow in a browser). The whole network, for Gephi or a spreadsheet: \
--graphml, --gexf, --csv.
    >>> _cap_note(nx.Graph([("a", "b")]))
    ''
    """
    g = G.graph
    if "persons_before_cap" not in g:
        return ""
    return (f"Showing the {G.number_of_nodes()} most connected of {g['persons_before_cap']} persons, with "
            f"{G.number_of_edges()} of {g.get('edges_before_cap', 0)} collaborations. To draw everyone: scholarkg "
            "render GRAPH --max-nodes 0 (max_nodes=0 in Python; slow in a browser). The whole network, for Gephi "
            "or a spreadsheet: "
            "--graphml, --gexf, --csv.")


def _options(n: int, m: int, physics: bool) -> dict[str, Any]:
    from pyvis.network import Network  # pyvis imports IPython and jinja2: only when a page is made

    net = Network(directed=False, cdn_resources="in_line")
    net.toggle_physics(physics)
    net.set_edge_smooth("continuous")
    net.toggle_hide_edges_on_drag(m > 2000)
    options = json.loads(net.options.to_json())
    options["edges"].update(smooth={"enabled": False}, color={"color": "#c3cad3", "highlight": "#333333",
                            "inherit": False}, scaling={"min": 1, "max": 8})
    options["nodes"] = {"shape": "dot", "scaling": {"min": 6, "max": 36, "label": {"enabled": False}},
                        "font": {"size": 14, "face": "sans-serif", "color": "#222222"}}
    options["interaction"].update(tooltipDelay=150, hideEdgesOnZoom=m > 2000, hover=False, keyboard=False)
    options["layout"] = {"improvedLayout": False, "randomSeed": 42}
    options["physics"].update(solver="barnesHut", barnesHut={"gravitationalConstant": -3000, "springLength": 120,
                              "avoidOverlap": 0.2})
    options["physics"]["stabilization"].update(iterations=200 if physics else 0, updateInterval=25)
    return options


def _page_data(G: nx.Graph, *, max_legend: int, physics: bool | None, seed: int,
               max_nodes: int | None) -> dict[str, Any]:
    G = cap_network(G, max_nodes)
    if any("community" not in d for _, d in G.nodes(data=True)):
        G = G.copy()
        assign_communities(G, seed=seed)
    n, m = G.number_of_nodes(), G.number_of_edges()
    physics = n <= SPRING_LIMIT if physics is None else physics
    pos = network_layout(G, seed=seed)
    # plain dicts with the keys of pyvis's Node(id, "dot", label=..., **options).options and Edge(a, b, **).options
    nodes, people = [], {}
    for node in sorted(G, key=str):
        d = G.nodes[node]
        nid = str(node)
        name = str(d.get("name", nid))
        zh = str(d.get("zh", "") or "")
        label = name + (f"\n{zh}" if zh and zh != name else "")
        c = int(d.get("community", 0))
        x, y = pos[node]
        nodes.append({"id": nid, "shape": "dot", "label": label, "title": _node_tip(d),
                      "value": int(d.get("works", 1)) or 1,
                      "color": PALETTE[c] if c < len(PALETTE) else OTHER_COLOUR, "x": x, "y": y})
        aliases = sorted({str(a) for a in d.get("aliases", ())} | {name} | ({zh} if zh else set()))
        people[nid] = {"name": name, "zh": zh, "institution": str(d.get("institution", "") or ""),
                       "papers": int(d.get("papers", 0)), "patents": int(d.get("patents", 0)),
                       "community": c, "aliases": aliases}
    ends = []
    for a, b, d in G.edges(data=True):
        sa, sb = str(a), str(b)
        ends.append((sa, sb, a, b, d) if sa <= sb else (sb, sa, b, a, d))
    ends.sort(key=lambda e: (e[0], e[1]))
    edges = [{"from": sa, "to": sb, "value": int(d.get("weight", 1)), "title": _edge_tip(G, a, b, d)}
             for sa, sb, a, b, d in ends]
    filters = network_summary(G) if G.graph else ""
    return {"nodes": nodes, "edges": edges, "people": people, "legend": _legend(G, max_legend),
            "legendSize": max_legend, "options": _options(n, m, physics),
            "stats": f"{n} person{'s' * (n != 1)}, {m} collaboration{'s' * (m != 1)}",
            "filters": filters.replace("; ", "\n"), "note": _cap_note(G)}


def _csp_hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"


def network_html(G: nx.Graph, *, title: str = "Collaboration network", max_legend: int = 12,
                 physics: bool | None = None, seed: int = 42, max_nodes: int | None = DEFAULT_MAX_NODES) -> str:
    """The network as the text of a self-contained HTML page (no I/O; same graph -> same text).

    Parameters
    ----------
    G : networkx.Graph
        A network in the schema of :func:`graph.coauthor_network` (missing attributes get defaults; communities
        are computed when absent).
    title : str
        The page's title and heading (escaped).
    max_legend : int
        How many communities the legend names; the others are grey and listed as one entry.
    physics : bool, optional
        Let vis-network refine the Python layout before switching physics off; by default only for graphs of at
        most ``graph.network.layout.SPRING_LIMIT`` nodes (larger ones are drawn at the Python positions at once).
    seed : int
        Seed of the layout (and of the communities when computed here).
    max_nodes : int or None
        Draw at most this many persons, the most connected (:func:`graph.network.projection.cap_network`; default
        ``graph.network.projection.DEFAULT_MAX_NODES``, 5,000); 0 or None draws all. When persons are left out, the page
        says so at the top (how many of how many persons and collaborations, and how to get all).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.Graph(); G.add_edge("a", "b", weight=2, works=["LIBRA", "Grad"])
    >>> page = network_html(G, title="Two <people>")
    >>> page.startswith("<!DOCTYPE html>"), "<title>Two &lt;people&gt;</title>" in page, page == network_html(G, title="Two <people>")
    (True, True, True)
    """
    js, css = _vis_assets()
    app_js, app_css = _asset("graph.network", "web", "network.js"), _asset("graph.network", "web", "network.css")
    data = _json_for_html(_page_data(G, max_legend=max_legend, physics=physics, seed=seed, max_nodes=max_nodes))
    csp = ("default-src 'none'; script-src " + " ".join(_csp_hash(s) for s in (js, app_js))
           + "; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'")
    t = html.escape(title, quote=True)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="scholarkg (graph.render) with vis-network 9.1.2 from pyvis">
<title>{t}</title>
<style>
{css}
</style>
<style>
{app_css}</style>
</head>
<body>
<div id="skg-page">
<header id="skg-bar">
<h1>{t}</h1>
<span id="skg-stats"></span>
<div id="skg-search" role="search">
<input id="skg-query" type="search" list="skg-names" autocomplete="off" aria-label="Find a person"
 placeholder="Find a person (any name, English or 中文)">
<button id="skg-go" type="button">Find</button>
</div>
<span id="skg-status" role="status"></span>
<datalist id="skg-names"></datalist>
<p id="skg-note" role="note" hidden></p>
</header>
<div id="skg-main">
<div id="skg-network"></div>
<aside id="skg-side">
<h2>Communities</h2>
<ul id="skg-legend"></ul>
<h2>Selected</h2>
<div id="skg-info">Click a person, or search for one.</div>
<h2>Shown</h2>
<div id="skg-filters"></div>
</aside>
</div>
</div>
<script type="application/json" id="skg-data">{data}</script>
<script>{js}</script>
<script>{app_js}</script>
</body>
</html>
"""


def render_html(G: nx.Graph, path: str | os.PathLike[str], **options: Any) -> Path:
    """Write :func:`network_html` of ``G`` to ``path`` (UTF-8) and return the path; ``options`` are those of
    :func:`network_html` (a large network is drawn with its ``max_nodes`` most connected persons, and says so).

    >>> import networkx as nx, tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     p = render_html(nx.Graph([("a", "b")]), Path(d) / "network.html")
    ...     p.stat().st_size > 100_000
    True
    """
    out = Path(path)
    out.write_text(network_html(G, **options), encoding="utf-8", newline="\n")
    return out


def iframe_html(page: str, *, height: int = 600) -> str:
    """An ``<iframe srcdoc=...>`` holding ``page``: shows inline in JupyterLab, Notebook and VS Code, no server.

    The page is escaped once for the attribute (the browser undoes it), and the frame is sandboxed to scripts
    only: it cannot reach the notebook's page, cookies or storage.

    >>> print(iframe_html('<p title="x">a & b</p>', height=100))
    <iframe srcdoc="&lt;p title=&quot;x&quot;&gt;a &amp; b&lt;/p&gt;" sandbox="allow-scripts" \
style="width: 100%; height: 100px; border: 1px solid #ddd"></iframe>
    """
    return (f'<iframe srcdoc="{html.escape(page, quote=True)}" sandbox="allow-scripts" '
            f'style="width: 100%; height: {int(height)}px; border: 1px solid #ddd"></iframe>')


class NetworkView:
    """A network shown inline by Jupyter (``_repr_html_``), e.g. the last expression of a cell.

    >>> import networkx as nx
    >>> view = NetworkView(nx.Graph([("a", "b")]), height=300)
    >>> view._repr_html_().startswith("<iframe srcdoc=")
    True
    """

    def __init__(self, G: nx.Graph, *, height: int = 600, **options: Any) -> None:
        self.page = network_html(G, **options)
        self.height = height

    def _repr_html_(self) -> str:
        return iframe_html(self.page, height=self.height)


class Table:
    """Rows shown as an HTML table by Jupyter (every cell escaped) and as plain text elsewhere.

    >>> t = Table([("江波", "<b>1</b>")], ["name", "works"])
    >>> t._repr_html_()
    '<table><thead><tr><th>name</th><th>works</th></tr></thead><tbody><tr><td>江波</td><td>&lt;b&gt;1&lt;/b&gt;</td></tr></tbody></table>'
    >>> print(t)
    name | works
    江波 | <b>1</b>
    """

    def __init__(self, rows: Any, columns: list[str] | tuple[str, ...]) -> None:
        self.columns = [str(c) for c in columns]
        self.rows = [["" if v is None else str(v) for v in row] for row in rows]

    def __len__(self) -> int:
        return len(self.rows)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(v)}</td>" for v in row) + "</tr>" for row in self.rows)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __str__(self) -> str:
        return "\n".join(" | ".join(r) for r in [self.columns, *self.rows])

