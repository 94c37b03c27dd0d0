"""Works a CV lists without its owner's name, in the citation forms of fields that write them so: the title first,
the co-authors alone in "(with A and B)", the owner implied.

- mathematics (AMS, MathSciNet): "Title (with A and B), Duke Math. J. **171** (2022), no. 5, 1021–1078." and
  "Title, arXiv:2401.04561 (2024), preprint.";
- law (Bluebook): "*Title*, 89 U. Chi. L. Rev. 1123 (2022) (with A & B)." and the book "Title (Oxford Univ. Press
  2023).".

A work with no "(with ...)" is the owner's alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from loaders.entries.citations import _is_name, _names_field, owner_first, split_authors
from loaders.entries.repair import strip_markup
from loaders.model import PaperRecord, PersonMention, Span

#: The co-authors written after a title or a source: "(with A and B)", "(joint with A & B)".
_WITH = r"(?:\s*[(（]\s*(?:joint(?:ly)?\s+)?with\s+(?P<names>[^()（）]{3,300}?)\s*[)）])?"
_YEAR = r"(?:19|20)\d{2}"
#: Where an AMS-style work appeared: "Journal vol (year)[, no. n][, pages]" ("Ann. of Math. (2) 193 (2021), no. 1,
#: 239–301") or an arXiv number and its year ("arXiv:2305.11872 (2023)").
_AMS_SOURCE = (rf"(?:(?P<venue>[A-Z][^,]*?)\s+(?P<volume>\d{{1,4}})\s*\((?P<year>{_YEAR})\)"
               r"(?:,\s*no\.\s*\d{1,4})?(?:,\s*(?:pp\.\s*)?\d{1,6}\s*[–—-]{1,2}\s*\d{1,6})?"
               rf"|arXiv:\s*(?P<arxiv>\d{{4}}\.\d{{4,5}}(?:v\d+)?)(?:\s*\[[\w.-]+\])?\s*\((?P<arxiv_year>{_YEAR})\))")
#: What a CV writes after the source about the work's state.
_STATES = {"preprint": "preprint", "submitted": "in submission", "to appear": "accepted", "in press": "accepted",
           "forthcoming": "accepted"}
_AMS_WORK = re.compile(rf"\s*(?P<title>[^\s,].{{8,}}?){_WITH},\s+{_AMS_SOURCE}"
                       rf"[\s.,;]*(?P<state>{'|'.join(_STATES)})?[\s.]*", re.IGNORECASE)
#: A Bluebook law-review article: "Title, vol Journal first-page[, pin] ([forthcoming ][Mon. ]year) (with ...)";
#: the volume and page of a forthcoming one may be blanks ("___").
_BLUEBOOK_ARTICLE = re.compile(
    rf"\s*(?P<title>[^\s,].{{8,}}?),\s+(?:\d{{1,4}}|_+)\s+(?P<venue>[A-Z][^()]*?[A-Za-z.])\s+(?:\d{{1,5}}|_+)"
    rf"(?:,\s*\d{{1,5}})?\s+\((?P<state>forthcoming\s+)?(?:[A-Z][a-z]{{2,4}}\.?\s+)?(?P<year>{_YEAR})\){_WITH}[\s.]*")
#: A Bluebook book: "Title (Publisher [2d ed. ]year) (with ...)", its publisher one that says it is one.
_BLUEBOOK_BOOK = re.compile(
    rf"\s*(?P<title>[^\s(].{{8,}}?)\s+\((?P<venue>[^()]*?\b(?:Press|Publish\w*|Books|Verlag|Academic)\b[^()]*?)"
    rf"(?:\s+\d+(?:st|nd|rd|th|d)\s+ed\.)?\s+(?P<year>{_YEAR})\){_WITH}[\s.]*")


#: An author's form that no title takes: initials before a family name ("A. Smith", "J.-P. Serre").
_INITIALED = re.compile(r"\b[A-Z]\.[\s-]*(?:[A-Z]\.[\s-]*)*[A-Z][a-z]")


def _names_first(title: str, owner: str, span: Span) -> bool:
    """Whether what stands before the source starts with the authors (an ordinary citation): it writes the owner's
    name, or its first field is a list of names with initials.

    >>> _names_first("A. Okafor, Zeros of series", "N. Karimi", Span("a", 1, 1))
    True
    >>> _names_first("Karimi, Zeros of series", "NADIA KARIMI", Span("a", 1, 1))
    True
    >>> _names_first("Okafor, A., Zeros of series", "N. Karimi", Span("a", 1, 1))
    True
    >>> _names_first("Consent Decrees After Chevron", "NADIA KARIMI", Span("a", 1, 1))
    False
    """
    if _owner_or_inverted(title, owner):
        return True
    first = title.split(",")[0]
    return bool(_INITIALED.search(first)) and _names_field(first, span) is not None


def _may_be_unsigned(text: str, owner: str | None, span: Span) -> bool:
    """Whether an entry may be a work written without its authors, before the forms' costly expressions are tried:
    the owner is known and what stands before the entry's first bracket neither writes the owner's name (most
    entries of most CVs do) nor opens "Family, I." (the cheap parts of :func:`_names_first`).

    >>> _may_be_unsigned("Okafor, A., N. Karimi. Zeros of series. Adv. Math. (2020).", "Nadia Karimi", Span("a", 1, 1))
    False
    >>> _may_be_unsigned("Zeros of series (with T. Okafor), Adv. Math. (2020).", "Nadia Karimi", Span("a", 1, 1))
    True
    """
    return bool(owner) and not _owner_or_inverted(re.sub(r"^\W+", "", text.split("(")[0]), owner or "")


def _owner_or_inverted(text: str, owner: str) -> bool:
    """Whether a text writes the owner's name (a word of three letters or more of it) or opens with a name written
    family name first ("Smith, A., Title").

    >>> _owner_or_inverted("Karimi, Zeros of series", "NADIA KARIMI"), _owner_or_inverted("Smith, A., T", "N. K.")
    (True, True)
    """
    return bool(_owner_words(owner) & {w.lower() for w in re.findall(r"\w{3,}", text)}
                or re.match(r"[A-Z][a-z]+,\s*[A-Z]\.", text))


@lru_cache(maxsize=256)
def _owner_words(owner: str) -> frozenset[str]:
    """The words of three letters or more of the owner's name, in lower case."""
    return frozenset(w.lower() for w in re.findall(r"\w{3,}", owner))


