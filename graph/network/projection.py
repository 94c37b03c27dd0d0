"""The collaboration network: a weighted networkx graph projected from the RDF dataset (not from loader records).

Nodes are resolved persons (``foaf:Person``) with at least one selected work; two persons are joined when they
share a work (paper or patent), the edge weight being the number of distinct joint works. The node and edge
attributes are the contract between this module and :mod:`graph.network.page`:

- node id: the person IRI (str); ``name`` (str), ``zh`` (a Chinese form or ""), ``aliases`` (sorted list of every
  label), ``institution`` (str or ""), ``papers``, ``patents``, ``works`` (int), ``community`` (int, 0 = largest);
- edge: ``weight`` (int, joint works), ``works`` (sorted list of the joint works' titles);
- graph: what was selected and what was filtered (scalars only, so GraphML and GEXF can carry them).

A page cannot draw every person of a large network (45,000 persons and hundreds of thousands of edges do not
become usable in a browser): :func:`cap_network` keeps the most connected persons for drawing, and says so in
``G.graph`` and in :func:`network_summary`; ``scholarkg render`` writes its GraphML, GEXF and CSV exports from
the whole network.

Every value taken from the dataset is a plain string: escaping is the renderer's job. The SPARQL lives in
``graph/rdf/queries/network_*.rq`` and takes no user value; filters are applied in Python.

>>> import rdflib
>>> ds = rdflib.Dataset(default_union=True)
>>> _ = ds.parse(data=SAMPLE_TRIG, format="trig")
>>> G = coauthor_network(ds)
>>> sorted(G.nodes[n]["name"] for n in G)
['Bo Jiang', 'Yunzhuo Liu']
>>> G.edges[next(iter(G.edges))]["weight"]
1
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Literal

import networkx as nx

from graph.errors import GraphError
from graph.rdf.store import oxigraph_store

__all__ = ["coauthor_network", "find_persons", "network_summary", "assign_communities", "cap_network",
           "WORK_KINDS", "DEFAULT_MAX_NODES"]

WORK_KINDS = ("all", "papers", "patents")
COMMUNITY_SEED = 42
DEFAULT_MAX_NODES = 5000  # persons a page draws by default: 5,000 with 20,000-30,000 edges settle in seconds

# A two-person, one-paper dataset in the RDF contract; used by the doctests of this module and graph.network.page.
SAMPLE_TRIG = """
@prefix foaf: <http://xmlns.com/foaf/0.1/> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix bibo: <http://purl.org/ontology/bibo/> . @prefix dcterms: <http://purl.org/dc/terms/> .
@prefix vivo: <http://vivoweb.org/ontology/core#> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix p: <https://w3id.org/scholarkg/id/person/> . @prefix w: <https://w3id.org/scholarkg/id/work/> .
p:b0 a foaf:Person ; foaf:name "Bo Jiang" ; skos:altLabel "Bo Jiang", "江波"@zh .
p:a1 a foaf:Person ; foaf:name "Yunzhuo Liu" ; skos:altLabel "刘运卓"@zh .
w:libra a bibo:AcademicArticle ; dcterms:title "LIBRA" ; dcterms:issued "2023"^^xsd:gYear .
<urn:cv:000> { [] a vivo:Authorship ; vivo:relates p:b0, w:libra .
               [] a vivo:Authorship ; vivo:relates p:a1, w:libra . }
