"""Names whose first letter is an accented capital ("Ødegaard", "Åström", "Łukasz") are names: an author list of
them is read, not refused as "does not look like names"."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.entries.repair import looks_like_name
from loaders.model import PaperRecord, Span
from loaders.references import split_author_list


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


def test_an_accented_capital_is_an_initial():
    """APA's "Ayduk, Ö.": one accented initial keeps its name whole and its full stop."""
    assert split_author_list("Goldberg, H. R., Nguyen, T., Ayduk, Ö., & Kross, E.")[0] == (
        "Goldberg, H. R.", "Nguyen, T.", "Ayduk, Ö.", "Kross, E.")
    text = ("Goldberg, H. R., Nguyen, T., Ayduk, Ö., & Kross, E. (2024). Distanced self-talk reduces rumination in "
            "daily life: An experience sampling study. *Emotion*, *24*(1), 112–127.")
    record = parse_citation(text, Span("cv.html", 3, 3))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Goldberg, H. R.", "Nguyen, T.", "Ayduk, Ö.", "Kross, E."]
    assert record.year == 2024
