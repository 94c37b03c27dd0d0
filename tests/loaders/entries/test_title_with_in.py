"""A title with "in" inside it is not cut there when the italics of the reference say where it ends."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_a_book_title_in_italics_is_whole():
    r = parse_citation("Varga, Ines. 2021. *Salt and Silver: Credit and Trade in the Kingdom of Hungary, 1300–1450*. "
                       "Oxford: Oxford University Press.", Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert r.title == "Salt and Silver: Credit and Trade in the Kingdom of Hungary, 1300–1450"


def test_a_journal_in_italics_ends_the_title():
    r = parse_citation("**Quispe, R.**, & Adelaar, W. (2022). Evidential marking and the typology of reported speech "
                       "in Andean languages. *Linguistic Typology*, *26*(1), 77–110.", Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == ("Evidential marking and the typology of reported speech in Andean languages",
                                  "Linguistic Typology")


def test_the_italics_put_a_misparted_title_right():
    from loaders.entries.citations import italics_realigned

    text = "Varga, I. 2021. *Notaries and Credit in the Kingdom of Hungary*. Oxford: Oxford University Press."
    assert italics_realigned("Notaries and Credit", "the Kingdom of Hungary", text) == (
        "Notaries and Credit in the Kingdom of Hungary", None)
    text = "Quispe, R. (2022). Evidential marking in Andean languages. *Linguistic Typology*, 26(1), 77–110."
    assert italics_realigned("Evidential marking", "Andean languages. Linguistic Typology", text) == (
        "Evidential marking in Andean languages", "Linguistic Typology")
    assert italics_realigned("Evidential marking in Andean languages", "Linguistic Typology", text) is None
