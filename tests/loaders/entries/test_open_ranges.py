"""A range left open by a dash ("2020--", "2021–") runs to the present, not to the year it starts in."""

from __future__ import annotations

from loaders import AffiliationRecord, extract, parse_document
from loaders.entries.affiliations import parse_date_range

CV = """Ola Nordmann

## Positions

2022– Associate Professor, Norwegian University of Life Sciences
2017--2022 Researcher, SINTEF Ocean
"""


def test_an_open_range_ends_at_present():
    assert parse_date_range("2020--") == ("2020", "present")
    assert parse_date_range("Lecturer, Lund University (2019–)") == ("2019", "present")
    assert parse_date_range("1680–1780") == (None, None) or parse_date_range("1680–1780")[1] != "present"


def test_an_open_range_in_a_positions_list():
    found = [(a.institution, a.role, a.start, a.end) for a in
             extract(parse_document(CV.encode(), source="cv.md")).of_type(AffiliationRecord)]
    assert found == [("Norwegian University of Life Sciences", "Associate Professor", "2022", "present"),
                     ("SINTEF Ocean", "Researcher", "2017", "2022")]
