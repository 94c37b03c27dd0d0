"""The clustering passes: mention pairs from the strongest down, then persons as wholes; entities out."""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import closing

import numpy as np

from graph.resolution.clustering import Clusters
from graph.resolution.mentions import PersonRef
from graph.resolution.names import PersonName
from graph.progress import Mapper, ordered_results, parallel_imap, paused_gc
from graph.resolution.model import Decision, Entity, Evidence
from graph.resolution.settings import Settings
from graph.resolution.persons.candidates import candidate_places
from graph.resolution.persons.constraints import Links, PersonState, _conflict, _merge
from graph.resolution.persons.evidence import _Context, _Piece, _pieces, _plural_piece, _written
from graph.resolution.persons.partitions import partition_persons
from graph.resolution.persons.scoring import columns_of, kept_pairs, pair_points, run_columns
from graph.resolution.persons.person_level import _cluster_pass


#: evidence that joins mentions of a name even where the text proves the name to be two persons
_STRONG = frozenset({"same_work", "advisor_statement"})


def _ranked_pairs(ranked: tuple[np.ndarray, np.ndarray, np.ndarray], start: int, stop: int,
                  chunk: int = 65_536) -> Iterator[tuple[float, int, int]]:
    """Rows ``start`` to ``stop`` of the sorted pair arrays (negated points, left place, right place) as Python
    numbers, converted a chunk at a time (millions of pairs at 10,000 CVs: one list of them all doubled the memory
    of the arrays).

    >>> arrays = (np.array([-12.0, -11.0, -4.0]), np.array([0, 1, 0]), np.array([2, 2, 1]))
    >>> list(_ranked_pairs(arrays, 1, 3, chunk=1))
    [(-11.0, 1, 2), (-4.0, 0, 1)]
    """
    for at in range(start, stop, chunk):
        end = min(at + chunk, stop)
        yield from zip(*(column[at:end].tolist() for column in ranked))


class _Labels:
    """A label per place that two places share exactly when they are in one cluster: whether a pair is already
    joined in two list lookups instead of two walks up the union-find (most of the 16 million pairs above the merge
    threshold at 10,000 CVs are of mentions that stronger pairs have already joined). Made once per partition and
    kept in step with the clusters by :meth:`join` (the smaller cluster takes the larger one's label), for the
    candidate pairs, the merge loop and the refusals between clusters after it.

    >>> from graph.resolution.clustering import Clusters
    >>> clusters = Clusters({"a": 1, "b": 1, "c": 1}, merge=max, conflict=lambda x, y: None)
    >>> _ = clusters.union("a", "b")
    >>> labels = _Labels([PersonRef(m, m, "author", None) for m in "abc"], clusters)
    >>> labels.of[0] == labels.of[1] != labels.of[2]
    True
    >>> labels.join(1, 2); len(set(labels.of))
    1
    """

    def __init__(self, persons: Sequence[PersonRef], clusters: Clusters[PersonState]) -> None:
        roots: dict[str, int] = {}
        self.of = [roots.setdefault(clusters.find(p.id), len(roots)) for p in persons]
        self.members: dict[int, list[int]] = defaultdict(list)
        for place, label in enumerate(self.of):
            self.members[label].append(place)

    def join(self, i: int, j: int) -> None:
        """The clusters of places ``i`` and ``j`` have been joined."""
        a, b = self.of[i], self.of[j]
        if a != b:
            small, large = (a, b) if len(self.members[a]) < len(self.members[b]) else (b, a)
            moved = self.members.pop(small)
            for place in moved:
                self.of[place] = large
            self.members[large] += moved


