"""A city written after an entry's organisation without its country ("Acme Widgets Inc, Rotterdam"), or with its
state's code between it and the country ("Springfield, IL, USA"), is the entry's location, not a unit of the
organisation; a unit written there (a department before its university, a subject) stays a unit.  Written by hand
for the layout."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """Jan de Vries

Experience

2019–2022 Software Engineer, Acme Widgets Inc, Rotterdam
2016–2019 Research Engineer, Philips Research, Eindhoven, Netherlands
2015 Summer Intern, Argonne National Laboratory, Lemont, IL, USA
2012–2015 Lecturer, Department of Physics, Harvard

Education

2012 PhD in Physics, Delft University of Technology, Computer Science
"""


def test_a_city_after_the_organisation_is_its_location():
    got, _ = affiliation_rows("cv.txt", CV, ("institution", "unit", "location"))
    assert got == [("Acme Widgets Inc", None, "Rotterdam"),
                   ("Philips Research", None, "Eindhoven, Netherlands"),
                   ("Argonne National Laboratory", None, "Lemont, IL, USA"),
                   ("Department of Physics", "Harvard", None),   # (which is the university is not read here)
                   ("Delft University of Technology", "Computer Science", None)]


NOTES = """Jan de Vries

Experience

2011 Research Intern, IBM Research, Zurich (mentor: Anna Roe)
2009–2011 Research Chemist (Contract), Acme Widgets Inc, Rotterdam
"""


def test_a_note_after_the_city_or_the_role():
    got, leftovers = affiliation_rows("cv.txt", NOTES, ("institution", "unit", "role", "location"))
    assert got == [("IBM Research", None, "Research Intern", "Zurich"),
                   ("Acme Widgets Inc", None, "Research Chemist (Contract)", "Rotterdam")]


TEAM = """Jan de Vries

Experience

2020 Research Intern, Speech Team, Baidu IDL, Beijing
2015–2017 Engineer, Huawei Technologies, Hangzhou
Zhejiang, China
"""


def test_a_team_is_a_unit_of_its_company_and_no_place_is_dropped():
    got, _ = affiliation_rows("cv.txt", TEAM, ("institution", "unit", "location"))
    assert got == [("Baidu IDL", "Speech Team", "Beijing"),
                   ("Huawei Technologies", "Hangzhou", "Zhejiang, China")]   # a second place stays, as a unit
