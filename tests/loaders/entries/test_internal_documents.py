"""A collaboration's internal documents listed under a publications heading of their own ("### Public notes and
internal documents (not peer reviewed)") are no publications: the heading opens a section that is not read, so its
items are left over, while a preprints heading after it, and the papers before it, are read.  A CV written here."""

from __future__ import annotations

import pytest

from loaders import extract, parse_document
from loaders.entries.sections import classify_heading
from tests.loaders.cvtext import paper_rows

CV = """\
# Rafael Quintero

## Publications

### Papers

1. R. Quintero and J. Chapman, "Equivariant graph networks for b-jet tagging", *JINST* **16** (2021) P08012.

### Public notes and internal documents (not peer reviewed)

* ATLAS Collaboration, *Expected performance of the GN2 flavour tagger at the HL-LHC*, ATL-PHYS-PUB-2023-021 (2023).
* R. Quintero et al., *Supporting note: VLQ pair production*, ATL-COM-PHYS-2022-0456 (ATLAS internal).

### Preprints (not peer reviewed)

* R. Quintero and J. Chapman, "Reinterpreting vector-like quark searches", arXiv:2405.01987 [hep-ph] (2024).
"""


def test_internal_documents_are_no_papers_and_preprints_after_them_are():
    result = extract(parse_document(CV.encode(), source="cv.md"))
    assert [title for title, _, _ in paper_rows(result)] == [
        "Equivariant graph networks for b-jet tagging", "Reinterpreting vector-like quark searches"]
    left = {n for leftover in result.leftovers for n in leftover.span.lines()}
    assert {11, 12} <= left


@pytest.mark.parametrize("heading", ["### Public notes and internal documents (not peer reviewed)",
                                     "ATLAS internal notes", "## Internal reports"])
def test_an_internal_documents_heading_opens_a_section_not_read(heading):
    assert classify_heading(heading) == ("other", "")


@pytest.mark.parametrize("heading", ["### Preprints (not peer reviewed)", "Technical reports"])
def test_works_not_peer_reviewed_are_still_works(heading):
    assert classify_heading(heading) != ("other", "")
