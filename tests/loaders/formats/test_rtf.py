"""RTF CVs (loaders/formats/rtf.py): the control words a word processor writes (font and colour tables, code pages,
escapes, tables, fields, line breaks), written here as WordPad and Word write them."""

from __future__ import annotations

from loaders import load_many
from loaders.formats.rtf import parse_rtf
from loaders.formats.sniff import kind_of
from loaders.model import AffiliationRecord
from tests.loaders.cvtext import exported_text, paper_rows

# as Word writes a bilingual CV: the GBK code page, Chinese as \'xx pairs and as \u escapes (and Latin letters the
# code page lacks, with a "?" for readers without Unicode), a table, a hyperlink
CV = rb"""{\rtf1\ansi\ansicpg936\deff0\nouicompat{\fonttbl{\f0\fnil\fcharset134 \'cb\'ce\'cc\'e5;}{\f1\fswiss Arial;}}
{\colortbl ;\red0\green0\blue255;}
{\*\generator Riched20 10.0.19041}\viewkind4\uc1
\pard\sa200\sl276\slmult1\qc\b\f0\fs32\'d5\'c5\'c0\'f6 Li ZHANG\b0\fs22\par
\pard\sa200 Professor, School of Mechanical Engineering, Zhejiang University\par
\b\'bd\'cc\'d3\'fd\'be\'ad\'c0\'fa Education\b0\par
\trowd\cellx3000\cellx6000\cellx9000
\intbl 2008.09-2013.06\cell \intbl\u21338?\u22763? Ph.D.\cell \intbl\'c7\'e5\'bb\'aa\'b4\'f3\'d1\'a7 Tsinghua University\cell\row
\pard\b Publications\b0\par
[1] Li Zhang, Fran\u231\'3fois Dupr\u233\'3f and Wei Chen. {\field{\*\fldinst{HYPERLINK "https://doi.org/10.1016/j.ijmachtools.2021.103456"}}{\fldrslt{\ul\cf1 Chatter Suppression in Thin-Wall Milling}}}. Int. J. Mach. Tools Manuf., 2021.\par
[2] \'d5\'c5\'c0\'f6, \'cd\'f5\'ce\'b0. \'b1\'a1\'b1\'da\'bc\'fe\'cf\'b3\'cf\'f7\'b5\'c4\'d5\'f1\'b6\'af\'bf\'d8\'d6\'c6[J]. \'bb\'fa\'d0\'b5\'b9\'a4\'b3\'cc\'d1\'a7\'b1\'a8, 2019, 55(3): 1-10.\par
Tel: +86 571 8795 0000\line E-mail: li.zhang@example.edu\par
}"""


def test_the_lines_of_an_rtf_cv():
    lines = parse_rtf(CV, source="cv.rtf").lines
    assert lines[:4] == ("张丽 Li ZHANG", "Professor, School of Mechanical Engineering, Zhejiang University",
                         "教育经历 Education", "2008.09-2013.06 | 博士 Ph.D. | 清华大学 Tsinghua University")
    assert lines[5].startswith("[1] Li Zhang, François Dupré and Wei Chen. Chatter Suppression in Thin-Wall Milling.")


def test_an_rtf_cv_gives_its_records(tmp_path):
    (tmp_path / "cv.rtf").write_bytes(CV)
    (result,) = load_many([tmp_path / "cv.rtf"])
    assert not result.failures
    assert paper_rows(result) == [
        ("Chatter Suppression in Thin-Wall Milling", 2021, ["Li Zhang", "François Dupré", "Wei Chen"]),
        ("薄壁件铣削的振动控制", 2019, ["张丽", "王伟"])]
    assert [a.institution for a in result.records if isinstance(a, AffiliationRecord) and a.kind == "education"] == [
        "清华大学 Tsinghua University"]
    exported = exported_text(result)
    assert "8795" not in exported and "li.zhang@example.edu" not in exported


def test_rtf_is_sniffed_by_content_and_bad_rtf_is_refused_by_name(tmp_path):
    assert kind_of(CV, "cv.doc") == "rtf" and kind_of(b"\xef\xbb\xbf{\\rtf1 x}", "cv.txt") == "rtf"
    (tmp_path / "cut.rtf").write_bytes(CV[:700])              # cut inside a group: read up to where it ends
    (tmp_path / "empty.rtf").write_bytes(b"{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}}")
    results = {r.source.rsplit("/", 1)[-1]: r for r in load_many(sorted(tmp_path.iterdir()))}
    assert "no text" in " ".join(f.reason for f in results["empty.rtf"].failures)
    assert results["cut.rtf"].records or results["cut.rtf"].failures or results["cut.rtf"].leftovers
