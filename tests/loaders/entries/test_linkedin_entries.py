"""The entries of LinkedIn's export, in its own layout (invented here): Experience as title / company / dates with
their duration in brackets / place; Education as school / "Degree, Field · (years)".  The duration is part of the
dates (no entry starts at it), the years after the middle dot end an education entry, and the brackets the years
leave are no part of the field."""

from __future__ import annotations

from loaders.entries.patterns import DURATION
from loaders.entries.affiliations import parse_affiliations
from loaders.entries.segment import affiliation_blocks
from loaders.entries.sections import Line


def _read(kind: str, texts: list[str], breaks: frozenset[int] | None = None) -> list[tuple]:
    lines = [Line(n, t) for n, t in enumerate(texts, start=1)]
    return [((b.first, b.last), r.institution, r.unit, r.role, r.start, r.end)
            for b, r in parse_affiliations(affiliation_blocks(lines, breaks), kind, "cv.pdf")]


def test_the_duration_after_the_dates_starts_no_entry():
    assert DURATION.search("May 2016 - February 2019 (2 years 10 months)")
    got = _read("position", ["**Firmware Engineer**", "Oticon", "May 2016 - February 2019 (2 years 10 months)",
                             "**Test Engineer**", "Oticon Medical", "June 2014 - April 2016 (1 year 11 months)"],
                breaks=frozenset({1, 4}))      # the page's paragraphs: an entry each
    assert [(span, inst, role, start, end) for span, inst, _, role, start, end in got] == [
        ((1, 3), "Oticon", "Firmware Engineer", "2016-05", "2019-02"),
        ((4, 6), "Oticon Medical", "Test Engineer", "2014-06", "2016-04")]


def test_each_school_under_the_dotted_years_is_an_entry_of_its_own():
    got = _read("education", ["**Lund University**", "Doctor of Philosophy - PhD, Neuroscience · (2011 - 2016)",
                              "**Stockholm University**", "Bachelor of Science - BS, Biology · (2008 - 2011)"])
    assert got == [((1, 2), "Lund University", "Neuroscience", "Doctor of Philosophy - PhD", "2011", "2016"),
                   ((3, 4), "Stockholm University", "Biology", "Bachelor of Science - BS", "2008", "2011")]
