"""A name's "on behalf of the X Collaboration" (a proceedings paper or talk given for a collaboration) is a note on the
paper, never an author; the same words inside a title stay the title's."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, authors, title", [
    ('R. Quintero, on behalf of the ATLAS Collaboration, "Track-based b-tagging with graph neural networks at the '
     'HL-LHC", in *Proceedings of the 41st International Conference on High Energy Physics (ICHEP2022)*, '
     'PoS(ICHEP2022)789 (2022).',
     ["R. Quintero"], "Track-based b-tagging with graph neural networks at the HL-LHC"),
    ("R. Quintero on behalf of the ATLAS Collaboration. Track-based b-tagging with graph neural networks at the "
     "HL-LHC. PoS ICHEP2022 (2022) 789.",
     ["R. Quintero"], "Track-based b-tagging with graph neural networks at the HL-LHC"),
    ("Quintero R, Li A, on behalf of the CMS Collaboration (2022) Track-based b-tagging with graph neural networks. "
     "J Instrum 17:P0101",
     ["Quintero R", "Li A"], "Track-based b-tagging with graph neural networks"),
])
def test_on_behalf_of_is_a_note(text, authors, title):
    r = parse_citation(text, Span("cv.md", 50, 50))
    assert isinstance(r, PaperRecord)
    assert ([a.text for a in r.authors], r.title) == (authors, title)
    assert r.notes[-1].startswith("on behalf of the")


def test_on_behalf_of_in_a_title_is_the_titles():
    r = parse_citation('A. Li, "Acting on behalf of others in small groups", J. Econ. Behav. 12 (2020) 1-9.',
                       Span("cv.md", 1, 1))
    assert r.title == "Acting on behalf of others in small groups"
    assert not any("behalf" in n for n in r.notes)
