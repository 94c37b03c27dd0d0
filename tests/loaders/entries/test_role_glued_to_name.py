"""A role and an organisation's name written in one field with one space between them, the role first ("博士
SenseTime", "Research Engineer Acme Robotics") or a degree or internship last ("Acme Robotics PhD", "Acme Robotics
Research Intern"): the name is the institution and the rest the role.  A role whose first word is no name
("Software Engineer", "Associate Dean") stays a role alone.  Written by hand for the layout."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """李明

工作经历
2019.07-2021.06 博士 MegaVision
2017-2019 Borealis Robotics PhD
2015-2017 Borealis Robotics Research Intern
2013-2015 Research Engineer Borealis Robotics
2012 Software Engineer
"""


def test_role_and_name_in_one_field():
    got, leftovers = affiliation_rows("cv.txt", CV, ("institution", "role", "start"))
    assert got == [("MegaVision", "博士", "2019-07"), ("Borealis Robotics", "PhD", "2017"),
                   ("Borealis Robotics", "Research Intern", "2015"), ("Borealis Robotics", "Research Engineer", "2013")]
    assert [x.span.start_line for x in leftovers] == [8]
