"""Partitions: the person mentions cut into groups that no rule ever relates, each resolved on its own.

Mentions meet only inside a block (family name and first initial, :attr:`PersonName.block_key`),
and a cluster only grows by a pair of one block, so blocks are independent except where a union is made without a
pair: the owner's mentions of one CV are joined first (a CV may write its owner as "Bo Jiang" and "江波", one block,
but also as "Alex Wang" and "Xiaolin Wang", two), and the corrections file's must-links and cannot-links may name
mentions of any blocks. A partition is a set of blocks closed under those three: the greedy clustering restricted to
one partition makes the same unions, in the same order, as over all mentions, because every union and every conflict
check reads only clusters of its own partition. A mention outside every block (no family name or no given name)
never meets another by a pair; it is grouped by its name key, as the homonym report reads it.

>>> from loaders.model import PaperRecord, PersonMention, Span
>>> from graph.resolution.mentions import collect_mentions
>>> from graph.resolution.persons.evidence import _Context
>>> from graph.resolution.settings import Settings
>>> s = Span("cv.txt", 1, 1)
>>> p = PaperRecord("T", (PersonMention("Bo Jiang", s, rank=1), PersonMention("Yunzhuo Liu", s, rank=2),
...                       PersonMention("B. Jiang", s, rank=3)), None, None, None, s)
>>> persons = collect_mentions([p]).persons
>>> parts = partition_persons(persons, _Context(persons, {}, Settings()), Links())
>>> [[m.name for m in part] for part in parts]
[['Bo Jiang', 'B. Jiang'], ['Yunzhuo Liu']]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from graph.resolution.mentions import PersonRef
from graph.resolution.persons.constraints import Links
from graph.resolution.persons.evidence import _Context

__all__ = ["partition_persons"]


def _unit(p: PersonRef, ctx: _Context) -> str:
    n = ctx.names[p.id]
    return f"block:{n.block_key}" if n.family and n.given else f"key:{n.key}"


def partition_persons(persons: Sequence[PersonRef], ctx: _Context, links: Links) -> list[tuple[PersonRef, ...]]:
    """The mentions ``persons`` (sorted by id) in partitions, each in id order, the partitions ordered by their
    first mention (see the module docstring for why they are independent)."""
    parent: dict[str, str] = {}

    def find(u: str) -> str:
        root = u
        while parent.setdefault(root, root) != root:
            root = parent[root]
        while parent[u] != root:
            parent[u], u = root, parent[u]
        return root

    def join(units: Sequence[str]) -> None:
        roots = sorted({find(u) for u in units})
        for other in roots[1:]:
            parent[other] = roots[0]

    unit = {p.id: _unit(p, ctx) for p in persons}
    owners: dict[str, list[str]] = defaultdict(list)
    for p in persons:
        find(unit[p.id])
        if p.owner:
            owners[p.source].append(unit[p.id])
    for units in owners.values():
        join(units)
    for left, right, _ in links.must:
        if left in unit and right in unit:
            join([unit[left], unit[right]])
    for left, right, _ in links.cannot:
        join([unit[m] for m in (*left, *right) if m in unit])
    parts: dict[str, list[PersonRef]] = defaultdict(list)
    for p in persons:
        parts[find(unit[p.id])].append(p)
    return sorted((tuple(part) for part in parts.values()), key=lambda part: part[0].id)
