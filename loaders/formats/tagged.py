"""Tagged reference-manager exports, one tag and value a line: RIS (``TY  - JOUR``), EndNote's tagged export
(``%0 Journal Article``, the .enw of Google Scholar and CNKI), RefWorks tagged (``RT Journal Article``) and
NoteExpress (``{Reference Type}: Journal Article``, CNKI's Chinese export).  They differ in their line syntax and
their tag tables (a :class:`Dialect`); one reader turns every entry into a paper or patent record with the span of
its lines, or a failure naming them.

An entry runs from its start tag to its end tag (RIS's ``ER  -``) or, in formats without one, to the last
non-blank line before the next start tag; a line inside an entry that is not a tag continues the value before it,
so every line of an entry is covered by its span, unknown tags included.  A line outside every entry is a failure.

>>> text = "%0 Conference Proceedings\\n%A Liu, Yunzhuo\\n%A 蒋波\\n%T FastIOV\\n%B EuroSys\\n%D 2025\\n%Z note\\n"
>>> records, failures = parse_tagged(text.splitlines(), "refs.enw", ENDNOTE)
>>> r = records[0]
>>> r.title, [a.text for a in r.authors], r.venue, r.year, str(r.span), r.reader
('FastIOV', ['Yunzhuo Liu', '蒋波'], 'EuroSys', 2025, 'refs.enw:1-7', 'endnote')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from loaders.entries.patterns import NAME_SUFFIX
from loaders.model import LoadFailure, PaperRecord, PatentRecord, PersonMention, Span

_YEAR = re.compile(r"(?:19|20)\d{2}")
_NAME_SEPARATOR = re.compile(r"\s*[;；]\s*")


def display_name(name: str) -> str:
    """A name written ``Family, Given[, Suffix]`` (the rule of RIS, EndNote, RefWorks, NoteExpress) in the order
    the other readers give names (``Given Family Suffix``), as BibTeX's ``Last, First`` is; a name without a
    comma, or whose family name is of two words or more, is kept.

    >>> display_name("Liu, Yunzhuo"), display_name("King, Martin Luther, Jr."), display_name("刘运卓")
    ('Yunzhuo Liu', 'Martin Luther King Jr.', '刘运卓')
    >>> display_name("Pereira dos Santos, Camila")
    'Pereira dos Santos, Camila'
    """
    parts = [p.strip() for p in name.split(",")]
    if len(parts) not in (2, 3) or not all(parts[:2]):
        return name.strip()
    if len([w for w in parts[0].split() if not NAME_SUFFIX.fullmatch(w)]) >= 2:
        # a family name of two words or more keeps its comma: "Pereira dos Santos, Camila" as "Camila Pereira dos
        # Santos" would read as given names Camila Pereira (the BibTeX reader does the same)
        return ", ".join(p for p in parts if p)
    return " ".join(p for p in (parts[1], parts[0], *parts[2:]) if p)


@dataclass(frozen=True, slots=True)
class Dialect:
    """One tagged format: how a line gives (tag, value), and which tags mean what (first listed wins)."""

    name: str                                   # the reader named on records
    label: str                                  # the format's name in failures
    line: re.Pattern[str]                       # group 1 the tag, group 2 the value (may be None)
    start: str                                  # the tag an entry starts with; its value is the entry's type
    end: str | None                             # the tag an entry ends with, or None: the next start ends it
    titles: tuple[str, ...]
    authors: tuple[str, ...]
    venues: tuple[str, ...]
    years: tuple[str, ...]
    dois: tuple[str, ...]
    numbers: tuple[str, ...]                    # a patent's number
    patent: Callable[[str], bool]               # whether an entry's type is a patent
    split_names: bool = True                    # a value may hold several names, ``张三;李四;``
    kind: Callable[[str], str | None] = lambda t: t.lower() or None
    fold_tags: bool = False                     # tags compared upper-cased (CNKI writes RefWorks' ``vo``)
    title_tags: str = ""                        # the title tags a failure names, when not all of ``titles``
    publishers: tuple[str, ...] = ()            # a thesis's university (its "publisher"): the thesis's venue

    def tag(self, line: str) -> tuple[str, str] | None:
        m = self.line.match(line)
        if not m:
            return None
        tag = m.group(1).upper() if self.fold_tags else m.group(1)
        return tag, (m.group(2) or "").strip()


def _is_patent(kind: str) -> bool:
    return kind.strip().lower() in ("patent", "专利")


RIS = Dialect("ris", "RIS", re.compile(r"^([A-Z][A-Z0-9])  -(?: (.*))?$"), "TY", "ER", titles=("TI", "T1", "CT"),
              authors=("AU", "A1"), venues=("T2", "JO", "JF", "JA", "BT", "J2", "T3"), years=("PY", "Y1", "DA"),
              dois=("DO",), numbers=("M1", "PN", "AN", "IS"), patent=lambda t: t == "PAT", split_names=False,
              title_tags="TI or T1", publishers=("PB",))
# EndNote's refer-style tags: %@ is ISBN/ISSN, which a Patent reference calls its Patent Number
ENDNOTE = Dialect("endnote", "EndNote", re.compile(r"^%([0-9A-Z@!#$&()*+\-^~>?\[\]|])(?:[ \t]+(.*))?$"), "0", None,
                  titles=("T",), authors=("A",), venues=("J", "B", "S"), years=("D", "8"), dois=("R",),
                  numbers=("@", "N"), patent=_is_patent, title_tags="%T", publishers=("I",))
REFWORKS = Dialect("refworks", "RefWorks", re.compile(r"^([A-Za-z][A-Za-z0-9])(?:[ \t]+(.*))?$"), "RT", None,
                   titles=("T1", "TI"), authors=("A1", "AU"), venues=("JF", "JO", "T2", "T3"),
                   years=("YR", "FD"), dois=("DO",), numbers=("SN", "AN", "IS"), patent=_is_patent, fold_tags=True,
                   title_tags="T1", publishers=("PB",))
NOTEEXPRESS = Dialect("noteexpress", "NoteExpress", re.compile(r"^\{([^{}\n]{1,60})\}:(?:[ \t]*(.*))?$"), "Reference Type",
                      None, titles=("Title", "题名"), authors=("Author", "作者"),
                      venues=("Journal", "Secondary Title", "Tertiary Title", "刊名"), years=("Year", "年"),
                      dois=("DOI",), numbers=("Patent Number", "Publication Number", "Application Number",
                                              "ISBN/ISSN"), patent=_is_patent,
                      title_tags="{Title}", publishers=("Publisher", "University", "出版者", "学位授予单位"))
DIALECTS = (RIS, ENDNOTE, REFWORKS, NOTEEXPRESS)


def looks_like(lines: Sequence[str], dialect: Dialect, *, need: int = 2) -> bool:
    """Whether a text is in ``dialect``: its first non-blank line is the start tag with a type, and the next
    ``need`` non-blank lines are tags, one of them a title or an author (a LaTeX comment ``%0 ...`` is not).

    >>> looks_like(["RT Journal Article", "A1 刘运卓;", "T1 标题"], REFWORKS)
    True
    >>> looks_like(["RT @ann: our paper got in", "Publications"], REFWORKS)
    False
    """
    filled = [ln.lstrip("\ufeff").rstrip() for ln in lines[:200] if ln.strip()]
    if len(filled) < need + 1:
        return False
    first = dialect.tag(filled[0])
    if first is None or first[0] != dialect.start or not re.fullmatch(r"[\w ()/&,.-]+", first[1]):
        return False
    following = [dialect.tag(ln) for ln in filled[1:need + 1]]
    if not all(following):
        return False
    body = {t for t, _ in (dialect.tag(ln) or ("", "") for ln in filled[1:40])}
    return bool(body & {*dialect.titles, *dialect.authors})


def _record(tags: list[tuple[str, str]], span: Span, raw: str, d: Dialect) -> PaperRecord | PatentRecord | LoadFailure:
    def get(names: tuple[str, ...]) -> str | None:     # the first of these tags in the entry
        return next((v for t, v in tags if t in names and v), None)

    title = get(d.titles)
    if not title:
        what = d.title_tags or " or ".join(d.titles)
        return LoadFailure(span, f"a{'n' if d.label[0] in 'AEIOU' else ''} {d.label} record without a title ({what})",
                           raw[:500])
    kind = next((v for t, v in tags if t == d.start), "")
    names = [v for t, v in tags if t in d.authors and v]
    if d.split_names:
        names = [n for v in names for n in _NAME_SEPARATOR.split(v) if n.strip()]
    patent = d.patent(kind)
    role = "inventor" if patent else "author"
    people = tuple(PersonMention(display_name(n), span, role=role, raw=n, rank=k) for k, n in enumerate(names, 1))
    if patent:
        return PatentRecord(get(d.numbers), title, people, span, raw=raw)
    year = _YEAR.search(get(d.years) or "")
    venue = get(d.venues) or (get(d.publishers) if re.search(r"(?i)thes|dissert|学位", kind) else None)
    return PaperRecord(title=title, authors=people, venue=venue, year=int(year.group(0)) if year else None,
                       status="published", span=span, doi=get(d.dois), kind=d.kind(kind), raw=raw, reader=d.name)


def parse_tagged(lines: Sequence[str], source: str, dialect: Dialect
                 ) -> tuple[list[PaperRecord | PatentRecord], list[LoadFailure]]:
    """Every entry of ``lines`` (line 1 first) to a record, or a failure naming its lines (see the module)."""
    records: list[PaperRecord | PatentRecord] = []
    failures: list[LoadFailure] = []
    tags: list[tuple[str, str]] = []
    first = 0
    label = dialect.label

    def close(last: int) -> None:
        while last > first and not lines[last - 1].strip():
            last -= 1
        span = Span(source, first, last)
        out = _record(tags, span, "\n".join(lines[first - 1:last]), dialect)
        (failures if isinstance(out, LoadFailure) else records).append(out)  # type: ignore[arg-type]

    for number, line in enumerate(lines, start=1):
        tv = dialect.tag(line.lstrip("\ufeff").rstrip())
        if tv and tv[0] == dialect.start:
            if first and dialect.end is None:
                close(number - 1)
            tags, first = [tv], number
        elif tv and tv[0] == dialect.end and first:
            close(number)
            tags, first = [], 0
        elif tv and first:
            tags.append(tv)
        elif first and tags and line.strip():
            t, v = tags[-1]
            tags[-1] = (t, f"{v} {line.strip()}")
        elif line.strip():
            failures.append(LoadFailure(Span(source, number, number), f"a line outside any {label} record", line))
    if first and dialect.end is None:
        close(len(lines))
    elif first:
        failures.append(LoadFailure(Span(source, first, len(lines)),
                                    f"a {label} record without its end ({dialect.end}  -)"))
    return records, failures
