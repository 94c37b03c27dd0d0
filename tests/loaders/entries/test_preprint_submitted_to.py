"""A preprint that names the journal it was submitted to ("arXiv:2402.11223 [hep-ex], submitted to Phys. Rev. D"):
the journal is the venue and the status "in submission", as "Under review at X" names X; the arXiv number is kept
as the record's arXiv id, never as its venue.  Entries written here."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, venue, status, arxiv", [
    ("T. Brandvold, *Timing calibration of the forward muon trigger with cosmic rays*, arXiv:2311.04412 "
     "[physics.ins-det], submitted to Nucl. Instrum. Meth. A.", "Nucl. Instrum. Meth. A", "in submission",
     "2311.04412"),
    ("T. Brandvold and R. Osei, “Jet flavour tagging with graph networks at the HL-LHC,” arXiv:2405.00991 "
     "[hep-ex], under review at JINST.", "JINST", "under review", "2405.00991"),
])
def test_the_journal_after_a_preprint_is_the_venue(text, venue, status, arxiv):
    record = parse_citation(text, Span("cv.md", 20, 20), text)
    assert isinstance(record, PaperRecord)
    assert (record.venue, record.status, record.arxiv, record.year) == (venue, status, arxiv, None)
