"""Candidate pairs scored in bulk: the points :func:`~graph.resolution.persons.evidence._scored` gives each pair,
for the millions of pairs of a large corpus, as array operations over per-mention columns.

:func:`_scored` stays the one definition of the evidence: it writes the pieces of the few pairs that are reported.
The candidate loop only needs each pair's total, and there the per-pair Python call was most of the cost of person
resolution. Here the mentions' facts are columns of integers (sources, works, slots, institutions, names and
readings interned), each piece of evidence is a mask over the pairs, and the points are added in the order
:func:`_scored` adds them, so every total is the same float, bit for bit (``tests/graph/resolution/persons/
test_scoring.py`` compares the two on every candidate pair of a generated corpus). The shared co-authors are a sparse
product: the mentions' co-author keys are a sparse 0/1 matrix (mention by key), a batch of pairs multiplies the rows of
its two sides element by element, and the product's entries are the shared keys, counted per pair together with the
common ones and, within one CV, the owner's own (issue 16: "co-author overlap as sparse products"). The rarer pieces
that read per-CV indexes (an initials form unique in its CV, names proven plural) are looked at only for the pairs
they can apply to.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

import numpy as np
from scipy import sparse

from graph.resolution.mentions import PersonRef
from graph.resolution.persons.evidence import _AMBIGUOUS, _Context

#: :attr:`Columns.read` of initials that several full names of their CV fit
_UNSURE = -2


def _interned(values: Iterable[Hashable | None], table: dict[Hashable, int]) -> np.ndarray:
    """Each value's integer id in ``table`` (new values added), -1 for None.

    >>> table = {}
    >>> _interned(["a", None, "b", "a"], table).tolist(), table
    ([0, -1, 1, 0], {'a': 0, 'b': 1})
    """
    return np.fromiter((-1 if v is None else table.setdefault(v, len(table)) for v in values), dtype=np.int64)


def distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values of an integer array, ascending: ``np.unique(values)``, by sorting. NumPy 2's
    ``np.unique`` hashes when asked for the values alone, and on millions of distinct 64-bit codes that was 100
    times slower than a sort (9 M codes: 19 s against 0.2 s, numpy 2.4 on this machine).

    >>> distinct(np.array([3, 1, 3, 2])).tolist()
    [1, 2, 3]
    """
    ordered = np.sort(values)
    return ordered[np.r_[True, ordered[1:] != ordered[:-1]]] if len(ordered) else ordered


