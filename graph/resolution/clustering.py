"""Constrained clustering: union-find whose unions are checked against the whole of both clusters.

Plain transitive closure lets one ambiguous mention ("X. Wang") glue two people (Xiaolin Wang, Xinbing Wang)
together. Here every cluster carries a *state* (the name forms, works and owners it holds); a union is refused when
the caller's ``conflict`` function finds the two states incompatible, and the reason is returned for the report.
The representative of a cluster is its smallest item, so the result does not depend on the order of unions that
reach the same partition.

>>> def conflict(a, b):
...     return "two initials" if len(a | b) > 2 else None
>>> c = Clusters({"a": {"x"}, "b": {"y"}, "c": {"z"}}, merge=lambda a, b: a | b, conflict=conflict)
>>> c.union("a", "b"), c.union("b", "c"), c.groups()
(None, 'two initials', [['a', 'b'], ['c']])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Generic, TypeVar

__all__ = ["Clusters"]

S = TypeVar("S")


class Clusters(Generic[S]):
    """Union-find over string items with a mergeable state per cluster and a conflict check."""

    def __init__(self, states: Mapping[str, S], *, merge: Callable[[S, S], S],
                 conflict: Callable[[S, S], str | None]) -> None:
        self._parent = {item: item for item in states}
        self._state: dict[str, S] = dict(states)
        self._merge = merge
        self._conflict = conflict

    def find(self, item: str) -> str:
        """The representative (smallest item) of the cluster holding ``item``."""
        root = item
        while self._parent[root] != root:
            root = self._parent[root]
        while self._parent[item] != root:
            self._parent[item], item = root, self._parent[item]
        return root

    def state(self, item: str) -> S:
        """The state of the cluster holding ``item``."""
        return self._state[self.find(item)]

    def check(self, a: str, b: str) -> str | None:
        """Why ``a`` and ``b`` may not be joined, or None when they may (or already are)."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return None
        return self._conflict(self._state[ra], self._state[rb])

    def union(self, a: str, b: str, *, force: bool = False) -> str | None:
        """Join the clusters of ``a`` and ``b`` unless they conflict; returns the conflict, or None when joined.

        ``force`` skips the check (for statements the user made in a corrections file).
        """
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return None
        if not force:
            reason = self._conflict(self._state[ra], self._state[rb])
            if reason:
                return reason
        keep, drop = (ra, rb) if ra < rb else (rb, ra)
        self._parent[drop] = keep
        self._state[keep] = self._merge(self._state[keep], self._state.pop(drop))
        return None

    def same(self, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` are in one cluster."""
        return self.find(a) == self.find(b)

    def groups(self, items: Iterable[str] | None = None) -> list[list[str]]:
        """The clusters as sorted lists, sorted by their first item."""
        out: dict[str, list[str]] = {}
        for item in sorted(self._parent if items is None else items):
            out.setdefault(self.find(item), []).append(item)
        return sorted(out.values())
