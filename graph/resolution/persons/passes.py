"""Persons: block, compare, and cluster person mentions under constraints, explaining every decision.

1. **Block**: a mention is only compared with mentions of the same block (family name + first initial, after
   romanisation: 江波 and Bo Jiang are both ``jiang b``) that share some context with it: the CV, a co-author, a
   resolved work or an institution (a name alone never reaches the merge threshold). In a large group, each
   mention meets its ``context_window`` neighbours in name order. Persons kept apart with a full name in common
   are reported once each, not once per pair of mentions.
2. **Compare**: the name ladder of :func:`graph.names.compare_names` gives the first points; context evidence adds
   more: the same resolved work at the same author position, the same CV, shared co-authors, an advisor statement,
   an initials form that fits one full name only in its CV, a shared institution (weights in
   :class:`graph.settings.Settings`). A CV that writes every author with initials is read through its community
   (:func:`_initials_in_context`): "F. Wang" stands for "Fei Wang" when that is the one full name of the CV's
   community the initials fit and the CV's works show it at the same author slot; its co-author keys are compared
   as read ("wang f" meets "wang fei"), and initials read as one full name count for a match with that name, while
   initials that several full names of the community fit count against any match.
3. **Cluster** greedily from the strongest pair down, refusing a union that would put two incompatible names
   (Xiaolin Wang and Xinbing Wang, 王威 and 王伟) or two authors of one work in one person, or would join the owners
   of two CVs without a work they both list.
4. **Persons as wholes**: two persons whose mentions met but were refused are compared again on everything each
   holds (all co-authors, CVs, institutions), and joined when that reaches the threshold and each is the other's
   single best match (:func:`_cluster_pass`).

>>> from loaders.model import PaperRecord, PersonMention, Span
>>> s = Span("cv.txt", 1, 1)
>>> p = PaperRecord("T", (PersonMention("X. Wang", s, rank=1), PersonMention("Xiaolin Wang", s, rank=2)), None, None,
...                 None, s)
>>> from graph.mentions import collect_mentions
>>> entities, mapping, decisions = resolve_persons(collect_mentions([p]).persons, {}, Settings())
>>> len(entities), decisions[0].outcome
(2, 'refused')
"""

from __future__ import annotations

import hashlib
import re
from array import array
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from graph.clustering import Clusters
from graph.institutions import match_institution
from graph.mentions import ADVISOR_ROLES, PersonRef
from graph.names import COMPATIBLE_LEVELS, PersonName, compare_names
from graph.progress import paused_gc
from graph.resolution import Decision, Entity, Evidence
from graph.settings import Settings

__all__ = ["resolve_persons", "PersonState", "Links"]

#: :meth:`_Context.reading` of an initials key that several full names of its CV's community fit
_AMBIGUOUS = ""

_WORK_ROLES = frozenset({"author", "inventor"})

#: evidence that joins mentions of a name even where the text proves the name to be two persons
_STRONG = frozenset({"same_work", "advisor_statement"})


@dataclass(frozen=True)
class Links:
    """Statements from outside the data: must-links, cannot-links (each a set of mention-id pairs with the
    statement that made it) and preferred canonical names by mention id."""

    must: tuple[tuple[str, str, str], ...] = ()
    cannot: tuple[tuple[frozenset[str], frozenset[str], str], ...] = ()
    preferred: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PersonState:
    """What a cluster holds, for the conflict check: distinct name forms, work positions, owners, cannot-tags.

    ``positions`` maps each resolved work to the cluster's places on it, (record, rank, aligned slot): a union
    only has to compare the places on the works both clusters hold, found by key (a prolific person's cluster
    holds hundreds of places, met by every mention that joins it). Never changed once made.
    """

    forms: frozenset[PersonName]
    positions: Mapping[str, tuple[tuple[str, int, str | None], ...]]
    owners: frozenset[str]
    cannot: frozenset[tuple[int, str]]
    plural: frozenset[int] = frozenset()    # the proofs of a plural name (:func:`_plural_names`) its mentions are in


def _merge(a: PersonState, b: PersonState) -> PersonState:
    big, small = (a.positions, b.positions) if len(a.positions) >= len(b.positions) else (b.positions, a.positions)
    positions = dict(big)
    for work, places in small.items():
        positions[work] = positions[work] + places if work in positions else places
    plural = a.plural | b.plural if a.plural or b.plural else a.plural
    return PersonState(a.forms | b.forms, positions, a.owners | b.owners, a.cannot | b.cannot, plural)


def _conflict_names(a: PersonState, b: PersonState, ordered: bool) -> str | None:
    forms_a = sorted(a.forms, key=_form_order) if ordered else a.forms
    forms_b = sorted(b.forms, key=_form_order) if ordered else b.forms
    for x in forms_a:
        for y in forms_b:
            if x != y:
                level = compare_names(x, y).level
                if level not in _COMPATIBLE:
                    return f"names {x.written!r} and {y.written!r} cannot be one person ({level})"
    return None


def _form_order(n: PersonName) -> tuple[str, str]:
    return n.written, repr(n)


_COMPATIBLE = COMPATIBLE_LEVELS


def _clash(ra: str, ka: int, sa: str | None, rb: str, kb: int, sb: str | None) -> bool:
    """Two places on one work that cannot be one author: one record, other ranks; or two aligned slots."""
    return (ra == rb and ka != kb) or (sa is not None and sb is not None and sa != sb)


