"""A date range wrapped inside its table cell, as PDF text gives it: the start and its dash on the entry's first
line ("2011– PhD in Geology, ..."), the end first on the line under it ("2015", "present", or "2015" before the
next field of the entry, or before the rest of the row's fields when the line above ends in a comma).  The range
ends there, not at the present, and the end is no part of the entry's fields.
Written by hand for the layout."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """Lena Hoffmann

EDUCATION
2011– PhD in Geology, University of Bergen, Bergen, Norway
2015 Thesis: “Fault growth in rift basins” (Advisor: Prof. Erik Lund)
2007– BSc in Geology, University of Oslo, Oslo, Norway
2011

EXPERIENCE
2020– Associate Professor, University of Tromsø, Tromsø, Norway
present
2015–2020 Researcher, Norwegian Geological Survey
2012– Engineer, Department of Geophysics, Aker Solutions Inc,
2015 Norway
"""


def test_the_end_under_the_start():
    got, leftovers = affiliation_rows("cv.txt", CV, ("institution", "unit", "start", "end"))
    assert got == [("University of Bergen", None, "2011", "2015"),
                   ("University of Oslo", None, "2007", "2011"),
                   ("University of Tromsø", None, "2020", "present"),
                   ("Norwegian Geological Survey", None, "2015", "2020"),
                   ("Aker Solutions Inc", "Department of Geophysics", "2012", "2015")]     # (the country is no unit)
