"""APA writes the pages (and volume) of a chapter or a paper in proceedings in parentheses after the book's title:
"In Proceedings of ... (ICRA) (pp. 1123–1130)". They are no part of the venue."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, venue", [
    ("Halvorsen, I., & Kaur, P. (2022). Where to step: Terrain-aware footstep planning. In Proceedings of the IEEE "
     "International Conference on Robotics and Automation (ICRA) (pp. 1123–1130). https://doi.org/10.1109/ICRA.2022.1",
     "Proceedings of the IEEE International Conference on Robotics and Automation (ICRA)"),
    ("Kaur, P. (2021). Learning locomotion from video. In Advances in Neural Information Processing Systems "
     "(Vol. 34, pp. 100–110).", "Advances in Neural Information Processing Systems"),
])
def test_the_locator_in_parentheses_is_not_part_of_the_venue(text, venue):
    record = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(record, PaperRecord)
    assert record.venue == venue


def test_a_venue_whose_acronym_looks_like_a_locator_is_kept():
    from loaders.entries.citations import venue_end

    assert venue_end("SIAM Conference on Parallel Processing (PP)", "") == "SIAM Conference on Parallel Processing (PP)"