class Columns:
    """The facts :func:`_scored` reads of each mention of ``persons``, as arrays indexed by the mention's place in
    ``persons``. Strings are interned to integers, and the arrays are only compared for equality, so the columns of
    a run's mentions (:func:`run_columns`, made once) give a partition's by :meth:`take` with the same points."""

    source: np.ndarray
    work: np.ndarray
    went: np.ndarray
    slot: np.ndarray
    institution: np.ndarray
    advising: np.ndarray
    on_work: np.ndarray
    initials_only: np.ndarray
    nid: np.ndarray
    read: np.ndarray
    full: np.ndarray
    owner: np.ndarray
    listed: np.ndarray
    keyed: sparse.csr_matrix
    common_key: np.ndarray
    owned: np.ndarray
    plural: list | None
    has_plural: np.ndarray | None
    facts: list

    block: np.ndarray
    meet_work: np.ndarray
    key_rank: np.ndarray

    _ROWS = ("source", "work", "went", "slot", "institution", "advising", "on_work", "initials_only", "nid", "read",
             "full", "owner", "listed", "block", "meet_work", "key_rank")

    def __init__(self, persons: Sequence[PersonRef], ctx: _Context) -> None:
        facts = [ctx.facts[p.id] for p in persons]
        strings: dict[Hashable, int] = {}
        self.source = _interned((f[0] for f in facts), strings)
        self.work = _interned((f[1] or None for f in facts), strings)          # "" is no work, as in _scored
        self.went = _interned((f[2] for f in facts), strings)
        self.slot = _interned((f[3] for f in facts), {})
        self.institution = _interned((f[7] for f in facts), {})
        self.advising = np.fromiter((f[5] for f in facts), dtype=bool, count=len(facts))
        self.on_work = np.fromiter((f[6] for f in facts), dtype=bool, count=len(facts))
        self.initials_only = np.fromiter((bool(f[8]) for f in facts), dtype=bool, count=len(facts))
        self.nid = np.fromiter((f[9] for f in facts), dtype=np.int64, count=len(facts))
        # what initials are read as in their CV (f[10]: None unknown, _AMBIGUOUS, else a full key), and the full key
        # each side stands for (its reading, or its own key when it is a full name; -1 for unread initials)
        keys: dict[Hashable, int] = {}
        self.read = np.fromiter((-1 if f[10] is None else _UNSURE if f[10] == _AMBIGUOUS else
                                 keys.setdefault(f[10], len(keys)) for f in facts), dtype=np.int64, count=len(facts))
        self.full = np.fromiter((keys.setdefault(f[10], len(keys)) if f[10] else -1 if f[10] is not None or f[8]
                                 else keys.setdefault(ctx.names[p.id].key, len(keys)) for p, f in zip(persons, facts)),
                                dtype=np.int64, count=len(facts))
        # what the candidate pairs are grouped by (candidates.candidate_places): the block of a mention with a family
        # and a given name (-1 for the others), the work it meets others on (the resolved work, else its own), its
        # name key's rank
        names = [ctx.names[p.id] for p in persons]
        self.block = _interned((n.block_key if n.family and n.given else None for n in names), {})
        self.meet_work = _interned(((f[2] or f[1]) if f[1] is not None else None for f in facts), {})
        rank = {k: r for r, k in enumerate(sorted({n.key for n in names}))}
        self.key_rank = np.fromiter((rank[n.key] for n in names), dtype=np.int64, count=len(facts))
        self.owner = np.fromiter((p.owner for p in persons), dtype=bool, count=len(facts))
        self.listed = np.fromiter((bool(p.work) for p in persons), dtype=bool, count=len(facts))
        coauthor_sets = [f[4] for f in facts]
        # the co-author keys as a sparse 0/1 matrix, mention by key (keys interned in sorted order, so the matrix is
        # the same for any order of the sets), and each key's flags: a common key (short given name); which CVs'
        # owners it names, as codes ``source * width + key`` over the sources of ``self.source``
        coauthor_keys = sorted(frozenset().union(*coauthor_sets)) if coauthor_sets else []
        key_id = {k: i for i, k in enumerate(coauthor_keys)}
        lengths = np.fromiter(map(len, coauthor_sets), dtype=np.int64, count=len(facts))
        indices = np.fromiter((key_id[k] for ks in coauthor_sets for k in ks), dtype=np.int32,
                              count=int(lengths.sum()))
        indptr = np.concatenate(([0], np.cumsum(lengths)))
        self.keyed = sparse.csr_matrix((np.ones(len(indices), dtype=np.int8), indices, indptr),
                                       shape=(len(facts), max(len(coauthor_keys), 1)))
        self.keyed.sort_indices()
        self.common_key = np.fromiter((k in ctx.common_keys for k in coauthor_keys), dtype=bool,
                                      count=len(coauthor_keys))
        width = max(len(coauthor_keys), 1)
        sources = {v: s for s, v in strings.items()}
        self.owned = np.array(sorted(int(source) * width + key_id[k]
                                     for source in distinct(self.source).tolist()
                                     for k in ctx.owner_keys.get(sources[source], ()) if k in key_id), dtype=np.int64)
        self.plural = [ctx.plural.get(p.id) for p in persons] if ctx.plural else None
        self.has_plural = (np.fromiter((x is not None for x in self.plural), dtype=bool, count=len(facts))
                           if self.plural is not None else None)
        self.facts = facts

    def take(self, rows: np.ndarray) -> Columns:
        """The columns of the mentions at ``rows`` (places in this one's ``persons``), in that order (an example:
        :func:`columns_of`)."""
        part = object.__new__(Columns)
        for name in self._ROWS:
            setattr(part, name, getattr(self, name)[rows])
        part.keyed = self.keyed[rows]
        part.common_key, part.owned = self.common_key, self.owned
        listed = rows.tolist()
        part.facts = [self.facts[i] for i in listed]
        part.plural = [self.plural[i] for i in listed] if self.plural is not None else None
        part.has_plural = self.has_plural[rows] if self.has_plural is not None else None
        return part