def _first_between(ranked: tuple[np.ndarray, np.ndarray, np.ndarray], start: int, stop: int,
                   persons: Sequence[PersonRef], clusters: Clusters[PersonState], labels: _Labels
                   ) -> dict[tuple[str, str], tuple[float, str, str]]:
    """:func:`_best_between` of the rows ``start`` to ``stop`` of the ranked arrays, found as arrays (``labels`` in
    step with ``clusters``): the first row between each two clusters, in the order of the rows."""
    label = np.array(labels.of, dtype=np.int64)
    negated, lefts, rights = (column[start:stop] for column in ranked)
    la, lb = label[lefts], label[rights]
    apart = np.flatnonzero(la != lb)
    low, high = np.minimum(la[apart], lb[apart]), np.maximum(la[apart], lb[apart])
    _, first = np.unique(low * len(persons) + high, return_index=True)
    rows = apart[np.sort(first)]
    out: dict[tuple[str, str], tuple[float, str, str]] = {}
    for negative, i, j in zip(negated[rows].tolist(), lefts[rows].tolist(), rights[rows].tolist()):
        left, right = persons[i].id, persons[j].id
        ra, rb = sorted((clusters.find(left), clusters.find(right)))
        out[(ra, rb)] = (-negative, left, right)
    return out


def _best_between(pairs: Iterable[tuple[float, str, str]], clusters: Clusters[PersonState]
                  ) -> dict[tuple[str, str], tuple[float, str, str]]:
    """The first of ``pairs`` (points, mention, mention; given strongest first, then by mention ids) between each two
    clusters as they are now, keyed by the two cluster representatives in order; pairs inside one cluster are
    dropped."""
    out: dict[tuple[str, str], tuple[float, str, str]] = {}
    for points, left, right in pairs:
        ra, rb = sorted((clusters.find(left), clusters.find(right)))
        if ra != rb and (ra, rb) not in out:
            out[(ra, rb)] = (points, left, right)
    return out


def _homonyms(persons: Sequence[PersonRef], ctx: _Context, clusters: Clusters[PersonState],
              reported: set[tuple[str, str]]) -> list[tuple[str, str, str, int]]:
    """The persons kept apart although written with one full name: (mention, mention, name key, persons).

    Mentions with nothing but a name in common are never scored (:func:`candidate_places`), so the report would
    not say that two persons share a name. For every name key (``'wang wei'``; initials-only forms excepted) held by
    more than one resolved person, each person is paired with the next one in the order of their first mentions,
    using the first mention of the key in each: one line per person, not one per pair of mentions. Pairs already
    reported with their context (``reported``, pairs of cluster representatives) are skipped.
    """
    first: dict[str, dict[str, str]] = defaultdict(dict)     # name key -> cluster -> its first mention of the key
    for p in persons:                                          # sorted by id
        n = ctx.names[p.id]
        if n.given and not n.initials_only:
            first[n.key].setdefault(clusters.find(p.id), p.id)
    out = []
    for key in sorted(first):
        reps = first[key]
        if len(reps) < 2:
            continue
        roots = sorted(reps)
        for a, b in zip(roots, roots[1:]):
            if (a, b) not in reported:
                out.append((reps[a], reps[b], key, len(roots)))
    return out


def _display(name: PersonName) -> str:
    w = name.written.strip()
    if (not name.han and not name.initials_only and "," not in w and not any(t.isupper() and len(t) > 1
                                                                          for t in w.split())
            and re.fullmatch(r"[^\W\d_][\w.'\- ]*", w)):
        return w
    return name.display


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-") or "x"


def resolve_persons(persons: Sequence[PersonRef], work_entity: Mapping[str, str], settings: Settings,
                    links: Links | None = None, *, workers: int = 1, mapper: Mapper | None = None
                    ) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    """Cluster person mentions; return entities, a map from mention id to entity key, and the decisions.

    The indexes of the whole run (:class:`_Context`: the CVs' initials readings, aligned author slots, plural
    names) are made once; then each partition (:func:`partition_persons`) is resolved on its own, on ``workers``
    forked processes when they are at least :data:`FORK_MIN_WORKERS` (else in this process), and the decisions of
    all partitions are put in the one order a single pass over all mentions makes: the result is the same for any
    number of workers and partitions. With a ``mapper`` (a cluster,
    :mod:`graph.distributed`) each partition is a task that carries its own part of the indexes
    (:meth:`_Context.restrict`), with the same result.

    The cyclic garbage collector is paused while it runs (:func:`graph.progress.paused_gc`): full collections
    rescanning hundreds of thousands of long-lived objects took about a fifth of the time at N = 300 CVs.
    """
    with paused_gc():
        return _resolve_persons(persons, work_entity, settings, links or Links(), workers, mapper)


