"""awesome-cv versions of the sample CVs read as the golden files of their text versions (issue 15).

No licensed awesome-cv CV of a real person was found (tests/data/real/SOURCES.md), so, as the PDF, DOCX and HTML
versions of the samples are made for test_documents.py, tests/data/derived/awesome_cv/ holds sample CVs restated
by hand in the awesome-cv class: a ``resume.tex`` with ``\\documentclass[11pt, a4paper]{awesome-cv}`` that reads its
sections with ``\\input{cv/....tex}``, written with the class's macros (``\\cvsection``, ``\\cventry``, ``cvitems``
with ``\\item {...}``, ``cvskills``, ``cvhonors``).  Its README names the sample each one restates.

The expectations are the golden files of the text versions (tests/data/golden/*.load.json, typed by hand from the
CVs): the same papers (title, authors in order as written, venue, year, status) and patents (number, title,
inventors in order), in the order the CV lists them, the same owner, education and positions, advisor.  The awards
of 001 are written as four ``\\cvhonor``s (see its README): four award records, none of them a paper or a patent.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from loaders import (ActivityRecord, AdvisingRecord, AffiliationRecord, PaperRecord, PatentRecord, ProfileRecord,
                     load)
from loaders.formats.latex import latex_includes, latex_lines

ROOT = Path(__file__).resolve().parents[3]
DERIVED = ROOT / "tests" / "data" / "derived" / "awesome_cv"
GOLDEN = ROOT / "tests" / "data" / "golden"
CASES = sorted(p.name for p in DERIVED.iterdir() if (p / "resume.tex").is_file())


@pytest.fixture(scope="module", params=CASES, ids=lambda name: name[:3])
def case(request):
    name = request.param
    gold = json.loads((GOLDEN / f"{name}.load.json").read_text(encoding="utf-8"))
    return name, gold, load(DERIVED / name / "resume.tex", source="resume.tex")


def test_the_versions_are_there_and_say_what_they_restate():
    assert CASES == ["000_c992527a1da3d179", "001_cc30772fa1baa516"]
    for name in CASES:
        assert (ROOT / "examples" / "cvs" / f"{name}.txt").is_file()
        assert f"examples/cvs/{name}.txt" in (DERIVED / name / "README.md").read_text(encoding="utf-8")
        main = (DERIVED / name / "resume.tex").read_text(encoding="utf-8").splitlines()
        assert any(line.startswith("\\documentclass[11pt, a4paper]{awesome-cv}") for line in main)
        parts = [i.target for i in latex_includes(main)]
        assert parts and all(t.startswith("cv/") and (DERIVED / name / t).is_file() for t in parts)


def test_no_private_contact_details():
    for path in DERIVED.rglob("*.tex"):
        text = path.read_text(encoding="utf-8")
        assert set(re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", text)) <= {"name@example.org"}, path
        assert not re.search(r"(?<!\d)1[3-9]\d{9}(?!\d)", text), path


def test_no_failures(case):
    _, _, result = case
    assert result.failures == ()


def test_owner(case):
    _, gold, result = case
    (profile,) = result.of_type(ProfileRecord)
    assert [n.text for n in profile.names] == gold["owner_names"]


def test_papers_are_the_golden_papers(case):
    _, gold, result = case
    got = [{"title": p.title, "authors": [a.text for a in p.authors], "venue": p.venue, "year": p.year,
            "status": p.status} for p in result.of_type(PaperRecord)]
    want = [{k: p[k] for k in ("title", "authors", "venue", "year", "status")} for p in gold["papers"]]
    assert got == want
    assert {p.span.file for p in result.of_type(PaperRecord)} == {"cv/publications.tex"}


def test_patents_are_the_golden_patents(case):
    _, gold, result = case
    got = [{"number": p.number, "title": p.title, "inventors": [m.text for m in p.inventors]}
           for p in result.of_type(PatentRecord)]
    want = [{k: p[k] for k in ("number", "title", "inventors")} for p in gold["patents"]]
    assert got == want
    assert {p.span.file for p in result.of_type(PatentRecord)} == {"cv/patents.tex"}


def test_education_and_positions_are_the_golden_ones(case):
    _, gold, result = case
    got = sorted((a.kind, a.institution or "", a.start, a.end) for a in result.of_type(AffiliationRecord))
    want = sorted((a["kind"], a["institution"] or "", a["start"], a["end"]) for a in gold["affiliations"])
    assert got == want
    files = {"education": "cv/education.tex", "internship": "cv/experience.tex", "project": "cv/research.tex"}
    assert all(a.span.file == files[a.kind] for a in result.of_type(AffiliationRecord))


def test_advisor(case):
    _, gold, result = case
    got = [(r.advisor.text, r.advisor.role) for r in result.of_type(AdvisingRecord)]
    assert got == [(a["name"], a["role"]) for a in gold["advisors"]]
    assert [r.span.file for r in result.of_type(AdvisingRecord)] == ["cv/education.tex"]


def test_cvhonors_are_awards_not_works():
    result = load(DERIVED / "001_cc30772fa1baa516" / "resume.tex", source="resume.tex")
    awards = [a for a in result.of_type(ActivityRecord) if a.kind == "award"]
    assert [a.span.file for a in awards] == ["cv/honors.tex"] * 4
    assert not [r for r in result.records if isinstance(r, (PaperRecord, PatentRecord))
                and r.span.file == "cv/honors.tex"]


# -- the general rules these versions needed ------------------------------------------------------------------------

def test_a_chinese_name_in_two_parts_is_one_name():
    assert latex_lines(["\\name{刘}{运卓}", "\\name{Yunzhuo}{Liu}", "\\name{刘运卓}{}"]) == (
        "刘运卓", "Yunzhuo Liu", "刘运卓")


def _awesome_cv(folder, section: str, environment: str, body: str):
    """An awesome-cv document of one section whose entries (``body``) stand in one environment."""
    path = folder / "cv.tex"
    path.write_text(f"\\documentclass{{awesome-cv}}\n\\begin{{document}}\n\\cvsection{{{section}}}\n"
                    f"\\begin{{{environment}}}\n{body}\\end{{{environment}}}\n\\end{{document}}\n", encoding="utf-8")
    return path


def test_a_quoted_title_on_its_own_line_loses_its_full_stop_and_quotes(tmp_path):
    path = _awesome_cv(tmp_path, "Publications", "cvitems",
                       "  \\item {Ann Li, Bo Wu,\n         ``Fast Graph Partitioning at Scale''.\n"
                       "         (EuroSys 2023, CCF-A)}\n")
    (paper,) = load(path, source="cv.tex").of_type(PaperRecord)
    assert (paper.title, paper.venue, paper.year) == ("Fast Graph Partitioning at Scale", "EuroSys 2023", 2023)


def test_a_cventry_venue_argument_without_its_rank_or_status(tmp_path):
    path = _awesome_cv(tmp_path, "Publications", "cventries",
                       "  \\cventry{Ann Li, Bo Wu}{Fast Graph Partitioning at Scale}{EuroSys 2023, CCF-A}{2023}{}\n"
                       "  \\cventry{Ann Li}{Learning to Schedule Serverless Functions}{under review}{2024}{}\n"
                       "  \\cventry{Ann Li}{A Survey of Partitioners}{A \\& A, Volume 617, id.L7}{2021}{}\n")
    got = {p.title: (p.venue, p.year, p.status) for p in load(path, source="cv.tex").of_type(PaperRecord)}
    assert got == {"Fast Graph Partitioning at Scale": ("EuroSys 2023", 2023, "published"),
                   "Learning to Schedule Serverless Functions": (None, 2024, "under review"),
                   "A Survey of Partitioners": ("A & A, Volume 617, id.L7", 2021, "published")}


def test_a_cventry_patent_without_book_title_marks(tmp_path):
    path = _awesome_cv(tmp_path, "专利", "cventries",
                       "  \\cventry{彭媛媛，赵世振，刘运卓}{节点控制方法、装置、处理系统}{CN202211199807.3}{}{}\n")
    (patent,) = load(path, source="cv.tex").of_type(PatentRecord)
    assert (patent.number, patent.title, [m.text for m in patent.inventors]) == (
        "CN202211199807.3", "节点控制方法、装置、处理系统", ["彭媛媛", "赵世振", "刘运卓"])
