"""Node positions computed in Python, so that the browser need not simulate a large network.

Small graphs get a spring layout of the whole graph; large ones a community layout: every community is laid out
on its own (spring layout, fixed seed) and the communities are packed on a golden-angle spiral, largest in the
middle, each given room in proportion to its size. Both are deterministic for a given graph (same nodes and
edges inserted in the same order; not dependent on Python's string hashing) and return integer pixel coordinates.

The spring layout is networkx's Fruchterman-Reingold (``spring_layout``: same start from the seed, forces,
cooling and stop), run on all the communities of a page at once in numpy, because one networkx call per small
community costs ten milliseconds of overhead and a large network has thousands of them.

>>> import networkx as nx
>>> pos = network_layout(nx.path_graph(3))
>>> sorted(pos) == [0, 1, 2] and all(isinstance(c, int) for xy in pos.values() for c in xy)
True
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Hashable, Sequence

import networkx as nx
import numpy as np

__all__ = ["network_layout", "spring_positions", "SPRING_LIMIT"]

SPRING_LIMIT = 300        # above this many nodes, lay out community by community
_DENSE_LIMIT = 500        # a community this large is split into its own communities (dense O(n^2) springs)
_SPACING = 45.0           # pixels per node, roughly: a community of n nodes gets a disc of radius ~ _SPACING*sqrt(n)
_GOLDEN = math.pi * (3 - math.sqrt(5))
_BATCH_CELLS = 60_000     # node pairs laid out together in one numpy batch (arrays of 480 kB: cache-sized)
_ITERATIONS = 50
_THRESHOLD = 1e-4         # networkx's stop: mean step below this


def _induced(G: nx.Graph, members: Sequence[Hashable]) -> nx.Graph:
    """The subgraph of ``G`` on ``members``, nodes in the order given, edges in the order of ``G``'s adjacency.

    ``G.subgraph`` is a view whose node order can follow a set of the members, so that it changes from one run
    to the next with Python's string hashing; this copy has the same order every time.

    >>> G = nx.Graph([("b", "c"), ("a", "b"), ("c", "d")])
    >>> list(_induced(G, ["c", "b", "a"]).edges)
    [('c', 'b'), ('b', 'a')]
    """
    keep = set(members)
    H = nx.Graph()
    H.add_nodes_from(members)
    H.add_edges_from((u, v, d) for u in members for v, d in G.adj[u].items() if v in keep)
    return H


def _fruchterman_reingold(mats: list[np.ndarray], seed: int) -> list[np.ndarray]:
    """networkx's dense Fruchterman-Reingold on every adjacency matrix of ``mats`` at once (all of one size
    after padding; the padding is held out of every force and never moves), each scaled to [-1, 1]."""
    sizes = np.array([len(a) for a in mats])
    b, n = len(mats), int(sizes.max())
    A = np.zeros((b, n, n))
    pos = np.zeros((b, n, 2))
    valid = np.zeros((b, n), dtype=bool)
    for i, a in enumerate(mats):
        m = len(a)
        A[i, :m, :m] = a
        pos[i, :m] = np.random.RandomState(seed).rand(m, 2)   # the start networkx takes from the same seed
        valid[i, :m] = True
    # the pairs that push and pull: both real nodes, not a node with itself
    pairs = (valid[:, :, None] & valid[:, None, :] & ~np.eye(n, dtype=bool)).astype(float)
    k = np.sqrt(1.0 / sizes)[:, None, None]
    pull = A / k
    span = np.where(valid[..., None], pos, np.nan)
    t = (np.nanmax(span, axis=1) - np.nanmin(span, axis=1)).max(axis=1) * 0.1
    dt = t / (_ITERATIONS + 1)
    moving = np.ones(b, dtype=bool)
    for _ in range(_ITERATIONS):
        # force_ij = k^2 / d_ij^2 - A_ij * d_ij / k, with d_ij >= 0.01; in place, it is the slow part
        dx = pos[:, :, None, 0] - pos[:, None, :, 0]
        dy = pos[:, :, None, 1] - pos[:, None, :, 1]
        np.multiply(dx, dx, out=dx)
        np.multiply(dy, dy, out=dy)
        np.add(dx, dy, out=dx)
        np.maximum(dx, 1e-4, out=dx)
        np.sqrt(dx, out=dy)
        np.divide(k * k, dx, out=dx)
        np.multiply(pull, dy, out=dy)
        np.subtract(dx, dy, out=dx)
        force = np.multiply(dx, pairs, out=dx)
        # sum_j (pos_i - pos_j) * force_ij, as a matrix product
        displacement = pos * force.sum(axis=2)[..., None] - force @ pos
        length = np.clip(np.sqrt((displacement ** 2).sum(axis=2)), 0.01, None)
        step = displacement * (t[:, None] / length)[..., None]
        step *= (moving[:, None] & valid)[..., None]
        pos += step
        t = t - dt
        moving &= np.sqrt((step ** 2).sum(axis=(1, 2))) / sizes >= _THRESHOLD
        if not moving.any():
            break
    out = []
    for i, m in enumerate(sizes):
        p = pos[i, :m] - pos[i, :m].mean(axis=0)
        lim = np.abs(p).max()
        out.append(p / lim if lim > 0 else p)
    return out


def spring_positions(graphs: Sequence[nx.Graph], *, seed: int = 42) -> list[dict[Hashable, tuple[float, float]]]:
    """The spring layout of each graph (positions in [-1, 1], like ``networkx.spring_layout(H, seed=seed,
    weight="weight")`` for graphs under 500 nodes), computed together: graphs of similar size share numpy arrays.

    >>> H = nx.path_graph(3)
    >>> [p] = spring_positions([H])
    >>> want = nx.spring_layout(H, seed=42, weight="weight")
    >>> all(abs(p[v][i] - want[v][i]) < 1e-9 for v in H for i in (0, 1))
    True
    >>> spring_positions([nx.empty_graph(1), nx.empty_graph(0)])
    [{0: (0.0, 0.0)}, {}]
    """
    out: list[dict[Hashable, tuple[float, float]]] = [{} for _ in graphs]
    todo = []
    for i, H in enumerate(graphs):
        if len(H) == 1:
            out[i] = {next(iter(H)): (0.0, 0.0)}
        elif len(H) > 1:
            todo.append(i)
    todo.sort(key=lambda i: len(graphs[i]))
    start = 0
    while start < len(todo):   # batches of graphs of similar size: little padding
        end = start + 1
        while end < len(todo) and (end - start + 1) * len(graphs[todo[end]]) ** 2 <= _BATCH_CELLS:
            end += 1
        batch = todo[start:end]
        mats = [nx.to_numpy_array(graphs[i], weight="weight") for i in batch]
        for i, p in zip(batch, _fruchterman_reingold(mats, seed)):
            out[i] = {v: (float(x), float(y)) for v, (x, y) in zip(graphs[i], p)}
        start = end
    return out


def _ordered(groups: list[set[Hashable]] | list[list[Hashable]]) -> list[list[Hashable]]:
    return sorted((sorted(c, key=str) for c in groups), key=lambda c: (-len(c), str(c[0])))


def _communities(G: nx.Graph, seed: int) -> list[list[Hashable]]:
    groups: dict[int, list[Hashable]] = defaultdict(list)
    if all("community" in d for _, d in G.nodes(data=True)):
        for n, c in G.nodes(data="community"):
            groups[c].append(n)
        return [groups[c] for c in sorted(groups)]
    return _ordered(nx.community.louvain_communities(G, weight="weight", seed=seed))


def _split(G: nx.Graph, members: list[Hashable], seed: int, depth: int) -> list | nx.Graph:
    """A community as a tree: its induced graph (a leaf, laid out by springs) or the list of its parts. Dense
    springs are fast below 500 nodes, so a larger community is split into its own Louvain communities (higher
    resolution), up to three levels deep."""
    sub = _induced(G, members)
    if len(members) < _DENSE_LIMIT or depth >= 3:
        return sub
    parts = nx.community.louvain_communities(sub, weight="weight", seed=seed, resolution=2.0)
    if len(parts) == 1:
        return sub
    return [_split(G, part, seed, depth + 1) for part in _ordered(parts)]


def _leaves(tree: list | nx.Graph) -> list[nx.Graph]:
    return [tree] if isinstance(tree, nx.Graph) else [leaf for t in tree for leaf in _leaves(t)]


def _pack(trees: list, springs: dict[int, dict]) -> dict[Hashable, tuple[float, float]]:
    """Put the laid-out groups on a golden-angle spiral, largest in the middle."""
    pos: dict[Hashable, tuple[float, float]] = {}
    area = 0.0
    for i, tree in enumerate(trees):
        inner, radius = _place(tree, springs)
        # the disc of group i sits just outside the area taken by the groups before it
        distance = math.sqrt(area / math.pi) + radius if i else 0.0
        area += math.pi * (radius * 1.15) ** 2
        cx, cy = distance * math.cos(i * _GOLDEN), distance * math.sin(i * _GOLDEN)
        for node, (x, y) in inner.items():
            pos[node] = (x + cx, y + cy)
    return pos


def _place(tree: list | nx.Graph, springs: dict[int, dict]) -> tuple[dict, float]:
    """Positions of one group around (0, 0) and the radius they take."""
    if isinstance(tree, nx.Graph):
        radius = _SPACING * math.sqrt(len(tree))
        return {n: (x * radius, y * radius) for n, (x, y) in springs[id(tree)].items()}, radius
    pos = _pack(tree, springs)
    return pos, max(math.hypot(x, y) for x, y in pos.values())


def network_layout(G: nx.Graph, *, seed: int = 42) -> dict[Hashable, tuple[int, int]]:
    """Integer (x, y) positions for every node of ``G``, in pixels around (0, 0).

    Parameters
    ----------
    G : networkx.Graph
        The network; the ``community`` node attribute is used when every node has one (see
        :func:`graph.network.projection.assign_communities`), otherwise Louvain is run with ``seed``.
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
        trees: list = [_induced(G, list(G))]
    else:
        trees = [_split(G, members, seed, 0) for members in _communities(G, seed)]
    leaves = [leaf for t in trees for leaf in _leaves(t)]
    springs = {id(leaf): p for leaf, p in zip(leaves, spring_positions(leaves, seed=seed))}
    pos = _pack(trees, springs)     # one group when small: at the centre, as placed
    return {node: (round(x), round(y)) for node, (x, y) in pos.items()}
