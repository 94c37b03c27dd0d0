"""AMS references with their authors ("L. Ferrari, T. Kowalczyk and J. Nowak, Title, Invent. Math. 211 (2018), no. 1,
233-270."): a journal of two abbreviated words keeps its first one, which the reference parser leaves at the end
of the title after its comma."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, title, venue", [
    ("[3] L. Ferrari, T. Kowalczyk and J. Nowak, Separability of embedded surfaces in graph manifolds, Invent. Math. "
     "211 (2018), no. 1, 233-270. MR3742758", "Separability of embedded surfaces in graph manifolds", "Invent. Math"),
    ("[1] T. Kowalczyk, Quasi-isometric rigidity of right-angled Coxeter groups with planar nerves, Ann. of Math. (2) "
     "192 (2020), no. 3, 811-868. MR4172615",
     "Quasi-isometric rigidity of right-angled Coxeter groups with planar nerves", "Ann. of Math"),
])
def test_a_two_word_abbreviated_journal_is_whole(text, title, venue):
    r = parse_citation(text, Span("cv.txt", 37, 38))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue, r.year) == (title, venue, 2018 if "Invent" in text else 2020)
