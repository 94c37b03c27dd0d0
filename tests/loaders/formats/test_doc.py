"""Word 97-2003 ``.doc`` CVs (loaders/formats/doc.py): real files written by Word (tests/data/doc, from
python-oletools' test data), and CVs written into a copy of one of them in place (its compound file, File
Information Block and table stream stay Word's own; only the text, its length and its one piece change)."""

from __future__ import annotations

import json
import shutil
import struct
from pathlib import Path

import olefile
import pytest

from loaders import load, load_many
from loaders.errors import BinaryFileError
from loaders.export import result_to_dict
from loaders.formats.doc import _locations, parse_doc
from loaders.formats.docx import parse_docx
from loaders.formats.sniff import kind_of
from loaders.model import AffiliationRecord, PaperRecord

DATA = Path(__file__).parents[2] / "data" / "doc"


def _doc_with_text(folder: Path, text: str, *, wide: bool = True, name: str = "cv.doc") -> Path:
    """A copy of harmless-clean.doc whose main text is ``text`` (paragraphs ending in ``\\r``): UTF-16 when
    ``wide``, else 8-bit (Windows-1252), written where Word put the original text (byte 2048 of WordDocument)."""
    path = folder / name
    shutil.copy(DATA / "harmless-clean.doc", path)
    with olefile.OleFileIO(str(path), write_mode=True) as ole:
        word = bytearray(ole.openstream("WordDocument").read())
        table = bytearray(ole.openstream("1Table").read())
        fc_clx, lcb_clx, counts = _locations(bytes(word))
        assert table[fc_clx] == 0x02 and lcb_clx == 21          # one piece, as Word wrote it
        data = text.encode("utf-16-le" if wide else "cp1252")
        assert 2048 + len(data) <= len(word), "the CV is longer than the template's text area"
        word[2048:2048 + len(data)] = data
        struct.pack_into("<i", word, 34 + 2 * struct.unpack_from("<H", word, 32)[0] + 2 + 12, len(text))
        struct.pack_into("<II", table, fc_clx + 5, 0, len(text))                  # the piece's characters
        struct.pack_into("<I", table, fc_clx + 5 + 8 + 2, 2048 if wide else (0x40000000 | 4096))
        ole.write_stream("WordDocument", bytes(word))
        ole.write_stream("1Table", bytes(table))
    return path


def test_a_word_file_reads_as_the_same_document_saved_as_docx():
    """The same document saved by Word as .doc and .docx gives the same lines (the .doc reader reads no styles:
    no heading or bold marks)."""
    doc = parse_doc((DATA / "harmless-clean.doc").read_bytes(), source="harmless-clean.doc").lines
    docx = parse_docx((DATA / "harmless-clean.docx").read_bytes(), source="harmless-clean.docx").lines
    assert doc == tuple(line.removeprefix("# ").replace("**", "") for line in docx)
    assert "we add some ünicöde-ßtringß" in doc[-1]


def test_an_embedded_object_leaves_no_trace_in_the_text():
    lines = parse_doc((DATA / "embedded-simple-2007.doc").read_bytes(), source="e.doc").lines
    assert [line for line in lines if line] == ["This document contains an embedded file:", "Have fun parsing it ("]


def test_an_ole_file_is_sniffed_as_a_word_document():
    assert kind_of((DATA / "harmless-clean.doc").read_bytes(), "cv.bin") == "doc"


def test_bad_word_files_are_refused_by_name_and_the_others_still_read(tmp_path):
    good = _doc_with_text(tmp_path, "Publications\r[1] Ann Li and Bo Wu. Learning to Route. In NSDI, 2021.\r",
                          name="good.doc")
    shutil.copy(DATA / "encrypted.doc", tmp_path / "locked.doc")
    raw = (DATA / "harmless-clean.doc").read_bytes()
    # an OLE compound file without a WordDocument stream (as an old Excel or PowerPoint file is): the stream renamed
    (tmp_path / "sheet.doc").write_bytes(raw.replace("WordDocument".encode("utf-16-le"),
                                                     "WordDocumenX".encode("utf-16-le")))
    (tmp_path / "cut.doc").write_bytes(raw[:2560])
    results = {Path(r.source).name: r for r in load_many([str(p) for p in sorted(tmp_path.iterdir())])}
    reasons = {name: " ".join(f.reason for f in r.failures) for name, r in results.items()}
    assert "encrypted" in reasons["locked.doc"]
    assert "no Word document" in reasons["sheet.doc"]
    assert reasons["cut.doc"]                               # a damaged compound file, said so
    assert not results["good.doc"].failures
    assert [p.title for p in results["good.doc"].records if isinstance(p, PaperRecord)] == ["Learning to Route"]
    assert good.exists()


