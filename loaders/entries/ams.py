"""Works a mathematician's CV lists in the AMS (MathSciNet) form, its owner's name not written: the title first,
the co-authors in brackets after it, then the source ("Title (with A and B), Duke Math. J. **171** (2022), no. 5,
1021–1078." or "Title, arXiv:2401.04561 (2024), preprint.").  A work with no "(with ...)" is the owner's alone.
"""

from __future__ import annotations

import re
from dataclasses import replace

from loaders.entries.citations import _is_name, _names_field, split_authors
from loaders.entries.repair import strip_markup
from loaders.model import PaperRecord, PersonMention, Span

#: Where an AMS-style work appeared: "Journal vol (year)[, no. n][, pages]" ("Ann. of Math. (2) 193 (2021), no. 1,
#: 239–301") or an arXiv number and its year ("arXiv:2305.11872 (2023)").
_SOURCE = (r"(?:(?P<venue>[A-Z][^,]*?)\s+(?P<volume>\d{1,4})\s*\((?P<year>(?:19|20)\d{2})\)"
           r"(?:,\s*no\.\s*\d{1,4})?(?:,\s*(?:pp\.\s*)?\d{1,6}\s*[–—-]{1,2}\s*\d{1,6})?"
           r"|arXiv:\s*(?P<arxiv>\d{4}\.\d{4,5}(?:v\d+)?)(?:\s*\[[\w.-]+\])?\s*\((?P<arxiv_year>(?:19|20)\d{2})\))")
#: What a CV writes after the source about the work's state.
_STATES = {"preprint": "preprint", "submitted": "in submission", "to appear": "accepted", "in press": "accepted"}
_AMS_WORK = re.compile(
    r"\s*(?P<title>[^\s,].{8,}?)(?:\s*[(（]\s*(?:joint(?:ly)?\s+)?with\s+(?P<names>[^()（）]{3,300}?)\s*[)）])?"
    r",\s+" + _SOURCE + r"[\s.,;]*(?P<state>" + "|".join(_STATES) + r")?[\s.]*", re.IGNORECASE)


def parse_ams_work(text: str, span: Span, owner: str | None, raw: str = "") -> PaperRecord | None:
    """A work written in the AMS form maths CVs use, which names only the co-authors: the owner (``owner``, the
    name of the title block) first, then the co-authors of "(with A and B)".  The journal is the venue, an arXiv
    number makes a preprint (venue ``arXiv``, the number kept).  None when the entry is not so written, names its
    authors before the title, or the owner is unknown.

    >>> r = parse_ams_work("Zeros of quadratic Dirichlet series (with T. Okafor and R. Lind), Adv. Math. **401** "
    ...                    "(2020), no. 3, 1–33.", Span("cv.pdf", 4, 5), "Nadia Karimi")
    >>> r.title, [a.text for a in r.authors], r.venue, r.year, r.status
    ('Zeros of quadratic Dirichlet series', ['Nadia Karimi', 'T. Okafor', 'R. Lind'], 'Adv. Math.', 2020, 'published')
    >>> r = parse_ams_work("Lattice points on thin spheres, arXiv:2109.00017 (2021), submitted.", Span("a", 1, 2),
    ...                    "Nadia Karimi")
    >>> [a.text for a in r.authors], r.venue, r.year, r.status, r.arxiv
    (['Nadia Karimi'], 'arXiv', 2021, 'in submission', '2109.00017')
    >>> parse_ams_work("T. Okafor, Zeros of series, Adv. Math. 401 (2020), 1–33.", Span("a", 1, 1), "N. K.") is None
    True
    """
    m = _AMS_WORK.fullmatch(strip_markup(text))
    if m is None or not owner:
        return None
    title = m.group("title").strip(" \"“”*_.,;:")
    if len(title.split()) < 3 or _names_field(title.split(",")[0], span):
        return None                 # the authors come first: an ordinary citation
    coauthors: tuple[PersonMention, ...] = ()
    if m.group("names"):
        coauthors, _ = split_authors(m.group("names"), span)
        if not coauthors or not all(_is_name(a.text) for a in coauthors):
            return None
    written = PersonMention(text=owner, span=span, role="author", raw="", rank=1,
                            context="the CV's owner: the entry names only the co-authors")
    authors = (written, *(replace(a, rank=k) for k, a in enumerate(coauthors, start=2)))
    preprint = m.group("arxiv") is not None
    state = _STATES.get((m.group("state") or "").lower(), "preprint" if preprint else "published")
    return PaperRecord(title=title, authors=authors, venue="arXiv" if preprint else m.group("venue").strip(),
                       year=int(m.group("arxiv_year") or m.group("year")), status=state, span=span,
                       arxiv=m.group("arxiv"), raw=raw or text)