"""

_YEAR = re.compile(r"^\s*(\d{4})")       # "2023", "2023-05-01": matches; "May 2023", "": does not
_HAN = re.compile(r"[\u3400-\u9fff]")     # a CJK unified ideograph: "江波" matches, "Bo Jiang" does not


@dataclass
class _Work:
    title: str
    patent: bool
    year: int | None
    persons: set[str] = field(default_factory=set)


@cache
def _query_text(name: str) -> str:
    return resources.files("graph.rdf").joinpath("queries", f"network_{name}.rq").read_text(encoding="utf-8")


def _rows(dataset: Any, name: str) -> list[tuple[str | None, ...]]:
    """The rows of ``graph/rdf/queries/network_{name}.rq`` as tuples of plain strings (IRIs, lexical forms; None when
    unbound). An Oxigraph-backed dataset (``graph.to_rdf``, ``graph.read_dataset``) is asked directly: the same
    query and values, without making an rdflib term of every cell (most of the time of the stage before).

    >>> import rdflib
    >>> ds = rdflib.Dataset(default_union=True); _ = ds.parse(data=SAMPLE_TRIG, format="trig")
    >>> sorted(_rows(ds, "persons"))[0]
    ('https://w3id.org/scholarkg/id/person/a1', 'alias', '刘运卓', 'zh')
    >>> from graph.rdf.sparql import read_dataset
    >>> _rows(read_dataset(None), "persons")
    []
    """
    text = _query_text(name)
    store = oxigraph_store(dataset)
    try:
        if store is not None and (store is dataset or getattr(dataset, "default_union", False)):
            return [tuple(None if t is None else t.value for t in row)
                    for row in store.query(text, use_default_graph_as_union=True)]
        return [tuple(None if t is None else str(t) for t in row) for row in dataset.query(text)]
    except Exception as exc:  # rdflib and the Oxigraph store raise many types; name the query
        raise GraphError(f"graph/rdf/queries/network_{name}.rq failed on the dataset: {exc}") from exc


def _fold(text: str) -> str:
    """The form two aliases are compared in: NFKC, case folded, whitespace collapsed.

    >>> _fold("  BO   Jiang ") == _fold("bo jiang")
    True
    """
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def _year(value: str | None) -> int | None:
    m = _YEAR.match(value) if value is not None else None
    return int(m.group(1)) if m else None


def _persons(dataset: Any) -> dict[str, dict[str, Any]]:
    persons: dict[str, dict[str, Any]] = {}
    for person, fieldname, label, lang in _rows(dataset, "persons"):
        p = persons.setdefault(person, {"names": set(), "labels": set(), "zh": set()})
        text = label or ""
        p["labels"].add(text)
        if fieldname == "name":
            p["names"].add(text)
        if (lang or "").lower().startswith("zh") or _HAN.search(text):
            p["zh"].add(text)
    return persons


def _works(dataset: Any) -> dict[str, _Work]:
    """Work IRI -> title, kind, year and persons: from the works' ``dcterms:creator`` links when the graph has them
    (scholarkg states them since the co-author query needed them), else from the authorships of the CV graphs."""
    works: dict[str, _Work] = {}
    name = "creators" if _rows(dataset, "has_creators") else "works"
    for person, key, patent_text, title, issued in _rows(dataset, name):
        w = works.get(key)
        title_text = title if title is not None else key
        patent = patent_text in ("true", "1")
        if w is None:
            w = works[key] = _Work(title_text, patent, _year(issued))
        else:  # several titles or years: keep the smallest, so the result does not depend on row order
            w.title = min(w.title, title_text)
            w.patent = w.patent or patent
            y = _year(issued)
            w.year = y if w.year is None else (w.year if y is None else min(w.year, y))
        w.persons.add(person)
    return works


def _institutions(rows: Iterable[tuple[str | None, ...]]) -> dict[str, str]:
    """Person IRI -> the label of the organisation of its membership with the latest start (undated ones last),
    from the rows of ``network_memberships.rq`` (in any order)."""
    best: dict[str, tuple[int, str]] = {}
    for person, _org, label, start in rows:
        name = label or ""
        if not name:
            continue
        y = _year(start)
        rank = (y if y is not None else -1, name)
        key = person
        if key not in best or rank > best[key]:
            best[key] = rank
    return {p: r[1] for p, r in best.items()}


def _selected(work: _Work, kind: str, years: tuple[int | None, int | None] | None) -> bool:
    if kind == "papers" and work.patent or kind == "patents" and not work.patent:
        return False
    if years is None:
        return True
    lo, hi = years
    if work.year is None:
        return False
    return (lo is None or work.year >= lo) and (hi is None or work.year <= hi)


def assign_communities(G: nx.Graph, *, seed: int = COMMUNITY_SEED) -> int:
    """Set the ``community`` node attribute (Louvain on ``weight``, fixed seed); return the number of communities.

    Communities are numbered by size (0 = largest), ties by their smallest node id, so the numbering is the same
    for the same graph.

    >>> G = nx.Graph([("a", "b"), ("c", "d"), ("d", "e")])
    >>> assign_communities(G), G.nodes["c"]["community"], G.nodes["a"]["community"]
    (2, 0, 1)
    """
    if G.number_of_nodes() == 0:
        return 0
    found = nx.community.louvain_communities(G, weight="weight", seed=seed)
    ordered = sorted((sorted(c) for c in found), key=lambda c: (-len(c), c[0]))
    for number, members in enumerate(ordered):
        for n in members:
            G.nodes[n]["community"] = number
    return len(ordered)


def find_persons(G: nx.Graph, name: str) -> list[str]:
    """The ids of the nodes that have ``name`` (or the id itself) among their aliases, case and width folded.

    >>> G = nx.Graph(); G.add_node("p:1", aliases=["Bo Jiang", "江波"])
    >>> find_persons(G, "bo  JIANG"), find_persons(G, "江波"), find_persons(G, "p:1"), find_persons(G, "Jiang")
    (['p:1'], ['p:1'], ['p:1'], [])
    """
    if name in G:
        return [name]
    key = _fold(name)
    return sorted(n for n, aliases in G.nodes(data="aliases", default=()) if key in {_fold(a) for a in aliases})


def coauthor_network(dataset: Any, *, kind: Literal["all", "papers", "patents"] = "all",
                     years: tuple[int | None, int | None] | None = None, min_weight: int = 1,
                     focus: str | None = None, depth: int = 1, drop_isolated: bool = False,
                     memberships: Iterable[tuple[str | None, ...]] | None = None, communities: bool = True,
                     max_nodes: int | None = None) -> nx.Graph:
    """The co-authorship (and co-invention) network of an RDF dataset built by ``graph.to_rdf``.

    Parameters
    ----------
    dataset : rdflib.Dataset
        The knowledge graph; queried with the SPARQL of ``graph/rdf/queries/network_*.rq`` over its default graph
        (the union of the CVs' named graphs when the dataset is built with ``default_union=True``).
    kind : {"all", "papers", "patents"}
        Which works count: papers (``vivo:Authorship``), patents (``skg:Inventorship`` or ``bibo:Patent``), or both.
    years : (int or None, int or None), optional
        Keep only works issued within these years (inclusive; None = open end). Works without a year are left out
        when a range is given.
    min_weight : int
        Drop edges with fewer joint works than this.
    focus : str, optional
        A person (IRI or any alias, English or Chinese): keep only its ego network.
    depth : int
        Radius of the ego network around ``focus`` (1 = direct collaborators).
    drop_isolated : bool
        Drop persons left without an edge (after ``min_weight``).
    memberships : iterable of tuples, optional
        The rows of ``network_memberships.rq`` on the whole dataset when they are known already (a build that
        wrote the CV graphs in shards keeps only the default graph: :func:`graph.rdf.shards.write_dataset`);
        default: asked of ``dataset``.
    communities : bool
        Find the persons' communities (Louvain, :func:`assign_communities`). False leaves them out, for a caller
        that draws a page only: Louvain on the whole network is most of the projection's time on a large one
        (22 of 52 s for 62,000 persons), and the page finds the communities among the persons it draws.
    max_nodes : int, optional
        The network cut down to this many persons, as :func:`cap_network` cuts it (``cap_network(coauthor_network(
        ...), max_nodes)``, the same graph): without ``focus``, ``drop_isolated`` and ``communities``, the persons
        are ranked on the joint works alone and only the edges among those kept are made (a page of 5,000 persons
        of a network of 514,000 edges made every edge first).

    Returns
    -------
    networkx.Graph
        Nodes and edges as described in the module docstring; ``G.graph`` records the selection and the counts
        of what was filtered (see :func:`network_summary`).

    Raises
    ------
    GraphError
        When the dataset cannot be queried, a parameter is out of range, or ``focus`` names no person or several.

    Examples
    --------
    >>> import rdflib
    >>> ds = rdflib.Dataset(default_union=True)
    >>> _ = ds.parse(data=SAMPLE_TRIG, format="trig")
    >>> G = coauthor_network(ds, focus="江波")
    >>> [(G.nodes[n]["name"], G.nodes[n]["zh"], G.nodes[n]["papers"]) for n in sorted(G)]
    [('Yunzhuo Liu', '刘运卓', 1), ('Bo Jiang', '江波', 1)]
    >>> coauthor_network(ds, kind="patents").number_of_nodes()
    0
    """
    if kind not in WORK_KINDS:
        raise GraphError(f"kind must be one of {', '.join(WORK_KINDS)}, not {kind!r}")
    if min_weight < 1 or depth < 0:
        raise GraphError(f"min_weight must be >= 1 and depth >= 0 (got {min_weight} and {depth})")
    if max_nodes is not None and max_nodes < 0:
        raise GraphError(f"max_nodes must be >= 0 (0 = no cap), not {max_nodes}")
    persons = _persons(dataset)
    works = _works(dataset)
    institutions = _institutions(_rows(dataset, "memberships") if memberships is None else memberships)

    selected = {k: w for k, w in works.items() if _selected(w, kind, years)}
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    joint: dict[tuple[str, str], list[str]] = defaultdict(list)
    for w in selected.values():
        members = sorted(p for p in w.persons if p in persons)
        for p in members:
            counts[p][1 if w.patent else 0] += 1
        for a, b in itertools.combinations(members, 2):
            joint[(a, b)].append(w.title)

    kept = sorted((pair, titles) for pair, titles in joint.items() if len(titles) >= min_weight)
    below = len(joint) - len(kept)
    nodes = sorted(counts)
    summary = dict(kind=kind, years="" if years is None else f"{years[0] or ''}-{years[1] or ''}",
                   min_weight=min_weight, focus=focus or "", depth=depth if focus is not None else 0)
    totals = dict(persons_total=len(persons), persons_without_selected_work=len(set(persons) - set(counts)),
                  works_total=len(works), works_filtered=len(works) - len(selected), edges_below_min_weight=below)
    if max_nodes and len(nodes) > max_nodes and focus is None and not drop_isolated and not communities:
        keep = _most_connected(nodes, kept, counts, max_nodes)
        G = _network((n for n in nodes if n in keep), (e for e in kept if e[0][0] in keep and e[0][1] in keep),
                     persons, counts, institutions)
        G.graph.update(summary, **totals, nodes_outside_focus=0, isolated_dropped=0, persons_before_cap=len(nodes),
                       edges_before_cap=len(kept), max_nodes=max_nodes)
        return G
    G = _network(nodes, kept, persons, counts, institutions)

    before_focus = G.number_of_nodes()
    if focus is not None:
        found = find_persons(G, focus)
        if not found:
            raise GraphError(f"--focus {focus!r}: no person of the selected network has this name or alias")
        if len(found) > 1:
            names = "; ".join(f"{G.nodes[n]['name']} <{n}>" for n in found)
            raise GraphError(f"--focus {focus!r} names {len(found)} persons ({names}); give the IRI")
        G = nx.Graph(nx.ego_graph(G, found[0], radius=depth))
        G.graph["focus_node"] = found[0]
    isolated = sorted(nx.isolates(G)) if drop_isolated else []
    G.remove_nodes_from(isolated)
    G.graph.update(summary, **({"communities": assign_communities(G)} if communities else {}), **totals,
                   nodes_outside_focus=before_focus - len(G) - len(isolated), isolated_dropped=len(isolated))
    return G if max_nodes is None else cap_network(G, max_nodes)


def _network(nodes: Iterable[str], edges: Iterable[tuple[tuple[str, str], list[str]]],
             persons: dict[str, dict[str, Any]], counts: dict[str, list[int]], institutions: dict[str, str]
             ) -> nx.Graph:
    """The graph of ``nodes`` (person IRIs, in order) with their attributes and of ``edges`` ((person, person),
    their joint works' titles), in order."""
    G = nx.Graph()
    for iri in nodes:
        p = persons[iri]
        name = min(p["names"]) if p["names"] else min(p["labels"], default=iri)
        papers, patents = counts[iri]
        G.add_node(iri, name=name, zh=min(p["zh"], default=""), aliases=sorted(p["labels"] | {name}),
                   institution=institutions.get(iri, ""), papers=papers, patents=patents, works=papers + patents)
    G.add_edges_from((a, b, {"weight": len(titles), "works": sorted(titles)}) for (a, b), titles in edges)
    return G


def _most_connected(nodes: Iterable[str], edges: Iterable[tuple[tuple[str, str], list[str]]],
                    counts: dict[str, list[int]], max_nodes: int) -> set[str]:
    """The ``max_nodes`` persons :func:`cap_network` keeps of a network without a focus, ranked on its edges
    (person pair, joint works) before any graph is made: collaborators, then joint works, then works, then id.

    >>> edges = [(("a", "b"), ["w"]), (("a", "hub"), ["w"]), (("b", "hub"), ["w", "v"]), (("c", "hub"), ["u"])]
    >>> sorted(_most_connected("a b c hub x".split(), edges, {n: [1, 0] for n in "a b c hub x".split()}, 3))
    ['a', 'b', 'hub']
    """
    degree: dict[str, int] = defaultdict(int)
    weight: dict[str, int] = defaultdict(int)
    for (a, b), titles in edges:
        degree[a] += 1
        degree[b] += 1
        weight[a] += len(titles)
        weight[b] += len(titles)
    return set(sorted(nodes, key=lambda n: (-degree[n], -weight[n], -sum(counts[n]), str(n)))[:max_nodes])


def cap_network(G: nx.Graph, max_nodes: int | None = DEFAULT_MAX_NODES) -> nx.Graph:
    """The network cut down to its ``max_nodes`` most connected persons, to be drawn (``G`` itself when it has no
    more; 0 or None = no cap).

    Persons are ranked by their number of collaborators (degree), then joint works (weighted degree), then
    works, then id; the person a network is focused on (``coauthor_network(focus=...)``) comes first. The result
    is the subgraph on the persons kept, with every edge between them and all their attributes, in ``G``'s order.
    Its ``G.graph`` says what was left out (``max_nodes``, ``persons_before_cap``, ``edges_before_cap``), and
    :func:`network_summary` and the page say it too. Capping again keeps the first totals.

    Parameters
    ----------
    G : networkx.Graph
        A network in the schema of :func:`coauthor_network`.
    max_nodes : int or None
        How many persons to keep at most; 0 or None keeps all.

    Raises
    ------
    GraphError
        When ``max_nodes`` is negative.

    Examples
    --------
    >>> G = nx.Graph([("hub", "a"), ("hub", "b"), ("hub", "c"), ("a", "b"), ("x", "y")])
    >>> H = cap_network(G, 3)
    >>> sorted(H), H.number_of_edges(), H.graph["persons_before_cap"], H.graph["edges_before_cap"]
    (['a', 'b', 'hub'], 3, 6, 5)
    >>> print(network_summary(H))
    3 persons (nodes), 3 collaborations (edges); the 3 most connected of 6 persons drawn: \
3 persons and 2 of 5 collaborations left out (--max-nodes 0 draws all)
    >>> cap_network(G, 6) is G, cap_network(G, 0) is G
    (True, True)
    """
    if max_nodes is None or max_nodes == 0:
        return G
    if max_nodes < 0:
        raise GraphError(f"max_nodes must be >= 0 (0 = no cap), not {max_nodes}")
    if G.number_of_nodes() <= max_nodes:
        return G
    first = G.graph.get("focus_node")
    links = dict(G.degree(weight="weight"))

    def rank(n: Any) -> tuple:
        return (n != first, -G.degree(n), -links[n], -G.nodes[n].get("works", 0), str(n))

    keep = set(sorted(G, key=rank)[:max_nodes])
    H = nx.Graph()
    H.graph.update(G.graph)
    H.graph.setdefault("persons_before_cap", G.number_of_nodes())
    H.graph.setdefault("edges_before_cap", G.number_of_edges())
    H.graph["max_nodes"] = max_nodes
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in keep)
    H.add_edges_from((a, b, d) for a, b, d in G.edges(data=True) if a in keep and b in keep)
    return H


def network_summary(G: nx.Graph) -> str:
    """One paragraph saying what the network holds and what was filtered on the way (for the command line).

    >>> G = nx.Graph([("a", "b")]); G.graph.update(kind="papers", persons_total=3, persons_without_selected_work=1)
    >>> print(network_summary(G))
    2 persons (nodes), 1 collaboration (edges); papers only; 1 of 3 persons without a selected work left out
    """
    g = G.graph
    n, m = G.number_of_nodes(), G.number_of_edges()
    parts = [f"{n} person{'s' * (n != 1)} (nodes), {m} collaboration{'s' * (m != 1)} (edges)"]
    if g.get("kind", "all") != "all":
        parts.append(f"{g['kind']} only")
    if g.get("years"):
        parts.append(f"years {g['years']} ({g.get('works_filtered', 0)} of {g.get('works_total', 0)} works left out)")
    elif g.get("works_filtered"):
        parts.append(f"{g['works_filtered']} of {g.get('works_total', 0)} works left out")
    if g.get("persons_without_selected_work"):
        parts.append(f"{g['persons_without_selected_work']} of {g.get('persons_total', 0)} persons without a "
                     "selected work left out")
    if g.get("edges_below_min_weight"):
        parts.append(f"{g['edges_below_min_weight']} edges below {g.get('min_weight')} joint works dropped")
    if g.get("focus"):
        parts.append(f"ego network of {g['focus']!r} at depth {g.get('depth')} "
                     f"({g.get('nodes_outside_focus', 0)} persons outside it)")
    if g.get("isolated_dropped"):
        parts.append(f"{g['isolated_dropped']} persons without a collaboration dropped")
    if "persons_before_cap" in g:
        total, edges = g["persons_before_cap"], g.get("edges_before_cap", 0)
        parts.append(f"the {n} most connected of {total} persons drawn: {total - n} persons and {edges - m} of "
                     f"{edges} collaborations left out (--max-nodes 0 draws all)")
    return "; ".join(parts)
