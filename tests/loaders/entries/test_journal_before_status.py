"""The journal an entry names right before its status ("Title, J. Topol., to appear. arXiv:2306.01234", AMS's form)
is the venue, not the preprint server the entry also names."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_the_journal_before_to_appear_is_the_venue():
    r = parse_citation("T. Kowalczyk, L. Ferrari and R. Hartmann, Acylindrical hyperbolicity of Artin groups of "
                       "dimension two, J. Topol., to appear. arXiv:2306.01234", Span("cv.txt", 50, 51))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue, r.year, r.status) == ("Acylindrical hyperbolicity of Artin groups of dimension two",
                                                    "J. Topol.", None, "to appear")
    assert r.arxiv == "2306.01234"


def test_a_preprint_submitted_keeps_its_server():
    r = parse_citation("T. Kowalczyk, Hierarchically hyperbolic structures on graph braid groups, submitted. "
                       "arXiv:2401.05678", Span("cv.txt", 1, 1))
    assert r.venue == "arXiv"
