"""One CV file to a :class:`LoadResult`: records with spans, failures, and every line that became neither."""

from __future__ import annotations

import os
import re
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import fields, is_dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from loaders.entries.unsigned import parse_ams_work, parse_bluebook_work
from loaders.entries.activities import ACTIVITY_KINDS, activity_entries, is_grant, parse_activity
from loaders.entries.affiliations import parse_advisors, parse_affiliations, parse_date_range
from loaders.formats.frontmatter import front_matter, front_matter_paper
from loaders.formats.csljson import looks_like_csljson, parse_csljson
from loaders.formats.data import parse_data
from loaders.formats.endnotexml import parse_endnote_xml
from loaders.formats.ris import looks_like_ris, parse_ris
from loaders.formats.sniff import reference_export_kind
from loaders.formats.tagged import ENDNOTE, NOTEEXPRESS, REFWORKS, parse_tagged
from loaders.formats.bibtex import bibtex_regions, looks_like_bibtex, parse_bibtex
from loaders.entries.citations import (VENUE_WORDS, export_fields, join_known_inverted, normal_venue, parse_citation, parse_fielded,
                                       parse_joint_work, parse_sentences, parse_without_authors)
from loaders.entries.segment import (Entry, affiliation_blocks, column_names, heads_sub_items, is_continuation, list_entries,
                                     listed_items, looks_like_reference, reference_runs, split_at_starts)
from loaders.errors import LoaderError
from loaders.formats.latex import (distribution_file, embedded_latex_lines, has_embedded_latex, latex_includes,
                                   latex_lines, looks_like_latex, printed_keys)
from loaders.formats.jemdoc import jemdoc_lines, looks_like_jemdoc
from loaders.formats.org import looks_like_org, org_lines
from loaders.formats.markup import has_markup, has_table, markup_lines, table_lines
from loaders.entries.patents import PATENT_STATUS_FIELD, parse_patent
from loaders.entries.affiliations import parse_title_positions
from loaders.entries.prose import parse_prose_affiliations
from loaders.entries.pure import pure_outputs
from loaders.entries.scholar import scholar_articles
from loaders.entries.linkedin import (is_sidebar_list, parse_listed_title, profile_page_publications, split_sidebar,
                                      wrapped_titles)
from loaders.model import (AdvisingRecord, AffiliationRecord, Contact, Leftover, LoadFailure, LoadResult,
                           PaperRecord, PatentRecord, PersonMention, ProfileRecord, Record, SectionSummary, Span)
from loaders.entries.patterns import (ADVISOR_LABEL, CJK, EMAIL, ORG_KEYWORD, PATENT_NUMBER, PHONE, ROLE_KEYWORD,
                                      SETEXT_RULE, URL, VENUE_BADGE, YEAR)
from loaders.entries.owner import decide_owner, same_person, title_candidate
from loaders.entries.profile import find_contact, header_names, holds_contact, labelled_name, redact, strip_contact
from loaders.formats.sniff import read_any_document
from loaders.formats.text import DEFAULT_MAX_BYTES, Document
from loaders.entries.repair import WORDS_BROKEN, strip_icons, strip_marker, strip_markup, words_broken
from loaders.entries.sections import Line, Section, classify_heading, running_lines, split_sections

AFFILIATION_KINDS = {"education": "education", "internships": "internship", "experience": "position",
                     "projects": "project"}
TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".tex", ".bib", ".yml", ".yaml", ".rst", ".text", ".jemdoc", ".org", ""}
#: An item that is a title alone, in bold, italics or quotes.
_WHOLE_TITLE = re.compile(r"\s*(?:\*\*|__|\*|[\"“])[^*\"“”]{8,}(?:\*\*|__|\*|[\"”])[.,]?\s*")
def _title_alone(text: str) -> bool:
    """An item that is a title alone (emphasised, no year, no venue words), not a venue set in italics."""
    return bool(_WHOLE_TITLE.fullmatch(text)) and not YEAR.search(text) and not VENUE_WORDS.search(text)


#: A year alone on a line, as a heading of the entries under it ("2024", "### 2023", "**2022**", "2021:").
_YEAR_HEADING = re.compile(r"\s*(?:#{1,6}\s*)?(?:\*\*|__|`)?\s*((?:19|20)\d{2})\s*年?\s*(?:\*\*|__|`)?\s*:?\s*")
#: A line that starts with a patent number starts a patent (in a list without bullets).
_PATENT_START = re.compile(r"\W{0,3}" + PATENT_NUMBER.regex.pattern)
#: How many non-blank lines at the top of a CV its title block (where the owner's name stands) may take.
TITLE_LINES = 5
_BOILERPLATE = re.compile(r"^[\W_]*$|^(?:TOP|Back to top|\{%.*%\}|Page \d+( of \d+)?)$", re.IGNORECASE)


def _is_boilerplate(text: str) -> bool:
    stripped = strip_icons(text).strip()
    return bool(SETEXT_RULE.fullmatch(text) or _BOILERPLATE.match(stripped))


def _spelled_again(names: Sequence[tuple[PersonMention, bool]], text: str) -> str:
    """The name a title-block line holds when it is the one name found just above, in the other script (Han
    characters and their pinyin, either order), and the block has only that one form yet; else "".

    >>> owner = [(PersonMention("黄嘉怡", Span("cv.md", 1, 1), role="owner"), True)]
    >>> _spelled_again(owner, "**Jiayi HUANG**"), _spelled_again(owner, "Wei Zhang"), _spelled_again(owner, "# 简历")
    ('Jiayi HUANG', '', '')
    """
    if len(names) != 1:
        return ""
    found = [n for n in header_names(text) if title_candidate(n)]
    first = names[0][0].text
    if len(found) != 1 or bool(CJK.search(found[0])) == bool(CJK.search(first)):
        return ""
    return found[0] if same_person(first, found[0]) else ""


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
        labelled = labelled_name(ln.text)      # a form's "NAME: ..." field, wherever the header has it
        again = _spelled_again(names, ln.text) if names and ln.number in title_block else ""
        if again:
            # the owner's name in the other script on the next line of the title block ("黄嘉怡" over "**Jiayi
            # HUANG**"): a second form of one name, as on one line ("丁鼎 Eric Ding")
            names.append((PersonMention(text=again, span=Span(source, ln.number, ln.number), role="owner",
                                        raw=ln.text.strip()), names[-1][1]))
            used.add(ln.number)
            continue
        if not names and (ln.number in title_block or labelled):
            found = [n for n in labelled or header_names(ln.text) if title_candidate(n)]
            if found:
                span = Span(source, ln.number, ln.number)
                first = bool(labelled) or ln.number == title_block[0] or ln.text.lstrip().startswith("# ")
                names.extend((PersonMention(text=n, span=span, role="owner", raw=ln.text.strip()), first)
                             for n in found)
                used.add(ln.number)
    return names, used, contact_lines


def _title_block(section: Section, lines: Sequence[str]) -> list[int]:
    """The lines where the owner's name may stand: the first :data:`TITLE_LINES` non-blank lines of the document,
    or of a profile section that begins below them without a heading (the main column of LinkedIn's export, under
    its sidebar)."""
    block = [i for i, line in enumerate(lines, start=1) if line.strip()][:TITLE_LINES]
    if section.heading_line is None and section.lines and block and section.lines[0].number > block[-1]:
        return [ln.number for ln in section.lines if ln.text.strip()][:TITLE_LINES]
    return block


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


