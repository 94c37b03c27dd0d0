"""A bilingual CV's working papers: the heading in both languages ("工作论文 Working Papers") and the status written
twice, Chinese first ("修改后重投 Revise and resubmit, Journal"): the journal is the venue, the status a status."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document
from loaders.entries.citations import parse_venue

_CV = """\
Tomás Okafor-Lin
# 教育经历 Education
2012-2017 Ph.D. in Economics, University of Chicago
# 工作论文 Working Papers
“Credit Booms and Rural Land Sales” (with Wen Li), 修改后重投 Revise and resubmit, Journal of Political Economy
# 获奖 Awards
2021 Young Economist Prize
"""


def test_the_bilingual_heading_heads_a_publication_list():
    papers = extract(parse_document(_CV.encode(), source="cv.md")).of_type(PaperRecord)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.status) for p in papers] == [
        ("Credit Booms and Rural Land Sales", ["Tomás Okafor-Lin", "Wen Li"], "Journal of Political Economy",
         "under review")]


def test_a_status_in_both_languages_is_no_venue():
    assert parse_venue(", 返修 Revise and resubmit, China Economic Review")[:3] == (
        "China Economic Review", None, "under review")
