"""Property-based fuzzing of every reader and of the whole build (issue 18, item 5).

Each reader gets inputs built from its own format's pieces (tags, macros, fields, entry types) mixed with random
text and random bytes, and broken copies of valid files (bytes flipped, cut short).  Whatever comes in, ``load``
returns a result and never raises; every record, failure and leftover names the file and a line in it; a file
gives records, failures or leftovers (nothing is dropped without a word); and a time budget of a few seconds holds.
The whole build, on a mix of good and hostile files, reports every file, exits non-zero exactly when a file failed,
and writes valid outputs.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import time
import zipfile
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from loaders import load

ROOT = Path(__file__).resolve().parents[2]
# CI runs a fixed sample (the same every run); ``FUZZ_EXAMPLES=2000 pytest tests/loaders/test_fuzz.py`` searches more,
# with fresh random inputs each run
_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "0"))
FUZZ = settings(max_examples=_EXAMPLES or 60, deadline=None, derandomize=not _EXAMPLES,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
BUDGET = 10.0           # seconds: far above what any of these inputs takes; a hang fails the test

_WORDS = st.sampled_from(["Ann Li", "Bo Wu", "and", "2023", "Proc. NSDI", '"', "'", "{", "}", "\\", "<", ">", "&",
                          "*", "**", "_", "#", "-", "1.", "[3]", ",", ".", ":", "《", "》", "李安", "发表论文", "\t",
                          "\n", "\n\n", "\r\n", "\u200b", "\ufeff", "\x00", "é", "😀", "ﬁ", "\u0301"])
_NOISE = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12)

_TOKENS = {
    "md": ["# ", "## Publications\n", "## Education\n", "- ", "1. ", "**", "*", "[x](http://a)", "<b>", "</b>",
           "<div>", "</div>", "<img src=x onerror=alert(1)>", "---\n", "title: x\n", "```\n", "> ", "|a|b|\n"],
    "tex": ["\\section{Publications}", "\\begin{itemize}", "\\end{itemize}", "\\item ", "\\textbf{", "}", "{",
            "\\newcommand{\\x}[2]{#1 #2}", "\\x{a}{b}", "\\def\\y#1{#1}", "\\y{z}", "\\input{other}", "%",
            "\\\\", "$", "\\cvitem{2020}{", "\\begin{document}", "\\end{document}", "\\documentclass{moderncv}",
            "\\bibliography{refs}", "\\nocite{*}", "\\href{http://a}{b}", "\\ifstrempty{#1}{a}{b}", "&", "\\"],
    "bib": ["@article{k,", "@inproceedings{", "@string{a = \"b\"}", "@comment{", "title = {", "author = {",
            " and ", "year = 2020", "}", "{", ",", "\"", "=", "@", "@software{s, title={T}}", "Li, Ann"],
    "ris": ["TY  - JOUR\n", "TI  - ", "AU  - ", "PY  - 2020\n", "ER  - \n", "T2  - ", "A1  - ", "DA  - ",
            "\n", "KW  - ", "XX  - "],
    "enw": ["%0 Journal Article\n", "%0 Patent\n", "%T ", "%A ", "%J ", "%B ", "%D 2020\n", "%@ ", "%Z ", "%",
            "\n", "\n\n", "Liu, Ann", "张三;李四;"],
    "refworks": ["RT Journal Article\n", "RT Patent\n", "A1 ", "T1 ", "JF ", "YR 2020\n", "SN ", "vo ", "\n",
                 "\n\n", "张三;李四;"],
    "net": ["{Reference Type}: Journal Article\n", "{Reference Type}: Patent\n", "{Title}: ", "{Author}: ",
            "{Journal}: ", "{Year}: 2020\n", "{Patent Number}: ", "{", "}: ", "\n", "\n\n", "张三;李四;"],
    "xml": ['<?xml version="1.0"?>\n<xml><records><record>', "<record>", "</record>", "<titles><title>", "</title>",
            "</titles>", "<contributors><authors><author>", "</author>", "<style>", "</style>", "<year>", "</year>",
            '<ref-type name="Patent">', '<ref-type name="Journal Article">', "</ref-type>", "<isbn>", "</isbn>",
            "</records></xml>", "<!DOCTYPE xml [<!ENTITY a \"aa\">]>", "&a;", "&amp;", "<![CDATA[", "]]>", "\n"],
    "json": ['[', ']', '{', '}', '"title"', '"author"', ':', ',', '"family"', '"given"', '"issued"',
             '{"date-parts": [[2020]]}', '"type"', '"article-journal"', 'null', '1e999', '"\\u0000"', '"x"'],
    "yml": ["- title: ", "  authors: ", "publications:\n", "  - ", "year: 2020\n", "&a ", "*a ", "!!python/object ",
            ": ", "? ", "|\n", ">\n", "'", "\"", "{", "}", "[", "]", "\n", "  "],
    "html": ["<html>", "<body>", "<h2>Publications</h2>", "<ul>", "<li>", "</li>", "</ul>", "<b>", "</b>",
             "<strong>", "<br>", "<p>", "</p>", "<script>alert(1)</script>", "<style>x{}</style>", "<!--", "-->",
             "<div><div><div>", "&amp;", "&#0;", "&#x110000;", "<a href='javascript:x'>", "</a>", "<table><tr><td>"],
    "org": ["* Publications\n", "** ", "- ", "#+TITLE: ", "#+BEGIN_SRC\n", "#+END_SRC\n", "*bold*", "/it/",
            "[[http://a][b]]", ":PROPERTIES:\n", ":END:\n"],
    "jemdoc": ["= Ann Li\n", "== Publications\n", "- ", "*bold*", "/it/", "[http://a b]", "~~~\n", "{{", "}}",
               "\\n", ": {", "} ", "# "],
}


def _text(fmt: str) -> st.SearchStrategy[str]:
    piece = st.one_of(st.sampled_from(_TOKENS[fmt]), _WORDS, _NOISE)
    return st.lists(piece, max_size=80).map("".join)


def _check(path: Path, name: str) -> None:
    started = time.perf_counter()
    result = load(path, source=name, max_seconds=BUDGET)
    assert time.perf_counter() - started < 2 * BUDGET
    assert result.source == name
    for item in (*result.records, *result.failures, *result.leftovers):
        assert item.span.source == name
        assert 0 <= item.span.start_line <= item.span.end_line
    assert result.records or result.failures or result.leftovers, "a file gave nothing and said nothing"


@pytest.mark.parametrize("fmt", sorted(_TOKENS))
def test_text_readers_never_raise_and_account_for_the_file(fmt, tmp_path):
    @FUZZ
    @given(text=_text(fmt), encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "gb18030", "latin-1"]))
    def run(text, encoding):
        path = tmp_path / f"cv.{fmt}"
        path.write_bytes(text.encode(encoding, "replace"))
        _check(path, path.name)

    run()


@FUZZ
@given(data=st.binary(max_size=3000),
       suffix=st.sampled_from(sorted(_TOKENS) + ["pdf", "docx", "doc", "odt", "rtf", "txt", ""]))
def test_random_bytes_under_any_name(data, suffix, tmp_path_factory):
    path = tmp_path_factory.mktemp("bytes") / ("cv." + suffix if suffix else "cv")
    path.write_bytes(data)
    _check(path, path.name)


# --- binary formats: valid files, then broken copies ---------------------------------------------------------------

def pdf_page(content: bytes, compress: bool = True) -> bytes:
    """A one-page PDF whose page holds ``content`` (its operators; font F1 is Helvetica): a minimal writer, so
    that the test controls every byte (also used by tests/loaders/test_hostile.py and benchmarks/hostile.py)."""
    stream = zlib.compress(content, 9) if compress else content
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d%s >>\nstream\n" % (len(stream), b" /Filter /FlateDecode" if compress else b"") + stream
            + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = b"%PDF-1.4\n", []
    for i, obj in enumerate(objs, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)


def _pdf(lines: list[str]) -> bytes:
    """A small valid one-page PDF showing the lines."""
    def esc(s: str) -> bytes:
        return s.encode("latin-1", "replace").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return pdf_page(b"BT /F1 10 Tf 50 760 Td 12 TL " + b"".join(b"(" + esc(t) + b") ' " for t in lines) + b"ET")


def _docx(paragraphs: list[str]) -> bytes:
    docx = pytest.importorskip("docx")
    d = docx.Document()
    for text in paragraphs:     # XML 1.0 has no control characters: Word cannot hold them either
        d.add_paragraph("".join(c for c in text if c in "\t\n" or (ord(c) >= 32 and c not in "\ufffe\uffff")))
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


_CV_LINES = ["Ann Li", "Publications", '1. Ann Li, Bo Wu, "Fast Startup of Things," in Proc. NSDI, 2024.',
             "2. Ann Li. Slow shutdown. Journal of Elsewhere, 5(2), 1-9, 2023.", "Education", "2015-2019 PhD, MIT"]


def _mutate(data: bytes, edits: list[tuple[int, int]], cut: int | None) -> bytes:
    buf = bytearray(data)
    for at, value in edits:
        buf[at % len(buf)] = value
    return bytes(buf[:cut]) if cut else bytes(buf)


_EDITS = st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=20)


@FUZZ
@given(lines=st.lists(st.one_of(st.sampled_from(_CV_LINES), _NOISE), max_size=12), edits=_EDITS,
       cut=st.one_of(st.none(), st.integers(1, 2000)))
def test_pdf_reader_on_valid_and_broken_files(lines, edits, cut, tmp_path_factory):
    path = tmp_path_factory.mktemp("pdf") / "cv.pdf"
    path.write_bytes(_mutate(_pdf(lines or ["x"]), edits, cut))
    _check(path, path.name)


@FUZZ
@given(paragraphs=st.lists(st.one_of(st.sampled_from(_CV_LINES), _NOISE), max_size=12), edits=_EDITS,
       cut=st.one_of(st.none(), st.integers(1, 40000)), xml=st.one_of(st.none(), _text("html")))
def test_docx_reader_on_valid_and_broken_files(paragraphs, edits, cut, xml, tmp_path_factory):
    data = _docx(paragraphs)
    if xml is not None:         # the document part replaced by something that is not the XML Word writes
        src, buf = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
        with zipfile.ZipFile(buf, "w") as z:
            for info in src.infolist():
                z.writestr(info, xml.encode("utf-8", "replace") if info.filename == "word/document.xml"
                           else src.read(info.filename))
        data = buf.getvalue()
    path = tmp_path_factory.mktemp("docx") / "cv.docx"
    path.write_bytes(_mutate(data, edits, cut))
    _check(path, path.name)


def _odt(paragraphs: list[str]) -> bytes:
    pytest.importorskip("odf")
    from odf.opendocument import OpenDocumentText
    from odf.text import P

    d = OpenDocumentText()
    for text in paragraphs:     # XML 1.0 has no control characters
        d.text.addElement(P(text="".join(c for c in text if c in "\t\n" or (ord(c) >= 32
                                                                              and c not in "\ufffe\uffff"))))
    buf = io.BytesIO()
    d.write(buf)
    return buf.getvalue()


@FUZZ
@given(paragraphs=st.lists(st.one_of(st.sampled_from(_CV_LINES), _NOISE), max_size=12), edits=_EDITS,
       cut=st.one_of(st.none(), st.integers(1, 12000)))
def test_odt_reader_on_valid_and_broken_files(paragraphs, edits, cut, tmp_path_factory):
    path = tmp_path_factory.mktemp("odt") / "cv.odt"
    path.write_bytes(_mutate(_odt(paragraphs), edits, cut))
    _check(path, path.name)


@FUZZ
@given(edits=_EDITS, cut=st.one_of(st.none(), st.integers(1, 23040)))
def test_doc_reader_on_a_word_file_broken(edits, cut, tmp_path_factory):
    """A file Word wrote (tests/data/doc), its bytes changed here and there or cut: refused with a reason or read,
    never an exception."""
    path = tmp_path_factory.mktemp("doc") / "cv.doc"
    path.write_bytes(_mutate((ROOT / "tests" / "data" / "doc" / "harmless-clean.doc").read_bytes(), edits, cut))
    _check(path, path.name)


_RTF_TOKENS = ["{", "}", "\\par ", "\\line ", "\\cell ", "\\row ", "\\b ", "\\b0 ", "\\'e9", "\\u21338?",
               "\\ansicpg936 ", "{\\*\\fldinst HYPERLINK \"http://x\"}", "{\\fldrslt ", "\\bin5 ", "\\pict ",
               "{\\fonttbl{\\f0 Arial;}}", "\\"]


@FUZZ
@given(body=st.lists(st.one_of(st.sampled_from(_RTF_TOKENS), st.sampled_from(_CV_LINES), _NOISE), max_size=60))
def test_rtf_reader_never_raises(body, tmp_path_factory):
    path = tmp_path_factory.mktemp("rtf") / "cv.rtf"
    path.write_bytes(("{\\rtf1\\ansi " + "".join(body) + "}").encode("utf-8", "replace"))
    _check(path, path.name)


# --- the whole build on a mix of good and hostile files ------------------------------------------------------------

_GOOD = sorted((ROOT / "examples" / "cvs").glob("*.txt"))
_HOSTILE = {
    "binary.pdf": b"%PDF-1.4\x00\x01\x02\xff" * 40,
    "empty.md": b"",
    "blank.txt": b"\n\n   \n",
    "bomb.docx": b"PK\x03\x04" + b"\x00" * 200,
    "utf16-garbage.txt": b"\xff\xfe" + bytes(range(256)) * 8,
    "broken.bib": b"@article{k, title={Unclosed, author={Li, Ann}\n@article{j, title={Fine}, author={Wu, Bo}, year=2020}\n",
    "nested.html": b"<div>" * 5000 + b"Ann Li" + b"</div>" * 10,
    "markup.md": b"# <img src=x onerror=alert(1)>\n## Publications\n- <script>x</script>, \"T\", 2020\n",
    "csl.json": b'[{"title": 5, "author": "nobody", "issued": {"date-parts": [["x"]]}}]',
    "bad.ris": b"TY  - JOUR\nTI  - No end\nAU  - \n",
}


@settings(max_examples=6, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(good=st.lists(st.sampled_from(_GOOD), unique=True, max_size=2),
       hostile=st.lists(st.sampled_from(sorted(_HOSTILE)), unique=True, max_size=4))
def test_build_on_a_mix_of_good_and_hostile_files(good, hostile, tmp_path_factory):
    from graph.cli.commands import main

    folder = tmp_path_factory.mktemp("mix")
    cvs = folder / "cvs"
    cvs.mkdir()
    for path in good:
        shutil.copy(path, cvs / path.name)
    for name in hostile:
        (cvs / name).write_bytes(_HOSTILE[name])
    names = sorted(p.name for p in cvs.iterdir())
    out = folder / "out"
    code = main(["build", str(cvs), "-o", str(out), "--no-network", "--max-seconds", str(BUDGET)])
    if not names:
        assert code != 0        # nothing to build is said, not passed over
        return
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    files = {f["source"]: f for f in report["files"]}
    assert sorted(files) == names                               # every file accounted for
    failed = {n for n, f in files.items() if f["failures"]}
    assert code == (1 if failed else 0), (code, failed)
    assert report["validation"]["conforms"] if "validation" in report else True
    assert (out / "graph.trig").is_file()
    assert not any(p.name.startswith(".staging-") for p in out.iterdir())
