"""Economics CVs list working papers as “Title” (with A and B) and a line for what became of them ("Revise and
resubmit at Econometrica", "Reject and resubmit", "Under review", "Submitted"): the CV's owner (named in the title
block, never in the entry) and the co-authors are the authors; the status is a status, the journal it names the
venue.  The CV is written here."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document
from loaders.entries.citations import parse_citation
from loaders.model import Span

_CV = """\
Mara Quintero Alves

Department of Economics, University of Somewhere

## Working Papers

- “Trade Credit in Village Economies” (with Kofi Mensah-Bright and Li Wen)
  *Revise and resubmit at Review of Economic Studies*
- “Land Rental Markets and Female Migration” (joint with Priya Raman)
  Reject and resubmit, Journal of Development Economics
- “Minimum Wages and Informal Firms” (with Tom Okafor)
  Under review
- “Drought, Debt and Schooling” (with Kofi Mensah-Bright)
  Submitted
"""


def test_the_owner_and_the_coauthors_are_the_authors():
    papers = extract(parse_document(_CV.encode(), source="cv.md")).of_type(PaperRecord)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year, p.status) for p in papers] == [
        ("Trade Credit in Village Economies", ["Mara Quintero Alves", "Kofi Mensah-Bright", "Li Wen"],
         "Review of Economic Studies", None, "under review"),
        ("Land Rental Markets and Female Migration", ["Mara Quintero Alves", "Priya Raman"],
         "Journal of Development Economics", None, "under review"),
        ("Minimum Wages and Informal Firms", ["Mara Quintero Alves", "Tom Okafor"], None, None, "under review"),
        ("Drought, Debt and Schooling", ["Mara Quintero Alves", "Kofi Mensah-Bright"], None, None, "in submission"),
    ]
    assert [[a.rank for a in p.authors] for p in papers][0] == [1, 2, 3]
    assert papers[0].authors[0].raw == ""           # the owner is not written in the entry


def test_revise_and_resubmit_is_a_status_not_the_venue():
    text = ("Okafor, Tom, and Li Wen. 2024. “Minimum Wages and Informal Firms.” R&R, *Journal of Labor "
            "Economics*.")
    record = parse_citation(text, Span("cv.md", 3, 3), text)
    assert isinstance(record, PaperRecord)
    assert (record.venue, record.status) == ("Journal of Labor Economics", "under review")
