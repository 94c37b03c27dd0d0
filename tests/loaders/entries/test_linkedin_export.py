"""LinkedIn's "Save to PDF" export of a profile: a narrow sidebar (Contact, Top Skills, Languages, Honors-Awards,
Publications) set before the main column (the owner's name in bold, a headline, a place, then Summary, Experience
and Education).  The sidebar's publications are titles alone, wrapped over short lines: a paper each, with no
author list (the export names nobody, so nobody is invented); the owner's name and headline are no paper.  The PDF
is made here with fpdf2 (an invented profile); the expected records are written by reading the page."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.model import AffiliationRecord, PaperRecord, ProfileRecord

fpdf = pytest.importorskip("fpdf")

SIDEBAR = [("Contact", ["+44 20 7946 0958 (Mobile)", "www.linkedin.com/in/tomas-lindqvist-", "4a7b (LinkedIn)"]),
           ("Top Skills", ["Signal Processing", "Embedded Systems"]),
           ("Languages", ["Swedish (Native or Bilingual)"]),
           ("Publications", ["Adaptive filtering for cochlear implant speech coding",
                             "Low-power neural recording front ends: a survey",
                             "A model of electrode impedance in chronic implants"])]
MAIN = [("**", "Tomas Lindqvist"), ("", "Senior Hardware Engineer at Cochlear | Audiology | PhD"),
        ("", "Gothenburg, Sweden"), ("**", "Experience"), ("**", "Senior Hardware Engineer"), ("", "Cochlear"),
        ("", "March 2019 - Present (5 years 2 months)"), ("", "Gothenburg, Sweden"),
        ("**", "Education"), ("**", "Chalmers University of Technology"),
        ("", "Doctor of Philosophy - PhD, Electrical Engineering · (2013 - 2018)")]


def _profile_pdf() -> bytes:
    pdf = fpdf.FPDF(format="A4")
    pdf.set_margins(10, 10, 10)
    pdf.add_page()
    for heading, items in SIDEBAR:
        pdf.set_x(10)
        pdf.set_font("Helvetica", "B", 11)
        pdf.cell(50, 6, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)
        for item in items:
            pdf.set_x(10)
            pdf.multi_cell(45, 4.5, item, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    pdf.set_xy(80, 10)
    for style, text in MAIN:
        pdf.set_x(80)
        pdf.set_font("Helvetica", "B" if style else "", 11 if style else 9)
        pdf.multi_cell(120, 5.5, text, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


@pytest.fixture(scope="module")
def result(tmp_path_factory):
    path = tmp_path_factory.mktemp("linkedin") / "Profile.pdf"
    path.write_bytes(_profile_pdf())
    return load(path, source="Profile.pdf")


def test_the_sidebar_titles_are_papers_with_no_author_list(result):
    papers = result.of_type(PaperRecord)
    assert [p.title for p in papers] == ["Adaptive filtering for cochlear implant speech coding",
                                         "Low-power neural recording front ends: a survey",
                                         "A model of electrode impedance in chronic implants"]
    assert all(p.authors == () and p.venue is None and p.year is None and "no author list" in p.notes
               for p in papers)


def test_the_name_above_the_main_column_is_the_owner_and_no_paper(result):
    profile = result.of_type(ProfileRecord)[0]
    assert [n.text for n in profile.names] == ["Tomas Lindqvist"]
    assert not any("Cochlear" in p.title for p in result.of_type(PaperRecord))


def test_the_experience_and_education_give_their_institutions(result):
    affiliations = result.of_type(AffiliationRecord)
    assert {a.institution for a in affiliations} >= {"Cochlear", "Chalmers University of Technology"}
