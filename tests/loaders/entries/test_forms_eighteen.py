"""Forms and styles a third helper's CVs showed (eighteenth round): the NSF biosketch, a faculty CV form set with tab
stops, lettered and numbered sub-lists in bold, APA's presentations and theses, ACS's chapters, the astronomers'
style, and a title's end the reference parser left in its note. Each test fails on the code before the round."""

from __future__ import annotations

import io

import docx
import pytest

from loaders import load
from loaders.entries.citations import parse_citation
from loaders.entries.sections import classify_heading
from loaders.model import AffiliationRecord, PaperRecord, Span


@pytest.mark.parametrize("heading, section", [
    ("**(a) PROFESSIONAL PREPARATION**", "education"), ("(b) APPOINTMENTS AND POSITIONS", "experience"),
    ("**(c) PRODUCTS**", "publications"), ("Products Most Closely Related to the Proposed Project", "publications"),
    ("Other Significant Products, Whether or Not Related to the Proposed Project", "publications"),
    ("(d) SYNERGISTIC ACTIVITIES", "service"), ("**6. EMPLOYMENT RECORD**", "experience"),
    ("**7. LEAVES OF ABSENCE**", "other"), ("Special Professional Qualifications", "skills"),
])
def test_the_headings_of_the_nsf_biosketch_and_a_faculty_cv_form(heading, section):
    assert classify_heading(heading) == (section, "")


def test_an_engineer_s_products_are_no_publications():
    assert classify_heading("Products") is None


def _docx(tmp_path, paragraphs):
    document = docx.Document()
    for text, bold in paragraphs:
        p = document.add_paragraph()
        p.add_run(text).bold = bold
    buf = io.BytesIO()
    document.save(buf)
    path = tmp_path / "cv.docx"
    path.write_bytes(buf.getvalue())
    return load(path)


def test_a_form_s_tab_stops_part_the_fields_and_its_column_labels_are_no_entry(tmp_path):
    result = _docx(tmp_path, [
        ("Priya Nair", True), ("5. POST-SECONDARY EDUCATION", True),
        ("\tUniversity or Institution\tDegree\tSubject Area\tDates", False),
        ("\tMcMaster University\tPhD\tNursing\t2010–2014", False),
        ("\tUniversity of Toronto\tMN\tNursing (Acute Care)\t2006–2008", False)])
    affs = [(r.institution, r.start, r.end) for r in result.records if isinstance(r, AffiliationRecord)]
    assert affs == [("McMaster University", "2010", "2014"), ("University of Toronto", "2006", "2008")]


REFEREED = """## Publications

**1. REFEREED PUBLICATIONS**

1. Nair, P., & MacDonald, K. L. (2017). Family presence during resuscitation: Critical care nurses’ perspectives. *Nursing Inquiry*, 24(1), e12163.
*(b) In Press*
2. Nair, P.†, Thiessen, K. R., & Ahmadi, F.* (in press). Psychological safety and speaking up in interprofessional ICU teams. *Journal of Nursing Management*.
*(c) Submitted*
3. Ahmadi, F.*, & Nair, P.† (2024). Peer mentorship for internationally educated nurses: A realist evaluation [Manuscript submitted for publication]. School of Nursing, University of British Columbia.
*(d) Conference Presentations*
- Nair, P., & Boateng, A. (2023, June 5). Moral distress in rural new graduates [Paper presentation]. Canadian Association of Schools of Nursing Biennial Conference, Ottawa, ON, Canada.
**3. THESIS**
4. Nair, P. (2014). *Deciding in the dark: Night-shift decision making in intensive care* [Doctoral dissertation, McMaster University]. MacSphere. http://hdl.handle.net/11375/00000
"""