def _first_conflict(a: PersonState, b: PersonState, ordered: bool) -> str | None:
    pa, pb = a.positions, b.positions
    if ordered:         # the places on the works both hold, in sorted order: the reason does not depend on set order
        shared = [w for w in (pa if len(pa) <= len(pb) else pb) if w in pa and w in pb]
        pos_a = sorted(((w, *p) for w in shared for p in pa[w]), key=repr)
        pos_b = sorted(((w, *p) for w in shared for p in pb[w]), key=repr)
        for (wa, ra, ka, sa) in pos_a:
            for (wb, rb, kb, sb) in pos_b:
                if wa == wb and _clash(ra, ka, sa, rb, kb, sb):
                    return f"two different authors of one work ({wa}: positions {ka} and {kb})"
    else:
        for work in (pa if len(pa) <= len(pb) else pb):
            if work in pa and work in pb:
                for (ra, ka, sa) in pa[work]:
                    for (rb, kb, sb) in pb[work]:
                        if _clash(ra, ka, sa, rb, kb, sb):
                            return "conflict"       # found again in order by the caller
    for (i, side) in (sorted(a.cannot) if ordered else a.cannot):
        if (i, "b" if side == "a" else "a") in b.cannot:
            return f"cannot-link statement #{i + 1}"
    return _conflict_names(a, b, ordered)


def _conflict(a: PersonState, b: PersonState) -> str | None:
    """Why ``a`` and ``b`` cannot be one person, or None. The sets are scanned as they come (fast); only when there
    is a conflict are they scanned again in sorted order, so the reason reported does not depend on set order
    (and so not on the hash seed)."""
    if _first_conflict(a, b, ordered=False) is None:
        return None
    return _first_conflict(a, b, ordered=True)


#: The listings of each resolved work: resolved work -> record (one CV's entry) -> its author or inventor mentions
_Listings = dict[str, dict[str, list[PersonRef]]]


def _listings(persons: Sequence[PersonRef], work_entity: Mapping[str, str]) -> _Listings:
    """The work mentions grouped by resolved work, then by record, in the order of ``persons``."""
    by_work: _Listings = defaultdict(lambda: defaultdict(list))
    for p in persons:
        if p.work is not None:
            by_work[work_entity.get(p.work, p.work)][p.work].append(p)
    return by_work


def _align(listings: _Listings) -> dict[str, str | None]:
    """The aligned author slot of each work mention: its rank when the records of one resolved work have lists of
    the same length, else the rank of the one compatible name in the longest list (None when there is none)."""
    slots: dict[str, str | None] = {}
    for records in listings.values():
        ref_id = min(records, key=lambda r: (-len(records[r]), r))
        reference = sorted(records[ref_id], key=lambda p: p.rank or 0)
        for rid, people in records.items():
            if len(people) == len(reference):
                for p in people:
                    slots[p.id] = str(p.rank)
                continue
            for p in people:
                name = p.person_name
                fits = [r for r in reference if compare_names(name, r.person_name).compatible]
                slots[p.id] = str(fits[0].rank) if len(fits) == 1 else None
    return slots


def _initials_in_context(persons: Sequence[PersonRef], names: Mapping[str, PersonName], listings: _Listings,
                         slots: Mapping[str, str | None]) -> dict[str, dict[str, PersonName | None]]:
    """What the initials-only name keys of each CV stand for, read from the CV's community: per CV, initials key ->
    the one full name it stands for, or None when several full names fit it.

    A CV that writes every author with initials ("F. Wang") gives its mentions keys ("wang f") that never meet the
    keys ("wang fei") other CVs give the same people. The community of a CV is the full names it writes itself and
    the full names of all authors on the other listings (in other CVs) of the works it lists. The key ``wang f`` of
    a CV stands for "Fei Wang" when that is the only full name of the community the initials fit, *and* some work
    of the CV lists "Fei Wang" at the author slot where the CV has "F. Wang". When "Fang Wang" fits too, the key is
    ambiguous (None): "F. Wang" of that CV may be either. A key that fits no full name of the community, or whose one
    fit is never seen at its slot, is left out: nothing is known of it.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> def paper(cv, title, *names):
    ...     s = Span(cv, 1 + len(title), 1 + len(title))
    ...     return PaperRecord(title, tuple(PersonMention(n, s, rank=i) for i, n in enumerate(names, 1)), None, None,
    ...                        None, s)
    >>> records = [paper("a.txt", "T", "A. Smith", "F. Wang"), paper("b.txt", "T", "Alice Smith", "Fei Wang"),
    ...            paper("a.txt", "U", "A. Smith", "L. Li"), paper("b.txt", "U", "Alice Smith", "Lei Li", "Lin Li")]
    >>> from graph.mentions import collect_mentions
    >>> persons = collect_mentions(records).persons
    >>> works = {p.work: p.work.split("#")[1] for p in persons}     # a.txt#L2 and b.txt#L2 are one work, and so on
    >>> names, listed = {p.id: p.person_name for p in persons}, _listings(persons, works)
    >>> read = _initials_in_context(persons, names, listed, _align(listed))
    >>> {key: (n.written if n else None) for key, n in read["a.txt"].items()}
    {'li l': None, 'smith a': 'Alice Smith', 'wang f': 'Fei Wang'}
    >>> alone = _listings(persons, {})
    >>> _initials_in_context(persons, names, alone, _align(alone))    # no work listed twice: nothing known
    {}
    """
    initials: dict[str, dict[str, PersonName]] = defaultdict(dict)     # source -> initials key -> a name of it
    for p in persons:
        n = names[p.id]
        if n.initials_only:
            initials[p.source][n.key] = n
    if not initials:
        return {}
    # per CV with initials: the full names of its community by block key, and the full keys seen at the slots of
    # each of its initials keys
    community: dict[str, dict[str, dict[str, PersonName]]] = defaultdict(lambda: defaultdict(dict))
    aligned: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for p in persons:
        n = names[p.id]
        if p.source in initials and n.given and not n.initials_only:
            community[p.source][n.block_key][n.key] = n
    for records in listings.values():
        if len(records) < 2:
            continue
        for record, people in records.items():
            source = people[0].source
            if source not in initials:
                continue
            at = {slots.get(p.id): names[p.id].key for p in people if names[p.id].initials_only}
            at.pop(None, None)
            if not at:
                continue
            for other, others in records.items():
                if other == record or others[0].source == source:
                    continue
                for q in others:
                    m = names[q.id]
                    if m.initials_only or not m.given:
                        continue
                    community[source][m.block_key][m.key] = m
                    key = at.get(slots.get(q.id))
                    if key is not None:
                        aligned[source][key].add(m.key)
    out: dict[str, dict[str, PersonName | None]] = {}
    for source, keys in sorted(initials.items()):
        blocks = community.get(source)
        if not blocks:
            continue
        seen = aligned.get(source, {})
        for key, n in sorted(keys.items()):
            fits = [m for m in blocks.get(n.block_key, {}).values()
                    if compare_names(n, m).level == "initials_compatible"]
            if len(fits) > 1:
                out.setdefault(source, {})[key] = None
            elif fits and fits[0].key in seen.get(key, ()):
                out.setdefault(source, {})[key] = fits[0]
    return out


