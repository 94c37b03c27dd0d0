"""Springer's author-date styles ("Author AB (Year) Title. J Abbrev V:pp"): a journal abbreviated without full stops
after the title is the venue, never the title's end, where the reference parser read the title on into it."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, title, venue", [
    ("Ngata-Wilson A, Pemberton MH, Burrell SJ (2023) Trophic niche partitioning of mesopelagic fishes on the Chatham "
     "Rise inferred from stable isotopes. Mar Ecol Prog Ser 712:45–61",
     "Trophic niche partitioning of mesopelagic fishes on the Chatham Rise inferred from stable isotopes",
     "Mar Ecol Prog Ser"),
    ("Stephenson CJ, Ngata-Wilson A, Galloway M, Pemberton MH, Burrell SJ, Lindahl CJ (2020) Internal waves and larval "
     "fish retention at the shelf break. Cont Shelf Res 198:104089",
     "Internal waves and larval fish retention at the shelf break", "Cont Shelf Res"),
])
def test_the_abbreviated_journal_is_the_venue(text, title, venue):
    r = parse_citation(text, Span("cv.pdf", 20, 21))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue, r.year) == (title, venue, int(text.split("(")[1][:4]))
