"""A journal of one word in italics after an APA title ("... sampling study. *Emotion*, *24*(1)"), which the
reference parser reads as the title's last sentence, is the venue, and the title ends before it."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_a_one_word_italic_journal_is_the_venue():
    text = ("Goldberg, H. R., Nguyen, T., & Kross, E. (2024). Distanced self-talk reduces rumination in daily life: "
            "An experience sampling study. *Emotion*, *24*(1), 112–127.")
    record = parse_citation(text, Span("cv.html", 3, 3))
    assert isinstance(record, PaperRecord)
    assert record.title == "Distanced self-talk reduces rumination in daily life: An experience sampling study"
    assert record.venue == "Emotion"
    assert record.year == 2024
