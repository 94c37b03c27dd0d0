"""CSL-JSON (Zotero, Mendeley, citeproc exports: an array of items) to paper and patent records, each with the
lines its item spans in the file.

>>> text = '[\\n {"type": "paper-conference", "title": "FastIOV",\\n  "author": [{"family": "Liu", "given": "Yunzhuo"}],\\n' \\
...        '  "container-title": "EuroSys", "issued": {"date-parts": [[2025]]}}\\n]'
>>> records, failures = parse_csljson(text, "refs.json")
>>> r = records[0]
>>> r.title, [a.text for a in r.authors], r.venue, r.year, str(r.span), r.reader
('FastIOV', ['Yunzhuo Liu'], 'EuroSys', 2025, 'refs.json:2-4', 'csljson')
"""

from __future__ import annotations

import json
import re

from loaders.model import LoadFailure, PaperRecord, PatentRecord, PersonMention, Span

_YEAR = re.compile(r"(?:19|20)\d{2}")


def looks_like_csljson(text: str) -> bool:
    """Whether a text is a CSL-JSON array (or object) of items.

    >>> looks_like_csljson('[{"type": "article", "title": "T"}]'), looks_like_csljson("Publications")
    (True, False)
    """
    head = text.lstrip()[:2000]
    return head[:1] in "[{" and '"title"' in head and ('"type"' in head or '"author"' in head)


def _name(person: dict) -> str:
    if person.get("literal"):
        return str(person["literal"]).strip()
    parts = [person.get("given", ""), person.get("non-dropping-particle", ""), person.get("family", "")]
    return " ".join(str(p).strip() for p in parts if p and str(p).strip())


def _year(item: dict) -> int | None:
    issued = item.get("issued") or {}
    try:
        return int(issued["date-parts"][0][0])
    except (KeyError, IndexError, TypeError, ValueError):
        m = _YEAR.search(str(issued.get("raw") or issued.get("literal") or ""))
        return int(m.group(0)) if m else None


def _items(text: str) -> list[tuple[int, int, object]]:
    """The top-level items with their start and end offsets (an array, or one object)."""
    decoder = json.JSONDecoder()
    start = len(text) - len(text.lstrip())
    if text[start:start + 1] == "{":
        value, end = decoder.raw_decode(text, start)
        return [(start, end, value)]
    out = []
    i = start + 1
    while i < len(text):
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        if i >= len(text) or text[i] == "]":
            break
        value, end = decoder.raw_decode(text, i)
        out.append((i, end, value))
        i = end
    return out


def _venue(item: dict) -> str | None:
    """Where an item appeared: its container (journal, proceedings, the book of a chapter), else its publisher (a
    book's press, a thesis's university), as a BibTeX entry's venue falls back on its publisher.

    >>> _venue({"type": "book", "publisher": "Oxford University Press"})
    'Oxford University Press'
    >>> _venue({"type": "chapter", "container-title": "Handbook of Hume", "publisher": "OUP"}), _venue({})
    ('Handbook of Hume', None)
    """
    return " ".join(str(item.get("container-title") or item.get("publisher") or "").split()) or None


def parse_csljson(text: str, source: str, line_offset: int = 0) -> tuple[list[PaperRecord | PatentRecord],
                                                                        list[LoadFailure]]:
    """Every item of a CSL-JSON text to a record (patents to :class:`PatentRecord`), or a failure naming its line."""
    records: list[PaperRecord | PatentRecord] = []
    failures: list[LoadFailure] = []
    try:
        items = _items(text)
    except json.JSONDecodeError as exc:
        return [], [LoadFailure(Span(source, exc.lineno + line_offset, exc.lineno + line_offset),
                                f"not valid JSON: {exc.msg}")]
    line, at = 1 + line_offset, 0         # the line of offset ``at``: counted on from the item before, never afresh
    for start, end, item in items:
        first = line + text.count("\n", at, start)
        last = first + text.count("\n", start, end)
        line, at = last, end
        span = Span(source, first, last)
        raw = text[start:end]
        if not isinstance(item, dict) or not str(item.get("title") or "").strip():
            failures.append(LoadFailure(span, "a CSL-JSON item without a title", raw[:500]))
            continue
        people = [_name(p) for p in item.get("author") or item.get("inventor") or [] if isinstance(p, dict)]
        role = "inventor" if item.get("type") == "patent" else "author"
        mentions = tuple(PersonMention(n, span, role=role, raw=n, rank=k) for k, n in enumerate(people, 1) if n)
        title = " ".join(str(item["title"]).split())
        if item.get("type") == "patent":
            records.append(PatentRecord(str(item.get("number") or "") or None, title, mentions, span, raw=raw))
            continue
        records.append(PaperRecord(title=title, authors=mentions, venue=_venue(item),
                                   year=_year(item), status="published", span=span, doi=item.get("DOI") or None,
                                   kind=item.get("type"), raw=raw, reader="csljson"))
    return records, failures