def run_columns(persons: Sequence[PersonRef], ctx: _Context) -> None:
    """Make the columns of all the run's mentions once (``ctx.columns``), before the partitions are resolved: a
    partition's are then a :meth:`Columns.take` of its rows (:func:`columns_of`), and forked workers share them with
    the process that made them."""
    ctx.columns = Columns(persons, ctx)


def columns_of(persons: Sequence[PersonRef], ctx: _Context, rows: np.ndarray | None = None) -> Columns:
    """The columns of ``persons``: the run's (:func:`run_columns`) at ``rows`` (each mention's place among the run's
    mentions) when the run made them and the rows are given, else made for ``persons``.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> from graph.resolution.mentions import collect_mentions
    >>> from graph.resolution.settings import Settings
    >>> s = Span("a.txt", 1, 1)
    >>> persons = sorted(collect_mentions([PaperRecord("T", (PersonMention("Wei Zhang", s, rank=1),
    ...     PersonMention("Lan Li", s, rank=2)), None, None, None, s)]).persons, key=lambda p: p.id)
    >>> ctx = _Context(persons, {}, Settings())
    >>> run_columns(persons, ctx)
    >>> part, own = columns_of(persons[1:], ctx, np.array([1])), Columns(persons[1:], ctx)
    >>> part.nid.tolist() == own.nid.tolist(), part.keyed.indices.tolist() == ctx.columns.keyed[1].indices.tolist()
    (True, True)
    """
    if ctx.columns is None or rows is None:
        return Columns(persons, ctx)
    return ctx.columns.take(rows)


def kept_pairs(cols: Columns, left: np.ndarray, right: np.ndarray) -> np.ndarray:
    """The mask of the pairs that may be scored: owners of two CVs meet only through a work both list."""
    return ~(cols.owner[left] & cols.owner[right] & (cols.source[left] != cols.source[right])
             & ~(cols.listed[left] & cols.listed[right]))


