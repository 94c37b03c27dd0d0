"""Education and experience written one entry a line with the year (or range) last, one line after another with no
blank line between: "Ph.D. in Economics, Princeton University, 2016" then "M.A. in Economics, Universidad de Chile,
2011"; "Research Fellow, Brookings Institution 2020 – present" then "Economist Intern, World Bank Group, Washington
2015".  Each line is an entry of its own.  Expected values written by reading the CV."""

from __future__ import annotations

from loaders import AffiliationRecord, load

CV = """Maria Gonzalez
Assistant Professor of Economics

Education
Ph.D. in Economics, Princeton University, 2016
M.A. in Economics, Universidad de Chile, 2011

Professional Experience
Research Fellow, Brookings Institution 2020 – present
Economist Intern, World Bank Group, Washington 2015
"""

EXPECTED = [  # first line, last line, kind, institution, role, start, end
    (5, 5, "education", "Princeton University", "Ph.D. in Economics", "2016", "2016"),
    (6, 6, "education", "Universidad de Chile", "M.A. in Economics", "2011", "2011"),
    (9, 9, "position", "Brookings Institution", "Research Fellow", "2020", "present"),
    (10, 10, "internship", "World Bank Group", "Economist Intern", "2015", "2015"),
]


def test_each_line_an_entry(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    got = [(a.span.start_line, a.span.end_line, a.kind, a.institution, a.role, a.start, a.end)
           for a in load(path).of_type(AffiliationRecord)]
    assert got == EXPECTED
