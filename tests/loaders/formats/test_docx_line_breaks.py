"""A Word paragraph broken by soft line breaks (Shift+Enter, ``w:br``) keeps its lines: a numbered paragraph that
writes a paper's title, its authors and its venue on three lines of its own is read as a person reads it, not as
one run-on line whose title is glued to the first author. The CV is written here as a person writes it in Word;
the expected records were written by reading it."""

from __future__ import annotations

import pytest

from loaders import PaperRecord, load
from loaders.formats.docx import parse_docx

docx = pytest.importorskip("docx")


def _three_lines(d, title: str, authors: str, venue: str, rest: str) -> None:
    from docx.enum.text import WD_BREAK

    p = d.add_paragraph(style="List Number")
    p.add_run(title).add_break(WD_BREAK.LINE)
    p.add_run(authors).add_break(WD_BREAK.LINE)
    p.add_run(venue).italic = True
    p.add_run(rest)


def _cv(path) -> None:
    d = docx.Document()
    d.add_heading("Olu Clarke", 0)
    d.add_heading("Publications", 1)
    _three_lines(d, "Phonon hydrodynamics in suspended silicon membranes", "T. Nakamura, O. Clarke, and A. J. Minnich",
                 "Physical Review B", ", vol. 104, 045302, 2021")
    _three_lines(d, "Additively manufactured heat sinks with graded porosity", "O. Clarke and K. Pipe",
                 "Applied Thermal Engineering", ", vol. 145, pp. 310–318, 2018")
    d.save(path)


def test_soft_line_breaks_are_lines_of_the_item(tmp_path):
    path = tmp_path / "cv.docx"
    _cv(path)
    lines = [x for x in parse_docx(path.read_bytes(), source="cv.docx").lines if x]
    assert lines[2:5] == ["- Phonon hydrodynamics in suspended silicon membranes",
                          "  T. Nakamura, O. Clarke, and A. J. Minnich", "  *Physical Review B*, vol. 104, 045302, 2021"]


def test_a_paper_on_three_lines_of_one_paragraph(tmp_path):
    path = tmp_path / "cv.docx"
    _cv(path)
    papers = load(path).of_type(PaperRecord)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in papers] == [
        ("Phonon hydrodynamics in suspended silicon membranes", ["T. Nakamura", "O. Clarke", "A. J. Minnich"],
         "Physical Review B", 2021),
        ("Additively manufactured heat sinks with graded porosity", ["O. Clarke", "K. Pipe"],
         "Applied Thermal Engineering", 2018)]


def test_a_plain_paragraph_broken_by_soft_breaks_stands_apart(tmp_path):
    from docx.enum.text import WD_BREAK

    d = docx.Document()
    d.add_paragraph("Before")
    p = d.add_paragraph()
    p.add_run("First line").add_break(WD_BREAK.LINE)
    p.add_run("Second line")
    d.add_paragraph("After")
    d.save(tmp_path / "cv.docx")
    assert parse_docx((tmp_path / "cv.docx").read_bytes(), source="cv.docx").lines == (
        "Before", "", "First line", "Second line", "", "After")
