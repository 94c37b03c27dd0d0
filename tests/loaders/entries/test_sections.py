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
    ("JUDICIAL CLERKSHIPS", "experience"), ("Clerkship", "experience"), ("AMICUS BRIEFS", "other"),
    ("Bar Admissions", "other"), ("Professional Practice", "experience"),
    ("## 📖 Educations", "education"), ("Awards & Fellowships", "awards"), ("Computer & Lab Skills", "skills"),
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


def test_a_heading_in_chinese_and_english_on_one_line(tmp_path):
    """A bilingual CV names its sections in both languages on one line, either language first: the line is the
    heading (not a heading and a leftover word, nor an unknown line that joins the entry above it)."""
    from loaders import load
    from loaders.model import AffiliationRecord, PaperRecord

    path = tmp_path / "cv.txt"
    path.write_text("王芳 Fang WANG\n\n教育经历 Education\n"
                    "2012.09-2017.06 | 博士 Ph.D. | 北京大学 Peking University\n"
                    "Publications / 发表论文\n"
                    "[1] Fang Wang and Lei Zhou. Sparse Attention for Long Documents. In ACL, 2021.\n"
                    "专利 Patents\n"
                    "[1] 王芳, 周磊. 一种文本检索方法: CN112345678A[P]. 2021-03-02.\n", encoding="utf-8")
    result = load(path)
    assert [(s.name, s.span.start_line) for s in result.sections if s.heading] == [
        ("education", 3), ("publications", 5), ("patents", 7)]
    education = [r for r in result.records if isinstance(r, AffiliationRecord)]
    assert [(a.institution, a.span.end_line) for a in education] == [("北京大学 Peking University", 4)]
    assert [p.title for p in result.records if isinstance(p, PaperRecord)] == ["Sparse Attention for Long Documents"]
    assert not [x for x in result.leftovers if x.span.start_line in (3, 5, 7)]


@pytest.mark.parametrize("line, section", [
    ("D. Additional Information: Research Support and/or Scholastic Performance", "grants"),   # the NIH form's
    ("**D. Scholastic Performance / Research Support**", "grants"),
    ("Teaching | Mentoring", "teaching"),
    ("Awards / 获奖", "awards"),
])
def test_headings_joined_or_written_out_in_full(line, section):
    """Two headings joined by a slash or a bar are one heading (the first that names a known section), and the NIH
    form's own long heading of section D is a heading: before, the grants under it ran on in the section above."""
    assert classify_heading(line) == (section, "")
