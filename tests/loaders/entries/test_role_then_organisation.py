"""A role written on a line of its own with its dates, its organisation on the line under it ("Software Engineer" /
"2018–2019" / "Huawei Technologies, Shenzhen") or above it ("Zalando, Berlin" / "Research Intern, 2015"), is one
record with that organisation as the institution: the role is not dropped and reported, and the organisation is
not glued to the entry before it.  Expected values written by reading the CVs."""

from __future__ import annotations

import pytest

from loaders.entries.affiliations import parse_affiliations
from loaders.entries.sections import Line
from loaders.entries.segment import block_entry
from tests.loaders.cvtext import affiliation_rows

UNDER = """John Smith

Experience

Software Engineer
2018–2019
Huawei Technologies, Shenzhen

Research Intern
Jun 2017 – Aug 2017
Microsoft Research Asia, Beijing, China
"""

ABOVE = """John Smith

Experience

Huawei Technologies, Shenzhen
Software Engineer, 2018–2019

Zalando, Berlin
Research Intern, 2015
"""

@pytest.mark.parametrize("text, expected", [
    (UNDER, [("Huawei Technologies", "Software Engineer", "2018", 5, 7),
             ("Microsoft Research Asia", "Research Intern", "2017-06", 9, 11)]),
    (ABOVE, [("Huawei Technologies", "Software Engineer", "2018", 5, 6),
             ("Zalando", "Research Intern", "2015", 8, 9)]),
])
def test_role_then_organisation(text, expected):
    got, leftovers = affiliation_rows("cv.txt", text, ("institution", "role", "start", "start_line", "end_line"))
    assert got == expected
    assert not [x for x in leftovers if x.section == "experience"]


def test_nothing_taken_when_the_chain_ends_without_an_organisation():
    # entries written organisation first, one of them with none: the one after it keeps its organisation
    texts = ["Google", "Software Engineer, 2018–2019", "Freelance Consultant", "2016–2018", "Microsoft Research",
             "Intern, 2015"]
    lines = [Line(k + 1, x) for k, x in enumerate(texts)]
    blocks = [block_entry(lines[:2]), block_entry(lines[2:4]), block_entry(lines[4:])]
    got = [(r.institution, r.role, str(r.span)) for _, r in parse_affiliations(blocks, "position", "cv.txt")]
    assert got == [("Google", "Software Engineer", "cv.txt:1-2"), ("Microsoft Research", "Intern", "cv.txt:5-6")]


def test_an_organisation_with_its_country_is_no_place_and_a_written_out_state_is():
    """"Harvard University, USA" on its own line is the organisation (it was taken for a place line, and the
    position was lost); "Minneapolis, Minnesota, United States" is a place (it was read as the unit)."""
    rows, left = affiliation_rows("cv.txt", "Experience\nPostdoctoral Fellow, 2015 - 2017\nHarvard University, USA\n\n"
                                  "Research Scientist, 2017 - 2020\nMedtronic\nMinneapolis, Minnesota, United States\n",
                                  ("institution", "unit", "role", "location"))
    assert rows == [("Harvard University", None, "Postdoctoral Fellow", "USA"),
                    ("Medtronic", None, "Research Scientist", "Minneapolis, Minnesota, United States")]
    assert not left
