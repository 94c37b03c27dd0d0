"""A two-column CV whose title block runs across the column gap (the owner's name above a sidebar and the main
column) is still read column by column; ligature glyphs are read as their letters."""

from __future__ import annotations

import pytest

from loaders.formats.pdf import parse_pdf

fpdf = pytest.importorskip("fpdf")


SIDE = ["EDUCATION", "PhD, NTNU", "2015 - 2019", "MSc, KTH", "2013 - 2015", "SKILLS", "Python, C++"]


def _sidebar_cv(title: str | None = None, footer: str | None = None) -> bytes:
    """A sidebar beside a main column, with a title block above both or a footer under both (set across the gap)."""
    pdf = fpdf.FPDF(format="A4")
    pdf.add_page()
    if title is not None:
        pdf.set_font("Helvetica", "B", 20)
        pdf.set_xy(15, 15)
        pdf.cell(0, 10, title)
    top = 35 if title is not None else 20
    main = ["PUBLICATIONS", "Halvorsen, I. (2023). Learning to walk. IEEE RA-L.",
            "Kaur, P., & Halvorsen, I. (2022). Where to step. ICRA.", "Halvorsen, I. (2020). MPC on ice. JFR.",
            "TEACHING", "Optimization and Control, NTNU"]
    pdf.set_font("Helvetica", "", 10)
    for k, text in enumerate(SIDE):
        pdf.set_xy(15, top + 7 * k)
        pdf.cell(45, 6, text)
    for k, text in enumerate(main):
        pdf.set_xy(75, top + 3 + 9 * k)          # baselines of its own: not a date column
        pdf.cell(120, 6, text)
    if footer is not None:
        pdf.set_xy(15, 270)
        pdf.cell(0, 6, footer)
    return bytes(pdf.output())


def test_a_title_across_the_column_gap_does_not_merge_the_sidebar_into_the_main_column():
    cv = _sidebar_cv(title="Ingrid Halvorsen, Researcher in Legged Robotics")
    lines = [ln for ln in parse_pdf(cv, source="cv.pdf").lines if ln]
    assert lines[1:8] == SIDE
    assert lines[8] == "PUBLICATIONS"


def test_ligatures_are_read_as_letters():
    from loaders.formats.pdf import _LIGATURES

    assert "Bosch Center for Artiﬁcial Intelligence (ﬂuent)".translate(_LIGATURES) == \
        "Bosch Center for Artificial Intelligence (fluent)"


def test_a_footer_across_the_column_gap_does_not_merge_the_sidebar_into_the_main_column():
    """A footer set under both columns ("Ingrid Halvorsen - Curriculum Vitae - updated May 2025") crosses the
    gap as a title block does: the page is still read column by column, the footer last."""
    footer = "Ingrid Halvorsen - Curriculum Vitae - last updated in May 2025"
    lines = [ln for ln in parse_pdf(_sidebar_cv(footer=footer), source="cv.pdf").lines if ln]
    assert lines[:8] == [*SIDE, "PUBLICATIONS"]
    assert lines[-1] == footer


def test_two_columns_of_running_text_under_a_title_block_of_five_lines():
    """A CV set in two newspaper columns (one baseline grid, the gap in the middle of the page, as CSS, Word and
    LaTeX set them) under a title block of five centred lines: every title line crosses the gap, and the columns
    are still read one after the other, not each line of the left column joined to the line beside it."""
    pdf = fpdf.FPDF(format="Letter")
    pdf.add_page()
    title = ["MATEUS RIBEIRO, PH.D.", "Assistant Professor of Electrical Engineering, Texas A&M University",
             "Wisenbaker Engineering Building 301F, College Station, TX 77843, USA", "Office 301F, third floor",
             "ribeiro.example.org"]
    pdf.set_font("Helvetica", "", 10)
    for k, text in enumerate(title):
        pdf.set_xy(15, 15 + 6 * k)
        pdf.cell(186, 5, text, align="C")
    left = ["EXPERIENCE", "Assistant Professor, Texas A&M University,", "College Station, TX, 2021 - present.",
            "Postdoctoral Associate, Washington State", "University, Pullman, WA, 2019 - 2021.", "EDUCATION",
            "Ph.D., The University of Melbourne, 2019.", "M.Sc., Universidade Estadual de Campinas."]
    right = ["JOURNAL PUBLICATIONS", "[1] M. Ribeiro and P. Tran, \"Robust volt/var", "control of active networks,\" "
             "IEEE Trans.", "Power Syst., vol. 39, pp. 2210-2222, 2024.", "[2] P. Tran and M. Ribeiro, \"Graph "
             "neural", "networks for state estimation,\" IEEE Trans.", "Smart Grid, vol. 14, pp. 3901-3913, 2023.",
             "[3] M. Ribeiro, \"Harmonic analysis,\" 2022."]
    for k, (a, b) in enumerate(zip(left, right)):
        pdf.set_xy(15, 50 + 5 * k)
        pdf.cell(88, 5, a)
        pdf.set_xy(113, 50 + 5 * k)
        pdf.cell(88, 5, b)
    lines = [ln for ln in parse_pdf(bytes(pdf.output()), source="cv.pdf").lines if ln]
    assert lines == title + left + right