def extract(doc: Document, *, source_kind: str | None = None, max_seconds: float | None = None,
            first_section: str = "profile", included: Mapping[str, Document | str] | None = None,
            _depth: int = 0, _outer: Sequence[str] = ()) -> LoadResult:
    """Records, failures and leftovers of one decoded document (no I/O).

    ``source_kind`` is ``"bibtex"`` or ``"latex"`` when the file name says so; otherwise BibTeX is recognised by
    content, and BibTeX pasted into other text is read where it stands.  ``max_seconds`` is a time budget: when
    it is spent, the records read so far are kept, the lines not read are leftovers, and a failure names the line
    where reading stopped.  LaTeX is also recognised by content (``\\documentclass``).  ``first_section`` is the
    section the text starts in (``profile`` for a whole CV; the including section for a part of one).  A document
    read from a PDF gives every span the page of its first line.

    ``included`` holds the files a LaTeX document reads (:func:`loaders.formats.latex.latex_includes`), by the
    name the document gives them: each is read in the section that includes it, its records belong to this
    document (their spans name the file in ``Span.file``), and a name missing from it, or mapped to a reason, is
    a failure at the including line.

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
    result = _read_structured(doc, source_kind)
    if result is None:
        is_latex = source_kind == "latex" or (source_kind is None and looks_like_latex(doc.lines))
        # text from a PDF (and text pasted from one) breaks words at line ends; text written by hand does not
        token = WORDS_BROKEN.set(not is_latex and source_kind != "bibtex" and words_broken(doc.lines))
        try:
            result = _extract(doc, source_kind, max_seconds, first_section, included, _depth, is_latex, _outer)
        finally:
            WORDS_BROKEN.reset(token)
    if _depth == 0:
        result = without_contact(result)
    if not (result.records or result.failures or result.leftovers) and _depth == 0:
        # nothing read and nothing left over (a .bib of @string lines only, a data file holding no works, a page
        # of scripts): said, not passed over
        what = "no BibTeX entry in it" if source_kind == "bibtex" else "no text in it that could be read"
        result = replace(result, failures=(LoadFailure(Span(doc.source, 1, max(len(doc.lines), 1)),
                                                       f"nothing read from the file: {what}"),))
    return result


def _extract(doc: Document, source_kind: str | None, max_seconds: float | None, first_section: str,
             included: Mapping[str, Document | str] | None, _depth: int, is_latex: bool,
             outer: Sequence[str] = ()) -> LoadResult:
    """:func:`extract` once the document's kind is known."""
    source = doc.source
    notes: list[tuple[int, str]] = list(doc.notes)
    lines: tuple[str, ...] = latex_lines(doc.lines, outer, notes) if is_latex else \
        jemdoc_lines(doc.lines) if looks_like_jemdoc(doc.lines, doc.source) else \
        org_lines(doc.lines) if looks_like_org(doc.lines, doc.source) else \
        markup_lines(doc.lines) if source_kind != "bibtex" and has_markup(doc.lines) else doc.lines
    if not is_latex and source_kind != "bibtex" and has_table(lines):
        lines = table_lines(lines)
    if not is_latex and source_kind != "bibtex" and has_embedded_latex(lines):
        lines = embedded_latex_lines(lines)
    records: list[Record] = []
    failures: list[LoadFailure] = [LoadFailure(Span(source, line, line), reason) for line, reason in notes]
    covered: set[int] = set()
    owner_names: list[tuple[PersonMention, bool]] = []
    outside = _read_bibtex(lines, source, source_kind == "bibtex", records, failures, covered)
    if source_kind != "bibtex":
        # a Google Scholar profile copied as text, a Pure portal's list of outputs, a LinkedIn profile page saved from
        # the browser: their works are a few lines each, laid out as only they lay them out
        for work in scholar_articles(lines, source) or pure_outputs(lines, source) \
                or profile_page_publications(lines, source):
            records.append(work)
            covered.update(work.span.lines())
    matter = None if is_latex or source_kind == "bibtex" else front_matter(doc.lines)
    if matter is not None:
        first_section = _read_front_matter(doc, matter, first_section, records, owner_names, covered)
    shown = _front_matter_text(doc.lines, matter[1]) if matter else {}
    text_lines = [("" if i + 1 in covered else shown.get(i + 1, "")) if matter and i < matter[1] else
                  ("" if i + 1 in covered else line) for i, line in enumerate(lines)]
    view = Document(source=source, lines=tuple(text_lines), encoding=doc.encoding, bom=doc.bom)
    covered -= outside
    # where paragraphs break: blank lines of the text; in LaTeX, blank lines of the source only (a line of markup
    # alone, "{\small", gives no text but breaks nothing)
    paragraphs = text_lines if lines is doc.lines else \
        [("" if i + 1 in covered or not raw.strip() else (text or "%")) for i, (raw, text) in
         enumerate(zip(doc.lines, text_lines))]
    furniture = running_lines(view.lines)           # page furniture: read as nothing, left over as nothing
    paragraphs = across_page_breaks(paragraphs, furniture)
    sections = split_sidebar(split_sections(view, first=first_section, furniture=furniture), lines)
    covered.update(furniture)
    breaks = frozenset(doc.breaks) if doc.breaks is not None else None
    section_of: dict[int, str] = {}
    contact_lines: list[str] = []
    profile_lines: set[int] = set()
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
            _read_section(section, lines, paragraphs, source, records, failures, covered, section_of, owner_names,
                          contact_lines, summaries, deadline, breaks, profile_lines)
    except _OverBudget as over:
        failures.append(LoadFailure(Span(source, over.line, over.line),
                                    f"time budget of {deadline.seconds:g} s spent at line {over.line}: the lines "
                                    "from there on were not read (they are listed as leftovers)"))
    if is_latex:
        part_leftovers = _read_parts(doc, included or {}, sections, records, failures, owner_names, contact_lines,
                                     summaries, max_seconds, _depth, outer)
    _read_unnamed_lists(sections, lines, paragraphs, source, records, failures, covered, summaries, breaks,
                        named=_names_publications(doc, matter))
    _read_title_position(sections, source, records, covered, owner_names)
    _read_prose_affiliations(sections, source, records, covered, third_person=bool(owner_names))
    if not any(isinstance(r, PaperRecord) for r in records):
        paper = front_matter_paper(lines, source)      # a page that is one publication (academicpages, Hugo)
        if paper is not None:
            records.append(paper)
            covered.update(paper.span.lines())
    # an inverted first author split at its comma, joined where the CV writes the name given name first elsewhere
    at = [k for k, r in enumerate(records) if isinstance(r, PaperRecord)]
    for k, paper in zip(at, join_known_inverted([records[k] for k in at], (m.text for m, _ in owner_names))):
        records[k] = paper
    profile = _profile_record(records, owner_names, contact_lines, source, profile_lines)
    if profile is not None:
        records.insert(0, profile)
    leftovers = _leftovers(lines, sections, section_of, covered, source)
    if is_latex:
        leftovers += part_leftovers
    records = [replace(r, venue=normal_venue(r.venue)) if isinstance(r, PaperRecord) and r.venue else r for r in records]
    records.sort(key=lambda r: (0 if isinstance(r, ProfileRecord) else 1, r.span.start_line, r.span.end_line))
    result = LoadResult(source=source, records=tuple(records), failures=tuple(sorted(failures, key=lambda f: f.span)),
                        leftovers=tuple(leftovers), encoding=doc.encoding, sections=tuple(summaries))
    if doc.pages:
        pages = doc.pages
        result = map_spans(result, lambda s: replace(s, page=pages[s.start_line - 1])
                           if 1 <= s.start_line <= len(pages) and not s.file else s)
    return result


_BIB_KEY = re.compile(r"^\s*@\w+\s*[{(]\s*([^,\s]+)\s*,")


def _cited_only(result: LoadResult, keys: frozenset[str]) -> LoadResult:
    """The records of a bibliography that the CV cites (a CV printing only some of its .bib); the other entries
    are neither records nor failures (they are not in the CV)."""
    def cited(item) -> bool:
        m = _BIB_KEY.match(getattr(item, "raw", "") or "")
        return m is None or m.group(1) in keys

    return replace(result, records=tuple(r for r in result.records if cited(r)),
                   failures=tuple(f for f in result.failures if cited(f)))


def _front_matter_text(lines: Sequence[str], last: int) -> dict[int, str]:
    """The text a front matter holds as text, by line: its Markdown blocks (``text: |`` and the indented lines
    under it, a Hugo page's sections), each under its ``title:`` as a heading.

    >>> _front_matter_text(["---", "  - block: markdown", "    content:", "      title: Papers", "      text: |",
    ...                     "        ### 2025", "        1. A. Li. Title. NSDI 2025.", "---"], 8)
    {4: '## Papers', 6: '### 2025', 7: '1. A. Li. Title. NSDI 2025.'}
    """
    out: dict[int, str] = {}
    block_indent: int | None = None
    for number in range(2, last):
        line = lines[number - 1]
        indent = len(line) - len(line.lstrip())
        if block_indent is not None:
            if not line.strip() or indent >= block_indent:
                if line.strip():
                    out[number] = line[block_indent:]
                continue
            block_indent = None
        m = re.match(r"\s*(?:-\s+)?(?P<key>[\w-]+):\s*(?P<value>.*)$", line)
        if not m:
            continue
        value = m.group("value").strip()
        if value in ("|", ">", "|-", ">-", "|+", ">+"):
            following = next((lines[k] for k in range(number, last - 1) if lines[k].strip()), "")
            block_indent = len(following) - len(following.lstrip()) if following else None
            if block_indent is not None and block_indent <= indent:
                block_indent = None
        elif m.group("key").lower() == "title" and value and len(value) <= 60 and indent > 0:
            out[number] = "## " + value.strip("\"'")
    return out


def _read_front_matter(doc: Document, matter: tuple[dict, int], first_section: str, records: list[Record],
                       owner_names: list[tuple[PersonMention, bool]], covered: set[int]) -> str:
    """The YAML front matter of a Markdown page (Jekyll, Hugo): what it holds as data (a Hugo author's name,
    education and positions; publications with authors) becomes records, and a page titled as a section
    (``title: Publications``) starts in that section; returns the section the body starts in."""
    fields, last = matter
    reading = parse_data("\n".join(doc.lines[1:last - 1]), doc.source, offset=1)
    if reading is not None:
        records.extend([*(p for p in reading.papers if p.authors), *reading.affiliations, *reading.advising])
        owner_names.extend((m, True) for m in reading.owner if title_candidate(m.text))
        covered.update(n for r in [*reading.papers, *reading.affiliations] for n in r.span.lines())
    title = fields.get("title")
    if first_section == "profile" and isinstance(title, str) and title.strip():
        named = classify_heading(title)
        if named and not named[1]:
            return named[0]
    return first_section


#: How deeply the files a LaTeX document reads may include others.
MAX_INCLUDE_DEPTH = 8


