"""Nature, Vancouver and ACS styles: an abbreviated journal after the title's full stop is parted from the title
whole, also when the reference parser took a sentence of the title ("by In Situ IR Spectroscopy.") for the start
of the venue and the journal is in italics."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span

CASES = [
    ("**Lindqvist, E.** et al. Sodium-ion storage in hard carbon with closed nanopores. *Energy Environ. Sci.* "
     "**15**, 1120–1131 (2022).", "Sodium-ion storage in hard carbon with closed nanopores", "Energy Environ. Sci"),
    ("Lindqvist, E. & Moreau, P. Defect tolerance in metal halide perovskite nanocrystals. Chem. Rev. 121, "
     "5112–5160 (2021).", "Defect tolerance in metal halide perovskite nanocrystals", "Chem. Rev"),
    ("Kim, H.; **Park, J.-W.*** Copper-Mediated Fluorination of Enones by In Situ NMR Monitoring. *Org. Lett.* 2021, "
     "23, 1201–1205.", "Copper-Mediated Fluorination of Enones by In Situ NMR Monitoring", "Org. Lett"),
    ("**Park, J.-W.**; Cho, E.; Lee, D. Rhodium-Catalyzed Direct C–H Alkylation with Diazo Esters. *Chem. Sci.* 2017, "
     "8, 2210–2215.", "Rhodium-Catalyzed Direct C–H Alkylation with Diazo Esters", "Chem. Sci"),
]


@pytest.mark.parametrize("text,title,venue", CASES)
def test_an_abbreviated_journal_is_parted_whole(text, title, venue):
    r = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == (title, venue)


@pytest.mark.parametrize("text, title, venue", [
    ("Zhou, Y.; Lindqvist, E.† Late-Stage Deuteration of Pharmaceuticals via Iridium-Catalyzed Hydrogen Isotope "
     "Exchange. Chem. Sci. **2024**, 15, 2021–2030.",
     "Late-Stage Deuteration of Pharmaceuticals via Iridium-Catalyzed Hydrogen Isotope Exchange", "Chem. Sci"),
    ("Lindqvist, E.; Bäckvall, J.-E.; Kärkäs, M. D. Iron-Catalyzed Aerobic Oxidation of Allylic Alcohols. "
     "Chem. – Eur. J. **2017**, 23, 14452–14457.", "Iron-Catalyzed Aerobic Oxidation of Allylic Alcohols",
     "Chem. – Eur. J"),
])
def test_a_title_case_title_keeps_its_last_word(text, title, venue):
    """ACS titles are in Title Case: the word before the journal ("Exchange.", "Alcohols.") is the title's, written
    out, never an abbreviated word of the journal."""
    r = parse_citation(text, Span("cv.pdf", 22, 23))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == (title, venue)
