"""An institution whose name holds no keyword (ETH Zurich, Anyscale, International Monetary Fund, Zillow) beside a
degree or a role in an education or experience entry is the institution, and the experience entry stays a position
or internship (not a project without an institution).  Expected values written by reading the CV."""

from __future__ import annotations

from loaders import AffiliationRecord, load

CV = """# Lukas Brenner

## Education

- Ph.D. in Computer Science, ETH Zurich, 2016–2020
- B.Sc. in Mathematics, Humboldt-Universität zu Berlin, 2012–2016

## Experience

- **Anyscale**, Software Engineering Intern, Jun 2023 – Sep 2023
- Economist, International Monetary Fund, 2020 – present
- Data Scientist, Zillow, Seattle, WA, 2018 – 2020
"""

EXPECTED = [  # kind, institution, role, start, end
    ("education", "ETH Zurich", "Ph.D. in Computer Science", "2016", "2020"),
    ("education", "Humboldt-Universität zu Berlin", "B.Sc. in Mathematics", "2012", "2016"),
    ("internship", "Anyscale", "Software Engineering Intern", "2023-06", "2023-09"),
    ("position", "International Monetary Fund", "Economist", "2020", "present"),
    ("position", "Zillow", "Data Scientist", "2018", "2020"),      # WA: the state, not an organisation
]


def test_md_is_a_degree(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text("Hiroshi Sato\n\nEducation\n2000-2006  MD, Kyoto University Faculty of Medicine\n", encoding="utf-8")
    got = [(a.institution, a.role) for a in load(path).of_type(AffiliationRecord)]
    assert got == [("Kyoto University Faculty of Medicine", "MD")]


def test_institution_without_keyword(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    got = [(a.kind, a.institution, a.role, a.start, a.end) for a in load(path).of_type(AffiliationRecord)]
    assert got == EXPECTED
