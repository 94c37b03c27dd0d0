"""A line outside the affiliation sections that names an advisor after a position ("2010–2013 Postdoctoral Fellow,
Some University (mentor: A. Person)") gives the advisor statement and stays a leftover, since its position is not
read there; a line that is the statement alone is covered by it.  Written by hand."""

from __future__ import annotations

from loaders import AdvisingRecord, extract, parse_document

CV = """Ana Souza

Miscellaneous
2010–2013 Postdoctoral Fellow, Lakeside University, Porto (mentor: Rui Mendes)
Advisor: Clara Duarte
"""


def test_the_position_stays_a_leftover():
    result = extract(parse_document(CV.encode(), source="cv.txt"))
    assert [r.advisor.text for r in result.of_type(AdvisingRecord)] == ["Rui Mendes", "Clara Duarte"]
    lines = [x.span.start_line for x in result.leftovers]
    assert 4 in lines and 5 not in lines
