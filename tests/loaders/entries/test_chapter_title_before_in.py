"""A chapter whose reference the parser read with the book's title as the work's: the sentence before "In:" is the
chapter's title, the book its venue (a held-out CV's Vancouver chapter; AnyStyle's German and French chapters).
Expected values written by reading the references."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import paper_of


@pytest.mark.parametrize("text, title, venue", [
    ("Haddad N, Chowdhury MR. Infections in older adults. In: Gagnon P, Rossi L, editors. Geriatric Medicine: A "
     "Clinical Handbook. 3rd ed. Toronto: Maple Leaf Medical; 2022. p. 311-28.", "Infections in older adults",
     "Geriatric Medicine: A Clinical Handbook"),
])
def test_the_sentence_before_in_is_the_chapter(text, title, venue):
    record = paper_of(text)
    assert record.title == title and venue in record.venue      # (the venue keeps the book's editors and place)
    assert [a.text for a in record.authors] == ["Haddad N", "Chowdhury MR"]
