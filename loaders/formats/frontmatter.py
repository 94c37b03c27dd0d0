"""The YAML front matter of a Jekyll or Hugo page that describes one publication (academicpages
``_publications/*.md``, Hugo Academic ``publication/*/index.md``): title, authors (``excerpt``, ``citation`` or
``authors``), venue and date, read as one paper record spanning the front matter's lines.  Only flat
``key: value`` lines (and ``authors:`` lists) are read; that is all these pages use.

>>> lines = ["---", 'title: "RDMA-Driven MongoDB"', "collection: publications",
...          "excerpt: '<u><b>Bobo Huang</b></u>, Li Jin, Zhihui Lu'", "date: 2019-06-17",
...          "venue: 'Information Sciences'", "---", "body"]
>>> r = front_matter_paper(lines, "p.md")
>>> r.title, [(a.text, a.marked) for a in r.authors], r.venue, r.year, str(r.span), r.reader
('RDMA-Driven MongoDB', [('Bobo Huang', True), ('Li Jin', False), ('Zhihui Lu', False)], 'Information Sciences', 2019, 'p.md:1-7', 'frontmatter')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.model import PaperRecord, Span

_KEY = re.compile(r"^([A-Za-z_][\w-]*):\s*(.*)$")
_ITEM = re.compile(r"^\s+-\s+(.*)$")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def _value(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        text = text[1:-1]
    return text.replace("&quot;", '"').replace("''", "'").strip()


def front_matter(lines: Sequence[str]) -> tuple[dict[str, object], int] | None:
    """The front matter's keys and the number of its last line, or None when the text has none."""
    if not lines or lines[0].strip() != "---":
        return None
    fields: dict[str, object] = {}
    key = None
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() in ("---", "..."):
            return fields, number
        if line.lstrip().startswith("#"):
            continue
        m = _KEY.match(line)
        if m:
            key = m.group(1).lower()
            fields[key] = _value(m.group(2)) if m.group(2).strip() else []
            continue
        item = _ITEM.match(line)
        if item and key is not None and isinstance(fields.get(key), list):
            fields[key].append(_value(item.group(1)))  # type: ignore[union-attr]
    return None


def front_matter_paper(lines: Sequence[str], source: str) -> PaperRecord | None:
    """The publication a page's front matter describes, or None (no front matter, no title, or no authors)."""
    from loaders.entries.citations import split_authors

    found = front_matter(lines)
    if found is None:
        return None
    fields, last = found
    title = fields.get("title")
    if not isinstance(title, str) or not title or not ({"venue", "publication", "collection", "pub_date", "date"}
                                                       & fields.keys()):
        return None
    span = Span(source, 1, last)
    authors_field = fields.get("authors")
    if isinstance(authors_field, list) and authors_field:
        # Hugo Academic writes the site's owner as "admin": not a name, and not known here, so left out
        text = ", ".join(a for a in authors_field if not a.lower().rstrip("*").startswith("admin"))
    else:
        text = str(fields.get("excerpt") or fields.get("citation") or "")
        text = re.split(r"\(\d{4}\)|&quot;|\"", text)[0]
    authors, et_al = split_authors(text.strip(" ,."), span)
    if not authors:
        return None
    venue = fields.get("venuename") or fields.get("venue") or fields.get("publication")
    year = None
    for key in ("date", "pub_date", "publishdate", "venuename", "venue", "year"):
        m = _YEAR.search(str(fields.get(key) or ""))
        if m:
            year = int(m.group(0))
            break
    return PaperRecord(title=title, authors=authors, venue=str(venue) if venue else None, year=year,
                       status="published", span=span, et_al=et_al, raw="\n".join(lines[:last]),
                       reader="frontmatter")
