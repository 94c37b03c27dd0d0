"""Tables in a Word CV are read where they stand: a table under a heading holds entries of that heading's section
(an education table is degrees, not awards). The CVs are written here by hand, as a person would write them in
Word, and the expected records were written by reading them."""

from __future__ import annotations

import pytest

from loaders import ActivityRecord, AffiliationRecord, PaperRecord, load

docx = pytest.importorskip("docx")


def _table(d, rows: list[tuple[str, ...]]) -> None:
    table = d.add_table(rows=len(rows), cols=len(rows[0]))
    for row, values in zip(table.rows, rows):
        for cell, value in zip(row.cells, values):
            cell.text = value


def _english_cv(path) -> None:
    d = docx.Document()
    d.add_heading("Li Na", 0)                                                           # line 1
    d.add_paragraph("School of Computer Science, Fudan University, Shanghai, China")     # 2
    d.add_heading("Education", 1)                                                       # 3
    _table(d, [("Period", "Institution", "Degree"),                                     # 4: column labels
               ("2018 – 2023", "Fudan University", "Ph.D. in Computer Science"),         # 5
               ("2015 – 2018", "Shanghai Jiao Tong University", "M.S. in Computer Science"),  # 6
               ("2011 – 2015", "Wuhan University", "B.S. in Mathematics")])              # 7
    d.add_heading("Publications", 1)                                                    # 8
    p = d.add_paragraph(style="List Number")                                            # 9
    p.add_run("Li Na").bold = True
    p.add_run(', Wang Lei, and Zhou Min. "Tiered Memory for Graph Analytics." In Proc. EuroSys, 2023.')
    d.add_heading("Awards", 1)                                                          # 10
    d.add_paragraph("National Scholarship, Ministry of Education, 2021", style="List Bullet")  # 11
    d.save(path)


def _chinese_cv(path) -> None:
    d = docx.Document()
    d.add_heading("陈雨桐", 0)                                                           # line 1
    d.add_heading("教育经历", 1)                                                          # 2
    _table(d, [("时间", "学校", "专业", "学位"),                                           # 3: column labels
               ("2019.09-2024.06", "中国科学技术大学", "计算机软件与理论", "博士"),           # 4
               ("2015.09-2019.06", "武汉大学", "计算机科学与技术", "学士")])                 # 5
    d.add_heading("获奖情况", 1)                                                          # 6
    d.add_paragraph("2022 年 博士研究生国家奖学金", style="List Bullet")                     # 7
    d.save(path)


def test_an_education_table_is_degrees_in_the_education_section(tmp_path):
    path = tmp_path / "cv.docx"
    _english_cv(path)
    result = load(path, source="cv.docx")
    degrees = [(a.span.start_line, a.span.end_line, a.kind, a.institution, a.role, a.start, a.end)
               for a in result.of_type(AffiliationRecord)]
    assert degrees == [(5, 5, "education", "Fudan University", "Ph.D. in Computer Science", "2018", "2023"),
                       (6, 6, "education", "Shanghai Jiao Tong University", "M.S. in Computer Science", "2015",
                        "2018"),
                       (7, 7, "education", "Wuhan University", "B.S. in Mathematics", "2011", "2015")]
    awards = [(r.span.start_line, r.kind, r.text) for r in result.of_type(ActivityRecord)]
    assert awards == [(11, "award", "National Scholarship, Ministry of Education, 2021")]
    assert [(p.span.start_line, p.title) for p in result.of_type(PaperRecord)] == [
        (9, "Tiered Memory for Graph Analytics")]
    assert not result.failures
    sections = {s.name: (s.span.start_line, s.span.end_line) for s in result.sections}
    assert sections["education"] == (3, 7)


def test_a_chinese_education_table(tmp_path):
    path = tmp_path / "简历.docx"
    _chinese_cv(path)
    result = load(path, source="简历.docx")
    degrees = [(a.span.start_line, a.kind, a.institution, a.unit, a.role, a.start, a.end)
               for a in result.of_type(AffiliationRecord)]
    assert degrees == [(4, "education", "中国科学技术大学", "计算机软件与理论", "博士", "2019-09", "2024-06"),
                       (5, "education", "武汉大学", "计算机科学与技术", "学士", "2015-09", "2019-06")]
    assert [(r.span.start_line, r.kind) for r in result.of_type(ActivityRecord)] == [(7, "award")]