def pair_points(cols: Columns, ctx: _Context, left: np.ndarray, right: np.ndarray) -> np.ndarray:
    """The points :func:`_scored` gives each pair (``left[k]``, ``right[k]``) of places in ``cols``, NaN where the
    two names cannot be one person (no name evidence).

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> from graph.resolution.mentions import collect_mentions
    >>> from graph.resolution.settings import Settings
    >>> def paper(source, *names):
    ...     s = Span(source, 1, 1)
    ...     return PaperRecord("T", tuple(PersonMention(n, s, rank=i) for i, n in enumerate(names, 1)), None, None,
    ...                        None, s)
    >>> persons = sorted(collect_mentions([paper("a.txt", "Wei Zhang", "Lan Li"), paper("b.txt", "Wei Zhang",
    ...     "Lan Li", "Xin Wang")]).persons, key=lambda p: p.id)
    >>> [p.name for p in persons]
    ['Wei Zhang', 'Lan Li', 'Wei Zhang', 'Lan Li', 'Xin Wang']
    >>> ctx = _Context(persons, {}, Settings())
    >>> cols = Columns(persons, ctx)
    >>> left, right = np.array([0, 1, 0]), np.array([2, 3, 4])
    >>> kept_pairs(cols, left, right).tolist()
    [True, True, True]
    >>> pair_points(cols, ctx, left, right).tolist()       # the name and a shared co-author; names apart
    [7.0, 7.0, nan]
    """
    s = ctx.settings
    n = len(left)
    if n == 0:
        return np.empty(0)
    # the name level, once per distinct ordered pair of name forms
    width = int(cols.nid.max()) + 1
    forms, inverse = np.unique(cols.nid[left] * width + cols.nid[right], return_inverse=True)
    # floats whatever the settings give (whole numbers in a settings file are ints): the totals are the floats
    # _scored adds up, and a fractional piece added in place must not be truncated
    name = np.array([np.nan if ev is None else ev.points
                     for ev in map(ctx.name_evidence, (forms // width).tolist(), (forms % width).tolist())],
                    dtype=np.float64)
    total = name[inverse.reshape(-1)]
    same_source = cols.source[left] == cols.source[right]
    wa, wb = cols.work[left], cols.work[right]
    same_work = ((wa >= 0) & (wb >= 0) & (wa != wb) & (cols.went[left] >= 0) & (cols.went[left] == cols.went[right])
                 & (cols.slot[left] >= 0) & (cols.slot[left] == cols.slot[right]))
    total = np.where(same_work, total + s.same_work_points, total)
    total = np.where(same_source, total + s.same_source_points, total)
    total = _add_coauthors(total, cols, ctx, left, right, same_source)
    advisor = same_source & ((cols.advising[left] & cols.on_work[right]) | (cols.advising[right] & cols.on_work[left]))
    total = np.where(advisor, total + s.advisor_statement_points, total)
    strong = same_work | advisor
    unique = np.zeros(n, dtype=bool)
    for k in np.flatnonzero(same_source & (cols.initials_only[left] != cols.initials_only[right])).tolist():
        a, b = int(left[k]), int(right[k])
        short = a if cols.initials_only[a] else b
        unique[k] = len(ctx.initials_fits(cols.facts[a][0], int(cols.nid[short]))) == 1
    total = np.where(unique, total + s.unique_in_source_points, total)
    # _reading_piece: ambiguous initials, else both sides read as one full key or as two
    ra, rb = cols.read[left], cols.read[right]
    read = ((ra != -1) | (rb != -1)) & ~unique
    ambiguous = read & ((ra == _UNSURE) | (rb == _UNSURE))
    fa, fb = cols.full[left], cols.full[right]
    both = read & ~ambiguous & (fa >= 0) & (fb >= 0)
    total = np.where(ambiguous, total + s.initials_ambiguous_points, total)
    total = np.where(both & (fa == fb), total + s.initials_read_points, total)
    total = np.where(both & (fa != fb), total + s.initials_read_other_points, total)
    ia, ib = cols.institution[left], cols.institution[right]
    total = np.where((ia >= 0) & (ia == ib), total + s.shared_institution_points, total)
    if cols.plural is not None:
        plural, some = cols.plural, cols.has_plural
        for k in np.flatnonzero(~strong & some[left] & some[right]).tolist():
            if not plural[left[k]].isdisjoint(plural[right[k]]):
                total[k] += s.name_plural_points
    return total


def _add_coauthors(total: np.ndarray, cols: Columns, ctx: _Context, left: np.ndarray, right: np.ndarray,
                   same_source: np.ndarray, batch: int = 1 << 20) -> np.ndarray:
    """``total`` with the points of the co-author keys each pair shares (the owner's own keys not counted within
    one CV), capped as :func:`~graph.resolution.persons.evidence._coauthor_points` caps them; the pairs taken
    ``batch`` at a time (the products of a batch hold its shared keys)."""
    s = ctx.settings
    count = np.zeros(len(left), dtype=np.int64)
    common = np.zeros(len(left), dtype=np.int64)
    width = cols.keyed.shape[1]
    for start in range(0, len(left), batch):
        a, b = left[start:start + batch], right[start:start + batch]
        product = cols.keyed[a].multiply(cols.keyed[b]).tocsr()
        product.eliminate_zeros()
        sizes = np.diff(product.indptr)
        row = np.repeat(np.arange(len(a)), sizes)
        key = product.indices.astype(np.int64)
        # within one CV, its owner's keys are not shared co-authors (the two mentions are both the owner's
        # co-authors there by construction)
        kept = ~(same_source[start:start + batch][row] & np.isin(cols.source[a][row] * width + key, cols.owned))
        count[start:start + len(a)] = np.bincount(row[kept], minlength=len(a))
        common[start:start + len(a)] = np.bincount(row[kept & cols.common_key[key]], minlength=len(a))
    points = np.minimum((count - common) * s.shared_coauthor_points + common * s.shared_coauthor_common_points,
                        s.shared_coauthor_cap)
    return np.where(count > 0, total + points, total)
