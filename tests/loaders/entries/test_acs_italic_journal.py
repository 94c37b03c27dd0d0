"""ACS references whose title holds a word the reference parser takes for the start of the venue ("by In Situ",
"with Diazo Esters."): the journal in italics ("*Org. Lett.*", two abbreviated words) ends the venue, and what the
parser put before it belongs to the title.  Entries written for this test."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import Span

CASES = [
    ("Kim, H.; **Park, J.-W.*** Copper-Mediated Fluorination of Enones by In Situ NMR Monitoring. *Org. Lett.* 2021, "
     "23, 1201–1205.", "Copper-Mediated Fluorination of Enones by In Situ NMR Monitoring", "Org. Lett"),
    ("**Park, J.-W.**; Cho, E.; Lee, D. Rhodium-Catalyzed Direct C–H Alkylation with Diazo Esters. *Chem. Sci.* 2017, "
     "8, 2210–2215.", "Rhodium-Catalyzed Direct C–H Alkylation with Diazo Esters", "Chem. Sci"),
]


@pytest.mark.parametrize("text, title, venue", CASES)
def test_italic_journal_ends_the_venue(text, title, venue):
    r = parse_citation(text, Span("cv.docx", 1, 1))
    assert (r.title, r.venue.rstrip(".")) == (title, venue)