def _read_parts(doc: Document, included: Mapping[str, Document | str], sections: Sequence[Section],
                records: list[Record], failures: list[LoadFailure], owner_names: list[tuple[PersonMention, bool]],
                contact_lines: list[str], summaries: list[SectionSummary], max_seconds: float | None,
                depth: int, outer: Sequence[str] = ()) -> list[Leftover]:
    """The files a LaTeX document reads, each extracted in the section that includes it; their records, failures,
    sections and leftovers join the document's (spans keep the file's own lines and name it).  A part's owner
    evidence counts only where it is included before the first heading (a header file)."""
    leftovers: list[Leftover] = []
    texts = [doc.lines] + [p.lines for p in included.values() if isinstance(p, Document)]
    keys = printed_keys(texts)
    for inc in latex_includes(doc.lines, inherited=outer):
        at = Span(doc.source, inc.line, inc.line)
        if inc.kind == "bibliography" and keys == frozenset():
            continue                            # named, never printed: its entries are not the CV's
        part = included.get(inc.target)
        if part is None and distribution_file(inc.target):
            continue                            # TeX's own file (\input{glyphtounicode}): settings, not the CV
        if not isinstance(part, Document):
            what = "the bibliography it prints" if inc.kind == "bibliography" else "the file it includes"
            failures.append(LoadFailure(at, f"{what}, {inc.target!r}, " + (part if isinstance(part, str) else
                                             "was not found beside it: its content is not read")))
            continue
        if depth >= MAX_INCLUDE_DEPTH:
            failures.append(LoadFailure(at, f"{inc.target!r} is included more than {MAX_INCLUDE_DEPTH} levels deep"))
            continue
        section = next((s.name for s in reversed(sections)
                        if (s.heading_line or 0) <= inc.line and (s.heading_line is not None or s.name != "profile")),
                       "profile")
        if section in ("profile", "other", "summary"):       # a part without a heading: its name may say it
            named = classify_heading(re.sub(r"[_\-]+", " ", Path(inc.target).stem))
            section = named[0] if named and not named[1] else section
        sub = extract(part, source_kind="bibtex" if inc.kind == "bibliography" else "latex", max_seconds=max_seconds,
                      first_section=section, included=included, _depth=depth + 1, _outer=doc.lines)
        if inc.kind == "bibliography" and keys:
            sub = _cited_only(sub, keys)
        name = part.source
        sub = map_spans(sub, lambda s: replace(s, source=doc.source, file=s.file or name) if s.source == name else s)
        for rec in sub.records:
            if isinstance(rec, ProfileRecord):
                if section == "profile":
                    owner_names.extend((m, False) for m in rec.names)
                contact_lines.extend([*rec.contact.emails, *rec.contact.phones, *rec.contact.homepages])
            else:
                records.append(rec)
        failures.extend(sub.failures)
        summaries.extend(sub.sections)
        leftovers.extend(sub.leftovers)
    return leftovers


#: the fields of a record that are not text read from the CV (identifiers, codes) or are the private contact itself
_NOT_PROSE = frozenset({"raw", "doi", "arxiv", "number", "span", "contact", "kind", "status", "reader"})


def _stripped(value: Any) -> Any:
    """A record, a person mention or a tuple of them with contact details cut out of its text fields
    (:func:`_text_fields`; the same object when there were none); a mention whose text was nothing but an address
    is None, another field that was nothing but one is left redacted."""
    if isinstance(value, str):
        return strip_contact(value)
    if isinstance(value, tuple):
        items = [_stripped(v) for v in value]
        if all(new is old for new, old in zip(items, value)):
            return value
        return tuple(v for v in items if v is not None)
    changes = {}
    for name in _text_fields(type(value)):
        old = getattr(value, name)
        if not old or not isinstance(old, (str, tuple)):
            continue
        new = _stripped(old)
        if new == old:
            continue
        if not new and isinstance(old, str):
            if name == "text" and isinstance(value, PersonMention):
                return None
            new = redact(old)
        changes[name] = new
    return replace(value, **changes) if changes else value


def without_contact(result: LoadResult) -> LoadResult:
    """``result`` with the e-mail addresses and phone numbers written inside its records (an author's address in
    an author list, "Contact:" after a venue) cut out, and a leftover line (redacted) for each record that had
    them: they are never written to the graph, the page or the reports. The owner's own contact details stay in
    :attr:`ProfileRecord.contact`, private.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> s = Span("cv.md", 4, 4)
    >>> paper = PaperRecord("Fast Caches", (PersonMention("Jane Doe (jane@x.edu)", s), PersonMention("Bob Li", s)),
    ...                     "SIGCOMM 2022. Contact: jane@x.edu", 2022, None, s)
    >>> r = without_contact(LoadResult("cv.md", records=(paper,)))
    >>> [a.text for a in r.records[0].authors], r.records[0].venue
    (['Jane Doe', 'Bob Li'], 'SIGCOMM 2022.')
    >>> [(str(x.span), x.text, x.reason) for x in r.leftovers]
    [('cv.md:4', '[e-mail]', 'contact details in the entry, left out of its record (private)')]
    """
    records: list[Record] = []
    cut: list[Leftover] = []
    for record in result.records:
        # an entry's source text tells whether something was cut out before the entry was read (the profile's
        # header lines hold the owner's own contact details: those are the private Contact, not a cut); the
        # fields are looked at one by one only when their text together holds something like an address
        raw = "" if isinstance(record, ProfileRecord) else getattr(record, "raw", "")
        text = _record_text(record)
        clean = _stripped(record) if holds_contact(text) else record
        if clean is not record or (raw and holds_contact(raw)):
            found = find_contact([raw or text])
            said = " ".join(["[e-mail]"] * len(found.emails) + ["[phone]"] * len(found.phones)) or "[contact]"
            section = {PaperRecord: "publications", PatentRecord: "patents"}.get(type(record),
                                                                                 getattr(record, "kind", "profile"))
            note = Leftover(replace(record.span, end_line=record.span.start_line), said, section,
                            "contact details in the entry, left out of its record (private)")
            if note not in cut:         # an entry that gave two records (a paper and its patent) is one note
                cut.append(note)
        records.append(clean)
    if not cut:
        return result
    return replace(result, records=tuple(records), leftovers=tuple(sorted(
        (*result.leftovers, *cut), key=lambda x: (x.span.file, x.span.start_line))))


def _record_text(value: Any) -> str:
    """The text fields of a record and its mentions, one string, the fields apart (a NUL between two: neither a
    space nor a separator of digits, so no address or number is found across two fields)."""
    parts: list[str] = []
    _gather(value, parts)
    return "\0".join(parts)


def _gather(value: Any, parts: list[str]) -> None:
    """The strings of ``value``'s text fields, and of the mentions and records in them, appended to ``parts``."""
    for name in _text_fields(type(value)):
        v = getattr(value, name)
        if type(v) is str:
            parts.append(v)
        elif type(v) is tuple:
            for x in v:
                if type(x) is str:
                    parts.append(x)
                elif _text_fields(type(x)):
                    _gather(x, parts)


@cache
def _text_fields(kind: type) -> tuple[str, ...]:
    """The fields of a record or mention type that may hold text read from the CV (none for other types)."""
    if not is_dataclass(kind):
        return ()
    return tuple(f.name for f in fields(kind) if f.name not in _NOT_PROSE)


