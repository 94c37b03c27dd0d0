"""A grant listed in a projects section (科研项目: the funding scheme, its number, the title, the dates, the amount
and the holder's part) is a grant activity, never an affiliation; a project the owner worked on at an organisation
stays a project affiliation.  Written by hand for the layout."""

from __future__ import annotations

from loaders import ActivityRecord, AffiliationRecord, extract, parse_document

CV = """王小明

科研项目
1. 国家自然科学基金面上项目（61872345）：大规模图数据的分布式计算方法，2019.01-2022.12，63万元，主持
2. 浙江省重点研发计划项目（2020C01234）：智能电网调度系统，2020.07-2023.06，参与

Projects
2021 – 2022 Distributed Training Platform, Research Intern at Alibaba DAMO Academy
2018 – 2021 NSF CAREER Award (1845678): Robust Streaming Systems, $550,000, PI
"""


def test_grants_are_activities():
    result = extract(parse_document(CV.encode(), source="cv.txt"))
    grants = [(g.span.start_line, g.start, g.end) for g in result.of_type(ActivityRecord) if g.kind == "grant"]
    assert grants == [(4, "2019-01", "2022-12"), (5, "2020-07", "2023-06"), (9, "2018", "2021")]
    assert [(a.span.start_line, a.institution) for a in result.of_type(AffiliationRecord)] == \
        [(8, "Alibaba DAMO Academy")]
    assert not [x for x in result.leftovers if x.section == "projects"]
