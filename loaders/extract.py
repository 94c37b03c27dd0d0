"""One CV file to a :class:`LoadResult`: records with spans, failures, and every line that became neither."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from loaders.entries.activities import ACTIVITY_KINDS, activity_entries, parse_activity
from loaders.entries.affiliations import parse_advisors, parse_affiliation
from loaders.formats.frontmatter import front_matter_paper
from loaders.formats.csljson import looks_like_csljson, parse_csljson
from loaders.formats.ris import looks_like_ris, parse_ris
from loaders.formats.bibtex import bibtex_regions, looks_like_bibtex, parse_bibtex
from loaders.entries.citations import parse_citation, parse_title_first
from loaders.entries.segment import affiliation_blocks, list_entries
from loaders.errors import LoaderError
from loaders.formats.latex import latex_lines
from loaders.entries.patents import parse_patent
from loaders.model import (AdvisingRecord, AffiliationRecord, Leftover, LoadFailure, LoadResult, PaperRecord,
                           PatentRecord, PersonMention, ProfileRecord, Record, SectionSummary, Span)
from loaders.entries.patterns import ADVISOR_LABEL, EMAIL, PHONE, SETEXT_RULE, URL
from loaders.entries.owner import decide_owner, title_candidate
from loaders.entries.profile import find_contact, header_names, redact
from loaders.formats.sniff import read_any_document
from loaders.formats.text import DEFAULT_MAX_BYTES, Document
from loaders.entries.repair import strip_icons
from loaders.entries.sections import Line, Section, split_sections

AFFILIATION_KINDS = {"education": "education", "internships": "internship", "experience": "position",
                     "projects": "project"}
TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".tex", ".bib", ".yml", ".yaml", ".rst", ".text", ""}
#: How many non-blank lines at the top of a CV its title block (where the owner's name stands) may take.
TITLE_LINES = 5
_BOILERPLATE = re.compile(r"^[\W_]*$|^(?:TOP|Back to top|\{%.*%\}|Page \d+( of \d+)?)$", re.IGNORECASE)


def _is_boilerplate(text: str) -> bool:
    stripped = strip_icons(text).strip()
    return bool(SETEXT_RULE.fullmatch(text) or _BOILERPLATE.match(stripped))


def _profile(section: Section, source: str, title_block: Sequence[int]
             ) -> tuple[list[tuple[PersonMention, bool]], set[int], list[str]]:
    """The names of the title block (the first :data:`TITLE_LINES` non-blank lines of the document: the first
    line there that names a person, each name with whether it stands on the document's first line or is a top
    heading), the contact lines, and the lines used up."""
    names: list[tuple[PersonMention, bool]] = []
    used: set[int] = set()
    contact_lines: list[str] = []
    for ln in section.lines:
        if EMAIL.search(ln.text) or PHONE.search(ln.text) or URL.search(ln.text):
            contact_lines.append(ln.text)
            # the line is used up only when contact details are all it holds; otherwise its prose stays a
            # (redacted) leftover
            residue = URL.sub(" ", PHONE.sub(" ", EMAIL.sub(" ", ln.text)))
            if len(re.sub(r"[\W_]+", "", strip_icons(residue))) <= 30:
                used.add(ln.number)
            continue
        if not names and ln.number in title_block:
            found = [n for n in header_names(ln.text) if title_candidate(n)]
            if found:
                span = Span(source, ln.number, ln.number)
                first = ln.number == title_block[0] or ln.text.lstrip().startswith("# ")
                names.extend((PersonMention(text=n, span=span, role="owner", raw=ln.text.strip()), first)
                             for n in found)
                used.add(ln.number)
    return names, used, contact_lines


#: The default time budget of one file, in seconds (``--max-seconds``).
DEFAULT_MAX_SECONDS = 60.0


class _OverBudget(Exception):
    """Raised between sections or entries when a file's time budget is spent; carries the line reached."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