def map_spans(value: Any, fn: Callable[[Span], Span]) -> Any:
    """``value`` (a record, a result, a tuple of them) with every :class:`Span` in it replaced by ``fn(span)``.

    >>> r = LoadResult("a.txt", leftovers=(Leftover(Span("a.txt", 2, 2), "x", "other", "why"),))
    >>> str(map_spans(r, lambda s: replace(s, page=1)).leftovers[0].span)
    'a.txt:2 (page 1)'
    """
    if isinstance(value, Span):
        return fn(value)
    if isinstance(value, tuple):
        return tuple(map_spans(v, fn) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in fields(value):
            old = getattr(value, f.name)
            if isinstance(old, (Span, tuple)) or (is_dataclass(old) and not isinstance(old, type)):
                new = map_spans(old, fn)
                if new is not old and new != old:
                    changes[f.name] = new
        return replace(value, **changes) if changes else value
    return value


def _known_key(name: str | None) -> str:
    """An institution's name compared loosely (case, punctuation and "the" off)."""
    return re.sub(r"\W+", " ", f" {name or ''} ".lower()).replace(" the ", " ").strip()


def _without_acronym(name: str | None) -> str | None:
    """An institution's name without the bracketed acronym written after it.

    >>> _without_acronym("Beijing University of Posts and Telecommunications (BUPT)")
    'Beijing University of Posts and Telecommunications'
    """
    return re.sub(r"\s*[(（][A-Z][A-Za-z&.-]{1,11}[)）]\s*$", "", name) if name else name


def _known_institutions(records: Sequence[Record]) -> set[str]:
    """The institutions and units the affiliation records so far name (:func:`_known_key`): a title block or a
    sentence of prose that names one of them adds no record of its own."""
    affiliations = [r for r in records if isinstance(r, AffiliationRecord)]
    return {_known_key(r.institution) for r in affiliations} | {_known_key(r.unit) for r in affiliations if r.unit}


def _read_title_position(sections: Sequence[Section], source: str, records: list[Record], covered: set[int],
                         owner_names: Sequence[tuple[PersonMention, bool]]) -> None:
    """The current (and incoming) positions the lines under the owner's name in the title block state
    (:func:`~loaders.entries.affiliations.parse_title_positions`): their lines are read, and each record kept when
    no record of a section of its own names that institution already."""
    name_lines = [m.span.start_line for m, _ in owner_names if m.span.start_line >= 1]
    profile = next((s for s in sections if s.name == "profile"), None)
    if not name_lines or profile is None:
        return
    after = [ln for ln in profile.lines if ln.number > min(name_lines) and ln.number not in covered
             and ln.text.strip()]
    known = _known_institutions(records)
    for record in parse_title_positions(after, source):
        if _known_key(record.institution) not in known:
            records.append(record)
        covered.update(record.span.lines())


def _read_prose_affiliations(sections: Sequence[Section], source: str, records: list[Record], covered: set[int],
                             third_person: bool = True) -> None:
    """The affiliations the prose of the CV's summary and title block states ("I am an Associate Professor ... at
    the University of Queensland"), when no record of a section of its own names that institution already (a
    bracketed acronym aside); those stated in the third person only with ``third_person`` (the page has an owner)."""
    known = _known_institutions(records)
    known |= {_known_key(_without_acronym(r.institution)) for r in records if isinstance(r, AffiliationRecord)}
    for section in sections:
        if section.name not in ("summary", "profile"):
            continue
        for record in parse_prose_affiliations([ln for ln in section.lines if ln.number not in covered], source,
                                               third_person):
            if _known_key(record.institution) not in known and \
                    _known_key(_without_acronym(record.institution)) not in known:
                known.add(_known_key(record.institution))
                records.append(record)
                covered.update(record.span.lines())


def _read_section(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str,
                  records: list[Record], failures: list[LoadFailure], covered: set[int], section_of: dict[int, str],
                  owner_names: list[tuple[PersonMention, bool]], contact_lines: list[str],
                  summaries: list[SectionSummary], deadline: _Deadline, breaks: frozenset[int] | None = None,
                  profile_lines: set[int] | None = None) -> None:
    """One section to records (or failures) and its summary."""
    if section.heading_line is not None and not any(ln.number == section.heading_line for ln in section.lines):
        covered.add(section.heading_line)
    before = len(records)
    entries = prose = 0
    if section.name == "profile":
        names, used, contact = _profile(section, source, _title_block(section, lines))
        owner_names.extend(names)
        contact_lines.extend(contact)
        covered.update(used)
        if profile_lines is not None:
            profile_lines.update(used)
    elif is_sidebar_list(section, lines):
        entries = _read_listed_titles(section, source, records, covered)
    elif section.name in ("publications", "patents"):
        entries, prose = _read_list(section, lines, text_lines, source, records, failures, covered, deadline, breaks,
                                    _joint_work_owner([m for m, _ in owner_names]))
    elif section.name in ACTIVITY_KINDS:
        if section.name in _REFERENCES_UNLIKELY:
            # a publication list under a heading that was not recognised, after the grants (awards, service): its
            # references read as papers, or a failure, never activities of the section above it
            section = _references_apart(section, lines, text_lines, source, records, failures, covered, summaries,
                                        breaks)
            section = _cited_works_apart(section, lines, text_lines, source, records, failures, covered, summaries,
                                         breaks)
            before = len(records)       # the works read are counted in their own parts' summaries
        entries = _read_activities(section, lines, source, records, covered)
    elif section.name == "summary":
        _read_cited_in_prose(section, lines, text_lines, source, records, failures, covered, summaries, breaks)
    if section.name in AFFILIATION_KINDS:
        section = _references_apart(section, lines, text_lines, source, records, failures, covered, summaries,
                                    breaks)
    entries += _read_affiliations_and_advisors(section, source, records, covered, breaks)
    summary = _summary(section, source, entries, len(records) - before)
    summaries.append(summary)
    failures.extend(_silent_loss(summary, records[before:], prose))


#: The activity sections whose entries are no references (a talk or a poster is cited as a paper is).
_REFERENCES_UNLIKELY = frozenset({"grants", "awards", "service"})


def _joint_work_owner(names: Sequence[PersonMention]) -> str | None:
    """The owner's name for the works that name only their co-authors, an English form ("“Title” (with A and B)"):
    the first of the title block's names written in Latin letters (a bilingual CV's "Jiayi HUANG" under 黄嘉怡), else
    its first.

    >>> span = Span("cv.docx", 1, 1)
    >>> _joint_work_owner([PersonMention("黄嘉怡", span, "owner"), PersonMention("Jiayi HUANG", span, "owner")])
    'Jiayi HUANG'
    >>> _joint_work_owner([PersonMention("黄嘉怡", span, "owner")]), _joint_work_owner([])
    ('黄嘉怡', None)
    """
    latin = [m.text for m in names if not CJK.search(m.text)]
    return (latin or [m.text for m in names] or [None])[0]


def _read_listed_titles(section: Section, source: str, records: list[Record], covered: set[int]) -> int:
    """A list of titles alone (LinkedIn's sidebar), a paper each with no author list; returns how many."""
    titles = wrapped_titles(section.lines)
    for title in titles:
        paper = parse_listed_title(title, source)
        records.append(paper)
        covered.update(paper.span.lines())
    return len(titles)


def _references_apart(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str,
                      records: list[Record], failures: list[LoadFailure], covered: set[int],
                      summaries: list[SectionSummary], breaks: frozenset[int] | None) -> Section:
    """The section without the runs of references in it (:func:`reference_runs`: a publication list under a
    heading that was not recognised).  Each run is read as a publication list and taken when
    :data:`BY_CONTENT_SHARE` of its entries are papers; a run that is not is a failure, its lines left over, never
    the description of the affiliation above it."""
    kept, runs = reference_runs(section.lines)
    for run in runs:
        heading = run[0] if not looks_like_reference(run[0].text) else None
        body = run[1:] if heading is not None else run
        trial = Section("publications", heading.text.strip() if heading else None,
                        heading.number if heading else None, tuple(body))
        got: list[Record] = []
        lost: list[LoadFailure] = []
        used: set[int] = set()
        entries, prose = _read_list(trial, lines, text_lines, source, got, lost, used, None, breaks)
        papers = [r for r in got if isinstance(r, (PaperRecord, PatentRecord))]
        span = Span(source, run[0].number, run[-1].number)
        if papers and len(papers) >= BY_CONTENT_SHARE * max(entries - prose, 1):
            records.extend(got)
            failures.extend(lost)
            covered.update(used | ({heading.number} if heading else set()))
            summaries.append(_summary(trial, source, entries, len(got)))
        else:
            failures.append(LoadFailure(span, f"{len(body)} lines in the {section.name} section look like references "
                                              "and were read as none", "\n".join(lines[n - 1] for n in span.lines())))
    return Section(section.name, section.heading, section.heading_line, kept)


def _cited_work(entry: Entry, source: str, raw: str) -> PaperRecord | None:
    """The paper an entry of an activity section reads as, when it is cited as a work is (two authors or more, a
    title, a venue, a year), else None: a grant, an award or a service names no author list."""
    found = parse_citation(entry.text, Span(source, entry.first, entry.last), raw)
    if not isinstance(found, PaperRecord) or len(found.authors) < 2 or found.year is None or not found.venue:
        return None
    return found


#: A line set in bold whole: a work's title in lists that give each work's title a line of its own.
_BOLD_LINE = re.compile(r"\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*")


def across_page_breaks(paragraphs: Sequence[str], furniture: set[int]) -> Sequence[str]:
    """The lines that tell where paragraphs break, with the blank lines around a page's running header or footer
    (``furniture``, 1-based) filled where an entry goes on across the page break: the line before it ends
    mid-sentence or mid-word ("Hydrology and Earth System Sci-") or the line after it carries on in lower case
    ("ences, 24(7), pp. 3561–3579.").

    >>> across_page_breaks(["Li, A. (2020) 'Title', Earth Sci-", "", "A. Li – CV   page 2 of 4", "", "ences, 24."], {3})
    ["Li, A. (2020) 'Title', Earth Sci-", '%', 'A. Li – CV   page 2 of 4', '%', 'ences, 24.']
    >>> across_page_breaks(["Li, A. (2020) 'Title', Sci. 24.", "", "A. Li – CV   page 2", "", "Wu, B. (2021)."], {3})
    ["Li, A. (2020) 'Title', Sci. 24.", '', 'A. Li – CV   page 2', '', 'Wu, B. (2021).']
    """
    out = list(paragraphs)
    for number in sorted(furniture):
        before = number - 2
        while before >= 0 and (not out[before].strip() or before + 1 in furniture):
            before -= 1
        after = number
        while after < len(out) and (not out[after].strip() or after + 1 in furniture):
            after += 1
        if before >= 0 and after < len(out) and is_continuation(out[before].strip(), out[after].strip()):
            out[before + 1:after] = [text or "%" for text in out[before + 1:after]]
    return out


def _cited_works_apart(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str,
                       records: list[Record], failures: list[LoadFailure], covered: set[int],
                       summaries: list[SectionSummary], breaks: frozenset[int] | None) -> Section:
    """The section without the runs of two entries or more in it that are cited as works are
    (:func:`_cited_work`): a publication list under a heading that was not recognised, after a grants, awards or
    service section, whose references would otherwise be read as activities of that section, one per line, and
    vanish.  Each such entry is read as a paper; a run's entries that do not read are failures.  The line right
    above a run that reads as its heading ("WRITINGS OF NOTE") heads it in the summaries, as a publications part;
    the sub-headings among its works are taken out of the section's activities and stay leftover lines."""
    entries, loose = list_entries(section.lines, text_lines, breaks)
    read: list[PaperRecord | None] = []
    for entry in entries:
        raw = "\n".join(lines[n - 1] for n in range(entry.first, entry.last + 1))
        read.append(_cited_work(entry, source, raw))
    works = [k for k, found in enumerate(read) if found is not None]
    # runs of works, one entry that does not read (a sub-heading, a work "in press") allowed between two of them
    runs: list[list[int]] = []
    for k in works:
        if runs and k - runs[-1][-1] <= 2:
            runs[-1].append(k)
        else:
            runs.append([k])
    taken: set[int] = set()
    apart: set[int] = set()         # out of the section, in no record: leftover lines
    by_section = {ln.number: ln for ln in section.lines}
    for run in runs:
        if len(run) < 2:
            continue
        read_lines: set[int] = set()
        for k in range(run[0], run[-1] + 1):
            entry, found = entries[k], read[k]
            lines_of = set(range(entry.first, entry.last + 1))
            if found is not None:
                records.append(found)
            elif _heading_like(entry.text):
                apart.update(lines_of)
                continue
            else:
                raw = "\n".join(lines[n - 1] for n in sorted(lines_of))
                failures.append(LoadFailure(Span(source, entry.first, entry.last),
                                            f"an entry among references in the {section.name} section reads as no "
                                            "paper", raw))
            read_lines.update(lines_of)
        first, last = entries[run[0]].first, entries[run[-1]].last
        apart.update(ln.number for ln in loose if first < ln.number < last and _heading_like(ln.text))
        above = by_section.get(first - 1)
        # (an item of the section's list right above, "- Best Paper Award for", is the section's, no heading)
        heading = above if above is not None and _heading_like(above.text) and not strip_marker(above.text)[0] \
            else None
        body = tuple(by_section[n] for n in sorted(read_lines) if n in by_section)
        items = [k for k in range(run[0], run[-1] + 1) if read[k] is not None or not _heading_like(entries[k].text)]
        summaries.append(_summary(Section("publications", heading.text.strip() if heading else None,
                                          heading.number if heading else None, body),
                                  source, len(items), len(run)))
        taken.update(read_lines | ({heading.number} if heading else set()))
    covered.update(taken)
    return Section(section.name, section.heading, section.heading_line,
                   tuple(ln for ln in section.lines if ln.number not in taken | apart))


def _heading_like(text: str) -> bool:
    """A short line with no figures or sentence punctuation: the heading of what follows it."""
    plain = strip_markup(text).strip().rstrip(":")
    return 0 < len(plain.split()) <= 8 and not re.search(r"[\d.,;]", plain)


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
                 covered: set[int]) -> set[int]:
    """BibTeX, as a whole file (``whole``, or text that holds nothing but entries and comments) or entries pasted
    into text (each brace-balanced entry read; the text around them left to the other readers): its lines are
    covered."""
    regions = [(1, len(lines))] if whole else bibtex_regions(lines)
    if not whole and regions and looks_like_bibtex(lines):
        inside = {n for first, last in regions for n in range(first, last + 1)}
        if all(n in inside or not line.strip() or line.lstrip().startswith("%")
               for n, line in enumerate(lines, start=1)):
            regions = [(1, len(lines))]
    for first, last in regions:
        papers, fails = parse_bibtex("\n".join(lines[first - 1:last]), source, first - 1)
        records.extend(papers)
        failures.extend(fails)
        covered.update(range(first, last + 1))
    if not whole:
        return set()
    # text between the entries of a .bib file, which BibTeX passes over: not read, but listed (a leftover)
    inside = {n for first, last in bibtex_regions(lines) for n in range(first, last + 1)}
    return {n for n, line in enumerate(lines, start=1)
            if n not in inside and line.strip() and not line.lstrip().startswith("%")}


