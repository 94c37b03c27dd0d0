"""A sub-heading of a publication list set in bold with no break before the first entry under it ("**Conference
Presentations**" / "**Daniel Mensah**, Kwabena Owusu. “Title”. In: Venue (2021)."): no part of the first author's
name. Expected values are written by reading the entry."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_a_bold_subheading_before_the_authors_is_no_author():
    text = ("**Conference Presentations** **Daniel Mensah**, Kwabena Owusu, Craig B. Arnold. “High-Throughput "
            "Screening of Solid Electrolyte Interphases”. In: MRS Fall Meeting (2021).")
    r = parse_citation(text, Span("cv.pdf", 21, 23), text)
    assert isinstance(r, PaperRecord)
    assert [a.text for a in r.authors] == ["Daniel Mensah", "Kwabena Owusu", "Craig B. Arnold"]
    assert r.authors[0].marked
    assert r.title == "High-Throughput Screening of Solid Electrolyte Interphases"


def test_a_bold_first_author_is_still_an_author():
    text = "**Ann Li**, Bo Wu. “A Study of Caches of Key Value Stores”. In: NSDI (2024)."
    r = parse_citation(text, Span("cv.pdf", 1, 1), text)
    assert [a.text for a in r.authors] == ["Ann Li", "Bo Wu"]
