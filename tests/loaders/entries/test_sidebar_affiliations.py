"""Education in a narrow column (a PDF sidebar): names cut after a function word are one name, and a paragraph
that starts after a block's dates starts the next block."""

from __future__ import annotations

from loaders.entries.affiliations import parse_affiliation
from loaders.entries.sections import Line
from loaders.entries.segment import affiliation_blocks


def _sidebar() -> list[Line]:
    texts = ["**PhD, Engineering Cybernetics**", "Norwegian University of", "Science and Technology", "(NTNU)",
             "2015 – 2019", "**MSc, Systems, Control**", "**and Robotics**", "KTH Royal Institute of",
             "Technology", "2013 – 2015", "**BSc, Physics**", "University of Oslo", "2010 – 2013"]
    return [Line(k, t) for k, t in enumerate(texts, start=1)]


def test_a_paragraph_after_the_dates_starts_the_next_block():
    blocks = affiliation_blocks(_sidebar(), breaks=frozenset({1, 6, 11}))
    assert [(b.first, b.last) for b in blocks] == [(1, 5), (6, 10), (11, 13)]


def test_a_name_cut_after_a_function_word_is_one_institution():
    blocks = affiliation_blocks(_sidebar(), breaks=frozenset({1, 6, 11}))
    institutions = [parse_affiliation(b, "education", "cv.pdf").institution for b in blocks]
    # (the acronym on the line under the name is the name's, as when written on its line)
    assert institutions == ["Norwegian University of Science and Technology (NTNU)",
                            "KTH Royal Institute of Technology", "University of Oslo"]
