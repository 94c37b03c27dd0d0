"""Hyphenated initials of Korean and French given names ("Park, J.-H.", "Lee, J.-H.") are initials: the name keeps its
full stop and is a name, so the entry is read.  Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span
from loaders.references import split_author_list


@pytest.mark.parametrize("text, title, authors", [
    ("Okonkwo-Reyes, D., Park, J.-H., & Müller, T. (2014). The long shadow of colonial railways. Journal of "
     "Economic History, 74(3), 812–845.",
     "The long shadow of colonial railways", ["Okonkwo-Reyes, D.", "Park, J.-H.", "Müller, T."]),
    ("Lee, J.-H., & Kim, S. (2019). Seasonal migration and rice yields in Korea. Journal of Asian Economics, 60, 1–15.",
     "Seasonal migration and rice yields in Korea", ["Lee, J.-H.", "Kim, S."]),
])
def test_hyphenated_initials(text, title, authors):
    r = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert r.title == title
    assert [a.text for a in r.authors] == authors


def test_split_keeps_the_full_stop():
    assert split_author_list("Park, J.-H., & Müller, T.")[0] == ("Park, J.-H.", "Müller, T.")
