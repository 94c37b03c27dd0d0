"""Google Scholar's profile page copied as text: each article in three lines under the columns ``TITLE``, ``CITED
BY`` and ``YEAR``, with no heading a CV would give it.

- the title;
- the authors, initials without dots before the family name ("I Halvorsen, KS Mørkved"), cut with "..." when
  there are more;
- the venue with volume, pages and year ("Polar Biology 41 (9), 1781-1796, 2018"), then the cited-by count and the
  year in columns apart by tabs.

The venue line is what says the three lines are one article: the venue's year after a comma, then a tab, a
count (or nothing, uncited) and the year column. At least two articles so written make the page one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.entries.citations import author_mention
from loaders.model import PaperRecord, Span

__all__ = ["scholar_articles"]

#: The venue line: the venue and its year, then the cited-by column and the year column, apart by tabs.
_VENUE_LINE = re.compile(r"(?P<venue>[^\t]*?),\s*(?P<year>(?:19|20)\d{2})\t[\d\s*]*\t\s*(?P<column>(?:19|20)\d{2})?"
                         r"\s*")
#: One name of the authors' line: initials without dots, then the name ("KS Mørkved", "R van der Meulen"); Scholar
#: writes every name so
_NAME = re.compile(r"[A-Z]{1,3}\s+[^\W\d_][\w'’\-]*(?:\s+[\w'’\-]+){0,3}")
#: Where a venue's volume, issue or pages begin ("Polar Biology 41 (9), 1781-1796").
_VOLUME = re.compile(r"\s+\d[\w\s().:-]*(?:,.*)?$")


def _authors(line: str) -> tuple[list[str], bool] | None:
    pieces = [p.strip() for p in line.split(",")]
    cut = bool(pieces) and pieces[-1] in ("...", "…")
    names = pieces[:-1] if cut else pieces
    if not names or not all(_NAME.fullmatch(p) for p in names):
        return None
    return names, cut


def scholar_articles(lines: Sequence[str], source: str) -> list[PaperRecord]:
    """The articles of a Google Scholar profile copied as text, or none when ``lines`` are not one (fewer than two
    articles so written).

    >>> page = ["TITLE", "CITED BY", "YEAR", "Seasonal migration of Calanus in a warming sea",
    ...         "I Halvorsen, KS Mørkved, M Eriksen", "Progress in Oceanography 187, 102398, 2020\\t212\\t2020",
    ...         "Lipid storage of Arctic copepods", "I Halvorsen, T Wasilewska, ...",
    ...         "Polar Biology 41 (9), 1781-1796, 2018\\t167\\t2018"]
    >>> [(p.title, [a.text for a in p.authors], p.venue, p.year, p.et_al) for p in scholar_articles(page, "s.txt")]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('Seasonal migration of Calanus in a warming sea', ['I Halvorsen', 'KS Mørkved', 'M Eriksen'],
      'Progress in Oceanography', 2020, False),
     ('Lipid storage of Arctic copepods', ['I Halvorsen', 'T Wasilewska'], 'Polar Biology', 2018, True)]
    """
    found: list[PaperRecord] = []
    if sum("\t" in line for line in lines) < 2:
        return found        # (every document is asked: most have no tab-parted columns to look at)
    k = 2
    while k < len(lines):
        venue_line = _VENUE_LINE.fullmatch(lines[k].rstrip("\r\n"))
        title = lines[k - 2].strip()
        authors = _authors(lines[k - 1].strip()) if venue_line else None
        if venue_line is None or authors is None or len(title.split()) < 2 or "\t" in title:
            k += 1
            continue
        span = Span(source, k - 1, k + 1)
        year = venue_line.group("year") or venue_line.group("column")
        venue = _VOLUME.sub("", venue_line.group("venue").strip()).strip(" ,") or None
        names, cut = authors
        mentions = tuple(m for rank, n in enumerate(names, start=1) if (m := author_mention(n, span, rank=rank)))
        found.append(PaperRecord(title=title, authors=mentions, venue=venue, year=int(year) if year else None,
                                 status="preprint" if venue and re.match(r"(?i)(?:arxiv|biorxiv|medrxiv)", venue)
                                 else "published", span=span, et_al=cut, raw="\n".join(lines[k - 2:k + 1]),
                                 reader="scholar"))
        k += 3
    return found if len(found) >= 2 else []
