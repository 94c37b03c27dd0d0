"""A US patent application's publication number ("U.S. Patent Application 2022/0234567 A1", "US Patent Pub. No.
2021/0123456") is the patent's number (the record had none)."""

from __future__ import annotations

import pytest

from loaders.entries.patents import parse_patent
from loaders.model import PatentRecord, Span


@pytest.mark.parametrize("text, number", [
    ("Lindqvist, E.; Stoltz, B. M.; Shockley, S. E. Nickel Catalysts for Asymmetric Reductive Cross-Coupling. "
     "U.S. Patent Application 2022/0234567 A1, July 28, 2022.", "US2022/0234567A1"),
    ("A. Li, B. Wu, Systems and methods for caching, US Patent Pub. No. 2021/0123456, 2021.", "US2021/0123456"),
])
def test_the_application_number_is_read(text, number):
    r = parse_patent(text, Span("cv.pdf", 35, 36))
    assert isinstance(r, PatentRecord)
    assert r.number == number
