"""BibTeX (``.bib`` files, and BibTeX pasted into text or Markdown) to paper records, with bibtexparser v2.

Every entry keeps its start line; an entry that fails to parse becomes a :class:`LoadFailure` while the rest load.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Sequence

import bibtexparser
from bibtexparser import model as bibmodel
from bibtexparser.middlewares import LatexDecodingMiddleware, SeparateCoAuthors, SplitNameParts
from bibtexparser.middlewares.middleware import BlockMiddleware

from loaders.model import LoadFailure, PaperRecord, PatentRecord, PersonMention, Span
from loaders.entries.patterns import ARXIV_ID, BIBTEX_START, ESCAPED_AT, HEADED_TO, NAME_SUFFIX, STATUS, YEAR

_BRACES = re.compile(r"[{}]")
_VENUE_FIELDS = ("booktitle", "journal", "journaltitle", "howpublished", "school", "institution", "publisher",
                 "eventtitle")
_PAPER_TYPES = {"article", "inproceedings", "conference", "incollection", "misc", "phdthesis", "mastersthesis",
                "techreport", "unpublished", "book", "inbook", "proceedings", "online", "thesis", "report", "patent",
                "software", "dataset", "data", "manual", "booklet", "collection", "electronic", "www", "preprint"}


#: what pylatexenc may change in a field value: a control character of TeX, its ligatures (dashes, quotes, Spanish
#: marks) or a line break. A value without any is its own decoding (tests/loaders/formats/test_bibtex_decoding.py checks
#: this against pylatexenc on every value of the BibTeX files in examples/ and a generated corpus).
_LATEX_ACTIVE = re.compile(r"[\\{}$~%&#^_]|--|``|''|[!?]`|\n")


class _LatexDecoding(LatexDecodingMiddleware):
    r"""bibtexparser's LaTeX decoding, handing pylatexenc only the values that have something to decode.

    Decoding a value walks it with a fresh LaTeX parser (about 0.8 ms); in a BibTeX file most values (years,
    pages, plain titles and venues) have nothing to decode, and it was half the time of extracting BibTeX CVs.

    >>> _LatexDecoding()._transform_python_value_string("J{\\\"o}rg -- 2023")
    ('Jörg – 2023', '')
    >>> _LatexDecoding()._transform_python_value_string("Plain title, 2023")
    ('Plain title, 2023', '')
    """

    def _transform_python_value_string(self, python_string: str) -> tuple[str, str]:
        if _LATEX_ACTIVE.search(python_string) is None:
            return python_string, ""
        # "carl\@example.org": LaTeX prints no @ for \@, but an address written so is an address (kept private)
        return super()._transform_python_value_string(ESCAPED_AT.sub("@", python_string))


def bibtex_regions(lines: Sequence[str]) -> list[tuple[int, int]]:
    """Find BibTeX entries inside any text: ``(first, last)`` 1-based line numbers of each brace-balanced entry.

    >>> bibtex_regions(["Intro", "@article{k,", "  title={A {B} C},", "}", "after"])
    [(2, 4)]
    """
    regions: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        if BIBTEX_START.match(lines[i]):
            depth, j, opened = 0, i, False
            while j < len(lines):
                for ch in lines[j]:
                    if ch in "{(":
                        depth += 1
                        opened = True
                    elif ch in "})":
                        depth -= 1
                if opened and depth <= 0:
                    break
                j += 1
            j = min(j, len(lines) - 1)
            regions.append((i + 1, j + 1))
            i = j + 1
        else:
            i += 1
    return regions


def _field(entry: bibmodel.Entry, name: str) -> str | None:
    f = entry.fields_dict.get(name)
    if f is None or f.value is None:
        return None
    value = f.value if isinstance(f.value, str) else " and ".join(map(str, f.value))
    return re.sub(r"\s+", " ", _BRACES.sub("", value)).strip() or None


def _names_from_text(text: str) -> list[str]:
    """Names from an author string that BibTeX's name syntax could not split.  A string with several commas is
    a comma-separated list of "First Last" names (a common mistake in hand-written .bib files); one comma is
    "Last, First".

    >>> _names_from_text("Jiangfei Duan, Shuo Zhang, Zerui Wang"), _names_from_text("{Wang}, Wei")
    (['Jiangfei Duan', 'Shuo Zhang', 'Zerui Wang'], ['Wei Wang'])
    """
    text = re.sub(r"\s+", " ", _BRACES.sub("", text)).strip()
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if len(parts) == 2 and len(parts[1].split()) <= 3:
        return [f"{parts[1]} {parts[0]}"]
    return parts


#: The field of an entry that holds its group authors (:class:`_GroupAuthors`), a name no BibTeX file uses
GROUPS_FIELD = "x-scholarkg-groups"
_GROUPS_APART = "\u241e"        # between the groups in that field: a symbol no name holds ("Smith and Sons Group")
#: A word that makes a name in braces a group: "{World Health Organization}", "{The ATLAS Collaboration}"
_GROUP_WORD = re.compile(
    r"(?i)\b(?:organi[sz]ation|collaboration|consortium|group|committee|association|society|institute|team|"
    r"council|agency|network|initiative|project|alliance|foundation|federation|union|board|commission|"
    r"investigators|task\s+force|working\s+party|office|ministry|department|university|laborator(?:y|ies)|"
    r"cent(?:er|re)|study|trialists|of|for|and)\b")


def _top_level_names(value: str) -> list[str]:
    """An author field split at its top-level "and"s (not inside braces).

    >>> _top_level_names("{Smith and Sons Ltd} and Doe, Jane AND Li, Bo")
    ['{Smith and Sons Ltd}', 'Doe, Jane', 'Li, Bo']
    """
    names, depth, start = [], 0, 0
    for m in re.finditer(r"[{}]|\s+and\s+", value, re.IGNORECASE):
        token = m.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            depth = max(depth - 1, 0)
        elif depth == 0:
            names.append(value[start:m.start()].strip())
            start = m.end()
    names.append(value[start:].strip())
    return [n for n in names if n]


def _group(name: str) -> str | None:
    """The name of a group author: BibTeX's way of writing one is the whole name in braces, so that no part of it
    is read as a given name ("{World Health Organization}"). Only a name of two words or more with a word of a
    group ("Organization", "Collaboration", "of") is taken as one: a person's name is braced too, to keep it
    whole ("{Nguyen Van Minh}").

    >>> _group("{The ATLAS Collaboration}"), _group("{Nguyen Van Minh}"), _group("World Health Organization")
    ('The ATLAS Collaboration', None, None)
    """
    if not (name.startswith("{") and name.endswith("}")):
        return None
    depth = 0
    for k, ch in enumerate(name):       # the first brace closes at the end: one group, the whole name
        depth += (ch == "{") - (ch == "}")
        if depth == 0 and k < len(name) - 1:
            return None
    text = re.sub(r"\s+", " ", _BRACES.sub("", name)).strip()
    return text if len(text.split()) >= 2 and _GROUP_WORD.search(text) else None


class _GroupAuthors(BlockMiddleware):
    """Group authors taken out of an entry's author (or editor) field before its names are split, into the field
    :data:`GROUPS_FIELD`: BibTeX would read "{World Health Organization}" as a person with the family name "World
    Health Organization", and the LaTeX decoding takes off the braces that say it is not one."""

    def transform_entry(self, entry: bibmodel.Entry, library: object) -> bibmodel.Entry:
        for key in ("author", "editor"):
            got = entry.fields_dict.get(key)
            if got is None or not isinstance(got.value, str) or "{" not in got.value:
                continue
            names = _top_level_names(got.value)
            read = [(n, _group(n)) for n in names]
            groups = [g for _, g in read if g]
            if groups:
                got.value = " and ".join(n for n, g in read if not g)
                entry.set_field(bibmodel.Field(GROUPS_FIELD, _GROUPS_APART.join(groups)))
            break
        return entry


