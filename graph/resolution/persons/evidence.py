"""Pair evidence and points: the per-run context indexes, the name level, and every piece of context evidence."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from graph.resolution.institutions import match_institution
from graph.resolution.mentions import ADVISING_ROLES, PersonRef
from graph.resolution.name_levels import compare_names
from graph.resolution.names import PersonName
from graph.resolution.model import Evidence
from graph.resolution.settings import Settings
from graph.resolution.persons.initials import _align, _initials_in_context, _listings
from graph.resolution.persons.plural import _plural_names


#: :meth:`_Context.reading` of an initials key that several full names of its CV's community fit
_AMBIGUOUS = ""

_WORK_ROLES = frozenset({"author", "inventor"})

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
        self.coauthor_sets = {p.id: self._read_keys(p.source, p.coauthors) for p in persons}
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
        # co-author keys, advising role (advisor or student), work role, institution key, initials only, interned
        # name, reading of the
        # initials in the CV (None when unknown))
        self.facts = {p.id: (p.span.source, p.work, work_entity.get(p.work) if p.work else None, self.slots.get(p.id),
                             self.coauthor_sets[p.id], p.role in ADVISING_ROLES, p.role in _WORK_ROLES,
                             self.institution_key(p.institution) if p.institution else None,
                             self.names[p.id].initials_only, self.nid[p.id],
                             self.reading(p.source, self.names[p.id].key) if self.names[p.id].initials_only else None)
                      for p in persons}
        # the run's mentions as columns (scoring.run_columns), when the run made them
        self.columns = None

    def restrict(self, persons: Sequence[PersonRef]) -> _Context:
        """The part of this context that the mentions ``persons`` (one partition) read, for a run of that partition
        elsewhere (a task on a cluster): their names and facts, their CVs' readings, owners and full forms, the
        plural proofs they fall under, the common keys among their co-authors. A run over the part makes what a
        run over the whole makes for those mentions, and its pickle is the partition's size, not the corpus'."""
        ids = [p.id for p in persons]
        sources = {p.source for p in persons} | {p.span.source for p in persons}
        part = object.__new__(_Context)
        part.settings, part.work_entity = self.settings, {}
        part._name_ev, part._unique, part._institutions = {}, {}, {}
        part.names = {i: self.names[i] for i in ids}
        part.nid = {i: self.nid[i] for i in ids}
        part.forms = {n: self.forms[n] for n in set(part.nid.values())}          # type: ignore[assignment]
        part.facts = {i: self.facts[i] for i in ids}
        part.coauthor_sets = {i: self.coauthor_sets[i] for i in ids}
        part.slots = {i: self.slots[i] for i in ids if i in self.slots}
        part.readings = {s: self.readings[s] for s in sources if s in self.readings}
        part.owner_keys = defaultdict(set, {s: self.owner_keys[s] for s in sources if s in self.owner_keys})
        part.full_forms = defaultdict(dict, {s: self.full_forms[s] for s in sources if s in self.full_forms})
        part.common_keys = self.common_keys & frozenset().union(*part.coauthor_sets.values())
        part.plural = {i: self.plural[i] for i in ids if i in self.plural}
        part.proofs = {k: self.proofs[k] for proofs in part.plural.values() for k in proofs}  # type: ignore
        # the part makes its own columns where it runs (scoring.columns_of): carried, the run's rows would add
        # their arrays to every task (the tasks of 3,000 CVs pickled 185 -> 239 MB)
        part.columns = None
        return part

    def reading(self, source: str, key: str) -> str | None:
        """What the initials key ``key`` stands for in ``source``: a full key, ``_AMBIGUOUS`` when several full names
        fit it, None when nothing is known (see :func:`_initials_in_context`)."""
        read = self.readings.get(source)
        if not read or key not in read:
            return None
        full = read[key]
        return _AMBIGUOUS if full is None else full.key

    def _read_keys(self, source: str, keys: tuple[str, ...]) -> frozenset[str]:
        """The set of :meth:`read_key` of each of ``keys`` (most CVs have no readings: the keys themselves)."""
        read = self.readings.get(source)
        if not read:
            return frozenset(keys)
        return frozenset([(full.key if (full := read.get(k)) is not None else "") or k for k in keys])

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