def test_lettered_status_sub_lists_presentations_and_an_apa_thesis(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(REFEREED, encoding="utf-8")
    result = load(path)
    papers = [r for r in result.records if isinstance(r, PaperRecord)]
    assert [p.title for p in papers] == [
        "Family presence during resuscitation: Critical care nurses’ perspectives",
        "Psychological safety and speaking up in interprofessional ICU teams",
        "Peer mentorship for internationally educated nurses: A realist evaluation",
        "Deciding in the dark: Night-shift decision making in intensive care"]
    assert papers[-1].venue == "McMaster University"
    # the talk is left over, named by its line
    assert any("Moral distress in rural new graduates" in lo.text for lo in result.leftovers)


@pytest.mark.parametrize("text, title, venue, authors", [
    ("Wiśniewska-Kowal, M. Photoredox Amination. In Photocatalysis in Organic Synthesis, 2nd ed.; Marlowe, C. J., "
     "Okada, T. P., Eds.; Wiley-VCH: Weinheim, 2023; pp 211–248.", "Photoredox Amination",
     "Photocatalysis in Organic Synthesis", ["Wiśniewska-Kowal, M."]),
    ("Hartley B., Okafor E., O'Connell S.-J., [and 34 co-authors], 2022, The WARATAH spectroscopic survey: second "
     "data release, PASA, 39, e031", "The WARATAH spectroscopic survey: second data release", "PASA",
     ["Hartley B.", "Okafor E.", "O'Connell S.-J."]),
    ("O'Connell S.-J., 2019, Chemical clocks for Galactic archaeology, in Stellar Populations Across Cosmic Time, "
     "Proc. IAU Symp. 361, eds. R. Kaur & D. Fenwick (Cambridge: CUP), p. 112",
     "Chemical clocks for Galactic archaeology", "Stellar Populations Across Cosmic Time", ["O'Connell S.-J."]),
    ("Ramos, E.T., **Dela Paz, A.M.C.**, & Villanueva, R.J. (2018). Settlement preferences of *Acropora* larvae on "
     "natural and artificial substrates. In *Proceedings of the 11th Asia-Pacific Coral Reef Symposium*, Kaohsiung, "
     "Taiwan (pp. 112–118).", "Settlement preferences of Acropora larvae on natural and artificial substrates",
     "Proceedings of the 11th Asia-Pacific Coral Reef Symposium, Kaohsiung, Taiwan",
     ["Ramos, E.T.", "Dela Paz, A.M.C.", "Villanueva, R.J."]),
    ("**Oliver Pennington***, Rukhsana Ahmed, Grace Liu, and Mei-Ling Chou. 2025. Beyond Accuracy: Older Adults’ "
     "Mental Models of Large Language Model Assistants. arXiv:2501.04412. Under review.",
     "Beyond Accuracy: Older Adults’ Mental Models of Large Language Model Assistants", "arXiv",
     ["Oliver Pennington", "Rukhsana Ahmed", "Grace Liu", "Mei-Ling Chou"]),
])
def test_chapters_astronomy_italics_after_in_and_a_title_end_in_the_note(text, title, venue, authors):
    r = parse_citation(text, Span("a", 1, 1))
    assert (r.title, r.venue, [m.text for m in r.authors]) == (title, venue, authors)


def test_a_french_chapter_keeps_its_book_not_its_editors():
    r = parse_citation("Forsé M., 2015, « Les Français et le principe de différence », in Guérard de la Tour S., "
                       "Radica G. et Spector C. (dirs), Le sens de la justice, une « utopie » réaliste ? Rawls et ses "
                       "critiques, Paris, Classiques Garnier, Coll. Politiques, p. 219-241.", Span("a", 1, 1))
    assert r.title == "Les Français et le principe de différence" and not r.venue.startswith("Guérard")


@pytest.mark.parametrize("heading, section", [
    ("**BOOK REVIEWS AND PUBLIC WRITING (NON-REFEREED)**", "other"), ("Op-eds", "other"),
    ("**HIGHER DEGREE BY RESEARCH SUPERVISION**", "students"), ("PhD Supervision", "students"),
    ("**SELECTED CONFERENCE PAPERS (NOT PUBLISHED)**", "talks"),
    ("Publications (unpublished manuscripts)", "publications"), ("Conference Papers", "publications"),
])
def test_reviews_supervision_and_papers_never_printed(heading, section):
    assert classify_heading(heading) == (section, "")


ERA = """**PUBLICATIONS**
**2024** C1 de Courcy, M. A., ‘Ledgers of empire: pastoral credit and the Western District, 1840–1870’, Australian Historical Studies, vol. 55, no. 2, pp. 211–33.
**2022** C1 de Courcy, M. A., ‘Widows, wool and the law of coverture in Port Phillip’, Law and History Review, vol. 40, no. 3, pp. 489–512.
"""


def test_an_assessment_category_before_the_first_author_is_no_name(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(ERA, encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert [[m.text for m in p.authors] for p in papers] == [["de Courcy, M. A."], ["de Courcy, M. A."]]
    assert [p.year for p in papers] == [2024, 2022]


def test_a_major_revision_at_a_journal_names_its_venue_and_ends_the_title():
    r = parse_citation("Rossi, G. and **Lefebvre, I.** Risk-controlling prediction sets for survival outcomes. Major "
                       "revision at *The Annals of Statistics*.", Span("a", 1, 1))
    assert (r.title, r.venue) == ("Risk-controlling prediction sets for survival outcomes", "The Annals of Statistics")
