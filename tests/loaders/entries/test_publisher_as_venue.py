"""A work whose only source is the one the reference parser reads as a publisher gets it as its venue: a book's
publisher ("Place: Publisher, Year." after the title, as Chicago's bibliography writes it, the convention the gold
follows for books), or a journal named alone where no volume, pages or year follows ("Title. Nat. Methods (in press).",
"Title. Limnol Oceanogr")."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, title, venue", [
    ("Whitcombe, Thomas A. Merchants of Faith: Dissenting Networks and Atlantic Trade, 1660–1740. Cambridge: "
     "Cambridge University Press, 2021.",
     "Merchants of Faith: Dissenting Networks and Atlantic Trade, 1660–1740", "Cambridge University Press"),
    ("Halvorsen, I. et al. Super-resolution imaging of endoplasmic reticulum sheets in living neurons. Nat. Methods "
     "(in press).",
     "Super-resolution imaging of endoplasmic reticulum sheets in living neurons", "Nat. Methods"),
    ("Burrell SJ, Ngata-Wilson A, Pemberton MH (in review) Isotopic baselines for the Southern Ocean: a spatial model. "
     "Limnol Oceanogr",
     "Isotopic baselines for the Southern Ocean: a spatial model", "Limnol Oceanogr"),
])
def test_the_publisher_read_is_the_venue(text, title, venue):
    r = parse_citation(text, Span("cv.rtf", 12, 12))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == (title, venue)
