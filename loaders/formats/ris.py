"""RIS (the export format of Zotero, Mendeley, EndNote, Google Scholar) to paper and patent records: one record
per ``TY  -`` ... ``ER  -`` block, with its lines.

>>> text = "TY  - CONF\\nAU  - Liu, Yunzhuo\\nAU  - Jiang, Bo\\nTI  - FastIOV\\nT2  - EuroSys\\nPY  - 2025\\nER  - \\n"
>>> records, failures = parse_ris(text.splitlines(), "refs.ris")
>>> r = records[0]
>>> r.title, [a.text for a in r.authors], r.venue, r.year, str(r.span), r.reader
('FastIOV', ['Yunzhuo Liu', 'Bo Jiang'], 'EuroSys', 2025, 'refs.ris:1-7', 'ris')
>>> r.authors[0].raw
'Liu, Yunzhuo'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.model import LoadFailure, PaperRecord, PatentRecord, PersonMention, Span

_TAG = re.compile(r"^([A-Z][A-Z0-9])  -(?: (.*))?$")
_YEAR = re.compile(r"(?:19|20)\d{2}")
_TITLES = ("TI", "T1", "CT")
_VENUES = ("T2", "JO", "JF", "JA", "BT", "J2", "T3")


def looks_like_ris(lines: Sequence[str]) -> bool:
    """Whether a text is RIS: its first tag line is ``TY  - ...``.

    >>> looks_like_ris(["", "TY  - JOUR", "TI  - T"]), looks_like_ris(["Publications"])
    (True, False)
    """
    first = next((ln for ln in lines if ln.strip()), "")
    return first.lstrip("\ufeff").startswith("TY  -")


def display_name(name: str) -> str:
    """A RIS name (``Family, Given[, Suffix]``, the format's rule) in the order the other readers give names
    (``Given Family Suffix``), as BibTeX's ``Last, First`` is; a name without a comma is kept.

    >>> display_name("Liu, Yunzhuo"), display_name("King, Martin Luther, Jr."), display_name("刘运卓")
    ('Yunzhuo Liu', 'Martin Luther King Jr.', '刘运卓')
    """
    parts = [p.strip() for p in name.split(",")]
    if len(parts) not in (2, 3) or not all(parts[:2]):
        return name.strip()
    return " ".join(p for p in (parts[1], parts[0], *parts[2:]) if p)


def _record(tags: list[tuple[str, str]], span: Span, raw: str) -> PaperRecord | PatentRecord | LoadFailure:
    get = lambda *names: next((v for t, v in tags if t in names and v), None)  # noqa: E731
    title = get(*_TITLES)
    if not title:
        return LoadFailure(span, "a RIS record without a title (TI or T1)", raw[:500])
    kind = get("TY") or ""
    names = [v for t, v in tags if t in ("AU", "A1") and v]
    role = "inventor" if kind == "PAT" else "author"
    people = tuple(PersonMention(display_name(n), span, role=role, raw=n, rank=k) for k, n in enumerate(names, 1))
    if kind == "PAT":
        return PatentRecord(get("M1", "PN", "AN", "IS"), title, people, span, raw=raw)
    year = _YEAR.search(get("PY", "Y1", "DA") or "")
    return PaperRecord(title=title, authors=people, venue=get(*_VENUES), year=int(year.group(0)) if year else None,
                       status="published", span=span, doi=get("DO"), kind=kind.lower() or None, raw=raw,
                       reader="ris")


def parse_ris(lines: Sequence[str], source: str) -> tuple[list[PaperRecord | PatentRecord], list[LoadFailure]]:
    """Every RIS record of ``lines`` (line 1 first) to a record, or a failure naming its lines; a line that is
    neither a tag nor the continuation of one inside a record is a failure too."""
    records: list[PaperRecord | PatentRecord] = []
    failures: list[LoadFailure] = []
    tags: list[tuple[str, str]] = []
    first = 0
    for number, line in enumerate(lines, start=1):
        m = _TAG.match(line.lstrip("\ufeff").rstrip())
        if m and m.group(1) == "TY":
            tags, first = [("TY", (m.group(2) or "").strip())], number
        elif m and m.group(1) == "ER" and first:
            span = Span(source, first, number)
            out = _record(tags, span, "\n".join(lines[first - 1:number]))
            (failures if isinstance(out, LoadFailure) else records).append(out)  # type: ignore[arg-type]
            tags, first = [], 0
        elif m and first:
            tags.append((m.group(1), (m.group(2) or "").strip()))
        elif first and tags and line.strip():
            t, v = tags[-1]
            tags[-1] = (t, f"{v} {line.strip()}")
        elif line.strip():
            failures.append(LoadFailure(Span(source, number, number), "a line outside any RIS record", line))
    if first:
        failures.append(LoadFailure(Span(source, first, len(lines)), "a RIS record without its end (ER  -)"))
    return records, failures