#: A proof that a name denotes at least two persons: (name key, the written form, where: a resolved work or a
#: cannot-link statement). Its context is the set of CVs (and co-author keys) it was found in.
_Proof = tuple[str, PersonName, str]

#: Name levels by which a mention is "of" the name of a proof: the same full name (Latin or Han), or initials it fits
_PLURAL_LEVELS = frozenset({"full_exact", "han_exact", "han_romanised", "initials_compatible"})


def _plural_names(persons: Sequence[PersonRef], names: Mapping[str, PersonName], listings: _Listings,
                  cannot: Sequence[tuple[frozenset[str], frozenset[str], str]], context: str
                  ) -> tuple[list[_Proof], dict[str, frozenset[int]]]:
    """Names the text proves to denote two or more persons, and the mentions of each in its context.

    A proof: one listing of a work names two authors with the same full name key (``'zhang wei'``: two different
    Wei Zhangs), or a cannot-link statement of the corrections file separates two mentions with one key. Its
    context is the CVs that list the work (or hold the two mentions); with ``context="coauthors"`` also every
    mention sharing a co-author key with the work. A mention is *in* the proof when it is in that context and its
    name is the proof's name (same full name, or initials that fit it). Returns the proofs and, for each mention in
    at least one, the indexes of its proofs; ``context=""`` finds none.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> def paper(line, *names):
    ...     s = Span("a.txt", line, line)
    ...     return PaperRecord(f"T{line}", tuple(PersonMention(n, s, rank=i) for i, n in enumerate(names, 1)),
    ...                        None, None, None, s)
    >>> from graph.mentions import collect_mentions
    >>> persons = collect_mentions([paper(1, "Wei Zhang", "Lan Li", "Wei Zhang"), paper(2, "W. Zhang", "Lan Li"),
    ...                             paper(3, "Wei Zhao")]).persons
    >>> names = {p.id: p.person_name for p in persons}
    >>> proofs, of = _plural_names(persons, names, _listings(persons, {}), (), "source")
    >>> [(key, where) for key, _, where in proofs]
    [('zhang wei', 'a.txt#L1')]
    >>> sorted(m for m, found in of.items() if found == {0})
    ['a.txt#L1@1', 'a.txt#L1@3', 'a.txt#L2@1']
    """
    if not context:
        return [], {}
    sources_of: dict[str, set[str]] = {}        # resolved work -> the CVs listing it
    coauthors_of: dict[str, set[str]] = {}      # resolved work -> the name keys of its authors
    for went, records in listings.items():
        sources_of[went] = {people[0].source for people in records.values()}
        coauthors_of[went] = {names[p.id].key for people in records.values() for p in people}
    found: dict[tuple[str, str], tuple[PersonName, set[str], set[str]]] = {}
    for record, went, people in sorted((r, w, ps) for w, records in listings.items() for r, ps in records.items()):
        seen: dict[str, PersonName] = {}
        for p in people:
            n = names[p.id]
            if not n.given or n.initials_only:
                continue
            if n.key in seen:
                found.setdefault((n.key, went), (seen[n.key], sources_of[went], coauthors_of[went] - {n.key}))
            else:
                seen[n.key] = n
    for i, (left, right, statement) in enumerate(cannot):
        keys = {names[m].key: m for m in sorted(left) if m in names and names[m].given and not names[m].initials_only}
        for m in sorted(right):
            n = names.get(m)
            if n is not None and n.key in keys:
                where = f"cannot-link statement #{i + 1}"
                sources = {m.split("#")[0], keys[n.key].split("#")[0]}
                found.setdefault((n.key, where), (n, sources, set()))
    if not found:
        return [], {}
    proofs: list[_Proof] = []
    by_block: dict[str, list[tuple[int, PersonName, set[str], set[str]]]] = defaultdict(list)
    for (key, where), (name, sources, coauthors) in sorted(found.items()):
        by_block[name.block_key].append((len(proofs), name, sources, coauthors if context == "coauthors" else set()))
        proofs.append((key, name, where))
    levels: dict[tuple[PersonName, PersonName], bool] = {}
    out: dict[str, frozenset[int]] = {}
    for p in persons:
        n = names[p.id]
        in_block = by_block.get(n.block_key)
        if not in_block or not n.given:
            continue
        hits = []
        for index, name, sources, coauthors in in_block:
            if p.source not in sources and not (coauthors and not coauthors.isdisjoint(p.coauthors)):
                continue
            fits = levels.get((n, name))
            if fits is None:
                fits = levels[(n, name)] = n.key == name.key or compare_names(n, name).level in _PLURAL_LEVELS
            if fits:
                hits.append(index)
        if hits:
            out[p.id] = frozenset(hits)
    return proofs, out