def _read_list(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str, records: list[Record],
               failures: list[LoadFailure], covered: set[int], deadline: _Deadline | None = None,
               breaks: frozenset[int] | None = None, owner: str | None = None) -> tuple[int, int]:
    """The entries of a publications or patents section, each to a record or a failure (a loose line of prose in
    a publication list is left to the leftovers); returns the number of entries and of those loose lines.
    ``owner`` is the name of the title block, the author of the works that name only their co-authors."""
    # a year standing alone ("2024", "### 2023") heads the entries under it: their year where they give none
    years = {ln.number: int(m.group(1)) for ln in section.lines if (m := _YEAR_HEADING.fullmatch(ln.text))}
    above = {ln.number: x for ln, x in zip(section.lines[1:], section.lines)}      # the line above each line
    # each year right under a work's bold title (a Europass list) is that work's, whose entry starts at the title,
    # and no other work's (a work without a year line of its own has none)
    own = {above[n].number: year for n, year in years.items()} \
        if len(years) >= 2 and all(n in above and _BOLD_LINE.fullmatch(above[n].text) for n in years) else None

    def heading_year(first: int) -> int | None:
        """The year heading the entry that starts at line ``first``."""
        if own is not None:
            return own.get(first)
        lines_above = [n for n in years if n < first]
        return years[max(lines_above)] if lines_above else None
    if years:
        covered.update(years)
        section = Section(section.name, section.heading, section.heading_line,
                          tuple(ln for ln in section.lines if ln.number not in years))
    entries, _loose = list_entries(section.lines, text_lines, breaks)
    if section.name == "patents" and not any(e.marker for e in entries):
        entries = split_at_starts(entries, _PATENT_START)
    prose = 0
    k = 0
    while k < len(entries):
        entry = entries[k]
        k += 1
        if deadline is not None:
            deadline.check(entry.first)
        if heads_sub_items(entry, entries[k] if k < len(entries) else None):
            prose += 1
            continue        # what a group of references is about ("1. Epigenetics. I showed ...", then "a. ...")
        span = Span(source, entry.first, entry.last)
        raw = "\n".join(lines[n - 1] for n in span.lines())
        if holds_contact(entry.text):
            # an address or phone number is no part of the reference and would split its fields ("(Tel: (617)"):
            # cut out before the entry is read (the record is marked for the report by without_contact)
            entry = Entry(tuple(Line(ln.number, strip_contact(ln.text)) for ln in entry.lines), entry.marker,
                          strip_contact(entry.text))
        entry = without_category(without_form_fields(without_translation(without_badge(entry))))
        if section.name == "patents":
            result = parse_patent(entry.text, span, raw)
        else:
            result = parse_joint_work(entry.text, span, owner, raw) \
                or parse_ams_work(entry.text, span, owner, raw) \
                or parse_bluebook_work(entry.text, span, owner, raw) \
                or ((fields := export_fields([ln.text for ln in entry.lines])) is not None
                    and parse_fielded(fields, span, raw, exported=True)) \
                or parse_fielded([ln.text for ln in entry.lines], span, raw) \
                or _cited_title([ln.text for ln in entry.lines], span, raw) \
                or parse_citation(entry.text, span, raw, year=heading_year(entry.first))
            if isinstance(result, LoadFailure) and len(entry.lines) == 1:
                # a title alone, its authors and venue in the items after it (a page that made each field an item
                # or a paragraph of its own): the fields read together
                best = None
                for more in (1, 2, 3):
                    if k - 1 + more >= len(entries) or _title_alone(entries[k - 1 + more].text) \
                            or _reads_alone(entries[k - 1 + more], source, entry.text):
                        break                   # no more items, or the next one is a title or a reference of its own
                    group = entries[k - 1:k + more]
                    merged = Span(source, group[0].first, group[-1].last)
                    texts = [ln.text for e in group for ln in e.lines]
                    merged_raw = "\n".join(lines[n - 1] for n in merged.lines())
                    found = parse_fielded(texts, merged, merged_raw)
                    found = found or _cited_title(texts, merged, merged_raw)
                    if found is not None and found.title in strip_markup(entry.text):   # the lone item is the title
                        best = (found, merged, more)
                if best is not None:
                    result, span, more = best
                    k += more
            if isinstance(result, PaperRecord) and result.year is None \
                    and (year := heading_year(entry.first)) is not None:
                result = replace(result, year=year)
        if section.name == "publications" and ((PATENT_NUMBER.search(entry.text) or _PATENT_LABEL.fullmatch(
                entry.marker)) and re.search(r"(?i)\bpatent|专利", entry.text)
                or PATENT_STATUS_FIELD.search(strip_markup(entry.text))):
            patent = parse_patent(entry.text, span, raw)      # a patent listed among the publications
            result = patent if isinstance(patent, PatentRecord) else result
        if isinstance(result, LoadFailure) and section.name == "publications":
            result = parse_sentences(entry.text, span, raw) \
                or parse_without_authors([ln.text for ln in entry.lines], span, raw) or result
        if isinstance(result, LoadFailure) and section.name == "publications" and _DESCRIBED.search(entry.text):
            # "Title, Authors — what the work is, its award": the description after the dash is no part of the
            # reference
            head = entry.text[:_DESCRIBED.search(entry.text).start()]
            again = parse_citation(head, span, raw, year=heading_year(entry.first))
            result = again if isinstance(again, PaperRecord) else result
        if isinstance(result, PaperRecord) and _presented(result.title, entry.text):
            prose += 1
            continue  # APA's "[Poster presentation]": a talk among the papers, no publication (left over)
        if isinstance(result, LoadFailure):
            if section.name == "publications" and (not entry.marker and (len(entry.lines) == 1
                                                                         or not YEAR.search(entry.text))
                                                   or narrative(entry.text)):
                prose += 1
                continue  # prose (a note under a heading, an abstract): reported as leftover lines
            failures.append(result)
        else:
            records.append(result)
        covered.update(span.lines())
    return len(entries), prose


#: What says a presentation was printed: a volume and its issue, pages, a proceedings' "In".
_PRINTED = re.compile(r"\b\d{1,4}\s*\([\w-]{1,6}\)|\bpp?\.\s*\d|\bIn[:\s]+[A-Z]|(?i:proceedings|journal)")
#: APA 7's mark of a talk or a poster, after its title: "[Paper presentation]", "[Poster presentation]", "[Roundtable]".
_PRESENTATION = re.compile(r"(?i)\[(?:(?:paper|poster|conference|oral|keynote|invited)\s+(?:presentation|address|session|talk)"
                           r"|roundtable(?: discussion)?|symposium|panel(?: discussion)?)\]")


