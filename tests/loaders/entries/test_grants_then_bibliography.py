"""A publication list whose heading follows a grants section and was not recognised became activities of the grants
section, one per line, silently: US medical CVs' "BIBLIOGRAPHY", a heading with a bracketed qualifier that holds a
bracket of its own ("PUBLICATIONS (SCI(E) JOURNALS AND KCI)"), medicine's "Abstracts and Oral Presentations" (talks,
not papers) and "Clinical Trials" (research support).  Expected values written by reading the CVs below."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.sections import classify_heading
from loaders.model import ActivityRecord, PaperRecord


@pytest.mark.parametrize("line, section", [
    ("BIBLIOGRAPHY", "publications"), ("**Bibliography**", "publications"), ("Selected Bibliography", "publications"),
    ("PUBLICATIONS (SCI(E) JOURNALS AND KCI)", "publications"), ("Patents (PCT (WO) and US)", "patents"),
    ("Abstracts and Oral Presentations (selected)", "talks"), ("Oral Presentations", "talks"),
    ("CLINICAL TRIALS", "grants"),
])
def test_headings(line, section):
    assert classify_heading(line) == (section, "")


@pytest.mark.parametrize("line", ["Service (IWQoS '24), 2024.", "Publications (see (a) below) were 12 in 2020 alone"])
def test_not_headings(line):
    assert classify_heading(line) is None


MEDICAL = """Maria L. Okafor, MD
Assistant Professor of Medicine, Emory University School of Medicine

RESEARCH SUPPORT
2021–2026 NIH/NHLBI K23 HL100001, "Frailty in Older Adults With Heart Failure". Role: PI
BIBLIOGRAPHY
Peer-reviewed original research
1. Okafor ML, Brown JT, Lee KS. Frailty and readmission after heart failure hospitalization. Circ Heart Fail. 2023;16(2):e009001.
2. Brown JT, Okafor ML. Statin use in nonagenarians. J Am Geriatr Soc. 2021;69(5):1201-1209.
Abstracts and oral presentations
1. Okafor ML. Deprescribing after discharge. Oral presentation at: AHA Scientific Sessions; November 11, 2023; Philadelphia, PA.
CLINICAL TRIALS
2022–present Site PI, FRAIL-HF (NCT05000001)
"""

KOREAN = """Min-Jun Park, Ph.D.
Associate Professor, KAIST

RESEARCH GRANTS
2022.06 – 2027.05 National Research Foundation of Korea (NRF), "Porous membranes for olefin separation", PI
PUBLICATIONS (SCI(E) JOURNALS AND KCI)
1. Min-Jun Park, Ji-Woo Lee*, "Defect-engineered ZIF-8 membranes for propylene separation," Journal of Membrane Science, 668, 121234 (2023).
2. Ji-Woo Lee, Min-Jun Park*, "Amine-functionalized UiO-66 for CO2 capture," ACS Applied Materials & Interfaces, 14(8), 10512–10523 (2022).
"""


@pytest.mark.parametrize("text, titles", [
    (MEDICAL, {"Frailty and readmission after heart failure hospitalization", "Statin use in nonagenarians"}),
    (KOREAN, {"Defect-engineered ZIF-8 membranes for propylene separation", "Amine-functionalized UiO-66 for CO2 capture"}),
])
def test_publications_after_grants_are_papers(tmp_path, text, titles):
    path = tmp_path / "cv.txt"
    path.write_text(text, encoding="utf-8")
    result = load(path)
    assert {r.title for r in result.records if isinstance(r, PaperRecord)} == titles
    grants = [r for r in result.records if isinstance(r, ActivityRecord) and r.kind == "grant"]
    assert not any("Journal" in r.text or "J Am" in r.text for r in grants)
