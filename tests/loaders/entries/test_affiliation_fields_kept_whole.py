"""The fields of an affiliation entry kept whole and free of noise: a company's legal form after a comma ("Toyota
Central R&D Labs., Inc.", "Co., Ltd.") is part of its name, a comma inside brackets parts no field ("BSc (Hons,
First Class)"), the other name a dash adds after a bold organisation ("**Victoria University of Wellington** – Te
Herenga Waka") and a description after the role ("– stable-isotope food-web models for ...") are no unit.  Written
by hand."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

POSITIONS = """# Haruka Mori

## Experience

- Apr. 2023 – present: Visiting Researcher, Toyota Central R&D Labs., Inc., Nagakute
- 2016 – 2018: Engineer, Huawei Technologies Co., Ltd., Shenzhen
- 2014 – 2016: Analyst, Acme Holdings, S.A., Madrid

## Education

- 2010 – 2014: BSc (Hons, First Class) in Chemistry, University of Auckland
"""

BOLD = """Aroha Ngata

EXPERIENCE

**Marine Research Institute**, Wellington 2021 – Present
Marine Ecologist – stable-isotope food-web models for the shelf; voyage leader on RV Tangaroa.

EDUCATION

**Victoria University of Wellington** – Te Herenga Waka 2016 – 2020
PhD in Marine Biology
"""


def test_a_legal_form_after_a_comma_is_part_of_the_name():
    got, _ = affiliation_rows("cv.md", POSITIONS, ("institution", "unit", "role"))
    assert got[:3] == [("Toyota Central R&D Labs., Inc.", None, "Visiting Researcher"),
                       ("Huawei Technologies Co., Ltd.", None, "Engineer"),
                       ("Acme Holdings, S.A.", None, "Analyst")]


def test_a_comma_in_brackets_parts_no_field():
    got, _ = affiliation_rows("cv.md", POSITIONS, ("institution", "unit", "role"))
    assert got[3] == ("University of Auckland", None, "BSc (Hons, First Class) in Chemistry")


def test_another_name_and_a_description_are_no_unit():
    got, _ = affiliation_rows("cv.txt", BOLD, ("institution", "unit"))
    assert got == [("Marine Research Institute", None), ("Victoria University of Wellington", None)]
