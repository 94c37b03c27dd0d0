"""The full stop that ends an author list is no part of the last name: a mark before it ("Xiangyang Li†.") is still
the name's mark, and Vancouver initials written without periods keep none ("Han G R." is "Han G R")."""

from __future__ import annotations

from loaders.entries.citations import author_mention, parse_citation
from loaders.model import PaperRecord, Span


def test_a_mark_before_the_full_stop_that_ends_the_list_is_a_mark():
    text = ('Hao Liu*, Wei Zhang*, Xiangyang Li†. "Spotlight: Locating Stragglers in Large-Scale Distributed '
            'Training." In IEEE INFOCOM 2023 - IEEE Conference on Computer Communications, 2023. (CCF-A)')
    record = parse_citation(text, Span("cv.txt", 30, 31))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Hao Liu", "Wei Zhang", "Xiangyang Li"]
    assert [a.equal_contribution for a in record.authors] == [True, True, True]


def test_initials_without_periods_take_no_period_from_the_list_end():
    text = ("Zhang Y, Li X, Han G R. Surface reconstruction of Ni-rich layered cathodes during high-voltage cycling[J]. "
            "Advanced Energy Materials, 2023, 13(12): 2203456.")
    record = parse_citation(text, Span("cv.docx", 20, 20))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Zhang Y", "Li X", "Han G R"]
    assert author_mention("Han G R.", Span("cv.docx", 20, 20)).text == "Han G R"
    assert author_mention("Smith, J. R.", Span("cv.docx", 20, 20)).text == "Smith, J. R."
