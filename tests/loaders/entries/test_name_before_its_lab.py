"""An organisation whose name holds no keyword ("ETH Zurich", "Simula Metropolitan") written before its lab or department in one
field ("ETH Zurich, Robotic Systems Lab", as awesome-cv's organisation field is often filled) is the institution,
the lab its unit; the lab is not read as the institution with the university lost.  Written by hand."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """# Nadia Karimi

## Experience

- Postdoctoral Researcher, ETH Zurich, Robotic Systems Lab, 2022 – present
- Research Engineer, Simula Metropolitan, Department of Holistic Systems, 2019 – 2022

## Education

- Ph.D. in Robotics, Technische Universität Darmstadt, Intelligent Autonomous Systems Lab, 2015 – 2019
"""


def test_the_name_before_a_lab_is_the_institution():
    got, _ = affiliation_rows("cv.md", CV, ("institution", "unit", "role"))
    assert got == [("ETH Zurich", "Robotic Systems Lab", "Postdoctoral Researcher"),
                   ("Simula Metropolitan", "Department of Holistic Systems", "Research Engineer"),
                   ("Technische Universität Darmstadt", "Intelligent Autonomous Systems Lab", "Ph.D. in Robotics")]
