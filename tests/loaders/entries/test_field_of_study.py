"""A field of study written as a field of its own beside a degree ("博士，计算机科学与技术", "PhD, Computer Science")
is the entry's unit, never its institution; a company named without an organisation word before the role
("SenseTime 博士", "Acme Robotics  PhD") is the institution.  Expected values written by reading the CVs."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import affiliation_rows

CHINESE = """张三

工作经历
2019.9-至今 SenseTime 博士，计算机科学与技术

教育经历
2015.9-2019.6  计算机科学与技术  本科  清华大学
2012.9-2015.6  数学 硕士 北京大学
"""

ENGLISH = """# John Smith

## Experience

2019 - present  Acme Robotics  PhD, Computer Science
2013 - 2015 PhD, Computer Science, Acme Robotics
"""


@pytest.mark.parametrize("name, text, expected", [
    ("cv.txt", CHINESE, [("SenseTime", "计算机科学与技术", "博士", "2019-09"),
                         ("清华大学", "计算机科学与技术", "本科", "2015-09"),
                         ("北京大学", "数学", "硕士", "2012-09")]),
    ("cv.md", ENGLISH, [("Acme Robotics", "Computer Science", "PhD", "2019"),
                        ("Acme Robotics", "Computer Science", "PhD", "2013")]),
])
def test_field_of_study_is_no_institution(name, text, expected):
    assert affiliation_rows(name, text, ("institution", "unit", "role", "start"))[0] == expected
