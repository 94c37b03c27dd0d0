"""OpenDocument text CVs (loaders/formats/odt.py), written with odfpy (an ODF writer the reader shares no code
with): the lines the .docx reader would give, the records of a bilingual CV, and the files refused."""

from __future__ import annotations

import io
import zipfile

from odf.draw import Frame, TextBox
from odf.opendocument import OpenDocumentSpreadsheet, OpenDocumentText
from odf.style import ParagraphProperties, Style, TextProperties
from odf.table import Table, TableCell, TableColumn, TableRow
from odf.text import A, H, LineBreak, List, ListItem, Note, NoteBody, NoteCitation, P, S, Span

from loaders import load_many
from loaders.formats import docx as docx_module
from loaders.formats.odt import parse_odt
from loaders.formats.sniff import kind_of
from loaders.model import AffiliationRecord, PatentRecord
from tests.loaders.cvtext import exported_text, paper_rows


def _styles(doc: OpenDocumentText) -> tuple[Style, Style]:
    bold = Style(name="Strong", family="text")
    bold.addElement(TextProperties(fontweight="bold"))
    doc.automaticstyles.addElement(bold)
    line = Style(name="BoldLine", family="paragraph")
    line.addElement(ParagraphProperties())
    line.addElement(TextProperties(fontweight="bold"))
    doc.automaticstyles.addElement(line)
    return bold, line


def _table(rows: list[tuple[str, ...]]) -> Table:
    table = Table(name="T")
    table.addElement(TableColumn(numbercolumnsrepeated=len(rows[0])))
    for row in rows:
        tr = TableRow()
        for text in row:
            cell = TableCell()
            cell.addElement(P(text=text))
            tr.addElement(cell)
        table.addElement(tr)
    return table


def _cv() -> bytes:
    doc = OpenDocumentText()
    bold, bold_line = _styles(doc)
    doc.text.addElement(H(outlinelevel=1, text="陈静 Jing CHEN"))
    doc.text.addElement(P(text="Assistant Professor, Department of Physics, Nanjing University"))
    side = P()
    frame = Frame(width="5cm", height="3cm", anchortype="paragraph")
    box = TextBox()
    box.addElement(P(text="Phone: +86 25 8359 0000"))
    frame.addElement(box)
    side.addElement(frame)
    doc.text.addElement(side)
    doc.text.addElement(P(stylename=bold_line, text="Education"))
    doc.text.addElement(_table([("Years", "Degree", "Institution"),
                                ("2012–2017", "Ph.D. in Physics", "Peking University"),
                                ("2008–2012", "B.S. in Physics", "Wuhan University")]))
    doc.text.addElement(H(outlinelevel=2, text="Publications"))
    items = List()
    for authors, title, venue, note in [
            ("Jing Chen, Wei Liu and Tao Xu", "Topological Edge States in Photonic Lattices", "Phys. Rev. Lett. 128, "
             "053901 (2022)", True),
            ("Min Zhao and Jing Chen", "Quantum Hall Plateaus in Twisted Bilayers", "Nat. Phys. 17, 1 (2021)", False)]:
        item = ListItem()
        p = P()
        first, rest = authors.split(", ", 1) if ", " in authors else authors.split(" and ", 1)
        p.addElement(Span(stylename=bold, text=first)) if first == "Jing Chen" else p.addText(first)
        p.addText((", " if ", " in authors else " and ") + rest + ", ")
        p.addElement(A(href="https://doi.org/10.1103/x", text=f"“{title},”"))
        p.addElement(S(c=2))
        p.addText(venue + ".")
        if note:
            footnote = Note(noteclass="footnote")
            footnote.addElement(NoteCitation(text="1"))
            body = NoteBody()
            body.addElement(P(text="Editors' suggestion."))
            footnote.addElement(body)
            p.addElement(footnote)
        item.addElement(p)
        items.addElement(item)
    doc.text.addElement(items)
    doc.text.addElement(H(outlinelevel=2, text="专利"))
    patent = P(text="[1] 陈静, 刘伟. 一种光子晶体波导的制备方法: CN113456789A[P]. 2021-09-28.")
    doc.text.addElement(patent)
    awards = P(text="Awards")
    doc.text.addElement(awards)
    broken = P(text="Young Scientist Award, 2020")
    broken.addElement(LineBreak())
    broken.addText("Chinese Physical Society")
    doc.text.addElement(broken)
    buf = io.BytesIO()
    doc.write(buf)
    return buf.getvalue()