#: A decision as plain values, (place in the order, outcome, mention, mention, names, points, evidence as
#: (name, points, detail), reason): a partition's decisions go back from its worker process as these, six times
#: faster to pickle and unpickle than the frozen dataclasses (3 + 4 s of 11 s at 1,000 CVs).
_Flat = tuple

#: Where a decision stands in the order of a single pass over all mentions: (step, then the step's own order).
#: Owners (0, CV, place), must-links (1, place), mention pairs (2, negated points, mention, mention), persons as
#: wholes (3, round, negated points, person, person), refusals (4, mention, mention), homonyms (5, name key, place).
_At = tuple


class _Run:
    """One run of person resolution over one partition: the mentions in id order, their indexes, the clusters and
    the decisions, each with its place in the order of the whole run."""

    def __init__(self, persons: Sequence[PersonRef], ctx: _Context, work_entity: Mapping[str, str],
                 links: Links, rows: np.ndarray | None = None) -> None:
        self.persons = sorted(persons, key=lambda p: p.id)
        # the mentions' places among the run's (their rows of ctx.columns), in the order of self.persons
        self.rows = rows
        self.by_id = {p.id: p for p in self.persons}
        self.settings = ctx.settings
        self.ctx = ctx
        self.clusters: Clusters[PersonState] = Clusters(_initial_states(self.persons, work_entity, self.ctx, links),
                                                        merge=_merge, conflict=_conflict)
        self.decisions: list[_Flat] = []

    def record(self, outcome: str, a: PersonRef, b: PersonRef, points: float, ev: Sequence[Evidence],
               reason: str = "", *, at: _At) -> None:
        self.decisions.append((at, outcome, a.id, b.id, a.name, b.name, points,
                               tuple((e.name, e.points, e.detail) for e in ev), reason))

    def pieces_of(self, left: str, right: str) -> list[_Piece]:
        nid = self.ctx.nid
        return _pieces(self.by_id[left], self.by_id[right], self.ctx.name_evidence(nid[left], nid[right]), self.ctx)


def _initial_states(persons: Sequence[PersonRef], work_entity: Mapping[str, str], ctx: _Context, links: Links
                    ) -> dict[str, PersonState]:
    """The state of each mention as a cluster of its own: its name form, author place, owned CV, cannot-link tags
    and the plural proofs it falls under."""
    tags: dict[str, set[tuple[int, str]]] = defaultdict(set)
    for i, (left, right, _) in enumerate(links.cannot):
        for m in left:
            tags[m].add((i, "a"))
        for m in right:
            tags[m].add((i, "b"))
    states = {}
    forms: dict[int, frozenset[PersonName]] = {}      # one set per distinct name form, shared by its mentions
    for p in persons:
        positions: Mapping[str, tuple[tuple[str, int, str | None], ...]] = {}
        if p.work is not None:
            positions = {work_entity.get(p.work, p.work): ((p.work, p.rank or 0, ctx.slots.get(p.id)),)}
        form = ctx.nid[p.id]
        if form not in forms:
            forms[form] = frozenset({ctx.forms[form]})
        states[p.id] = PersonState(forms[form], positions, frozenset({p.source}) if p.owner else frozenset(),
                                   frozenset(tags.get(p.id, ())), ctx.plural.get(p.id, frozenset()))
    return states


