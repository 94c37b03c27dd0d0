"""Headings written in plain text with the words scholars in the humanities and social sciences use: "Selected
Articles", "Journal Articles", "Career".  Expected values written by reading the CVs below."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.sections import classify_heading
from loaders.model import AffiliationRecord, PaperRecord


@pytest.mark.parametrize("line, section", [
    ("Selected Articles", "publications"), ("Journal Articles", "publications"), ("Articles", "publications"),
    ("Refereed Journal Articles", "publications"), ("Peer-Reviewed Articles", "publications"),
    ("Book Chapters", "publications"), ("Career", "experience"), ("Career History", "experience"),
])
def test_plain_headings(line, section):
    assert classify_heading(line) == (section, "")


@pytest.mark.parametrize("line", ["Articles of incorporation were filed in 2019.", "Career development award, NIH"])
def test_sentences_are_not_headings(line):
    assert classify_heading(line) is None


CHICAGO = """ELENA MARCHETTI
Department of History, Yale University

Education
Ph.D. in History, Princeton University, 2013

Selected Articles
Marchetti, Elena. "Merchants and Monasteries in Thirteenth-Century Tuscany." Speculum 94, no. 2 (2019): 455–489.
Rosen, David, Elena Marchetti, and Sarah K. Webb. "Notarial Records as Social Data." Past & Present 241, no. 1 (2018): 3–41.
"""

HARVARD = """Thomas Whitfield
Senior Lecturer in Economics, University of Leeds

Career
2015-2020 Lecturer, University of Leeds

Journal Articles
Whitfield, T. and Harris, J. (2022) 'Minimum wages and regional employment in the UK', Economic Journal, 132(643), pp. 1120-1151.
Patel, R., Whitfield, T. and Morgan, L. (2020) 'Housing wealth and household consumption', Journal of Urban Economics, 118, 103262.
"""


def _load(tmp_path, text, name="cv.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load(path)


def test_selected_articles_is_the_publication_list(tmp_path):
    papers = _load(tmp_path, CHICAGO).of_type(PaperRecord)
    assert [p.title for p in papers] == ["Merchants and Monasteries in Thirteenth-Century Tuscany",
                                         "Notarial Records as Social Data"]
    assert [p.year for p in papers] == [2019, 2018]
    assert [a.text for a in papers[1].authors] == ["Rosen, David", "Elena Marchetti", "Sarah K. Webb"]


def test_journal_articles_and_career(tmp_path):
    result = _load(tmp_path, HARVARD)
    papers = result.of_type(PaperRecord)
    assert [p.year for p in papers] == [2022, 2020]
    assert [a.text for a in papers[1].authors] == ["Patel, R.", "Whitfield, T.", "Morgan, L."]
    assert papers[1].title == "Housing wealth and household consumption"
    affs = result.of_type(AffiliationRecord)
    assert [(a.kind, a.institution, a.role) for a in affs] == [("position", "University of Leeds", "Lecturer")]