def test_the_lines_of_an_odt_cv():
    lines = [x for x in parse_odt(_cv(), source="cv.odt").lines if x]
    assert lines[:6] == [
        "# 陈静 Jing CHEN", "Assistant Professor, Department of Physics, Nanjing University",
        "Phone: +86 25 8359 0000",                  # a text box's paragraph, after the paragraph holding it
        "**Education**",                            # a paragraph whose style is bold
        "2012–2017 | Ph.D. in Physics | Peking University",     # the row of column labels left out
        "2008–2012 | B.S. in Physics | Wuhan University"]
    assert lines[6] == "## Publications"
    assert lines[7] == ("- **Jing Chen**, Wei Liu and Tao Xu, [“Topological Edge States in Photonic Lattices,”]"
                        "(https://doi.org/10.1103/x) Phys. Rev. Lett. 128, 053901 (2022).")     # no footnote
    assert lines[-2:] == ["Young Scientist Award, 2020", "Chinese Physical Society"]


def test_an_odt_cv_gives_its_records_and_keeps_contact_details_out(tmp_path):
    (tmp_path / "cv.odt").write_bytes(_cv())
    (result,) = load_many([tmp_path / "cv.odt"])
    assert not result.failures
    assert paper_rows(result) == [
        ("Topological Edge States in Photonic Lattices", 2022, ["Jing Chen", "Wei Liu", "Tao Xu"]),
        ("Quantum Hall Plateaus in Twisted Bilayers", 2021, ["Min Zhao", "Jing Chen"])]
    assert [p.number for p in result.records if isinstance(p, PatentRecord)] == ["CN113456789A"]
    assert {a.institution for a in result.records if isinstance(a, AffiliationRecord) and a.kind == "education"} == {
        "Peking University", "Wuhan University"}
    assert "8359" not in exported_text(result)


def test_odt_files_are_sniffed_by_content():
    assert kind_of(_cv(), "cv.zip") == "odt" and kind_of(_cv(), "cv.odt") == "odt"


def test_bad_odt_files_are_refused_by_name_and_the_others_still_read(tmp_path):
    sheet = OpenDocumentSpreadsheet()
    buf = io.BytesIO()
    sheet.write(buf)
    (tmp_path / "sheet.odt").write_bytes(buf.getvalue())
    with zipfile.ZipFile(tmp_path / "empty.odt", "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.text")
    (tmp_path / "broken.odt").write_bytes(_cv()[:400])
    (tmp_path / "cv.txt").write_text("Publications\n- Ann Li. A Title. NSDI, 2024.\n")
    results = {r.source.rsplit("/", 1)[-1]: r for r in load_many(sorted(tmp_path.iterdir()))}
    reasons = {name: " ".join(f.reason for f in r.failures) for name, r in results.items()}
    assert "no office:text body" in reasons["sheet.odt"]
    assert "no content.xml" in reasons["empty.odt"]
    assert "not a .odt file" in reasons["broken.odt"]
    assert not reasons["cv.txt"] and results["cv.txt"].records


def test_an_odt_that_would_decompress_past_the_limit_is_refused(tmp_path, monkeypatch):
    (tmp_path / "large.odt").write_bytes(_cv())
    monkeypatch.setattr(docx_module, "MAX_UNCOMPRESSED", 1_000)
    (result,) = load_many([tmp_path / "large.odt"])
    assert "decompress to more than 1000 bytes" in result.failures[0].reason


def test_a_space_element_is_a_space():
    doc = OpenDocumentText()
    p = P(text="Ann")
    p.addElement(S(c=3))
    p.addText("Li")
    doc.text.addElement(p)
    buf = io.BytesIO()
    doc.write(buf)
    assert parse_odt(buf.getvalue(), source="a.odt").lines == ("Ann Li",)