def _join_owners(run: _Run) -> None:
    """Step 1: the owner of each CV, as the loader found it (profile names and the owner's own name on works)."""
    owners: dict[str, list[PersonRef]] = defaultdict(list)
    for p in run.persons:
        if p.owner:
            owners[p.source].append(p)
    for source in sorted(owners):
        group = owners[source]
        head = group[0]
        for place, other in enumerate(group[1:]):
            if run.clusters.same(head.id, other.id):
                continue
            ev = [Evidence("owner", 0.0, f"both name the owner of {source}")]
            reason = run.clusters.union(head.id, other.id)
            run.record("blocked" if reason else "owner", head, other, 0.0, ev, reason or "", at=(0, source, place))


def _join_must_links(run: _Run, links: Links) -> None:
    """Step 2: the must-links of the corrections file."""
    for place, (left, right, statement) in enumerate(links.must):
        if left in run.by_id and right in run.by_id and not run.clusters.same(left, right):
            run.clusters.union(left, right, force=True)
            run.record("must_link", run.by_id[left], run.by_id[right], 0.0, [Evidence("corrections", 0.0, statement)],
                       at=(1, place))


def _rank_candidates(run: _Run, labels: _Labels) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Step 3, scoring: the candidate pairs of every block with at least ``report_points``, strongest first, then by
    mention ids, as arrays (negated points, left place, right place). A pair is kept as three numbers in compact
    arrays (millions of pairs at 10,000 CVs), and scored with the others in bulk (:mod:`.scoring`): only the points
    are needed here, the evidence is written again for the few pairs that are reported."""
    persons, ctx = run.persons, run.ctx
    columns = columns_of(persons, ctx, run.rows)
    left, right = candidate_places(persons, ctx, labels.of, columns)
    keep = kept_pairs(columns, left, right)
    left, right = left[keep], right[keep]
    points = pair_points(columns, ctx, left, right)
    reported = points >= run.settings.report_points        # NaN (names that cannot be one person) is not
    neg, left, right = -points[reported], left[reported], right[reported]
    # strongest first, then by mention ids (places follow the ids); lexsort's last key is the first
    order = np.lexsort((right, left, neg))
    return neg[order], left[order], right[order]


def _merge_ranked(run: _Run, ranked: tuple[np.ndarray, np.ndarray, np.ndarray], above: int, labels: _Labels
                  ) -> None:
    """Step 3, clustering: the ranked pairs at or above the merge threshold, strongest first, joined unless a
    constraint refuses (owners of two CVs without a shared work, a name proven plural, a conflict of the clusters);
    ``labels`` follow every join."""
    persons, by_id, clusters, settings = run.persons, run.by_id, run.clusters, run.settings
    label = labels.of
    for negative, i, j in _ranked_pairs(ranked, 0, above):
        if label[i] == label[j]:
            continue
        left, right = persons[i].id, persons[j].id
        a, b = by_id[left], by_id[right]
        pieces = run.pieces_of(left, right)
        sa, sb = clusters.state(left), clusters.state(right)
        if (sa.owners and sb.owners and not (sa.owners & sb.owners)
                and not any(p[0] == "same_work" for p in pieces)):
            run.record("blocked", a, b, -negative, _written(pieces),
                       "joins the owners of two CVs without a work both list", at=(2, negative, left, right))
            continue
        if sa.plural and sb.plural and not sa.plural.isdisjoint(sb.plural) and not any(
                p[0] in _STRONG for p in pieces):
            # the two clusters hold mentions of a name proven plural in one context, and this pair (whose own
            # mentions may lie outside it) has nothing but name and context: joining would decide which one it is
            if pieces[-1][0] != "name_plural_in_context":
                pieces.append(_plural_piece(sa.plural & sb.plural, run.ctx))
            points = sum(p[1] for p in pieces)
            if points < settings.merge_points:
                run.record("blocked", a, b, points, _written(pieces),
                           f"{pieces[-1][2][0]!r} is at least two persons in the context of both",
                           at=(2, negative, left, right))
                continue
        reason = clusters.union(left, right)
        if not reason:
            labels.join(i, j)
        run.record("blocked" if reason else "merged", a, b, -negative, _written(pieces), reason or "",
                   at=(2, negative, left, right))


def _report_refusals(run: _Run, best_refusal: Mapping[tuple[str, str], tuple[float, str, str]]) -> None:
    """The best refused pair between each two persons, then the persons kept apart although written with one full
    name (once per person), each with its evidence."""
    by_id, settings, nid = run.by_id, run.settings, run.ctx.nid
    for points, left, right in sorted(best_refusal.values(), key=lambda t: (t[1], t[2])):
        run.record("refused", by_id[left], by_id[right], points, _written(run.pieces_of(left, right)),
                   "below the merge threshold", at=(4, left, right))
    for place, (left, right, key, count) in enumerate(_homonyms(run.persons, run.ctx, run.clusters,
                                                                set(best_refusal))):
        if run.ctx.name_evidence(nid[left], nid[right]) is None:
            continue        # one key, yet names that cannot be one person (two Han forms read alike)
        pieces = run.pieces_of(left, right)
        points = sum(p[1] for p in pieces)
        plural = pieces[-1][0] == "name_plural_in_context"     # refused by it, however few points are left
        if (settings.report_points <= points or plural) and points < settings.merge_points:
            run.record("refused", by_id[left], by_id[right], points, _written(pieces),
                       f"below the merge threshold; {count} persons share the name {key!r}"
                       + ("; the text proves it is at least two persons here" if plural else ""), at=(5, key, place))


#: The persons' partitions run on workers forked afresh this many times, each time on an equal share of the mentions
#: (:func:`graph.progress.parallel_imap`): a worker's copies of the pages it read are let go with it. All the
#: build's processes together at the end of the partitions, 10,000 CVs: 6,294 MiB with three parts, 5,769 MiB with
#: eight (6,265 MiB with one pool, the code before). Each part's last partitions leave a core idle: at 3,000 CVs
#: resolve on two workers took 26.5 s with one part, 27.4 s with three, 29.7 s with eight. Memory is what stops
#: the larger corpora on one machine (30,000 CVs: 18.1 GiB for all processes), so eight.
POOLS = 8

#: The persons' partitions go to forked workers only when at least this many are asked for. A forked worker copies
#: every page of the parent's indexes it reads (their reference counts change), and the parent copies the pages it
#: writes while workers share them. At 3,000 CVs resolve on two forked workers took 44-47 s of CPU (the build's
#: process 20-21 s, the workers 24-26 s; 1.5-1.7 M minor page faults) against 30 s in one process, and as long or
#: longer (31.4 and 35.5 s against 30.0 and 29.6 s, alternated); at 10,000 CVs 157.9 against 148.0 s. With that
#: overhead two workers cannot gain; three may (not measured: this machine has two cores). The RDF shards, whose
#: work is mostly Oxigraph's, do gain on two.
FORK_MIN_WORKERS = 3


def _resolve_persons(persons: Sequence[PersonRef], work_entity: Mapping[str, str], settings: Settings,
                     links: Links, workers: int, mapper: Mapper | None
                     ) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    persons = sorted(persons, key=lambda p: p.id)
    ctx = _Context(persons, work_entity, settings, links.cannot)
    parts = partition_persons(persons, ctx, links)
    # the largest first, so that the last partitions to finish are small ones; results put back in order after
    order = sorted(range(len(parts)), key=lambda k: (-len(parts[k]), k))
    if mapper is not None:          # each task makes its own partition's columns (_Context.restrict)
        done = ordered_results(mapper, _resolve_task, [_task(ctx, parts[k], work_entity, links) for k in order],
                               "persons")
    else:
        run_columns(persons, ctx)
        rows = _rows(persons, parts)
        done = parallel_imap(_resolve_rows, [(rows[k], parts[k]) for k in order],
                             workers if workers >= FORK_MIN_WORKERS else 1, "persons",
                             context=(ctx, work_entity, links), chunk=1, unit="partition", pools=POOLS,
                             weights=[len(parts[k]) for k in order])
    # each partition's decisions made as it arrives (never all partitions' flat tuples at once), then put in order
    make = _DecisionMaker(persons)
    named: list[_Named] = []
    placed: list[tuple[_At, Decision]] = []
    with closing(done):     # the pool shut down and the collector back even if making a decision fails
        for part_named, flat in done:
            named += part_named
            placed += [(d[0], make(d)) for d in flat]
    placed.sort(key=lambda pair: pair[0])
    decisions = [d for _, d in placed]
    del placed
    entities = _entities(sorted(named, key=lambda g: g[1][0]))
    mapping = {m: e.key for e in entities for m in e.mentions}
    return entities, mapping, decisions


class _DecisionMaker:
    """Decisions from flat tuples (as they come back from the workers, every string a fresh copy), sharing what
    repeats: the ids and names of the mentions themselves, one object per distinct piece of evidence and per
    distinct outcome and reason. A piece is shared only when its points are of the same type and sign as well
    (1 == 1.0 and 0.0 == -0.0, but they are written differently). At 10,000 CVs: 1.4 M decisions with 3.9 M
    pieces of evidence, 1.1 M of them distinct, 1.9 -> 1.2 GB; at 1,000 CVs the decisions' own objects take
    46 MB, against 101 MB made one by one."""

    def __init__(self, persons: Sequence[PersonRef]) -> None:
        self.by_id = {p.id: p for p in persons}
        self.words: dict[str, str] = {}
        self.shared: dict[tuple[str, float, str], Evidence] = {}

    def _piece(self, e: tuple[str, float, str]) -> Evidence:
        piece = self.shared.get(e)
        value = e[1]
        if piece is not None and type(piece.points) is type(value) and (
                value != 0 or math.copysign(1, piece.points) == math.copysign(1, value)):
            return piece
        made = Evidence(self.words.setdefault(e[0], e[0]), value, e[2])
        self.shared.setdefault(e, made)
        return made

    def __call__(self, flat: _Flat) -> Decision:
        _, outcome, left, right, _left_text, _right_text, points, evidence, reason = flat
        words, get = self.words, self.shared.get
        pieces = []
        for e in evidence:       # the common case inline: a piece seen before, of the same type, not zero
            piece = get(e)
            pieces.append(piece if piece is not None and type(piece.points) is type(e[1]) and e[1] != 0
                          else self._piece(e))
        a, b = self.by_id[left], self.by_id[right]
        return Decision("person", words.setdefault(outcome, outcome), a.id, b.id, a.name, b.name, points,
                        tuple(pieces), words.setdefault(reason, reason))


def _rows(persons: Sequence[PersonRef], parts: Sequence[Sequence[PersonRef]]) -> list[np.ndarray]:
    """Each partition's places among ``persons`` (both in id order), as arrays: the index of every id is made here
    and let go, so that the workers inherit the arrays alone."""
    place = {p.id: i for i, p in enumerate(persons)}
    return [np.fromiter((place[p.id] for p in part), dtype=np.int64, count=len(part)) for part in parts]


def _resolve_rows(context: tuple[_Context, Mapping[str, str], Links],
                  item: tuple[np.ndarray, Sequence[PersonRef]]) -> tuple[list[_Named], list[_Flat]]:
    """:func:`_resolve_partition` of a partition given with its rows among the run's mentions."""
    rows, persons = item
    return _resolve_partition(context, persons, rows)


