"""A publication list under a heading that was not recognised, right after a grants (awards, service) section, was
read as activities of that section, one per line: every paper lost, with no failure and no leftover.  Works cited
as works are (two authors or more, a title, a venue, a year) are read as papers wherever two of them stand together;
an entry among them that reads as no paper is a failure; real grants stay grants.  Expected values written by
reading the CV below."""

from __future__ import annotations

from loaders import load
from loaders.model import ActivityRecord, PaperRecord

CV = """Maria L. Okafor, MD
Assistant Professor of Medicine, Emory University School of Medicine

RESEARCH SUPPORT
2021–2026 NIH/NHLBI K23 HL100001, "Frailty in Older Adults With Heart Failure". Role: PI
2022–2024 American Heart Association Career Development Award 23CDA100. Role: PI
WRITINGS OF NOTE
1. Okafor ML, Brown JT, Lee KS. Frailty and readmission after heart failure hospitalization. Circ Heart Fail. 2023;16(2):e009001.
2. Okafor ML, Lee KS. Walking speed after discharge. Circulation. In press.
3. Brown JT, Okafor ML. Statin use in nonagenarians. J Am Geriatr Soc. 2021;69(5):1201-1209.
"""


def test_references_after_grants_are_papers(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    papers = {r.title for r in result.records if isinstance(r, PaperRecord)}
    assert papers == {"Frailty and readmission after heart failure hospitalization", "Statin use in nonagenarians"}
    grants = [r.text for r in result.records if isinstance(r, ActivityRecord) and r.kind == "grant"]
    assert len(grants) == 2 and all(g.startswith("202") for g in grants) and "WRITINGS" not in grants[-1]
    assert [f.span.start_line for f in result.failures] == [9]
    assert not any("WRITINGS OF NOTE" in l.text for l in result.leftovers)
