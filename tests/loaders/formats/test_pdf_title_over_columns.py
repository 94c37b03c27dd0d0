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
