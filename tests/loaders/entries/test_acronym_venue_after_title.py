"""An author-date reference whose venue is an acronym alone after the title ("(2022). Title. AISTATS."): the
acronym is the venue, not the title's last sentence. Expected values are written by reading the references."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_an_acronym_alone_after_the_title_is_the_venue():
    text = ("Laura Benitez, Emily Fox, and Thomas Richardson (2022). Bayesian Nonparametric Clustering of "
            "Mobility Traces. AISTATS.")
    r = parse_citation(text, Span("cv.pdf", 1, 2), text)
    assert isinstance(r, PaperRecord)
    assert r.title == "Bayesian Nonparametric Clustering of Mobility Traces"
    assert r.venue == "AISTATS"
    assert r.year == 2022


def test_a_mixed_case_acronym_venue_too():
    text = "Ana Morales and Kevin Lin (2021). Scalable Gaussian Processes for Spatial Counts. NeurIPS."
    r = parse_citation(text, Span("cv.pdf", 1, 1), text)
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue) == ("Scalable Gaussian Processes for Spatial Counts", "NeurIPS")
