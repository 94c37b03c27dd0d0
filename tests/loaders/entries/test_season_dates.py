"""Entries dated by a season ("Summer 2013", "2019 (summer)", "Fall 2019 – Spring 2020"), as internships and terms
are: the season and its year are a date, the entry is read, and the season is no part of the role.  Written by hand
for the layout."""

from __future__ import annotations

from loaders.entries.affiliations import parse_date_range
from tests.loaders.cvtext import affiliation_rows

CV = """# Rosa Quiroga

## Positions

* **2019 – 2022**: Postdoctoral Research Associate, Argonne National Laboratory, Lemont, IL, USA
* **Summer 2013**: Summer intern, Brookhaven National Laboratory, Upton, NY, USA
* **Fall 2012 – Spring 2013**: Visiting Student, University of Tokyo

## Appointments

- 2018 (summer): Research Intern, Microsoft Research, Redmond
- 2017 (Summer): Software Engineering Intern, Google, Mountain View
"""


def test_a_season_and_its_year_date_an_entry():
    got, leftovers = affiliation_rows("cv.md", CV, ("institution", "role", "start", "end"))
    assert ("Brookhaven National Laboratory", "Summer intern", "2013", "2013") in got
    assert ("University of Tokyo", "Visiting Student", "2012", "2013") in got
    assert not [x for x in leftovers if x.section == "experience"]


def test_a_season_in_brackets_after_the_year_is_part_of_the_date():
    got, _ = affiliation_rows("cv.md", CV, ("institution", "unit", "role", "start"))
    assert ("Microsoft Research", None, "Research Intern", "2018") in got
    assert ("Google", None, "Software Engineering Intern", "2017") in got


def test_a_range_of_seasons_is_closed():
    assert parse_date_range("Fall 2019 – Spring 2020") == ("2019", "2020")
    assert parse_date_range("Summer 2013") == ("2013", "2013")
