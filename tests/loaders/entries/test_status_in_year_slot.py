"""A status where an author-date style puts the year: "Author AB, Author CD (in review) Title. J Abbrev" — the status
is the work's ("in review" is "under review"), the names before it the authors, and the journal written alone after the
title its venue."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("written, status", [("in review", "under review"), ("In revision", "under revision")])
def test_in_review_in_the_year_slot(written, status):
    r = parse_citation(f"Burrell SJ, Ngata-Wilson A, Pemberton MH ({written}) Isotopic baselines for the Southern "
                       "Ocean: a spatial model. Limnol Oceanogr", Span("cv.pdf", 30, 31))
    assert isinstance(r, PaperRecord)
    assert [a.text for a in r.authors] == ["Burrell SJ", "Ngata-Wilson A", "Pemberton MH"]
    assert (r.title, r.year, r.status) == ("Isotopic baselines for the Southern Ocean: a spatial model", None, status)


def test_in_review_inside_a_title_is_no_status():
    r = parse_citation("Li AB, Wu CD (2021) Advances in review generation for online shops. J Retail 12:1–9",
                       Span("cv.pdf", 1, 1))
    assert (r.title, r.status) == ("Advances in review generation for online shops", "published")
