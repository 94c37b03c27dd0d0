"""A volume that a proceedings' own title names inside its italics ("... Computer Science Education V. 1", "Vol. 2")
is part of the venue, though the reference parser reads it as a volume.  Entries written here."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, venue", [
    ("Ann Okafor and Bo Lindgren. 2022. Pair Programming in Large Lectures. In *Proceedings of the 53rd ACM Technical "
     "Symposium on Computer Science Education V. 1* (SIGCSE 2022). ACM, New York, NY, USA, 51–57.",
     "Proceedings of the 53rd ACM Technical Symposium on Computer Science Education V. 1 (SIGCSE 2022)"),
    ("Ann Okafor. 2019. Teaching Recursion with Games. In *Proceedings of the 2019 ACM Conference on Innovation and "
     "Technology in Computer Science Education Vol. 2* (ITiCSE '19). ACM, 12–18.",
     "Proceedings of the 2019 ACM Conference on Innovation and Technology in Computer Science Education Vol. 2"),
])
def test_a_volume_inside_the_italic_title_is_kept(text, venue):
    record = parse_citation(text, Span("cv.md", 4, 4), text)
    assert isinstance(record, PaperRecord) and record.venue == venue
