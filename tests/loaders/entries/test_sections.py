"""Headings of the larger table, and sections that end at the next heading of any kind."""

from __future__ import annotations

import pytest

from loaders import parse_document, split_sections
from loaders.entries.sections import classify_heading


@pytest.mark.parametrize("line, section", [
    ("个人荣誉", "awards"), ("## 荣誉称号", "awards"), ("Selected Awards", "awards"),
    ("Honors, Awards and Grants", "awards"),
    ("Awards & Scholarships", "awards"), ("主要项目经历", "projects"), ("项目经验：", "projects"),
    ("Research Projects", "projects"), ("Research Funding", "grants"),
    ("基金项目", "grants"), ("Grants", "grants"), ("Supervised Students", "students"), ("指导学生", "students"),
    ("Mentoring", "students"), ("Invited Talks", "talks"), ("特邀报告", "talks"), ("Keynotes", "talks"),
    ("Professional Service", "service"), ("Program Committees", "service"), ("审稿经历", "service"),
    ("Editorial Boards", "service"), ("Courses Taught", "teaching"), ("Referees", "references"),
])
def test_headings_of_the_table(line, section):
    assert classify_heading(line) == (section, "")


@pytest.mark.parametrize("line", ["Grants awarded to the lab were used for GPUs", "Students of the lab say",
                                  "References", "获奖经历：2019 全国研究生数学建模大赛"])
def test_content_is_not_a_heading(line):
    """Sentences that start with a heading word, a bare "References" (a bibliography title) and a label with
    content after its colon are not headings."""
    assert classify_heading(line) is None


def _sections(text: str) -> list[tuple[str, list[int]]]:
    doc = parse_document(text.encode(), source="cv.md")
    return [(s.name, [ln.number for ln in s.lines]) for s in split_sections(doc)]


def test_unknown_heading_at_the_section_level_ends_the_section():
    text = "# Ann Li\n## Patents\n- CN1 A\n## Hobbies\nchess\n## Education\nMIT\n"
    assert _sections(text) == [("profile", [1]), ("patents", [3]), ("other", [5]), ("education", [7])]


def test_deeper_or_numbered_unknown_headings_are_sub_headings():
    text = "## Publications\n### 2023\n1. A\n### Journal articles in print\n2. B\n## Patents\n- CN1\n"
    assert _sections(text) == [("publications", [2, 3, 4, 5]), ("patents", [7])]


def test_mixed_heading_levels_tell_nothing():
    """Markdown converted from a PDF puts headings at any level: an unknown one does not end a section there."""
    text = "### Patents\n- CN1\n# Lab of Machine Learning\n- CN2\n#### Education\nMIT\n"
    assert _sections(text) == [("patents", [2, 3, 4]), ("education", [6])]
