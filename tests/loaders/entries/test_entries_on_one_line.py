"""Two affiliations written on one line, apart by a semicolon ("Visiting Scholar, MIT, 2015; Postdoc, ETH Zürich,
2016–2018"), are two records on that line, in lines and in list items, in English and Chinese; a semicolon before a
clause that is no affiliation (an advisor) parts nothing.  Expected values written by reading the CVs."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import affiliation_rows

LINES = """John Smith

Positions

Visiting Scholar, MIT, 2015; Postdoc, ETH Zürich, 2016–2018
Assistant Professor, University of Oslo, 2018–present

Education

PhD, Stanford University, 2010–2014; advisor: Prof. Bo Wu
"""

ITEMS = """# 张三

## Positions

- Visiting Scholar, MIT, 2015; Postdoc, ETH Zürich, 2016–2018

## 工作经历

2019.7-2020.6 华为 工程师；2020.7-至今 腾讯 研究员
"""


@pytest.mark.parametrize("name, text, expected", [
    ("cv.txt", LINES, [("MIT", "Visiting Scholar", "2015", "2015", 5), ("ETH Zürich", "Postdoc", "2016", "2018", 5),
                       ("University of Oslo", "Assistant Professor", "2018", "present", 6),
                       ("Stanford University", "PhD", "2010", "2014", 10)]),
    ("cv.md", ITEMS, [("MIT", "Visiting Scholar", "2015", "2015", 5), ("ETH Zürich", "Postdoc", "2016", "2018", 5),
                      ("华为", "工程师", "2019-07", "2020-06", 9), ("腾讯", "研究员", "2020-07", "present", 9)]),
])
def test_entries_on_one_line(name, text, expected):
    assert affiliation_rows(name, text, ("institution", "role", "start", "end", "start_line"))[0] == expected