def _presented(title: str, text: str) -> bool:
    """Whether the work titled ``title`` is marked in ``text`` as a talk or a poster right after its title (APA 7).

    >>> _presented("Moral distress", "Li, A. (2023, June 5). Moral distress [Paper presentation]. CASN, Ottawa.")
    True
    >>> _presented("Burnout", "Li, A. (2020). Burnout [Poster presentation]. *J Clin Nurs*, 29(S1), 45.")
    False
    >>> _presented("Interpersonal emotion regulation", "Li, A. (2024). Interpersonal emotion regulation [Manuscript "
    ...            "submitted]. Li, A. (2023). Other [Paper presentation]. Kassel.")
    False
    """
    plain = " ".join(strip_markup(text).split())
    mark = _PRESENTATION.search(plain)
    if mark is None or _PRINTED.search(plain[mark.end():]):
        return False        # (a poster printed in a journal's supplement or a proceedings: "..., 29(S1), 45", "In Proc.")
    if _PRESENTATION.search(title):
        return True         # (the mark read into the title: "Title [Paper presentation]. Meeting")
    tail = re.escape(" ".join(title.split())[-30:])
    return bool(title) and re.search(tail + r"[\s.,]*" + _PRESENTATION.pattern.removeprefix("(?i)"), plain,
                                     re.IGNORECASE) is not None


def _reads_alone(entry: Entry, source: str, before: str = "") -> bool:
    """Whether an item reads as a paper on its own (authors, title, venue, year) other than the item ``before`` it
    (whose citation it may be: academicpages' "Recommended citation: ..."): a reference of its own, never a field of
    the item before it (a reference the reader could not read, "To appear" in place of its year).

    >>> _reads_alone(Entry((Line(3, "- Li, Ann. 2023. Person splits. *Linguistic Inquiry* 41(2). 1–20."),), "-",
    ...                    "Li, Ann. 2023. Person splits. *Linguistic Inquiry* 41(2). 1–20."), "cv.html")
    True
    >>> _reads_alone(Entry((Line(3, "- Ann Li, Bo Wu"),), "-", "Ann Li, Bo Wu"), "cv.html")
    False
    """
    found = parse_citation(entry.text, Span(source, entry.first, entry.last), entry.text)
    return isinstance(found, PaperRecord) and bool(found.authors) and found.year is not None \
        and not (found.title and found.title.casefold() in strip_markup(before).casefold())


_FIRST_PERSON = re.compile(r"\bI\b|\b(?i:my|we|our|us)\b")


def narrative(text: str) -> bool:
    """Whether an entry that is no reference reads as the author's own prose: 12 words or more, most of them in
    lower case (sentences, not a title in Title Case), in the first person (the NIH biosketch's numbered
    contributions, "1. Pericytes. My early work showed ...", over their references).

    >>> narrative("1. Pericytes and no-reflow. My early work showed that pericytes constrict capillaries after "
    ...           "ischemia, limiting reperfusion even after the artery is reopened, which we confirmed in 2016.")
    True
    >>> narrative("Li A, Wu B. We Are What We Cache: Memory in Large Systems. NSDI, 2024.")
    False
    """
    words = text.split()
    return len(words) >= 12 and sum(w[:1].islower() for w in words) >= len(words) / 2 \
        and bool(_FIRST_PERSON.search(text))


def without_badge(entry: Entry) -> Entry:
    """An entry without the venue badge that stands alone on its first line (al-folio's ``abbr`` column: "CHI",
    "L@S", "CHI EA"): a label, never the first author's name.  Kept when nothing with a year follows it.

    >>> e = Entry((Line(4, "- L@S"), Line(5, "Ann Li and Bo Wu. 2022. Hints at Scale. In Proc. L@S.")), "-",
    ...           "L@S Ann Li and Bo Wu. 2022. Hints at Scale. In Proc. L@S.")
    >>> without_badge(e).text, without_badge(e).first
    ('Ann Li and Bo Wu. 2022. Hints at Scale. In Proc. L@S.', 5)
    """
    if len(entry.lines) < 2:
        return entry
    first = strip_markup(entry.lines[0].text.strip().removeprefix(entry.marker)).strip()
    rest = entry.text.removeprefix(first)
    if not VENUE_BADGE.fullmatch(first) or rest == entry.text or not rest.startswith(" ") or not YEAR.search(rest):
        return entry
    return Entry(entry.lines[1:], entry.marker, rest.lstrip())


#: A research-assessment category before an entry's first author, after its year maybe (Australia's ERA and HERDC
#: codes: "**2024** C1 de Courcy, M. A., ‘Title’", "B1 Li, A., ‘Chapter’"): a label of the list, no name.
_CATEGORY = re.compile(r"^(?P<lead>\s*(?:\*\*)?(?:(?:19|20)\d{2}|(?i:forthcoming|in press))?(?:\*\*)?\s*)[A-J][1-9]\s+"
                       r"(?=(?:(?:de|van|von|da|di|le|la|del|du)\s+)*[A-ZÀ-Þ][\w'’-]+,)")


def without_category(entry: Entry) -> Entry:
    """An entry without the assessment category before its first author (:data:`_CATEGORY`).

    >>> e = Entry((Line(4, "**2024** C1 de Courcy, M. A., ‘Ledgers of empire’, Aust. Hist. Stud."),), "",
    ...           "**2024** C1 de Courcy, M. A., ‘Ledgers of empire’, Aust. Hist. Stud.")
    >>> without_category(e).text
    '**2024** de Courcy, M. A., ‘Ledgers of empire’, Aust. Hist. Stud.'
    """
    m = _CATEGORY.match(entry.text)
    return entry if m is None else Entry(entry.lines, entry.marker, m.group("lead") + entry.text[m.end():])


#: The lines a form sets under each reference, field by field (Spain's CVN: "Tipo de producción: Artículo científico
#: Tipo de soporte: Revista", "Posición de firma: 1 Nº total de autores: 3", "Autor de correspondencia: Sí"): no
#: part of the reference.
_FORM_FIELD_LINE = re.compile(r"(?i)\s*(?:tipo de producci[óo]n|tipo de soporte|posici[óo]n de firma|n[º°o]\.? total de "
                              r"autores|autor de correspondencia|fuente de impacto|[íi]ndice de impacto|categor[íi]a"
                              r"|cuartil|citas|grado de contribuci[óo]n)\s*:.*")


def without_form_fields(entry: Entry) -> Entry:
    """An entry without the lines of a form's fields under its reference (:data:`_FORM_FIELD_LINE`), the lines from
    the first of them on (the caller's span keeps them: they are the entry's, read as nothing).

    >>> e = Entry((Line(1, "1 Li, A. Title of it. Limnetica. 42, 2023."), Line(2, "Tipo de producción: Artículo"),
    ...            Line(3, "Posición de firma: 1 Nº total de autores: 1")), "1",
    ...           "Li, A. Title of it. Limnetica. 42, 2023. Tipo de producción: Artículo Posición de firma: 1")
    >>> without_form_fields(e).text, without_form_fields(e).last
    ('Li, A. Title of it. Limnetica. 42, 2023.', 1)
    """
    for k in range(1, len(entry.lines)):
        line = strip_markup(entry.lines[k].text)
        if _FORM_FIELD_LINE.match(line):
            at = entry.text.find(line.strip()[:20])
            if at > 0:
                return Entry(entry.lines[:k], entry.marker, entry.text[:at].rstrip())
    return entry


def without_translation(entry: Entry) -> Entry:
    """An entry written in Chinese whose next line repeats it in English (a bilingual CV's translation: no Han
    character, the same year) as its Chinese lines alone (the caller's span of the entry keeps the translation).

    >>> e = Entry((Line(7, "[4] 李想, 黄嘉怡. 地方债务[J]. 管理世界, 2021, 37(9): 55-70."),
    ...            Line(8, "Li Xiang, Huang Jiayi. Local Debt. Management World, 2021, 37(9): 55-70.")), "[4]",
    ...           "李想, 黄嘉怡. 地方债务[J]. 管理世界, 2021, 37(9): 55-70. Li Xiang, Huang Jiayi. Local Debt. "
    ...           "Management World, 2021, 37(9): 55-70.")
    >>> without_translation(e).text, without_translation(e).last
    ('李想, 黄嘉怡. 地方债务[J]. 管理世界, 2021, 37(9): 55-70.', 7)
    """
    for k in range(1, len(entry.lines)):
        own = " ".join(ln.text for ln in entry.lines[:k])
        other = strip_markup(entry.lines[k].text).strip()
        years = set(YEAR.regex.findall(own)) if CJK.search(own) else set()
        at = entry.text.find(other[:30]) if other else -1
        if years and not CJK.search(other) and years & set(YEAR.regex.findall(other)) and at > 0:
            return Entry(entry.lines[:k], entry.marker, entry.text[:at].rstrip())
    return entry


#: The label of a numbered patent list ("[P1]", "P2."): with the word patent in the entry, a patent among the
#: publications though its number is not written as PATENT_NUMBER reads one.
_PATENT_LABEL = re.compile(r"\[?P\d{1,3}[\].:]?")


#: A description after an entry, set off by a spaced dash ("... , **Ann Li** — a dataset used by 300 groups").
_DESCRIBED = re.compile(r"\s+[—–]\s+(?=\D*$)")


#: The share of its entries a section with no publications heading must give as papers to be read as a list of them.
BY_CONTENT_SHARE = 0.6


def _names_publications(doc: Document, matter: tuple[dict, int] | None) -> bool:
    """Whether the document says it is a publication list by its name or its title (``publications.html``, a
    front matter ``title: Papers``), though no heading in it does."""
    stem = re.sub(r"[_\-.]+", " ", Path(doc.source).stem)
    title = str(matter[0].get("title") or "") if matter else ""
    return any((found := classify_heading(text)) is not None and found[0] == "publications" and not found[1]
               for text in (stem, title) if text.strip())


