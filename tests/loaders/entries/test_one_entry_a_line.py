"""Education and experience written one entry a line (a Chinese CV's "2015.09-2019.06  清华大学  计算机科学与技术  学士",
a LaTeX paragraph of entries apart by ``\\\\``): each line is an entry of its own, with its own span, and the fields a
line holds apart by wide spaces are read as fields. The expected records were written by reading the hand-written
CVs in ``tests/data/handwritten``."""

from __future__ import annotations

from pathlib import Path

import pytest

from loaders import AdvisingRecord, AffiliationRecord, load

HANDWRITTEN = Path(__file__).resolve().parents[2] / "data" / "handwritten"

EXPECTED = {  # file: (first line, last line, kind, institution, unit, role, start, end), in CV order
    "zh_degrees_per_line.txt": [
        (5, 5, "education", "清华大学", "计算机科学与技术", "学士", "2015-09", "2019-06"),
        (6, 7, "education", "北京大学", "计算机软件与理论", "博士", "2019-09", "2024-06"),   # its advisor below it
        (10, 10, "position", "阿里巴巴集团", "阿里云智能事业群", "高级工程师", "2024-07", "present"),
    ],
    "zh_degrees_dates_last.md": [
        (8, 8, "education", "复旦大学", "计算机科学技术学院", "博士", "2020-09", "2025-06"),
        (9, 9, "education", "浙江大学", "软件工程", "硕士", "2017-09", "2020-06"),
        (10, 10, "education", "南京大学", "计算机科学与技术", "本科", "2013-09", "2017-06"),
        (14, 14, "internship", "微软亚洲研究院", "系统组", "研究实习生", "2022-07", "2023-01"),
    ],
    "en_education_linebreaks.tex": [
        (13, 13, "education", "University of Toronto", None, "Ph.D. in Computer Engineering", "2019", "2024"),
        (14, 14, "education", "University of British Columbia", None, "M.S. in Electrical Engineering", "2017",
         "2019"),
        (15, 15, "education", "University of Lagos", None, "B.Sc. in Electrical Engineering", "2012", "2016"),
        (18, 18, "position", "Vector Institute", None, "Postdoctoral Fellow", "2024", "present"),
        (19, 19, "internship", "Microsoft Research", None, "Research Intern", "2022", "2022"),
    ],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_line_is_an_entry_with_its_fields(name):
    result = load(HANDWRITTEN / name, source=name)
    got = [(a.span.start_line, a.span.end_line, a.kind, a.institution, a.unit, a.role, a.start, a.end)
           for a in result.of_type(AffiliationRecord)]
    assert got == EXPECTED[name]
    assert not result.failures


def test_the_advisor_under_a_degree_is_that_degree_s():
    result = load(HANDWRITTEN / "zh_degrees_per_line.txt", source="cv.txt")
    advisors = [(r.advisor.text, r.institution, r.span.start_line) for r in result.of_type(AdvisingRecord)]
    assert advisors == [("王立", "北京大学", 7)]