class _Context:
    """Per-run indexes for the evidence functions."""

    def __init__(self, persons: Sequence[PersonRef], work_entity: Mapping[str, str], settings: Settings,
                 cannot: Sequence[tuple[frozenset[str], frozenset[str], str]] = ()) -> None:
        self.settings = settings
        self.work_entity = work_entity
        self.names = {p.id: p.person_name for p in persons}
        # distinct names, interned: caches are keyed by the integer, not by hashing the dataclass (equal names share
        # one id, so a cache keyed by id holds what one keyed by the name would)
        interned: dict[PersonName, int] = {}
        self.nid = {pid: interned.setdefault(n, len(interned)) for pid, n in self.names.items()}
        self.forms = list(interned)
        self._name_ev: dict[tuple[int, int], Evidence | None] = {}
        self._unique: dict[tuple[str, int], list[PersonName]] = {}
        listings = _listings(persons, work_entity)
        self.slots = _align(listings)
        # the initials keys of a CV read as the one full name its community says they stand for: co-author keys
        # are compared as read ("wang f" of an initials-only CV meets "wang fei" of the others)
        self.readings = (_initials_in_context(persons, self.names, listings, self.slots)
                         if settings.read_initials else {})
        self.coauthor_sets = {p.id: frozenset(self.read_key(p.source, k) for k in p.coauthors) for p in persons}
        self.owner_keys: dict[str, set[str]] = defaultdict(set)
        self.full_forms: dict[str, dict[str, PersonName]] = defaultdict(dict)
        common: set[str] = set()
        for p in persons:
            n = self.names[p.id]
            if p.owner:
                self.owner_keys[p.source].add(self.read_key(p.source, n.key))
            if not n.initials_only and n.given:
                self.full_forms[p.source][n.key] = n
            if n.short_given:
                common.add(n.key)
        self.common_keys = frozenset(common)
        self._institutions: dict[str, str] = {}
        # names the text proves to be two persons, and the mentions of each in its context (mention id -> proofs)
        self.proofs, self.plural = _plural_names(persons, self.names, listings, cannot,
                                                 settings.name_plural_context)
        # what _pieces reads of each mention, looked up once: (source, work, resolved work, aligned slot,
        # co-author keys, advisor role, work role, institution key, initials only, interned name, reading of the
        # initials in the CV (None when unknown))
        self.facts = {p.id: (p.span.source, p.work, work_entity.get(p.work) if p.work else None, self.slots.get(p.id),
                             self.coauthor_sets[p.id], p.role in ADVISOR_ROLES, p.role in _WORK_ROLES,
                             self.institution_key(p.institution) if p.institution else None,
                             self.names[p.id].initials_only, self.nid[p.id],
                             self.reading(p.source, self.names[p.id].key) if self.names[p.id].initials_only else None)
                      for p in persons}

    def reading(self, source: str, key: str) -> str | None:
        """What the initials key ``key`` stands for in ``source``: a full key, ``_AMBIGUOUS`` when several full names
        fit it, None when nothing is known (see :func:`_initials_in_context`)."""
        read = self.readings.get(source)
        if not read or key not in read:
            return None
        full = read[key]
        return _AMBIGUOUS if full is None else full.key

    def read_key(self, source: str, key: str) -> str:
        """``key`` as read in ``source``: the full key it stands for, else itself."""
        return self.reading(source, key) or key

    def institution_key(self, text: str) -> str:
        if text not in self._institutions:
            self._institutions[text] = match_institution(text).key
        return self._institutions[text]

    def name_evidence(self, x: int, y: int) -> Evidence | None:
        """:func:`_name_evidence` of the interned names ``x`` and ``y``, computed once per ordered pair."""
        key = (x, y)
        try:
            return self._name_ev[key]
        except KeyError:
            ev = self._name_ev[key] = _name_evidence(self.forms[x], self.forms[y], self.settings)
            return ev

    def initials_fits(self, source: str, short: int) -> list[PersonName]:
        """The full name forms of ``source`` that the initials form ``short`` fits (``initials_compatible``)."""
        key = (source, short)
        fits = self._unique.get(key)
        if fits is None:
            name = self.forms[short]
            fits = self._unique[key] = [f for f in self.full_forms.get(source, {}).values()
                                        if compare_names(name, f).level == "initials_compatible"]
        return fits