def test_a_damaged_piece_table_is_refused():
    with pytest.raises(BinaryFileError, match="damaged"):
        raw = bytearray((DATA / "harmless-clean.doc").read_bytes())
        path_bytes = bytes(raw)
        ole = olefile.OleFileIO(path_bytes)
        table = ole.openstream("1Table").read()
        fc, _, _ = _locations(ole.openstream("WordDocument").read())
        at = path_bytes.find(table[fc:fc + 21])
        raw[at] = 0x07                                      # no Pcdt where the Clx should start
        parse_doc(bytes(raw), source="bad.doc")


# a table's rows end with their own mark (a second \x07), not with a paragraph's
CV = "\r".join([
    "李明 Ming LI",
    "Associate Professor, School of Computer Science, Fudan University",
    "教育经历 Education",
    "2010.09-2015.06\x07博士 Ph.D.\x07清华大学 Tsinghua University\x07\x07"
    "2006.09-2010.06\x07学士 B.Eng.\x07浙江大学 Zhejiang University\x07\x07"
    "Publications 论文",
    "[1] Ming Li, Wei Zhang, and Hao Chen. \x13 HYPERLINK \"https://doi.org/10.1/x\" \x14Learning to Cache "
    "Video at the Edge\x15. In IEEE INFOCOM, 2022.",
    "[2] 李明, 王伟. 面向边缘计算的缓存调度方法[J]. 计算机学报, 2020, 43(5): 1-15.",
    "Contact: +86 138 0000 0000",
]) + "\r"


def test_a_bilingual_cv_in_a_word_97_file(tmp_path):
    """Chinese and English in UTF-16 pieces: the table rows become affiliations, the hyperlink field's result a
    title, every record with the line it came from; the phone number is in no output."""
    result = load(_doc_with_text(tmp_path, CV))
    assert not result.failures
    papers = [r for r in result.records if isinstance(r, PaperRecord)]
    assert [(p.title, p.year) for p in papers] == [("Learning to Cache Video at the Edge", 2022),
                                                   ("面向边缘计算的缓存调度方法", 2020)]
    assert [a.text for a in papers[0].authors] == ["Ming Li", "Wei Zhang", "Hao Chen"]
    assert [a.text for a in papers[1].authors] == ["李明", "王伟"]
    assert "INFOCOM" in (papers[0].venue or "") and papers[1].venue == "计算机学报"
    lines = parse_doc(_doc_with_text(tmp_path, CV, name="again.doc").read_bytes(), source="cv.doc").lines
    assert lines[papers[0].span.start_line - 1].startswith("[1] Ming Li")
    assert "[Learning to Cache Video at the Edge](https://doi.org/10.1/x)" in lines[papers[0].span.start_line - 1]
    institutions = {a.institution for a in result.records if isinstance(a, AffiliationRecord)}
    assert {"清华大学 Tsinghua University", "浙江大学 Zhejiang University"} <= institutions or {
        "清华大学", "浙江大学"} <= {i.split()[0] for i in institutions if i}
    assert "138 0000" not in json.dumps(result_to_dict(result), ensure_ascii=False)     # what leaves the loader


def test_an_8_bit_word_file(tmp_path):
    text = "Publications\r[1] José Núñez and Ann Li. Übersicht of Caching. In Proc. EuroSys, 2019.\r"
    result = load(_doc_with_text(tmp_path, text, wide=False))
    papers = [r for r in result.records if isinstance(r, PaperRecord)]
    assert [(p.title, [a.text for a in p.authors]) for p in papers] == [
        ("Übersicht of Caching", ["José Núñez", "Ann Li"])]
