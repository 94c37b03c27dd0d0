"""Blocking and candidate pairs: mentions meet only within a block and only where they share a context."""

from __future__ import annotations

from array import array
from collections.abc import Sequence

import numpy as np

from graph.resolution.mentions import PersonRef
from graph.resolution.persons.evidence import _Context


def candidate_places(persons: Sequence[PersonRef], ctx: _Context, labels: Sequence[int]
                     ) -> tuple[np.ndarray, np.ndarray]:
    """The candidate pairs of ``persons`` (in id order) as two arrays of places, left < right, sorted: the pairs of
    one block that share some context and are not already in one cluster (``labels``: a label per place, the same
    for two places exactly when they are in one cluster).

    Every piece of context evidence needs the two mentions to share something: the CV, a co-author, a resolved work,
    or an institution. A pair that shares none of these has its name points only, at most ``han_exact`` (9), below
    ``merge_points``: it can never be merged, so it is not scored (the persons such pairs keep apart are reported
    once per person by :func:`~graph.resolution.persons.passes._homonyms`). The pairs are found from the groups of
    mentions that share a context key within a block, so the work grows with the size of those groups, not with
    the square of the block: a block of 20,000 "Wang W" mentions costs what its co-author neighbourhoods cost. In a
    group larger than ``context_window + 1``, each mention meets only the next ``context_window`` in name-key
    order (sorted neighbourhood: the forms of one person, 'li x' and 'li xiao', are neighbours). Pairs already in
    one cluster (the owner's own mentions, joined first) are left out.

    The groups are made in Python (one entry per mention and context key); the pairs within them are generated,
    deduplicated and filtered as arrays.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> from graph.resolution.mentions import collect_mentions
    >>> from graph.resolution.settings import Settings
    >>> def paper(source, line, *names):
    ...     s = Span(source, line, line)
    ...     people = tuple(PersonMention(n, s, rank=i) for i, n in enumerate(names, 1))
    ...     return PaperRecord(f"T{line}", people, None, None, None, s)
    >>> persons = sorted(collect_mentions([paper("a.txt", 1, "Wei Zhang", "Lan Li"), paper("b.txt", 1, "Wei Zhang",
    ...     "Lan Li"), paper("b.txt", 2, "W. Zhang", "Bo Chen")]).persons, key=lambda p: p.id)
    >>> ctx = _Context(persons, {}, Settings())
    >>> left, right = candidate_places(persons, ctx, range(len(persons)))     # each mention a cluster of its own
    >>> [(persons[i].name, persons[j].name) for i, j in zip(left.tolist(), right.tolist())]
    [('Wei Zhang', 'Wei Zhang'), ('Lan Li', 'Lan Li'), ('Wei Zhang', 'W. Zhang')]
    >>> candidate_places(persons, ctx, [0, 1, 0, 3, 4, 5])[0].tolist()        # the two Wei Zhangs are one already
    [1, 2]
    """
    groups: dict[tuple[str, str, object], int] = {}
    group_of, place_of = array("q"), array("q")
    facts, names = ctx.facts, ctx.names
    for place, p in enumerate(persons):
        n = names[p.id]
        if not (n.family and n.given):
            continue
        block = n.block_key
        source, work, went, _, coauthors, _, _, inst, _, _, _ = facts[p.id]
        keys = [(block, "source", source)]
        keys += [(block, "coauthor", k) for k in coauthors]
        if work is not None:
            keys.append((block, "work", went or work))
        if inst is not None:
            keys.append((block, "institution", inst))
        for key in keys:
            group_of.append(groups.setdefault(key, len(groups)))
            place_of.append(place)
    empty = np.empty(0, dtype=np.int64)
    if not group_of:
        return empty, empty
    group = np.frombuffer(group_of, dtype=np.int64)
    place = np.frombuffer(place_of, dtype=np.int64)
    # within a group: by name key, then place (the sorted neighbourhood of a large group; any order serves a small one)
    key_rank_of = {k: r for r, k in enumerate(sorted({names[p.id].key for p in persons}))}
    key_rank = np.fromiter((key_rank_of[names[p.id].key] for p in persons), dtype=np.int64, count=len(persons))
    order = np.lexsort((place, key_rank[place], group))
    group, place = group[order], place[order]
    starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]])
    sizes = np.diff(np.r_[starts, len(group)])
    at = np.arange(len(group)) - np.repeat(starts, sizes)         # position within the group
    follow = np.repeat(sizes, sizes) - 1 - at                     # members after it in its group
    window = ctx.settings.context_window
    if window > 0:
        follow = np.minimum(follow, window)
    total = int(follow.sum())
    if total == 0:
        return empty, empty
    first = np.repeat(np.arange(len(group)), follow)
    step = np.arange(total) - np.repeat(np.cumsum(follow) - follow, follow) + 1
    a, b = place[first], place[first + step]
    left, right = np.minimum(a, b), np.maximum(a, b)
    label = np.fromiter(labels, dtype=np.int64, count=len(persons))
    apart = (label[left] != label[right]) & (left != right)
    codes = np.unique(left[apart] * len(persons) + right[apart])
    return codes // len(persons), codes % len(persons)
