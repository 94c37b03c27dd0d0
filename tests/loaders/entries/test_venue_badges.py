"""Homepage publication lists (al-folio, Jekyll-scholar) set a venue badge in a column of its own before each entry
("CHI", "L@S", "CHI EA", "NeurIPS"): a label, never part of the first author's name; an entry of one author ("Name.
Year. Title. In Venue") reads as the entries of several do.  The pages are written here."""

from __future__ import annotations

import pytest

from loaders import PaperRecord, extract
from loaders.entries.patterns import VENUE_BADGE
from loaders.formats.html import parse_html

_ITEM = ('<li><div class="row"><div class="col-sm-2 abbr"><abbr class="badge">{badge}</abbr></div>\n'
         '  <div class="col-sm-8">\n    {entry}\n'
         '    <div class="links"><a class="btn" href="/a.pdf">[PDF]</a></div>\n  </div></div></li>\n')

_ENTRIES = [
    ("UbiComp", "<b>Ngozi Achterberg</b>, Ravi Subramanyam, and Lea Kowalczyk. 2022. Sensing Posture with Earbuds "
                "in Shared Offices. In <i>Proceedings of the ACM Conference on Pervasive and Ubiquitous Computing</i> "
                "(UbiComp '22). ACM, New York, NY, USA, 33–45."),
    ("DIS", "Ravi Subramanyam and <b>Ngozi Achterberg</b>. 2021. Quiet Interfaces for Loud Workplaces. In "
            "<i>Proceedings of the Designing Interactive Systems Conference</i> (DIS '21). ACM, 210–222."),
    ("C&C", "Lea Kowalczyk, <b>Ngozi Achterberg</b>, Tomasz Ibe-Ramos, and Ravi Subramanyam. 2020. Making Sound "
            "Visible to Deaf Makers. In <i>Proceedings of the Conference on Creativity and Cognition</i> (C&amp;C "
            "'20). ACM, 88–99."),
    ("L@S", "Tomasz Ibe-Ramos, <b>Ngozi Achterberg</b>, and Lea Kowalczyk. 2020. Peer Hints in Online Labs at Scale. "
            "In <i>Proceedings of the Seventh ACM Conference on Learning @ Scale</i> (L@S '20). ACM, 12–21."),
    ("IUI EA", "<b>Ngozi Achterberg</b>. 2019. Explaining Sensor Errors to Office Workers. In <i>Companion "
               "Proceedings of the 24th International Conference on Intelligent User Interfaces</i> (IUI '19 "
               "Companion). ACM, New York, NY, USA, Article 7, 4 pages."),
]


def _page() -> bytes:
    items = "".join(_ITEM.format(badge=b.replace("&", "&amp;"), entry=e) for b, e in _ENTRIES)
    return (f"<html><body><h1>Ngozi Achterberg</h1><h2>publications</h2><ol class=\"bibliography\">{items}</ol>"
            "</body></html>").encode()


def test_a_badge_before_an_entry_is_no_part_of_its_authors():
    papers = extract(parse_html(_page(), source="pubs.html")).of_type(PaperRecord)
    assert [[a.text for a in p.authors] for p in papers] == [
        ["Ngozi Achterberg", "Ravi Subramanyam", "Lea Kowalczyk"],
        ["Ravi Subramanyam", "Ngozi Achterberg"],
        ["Lea Kowalczyk", "Ngozi Achterberg", "Tomasz Ibe-Ramos", "Ravi Subramanyam"],
        ["Tomasz Ibe-Ramos", "Ngozi Achterberg", "Lea Kowalczyk"],
        ["Ngozi Achterberg"],
    ]
    assert papers[-1].title == "Explaining Sensor Errors to Office Workers"
    assert papers[-1].venue.startswith("Companion Proceedings of the 24th International Conference on Intelligent")
    assert [p.year for p in papers] == [2022, 2021, 2020, 2020, 2019]


@pytest.mark.parametrize("text", ["CHI", "L@S", "CHI EA", "NeurIPS", "UbiComp", "C&C", "ICML 2023", "arXiv",
                                  "IEEE TPAMI", "CSCW '23"])
def test_badges(text):
    assert VENUE_BADGE.fullmatch(text)


@pytest.mark.parametrize("text", ["Ann Li", "Deep learning", "2023", "Journal Articles", "A. Li", "Li A",
                                  "Preprints", "Selected publications"])
def test_no_badges(text):
    assert not VENUE_BADGE.fullmatch(text)
