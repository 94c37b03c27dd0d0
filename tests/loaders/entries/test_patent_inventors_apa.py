"""APA cites a patent as a paper, inventors first in "Family, Initials" form: "Okafor, M. L., & Luthy, R. G. (2020).
Title (U.S. Patent No. 10,815,432)."  The inventors are read as a paper's authors are, each family name kept with its
initials.  Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.patents import parse_patent
from loaders.model import PatentRecord, Span

CASES = [
    ("Okafor, M. L., & Luthy, R. G. (2020). Biochar-amended filter media for stormwater treatment (U.S. Patent "
     "No. 10,815,432). U.S. Patent and Trademark Office.",
     "Biochar-amended filter media for stormwater treatment", ["Okafor, M. L.", "Luthy, R. G."]),
    ("Nakamura, S., Okafor, M. L., & Chen, Y. (2018). Method for removing nitrate from groundwater (U.S. Patent "
     "No. 9,987,123). U.S. Patent and Trademark Office.",
     "Method for removing nitrate from groundwater", ["Nakamura, S.", "Okafor, M. L.", "Chen, Y."]),
    ("Brandt, K. (2021). Low-cost soil moisture sensor. U.S. Patent No. 11,002,345.",
     "Low-cost soil moisture sensor", ["Brandt, K."]),
    # forms read before stay as they were
    ("Ann Li, Bo Wu. Systems and methods for caching. U.S. Patent 9,876,543, granted 2019.",
     "Systems and methods for caching", ["Ann Li", "Bo Wu"]),
]


@pytest.mark.parametrize("text, title, inventors", CASES)
def test_apa_patent_inventors(text, title, inventors):
    r = parse_patent(text, Span("cv.txt", 1, 1))
    assert isinstance(r, PatentRecord)
    assert r.title == title
    assert [m.text for m in r.inventors] == inventors
    assert all(m.role == "inventor" for m in r.inventors)
