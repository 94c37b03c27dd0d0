"""The owner's current position stated in the title block, entries written one a line with their one date first,
and the fields of the LaTeX CV classes' entries (europasscv, moderncv, awesome-cv). Each CV below was written for
the rule it tests; the expected records by reading it."""

from __future__ import annotations

from pathlib import Path

from loaders import ActivityRecord, AffiliationRecord, ProfileRecord, load


def _load(tmp_path: Path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load(path)


def _affs(result) -> list[tuple]:
    return [(a.span.start_line, a.kind, a.institution, a.unit, a.role, a.start, a.end, a.location)
            for a in result.of_type(AffiliationRecord)]


def _left(result) -> list[int]:
    return [x.span.start_line for x in result.leftovers]


TITLE_ONLY = """# Tomás Ribeiro-Lange

Associate Professor of Economics
University of Chicago
Research interests: labor economics, migration
tribeiro@uchicago.edu · +1 773 555 0199

## Employment

- 2014–2020 Assistant Professor of Economics, Princeton University

## Publications

- Ribeiro-Lange, T. (2017). Remittances and school enrolment. *Journal of Development Economics*, 128, 1–19.
"""


def test_the_title_block_states_the_current_position(tmp_path):
    r = _load(tmp_path, "cv.md", TITLE_ONLY)
    assert (3, "position", "University of Chicago", None, "Associate Professor of Economics", None, None, None) \
        in _affs(r)
    assert 3 not in _left(r) and 4 not in _left(r)
    assert 5 in _left(r)                     # the research interests are no affiliation
    record = next(a for a in r.of_type(AffiliationRecord) if a.span.start_line == 3)
    assert "@" not in record.raw and "555" not in record.raw


def test_a_title_line_with_role_unit_and_institution(tmp_path):
    text = ("Olusegun Adebayo\nAssistant Professor, Department of Computer Science, Northwestern University\n"
            "2145 Sheridan Road, Evanston, IL 60208\n\nPublications\n"
            "O. Adebayo and K. Pipe, \"Thermal transport in films,\" Phys. Rev. B, vol. 4, pp. 1-9, 2021.\n")
    r = _load(tmp_path, "cv.txt", text)
    assert (2, "position", "Northwestern University", "Department of Computer Science", "Assistant Professor",
            None, None, None) in _affs(r)
    assert 3 in _left(r)                     # an address is no position


def test_an_address_alone_gives_no_position(tmp_path):
    text = ("Hyun-woo Park, Ph.D.\nDepartment of Materials Science and Engineering, KAIST, Daejeon 34141, Korea\n"
            "hwpark@kaist.ac.kr\n\nPublications\n"
            "H.-W. Park and S. Lee, \"Oxide dielectrics,\" Nature Electronics, vol. 4, pp. 541-549, 2021.\n")
    r = _load(tmp_path, "cv.txt", text)
    assert _affs(r) == []
    assert [m.text for m in r.of_type(ProfileRecord)[0].names][:1] == ["Hyun-woo Park"]


def test_a_chinese_title_block(tmp_path):
    text = ("陈思远\n副研究员，博士生导师\n中国科学院自动化研究所  模式识别国家重点实验室\n邮箱：siyuan.chen@ia.ac.cn\n\n"
            "发表论文\n[1] 陈思远, 刘洋. 低资源神经机器翻译[J]. 中文信息学报, 2022, 36(5): 45-56.\n")
    r = _load(tmp_path, "cv.txt", text)
    assert (2, "position", "中国科学院自动化研究所", "模式识别国家重点实验室", "副研究员", None, None, None) in _affs(r)


def test_an_entry_with_its_season_first_starts_a_new_one(tmp_path):
    text = ("Jane Doe\n\nProfessional Experience\n"
            "2018 – 2021 Postdoctoral Scholar, California Institute of Technology, Pasadena, CA\n"
            "Summer 2016 Research Intern, General Electric Global Research, Niskayuna, NY\n")
    r = _load(tmp_path, "cv.txt", text)
    assert _affs(r) == [
        (4, "position", "California Institute of Technology", None, "Postdoctoral Scholar", "2018", "2021",
         "Pasadena, CA"),
        (5, "internship", "General Electric Global Research", None, "Research Intern", "2016", "2016",
         "Niskayuna, NY")]


def test_rows_of_years_and_degrees_are_entries_of_their_own(tmp_path):
    text = ("Jane Doe\n\nEducation\n2014 | Ph.D., Materials Science and Engineering, Seoul National University\n"
            "2008 | B.S., Materials Science, Pohang University of Science and Technology (POSTECH)\n\n"
            "EDUCATION AND TRAINING\n2008-2014   MD, University of Ibadan College of Medicine, Nigeria\n"
            "2016-2020   Residency in Neurology, University of Pennsylvania\n")
    r = _load(tmp_path, "cv.txt", text)
    got = [(a[0], a[2], a[4], a[7]) for a in _affs(r)]
    assert got == [(4, "Seoul National University", "Ph.D.", None),
                   (5, "Pohang University of Science and Technology (POSTECH)", "B.S.", None),
                   (8, "University of Ibadan College of Medicine", "MD", "Nigeria"),
                   (9, "University of Pennsylvania", "Residency in Neurology", None)]


def test_awards_one_a_line_year_first(tmp_path):
    text = "陈思远\n\n获奖情况\n2022年 中国中文信息学会钱伟长中文信息处理科学技术奖一等奖\n2018年 清华大学优秀博士学位论文\n"
    r = _load(tmp_path, "cv.txt", text)
    assert [(a.span.start_line, a.start) for a in r.of_type(ActivityRecord)] == [(4, "2022"), (5, "2018")]


def test_a_grant_project_is_no_institution(tmp_path):
    text = "陈思远\n\n科研项目\n1. 科技部重点研发计划课题，多语言智能信息处理关键技术，2021.12-2025.11，参与\n"
    r = _load(tmp_path, "cv.txt", text)
    assert not r.of_type(AffiliationRecord)     # a funded project is a grant (it was a project with this title)
    (record,) = r.of_type(ActivityRecord)
    assert record.kind == "grant" and record.text.startswith("科技部重点研发计划课题")


EUROPASS = r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Lucía Fernández Ortega}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{Work experience}
\ecvtitle{2020--Present}{Associate Professor}
\ecvitem{}{Universidad Politécnica de Madrid, Madrid (Spain)}
\ecvitem{}{Teaching in control engineering; research on legged locomotion and whole-body control.}
\end{europasscv}
\end{document}
"""


def test_europass_description_is_no_institution_and_ecvname_is_the_owner(tmp_path):
    r = _load(tmp_path, "cv.tex", EUROPASS)
    (record,) = r.of_type(AffiliationRecord)
    assert (record.institution, record.unit, record.role, record.location) == (
        "Universidad Politécnica de Madrid", None, "Associate Professor", "Madrid (Spain)")
    assert [m.text for m in r.of_type(ProfileRecord)[0].names] == ["Lucía Fernández Ortega"]


MODERNCV = r"""\documentclass{moderncv}
\name{Ingrid}{Halvorsen}
\begin{document}
\section{Education}
\cventry{2015--2019}{Ph.D. in Informatics}{University of Edinburgh}{Edinburgh, UK}{\textit{Thesis: Robust Parsing}}{}
\cventry{2014--2018}{Ph.D. in Automatic Control, Robotics and Vision}{Universitat Politècnica de Catalunya}{Barcelona, Spain}{}{}
\end{document}
"""


def test_moderncv_fields_place_thesis_and_degree(tmp_path):
    r = _load(tmp_path, "cv.tex", MODERNCV)
    got = [(a[2], a[3], a[4], a[7]) for a in _affs(r)]
    assert got == [("University of Edinburgh", None, "Ph.D. in Informatics", "Edinburgh, UK"),
                   ("Universitat Politècnica de Catalunya", None, "Ph.D. in Automatic Control, Robotics and Vision",
                    "Barcelona, Spain")]


def test_printbibliography_title_does_not_leak(tmp_path):
    text = ("\\documentclass{article}\n\\begin{document}\n\\section*{Education}\n"
            "2012 B.Sc., Biology, Middle East Technical University, Ankara\n"
            "\\printbibliography[title={Publications}]\n\\end{document}\n")
    r = _load(tmp_path, "cv.tex", text)
    assert not any("title=" in (a.unit or "") + (a.raw or "") for a in r.of_type(AffiliationRecord))
    assert not any("title=" in x.text for x in r.leftovers)
