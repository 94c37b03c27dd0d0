"""Blocking and candidate pairs: mentions meet only within a block and only where they share a context."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from graph.resolution.mentions import PersonRef
from graph.resolution.persons.evidence import _Context
from graph.resolution.persons.scoring import Columns, columns_of, distinct


def candidate_places(persons: Sequence[PersonRef], ctx: _Context, labels: Sequence[int],
                     columns: Columns | None = None) -> tuple[np.ndarray, np.ndarray]:
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
    one cluster (the owner's own mentions, joined first) are left out. ``columns`` are those of ``persons``
    (:func:`~graph.resolution.persons.scoring.columns_of`, made here when not given).

    The groups are sorted out of the partition's columns (:mod:`.scoring`: every context key an integer), and the
    pairs within them generated, deduplicated and filtered as arrays.

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
    cols = columns if columns is not None else columns_of(persons, ctx)
    empty = np.empty(0, dtype=np.int64)
    # one entry per mention (with a family and a given name) and context key: its block, the key's kind (0 the CV,
    # 1 a co-author, 2 a work, 3 an institution) and value, as integers
    rows = np.flatnonzero(cols.block >= 0)
    coauthors = cols.keyed[rows].tocoo()
    with_work = rows[cols.meet_work[rows] >= 0]
    with_institution = rows[cols.institution[rows] >= 0]
    place = np.concatenate((rows, rows[coauthors.row], with_work, with_institution)).astype(np.int64)
    if not len(place):
        return empty, empty
    kind = np.repeat(np.arange(4), [len(rows), coauthors.nnz, len(with_work), len(with_institution)])
    value = np.concatenate((cols.source[rows], coauthors.col, cols.meet_work[with_work],
                            cols.institution[with_institution])).astype(np.int64)
    block = cols.block[place]
    # within a group: by name key, then place (the sorted neighbourhood of a large group; any order serves a small one)
    order = np.lexsort((place, cols.key_rank[place], value, kind, block))
    place, block, kind, value = place[order], block[order], kind[order], value[order]
    group = np.cumsum(np.r_[False, (block[1:] != block[:-1]) | (kind[1:] != kind[:-1]) | (value[1:] != value[:-1])])
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
    codes = distinct(left[apart] * len(persons) + right[apart])
    return codes // len(persons), codes % len(persons)