def _read_unnamed_lists(sections: Sequence[Section], lines: Sequence[str], text_lines: Sequence[str], source: str,
                        records: list[Record], failures: list[LoadFailure], covered: set[int],
                        summaries: list[SectionSummary], breaks: frozenset[int] | None, named: bool) -> None:
    """A page that says it lists publications (its file name, ``publications.html``, or its title, ``title:
    Papers``) but has no heading that says so: the text before its first heading and its sections under unknown
    headings are read as a publication list, and taken when at least one entry, and :data:`BY_CONTENT_SHARE` of
    them, are papers read by the rules, or by the reference parser with a confidence of 0.8 or more; the entries
    that are not are then failures.  A page that does not say so is not searched for papers (precision first: a
    list of courses or certificates reads much like one of papers)."""
    if not named:
        return
    for section in sections:
        if section.name not in ("profile", "other"):
            continue
        rest = tuple(ln for ln in section.lines if ln.number not in covered)
        if not rest:
            continue
        trial = Section("publications", section.heading, section.heading_line, rest)
        _read_if_papers(trial, lines, text_lines, source, records, failures, covered, summaries, breaks)


def _read_if_papers(trial: Section, lines: Sequence[str], text_lines: Sequence[str], source: str,
                    records: list[Record], failures: list[LoadFailure], covered: set[int],
                    summaries: list[SectionSummary], breaks: frozenset[int] | None) -> None:
    """``trial``, lines that may be a publication list, read as one and taken when at least one entry, and
    :data:`BY_CONTENT_SHARE` of them, are papers read by the rules, or by the reference parser with a confidence
    of 0.8 or more; nothing is taken otherwise."""
    got: list[Record] = []
    lost: list[LoadFailure] = []
    used: set[int] = set()
    entries, prose = _read_list(trial, lines, text_lines, source, got, lost, used, None, breaks)
    papers = [r for r in got if isinstance(r, PaperRecord) and (r.reader != "crf" or (r.confidence or 0) >= 0.8)]
    if papers and len(papers) >= BY_CONTENT_SHARE * max(entries - prose, 1):
        records.extend(got)
        failures.extend(lost)
        covered.update(used)
        summaries.append(_summary(replace(trial, heading=f"{trial.heading or ''} (a list read by its content)".strip()),
                                  source, entries, len(got)))


def _read_cited_in_prose(section: Section, lines: Sequence[str], text_lines: Sequence[str], source: str,
                         records: list[Record], failures: list[LoadFailure], covered: set[int],
                         summaries: list[SectionSummary], breaks: frozenset[int] | None) -> None:
    """The references a summary or personal statement lists among its prose (:func:`listed_items`: numbered or
    bulleted items with a year, "Citations:" above them), each run read as a publication list and taken when its
    entries read as papers (:func:`_read_if_papers`)."""
    for run in listed_items(section.lines):
        trial = Section("publications", None, None, run)
        _read_if_papers(trial, lines, text_lines, source, records, failures, covered, summaries, breaks)


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


def _cited_title(texts: list[str], span: Span, raw: str) -> PaperRecord | None:
    """A title set apart, its venue, and the page's labelled citation of it naming the authors (academicpages:
    "Recommended citation: ..."), read as one paper; None when the entry holds no such citation."""
    if not any(re.match(r"(?i)\s*(?:[-*]\s+)?(?:recommended\s+)?citation\s*:", t) for t in texts):
        return None
    found = parse_without_authors(texts, span, raw)
    return found if found is not None and found.authors else None


def _grants_apart(blocks: Sequence[Entry], source: str, records: list[Record], covered: set[int]) -> list[Entry]:
    """The blocks of a projects section that are no grant; each grant (a funded project the owner holds or takes
    part in, :func:`~loaders.entries.activities.is_grant`) is read as a grant activity, dated by its range
    ("2021.01-2023.12", which an activity's years do not read), never as an affiliation."""
    rest = []
    for block in blocks:
        grant = parse_activity(block, "grant", source, "\n".join(ln.text for ln in block.lines)) \
            if is_grant(block.text) else None
        if grant is None:
            rest.append(block)
            continue
        start, end = parse_date_range(block.text)
        if start is not None:
            grant = replace(grant, start=start, end=end if end != start else None)
        records.append(grant)
        covered.update(grant.span.lines())
    return rest


def _read_affiliations_and_advisors(section: Section, source: str, records: list[Record], covered: set[int],
                                    breaks: frozenset[int] | None = None) -> int:
    """The affiliation blocks of an education or positions section (with the advisors they name), or the advisor
    statements of any other section; returns the number of affiliation blocks."""
    if section.name in AFFILIATION_KINDS:
        # (a table's row of column labels, "Degree  Institution  Year", names no affiliation: left over)
        blocks = affiliation_blocks([ln for ln in section.lines if not column_names(ln.text)], breaks)
        if section.name == "projects":
            blocks = _grants_apart(blocks, source, records, covered)
        for block, record in parse_affiliations(blocks, AFFILIATION_KINDS[section.name], source):
            records.append(record)
            covered.update(record.span.lines())
            for k, ln in enumerate(block.lines):
                text = ln.text
                if k + 1 < len(block.lines) and (":" in text or "：" in text) and _ADVISOR_CUT.search(text):
                    # the name runs on to the next line ("Advisor: Prof. S." / "M.-R. Tabatabaei")
                    text = f"{text} {block.lines[k + 1].text.strip()}"
                records.extend(parse_advisors(text, ln.number, source, record.institution))
        return len(blocks)
    for ln in section.lines:
        if (":" in ln.text or "：" in ln.text) and ADVISOR_LABEL.search(ln.text):
            found = parse_advisors(ln.text, ln.number, source)
            records.extend(found)
            if found and section.name not in ("publications", "patents") and not _states_more(ln.text):
                covered.add(ln.number)
    return 0


#: An advisor's label at the end of a line, or a name cut there after an honorific or an initial.
_ADVISOR_CUT = re.compile(ADVISOR_LABEL.regex.pattern + r"(?:(?:(?i:prof|dr|prof\. dr|dr\. ir)\.?\s*)*"
                          r"(?:[A-Z][\w'’-]*\.?\s+)*[A-Z]\.)?\s*$")


def _states_more(text: str) -> bool:
    """Whether a line with an advisor statement states more than it: an organisation or a role before the label
    ("2009–2014 Postdoctoral Fellow, Emory University (mentor: R. Ahmed)"), which stays a leftover unless read."""
    before = text[:ADVISOR_LABEL.search(text).start()]
    return bool(ORG_KEYWORD.search(before) or ROLE_KEYWORD.search(before))


def _profile_record(records: Sequence[Record], title: list[tuple[PersonMention, bool]], contact_lines: list[str],
                    source: str, profile_lines: set[int] | None = None, given: Contact | None = None
                    ) -> ProfileRecord | None:
    """The owner, decided from the evidence (:func:`loaders.entries.owner.decide_owner`), with every name form
    of it the CV gives (each as the owner, in order of first appearance) and the contact details (found in
    ``contact_lines``, or ``given`` as a data CV's fields hold them); its span runs from the first to the last line
    of the title block it used (the name, the contact lines)."""
    papers = [r for r in records if isinstance(r, PaperRecord)]
    contact = given if given is not None and not given.is_empty() else find_contact(contact_lines)
    decision = decide_owner(title, [p.authors for p in papers], contact.emails, source)
    names = [m if m.role == "owner" else PersonMention(text=m.text, span=m.span, role="owner", raw=m.raw)
             for m in decision.names]
    if not (names or contact_lines or not contact.is_empty() or decision.candidates):
        return None
    first_line = min((n.span.start_line for n in names), default=0) or 1
    used = sorted((profile_lines or set()) | {n.span.start_line for n in names if n.span.start_line >= 1})
    span = Span(source, used[0], used[-1]) if used else Span(source, first_line, first_line)
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


_EXPORTS = {"endnote": ENDNOTE, "refworks": REFWORKS, "noteexpress": NOTEEXPRESS, "endnote-xml": None}


def _read_structured(doc: Document, source_kind: str | None) -> LoadResult | None:
    """A CSL-JSON, RIS, EndNote (tagged or XML), RefWorks or NoteExpress file (by its name, or recognised by
    content), or a CV kept as data (YAML, JSON Resume),
    read item by item; None for other text."""
    if source_kind == "json":
        source_kind = "csljson" if looks_like_csljson(doc.text) else "data"
    contact_lines: set[int] = set()       # the lines of a data CV's owner's contact details
    export = source_kind if source_kind in _EXPORTS else \
        reference_export_kind(doc.lines) if source_kind is None and not looks_like_csljson(doc.text) and \
        not looks_like_ris(doc.lines) else None
    if source_kind == "csljson" or (source_kind is None and looks_like_csljson(doc.text)) or \
            source_kind == "ris" or (source_kind is None and looks_like_ris(doc.lines)) or export:
        csl = source_kind == "csljson" or (source_kind is None and looks_like_csljson(doc.text))
        if export == "endnote-xml":
            records, failures = parse_endnote_xml("\n".join(doc.lines), doc.source)
        elif export:
            records, failures = parse_tagged(doc.lines, doc.source, _EXPORTS[export])
        else:
            records, failures = parse_csljson(doc.text, doc.source) if csl else parse_ris(doc.lines, doc.source)
        # the owner of a reference-manager export: the author the entries have in common (as for BibTeX)
        profile = _profile_record(records, [], [], doc.source)
        if profile is not None and profile.names:
            records.insert(0, profile)
    elif source_kind == "data":
        reading = parse_data(doc.text, doc.source)
        if reading is None:
            return None
        records = [*reading.papers, *reading.affiliations, *reading.advising]
        failures = list(reading.failures)
        profile = _profile_record(records, [(m, True) for m in reading.owner], [], doc.source,
                                  set(reading.contact_lines), reading.contact)
        if profile is not None:
            records.insert(0, profile)
        contact_lines = reading.contact_lines
    else:
        return None
    covered = {n for r in records if not isinstance(r, ProfileRecord) for n in r.span.lines()} | \
        {n for f in failures for n in f.span.lines()} | \
        {n for r in records if isinstance(r, ProfileRecord) for m in r.names for n in m.span.lines()}
    covered |= contact_lines            # the owner's contact details: the profile's, private
    leftovers = [Leftover(Span(doc.source, n, n), redact(line.strip()), "publications", "not part of any item")
                 for n, line in enumerate(doc.lines, start=1)
                 if n not in covered and line.strip() and not _is_boilerplate(line)]
    whole = Span(doc.source, 1, max(len(doc.lines), 1))
    papers = [r for r in records if isinstance(r, (PaperRecord, PatentRecord))]
    summary = SectionSummary("publications", None, whole, len(papers) + len(failures), len(papers))
    return LoadResult(source=doc.source, records=tuple(records), failures=tuple(failures),
                      leftovers=tuple(leftovers), encoding=doc.encoding, sections=(summary,))


