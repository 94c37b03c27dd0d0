"""An HTML CV laid out in a table (dates left, text right) heads its sections with a row of one bold cell across
the table: each such row starts a section, and medicine's publication headings are known."""

from __future__ import annotations

from loaders import PaperRecord, extract
from loaders.entries.sections import split_sections
from loaders.formats.html import parse_html

_PAGE = """<html><body>
<p><b>JONAS EKLUND, MD</b></p>
<table>
<tr><td colspan="2"><b>HONORS</b></td></tr>
<tr><td>2012</td><td>Dean's Prize for Clinical Research</td></tr>
<tr><td colspan="2"><br><b>RESEARCH FUNDING</b></td></tr>
<tr><td>2019–2024</td><td>NIH R01 HL123456. “Lipids and arrhythmia.” Role: PI.</td></tr>
<tr><td colspan="2"><br><b>ORIGINAL ARTICLES</b></td></tr>
<tr><td>2021</td><td>Eklund J, Park S. Triglycerides and atrial fibrillation in older adults. <i>Heart Rhythm</i>. 2021;18(3):401-409.</td></tr>
<tr><td colspan="2"><br><b>REVIEWS AND EDITORIALS</b></td></tr>
<tr><td>2020</td><td>Eklund J. Lipid lowering after ablation: a review. <i>Eur Heart J</i>. 2020;41(2):77-85.</td></tr>
<tr><td colspan="2"><br><b>HOSPITAL DUTIES</b></td></tr>
<tr><td>2021–present</td><td>Attending physician, arrhythmia clinic</td></tr>
</table></body></html>"""


def test_bold_rows_across_the_table_start_sections():
    doc = parse_html(_PAGE.encode(), source="cv.html")
    names = [s.name for s in split_sections(doc)]
    assert names == ["profile", "awards", "grants", "publications", "publications", "other"]


def test_the_papers_under_them_are_read():
    doc = parse_html(_PAGE.encode(), source="cv.html")
    papers = extract(doc).of_type(PaperRecord)
    assert [(p.title, p.year) for p in papers] == [
        ("Triglycerides and atrial fibrillation in older adults", 2021), ("Lipid lowering after ablation: a review", 2020)]


def test_a_date_cell_and_the_cell_beside_it_are_one_line(tmp_path):
    """A CV laid out in a table, dates in the left column: each row is one entry with its own dates (read as two
    lines, a row's dates were taken for the end of the entry above)."""
    from loaders import AffiliationRecord, load

    path = tmp_path / "cv.html"
    path.write_text("<html><body><p><b>Ana Lima</b></p><table>"
                    "<tr><td colspan='2'><b>EDUCATION</b></td></tr>"
                    "<tr><td>2003–2007</td><td>B.S., Biology, Stanford University, Stanford, CA</td></tr>"
                    "<tr><td>2007–2013</td><td>Ph.D., Genomics, Duke University, Durham, NC</td></tr>"
                    "<tr><td colspan='2'><b>APPOINTMENTS</b></td></tr>"
                    "<tr><td>2021–present</td><td>Assistant Professor, Johns Hopkins University</td></tr>"
                    "</table></body></html>", encoding="utf-8")
    rows = [(a.institution, a.start, a.end) for a in load(path).of_type(AffiliationRecord)]
    assert rows == [("Stanford University", "2003", "2007"), ("Duke University", "2007", "2013"),
                    ("Johns Hopkins University", "2021", "present")]
