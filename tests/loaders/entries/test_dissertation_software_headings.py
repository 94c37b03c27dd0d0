"""A "Dissertation" or "Software" heading under (or after) the publications was not recognised, so the dissertation and
the software packages were read as papers (false papers, or failures).  By this project's convention neither is a
paper: they head sections of their own, read as nothing.  Expected values written by reading the CV below."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.sections import classify_heading
from loaders.model import PaperRecord


@pytest.mark.parametrize("line", ["### Dissertation", "PhD Dissertation", "Software", "Research Software"])
def test_headings(line):
    assert classify_heading(line) == ("other", "")


@pytest.mark.parametrize("line", ["Dissertation: Agreement with the addressee", "Software engineering", "SOFTWARE."])
def test_not_headings(line):
    assert classify_heading(line) is None


CV = """# Hana Sato

## Publications
### Journal articles
- Sato, Hana & Tom Reed. 2023. Number agreement in Ainu. *Natural Language & Linguistic Theory* 41(2). 521–560.
### Dissertation
- Sato, Hana. 2019. *Addressee agreement*. Cambridge, MA: MIT dissertation.

## Software
- Sato, H. and T. Reed (2022). agreeR: an R package for agreement corpora. CRAN, version 1.2.
"""


def test_dissertation_and_software_are_no_papers(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    assert [r.title for r in result.records if isinstance(r, PaperRecord)] == ["Number agreement in Ainu"]
    assert not result.failures
