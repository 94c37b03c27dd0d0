"""An education line wrapped after "and" (a degree's subject cut over two lines, "B.Sc. in Mathematics and" /
"Computer Science, University of X, 2010") is one entry: the wrap is joined whatever entry comes before it and
whether the entries are list items or lines.  Expected values written by reading the CVs."""

from __future__ import annotations

import pytest

from loaders import AffiliationRecord, load

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
def test_wrapped_after_and(tmp_path, name, text, expected):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = load(path)
    got = [(a.institution, a.role, a.start, a.span.start_line, a.span.end_line)
           for a in result.of_type(AffiliationRecord)]
    assert got == expected
    assert not [x for x in result.leftovers if x.section == "education"]