class _Deadline:
    """The time one file may take, checked between sections and between entries (never inside one)."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.at = None if seconds is None else time.monotonic() + seconds

    def check(self, line: int) -> None:
        if self.at is not None and time.monotonic() > self.at:
            raise _OverBudget(line)


def extract(doc: Document, *, source_kind: str | None = None, max_seconds: float | None = None) -> LoadResult:
    """Records, failures and leftovers of one decoded document (no I/O).

    ``source_kind`` is ``"bibtex"`` or ``"latex"`` when the file name says so; otherwise BibTeX is recognised by
    content, and BibTeX pasted into other text is read where it stands.  ``max_seconds`` is a time budget: when
    it is spent, the records read so far are kept, the lines not read are leftovers, and a failure names the line
    where reading stopped.

    >>> from loaders.formats.text import parse_document
    >>> doc = parse_document('刘运卓\\n\\n📄 论文发表总览\\n- **Yunzhuo Liu**, Bo Jiang, "FuncPipe: A Pipelined '
    ...                      'Serverless Framework". (Sigmetrics 2023, CCF-B)\\n\\nHobbies: chess\\n'.encode(), source="cv.txt")
    >>> result = extract(doc)
    >>> [type(r).__name__ for r in result.records]
    ['ProfileRecord', 'PaperRecord']
    >>> [n.text for n in result.records[0].names]
    ['刘运卓', 'Yunzhuo Liu']
    >>> [(str(x.span), x.text) for x in result.leftovers]
    [('cv.txt:6', 'Hobbies: chess')]
    """
    structured = _read_structured(doc, source_kind)
    if structured is not None:
        return structured
    source = doc.source
    lines: tuple[str, ...] = latex_lines(doc.lines) if source_kind == "latex" else doc.lines
    records: list[Record] = []
    failures: list[LoadFailure] = []
    covered: set[int] = set()
    _read_bibtex(lines, source, source_kind == "bibtex", records, failures, covered)
    text_lines = [("" if i + 1 in covered else line) for i, line in enumerate(lines)]
    view = Document(source=source, lines=tuple(text_lines), encoding=doc.encoding, bom=doc.bom)
    sections = split_sections(view)
    section_of: dict[int, str] = {}
    owner_names: list[tuple[PersonMention, bool]] = []
    contact_lines: list[str] = []
    summaries: list[SectionSummary] = []
    for section in sections:        # the section of every line, read or not (the leftovers say it)
        for ln in section.lines:
            section_of[ln.number] = section.name
        if section.heading_line is not None:
            section_of.setdefault(section.heading_line, section.name)
    deadline = _Deadline(max_seconds)
    try:
        for section in sections:
            deadline.check(section.heading_line or (section.lines[0].number if section.lines else 1))
            _read_section(section, lines, text_lines, source, records, failures, covered, section_of, owner_names,
                          contact_lines, summaries, deadline)
    except _OverBudget as over:
        failures.append(LoadFailure(Span(source, over.line, over.line),
                                    f"time budget of {deadline.seconds:g} s spent at line {over.line}: the lines "
                                    "from there on were not read (they are listed as leftovers)"))
    if not any(isinstance(r, PaperRecord) for r in records):
        paper = front_matter_paper(lines, source)      # a page that is one publication (academicpages, Hugo)
        if paper is not None:
            records.append(paper)
            covered.update(paper.span.lines())
    profile = _profile_record(records, owner_names, contact_lines, source)
    if profile is not None:
        records.insert(0, profile)
    leftovers = _leftovers(lines, sections, section_of, covered, source)
    records.sort(key=lambda r: (0 if isinstance(r, ProfileRecord) else 1, r.span.start_line, r.span.end_line))
    return LoadResult(source=source, records=tuple(records), failures=tuple(sorted(failures, key=lambda f: f.span)),
                      leftovers=tuple(leftovers), encoding=doc.encoding, sections=tuple(summaries))


def _read_section(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str,
                  records: list[Record], failures: list[LoadFailure], covered: set[int], section_of: dict[int, str],
                  owner_names: list[tuple[PersonMention, bool]], contact_lines: list[str],
                  summaries: list[SectionSummary], deadline: _Deadline) -> None:
    """One section to records (or failures) and its summary."""
    if section.heading_line is not None and not any(ln.number == section.heading_line for ln in section.lines):
        covered.add(section.heading_line)
    before = len(records)
    entries = prose = 0
    if section.name == "profile":
        title_block = [i for i, line in enumerate(lines, start=1) if line.strip()][:TITLE_LINES]
        names, used, contact = _profile(section, source, title_block)
        owner_names.extend(names)
        contact_lines.extend(contact)
        covered.update(used)
    elif section.name in ("publications", "patents"):
        entries, prose = _read_list(section, lines, text_lines, source, records, failures, covered, deadline)
    elif section.name in ACTIVITY_KINDS:
        entries = _read_activities(section, lines, source, records, covered)
    entries += _read_affiliations_and_advisors(section, source, records, covered)
    summary = _summary(section, source, entries, len(records) - before)
    summaries.append(summary)
    failures.extend(_silent_loss(summary, records[before:], prose))


def _summary(section: Section, source: str, entries: int, records: int) -> SectionSummary:
    numbers = [n for n in (section.heading_line, *(ln.number for ln in section.lines)) if n is not None]
    return SectionSummary(section.name, section.heading, Span(source, min(numbers), max(numbers)), entries, records)


_LIST_RECORD = {"publications": (PaperRecord, "paper"), "patents": (PatentRecord, "patent")}


def _silent_loss(summary: SectionSummary, made: Sequence[Record], prose: int = 0) -> list[LoadFailure]:
    """A publications or patents section whose entries gave no paper (patent) at all is a failure of its own, with
    its lines: the entries that were not read are listed too, but a whole list lost must not pass as leftovers.
    ``prose`` of the entries were single unmarked lines taken for a note; one such line alone is not a list.

    >>> s = SectionSummary("publications", "Papers", Span("cv.txt", 4, 9), 3, 0)
    >>> [str(f) for f in _silent_loss(s, [])]
    ["cv.txt:4-9: the publications section 'Papers' held 3 entries and gave no paper"]
    >>> _silent_loss(SectionSummary("publications", "Papers", Span("cv.txt", 4, 5), 1, 0), [], prose=1)
    []
    """
    if summary.name not in _LIST_RECORD or summary.entries == 0 or (summary.entries == prose == 1):
        return []
    kind, word = _LIST_RECORD[summary.name]
    if any(isinstance(r, kind) for r in made):
        return []
    return [LoadFailure(summary.span, f"the {summary.name} section {summary.heading!r} held {summary.entries} "
                                      f"entries and gave no {word}")]


def _read_bibtex(lines: Sequence[str], source: str, whole: bool, records: list[Record], failures: list[LoadFailure],
                 covered: set[int]) -> None:
    """BibTeX, as a whole file (``whole``, or recognised by content) or pasted into text: its lines are covered."""
    regions = [(1, len(lines))] if whole or looks_like_bibtex(lines) else bibtex_regions(lines)
    for first, last in regions:
        papers, fails = parse_bibtex("\n".join(lines[first - 1:last]), source, first - 1)
        records.extend(papers)
        failures.extend(fails)
        covered.update(range(first, last + 1))


def _read_list(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str, records: list[Record],
               failures: list[LoadFailure], covered: set[int], deadline: _Deadline | None = None
               ) -> tuple[int, int]:
    """The entries of a publications or patents section, each to a record or a failure (a loose line of prose in
    a publication list is left to the leftovers); returns the number of entries and of those loose lines."""
    entries, _loose = list_entries(section.lines, text_lines)
    prose = 0
    for entry in entries:
        if deadline is not None:
            deadline.check(entry.first)
        span = Span(source, entry.first, entry.last)
        raw = "\n".join(lines[n - 1] for n in span.lines())
        if section.name == "patents":
            result = parse_patent(entry.text, span, raw)
        else:
            result = parse_title_first([ln.text for ln in entry.lines], span, raw) \
                or parse_citation(entry.text, span, raw)
        if isinstance(result, LoadFailure):
            if section.name == "publications" and len(entry.lines) == 1 and not entry.marker:
                prose += 1
                continue  # a loose line of prose (a note under a heading): reported as a leftover
            failures.append(result)
        else:
            records.append(result)
        covered.update(span.lines())
    return len(entries), prose


def _read_activities(section: Section, lines: Sequence[str], source: str, records: list[Record],
                     covered: set[int]) -> int:
    """The entries of an awards, grants, service, talks or students section, one record each; returns their
    number."""
    entries = activity_entries(section.lines)
    for entry in entries:
        raw = "\n".join(lines[n - 1] for n in range(entry.first, entry.last + 1))
        record = parse_activity(entry, ACTIVITY_KINDS[section.name], source, raw)
        if record is not None:
            records.append(record)
            covered.update(record.span.lines())
    return len(entries)


def _read_affiliations_and_advisors(section: Section, source: str, records: list[Record], covered: set[int]) -> int:
    """The affiliation blocks of an education or positions section (with the advisors they name), or the advisor
    statements of any other section; returns the number of affiliation blocks."""
    if section.name in AFFILIATION_KINDS:
        blocks = affiliation_blocks(section.lines)
        for block in blocks:
            record = parse_affiliation(block, AFFILIATION_KINDS[section.name], source)
            if record is not None:
                records.append(record)
                covered.update(record.span.lines())
                for ln in block.lines:
                    for adv in parse_advisors(ln.text, ln.number, source, record.institution):
                        records.append(adv)
        return len(blocks)
    for ln in section.lines:
        if ADVISOR_LABEL.search(ln.text):
            found = parse_advisors(ln.text, ln.number, source)
            records.extend(found)
            if found and section.name not in ("publications", "patents"):
                covered.add(ln.number)
    return 0


def _profile_record(records: Sequence[Record], title: list[tuple[PersonMention, bool]], contact_lines: list[str],
                    source: str) -> ProfileRecord | None:
    """The owner, decided from the evidence (:func:`loaders.entries.owner.decide_owner`), with every name form
    of it the CV gives (each as the owner, in order of first appearance) and the contact details."""
    papers = [r for r in records if isinstance(r, PaperRecord)]
    contact = find_contact(contact_lines)
    decision = decide_owner(title, [p.authors for p in papers], contact.emails, source)
    names = [m if m.role == "owner" else PersonMention(text=m.text, span=m.span, role="owner", raw=m.raw)
             for m in decision.names]
    if not (names or contact_lines or decision.candidates):
        return None
    first_line = min((n.span.start_line for n in names), default=0) or 1
    span = Span(source, first_line, first_line) if names else Span(source, 1, 1)
    return ProfileRecord(names=tuple(names), span=span, contact=contact, evidence=decision.evidence)


def _leftovers(lines: Sequence[str], sections: Sequence[Section], section_of: dict[int, str], covered: set[int],
               source: str) -> list[Leftover]:
    """Every non-blank line that became neither a record nor a heading, with its section and why (redacted)."""
    leftovers = []
    for number, line in enumerate(lines, start=1):
        if number in covered or not line.strip() or _is_boilerplate(line):
            continue
        section = section_of.get(number, "profile")
        text = line.strip()
        heading = next((s for s in sections if s.heading_line == number), None)
        reason = (f"text after the heading of section '{section}' was not extracted" if heading is not None else
                  f"section '{section}' is not extracted" if section in ("teaching", "skills", "summary", "other",
                                                                        "references") else
                  f"not part of any record in section '{section}'")
        leftovers.append(Leftover(Span(source, number, number), redact(text), section, reason))
    return leftovers


def _read_structured(doc: Document, source_kind: str | None) -> LoadResult | None:
    """A CSL-JSON or RIS file (by its name, or recognised by content) read item by item; None for other text."""
    if source_kind == "csljson" or (source_kind is None and looks_like_csljson(doc.text)):
        records, failures = parse_csljson(doc.text, doc.source)
    elif source_kind == "ris" or (source_kind is None and looks_like_ris(doc.lines)):
        records, failures = parse_ris(doc.lines, doc.source)
    else:
        return None
    covered = {n for r in records for n in r.span.lines()} | {n for f in failures for n in f.span.lines()}
    leftovers = [Leftover(Span(doc.source, n, n), redact(line.strip()), "publications", "not part of any item")
                 for n, line in enumerate(doc.lines, start=1)
                 if n not in covered and line.strip() and not _is_boilerplate(line)]
    whole = Span(doc.source, 1, max(len(doc.lines), 1))
    summary = SectionSummary("publications", None, whole, len(records) + len(failures), len(records))
    return LoadResult(source=doc.source, records=tuple(records), failures=tuple(failures),
                      leftovers=tuple(leftovers), encoding=doc.encoding, sections=(summary,))


def _kind_of_path(path: Path) -> str | None:
    suffix = path.suffix.lower()
    return {".bib": "bibtex", ".tex": "latex", ".json": "csljson", ".ris": "ris"}.get(suffix)


def load(path: str | os.PathLike[str], *, source: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES,
         max_seconds: float | None = DEFAULT_MAX_SECONDS) -> LoadResult:
    """Load one CV file.  Never raises for bad input: an unreadable file gives a result with one failure.

    ``source`` is the name records carry (default: the path as given); ``max_seconds`` the time budget of the
    file's extraction (see :func:`extract`; None for no limit).

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "empty.txt"
    >>> _ = p.write_bytes(b"")
    >>> [str(f) for f in load(p, source="empty.txt").failures]
    ['empty.txt: empty file (no text in it)']
    """
    path = Path(path)
    name = source if source is not None else str(path)
    try:
        doc = read_any_document(path, max_bytes=max_bytes, source=name)
    except LoaderError as exc:
        line = exc.line or 0
        return LoadResult(source=name, failures=(LoadFailure(Span(name, line, line), exc.reason),))
    except OSError as exc:
        return LoadResult(source=name, failures=(LoadFailure(Span(name, 0, 0), f"cannot read: {exc.strerror}"),))
    return extract(doc, source_kind=_kind_of_path(path), max_seconds=max_seconds)


def iter_inputs(paths: Iterable[str | os.PathLike[str]]) -> list[tuple[Path, str]]:
    """Expand files and folders into ``(path, source name)`` pairs, sorted, names relative to the folder given.

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp()); _ = (d / "b.txt").write_text("x"); _ = (d / "a.md").write_text("y")
    >>> [name for _, name in iter_inputs([d])]
    ['a.md', 'b.txt']
    """
    out: list[tuple[Path, str]] = []
    for given in paths:
        p = Path(given)
        if p.is_dir():
            for f in sorted(q for q in p.rglob("*") if q.is_file() and not q.name.startswith(".")):
                out.append((f, f.relative_to(p).as_posix()))
        else:
            out.append((p, p.name if p.is_absolute() else p.as_posix()))
    return out


def load_many(paths: Sequence[str | os.PathLike[str]], *, max_bytes: int = DEFAULT_MAX_BYTES,
              max_seconds: float | None = DEFAULT_MAX_SECONDS) -> list[LoadResult]:
    """Load every file under ``paths`` (files or folders); one bad file never stops the others."""
    return [load(path, source=name, max_bytes=max_bytes, max_seconds=max_seconds) for path, name in iter_inputs(paths)]