def _name_evidence(a: PersonName, b: PersonName, s: Settings) -> Evidence | None:
    cmp = compare_names(a, b)
    points = s.name_points.get(cmp.level)
    if points is None:
        return None
    detail = f"rapidfuzz ratio {cmp.score:.0f}"
    if cmp.level in {"full_exact", "han_romanised"} and (a.short_given or b.short_given):
        points -= s.short_given_penalty
        detail += f"; common short given name (-{s.short_given_penalty:g})"
    return Evidence(f"name:{cmp.level}", points, detail)


#: One piece of pair evidence before its detail text is written: (name, points, what the detail is made from).
#: Most scored pairs are never reported (refused below the merge threshold, not the best refusal between their
#: clusters), so the detail strings are only written for the pairs that are (see :func:`_written`).
_Piece = tuple[str, float, object]


def _coauthor_points(shared: frozenset[str] | set[str], ctx: _Context) -> float:
    """The points of the co-author keys two mentions (or two persons) share, capped."""
    s = ctx.settings
    common = len(shared & ctx.common_keys) if ctx.common_keys else 0     # one C-level pass, not a loop per key
    pts = (len(shared) - common) * s.shared_coauthor_points + common * s.shared_coauthor_common_points
    return min(pts, s.shared_coauthor_cap)


def _pieces(a: PersonRef, b: PersonRef, name_ev: Evidence, ctx: _Context) -> list[_Piece]:
    return _scored(a, b, name_ev, ctx)[1]


def _scored(a: PersonRef, b: PersonRef, name_ev: Evidence, ctx: _Context) -> tuple[float, list[_Piece]]:
    """The evidence pieces of the pair ``a``, ``b`` (name evidence first) and their points, added in that order.

    The total is what ``sum`` over the pieces gives (the same additions in the same order), kept as the pieces are
    made: the candidate loop scores millions of pairs and reads only the total.
    """
    s = ctx.settings
    total = name_ev.points
    ev: list[_Piece] = [(name_ev.name, total, name_ev)]
    source, work_a, went_a, slot_a, co_a, adv_a, wrk_a, inst_a, io_a, nid_a, read_a = ctx.facts[a.id]
    source_b, work_b, went_b, slot_b, co_b, adv_b, wrk_b, inst_b, io_b, nid_b, read_b = ctx.facts[b.id]
    same_source = source == source_b
    strong = False
    if work_a and work_b and work_a != work_b:
        if went_a is not None and went_a == went_b and slot_a is not None and slot_a == slot_b:
            total += s.same_work_points
            ev.append(("same_work", s.same_work_points, (went_a, slot_a)))
            strong = True
    if same_source:
        total += s.same_source_points
        ev.append(("same_source", s.same_source_points, source))
    shared = co_a & co_b
    if same_source and shared:
        shared -= ctx.owner_keys.get(source, set())
    if shared:
        points = _coauthor_points(shared, ctx)
        total += points
        ev.append(("shared_coauthors", points, shared))
    if same_source and ((adv_a and wrk_b) or (adv_b and wrk_a)):
        total += s.advisor_statement_points
        ev.append(("advisor_statement", s.advisor_statement_points, a if adv_a else b))
        strong = True
    if same_source and io_a != io_b:
        fits = ctx.initials_fits(source, nid_a if io_a else nid_b)
        if len(fits) == 1:
            total += s.unique_in_source_points
            ev.append(("unique_in_source", s.unique_in_source_points, fits[0]))
    if (read_a is not None or read_b is not None) and ev[-1][0] != "unique_in_source":
        piece = _reading_piece(a, b, read_a, read_b, ctx)
        if piece is not None:
            total += piece[1]
            ev.append(piece)
    if inst_a is not None and inst_b is not None and inst_a == inst_b:
        total += s.shared_institution_points
        ev.append(("shared_institution", s.shared_institution_points, inst_a))
    plural = ctx.plural
    if plural and not strong:
        pa = plural.get(a.id)
        if pa is not None:
            pb = plural.get(b.id)
            if pb is not None and not pa.isdisjoint(pb):
                total += s.name_plural_points
                ev.append(_plural_piece(pa & pb, ctx))
    return total, ev


def _plural_piece(proofs: frozenset[int], ctx: _Context) -> _Piece:
    """``name_plural_in_context``: the two sides are mentions of a name the text proves to be two persons where
    they are (:func:`_plural_names`), and nothing but name and context joins them."""
    return ("name_plural_in_context", ctx.settings.name_plural_points, ctx.proofs[min(proofs)])


