"""An education line wrapped after "and" (a degree's subject cut over two lines, "B.Sc. in Mathematics and" /
"Computer Science, University of X, 2010") is one entry: the wrap is joined whatever entry comes before it and
whether the entries are list items or lines.  Expected values written by reading the CVs."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import affiliation_rows

LINES = """John Smith

Education

M.Sc. in Physics, University of Y, 2012
B.Sc. in Mathematics and
 Computer Science, University of X, 2010
"""

ITEMS = """# John Smith

## Education

- M.Sc. in Physics and
  Astronomy, University of Y, 2012
- B.Sc. in Mathematics and
Computer Science, University of X, 2010
"""


@pytest.mark.parametrize("name, text, expected", [
    ("cv.txt", LINES, [("University of Y", "M.Sc. in Physics", "2012", 5, 5),
                       ("University of X", "B.Sc. in Mathematics and Computer Science", "2010", 6, 7)]),
    ("cv.md", ITEMS, [("University of Y", "M.Sc. in Physics and Astronomy", "2012", 5, 6),
                      ("University of X", "B.Sc. in Mathematics and Computer Science", "2010", 7, 8)]),
])
def test_wrapped_after_and(name, text, expected):
    got, leftovers = affiliation_rows(name, text, ("institution", "role", "start", "start_line", "end_line"))
    assert got == expected
    assert not [x for x in leftovers if x.section == "education"]


def test_an_organisation_cut_by_a_line_break():
    """A narrow column cut an organisation's name after its first word ("…, Delft" / "University of Technology",
    "…, École" / "Polytechnique Fédérale de Lausanne"): one name. A name of its own on the next line is not joined."""
    rows, _ = affiliation_rows("cv.txt", "Appointments\n"
                               "2023–present Assistant Professor, Department of Cognitive Robotics, Delft\n"
                               "University of Technology, The Netherlands\n\n"
                               "Education\n"
                               "2016–2021 Ph.D. in Robotics, École\n"
                               "Polytechnique Fédérale de Lausanne (EPFL), Switzerland\n", ("institution",))
    assert rows == [("Delft University of Technology",), ("École Polytechnique Fédérale de Lausanne (EPFL)",)]
