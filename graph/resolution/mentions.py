"""Mentions: the things the resolver links, taken from loader records with stable ids and their context.

A mention id is built from where the mention sits (source, line span, role, position), never from input order, so
the same CVs give the same ids whatever order they are read in::

    000.txt#L12-14                 a paper or patent (the record's span)
    000.txt#L12-14@3               the third author or inventor of that work
    000.txt#L12-14/venue           its venue
    000.txt#L3/owner:刘运卓         an owner name in the header
    000.txt#L9/advisor:江波         an advisor statement
    000.txt#L8-11/institution      the institution of an affiliation or advising record
    000.txt#L8-11/affiliation      an affiliation statement (education, position, ...) of the CV's owner
    000.txt#L9/advising            an advising statement (advisor, supervisor, mentor, coach)

Two records of one CV with the same span get ``~2``, ``~3``... suffixes, numbered in the order of the sorted records,
so every id is unique by construction and statements can point at the mentions they hold.

>>> from loaders.model import PaperRecord, PersonMention, ProfileRecord, Span
>>> s = Span("cv.txt", 5, 6)
>>> paper = PaperRecord("A title", (PersonMention("Bo Jiang", s, rank=1), PersonMention("Yunzhuo Liu", s, rank=2)),
...                     "INFOCOM 2023", 2023, None, s)
>>> owner = ProfileRecord((PersonMention("Yunzhuo Liu", Span("cv.txt", 1, 1), role="owner"),), Span("cv.txt", 1, 1))
>>> refs = collect_mentions([paper, owner])
>>> [(p.id, p.owner, p.coauthors) for p in refs.persons]  # doctest: +NORMALIZE_WHITESPACE
[('cv.txt#L1/owner:Yunzhuo Liu', True, ()), ('cv.txt#L5-6@1', False, ('liu yunzhuo',)), ('cv.txt#L5-6@2', True, ('jiang bo',))]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import groupby
from operator import itemgetter

from graph.resolution.name_levels import compare_names
from graph.resolution.names import PersonName, japanese_context, parse_person_name, parse_person_names
from graph.progress import parallel_map
from loaders.model import (ActivityRecord, AdvisingRecord, AffiliationRecord, PaperRecord, PatentRecord, PersonMention,
                           ProfileRecord, Span)

__all__ = ["ADVISOR_ROLES", "ADVISING_ROLES", "PersonRef", "WorkRef", "VenueRef", "InstitutionRef", "StatementRef",
           "Mentions", "collect_mentions", "span_id"]

ADVISOR_ROLES = frozenset({"advisor", "supervisor", "mentor", "coach", "co-advisor"})
#: Roles of a mention that an advising statement of a CV names, on either side (the owner's advisor or student)
ADVISING_ROLES = ADVISOR_ROLES | {"student"}


def span_id(span: Span) -> str:
    """The id of a line span: ``source#Lstart`` or ``source#Lstart-end``.

    >>> span_id(Span("a.txt", 3, 3)), span_id(Span("a.txt", 3, 5))
    ('a.txt#L3', 'a.txt#L3-5')
    """
    lines = f"L{span.start_line}" if span.start_line == span.end_line else f"L{span.start_line}-{span.end_line}"
    return f"{span.source}#{span.file + '/' if span.file else ''}{lines}"


@dataclass(frozen=True, slots=True)
class PersonRef:
    """One person mention with what the resolver needs around it."""

    id: str
    name: str                      # as written, after line-break repair and markup removal
    role: str                      # author | inventor | owner | advisor | supervisor | mentor | advisee ...
    span: Span
    work: str | None = None        # WorkRef id for authors and inventors
    rank: int | None = None        # 1-based position in the work's author or inventor list
    owner: bool = False            # this mention names the owner of its CV
    institution: str | None = None  # an institution the mention is tied to (advisor's institution)
    coauthors: tuple[str, ...] = ()  # name keys of the other people on the same work (sorted)
    parsed: PersonName | None = None  # the name taken apart (an author list is parsed as a whole)
    equal_contribution: bool = False  # the CV marks this author as an equal contributor

    @property
    def person_name(self) -> PersonName:
        """The parsed name (parsed on its own when the collector did not parse it in its list)."""
        return self.parsed if self.parsed is not None else parse_person_name(self.name)

    @property
    def source(self) -> str:
        """The CV the mention comes from."""
        return self.span.source


@dataclass(frozen=True, slots=True)
class WorkRef:
    """One paper or patent as listed in one CV."""

    id: str
    kind: str                      # paper | patent
    title: str
    span: Span
    year: int | None = None
    venue: str | None = None
    number: str | None = None      # patent number as written
    status: str | None = None
    authors: tuple[str, ...] = ()  # PersonRef ids in list order

    @property
    def source(self) -> str:
        """The CV the work is listed in."""
        return self.span.source


@dataclass(frozen=True, slots=True)
class VenueRef:
    """A venue as written on one work."""

    id: str
    text: str
    span: Span
    work: str


@dataclass(frozen=True, slots=True)
class InstitutionRef:
    """An institution as written in an affiliation or advising statement, with the unit written beside it."""

    id: str
    text: str
    span: Span
    unit: str | None = None


@dataclass(frozen=True, slots=True)
class StatementRef:
    """An affiliation, advising or activity statement of one CV, pointing at the mentions it holds.

    ``kind`` is the affiliation kind (education, position, internship, ...), ``advising``, or an activity kind
    (award, grant, service, talk, student); ``record`` is the loader record itself (dates, role, unit as written);
    ``advisee`` None means the CV's owner (of a ``student`` statement: the student's mention).
    """

    id: str
    kind: str
    span: Span
    record: AffiliationRecord | AdvisingRecord | ActivityRecord
    institution: str | None = None  # InstitutionRef id
    advisor: str | None = None      # PersonRef id
    advisee: str | None = None      # PersonRef id

    @property
    def source(self) -> str:
        """The CV the statement comes from."""
        return self.span.source


@dataclass(frozen=True, slots=True)
class Mentions:
    """All mentions of a set of records, each tuple sorted by id."""

    persons: tuple[PersonRef, ...]
    works: tuple[WorkRef, ...]
    venues: tuple[VenueRef, ...]
    institutions: tuple[InstitutionRef, ...]
    statements: tuple[StatementRef, ...] = ()


def _by_key_then_content(items: Iterable, key: Callable) -> list:
    """``sorted(items, key=lambda x: (key(x), repr(x)))``, with ``repr`` computed only for items whose keys tie.

    >>> _by_key_then_content(["b", "a2", "a1"], key=lambda x: x[0])
    ['a1', 'a2', 'b']
    """
    out: list = []
    for _, tied in groupby(sorted(((key(x), x) for x in items), key=itemgetter(0)), key=itemgetter(0)):
        group = [x for _, x in tied]
        out.extend(sorted(group, key=repr) if len(group) > 1 else group)
    return out


def _unique(items: list, key=lambda x: x.id) -> list:
    """Sort by id and give a repeated id a ``~n`` suffix (deterministic: ties are ordered by content)."""
    items = _by_key_then_content(items, key)
    seen: dict[str, int] = defaultdict(int)
    out = []
    for item in items:
        seen[item.id] += 1
        out.append(item if seen[item.id] == 1 else replace(item, id=f"{item.id}~{seen[item.id]}"))
    return out


def _owner_flags(people: tuple[PersonMention, ...], parsed: tuple[PersonName, ...], owners: list[PersonMention]
                 ) -> list[bool]:
    """Which mention on one work is the CV owner: a marked name that fits an owner alias, else an exact alias."""
    if not owners:
        return [False] * len(people)
    parsed_owners = [parse_person_name(o.text) for o in owners]

    def fits(i: int, exact: bool) -> bool:
        n = parsed[i]
        for o in parsed_owners:
            level = compare_names(n, o).level
            if exact and level in {"han_exact", "full_exact", "han_romanised"}:
                return True
            if not exact and level in {"han_exact", "full_exact", "han_romanised", "given_extends",
                                       "initials_compatible", "initials_same", "initials_prefix"}:
                return True
        return False

    candidates = [i for i, m in enumerate(people) if m.marked and fits(i, exact=False)]
    if not candidates:
        candidates = [i for i in range(len(people)) if fits(i, exact=True)]
    flags = [False] * len(people)
    if candidates:
        flags[min(candidates, key=lambda i: (people[i].rank or i + 1))] = True
    return flags


def collect_mentions(records: Iterable[object], *, workers: int = 1) -> Mentions:
    """Turn loader records (of any number of CVs, in any order) into sorted, id-carrying mentions.

    Every CV's mentions depend on that CV's records only (ids carry the source, owners are per CV), so with
    ``workers`` > 1 the CVs are collected on that many processes and the results merged: the same mentions.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> recs = [PaperRecord("T", (PersonMention("Bo Jiang", Span(f"{c}.txt", 1, 1), rank=1),), None, None, None,
    ...                     Span(f"{c}.txt", 1, 1)) for c in "abcd"]
    >>> collect_mentions(recs, workers=2) == collect_mentions(recs)
    True
    """
    if workers > 1:
        return _collect_parallel(list(records), workers)
    records = _by_key_then_content(records, lambda r: (type(r).__name__, span_id(r.span)))
    owners: dict[str, list[PersonMention]] = defaultdict(list)
    for rec in records:
        if isinstance(rec, ProfileRecord):
            owners[rec.span.source].extend(rec.names)
    out = _Collector()
    for rec in records:
        if isinstance(rec, ProfileRecord):
            for m in rec.names:
                out.persons.append(PersonRef(f"{span_id(m.span)}/owner:{m.text}", m.text, "owner", m.span,
                                             owner=True, parsed=parse_person_name(m.text)))
        elif isinstance(rec, (PaperRecord, PatentRecord)):
            out.add_work(rec, owners.get(rec.span.source, []))
        elif isinstance(rec, AdvisingRecord):
            out.add_advising(rec)
        elif isinstance(rec, ActivityRecord):
            out.add_activity(rec)
        elif isinstance(rec, AffiliationRecord):
            iid = out.add_institution(rec.span, rec.institution, rec.unit)
            out.statements.append(StatementRef(out.unique(f"{span_id(rec.span)}/affiliation"), rec.kind, rec.span,
                                               rec, iid))
    return Mentions(tuple(_unique(out.persons)), tuple(_unique(out.works)), tuple(_unique(out.venues)),
                    tuple(_unique(out.institutions)), tuple(sorted(out.statements, key=lambda st: st.id)))


class _Collector:
    """The mentions collected so far, and the ids used (a second record at one span gets ``~2``, ``~3``...)."""

    def __init__(self) -> None:
        self.used: dict[str, int] = defaultdict(int)
        self.persons: list[PersonRef] = []
        self.works: list[WorkRef] = []
        self.venues: list[VenueRef] = []
        self.institutions: list[InstitutionRef] = []
        self.statements: list[StatementRef] = []

    def unique(self, base: str) -> str:
        self.used[base] += 1
        return base if self.used[base] == 1 else f"{base}~{self.used[base]}"

    def add_work(self, rec: PaperRecord | PatentRecord, owners: Sequence[PersonMention]) -> None:
        """A paper or patent, its author or inventor mentions (with their co-author keys) and its venue."""
        wid = self.unique(span_id(rec.span))
        people = rec.authors if isinstance(rec, PaperRecord) else rec.inventors
        # kana in the title or the venue: the names in kanji are Japanese names
        parsed = parse_person_names([m.text for m in people],
                                    japanese_context(rec.title, rec.venue if isinstance(rec, PaperRecord) else None))
        flags = _owner_flags(people, parsed, owners)
        keys = [n.key for n in parsed]
        ids = []
        for i, (m, is_owner) in enumerate(zip(people, flags)):
            rank = m.rank or i + 1
            pid = f"{wid}@{rank}"
            ids.append(pid)
            others = tuple(sorted(set(keys[:i] + keys[i + 1:])))
            self.persons.append(PersonRef(pid, m.text, "author" if isinstance(rec, PaperRecord) else "inventor",
                                          m.span, work=wid, rank=rank, owner=is_owner, coauthors=others,
                                          parsed=parsed[i], equal_contribution=m.equal_contribution))
        if isinstance(rec, PaperRecord):
            self.works.append(WorkRef(wid, "paper", rec.title, rec.span, rec.year, rec.venue, None, rec.status,
                                      tuple(ids)))
            if rec.venue:
                self.venues.append(VenueRef(f"{wid}/venue", rec.venue, rec.span, wid))
        else:
            self.works.append(WorkRef(wid, "patent", rec.title, rec.span, None, None, rec.number, rec.status,
                                      tuple(ids)))

    def add_institution(self, span: Span, institution: str | None, unit: str | None = None) -> str | None:
        if not institution:
            return None
        iid = self.unique(f"{span_id(span)}/institution")
        self.institutions.append(InstitutionRef(iid, institution, span, unit))
        return iid

    def add_activity(self, rec: ActivityRecord) -> None:
        """An award, grant, service role or talk of the CV's owner, or a student (a person mention of its own)."""
        base = f"{span_id(rec.span)}/{rec.kind}"
        sid = self.unique(base)
        student = None
        if rec.person is not None:
            m = rec.person
            student = f"{span_id(m.span)}/student:{m.text}{sid[len(base):]}"
            self.persons.append(PersonRef(student, m.text, "student", m.span, parsed=parse_person_name(m.text)))
        self.statements.append(StatementRef(sid, rec.kind, rec.span, rec, advisee=student))

    def add_advising(self, rec: AdvisingRecord) -> None:
        """An advisor statement: the advisor, the advisee when one is named, the institution, the statement."""
        m = rec.advisor
        sid = self.unique(f"{span_id(rec.span)}/advising")
        suffix = sid[len(f"{span_id(rec.span)}/advising"):]
        advisor_id = f"{span_id(m.span)}/{m.role}:{m.text}{suffix}"
        self.persons.append(PersonRef(advisor_id, m.text, m.role, m.span, institution=rec.institution,
                                      parsed=parse_person_name(m.text)))
        advisee_id = None
        if rec.advisee is not None:
            a = rec.advisee
            advisee_id = f"{span_id(a.span)}/advisee:{a.text}{suffix}"
            self.persons.append(PersonRef(advisee_id, a.text, "advisee", a.span, institution=rec.institution,
                                          parsed=parse_person_name(a.text)))
        iid = self.add_institution(rec.span, rec.institution)
        self.statements.append(StatementRef(sid, "advising", rec.span, rec, iid, advisor_id, advisee_id))