def _resolve_partition(context: tuple[_Context, Mapping[str, str], Links], persons: Sequence[PersonRef],
                       rows: np.ndarray | None = None) -> tuple[list[_Named], list[_Flat]]:
    """One partition resolved: its persons (not yet keyed) and its decisions with their places in the order;
    ``rows``, the persons' places among the run's mentions (in id order), takes their columns from the run's."""
    ctx, work_entity, links = context
    settings = ctx.settings
    with paused_gc():
        run = _Run(persons, ctx, work_entity, links, rows)
        _join_owners(run)
        _join_must_links(run, links)
        labels = _Labels(run.persons, run.clusters)
        ranked = _rank_candidates(run, labels)
        above = int(np.count_nonzero(ranked[0] <= -settings.merge_points))
        _merge_ranked(run, ranked, above, labels)
        # the best refused pair between two clusters (the first in the order: most points, then mention ids); the
        # pairs below the merge threshold are the rest of the order
        best_refusal = _first_between(ranked, above, len(ranked[0]), run.persons, run.clusters, labels)
        del ranked
        # 4. persons that pairs of mentions could not join, joined by what the two persons share as wholes
        for round_no in range(settings.cluster_rounds):
            joined = _cluster_pass(run.persons, run.by_id, run.ctx, run.clusters, best_refusal, run.record, round_no)
            if not joined:
                break
            best_refusal = _best_between(sorted(best_refusal.values(), key=lambda t: (-t[0], t[1], t[2])),
                                         run.clusters)
        _report_refusals(run, best_refusal)
        return _named(run.clusters, run.by_id, run.ctx, links), run.decisions


