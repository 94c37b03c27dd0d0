"""Institutions a CV names only in prose ("I am an Associate Professor in the School of X at Y University, where I
lead ...") are affiliations of the owner; a place, or an institution a section already lists, is not another one.
The CVs were written by hand as homepages write them; the expected records by reading them."""

from __future__ import annotations

from loaders import AffiliationRecord, load
from loaders.entries.prose import parse_prose_affiliations
from loaders.entries.sections import Line

ABOUT = """# Dr. Rebecca Whitmore

## About me

I am an Associate Professor in the School of Earth and Environmental Sciences at the University of Queensland,
where I lead the Coastal Hydrogeology Lab. Before moving to Brisbane in 2020, I spent three years as a
Research Fellow at the Commonwealth Scientific and Industrial Research Organisation (CSIRO) in Perth, working on
managed aquifer recharge. I received my PhD in hydrology from Utrecht University in 2016, and my BSc in geology
from the University of Cape Town.
"""


def test_institutions_named_in_prose(tmp_path):
    (tmp_path / "about.md").write_text(ABOUT, encoding="utf-8")
    got = [(a.kind, a.institution, a.unit, a.role, a.end, a.span.start_line)
           for a in load(tmp_path / "about.md").of_type(AffiliationRecord)]
    assert got == [
        ("position", "University of Queensland", "School of Earth and Environmental Sciences", "Associate Professor",
         None, 5),
        ("position", "Commonwealth Scientific and Industrial Research Organisation (CSIRO)", None, "Research Fellow",
         None, 6),
        ("education", "Utrecht University", None, "PhD in hydrology", "2016", 8),
        ("education", "University of Cape Town", None, "BSc in geology", None, 8)]


def test_a_unit_then_its_organisation():
    got = parse_prose_affiliations([Line(3, "I am a PhD student at the **Department of EECS, UC Berkeley**, working "
                                            "with Ion Stoica.")], "cv.md")
    assert [(a.institution, a.unit, a.role) for a in got] == [("UC Berkeley", "Department of EECS", "PhD student")]


def test_chinese_prose():
    got = parse_prose_affiliations([Line(2, "陈思远，现任中国科学院自动化研究所副研究员，博士毕业于清华大学。")], "cv.md")
    assert [(a.kind, a.institution, a.role) for a in got] == [("position", "中国科学院自动化研究所", "副研究员"),
                                                              ("education", "清华大学", None)]


def test_places_and_listed_institutions_are_not_new_affiliations(tmp_path):
    assert parse_prose_affiliations([Line(1, "I was a visitor in Brisbane in 2020.")], "cv.md") == []
    (tmp_path / "cv.md").write_text("# Ann Li\n\nI am a Research Scientist at Google Research.\n\n## Experience\n\n"
                                    "- 2020 - present: Research Scientist, Google Research\n", encoding="utf-8")
    assert [a.institution for a in load(tmp_path / "cv.md").of_type(AffiliationRecord)].count("Google Research") == 1


def test_the_full_stop_that_ends_the_sentence_ends_the_institution():
    lines = [Line(1, "Before Toronto, I was a postdoc at the"),
             Line(2, "Max Planck Institute for Informatics. I received my PhD from the University of Oxford"),
             Line(3, "and my BSc from Pontificia Universidad Católica de Chile.")]
    found = [r.institution for r in parse_prose_affiliations(lines, "cv.html")]
    assert found == ["Max Planck Institute for Informatics", "University of Oxford",
                     "Pontificia Universidad Católica de Chile"]