def _name(parts: object) -> str:
    """A name of BibTeX's name syntax as text: "First von Last", or "Last, First" where the family name is of two
    words or more and no particle says where it starts ("Ben Youssef, Karim", "Pereira dos Santos, Camila": as
    "Karim Ben Youssef" the name would read as given names Karim Ben).

    >>> from bibtexparser.middlewares.names import NameParts
    >>> _name(NameParts(first=["Karim"], last=["Ben", "Youssef"])), _name(NameParts(first=["Jan"], von=["van", "der"], last=["Berg"]))
    ('Ben Youssef, Karim', 'Jan van der Berg')
    >>> _name(NameParts(first=["Robert"], last=["Jones", "Jr"]))
    'Robert Jones, Jr'
    """
    if isinstance(parts, str):
        return re.sub(r"\s+", " ", _BRACES.sub("", parts)).strip()
    first, von, last = ([_BRACES.sub("", w) for w in words]
                        for words in (parts.first, parts.von, parts.last))  # type: ignore[attr-defined]
    suffix = [w for w in last if NAME_SUFFIX.fullmatch(w)]      # "Jones Jr, Robert": Jr is no word of the family
    family = von + [w for w in last if not NAME_SUFFIX.fullmatch(w)]
    # (BibTeX reads "Pereira dos Santos, Camila" as von "Pereira dos", last "Santos": a capitalised word in the
    # von part is the family name's own)
    # ("da Silva Santos, João Pedro": von "da", last "Silva Santos"; "van der Berg, Jan" stays "Jan van der Berg")
    if len(" ".join(family).split()) >= 2 and first and (
            not von or any(w[:1].isupper() for w in von) or len(" ".join(family[len(von):]).split()) >= 2):
        text = " ".join(family) + ", " + " ".join(first)
    else:
        text = " ".join([*first, *family]) + (", " + " ".join(suffix) if suffix else "")
    if parts.jr:  # type: ignore[attr-defined]
        text += ", " + " ".join(parts.jr)  # type: ignore[attr-defined]
    return re.sub(r"\s+", " ", text).strip()