def _kind_of_path(path: Path) -> str | None:
    suffix = path.suffix.lower()
    return {".bib": "bibtex", ".tex": "latex", ".json": "json", ".ris": "ris", ".enw": "endnote", ".yml": "data",
            ".yaml": "data"}.get(suffix)


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
    kind = _kind_of_path(path)
    included = None
    if kind == "latex" or (kind is None and looks_like_latex(doc.lines)):
        included = read_included(path, doc, name, max_bytes=max_bytes)
    return extract(doc, source_kind=kind, max_seconds=max_seconds, included=included)


def _included_path(folder: Path, target: str, kind: str) -> Path | None:
    """The file a LaTeX ``\\input`` or bibliography names, beside the main file (``.tex``/``.bib`` added as TeX
    does); None when there is none, or when the name leads out of the folder."""
    base = (folder / target).resolve()
    if not base.is_relative_to(folder.resolve()):
        return None
    suffix = ".bib" if kind == "bibliography" else ".tex"
    for candidate in (base, base.with_name(base.name + suffix)):
        if candidate.is_file():
            return candidate
    return None


def read_included(path: Path, doc: Document, name: str, *, max_bytes: int = DEFAULT_MAX_BYTES
                  ) -> dict[str, Document | str]:
    """The files a LaTeX CV reads (``\\input``, ``\\include``, ``\\import``, printed bibliographies), by the name
    it gives them, read from beside it (as TeX does, relative to the main file's folder, nested inputs too; a name
    in a part that is not found there is looked up beside the part, as the import package's ``\\subimport`` and
    the inputs of an imported file are); a file that cannot be read maps to the reason.  Names outside the folder
    are not followed."""
    folder = path.parent
    out: dict[str, Document | str] = {}
    queue = [(inc, 0, Path(), doc.lines) for inc in latex_includes(doc.lines)]
    while queue:
        inc, depth, beside, parent = queue.pop(0)
        if inc.target in out or depth > MAX_INCLUDE_DEPTH:
            continue
        found = _included_path(folder, inc.target, inc.kind)
        if found is None and beside != Path():
            found = _included_path(folder, (beside / inc.target).as_posix(), inc.kind)
        if found is None:
            continue
        part_name = (Path(name).parent / found.relative_to(folder.resolve())).as_posix()
        try:
            part = read_any_document(found, max_bytes=max_bytes, source=part_name)
        except LoaderError as exc:
            out[inc.target] = f"could not be read: {exc.reason}"
            continue
        except OSError as exc:
            out[inc.target] = f"could not be read: {exc.strerror}"
            continue
        out[inc.target] = part
        if inc.kind == "input":
            queue += [(sub, depth + 1, found.parent.relative_to(folder.resolve()), part.lines)
                      for sub in latex_includes(part.lines, inherited=parent)]
    return out


def included_files(paths: Iterable[Path]) -> set[Path]:
    """The files among ``paths`` that a LaTeX file among them reads: they are read as parts of it, not alone."""
    out: set[Path] = set()
    for p in paths:
        if p.suffix.lower() != ".tex":
            continue
        try:
            lines = p.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for inc in latex_includes(lines):
            found = _included_path(p.parent, inc.target, inc.kind)
            if found is not None and found != p.resolve():
                out.add(found)
    return out


def iter_inputs(paths: Iterable[str | os.PathLike[str]]) -> list[tuple[Path, str]]:
    """Expand files and folders into ``(path, source name)`` pairs, sorted, names relative to the folder given.

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp()); _ = (d / "b.txt").write_text("x"); _ = (d / "a.md").write_text("y")
    >>> [name for _, name in iter_inputs([d])]
    ['a.md', 'b.txt']

    Hidden files and folders (``.git``, a build's ``.cache``) are not inputs. A file that a LaTeX file among
    them reads (``\\input``, a printed bibliography) is read as part of it, so it is not listed on its own.

    The name is a file's identity in the graph, so no two files share one: a file given twice (its folder and
    itself) is listed once, under the first of its names in sorted order; files of one name in different folders
    (``x/cv.pdf``, ``y/cv.pdf``) are named by their paths from the folder they have in common. Names depend on the
    files, never on the order of ``paths``.

    >>> for sub in ("x", "y"):
    ...     (d / sub).mkdir(); _ = (d / sub / "cv.md").write_text(sub)
    >>> sorted(name for _, name in iter_inputs([d / "y", d / "x", d / "x" / "cv.md"]))
    ['x/cv.md', 'y/cv.md']
    >>> (d / "y" / "x").mkdir(); _ = (d / "y" / "x" / "cv.md").write_text("yx")     # y/x/cv.md is x/cv.md in y
    >>> sorted(name for _, name in iter_inputs([d / "y", d])) == sorted(name for _, name in iter_inputs([d, d / "y"]))
    True
    >>> sorted(name for _, name in iter_inputs([d / "y", d]))
    ['a.md', 'b.txt', 'cv.md', 'x/cv.md', 'y/x/cv.md']
    """
    out: list[tuple[Path, str]] = []
    for given in paths:
        p = Path(given)
        if p.is_dir():
            for f in sorted(q for q in p.rglob("*") if q.is_file()
                            and not any(part.startswith(".") for part in q.relative_to(p).parts)):
                out.append((f, f.relative_to(p).as_posix()))
        else:
            out.append((p, p.name if p.is_absolute() else p.as_posix()))
    parts = included_files(p for p, _ in out)
    return _unique_names([(p, n) for p, n in out if p.resolve() not in parts])


def _unique_names(inputs: Sequence[tuple[Path, str]]) -> list[tuple[Path, str]]:
    """``inputs`` with each file once (the first of its names in sorted order) and no name shared by two files
    (see :func:`iter_inputs`), in the order given."""
    first: dict[Path, str] = {}
    for path, name in inputs:
        real = path.resolve()
        first[real] = min(first.get(real, name), name)
    named = dict(first)
    for _ in range(64):                 # each round makes the names of a clash longer; paths are not that deep
        holders: dict[str, list[Path]] = defaultdict(list)
        for real, name in named.items():
            holders[name].append(real)
        clashes = [files for files in holders.values() if len(files) > 1]
        if not clashes:
            break
        for files in clashes:
            common = Path(os.path.commonpath([f.parent for f in files]))
            longer = {f: f.relative_to(common).as_posix() for f in files}
            if all(longer[f] == named[f] for f in files):       # no longer name tells them apart: the full path
                longer = {f: f.as_posix() for f in files}
            named.update(longer)
    named = _without_contact_names(named)
    seen: set[Path] = set()
    out = []
    for path, _ in inputs:
        real = path.resolve()
        if real not in seen:
            seen.add(real)
            out.append((path, named[real]))
    return out


def _without_contact_names(named: dict[Path, str]) -> dict[Path, str]:
    """The names with e-mail addresses and phone numbers redacted (a CV saved as ``陈波_13912345678.pdf``: the name
    is the file's identity in the graph and the reports); names that become one are numbered in the order of the
    names as written (``陈波_[phone].pdf``, ``陈波_[phone]-2.pdf``).

    >>> names = _without_contact_names({Path("/a"): "陈波_13912345678.md", Path("/b"): "陈波_13800138000.md",
    ...                                 Path("/c"): "cv.md"})
    >>> [names[Path(p)] for p in ("/a", "/b", "/c")]
    ['陈波_[phone]-2.md', '陈波_[phone].md', 'cv.md']
    """
    redacted = {real: redact(name) for real, name in named.items()}
    if all(redacted[real] == named[real] for real in named):
        return named
    taken = {name for real, name in redacted.items() if name == named[real]}
    out = {real: name for real, name in redacted.items() if name == named[real]}
    for real in sorted((r for r in named if redacted[r] != named[r]), key=lambda r: named[r]):
        stem, dot, suffix = redacted[real].rpartition(".") if "." in redacted[real] else (redacted[real], "", "")
        name, n = redacted[real], 1
        while name in taken:
            n += 1
            name = f"{stem}-{n}{dot}{suffix}"
        taken.add(name)
        out[real] = name
    return out


def load_many(paths: Sequence[str | os.PathLike[str]], *, max_bytes: int = DEFAULT_MAX_BYTES,
              max_seconds: float | None = DEFAULT_MAX_SECONDS) -> list[LoadResult]:
    """Load every file under ``paths`` (files or folders); one bad file never stops the others."""
    return [load(path, source=name, max_bytes=max_bytes, max_seconds=max_seconds) for path, name in iter_inputs(paths)]
