"""Node positions computed in Python, so that the browser need not simulate a large network.

Small graphs get a spring layout of the whole graph; large ones a community layout: every community is laid out
on its own (spring layout, fixed seed) and the communities are packed on a golden-angle spiral, largest in the
middle, each given room in proportion to its size. Both are deterministic for a given graph (same nodes and
edges inserted in the same order) and return integer pixel coordinates.

>>> import networkx as nx
>>> pos = network_layout(nx.path_graph(3))
>>> sorted(pos) == [0, 1, 2] and all(isinstance(c, int) for xy in pos.values() for c in xy)
True
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Hashable

import networkx as nx

__all__ = ["network_layout", "SPRING_LIMIT"]

SPRING_LIMIT = 300        # above this many nodes, lay out community by community
_DENSE_LIMIT = 500        # networkx's spring layout switches to its slow sparse solver at 500 nodes
_SPACING = 45.0           # pixels per node, roughly: a community of n nodes gets a disc of radius ~ _SPACING*sqrt(n)
_GOLDEN = math.pi * (3 - math.sqrt(5))


def _spring(G: nx.Graph, seed: int, radius: float) -> dict[Hashable, tuple[float, float]]:
    if len(G) == 1:
        return {next(iter(G)): (0.0, 0.0)}
    pos = nx.spring_layout(G, seed=seed, weight="weight", iterations=50)
    return {n: (float(x) * radius, float(y) * radius) for n, (x, y) in pos.items()}


def _ordered(groups: list[set[Hashable]] | list[list[Hashable]]) -> list[list[Hashable]]:
    return sorted((sorted(c, key=str) for c in groups), key=lambda c: (-len(c), str(c[0])))


def _communities(G: nx.Graph, seed: int) -> list[list[Hashable]]:
    groups: dict[int, list[Hashable]] = defaultdict(list)
    if all("community" in d for _, d in G.nodes(data=True)):
        for n, c in G.nodes(data="community"):
            groups[c].append(n)
        return [groups[c] for c in sorted(groups)]
    return _ordered(nx.community.louvain_communities(G, weight="weight", seed=seed))


def _pack(G: nx.Graph, groups: list[list[Hashable]], seed: int, depth: int) -> dict[Hashable, tuple[float, float]]:
    """Lay out each group on its own and put the groups on a golden-angle spiral, largest in the middle."""
    pos: dict[Hashable, tuple[float, float]] = {}
    area = 0.0
    for i, members in enumerate(groups):
        inner, radius = _place(G, members, seed, depth)
        # the disc of group i sits just outside the area taken by the groups before it
        distance = math.sqrt(area / math.pi) + radius if i else 0.0
        area += math.pi * (radius * 1.15) ** 2
        cx, cy = distance * math.cos(i * _GOLDEN), distance * math.sin(i * _GOLDEN)
        for node, (x, y) in inner.items():
            pos[node] = (x + cx, y + cy)
    return pos


def _place(G: nx.Graph, members: list[Hashable], seed: int, depth: int) -> tuple[dict, float]:
    """Positions of one community around (0, 0) and the radius they take. networkx's spring layout is fast below
    500 nodes (dense) and slow above (sparse, in Python), so a large community is split into its own Louvain
    communities (higher resolution) and packed, up to three levels deep."""
    sub = G.subgraph(members)
    radius = _SPACING * math.sqrt(len(members))
    if len(members) < _DENSE_LIMIT or depth >= 3:
        return _spring(sub, seed, radius), radius
    parts = nx.community.louvain_communities(sub, weight="weight", seed=seed, resolution=2.0)
    if len(parts) == 1:
        return _spring(sub, seed, radius), radius
    pos = _pack(G, _ordered(parts), seed, depth + 1)
    return pos, max(math.hypot(x, y) for x, y in pos.values())


def network_layout(G: nx.Graph, *, seed: int = 42) -> dict[Hashable, tuple[int, int]]:
    """Integer (x, y) positions for every node of ``G``, in pixels around (0, 0).

    Parameters
    ----------
    G : networkx.Graph
        The network; the ``community`` node attribute is used when every node has one (see
        :func:`graph.network.assign_communities`), otherwise Louvain is run with ``seed``.
    seed : int
        Seed of the spring layouts (and of Louvain when needed).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.disjoint_union(nx.complete_graph(4), nx.complete_graph(3))
    >>> pos = network_layout(G)
    >>> len(pos), pos == network_layout(G)
    (7, True)
    """
    n = G.number_of_nodes()
    if n == 0:
        return {}
    if n <= SPRING_LIMIT:
        pos = _spring(G, seed, _SPACING * math.sqrt(n))
    else:
        pos = _pack(G, _communities(G, seed), seed, 0)
    return {node: (round(x), round(y)) for node, (x, y) in pos.items()}
