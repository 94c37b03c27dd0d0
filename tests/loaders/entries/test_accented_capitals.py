"""Names whose first letter is an accented capital ("Ødegaard", "Åström", "Łukasz") are names: an author list of
them is read, not refused as "does not look like names"."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.entries.repair import looks_like_name
from loaders.model import PaperRecord, Span


def test_accented_capitals_look_like_names():
    assert all(looks_like_name(n) for n in ("Fredrik Ødegaard", "Karl Johan Åström", "Łukasz Kowalski",
                                            "Élodie Martin", "Şule Yılmaz"))
    assert not looks_like_name("Über alles")


def test_a_harvard_reference_by_authors_with_accented_capitals_is_read():
    text = ("Halvorsen, A., Kvalheim, J. and Ødegaard, F. (2024) A national baseline for pollinator monitoring in "
            "Norwegian farmland. NINA Report 2301. Trondheim: Norwegian Institute for Nature Research.")
    record = parse_citation(text, Span("cv.txt", 4, 4))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Halvorsen, A.", "Kvalheim, J.", "Ødegaard, F."]
    assert record.year == 2024