def _collect_parallel(records: list, workers: int) -> Mentions:
    by_source: dict[str, list] = defaultdict(list)
    for rec in records:
        by_source[rec.span.source].append(rec)
    sources = sorted(by_source)
    if len(sources) < 2 * workers:
        return collect_mentions(records)
    size = max(1, len(sources) // (workers * 8))
    chunks = [[r for s in sources[i:i + size] for r in by_source[s]] for i in range(0, len(sources), size)]
    # parallel_map: forked from inside resolve's paused collector, its workers turn the collector on again
    parts = parallel_map(collect_mentions, chunks, workers, "mentions")
    return merge_mentions(parts)


def merge_mentions(parts: Iterable[Mentions]) -> Mentions:
    """The mentions of disjoint sets of CVs as one (each CV's mentions depend on its own records only).

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> recs = [PaperRecord("T", (PersonMention("Bo Jiang", Span(f"{c}.txt", 1, 1), rank=1),), None, None, None,
    ...                     Span(f"{c}.txt", 1, 1)) for c in "ab"]
    >>> merge_mentions([collect_mentions(recs[1:]), collect_mentions(recs[:1])]) == collect_mentions(recs)
    True
    """
    parts = list(parts)

    def merged(kind: str) -> tuple:
        return tuple(sorted((x for part in parts for x in getattr(part, kind)), key=lambda x: x.id))
    return Mentions(merged("persons"), merged("works"), merged("venues"), merged("institutions"),
                    merged("statements"))