def _paper(entry: bibmodel.Entry, source: str, first: int, last: int) -> PaperRecord | PatentRecord | LoadFailure:
    span = Span(source, first, last)
    title = _field(entry, "title")
    if not title:
        return LoadFailure(span, f"BibTeX entry '{entry.key}' has no title", entry.raw or "")
    raw_authors = entry.fields_dict.get("author")
    role = "author"
    if raw_authors is None and entry.fields_dict.get("editor") is not None:
        raw_authors, role = entry.fields_dict["editor"], "editor"  # a volume someone edited (dblp lists these)
    mentions: list[PersonMention] = []
    groups = [g.strip() for g in (_field(entry, GROUPS_FIELD) or "").split(_GROUPS_APART) if g.strip()]  # notes
    et_al = False
    if raw_authors is not None:
        values = raw_authors.value if isinstance(raw_authors.value, list) else \
            re.split(r"\s+and\s+", raw_authors.value)
        for parts in values:
            texts = _names_from_text(parts) if isinstance(parts, str) else [_name(parts)]
            for text in texts:
                if text.lower() in {"others", "et al.", "et al"}:
                    et_al = True
                    continue
                if text:
                    mentions.append(PersonMention(text=text, span=span, role=role, raw=str(parts),
                                                  rank=len(mentions) + 1))
    if not mentions and not groups:
        fields = ", ".join(sorted(f for f in entry.fields_dict if f != GROUPS_FIELD))
        return LoadFailure(span, f"BibTeX entry '{entry.key}' has no author or editor (fields: {fields})",
                           entry.raw or "")
    if entry.entry_type.lower() == "patent":
        number = _field(entry, "number") or _field(entry, "id")
        return PatentRecord(number=number.replace(" ", "") if number else None, title=title,
                            inventors=tuple(dataclasses.replace(m, role="inventor") for m in mentions), span=span,
                            raw=entry.raw or "")
    venue = next((v for v in (_field(entry, f) for f in _VENUE_FIELDS) if v), None)
    year_text = _field(entry, "year") or _field(entry, "date") or ""
    year_m = YEAR.search(year_text)
    note = " ".join(filter(None, (_field(entry, "note"), _field(entry, "pubstate"))))
    status_m = STATUS.search(note)
    if venue is None and (headed := HEADED_TO.search(_field(entry, "note") or "")):
        venue = headed.group("venue")       # @Unpublished's "note = {Submitted to J. Geophys. Res.}": where it went
    arxiv_m = ARXIV_ID.search(" ".join(filter(None, (venue, _field(entry, "eprint") and
                                                       f"arXiv:{_field(entry, 'eprint')}", _field(entry, "url")))))
    is_preprint = bool(arxiv_m and (not venue or re.search(r"arxiv|corr", venue, re.I))) or \
        entry.entry_type.lower() == "unpublished"
    status = (status_m.group("status") or "").lower() if status_m and status_m.group("status") else \
        ("preprint" if is_preprint else "published")
    return PaperRecord(title=title, authors=tuple(mentions), venue=venue,
                       year=int(year_m.group(0)) if year_m else None, status=status, span=span, et_al=et_al,
                       notes=tuple(filter(None, (note, *(f"group author: {g}" for g in groups)))),
                       doi=_field(entry, "doi"),
                       arxiv=(arxiv_m.group("id") or arxiv_m.group("id2")) if arxiv_m else None,
                       kind=entry.entry_type.lower(), raw=entry.raw or "")


