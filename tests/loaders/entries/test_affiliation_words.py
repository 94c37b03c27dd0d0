"""Affiliation entries with roles, degrees and organisations the keyword lists missed, and dates written
"2013: ..." before the entry: "Postdoctoral Researcher, JILA" (JILA no city and state), "Visiting Scholar,
Federal Reserve Bank of Chicago, 2016", "Diplom in Physics", "2013: Summer Research Intern, Max Planck Institute
...".  Expected values written by reading the CV."""

from __future__ import annotations

from loaders import AffiliationRecord, load

CV = """# Lena Vogt

## Education

- Diplom in Physics, Heidelberg University, 2005–2011

## Positions

- Postdoctoral Researcher, JILA, 2015–2020
- Visiting Scholar, Federal Reserve Bank of Chicago, 2016
- 2013: Summer Research Intern, Max Planck Institute for Molecular Genetics, Berlin
- 2019–present: Postdoctoral Research Fellow, Massachusetts General Hospital, Boston, MA
"""

EXPECTED = [  # kind, institution, role, start, end
    ("education", "Heidelberg University", "Diplom in Physics", "2005", "2011"),
    ("position", "JILA", "Postdoctoral Researcher", "2015", "2020"),
    ("position", "Federal Reserve Bank of Chicago", "Visiting Scholar", "2016", "2016"),
    ("internship", "Max Planck Institute for Molecular Genetics", "Summer Research Intern", "2013", "2013"),
    ("position", "Massachusetts General Hospital", "Postdoctoral Research Fellow", "2019", "present"),
]


def test_affiliation_words(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    got = [(a.kind, a.institution, a.role, a.start, a.end) for a in load(path).of_type(AffiliationRecord)]
    assert got == EXPECTED
