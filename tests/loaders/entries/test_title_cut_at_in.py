"""A word "in" inside a title ("Characterizing Mobile Data Usage in Sub-Saharan African Cities") is the title's, not
the "In <venue>" marker the reference parser took it for (title "…Data Usage", venue "Sub-Saharan African Cities.
Comput. Commun"); a real "in Proceedings of …" stays the venue's."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, title, venue", [
    ("Oyelaran D, Boateng K, Rao A. Characterizing Mobile Data Usage in Sub-Saharan African Cities. Comput Commun. "
     "2019;145:22-34.",
     "Characterizing Mobile Data Usage in Sub-Saharan African Cities", "Comput Commun"),
    ("D. Oyelaran, K. Boateng, A. Rao. Characterizing Mobile Data Usage in Sub-Saharan African Cities. Comput. Commun. "
     "145, 22-34 (2019).",
     "Characterizing Mobile Data Usage in Sub-Saharan African Cities", "Comput. Commun"),
    ("Oyelaran, D., Boateng, K., & Rao, A. (2019). Characterizing mobile data usage in sub-Saharan African cities. "
     "Computer Communications, 145, 22-34.",
     "Characterizing mobile data usage in sub-Saharan African cities", "Computer Communications"),
])
def test_in_inside_the_title(text, title, venue):
    r = parse_citation(text, Span("cv.txt", 3, 3))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == (title, venue)
