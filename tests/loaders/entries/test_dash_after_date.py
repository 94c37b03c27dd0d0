"""Date-first list items with a spaced em dash between the date and the entry ("**2019** — PhD in Chemistry, ...",
"**2020 – present** — Staff Scientist, ..."): the dash parts two fields, it neither leaves the range open nor
joins the role; and a degree line may go on with labelled sentences ("Thesis: ...", "(advisor: ...)") that are no
part of the institution or unit.  Written by hand for the layout."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """# Maria Kowalczyk

## Positions

- **2020 – present** — Staff Scientist, Paul Scherrer Institute, Villigen, Switzerland
- **2014** — Summer Student, Brookhaven National Laboratory, Upton, NY, USA

## Education

- **2019** — PhD in Chemistry, University of Gdansk, Gdansk. Thesis: *Proton transfer in water clusters at low temperatures and high pressures* (advisor: Prof. Jan Nowak)
- **2013** — MSc in Chemistry, University of Lodz
"""


def test_em_dash_after_the_date_is_a_separator():
    got, leftovers = affiliation_rows("cv.md", CV, ("institution", "role", "start", "end"))
    assert got == [("Paul Scherrer Institute", "Staff Scientist", "2020", "present"),
                   ("Brookhaven National Laboratory", "Summer Student", "2014", "2014"),
                   ("University of Gdansk", "PhD in Chemistry", "2019", "2019"),
                   ("University of Lodz", "MSc in Chemistry", "2013", "2013")]
    assert not [x for x in leftovers if x.section in ("education", "experience")]


def test_the_thesis_is_no_part_of_the_unit():
    got, _ = affiliation_rows("cv.md", CV, ("institution", "unit"))
    assert ("University of Gdansk", None) in got