def _reading_piece(a: PersonRef, b: PersonRef, read_a: str | None, read_b: str | None, ctx: _Context
                   ) -> _Piece | None:
    """Evidence from what initials stand for in their CVs (:func:`_initials_in_context`), None when nothing is known.

    ``read_a`` and ``read_b`` are the :meth:`_Context.reading` of the two mentions (None for a full name).
    ``initials_ambiguous`` (negative) when an initials side fits several full names of its CV's community; else,
    with each side read as a full key (a full name is its own), ``initials_read`` when the two are the same and
    ``initials_read_other`` (negative) when they differ: "X. Wang" of a CV read as Xiaolin Wang against Xinbing Wang.
    """
    if read_a is None and read_b is None:
        return None
    s = ctx.settings
    if read_a == _AMBIGUOUS or read_b == _AMBIGUOUS:
        return ("initials_ambiguous", s.initials_ambiguous_points, a if read_a == _AMBIGUOUS else b)
    full_a = read_a if read_a is not None else (None if ctx.names[a.id].initials_only else ctx.names[a.id].key)
    full_b = read_b if read_b is not None else (None if ctx.names[b.id].initials_only else ctx.names[b.id].key)
    if full_a is None or full_b is None:
        return None
    side = a if read_a is not None else b
    full = ctx.readings[side.source][ctx.names[side.id].key]
    if full_a == full_b:
        return ("initials_read", s.initials_read_points, (side, full))
    return ("initials_read_other", s.initials_read_other_points, (side, full))


def _written(pieces: Sequence[_Piece]) -> list[Evidence]:
    """The evidence of :func:`_pieces` with its detail text."""
    out = []
    for name, points, arg in pieces:
        if name == "same_work":
            detail = f"{arg[0]}, author {arg[1]}"
        elif name in ("same_source", "shared_institution", "person_same_source", "person_shared_institution"):
            detail = arg
        elif name == "person_shared_coauthors":
            shared, na, nb = arg
            names = ", ".join(sorted(shared)[:6])
            detail = f"{len(shared)} shared by the two persons ({na} and {nb} mentions): {names}"
        elif name == "shared_coauthors":
            detail = f"{len(arg)} shared: {', '.join(sorted(arg)[:6])}"
        elif name == "advisor_statement":
            detail = f"{arg.role} {arg.name!r}"
        elif name == "unique_in_source":
            detail = f"only {arg.written!r} fits"
        elif name in ("initials_read", "initials_read_other"):
            side, full = arg
            detail = (f"{side.name!r} in {side.source} stands for {full.written!r}, the one full name of its community"
                      " it fits")
        elif name == "initials_ambiguous":
            detail = f"{arg.name!r} in {arg.source} fits several full names of its community"
        elif name == "name_plural_in_context":
            key, form, where = arg
            detail = (f"{key!r} is at least two persons here ({where} names two of them): name and shared context"
                      " cannot tell which one this is")
        else:               # the name evidence, already written
            out.append(arg)
            continue
        out.append(Evidence(name, points, detail))
    return out


def _evidence(a: PersonRef, b: PersonRef, name_ev: Evidence, ctx: _Context) -> list[Evidence]:
    """The evidence for the pair ``a``, ``b`` beyond their names (``name_ev``), name evidence first."""
    return _written(_pieces(a, b, name_ev, ctx))


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
#: sources it owns, institution keys, its own name keys, mentions)
_Profile = tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], frozenset[str], int]


def _profiles(persons: Sequence[PersonRef], ctx: _Context, clusters: Clusters[PersonState], roots: set[str]
              ) -> dict[str, _Profile]:
    acc: dict[str, tuple[set[str], set[str], set[str], set[str], set[str], list[int]]] = {}
    for p in persons:
        root = clusters.find(p.id)
        if root not in roots:
            continue
        a = acc.setdefault(root, (set(), set(), set(), set(), set(), [0]))
        facts = ctx.facts[p.id]
        a[0].add(facts[0])
        a[1].update(facts[4])
        if p.owner:
            a[2].add(facts[0])
        if facts[7] is not None:
            a[3].add(facts[7])
        a[4].add(ctx.names[p.id].key)
        if facts[10]:
            a[4].add(facts[10])
        a[5][0] += 1
    return {r: (frozenset(a[0]), frozenset(a[1]), frozenset(a[2]), frozenset(a[3]), frozenset(a[4]), a[5][0])
            for r, a in acc.items()}


def _profile_pieces(x: _Profile, y: _Profile, ctx: _Context) -> list[_Piece]:
    """Evidence two persons share as wholes: a CV, co-authors (over all their mentions), an institution."""
    s = ctx.settings
    out: list[_Piece] = []
    sources = x[0] & y[0]
    if sources:
        out.append(("person_same_source", s.same_source_points, ", ".join(sorted(sources)[:3])))
    shared = (x[1] & y[1]) - x[4] - y[4]
    for source in sources:
        shared -= ctx.owner_keys.get(source, set())
    if shared:
        out.append(("person_shared_coauthors", _coauthor_points(shared, ctx), (shared, x[5], y[5])))
    institutions = x[3] & y[3]
    if institutions:
        out.append(("person_shared_institution", s.shared_institution_points, ", ".join(sorted(institutions))))
    return out


