"""A research portal's list of outputs (Elsevier's Pure, "Research Explorer"), saved or copied: each output is a
title (a link), its citation in Pure's short form, and the line that says what it is ("Research output:
Contribution to journal › Article › peer-review"), which no CV writes and which closes each output.

Pure's short form: the authors ("Ahmed, N., Henderson, K. L. & Lindqvist, A."), the date ("5 Jan 2024", "Jun 2019",
"2021", "Accepted/In press - 2025"), then the journal after "In:" or the book or event, with volume and pages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.entries.citations import author_mention
from loaders.entries.repair import strip_markup
from loaders.model import PaperRecord, Span

__all__ = ["pure_outputs"]

#: The line that says what an output is, under its citation.
_KIND = re.compile(r"\s*Research output:\s*(?:Contribution to|Chapter in|Book/Report|Working paper|Other contribution"
                   r"|Thesis|Non-textual form)\b.*")
#: Where the authors end: the date after them.
_DATE = re.compile(r",\s*(?:(?P<status>Accepted/In press|E-pub ahead of print|In preparation|Submitted)"
                   r"(?:\s*-\s*(?P<status_year>(?:19|20)\d{2}))?|(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2}\s+)?"
                   r"(?P<year>(?:19|20)\d{2}))\s*[,.]\s*")
#: Pure's states of an output, as the records name them (loaders.model.PaperRecord.status)
_STATUS = {"Accepted/In press": "accepted", "Submitted": "in submission", "In preparation": "in submission"}
#: The venue after the date: the journal after "In:", else the book or the event, to its full stop.
_VENUE = re.compile(r"(?:In:\s*)?(?:Abstract from\s+)?(?P<venue>[^.]+)")


def pure_outputs(lines: Sequence[str], source: str) -> list[PaperRecord]:
    """The outputs of a Pure portal's list, or none when ``lines`` are not one (fewer than two outputs closed by
    the line that says what they are).

    >>> page = ["- ### [Peatland hydrology under change](/en/publications/x)",
    ...         "[MacLeod, F.](/en/persons/f) & Ó Dochartaigh, B., 2021, Peatlands: Ecology. Baird, E. (ed.). 25 p.",
    ...         "Research output: Chapter in Book/Report/Conference proceeding › Chapter (peer-reviewed)",
    ...         "- ### [Drought propagation in rivers](/en/publications/y)",
    ...         "van Leeuwen, S. & [Grant, O. J.](/en/persons/o), 14 Aug 2018, In: [Hydrology Research](/j). 49, 4.",
    ...         "Research output: Contribution to journal › Article › peer-review"]
    >>> [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in pure_outputs(page, "p.html")]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('Peatland hydrology under change', ['MacLeod, F.', 'Ó Dochartaigh, B.'], 'Peatlands: Ecology', 2021),
     ('Drought propagation in rivers', ['van Leeuwen, S.', 'Grant, O. J.'], 'Hydrology Research', 2018)]
    """
    found: list[PaperRecord] = []
    if sum("Research output:" in line for line in lines) < 2:
        return found        # (every document is asked: a plain test first)
    for k, line in enumerate(lines):
        if k < 2 or not _KIND.fullmatch(line):
            continue
        title = strip_markup(re.sub(r"^\s*(?:[-*+]\s+)?#{1,6}\s*", "", lines[k - 2])).strip()
        citation = strip_markup(lines[k - 1]).strip()
        date = _DATE.search(citation)
        if not title or date is None:
            continue
        names = [n.strip() for n in re.split(r"\.,\s+|\s+&\s+|\.\s+&\s+", citation[:date.start()]) if n.strip()]
        names = [n if n.endswith(".") else n + "." for n in names]
        span = Span(source, k - 1, k + 1)
        mentions = tuple(m for rank, n in enumerate(names, start=1) if (m := author_mention(n, span, rank=rank)))
        venue = _VENUE.match(citation[date.end():])
        year = date.group("year") or date.group("status_year")
        found.append(PaperRecord(
            title=title, authors=mentions, venue=venue.group("venue").strip() if venue else None,
            year=int(year) if year else None, status=_STATUS.get(date.group("status") or "", "published"), span=span,
            raw="\n".join(lines[k - 2:k + 1]), reader="pure"))
    return found if len(found) >= 2 else []
