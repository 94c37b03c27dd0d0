"""Affiliations stated in the title block under the owner's name: two positions on one line apart by " · " (the
second incoming, its year in brackets: the year it starts), and a department and a university with no role (the
owner's current affiliation: a position whose role is not said).  Written by hand for the layout."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

TWO = """# Ines Carvalho

Postdoctoral Fellow, Department of Linguistics, Stanford University · Incoming Assistant Professor, McGill University (2026)
Margaret Jacks Hall, Stanford, CA 94305

## Education

- 2018 – 2023 Ph.D. in Linguistics, University of Lisbon
"""

NO_ROLE = """Tomasz Lewandowski

School of Geography, University of Leeds
Leeds LS2 9JT, United Kingdom

Education
2016 PhD in Geography, University of Exeter
"""


def test_two_positions_on_one_title_line():
    got, leftovers = affiliation_rows("cv.md", TWO, ("kind", "institution", "unit", "role", "start", "end"))
    assert got[:2] == [
        ("position", "Stanford University", "Department of Linguistics", "Postdoctoral Fellow", None, None),
        ("position", "McGill University", None, "Incoming Assistant Professor", "2026", None)]
    assert 3 not in [x.span.start_line for x in leftovers]


def test_a_unit_and_a_university_under_the_name():
    got, leftovers = affiliation_rows("cv.txt", NO_ROLE, ("kind", "institution", "unit", "role", "start_line"))
    assert got[0] == ("position", "University of Leeds", "School of Geography", None, 3)
    assert 3 not in [x.span.start_line for x in leftovers]
