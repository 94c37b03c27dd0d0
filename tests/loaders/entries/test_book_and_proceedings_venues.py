"""A chapter's book is its venue without the editors before it and the edition after it (AMA's "In: Rich MW,
Alexander KP, eds. *Book*. 2nd ed."), and a proceedings' venue runs to the bracket that closes its acronym and
number ("(NELS 48)"), which the reference parser may stop short of."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_an_ama_chapter_names_its_book_as_the_venue():
    text = ("**Patel AR**. Heart failure in the very old. In: Rich MW, Alexander KP, eds. Geriatric Cardiology: A "
            "Case-Based Approach. 2nd ed. Springer; 2022:145-162.")
    record = parse_citation(text, Span("cv.pdf", 40, 41))
    assert isinstance(record, PaperRecord)
    assert (record.venue, record.year) == ("Geriatric Cardiology: A Case-Based Approach", 2022)


def test_a_proceedings_acronym_with_its_number_is_kept_whole():
    text = ("Nakamura, Keiko. 2018. Allocutive agreement without a probe. In Sherry Hucklebridge & Max Nelson (eds.), "
            "*Proceedings of the 48th Annual Meeting of the North East Linguistic Society (NELS 48)*, vol. 2, 171–184. "
            "Amherst, MA: GLSA.")
    record = parse_citation(text, Span("cv.html", 55, 57))
    assert isinstance(record, PaperRecord)
    assert record.venue == "Proceedings of the 48th Annual Meeting of the North East Linguistic Society (NELS 48)"
