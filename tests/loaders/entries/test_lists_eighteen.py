"""Publication lists as a round of CVs written by a helper showed them (eighteenth round): sub-lists of paragraphs in
a numbered list, lettered sub-headings, running headers with no page number, Filipino particles, "Jr." in an APA
list, Vietnamese names written family name first, Vancouver theses and books. Each test fails on the code before."""

from __future__ import annotations

import pytest

from graph.resolution.names import parse_person_names
from loaders import load
from loaders.entries.citations import normal_venue
from loaders.entries.sections import running_lines
from loaders.model import PaperRecord
from loaders.references.authors import split_author_list


def _papers(tmp_path, text, name="cv.md"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = load(path)
    return [r for r in result.records if isinstance(r, PaperRecord)], result


MIXED = """# Yael Ben-Ezra

## Publications

### Refereed journal articles

[2] Y. Ben-Ezra, R. Abu-Saleh, and D. Rosenthal, “Topological edge states in photonic Floquet lattices with long-range coupling,” *Phys. Rev. Lett.* **130**, 123901 (2023).

[1] S. Khoury and **Y. Ben-Ezra**, “Nonlinearity-induced topological phase transition in a waveguide array,” *Optica* **9**, 1120–1127 (2022).

### Preprints

A. Haddad and **Y. Ben-Ezra**, “Machine-learned inverse design of topological photonic crystals,” arXiv:2403.01234 [physics.optics] (2024).

### Theses

**Y. Ben-Ezra**, “Floquet engineering of photonic lattices,” Ph.D. thesis, Weizmann Institute of Science (2017).
**Y. Ben-Ezra**, “Soliton propagation in waveguide arrays,” M.Sc. thesis, Technion, Haifa (2012).
"""


def test_sub_lists_without_numbers_in_a_numbered_list_are_read(tmp_path):
    papers, result = _papers(tmp_path, MIXED)
    assert [(p.title, p.year) for p in papers] == [
        ("Topological edge states in photonic Floquet lattices with long-range coupling", 2023),
        ("Nonlinearity-induced topological phase transition in a waveguide array", 2022),
        ("Machine-learned inverse design of topological photonic crystals", 2024),
        ("Floquet engineering of photonic lattices", 2017),     # two lines, one reference each
        ("Soliton propagation in waveguide arrays", 2012)]
    assert papers[2].venue == "arXiv:2403.01234 [physics.optics]"      # the year in brackets is the work's
    assert {lo.text for lo in result.leftovers} == {"### Refereed journal articles", "### Preprints", "### Theses"}


LETTERED = """## Publications
**D. Book chapters**
9. **Nguyen, T. T. H.**; Le, Q. H. Metal–Organic Frameworks for Water Treatment in Southeast Asia. In *Advanced Nanomaterials for Environmental Remediation*; Wongsakul, S., Ed.; Springer: Singapore, 2021; pp 201–230.
**E. Theses**
10. **Nguyen Thi Thu Ha**. Synthesis of MIL-101(Cr) and its application for dye adsorption. M.Sc. thesis, VNU University of Science, Hanoi, 2011.
"""


def test_a_lettered_sub_heading_ends_the_item_above(tmp_path):
    papers, _ = _papers(tmp_path, LETTERED)
    assert [p.title for p in papers] == ["Metal–Organic Frameworks for Water Treatment in Southeast Asia",
                                         "Synthesis of MIL-101(Cr) and its application for dye adsorption"]
    assert [m.text for m in papers[0].authors] == ["Nguyen, T. T. H.", "Le, Q. H."]


FOOTER = ("                                                  A. Li – CV\n"
          "                                                       {page} | 3\n")
PAGED = ("Publications\n\n1.   Li A, Wu B. Decentralized wastewater treatment in Southeast\n"
         "     Asia: status and prospects. In: Cho HW, editor. Sustainable Water\n\n\n" + FOOTER.format(page=1)
         + "\fCurriculum Vitae – Ann Li\n\n\n"
         "     Management in Asia. Cham: Springer; 2021. p. 89-112.\n\n"
         "2.   Li A. Another title of a paper. J Ex. 2020;1:1-2.\n\n" + FOOTER.format(page=2)
         + "\fCurriculum Vitae – Ann Li\n\n"
         "3.   Li A. A third title of a paper. J Ex. 2019;1:3-4.\n\n" + FOOTER.format(page=3))


def test_a_running_header_and_footer_without_a_number_at_every_page_break():
    # the footer's page numbers "1 | 3" and the lines written again at every page's break, the header after the
    # form feed and the footer over the page number
    assert sorted(running_lines(PAGED.split("\n"))) == [7, 8, 9, 16, 17, 18, 22, 23]


def test_an_entry_across_a_page_break_leaves_the_furniture_out(tmp_path):
    papers, result = _papers(tmp_path, PAGED, "cv.txt")
    assert papers[0].title == "Decentralized wastewater treatment in Southeast Asia: status and prospects"
    assert [m.text for m in papers[0].authors] == ["Li A", "Wu B"]
    assert papers[0].venue == "Sustainable Water Management in Asia"
    assert len(papers) == 3 and not result.leftovers


def test_particles_and_generations_in_an_apa_list():
    assert split_author_list("Dela Paz, A.M.C., Santos Jr., P.R., Aquino, J.B., et al.") == (
        ("Dela Paz, A.M.C.", "Santos Jr., P.R.", "Aquino, J.B."), True)
    names = parse_person_names(["Santos Jr., P.R.", "dela Paz, A.M.", "Ramos, E.T."])
    assert [n.family for n in names] == ["santos", "dela paz", "ramos"]


def test_a_reference_with_an_author_in_lower_case_particles_is_read(tmp_path):
    text = ("## Publications\n\n1. Santos Jr., P.R., **dela Paz, A.M.**, & Ramos, E.T. (2022). Reef fish biomass "
            "inside and outside community-managed MPAs in Palawan. *Philippine Journal of Science*, 151(3), "
            "1023–1036.\n")
    papers, _ = _papers(tmp_path, text)
    assert [m.text for m in papers[0].authors] == ["Santos Jr., P.R.", "dela Paz, A.M.", "Ramos, E.T."]


@pytest.mark.parametrize("names, families", [
    (["Le Quang Huy", "Nguyen Thi Thu Ha", "Do Minh Chau"], ["le", "nguyen", "do"]),
    # English order: the family name last, as before
    (["Huy Quang Le", "Ha Thi Thu Nguyen"], ["le", "nguyen"]),
    (["Anna Maria Rossi", "Le Van Tam"], ["rossi", "le"]),
])
def test_vietnamese_names_family_name_first_in_a_list(names, families):
    assert [n.family for n in parse_person_names(names)] == families


THESIS = ("Publications\n\n1. Wongwattana P. Two-stage anaerobic co-digestion of agro-industrial residues for "
          "biohythane production [dissertation]. Pathum Thani: Asian Institute of Technology; 2014.\n")


def test_a_vancouver_book_s_place_publisher_and_year_are_no_part_of_its_title():
    assert normal_venue("Sustainable Water Management in Asia. Cham: Springer; 2021") == \
        "Sustainable Water Management in Asia"
    assert normal_venue("J Appl Phys. 2019;3:1-5") == "J Appl Phys. 2019;3:1-5"


def test_a_vancouver_thesis_title_ends_at_its_note(tmp_path):
    papers, _ = _papers(tmp_path, THESIS, "cv.txt")
    assert papers[0].title == "Two-stage anaerobic co-digestion of agro-industrial residues for biohythane production"
    assert papers[0].year == 2014


def test_an_elsevier_article_in_press_and_a_mark_after_a_name():
    from loaders.entries.citations import parse_citation
    from loaders.model import Span
    r = parse_citation("**R. Amiri Moghaddam**, M. Al-Shamsi, L. Aydoğan, Data-driven reduced-order model of turbulent "
                       "jet impingement cooling, *Energy Convers. Manag.* (2024), in press.", Span("a", 1, 1))
    assert (r.title, r.venue, r.year) == ("Data-driven reduced-order model of turbulent jet impingement cooling",
                                          "Energy Convers. Manag", 2024)
    r = parse_citation("M. Al-Shamsi, **R. Amiri Moghaddam***, Y. Ben-Ami, Experimental investigation of pool boiling "
                       "on laser-textured copper surfaces, *Appl. Therm. Eng.* 219 (2023) 119532.", Span("a", 1, 1))
    assert [m.text for m in r.authors] == ["M. Al-Shamsi", "R. Amiri Moghaddam", "Y. Ben-Ami"]
    assert r.title == "Experimental investigation of pool boiling on laser-textured copper surfaces"


def test_an_unpublished_bibtex_entry_s_journal_in_its_note(tmp_path):
    text = ("@Unpublished{Kang2024,\n  author = {Kang, Min-Seok and Siregar, Dewi Anggraini},\n"
            "  title  = {Joint inversion of receiver functions for the {Toba} caldera},\n"
            "  note   = {Submitted to Journal of Geophysical Research: Solid Earth},\n  year   = {2024},\n}\n")
    papers, _ = _papers(tmp_path, text, "refs.bib")
    assert papers[0].venue == "Journal of Geophysical Research: Solid Earth"


QUALIFICATIONS = """<html><body><h1>Dr. Lim Chee Keong</h1>
<h2>Academic Qualifications</h2>
<ul>
  <li>PhD (Computer Science), Universiti Sains Malaysia, Penang, 2012&ndash;2016.</li>
  <li>BEng (Hons) Computer Engineering, Multimedia University, Cyberjaya, 2005&ndash;2009</li>
</ul>
<h2>Working Experience</h2>
<table>
  <tr><th>Period</th><th>Position</th><th>Organisation</th></tr>
  <tr><td>2016 &ndash; 2021</td><td>Senior Lecturer</td><td>Universiti Malaya</td></tr>
  <tr><td>Jul &ndash; Sep 2019</td><td>Visiting Researcher</td><td>National Institute of Informatics (NII), Tokyo, Japan</td></tr>
</table>
</body></html>
"""


def test_qualifications_and_a_table_s_column_names(tmp_path):
    from loaders.model import AffiliationRecord
    path = tmp_path / "page.html"
    path.write_text(QUALIFICATIONS, encoding="utf-8")
    result = load(path)
    affs = [(r.kind, r.institution, r.start, r.end) for r in result.records if isinstance(r, AffiliationRecord)]
    assert affs == [("education", "Universiti Sains Malaysia", "2012", "2016"),
                    ("education", "Multimedia University", "2005", "2009"),
                    ("position", "Universiti Malaya", "2016", "2021"),
                    ("position", "National Institute of Informatics (NII)", "2019-07", "2019-09")]
    assert not any(lo.text in ("Period", "Position", "Organisation") for lo in result.leftovers)


def test_long_headers_with_their_dates_each_start_an_affiliation(tmp_path):
    from loaders.model import AffiliationRecord
    text = ("# Education\n"
            "**Ph.D., Mechanical Engineering (Energy Conversion)**, Sharif University of Technology, Tehran, Iran 2011 – 2016\n"
            "Supervisor: Prof. Kamran Sadeghi-Nezhad\n"
            "**M.Sc., Mechanical Engineering (Energy Conversion)**, Amirkabir University of Technology (Tehran "
            "Polytechnic), Tehran, Iran 2009 – 2011\n"
            "Thesis advisor: Dr. Parisa Rahmani\n")
    path = tmp_path / "cv.md"
    path.write_text(text, encoding="utf-8")
    affs = [r for r in load(path).records if isinstance(r, AffiliationRecord)]
    assert [(r.institution, r.start, r.end) for r in affs] == [
        ("Sharif University of Technology", "2011", "2016"),
        ("Amirkabir University of Technology (Tehran Polytechnic)", "2009", "2011")]
