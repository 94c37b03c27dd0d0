"""A Markdown table in an education or positions section (a header row of column labels, a rule of dashes, a row
per entry) gives a record per row with the right fields, and neither the header nor the rule is read as an entry
or left over; a header row that holds an entry (a table with no labels) is read as one.  Expected values written
by reading the CVs."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import affiliation_rows

ENGLISH = """# John Smith

## Education

| Degree | Institution | Year |
|---|---|---|
| PhD in Computer Science | Stanford University | 2019 |
| B.S. | Tsinghua University | 2014 |

## Experience

| Role | Organisation | Dates |
| --- | --- | --- |
| Research Scientist | Google Research | 2019–2022 |
| Intern | Microsoft | 2017 |
"""

CHINESE = """# 张三

## 教育经历

| 时间 | 学校 | 专业 | 学位 |
|:---:|:---:|:---:|:---:|
| 2019.9-2024.6 | 北京大学 | 计算机科学与技术 | 博士 |

## 工作经历

| 2024.7-至今 | 华为技术有限公司 | 研究员 |
|---|---|---|
| 2023.1-2023.6 | 微软亚洲研究院 | 研究实习生 |
"""


@pytest.mark.parametrize("text, expected", [
    (ENGLISH, [("education", "Stanford University", None, "PhD in Computer Science", "2019", 7),
               ("education", "Tsinghua University", None, "B.S.", "2014", 8),
               ("position", "Google Research", None, "Research Scientist", "2019", 14),
               ("internship", "Microsoft", None, "Intern", "2017", 15)]),
    (CHINESE, [("education", "北京大学", "计算机科学与技术", "博士", "2019-09", 7),
               ("position", "华为技术有限公司", None, "研究员", "2024-07", 11),
               ("internship", "微软亚洲研究院", None, "研究实习生", "2023-01", 13)]),
])
def test_markdown_table_rows_are_entries(text, expected):
    got, leftovers = affiliation_rows("cv.md", text, ("kind", "institution", "unit", "role", "start", "start_line"))
    assert got == expected
    assert not [x for x in leftovers if x.section != "profile"]
