"""A "REFERENCES" heading (the referees) was not recognised, so the referees became service activities of the
section above it.  "References" alone heads the referees; a publication list under it (LaTeX's default title of a
bibliography) is still read.  Expected values written by reading the CVs below."""

from __future__ import annotations

from loaders import load
from loaders.entries.sections import classify_heading
from loaders.model import ActivityRecord, PaperRecord

REFEREES = """Maria L. Okafor, MD

PROFESSIONAL SERVICE
Editorial board, Circulation: Heart Failure (2023–).
REFERENCES
Gregg C. Smith, MD, Professor of Medicine, UCLA
"""

BIBLIOGRAPHY = """Maria L. Okafor, MD

References
1. Okafor ML, Brown JT, Lee KS. Frailty and readmission after heart failure hospitalization. Circ Heart Fail. 2023;16(2):e009001.
2. Brown JT, Okafor ML. Statin use in nonagenarians. J Am Geriatr Soc. 2021;69(5):1201-1209.
"""


def test_heading():
    assert classify_heading("REFERENCES") == ("references", "")
    assert classify_heading("References available upon request") == ("references", "")


def test_referees_are_no_service(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(REFEREES, encoding="utf-8")
    service = [r.text for r in load(path).records if isinstance(r, ActivityRecord)]
    assert service == ["Editorial board, Circulation: Heart Failure (2023–)."]


def test_papers_under_references_are_read(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(BIBLIOGRAPHY, encoding="utf-8")
    papers = {r.title for r in load(path).records if isinstance(r, PaperRecord)}
    assert papers == {"Frailty and readmission after heart failure hospitalization", "Statin use in nonagenarians"}
