"""APA 7 cites a preprint with its server where a journal would stand ("Title? arXiv. https://doi.org/..."): the
server is the venue and the work a preprint, whether the reference parser read it as the publisher or left it at
the end of the title."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, title, venue", [
    ("Okafor, C., & Halvorsen, I. (2024). Sim-to-real transfer without domain randomization? arXiv. "
     "https://doi.org/10.48550/arXiv.2401.01234", "Sim-to-real transfer without domain randomization?", "arXiv"),
    ("Okafor, C. (2023). Learning to fall safely. bioRxiv. https://doi.org/10.1101/2023.01.01.123456",
     "Learning to fall safely", "bioRxiv"),
])
def test_the_preprint_server_is_the_venue(text, title, venue):
    record = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(record, PaperRecord)
    assert (record.title, record.venue, record.status) == (title, venue, "preprint")