def _task(ctx: _Context, part: Sequence[PersonRef], work_entity: Mapping[str, str], links: Links
          ) -> tuple[tuple[_Context, Mapping[str, str], Links], Sequence[PersonRef]]:
    """A partition as a self-contained task: its mentions, its part of the indexes and of the resolved works."""
    works = {p.work: work_entity[p.work] for p in part if p.work is not None and p.work in work_entity}
    return (ctx.restrict(part), works, links), part


def _resolve_task(task: tuple[tuple[_Context, Mapping[str, str], Links], Sequence[PersonRef]]
                  ) -> tuple[list[_Named], list[_Flat]]:
    """:func:`_resolve_partition` of a task made by :func:`_task` (a module-level function: a cluster runs it)."""
    return _resolve_partition(*task)


#: A person before its key: (slug of its canonical name, its mentions, canonical name, labels, attributes)
_Named = tuple[str, list[str], str, tuple[str, ...], tuple[tuple[str, str], ...]]


def _named(clusters: Clusters[PersonState], by_id: dict[str, PersonRef], ctx: _Context, links: Links
           ) -> list[_Named]:
    out: list[_Named] = []
    for group in clusters.groups():
        names = [ctx.names[m] for m in group]
        counts = Counter(n.written for n in names)
        preferred = next((links.preferred[m] for m in group if m in links.preferred), None)
        latin_full = [n for n in names if not n.han and not n.initials_only and n.given]
        pool = latin_full or [n for n in names if n.han] or names
        best = max(pool, key=lambda n: (counts[n.written], len(n.given), not n.written.isupper(), n.written))
        canonical = preferred or _display(best)
        labels = tuple(sorted({by_id[m].name for m in group}))
        hans = sorted({ctx.names[m].han for m in group if ctx.names[m].han})
        given, family = best.parts()
        attrs = [("family_name", family), ("given_name", given)]
        attrs += [("han", h) for h in hans]
        attrs += [("owner_of", s) for s in sorted(clusters.state(group[0]).owners)]
        out.append((_slug(canonical), group, canonical, labels, tuple(attrs)))
    return out


def _entities(named: Sequence[_Named]) -> list[Entity]:
    """The persons with their keys: the slug of the canonical name, with a digest of the first mention's id where
    several persons have one slug (keys come from the resolved persons, never from the order of the input)."""
    stems = Counter(stem for stem, *_ in named)
    entities = []
    for stem, group, canonical, labels, attrs in named:
        key = f"person:{stem}"
        if stems[stem] > 1:
            key += "-" + hashlib.sha1(group[0].encode("utf-8")).hexdigest()[:6]
        entities.append(Entity(key, "person", canonical, labels, tuple(group), attrs))
    return entities