def _cluster_pass(persons: Sequence[PersonRef], by_id: Mapping[str, PersonRef], ctx: _Context,
                  clusters: Clusters[PersonState], candidates: Mapping[tuple[str, str], tuple[float, str, str]],
                  record: Callable[..., None]) -> int:
    """Join pairs of persons whose mentions met (a refused pair) when what they share as wholes reaches the merge
    threshold, and each is the other's one best match. Returns the number of joins.

    A mention pair counts the co-authors of two papers; a person's co-authors are those of all its papers, so a
    "F. Pan" on one paper of a CV and the person "F. Pan" of twenty other papers of that CV share more than any
    two of their papers do. The score is the name evidence of the best refused pair plus :func:`_profile_pieces`.
    To keep precision first, a join needs the two persons to be each other's single best candidate (no tie, no
    better one): an initials form that fits two persons of a CV joins neither. The union is still checked
    against the whole of both clusters (names, author positions, owners).
    """
    s = ctx.settings
    roots = {r for pair in candidates for r in pair}
    if not roots:
        return 0
    profiles = _profiles(persons, ctx, clusters, roots)
    scored: list[tuple[float, str, str, list[_Piece]]] = []
    best: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for (ra, rb), (_, left, right) in sorted(candidates.items()):
        name_ev = ctx.name_evidence(ctx.nid[left], ctx.nid[right])
        if name_ev is None:
            continue
        pieces = [(name_ev.name, name_ev.points, name_ev)]
        read = _reading_piece(by_id[left], by_id[right], ctx.facts[left][10], ctx.facts[right][10], ctx)
        if read is not None and read[0] != "initials_ambiguous":    # ambiguity is what single best match is for
            pieces.append(read)
        pieces += _profile_pieces(profiles[ra], profiles[rb], ctx)
        both = clusters.state(ra).plural & clusters.state(rb).plural
        if both:            # persons as wholes have no same-work evidence: context alone never joins them
            pieces.append(_plural_piece(both, ctx))
        points = sum(p[1] for p in pieces)
        if points < s.merge_points:
            continue
        scored.append((points, ra, rb, pieces))
        best[ra].append((points, rb))
        best[rb].append((points, ra))

    single: dict[str, str | None] = {}      # each person's one best match, None on a tie at the top
    for root, matches in best.items():
        ranked = sorted(matches, reverse=True)
        single[root] = None if len(ranked) > 1 and ranked[0][0] == ranked[1][0] else ranked[0][1]
    joined = 0
    for points, ra, rb, pieces in sorted(scored, key=lambda t: (-t[0], t[1], t[2])):
        _, left, right = candidates[(ra, rb)]
        if single[ra] != rb or single[rb] != ra:
            continue
        sa, sb = clusters.state(ra), clusters.state(rb)
        if sa.owners and sb.owners and not (sa.owners & sb.owners):
            continue
        reason = clusters.union(ra, rb)
        record("blocked" if reason else "merged", by_id[left], by_id[right], points, _written(pieces), reason or "")
        joined += not reason
    return joined


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

    Mentions with nothing but a name in common are never scored (:func:`_candidate_pairs`), so the report would
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
                    links: Links | None = None) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    """Cluster person mentions; return entities, a map from mention id to entity key, and the decisions.

    The cyclic garbage collector is paused while it runs (:func:`graph.progress.paused_gc`): full collections
    rescanning hundreds of thousands of long-lived objects took about a fifth of the time at N = 300 CVs.
    """
    with paused_gc():
        return _resolve_persons(persons, work_entity, settings, links)


