"""A bilingual CV follows a Chinese reference with its English translation on the next line, unnumbered: one paper,
read from the Chinese, its span over both lines."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document

_CV = """\
周敏
# 论文发表 Publications
[1] 周敏, 高扬. 农村信贷与家庭储蓄[J]. 金融研究, 2020, 41(3): 12-30.
Zhou Min, Gao Yang. Rural Credit and Household Saving. Journal of Financial Research, 2020, 41(3): 12-30.
[2] Zhou, Min. 2018. “Bank Branching and Firm Entry.” Journal of Banking and Finance 90: 1–15.
"""


def test_the_translation_line_is_no_second_reading():
    papers = extract(parse_document(_CV.encode(), source="cv.md")).of_type(PaperRecord)
    first = papers[0]
    assert (first.title, [a.text for a in first.authors], first.venue, first.year) == (
        "农村信贷与家庭储蓄", ["周敏", "高扬"], "金融研究", 2020)
    assert (first.span.start_line, first.span.end_line) == (3, 4)
    assert [p.title for p in papers[1:]] == ["Bank Branching and Firm Entry"]