def parse_bibtex(text: str, source: str,
                 line_offset: int = 0) -> tuple[list[PaperRecord | PatentRecord], list[LoadFailure]]:
    """Parse BibTeX text; line numbers are shifted by ``line_offset`` (the region's first line minus one).

    >>> recs, fails = parse_bibtex("@inproceedings{k, author={{Wang}, Wei and J{\\\\\\"o}rg M{\\\\\\"u}ller}, "
    ...                            "title={{LIBRA}: Fast}, booktitle={INFOCOM}, year={2023}}\\n@article{bad, title={x\\n",
    ...                            "refs.bib", 10)
    >>> [(r.title, [a.text for a in r.authors], r.venue, r.year, r.span.start_line) for r in recs]
    [('LIBRA: Fast', ['Wei Wang', 'Jörg Müller'], 'INFOCOM', 2023, 11)]
    >>> [str(f) for f in fails]
    ['refs.bib:12: malformed BibTeX entry (unbalanced braces or a missing comma)']
    """
    splitter_log = logging.getLogger("bibtexparser.splitter")
    level = splitter_log.level
    splitter_log.setLevel(logging.CRITICAL)  # its complaints become LoadFailures below, with file and line
    try:
        library = bibtexparser.parse_string(
            text, append_middleware=[_GroupAuthors(), _LatexDecoding(), SeparateCoAuthors(), SplitNameParts()])
    finally:
        splitter_log.setLevel(level)
    lines = text.split("\n")
    total_lines = len(lines)
    blocks = sorted([*library.entries, *library.failed_blocks], key=lambda b: b.start_line or 0)
    starts = [b.start_line or 0 for b in blocks] + [total_lines]
    papers: list[PaperRecord | PatentRecord] = []
    failures: list[LoadFailure] = []
    for block, nxt in zip(blocks, starts[1:]):
        first = (block.start_line or 0) + 1 + line_offset
        raw = block.raw or ""
        last = first + max(0, len(raw.rstrip("\n").split("\n")) - 1)
        last = min(last, nxt + line_offset) if nxt > (block.start_line or 0) else last
        if isinstance(block, bibmodel.DuplicateBlockKeyBlock):
            entry = block.ignore_error_block
            if isinstance(entry, bibmodel.Entry):
                block = entry
            else:
                failures.append(LoadFailure(Span(source, first, last), f"duplicate BibTeX key '{block.key}'", raw))
                continue
        if isinstance(block, bibmodel.ParsingFailedBlock) and isinstance(block.ignore_error_block, bibmodel.Entry):
            # a field given twice, or an author list BibTeX's name syntax cannot split: the entry itself is sound
            block = block.ignore_error_block
        if isinstance(block, bibmodel.ParsingFailedBlock):
            # the parser gives up where the entry goes wrong ("@article{key" without its comma stops at the first
            # field): the entry's lines are all those up to the next block, and the failure names them all (no line
            # of the file is left unreported)
            end = nxt if nxt > (block.start_line or 0) else total_lines
            while end > (block.start_line or 0) + 1 and not lines[end - 1].strip():
                end -= 1
            last = max(last, end + line_offset)
            raw = "\n".join(lines[(block.start_line or 0):end])
            failures.append(LoadFailure(Span(source, first, last),
                                        "malformed BibTeX entry (unbalanced braces or a missing comma)", raw))
            continue
        if block.entry_type.lower() not in _PAPER_TYPES:
            failures.append(LoadFailure(Span(source, first, last), f"BibTeX entry type @{block.entry_type} is "
                                        "not a kind of work this reader knows: not read", raw))
            continue
        result = _paper(block, source, first, last)
        (failures if isinstance(result, LoadFailure) else papers).append(result)  # type: ignore[arg-type]
    return papers, failures


def looks_like_bibtex(lines: Sequence[str]) -> bool:
    """True when the first non-blank, non-comment line opens a BibTeX entry.

    >>> looks_like_bibtex(["% refs", "", "@article{x,"]), looks_like_bibtex(["Name", "@article{x,"])
    (True, False)
    """
    for line in lines:
        s = line.strip()
        if not s or s.startswith("%"):
            continue
        return bool(BIBTEX_START.match(s))
    return False
