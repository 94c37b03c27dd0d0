"""A page whose publication list is set in two newspaper columns between parts set across the page (a title block
and sections above, more sections below; the ACS style of chemistry CVs): the list is read column by column, the
parts across the page before and after it, though the columns share one baseline grid and no white band runs down
the whole page. The PDFs are made here with fpdf2; the expected lines are written by reading the page."""

from __future__ import annotations

import pytest

from loaders.formats.pdf import parse_pdf

fpdf = pytest.importorskip("fpdf")

LEFT = ["(4) Chen, W.-T.; Lin, Y.-H. Electrochemical Decarboxylative Alkylation of Heteroarenes under Mild "
        "Conditions. Org. Lett. 2021, 23, 8812-8817.",
        "(3) Lin, Y.-H.; Reisman, S. E. Enantioselective Nickel-Catalyzed Reductive Cross-Coupling of Vinyl "
        "Bromides. J. Am. Chem. Soc. 2019, 141, 3302-3309."]
RIGHT = ["(2) Lin, Y.-H.; Wang, J.-Y.; Buchwald, S. L. Palladium-Catalyzed Fluorination of Aryl Triflates. "
         "Angew. Chem. Int. Ed. 2016, 55, 14062-14066.",
         "(1) Wang, J.-Y.; Lin, Y.-H.; Liu, C.-W. Aerobic Oxidation of Benzylic Amines with Copper Catalysts. "
         "J. Org. Chem. 2013, 78, 7781-7787."]


def _cv() -> bytes:
    pdf = fpdf.FPDF(format="A4")
    pdf.set_margins(20, 20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "", 10)
    for text in ["Yu-Hsuan Lin, Assistant Professor of Chemistry, University of Wisconsin-Madison, Madison, WI",
                 "2020-present: Assistant Professor, Department of Chemistry, University of Wisconsin-Madison",
                 "2017-2020: Postdoctoral Scholar, California Institute of Technology, Pasadena, California"]:
        pdf.cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.cell(0, 5, "PUBLICATIONS", new_x="LMARGIN", new_y="NEXT")
    top = pdf.get_y()
    bottoms = []
    for x, entries in ((20, LEFT), (110, RIGHT)):
        pdf.set_xy(x, top)
        for entry in entries:
            pdf.set_x(x)
            pdf.multi_cell(80, 5, entry, new_x="LEFT", new_y="NEXT")
            pdf.ln(2)
        bottoms.append(pdf.get_y())
    pdf.set_xy(20, max(bottoms) + 3)
    pdf.cell(0, 5, "HONORS", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 5, "2022: NSF CAREER Award for research on photoredox catalysis in continuous flow reactors",
             new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def test_a_list_in_two_columns_between_parts_across_the_page_is_read_column_by_column():
    lines = list(parse_pdf(_cv(), source="cv.pdf").lines)
    text = " ".join(lines)
    starts = [text.index(entry[:24]) for entry in LEFT + RIGHT]
    assert starts == sorted(starts)                       # (4), (3), then (2), (1)
    assert lines[0].startswith("Yu-Hsuan Lin") and lines[-2:] == [
        "HONORS", "2022: NSF CAREER Award for research on photoredox catalysis in continuous flow reactors"]
    assert all(len(line) < 60 for line in lines[5:-2])    # no line joins the two columns
