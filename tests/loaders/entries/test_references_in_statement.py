"""References a personal statement or summary lists among its prose (an NIH biosketch's numbered list under its
Personal Statement, no heading of its own): read as papers when they read as references, the prose around them left alone."""

from __future__ import annotations

from loaders import extract, parse_document
from tests.loaders.cvtext import paper_rows

_CV = """Amara Quist
A. Personal Statement
I am a neuroradiologist who studies vessel-wall imaging; the two papers below started my programme.
1. Quist A, Haddad R, Mbeki S. Vessel-wall enhancement after thrombectomy. Am J Neuroradiol. 2019 Mar;40(3):401-407.
2. Mbeki S, Quist A. Carotid plaque texture on photon-counting CT. Eur Radiol. 2022 Jun;32(6):3900-3908.
Education
2008 MD, University of Ghana, Accra
"""


def test_cited_references_in_a_personal_statement_are_papers():
    result = extract(parse_document(_CV.encode(), source="cv.txt"))
    assert paper_rows(result) == [
        ("Vessel-wall enhancement after thrombectomy", 2019, ["Quist A", "Haddad R", "Mbeki S"]),
        ("Carotid plaque texture on photon-counting CT", 2022, ["Mbeki S", "Quist A"])]


def test_a_list_in_a_summary_that_is_no_reference_gives_no_paper():
    text = ("Amara Quist\nSummary\nHighlights of my work:\n- Led the stroke imaging core since 2019.\n"
            "- Trained 14 fellows between 2015 and 2023.\n")
    assert paper_rows(extract(parse_document(text.encode(), source="cv.txt"))) == []
