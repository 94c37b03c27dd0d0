"""Blocking and candidate pairs: mentions meet only within a block and only where they share a context."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from graph.resolution.clustering import Clusters
from graph.resolution.mentions import PersonRef
from graph.resolution.persons.constraints import PersonState
from graph.resolution.persons.evidence import _Context


def _blocks(persons: Sequence[PersonRef], ctx: _Context) -> dict[str, list[PersonRef]]:
    blocks: dict[str, list[PersonRef]] = defaultdict(list)
    for p in persons:
        n = ctx.names[p.id]
        if n.family and n.given:
            blocks[n.block_key].append(p)
    return blocks


def _candidate_pairs(members: Sequence[PersonRef], ctx: _Context, clusters: Clusters[PersonState]
                     ) -> list[tuple[int, int]]:
    """The pairs ``(i, j)``, ``i < j``, of one block that share some context, not already in one cluster, in order.

    Every piece of context evidence needs the two mentions to share something: the CV, a co-author, a resolved work,
    or an institution. A pair that shares none of these has its name points only, at most ``han_exact`` (9), below
    ``merge_points``: it can never be merged, so it is not scored here (the persons such pairs keep apart are
    reported once per person by :func:`_homonyms`). The pairs are found from the groups of mentions that
    share a context key, so the work grows with the size of those groups, not with the square of the block: a
    block of 20,000 "Wang W" mentions costs what its co-author neighbourhoods cost. Pairs already in one cluster
    (the owner's own mentions, joined first) are left out.
    """
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    facts = ctx.facts
    for i, p in enumerate(members):
        source, work, went, _, coauthors, _, _, inst, _, _, _ = facts[p.id]
        groups[("source", source)].append(i)
        for k in coauthors:
            groups[("coauthor", k)].append(i)
        if work is not None:
            groups[("work", went or work)].append(i)
        if inst is not None:
            groups[("institution", inst)].append(i)
    roots = [clusters.find(p.id) for p in members]
    window = ctx.settings.context_window
    names = ctx.names
    pairs: set[tuple[int, int]] = set()
    for group in groups.values():
        if len(group) < 2:
            continue
        if window and len(group) > window + 1:
            # sorted neighbourhood: by name key, so the forms of one person ('li x', 'li xiao') are neighbours
            group = sorted(group, key=lambda i: (names[members[i].id].key, i))
            for x, i in enumerate(group):
                ri = roots[i]
                for j in group[x + 1:x + 1 + window]:
                    if roots[j] != ri:
                        pairs.add((i, j) if i < j else (j, i))
            continue
        for x, i in enumerate(group):
            ri = roots[i]
            for j in group[x + 1:]:
                if roots[j] != ri:
                    pairs.add((i, j))      # groups are built in member order, so i < j
    return sorted(pairs)


#: What a resolved person holds as a whole, for the comparison of two persons: (sources, co-author keys, the