def _resolve_persons(persons: Sequence[PersonRef], work_entity: Mapping[str, str], settings: Settings,
                     links: Links | None) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    links = links or Links()
    persons = sorted(persons, key=lambda p: p.id)
    by_id = {p.id: p for p in persons}
    ctx = _Context(persons, work_entity, settings, links.cannot)
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
    clusters: Clusters[PersonState] = Clusters(states, merge=_merge, conflict=_conflict)
    decisions: list[Decision] = []

    def record(outcome: str, a: PersonRef, b: PersonRef, points: float, ev: Sequence[Evidence], reason: str = ""):
        decisions.append(Decision("person", outcome, a.id, b.id, a.name, b.name, points, tuple(ev), reason))

    # 1. the owner of each CV, as the loader found it (profile names and the owner's own name on works)
    owners: dict[str, list[PersonRef]] = defaultdict(list)
    for p in persons:
        if p.owner:
            owners[p.source].append(p)
    for source in sorted(owners):
        group = owners[source]
        head = group[0]
        for other in group[1:]:
            if clusters.same(head.id, other.id):
                continue
            ev = [Evidence("owner", 0.0, f"both name the owner of {source}")]
            reason = clusters.union(head.id, other.id)
            record("blocked" if reason else "owner", head, other, 0.0, ev, reason or "")
    # 2. must-links from the corrections file
    for left, right, statement in links.must:
        if left in by_id and right in by_id and not clusters.same(left, right):
            clusters.union(left, right, force=True)
            record("must_link", by_id[left], by_id[right], 0.0, [Evidence("corrections", 0.0, statement)])
    # 3. candidate pairs within blocks, strongest first. A pair is kept as three numbers (its negated points and the
    #    places of its two mentions in id order) in compact arrays: millions of pairs at 10,000 CVs
    pos = {p.id: k for k, p in enumerate(persons)}
    negated, lefts, rights = array("d"), array("q"), array("q")
    nid = ctx.nid
    name_evidence, report_points = ctx.name_evidence, settings.report_points
    for members in _blocks(persons, ctx).values():
        places = [pos[p.id] for p in members]
        for i, j in _candidate_pairs(members, ctx, clusters):
            a, b = members[i], members[j]
            if a.owner and b.owner and a.source != b.source and not (a.work and b.work):
                continue    # owners of two CVs meet only through a work both list
            name_ev = name_evidence(nid[a.id], nid[b.id])
            if name_ev is None:
                continue
            # only the points are kept: the evidence is found again for the few pairs that are reported (keeping
            # hundreds of thousands of evidence lists alive made the garbage collector rescan them over and over)
            points = _scored(a, b, name_ev, ctx)[0]
            if points >= report_points:
                negated.append(-points)
                lefts.append(places[i])
                rights.append(places[j])
    # strongest first, then by mention ids (places follow the ids); lexsort's last key is the first
    neg = np.frombuffer(negated, dtype=np.float64)
    order = np.lexsort((np.frombuffer(rights, dtype=np.int64), np.frombuffer(lefts, dtype=np.int64), neg))
    ranked = (neg[order], np.frombuffer(lefts, dtype=np.int64)[order], np.frombuffer(rights, dtype=np.int64)[order])
    del order, neg, negated, lefts, rights
    above = int(np.count_nonzero(ranked[0] <= -settings.merge_points))

    def pieces_of(left: str, right: str) -> list[_Piece]:
        return _pieces(by_id[left], by_id[right], ctx.name_evidence(nid[left], nid[right]), ctx)

    for negative, i, j in _ranked_pairs(ranked, 0, above):
        left, right = persons[i].id, persons[j].id
        if clusters.same(left, right):
            continue
        a, b = by_id[left], by_id[right]
        pieces = pieces_of(left, right)
        sa, sb = clusters.state(left), clusters.state(right)
        if (sa.owners and sb.owners and not (sa.owners & sb.owners)
                and not any(p[0] == "same_work" for p in pieces)):
            record("blocked", a, b, -negative, _written(pieces),
                   "joins the owners of two CVs without a work both list")
            continue
        if sa.plural and sb.plural and not sa.plural.isdisjoint(sb.plural) and not any(
                p[0] in _STRONG for p in pieces):
            # the two clusters hold mentions of a name proven plural in one context, and this pair (whose own
            # mentions may lie outside it) has nothing but name and context: joining would decide which one it is
            if pieces[-1][0] != "name_plural_in_context":
                pieces.append(_plural_piece(sa.plural & sb.plural, ctx))
            points = sum(p[1] for p in pieces)
            if points < settings.merge_points:
                record("blocked", a, b, points, _written(pieces),
                       f"{pieces[-1][2][0]!r} is at least two persons in the context of both")
                continue
        reason = clusters.union(left, right)
        record("blocked" if reason else "merged", a, b, -negative, _written(pieces), reason or "")
    # the best refused pair between two clusters (the first in the order: most points, then mention ids); the
    # pairs below the merge threshold are the rest of the order
    best_refusal = _best_between(((-negative, persons[i].id, persons[j].id)
                                  for negative, i, j in _ranked_pairs(ranked, above, len(ranked[0]))), clusters)
    del ranked
    # 4. persons that pairs of mentions could not join, joined by what the two persons share as wholes
    for _ in range(settings.cluster_rounds):
        joined = _cluster_pass(persons, by_id, ctx, clusters, best_refusal, record)
        if not joined:
            break
        best_refusal = _best_between(sorted(best_refusal.values(), key=lambda t: (-t[0], t[1], t[2])), clusters)
    for points, left, right in sorted(best_refusal.values(), key=lambda t: (t[1], t[2])):
        record("refused", by_id[left], by_id[right], points, _written(pieces_of(left, right)),
               "below the merge threshold")
    for left, right, key, count in _homonyms(persons, ctx, clusters, set(best_refusal)):
        if ctx.name_evidence(nid[left], nid[right]) is None:
            continue        # one key, yet names that cannot be one person (two Han forms read alike)
        pieces = pieces_of(left, right)
        points = sum(p[1] for p in pieces)
        plural = pieces[-1][0] == "name_plural_in_context"     # refused by it, however few points are left
        if (settings.report_points <= points or plural) and points < settings.merge_points:
            record("refused", by_id[left], by_id[right], points, _written(pieces),
                   f"below the merge threshold; {count} persons share the name {key!r}"
                   + ("; the text proves it is at least two persons here" if plural else ""))
    entities = _entities(clusters, by_id, ctx, links)
    mapping = {m: e.key for e in entities for m in e.mentions}
    return entities, mapping, decisions


def _entities(clusters: Clusters[PersonState], by_id: dict[str, PersonRef], ctx: _Context, links: Links
              ) -> list[Entity]:
    groups = clusters.groups()
    named: list[tuple[str, list[str], PersonName, str]] = []
    for group in groups:
        names = [ctx.names[m] for m in group]
        counts = Counter(n.written for n in names)
        preferred = next((links.preferred[m] for m in group if m in links.preferred), None)
        latin_full = [n for n in names if not n.han and not n.initials_only and n.given]
        pool = latin_full or [n for n in names if n.han] or names
        best = max(pool, key=lambda n: (counts[n.written], len(n.given), not n.written.isupper(), n.written))
        canonical = preferred or _display(best)
        named.append((_slug(canonical), group, best, canonical))
    stems = Counter(stem for stem, *_ in named)
    entities = []
    for stem, group, best, canonical in named:
        key = f"person:{stem}"
        if stems[stem] > 1:
            key += "-" + hashlib.sha1(group[0].encode("utf-8")).hexdigest()[:6]
        labels = sorted({by_id[m].name for m in group})
        hans = sorted({ctx.names[m].han for m in group if ctx.names[m].han})
        given, family = best.parts()
        attrs = [("family_name", family), ("given_name", given)]
        attrs += [("han", h) for h in hans]
        attrs += [("owner_of", s) for s in sorted(clusters.state(group[0]).owners)]
        entities.append(Entity(key, "person", canonical, tuple(labels), tuple(group), tuple(attrs)))
    return entities
