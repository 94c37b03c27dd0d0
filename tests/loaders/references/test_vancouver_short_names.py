"""Vancouver writes "Family INITIALS" without full stops: "Tanaka H, Oh JK. Title. Heart. 2016;102(9):690-8."  A
two-letter family name beside two initials ("Oh JK") is a name of its own, not the initials of "Tanaka H", and the
journal between the title and "year;volume" is the venue.  Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span
from loaders.references import split_author_list

CASES = [
    ("Tanaka H, Oh JK. Echocardiographic assessment of diastolic function. Heart. 2016;102(9):690-8.",
     "Echocardiographic assessment of diastolic function", ["Tanaka H", "Oh JK"], "Heart", 2016),
    ("Li X, Wu JK. Gut microbiota and obesity in adolescents. Gut. 2018;67(2):100-9.",
     "Gut microbiota and obesity in adolescents", ["Li X", "Wu JK"], "Gut", 2018),
    ("Ng AB, Li X. Air pollution and childhood asthma in East Asia. Thorax. 2015;70(4):320-7.",
     "Air pollution and childhood asthma in East Asia", ["Ng AB", "Li X"], "Thorax", 2015),
]


@pytest.mark.parametrize("text, title, authors, venue, year", CASES)
def test_vancouver_entry(text, title, authors, venue, year):
    r = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert (r.title, [a.text for a in r.authors], r.venue, r.year) == (title, authors, venue, year)


@pytest.mark.parametrize("text, names", [
    ("Tanaka H, Oh JK.", ["Tanaka H", "Oh JK"]),
    ("Oh JK, Tanaka H, Suzuki K.", ["Oh JK", "Tanaka H", "Suzuki K"]),
    ("Liu, Y., Oh, J. K.", ["Liu, Y.", "Oh, J. K."]),            # family, initials pairs stay pairs
])
def test_split(text, names):
    assert list(split_author_list(text)[0]) == names
