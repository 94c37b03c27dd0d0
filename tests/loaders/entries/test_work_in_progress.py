"""Works in progress: the status stands where the year or the venue would, and is no part of the venue."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span

CASES = [
    # Vancouver, a status sentence at the end and no venue
    ("Okonkwo CE, Haugland T, Lie RK. Point-of-care ultrasound for suspected heart failure in general practice. "
     "Under review.", "Point-of-care ultrasound for suspected heart failure in general practice", None, "under review"),
    # APA, the status in the year's brackets
    ("**Quispe, R.** (in press). Evidentiality and mirativity in Southern Quechua narratives. *Journal of Pragmatics*.",
     "Evidentiality and mirativity in Southern Quechua narratives", "Journal of Pragmatics", "in press"),
    # Harvard, single-quoted title after the status
    ("Lindahl, K. et al. (submitted) 'Snow-cover duration and the decline of alpine bumblebees', Oikos.",
     "Snow-cover duration and the decline of alpine bumblebees", "Oikos", "in submission"),
    # MLA, the journal after "Under review at", with a comma in its name
    ("**Dlamini, Thabo**, and Sara Rossi. \"Care Work and Kinship in Durban Townships.\" Under review at "
     "*Gender, Work and Organization*.", "Care Work and Kinship in Durban Townships", "Gender, Work and Organization",
     "under review"),
    # Chicago, the status where the year goes
    ("Varga, Ines. Forthcoming. “Notaries and Credit in Angevin Hungary.” *Journal of Medieval History*.",
     "Notaries and Credit in Angevin Hungary", "Journal of Medieval History", "forthcoming"),
    # AMS, "preprint (year)" and "in preparation" are no venues
    ("R.~Holm, *Blow-up for the focusing cubic wave equation on a torus*, preprint (2023), arXiv:2311.04567.",
     "Blow-up for the focusing cubic wave equation on a torus", "arXiv:2311.04567", "preprint"),
    ("R.~Holm and T.~Berg, *Decay of waves on asymptotically flat manifolds*, in preparation.",
     "Decay of waves on asymptotically flat manifolds", None, "in preparation"),
]


@pytest.mark.parametrize("text,title,venue,status", CASES)
def test_a_work_in_progress_is_read_with_its_status(text, title, venue, status):
    r = parse_citation(text.replace("~", " "), Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue, r.status) == (title, venue, status)
    assert r.authors and all("review" not in a.text.lower() and "forthcoming" not in a.text.lower() for a in r.authors)


def test_a_status_and_a_year_alone_name_no_venue():
    r = parse_citation("Ann Li, Bo Wu. *Scalable Agents in the Cloud*, Preprint, 2026", Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord) and r.venue is None and r.year == 2026
