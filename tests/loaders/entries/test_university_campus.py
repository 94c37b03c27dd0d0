"""A campus after the comma of a university system's name ("University of California, Berkeley") is part of the
institution, not a unit; a city or country after a university named after its own place is not. Expected values
are written by reading the lines."""

from __future__ import annotations

from loaders.entries.affiliations import parse_affiliation
from loaders.entries.sections import Line
from loaders.entries.segment import Entry


def _read(text: str):
    return parse_affiliation(Entry((Line(12, text),), "", text), "position", "cv.txt")


def test_the_campus_of_a_university_system_is_part_of_its_name():
    r = _read("Postdoctoral Scholar, University of California, Berkeley, 2019 - 2021")
    assert r.institution == "University of California, Berkeley"
    assert r.unit is None
    assert r.role == "Postdoctoral Scholar"


def test_a_hyphenated_campus_too():
    r = _read("Assistant Professor, University of Illinois, Urbana-Champaign, 2020 - present")
    assert r.institution == "University of Illinois, Urbana-Champaign"


def test_a_university_named_after_its_city_keeps_its_name():
    r = _read("Lecturer, University of Oxford, Oxford, 2018 - 2020")
    assert r.institution == "University of Oxford"
    r = _read("Lecturer, University of Edinburgh, UK, 2018 - 2020")
    assert r.institution == "University of Edinburgh"
