"""Frozen records that flow out of the loaders, each carrying its provenance.

Nothing here is normalised in place: the text as written (after line-break repair and markup removal) is kept,
and the raw source text sits beside it.  Normal forms are derived later, in ``graph/``.

Examples
--------
>>> span = Span("cv.txt", 3, 4)
>>> str(span)
'cv.txt:3-4'
>>> PersonMention("Z. Ye", span, role="author", raw="**Z. Ye**", marked=True).text
'Z. Ye'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


@dataclass(frozen=True, slots=True, order=True)
class Span:
    """Where a thing came from: a source document and 1-based inclusive lines of the original file.

    ``file`` names the file the lines are in when it is not the document itself: a part that a LaTeX CV includes
    (``\\input{pubs}``) or a bibliography it prints; the record still belongs to the document ``source``.
    ``page`` is the page of the first line, for a document read from a PDF (0: no pages).

    Examples
    --------
    >>> Span("a.txt", 5, 5)
    Span(source='a.txt', start_line=5, end_line=5, file='', page=0)
    >>> str(Span("a.txt", 5, 5)), str(Span("a.txt", 5, 7))
    ('a.txt:5', 'a.txt:5-7')
    >>> str(Span("cv.tex", 3, 4, file="pubs.tex")), str(Span("cv.pdf", 40, 41, page=2))
    ('cv.tex > pubs.tex:3-4', 'cv.pdf:40-41 (page 2)')
    """

    source: str
    start_line: int
    end_line: int
    file: str = ""
    page: int = 0

    def __str__(self) -> str:
        where = f"{self.source} > {self.file}" if self.file else self.source
        if self.start_line <= 0:  # the whole file (a read failure)
            return where
        lines = str(self.start_line) if self.start_line == self.end_line else f"{self.start_line}-{self.end_line}"
        return f"{where}:{lines}" + (f" (page {self.page})" if self.page else "")

    def lines(self) -> range:
        """The line numbers covered, inclusive.

        >>> list(Span("a", 2, 4).lines())
        [2, 3, 4]
        """
        return range(self.start_line, self.end_line + 1)


@dataclass(frozen=True, slots=True)
class PersonMention:
    """One name exactly as written in a CV (markup removed, broken lines repaired).

    ``raw`` keeps the source text (``**Z. Ye**``, ``Lingyun Yang\\*``, ``王威教授``); ``marked`` is true when the CV
    emphasised the name (bold), which CVs use for their owner; ``equal_contribution`` records an asterisk or dagger.
    """

    text: str
    span: Span
    role: str = "author"  # author | inventor | advisor | supervisor | mentor | coach | owner
    raw: str = ""
    rank: int | None = None  # 1-based position in an author or inventor list
    marked: bool = False
    equal_contribution: bool = False
    context: str | None = None  # e.g. "from Sensetime Research" after an advisor's name


@dataclass(frozen=True, slots=True)
class Contact:
    """Private contact details.  Never published by later stages unless the user asks for them explicitly.

    The ``repr`` hides the values so that a record printed in a log or a report does not leak them.

    >>> Contact(emails=("a@b.org",))
    Contact(<private: 1 item(s)>)
    """

    emails: tuple[str, ...] = ()
    phones: tuple[str, ...] = ()
    homepages: tuple[str, ...] = ()

    def __repr__(self) -> str:
        n = len(self.emails) + len(self.phones) + len(self.homepages)
        return f"Contact(<private: {n} item(s)>)"

    def is_empty(self) -> bool:
        """True when no contact detail was found.

        >>> Contact().is_empty()
        True
        """
        return not (self.emails or self.phones or self.homepages)


@dataclass(frozen=True, slots=True)
class ProfileRecord:
    """The CV owner: every name form the CV gives, in order of first appearance, and private contact details.

    ``evidence`` says how the owner was decided (one line per candidate); ``names`` is empty when the evidence
    disagreed and the owner was left open.
    """

    names: tuple[PersonMention, ...]
    span: Span
    contact: Contact = field(default_factory=Contact, repr=False)
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PaperRecord:
    """A publication entry: title, ordered authors (the owner included), venue as written, year and status."""

    title: str
    authors: tuple[PersonMention, ...]
    venue: str | None
    year: int | None
    status: str | None  # published | under review | in submission | accepted | preprint
    span: Span
    et_al: bool = False
    notes: tuple[str, ...] = ()
    doi: str | None = None
    arxiv: str | None = None
    kind: str | None = None  # conference | journal | preprint | thesis | ... when the source says so
    raw: str = ""
    reader: str = "rules"  # rules (quoted or emphasised title) | crf (the learned reference parser) | bibtex | ...
    confidence: float | None = None  # the reference parser's confidence (0-1) when it read the entry


@dataclass(frozen=True, slots=True)
class PatentRecord:
    """A patent: number as written (CN..., US..., WO...), title, ordered inventors."""

    number: str | None
    title: str
    inventors: tuple[PersonMention, ...]
    span: Span
    status: str | None = None
    raw: str = ""


@dataclass(frozen=True, slots=True)
class AffiliationRecord:
    """The owner's education, position, internship or project at an institution, with dates as written.

    Dates are ``YYYY`` or ``YYYY-MM`` strings, ``present`` for an open end, or ``None``.
    """

    kind: str  # education | position | internship | project | teaching | service
    institution: str | None
    span: Span
    unit: str | None = None
    role: str | None = None
    start: str | None = None
    end: str | None = None
    title: str | None = None  # a project's name
    location: str | None = None
    raw: str = ""


@dataclass(frozen=True, slots=True)
class AdvisingRecord:
    """An advisor, supervisor, mentor or coach statement; the advisee is the CV owner unless said otherwise."""

    advisor: PersonMention
    span: Span
    advisee: PersonMention | None = None
    institution: str | None = None  # the affiliation the statement sits in, as written
    raw: str = ""


@dataclass(frozen=True, slots=True)
class ActivityRecord:
    """One entry of an awards, grants, service, talks or students section: the owner's award, grant, service role
    (reviewer, programme committee, editor), talk, or a student the owner supervised.

    ``text`` is the entry as written (markup off); ``start``/``end`` are years (``YYYY``), ``end`` ``present`` for
    an open end; ``person`` is the student of a ``student`` entry.
    """

    kind: str  # award | grant | service | talk | student
    text: str
    span: Span
    start: str | None = None
    end: str | None = None
    person: PersonMention | None = None
    raw: str = ""


Record = Union[ProfileRecord, PaperRecord, PatentRecord, AffiliationRecord, AdvisingRecord, ActivityRecord]


@dataclass(frozen=True, slots=True)
class LoadFailure:
    """Something that could not be read or parsed.  Failures are data, not exceptions."""

    span: Span
    reason: str
    raw: str = ""

    def __str__(self) -> str:
        return f"{self.span}: {self.reason}"


@dataclass(frozen=True, slots=True)
class Leftover:
    """A non-blank line that became neither a record nor a recognised heading or boilerplate."""

    span: Span
    text: str
    section: str
    reason: str


@dataclass(frozen=True, slots=True)
class SectionSummary:
    """What one section of a file held and gave: its entries (list items, blocks, lines) and the records made.

    >>> str(SectionSummary("publications", "Publications", Span("a.txt", 3, 9), 5, 4))
    'publications (a.txt:3-9): 5 entries, 4 records'
    """

    name: str
    heading: str | None
    span: Span
    entries: int
    records: int

    def __str__(self) -> str:
        return f"{self.name} ({self.span}): {self.entries} entries, {self.records} records"


@dataclass(frozen=True, slots=True)
class LoadResult:
    """Everything one source file gave: records, failures, leftovers, and what each section held and gave."""

    source: str
    records: tuple[Record, ...] = ()
    failures: tuple[LoadFailure, ...] = ()
    leftovers: tuple[Leftover, ...] = ()
    encoding: str | None = None
    sections: tuple[SectionSummary, ...] = ()

    @property
    def ok(self) -> bool:
        """True when nothing failed.

        >>> LoadResult("a.txt").ok
        True
        """
        return not self.failures

    def of_type(self, kind: type) -> tuple:
        """The records of one type, in source order.

        >>> LoadResult("a.txt").of_type(PaperRecord)
        ()
        """
        return tuple(r for r in self.records if isinstance(r, kind))