def _unsigned(m: re.Match[str], span: Span, owner: str | None) -> tuple[str, tuple[PersonMention, ...]] | None:
    """The title and authors of a work matched by one of the forms: None when the title is too short, opens with
    names (an ordinary citation, its authors first), the co-authors are not names, or the owner is unknown."""
    title = m.group("title").strip(" \"“”*_.,;:")
    if not owner or len(title.split()) < 3 or _names_first(title, owner, span):
        return None
    coauthors: tuple[PersonMention, ...] = ()
    if m.group("names"):
        coauthors, _ = split_authors(m.group("names"), span)
        if not coauthors or not all(_is_name(a.text) for a in coauthors):
            return None
    return title, owner_first(owner, coauthors, span)


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
    m = _AMS_WORK.fullmatch(strip_markup(text)) if _may_be_unsigned(text, owner, span) else None
    read = _unsigned(m, span, owner) if m else None
    if read is None:
        return None
    preprint = m.group("arxiv") is not None
    state = _STATES.get((m.group("state") or "").lower(), "preprint" if preprint else "published")
    return PaperRecord(title=read[0], authors=read[1], venue="arXiv" if preprint else m.group("venue").strip(),
                       year=int(m.group("arxiv_year") or m.group("year")), status=state, span=span,
                       arxiv=m.group("arxiv"), raw=raw or text)


def parse_bluebook_work(text: str, span: Span, owner: str | None, raw: str = "") -> PaperRecord | None:
    """A work a law CV cites in Bluebook form without its owner's name: an article ("Title, 89 U. Chi. L. Rev. 1123
    (2022) (with A & B)": the law review is the venue) or a book ("Title (Oxford Univ. Press 2023)": the
    publisher).  The owner (``owner``) is the first author, the co-authors of "(with ...)" follow.  None when the
    entry is not so written, names its authors first, or the owner is unknown.

    >>> r = parse_bluebook_work("*Judicial Review of Automated Agencies*, 77 Vand. L. Rev. 901 (2024) (with Ada Cole & Ben Ruiz).",
    ...                         Span("cv.docx", 20, 20), "Priya Nair")
    >>> r.title, [a.text for a in r.authors], r.venue, r.year, r.status
    ('Judicial Review of Automated Agencies', ['Priya Nair', 'Ada Cole', 'Ben Ruiz'], 'Vand. L. Rev.', 2024, 'published')
    >>> r = parse_bluebook_work("Standing in the Shadow State (Harvard Univ. Press 2d ed. 2021).", Span("a", 3, 3),
    ...                         "Priya Nair")
    >>> r.title, r.venue, r.year
    ('Standing in the Shadow State', 'Harvard Univ. Press', 2021)
    """
    plain = strip_markup(text)
    m = (_BLUEBOOK_ARTICLE.fullmatch(plain) or _BLUEBOOK_BOOK.fullmatch(plain)) \
        if _may_be_unsigned(text, owner, span) else None
    read = _unsigned(m, span, owner) if m else None
    if read is None:
        return None
    forthcoming = "state" in m.re.groupindex and m.group("state")
    return PaperRecord(title=read[0], authors=read[1], venue=m.group("venue").strip(), year=int(m.group("year")),
                       status="accepted" if forthcoming else "published", span=span, raw=raw or text)
