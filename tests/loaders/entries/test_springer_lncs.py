"""Springer's styles (LNCS and its kin) close the author list with a colon and cite the book a paper is in after
"In:" and its editors, then the series: the authors are the names before the colon, the title stops at "In:",
and the venue is the book as written (with the conference it names), never the series (". LNCS")."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, authors, title, venue, year", [
    ("Kowalczyk, M., Nowak, A., Jensen, T.P.: Compositional verification of smart contracts with session types. "
     "In: Leino, K.R.M., Ruiz, P. (eds.) Computer Aided Verification. CAV 2023. LNCS, vol. 13964, pp. 221–243. "
     "Springer, Cham (2023)", ["Kowalczyk, M.", "Nowak, A.", "Jensen, T.P."],
     "Compositional verification of smart contracts with session types", "Computer Aided Verification. CAV 2023",
     2023),
    ("Kowalczyk, M., Jensen, T.P., Birkedal, L.: Mechanised semantics for weak memory in Iris. In: Tools and "
     "Algorithms for the Construction and Analysis of Systems (TACAS 2022). LNCS, vol. 13243, pp. 402–420. "
     "Springer (2022)", ["Kowalczyk, M.", "Jensen, T.P.", "Birkedal, L."],
     "Mechanised semantics for weak memory in Iris",
     "Tools and Algorithms for the Construction and Analysis of Systems (TACAS 2022)", 2022),
    ("Kowalczyk, M., Zieliński, P.: Termination analysis of higher-order programs by size-change graphs. In: Logic "
     "for Programming, Artificial Intelligence, and Reasoning (LPAR-22). EPiC Series in Computing, vol. 57, "
     "pp. 455–472. EasyChair (2018)", ["Kowalczyk, M.", "Zieliński, P."],
     "Termination analysis of higher-order programs by size-change graphs",
     "Logic for Programming, Artificial Intelligence, and Reasoning (LPAR-22)", 2018),
])
def test_a_paper_in_an_lncs_volume(text, authors, title, venue, year):
    record = parse_citation(text, Span("cv.pdf", 1, 3))
    assert isinstance(record, PaperRecord)
    assert ([a.text for a in record.authors], record.title, record.venue, record.year) == (authors, title, venue, year)


def test_a_journal_article_in_springer_style_keeps_its_journal():
    record = parse_citation("Kowalczyk, M., Nowak, A., Jensen, T.P.: Protocol combinators for distributed systems. "
                            "J. Funct. Program. 31, e4 (2021)", Span("cv.pdf", 1, 2))
    assert [a.text for a in record.authors] == ["Kowalczyk, M.", "Nowak, A.", "Jensen, T.P."]
    assert record.title == "Protocol combinators for distributed systems"
    assert record.venue.startswith("J. Funct. Program")
