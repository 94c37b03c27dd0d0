"""Elsevier's numbered styles: the authors written initials first and separated by commas only (no "and"), the
title unquoted, then "Journal Volume (Year) Pages": the names are the authors (the last one never runs into the
title), the title stops before the journal, the journal is the venue.  Expected values written by reading the
strings."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, authors, title, venue, year", [
    ("J. Smith, K. Lee, M. Garcia, Title of the paper on graphs, Journal Name 12 (2020) 100–110.",
     ["J. Smith", "K. Lee", "M. Garcia"], "Title of the paper on graphs", "Journal Name", 2020),
    ("[3] J. Smith, K. Lee, Title of the second paper on graphs, J. Name 12 (2020) 100–110.",
     ["J. Smith", "K. Lee"], "Title of the second paper on graphs", "J. Name", 2020),
    ("[1] K. Wisniewska-Holt, J. Müller, P. Kowalski, A.R. Armstrong, Operando X-ray diffraction of lithium-rich "
     "layered oxide cathodes, J. Power Sources 512 (2021) 230456. https://doi.org/10.1016/j.jpowsour.2021.230456.",
     ["K. Wisniewska-Holt", "J. Müller", "P. Kowalski", "A.R. Armstrong"],
     "Operando X-ray diffraction of lithium-rich layered oxide cathodes", "J. Power Sources", 2021),
    ("[2] M. Fichtner, K. Wisniewska-Holt, Magnesium batteries: current state of the art and future perspectives, "
     "Electrochim. Acta 389 (2021) 138720.", ["M. Fichtner", "K. Wisniewska-Holt"],
     "Magnesium batteries: current state of the art and future perspectives", "Electrochim. Acta", 2021),
    ("L. Zhang, K. Wisniewska-Holt, C.P. Grey, Solid-state NMR studies of sodium insertion in hard carbons, "
     "J. Mater. Chem. A 6 (2018) 14211-14222.", ["L. Zhang", "K. Wisniewska-Holt", "C.P. Grey"],
     "Solid-state NMR studies of sodium insertion in hard carbons", "J. Mater. Chem. A", 2018),
    ("J. Smith, K. Lee and M. Garcia, Sparse coding of natural images, Neural Networks 45 (2019) 1–9.",
     ["J. Smith", "K. Lee", "M. Garcia"], "Sparse coding of natural images", "Neural Networks", 2019),
])
def test_an_elsevier_reference(text, authors, title, venue, year):
    record = parse_citation(text, Span("cv.txt", 5, 5), text)
    assert isinstance(record, PaperRecord), record
    assert ([a.text for a in record.authors], record.title, record.venue, record.year) == (authors, title, venue, year)


def test_et_al_in_an_elsevier_reference():
    record = parse_citation("T. Karzig, C. Knapp, et al., Scalable designs for quasiparticle-poisoning-protected "
                            "topological quantum computation, Phys. Rev. B 95 (2017) 235305.", Span("cv.txt", 5, 5))
    assert isinstance(record, PaperRecord)
    assert ([a.text for a in record.authors], record.et_al, record.venue) == (["T. Karzig", "C. Knapp"], True,
                                                                             "Phys. Rev. B")
