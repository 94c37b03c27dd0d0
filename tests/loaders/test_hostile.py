"""Hostile inputs: bytes that decode to mojibake, markup in author lists, and contact details in every common
form (none reaches any output of a build unless asked for)."""

from __future__ import annotations

import random
import re

import pytest

from loaders import EncodingError, PaperRecord, extract, parse_document


def test_bytes_misread_as_utf16_are_a_failure_not_a_cv():
    rng = random.Random(3)
    garbage = "".join(chr(rng.randrange(0x100, 0xD7FF)) for _ in range(300))
    ascii_as_utf16 = b"Hello, this is the CV of Ann Li. Publications: Ann Li, Bo Wu, Fast things, 2024."
    for data in (b"\xff\xfe" + garbage.encode("utf-16-le"), b"\xff\xfe" + ascii_as_utf16):
        with pytest.raises(EncodingError, match="implausible"):
            parse_document(data, source="g.txt")


def test_real_chinese_text_still_reads_in_every_encoding():
    text = "刘运卓\n\n论文发表\n- 刘运卓, 江波, 《一种数据包处理方法》, 计算机学报, 2023.\n" * 3
    for data in (text.encode("gb18030"), text.encode("utf-16-le"), text.encode("utf-16"), text.encode("utf-8")):
        assert parse_document(data, source="zh.txt").lines[0] == "刘运卓"


def test_markup_in_an_author_list_is_never_a_person():
    text = ('Ann Li\n\nPublications\n- Ann Li, <img src=x onerror=alert(1)>, Bo Wu, <a href="javascript:x">Eve</a>, '
            '"A Title of Things," NSDI 2024.\n')
    (paper,) = extract(parse_document(text.encode(), source="x.md")).of_type(PaperRecord)
    names = [a.text for a in paper.authors]
    assert "Ann Li" in names and "Bo Wu" in names
    assert not any(c in n for n in names for c in "<>=") and not any("javascript" in n for n in names)


FORMS = ["+1 (617) 555-0123", "138-1234-5678", "010-62751234", "+86 138 1234 5678", "jane[at]x.edu",
         "jane (at) x dot edu", "jane@x.edu"]


@pytest.mark.parametrize("form", FORMS)
def test_contact_details_reach_no_output(tmp_path, form):
    from graph import build

    cvs = tmp_path / "cvs"
    cvs.mkdir()
    (cvs / "cv.md").write_text(f"# Ann Li\n\nContact: {form}\nPhone or mail: {form}\n\n## Publications\n"
                               f'1. **Ann Li**, Bo Wu, "Fast Startup of Things," in Proc. EuroSys, 2025.\n',
                               encoding="utf-8")
    build([cvs], tmp_path / "out", formats=("trig", "nquads", "turtle", "jsonld"))
    digits = re.sub(r"\D", "", form)
    written = [p for p in (tmp_path / "out").rglob("*") if p.is_file()]
    assert {p.name for p in written} >= {"graph.trig", "report.md", "report.json", "network.html"}
    for path in written:
        text = path.read_text(encoding="utf-8", errors="replace")
        assert form not in text and "jane" not in text.lower(), path.name
        if digits:
            assert digits not in re.sub(r"[\s()+-]", "", text), path.name


def test_contact_details_are_written_when_asked_for(tmp_path):
    """The check above can fail: with include_contact the e-mail address is in the graph."""
    from graph import build

    cvs = tmp_path / "cvs"
    cvs.mkdir()
    (cvs / "cv.md").write_text('# Ann Li\n\njane@x.edu\n\n## Publications\n1. **Ann Li**, Bo Wu, "Fast Startup of '
                               'Things," in Proc. EuroSys, 2025.\n', encoding="utf-8")
    build([cvs], tmp_path / "out", include_contact=True)
    assert "jane@x.edu" in (tmp_path / "out" / "graph.trig").read_text(encoding="utf-8")


# --- bombs: each refused or cut short with a reason naming the file and line, never a hang ------------------------

def test_a_latex_macro_bomb_is_cut_short_with_its_line():
    # \aa prints \ab twice, \ab prints \ac twice, ... : 2^25 expansions if let run
    defs = ["\\newcommand{\\a%s}{\\a%s\\a%s}" % (chr(97 + i), chr(98 + i), chr(98 + i)) for i in range(25)]
    text = "\n".join(["\\documentclass{article}", *defs, "\\newcommand{\\az}{lol}", "\\def\\x{\\x}",
                      "\\begin{document}", "\\section{Publications}", "\\x \\aa", "\\end{document}"])
    result = extract(parse_document(text.encode(), source="cv.tex"), source_kind="latex", max_seconds=None)
    bomb = [f for f in result.failures if "macro expansions" in f.reason]
    assert bomb and bomb[0].span.start_line == text.splitlines().index("\\x \\aa") + 1


def _pdf(content: bytes) -> bytes:
    from tests.loaders.test_fuzz import pdf_page

    return pdf_page(content)


def test_a_pdf_whose_contents_inflate_too_far_is_refused_before_inflating(tmp_path, monkeypatch):
    import loaders.formats.pdf as pdf
    from loaders import load

    monkeypatch.setattr(pdf, "MAX_CONTENT_BYTES", 1_000_000)
    path = tmp_path / "bomb.pdf"
    path.write_bytes(_pdf(b" " * 5_000_000))         # 5 MB of page content in a 5 KB file
    assert len(path.read_bytes()) < 20_000
    failures = load(path, source="bomb.pdf").failures
    assert failures and "inflate to more than 1000000 bytes" in failures[0].reason


def test_a_pdf_page_of_too_many_objects_is_refused(tmp_path, monkeypatch):
    import loaders.formats.pdf as pdf
    from loaders import load

    monkeypatch.setattr(pdf, "MAX_PAGE_OPERATORS", 1_000)
    path = tmp_path / "rects.pdf"
    path.write_bytes(_pdf(b"".join(b"%d %d 1 1 re f\n" % (i % 600, i // 600) for i in range(5_000))))
    failures = load(path, source="rects.pdf").failures
    assert failures and "page 1 holds" in failures[0].reason and "more than 1000" in failures[0].reason


def test_a_docx_that_would_decompress_too_far_is_refused(tmp_path, monkeypatch):
    import io
    import zipfile

    import loaders.formats.docx as docx
    from loaders import load

    monkeypatch.setattr(docx, "MAX_UNCOMPRESSED", 1_000_000)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/document.xml", " " * 5_000_000)
    path = tmp_path / "bomb.docx"
    path.write_bytes(buf.getvalue())
    failures = load(path, source="bomb.docx").failures
    assert failures and "would decompress to more than 1000000 bytes" in failures[0].reason


def test_deeply_nested_html_is_read_without_a_traceback(tmp_path):
    from loaders import load

    path = tmp_path / "deep.html"
    path.write_text("<html><body>" + "<div>" * 50_000 + "Ann Li" + "</div>" * 50_000 + "</body></html>")
    result = load(path, source="deep.html")
    assert result.records or result.failures or result.leftovers


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["lol", "Ann Li, ", "李安", "1 2 ", '"x ', "[1] ", "a@b"])
def test_one_long_line_takes_linear_time(unit):
    # a run of word characters once made the e-mail pattern retry at every position (quadratic: 8,000 "lol" took
    # 6 s); the ratio of 4n to n stays near 4
    import time

    def seconds(n: int) -> float:
        doc = parse_document(("# Ann Li\n## Publications\n- " + unit * (n // len(unit)) + "\n").encode(),
                             source="cv.md")
        started = time.perf_counter()
        extract(doc, max_seconds=None)
        return time.perf_counter() - started

    seconds(2_000)                                       # warm the caches and imports
    small = min(seconds(10_000) for _ in range(3))       # the best of three: a busy machine adds, never takes
    bound = max(8 * small, 0.5)
    large = _best_of_three_below(lambda: seconds(40_000), bound)
    assert large < bound, (small, large)


def test_deeply_nested_inline_tags_are_a_failure_not_a_traceback(tmp_path):
    # 400 unclosed <b> once went past Python's recursion limit (two frames a level): RecursionError from load
    from benchmarks.hostile import nested_inline_tags
    from loaders import load

    path = tmp_path / "deep.html"
    path.write_bytes(b"<html><body><h1>Ann Li</h1>" + nested_inline_tags(400) + b"</body></html>")
    result = load(path, source="deep.html")
    assert any("nested more than" in f.reason for f in result.failures)


def _best_of_three_below(measure, bound: float) -> float:
    """The best of three runs of ``measure``, or the first under ``bound``: a run under it decides ``best < bound``
    (further runs could only lower the best), so they are not made; a slow implementation still runs all three."""
    best = float("inf")
    for _ in range(3):
        best = min(best, measure())
        if best < bound:
            break
    return best


def _load_seconds(path) -> float:
    import time

    from loaders import load

    started = time.perf_counter()
    load(path, source=path.name, max_seconds=None)
    return time.perf_counter() - started


def _best_of_three(path, data: bytes, below: float = 0.0) -> float:
    """The best of three loads of ``data``; with ``below``, stops at the first under it (:func:`_best_of_three_below`)."""
    path.write_bytes(data)
    return _best_of_three_below(lambda: _load_seconds(path), below)


@pytest.mark.slow
def test_nested_list_items_take_time_linear_in_their_depth(tmp_path):
    # an item holding a list was flattened whole at every level, and each text searched all its parents for a
    # <pre>: the cost grew with the cube of the depth (10 chains 300 deep: 41 s)
    from benchmarks.hostile import nested_list_items

    path = tmp_path / "lists.html"
    _best_of_three(path, nested_list_items(size=1, depth=20))
    small = _best_of_three(path, nested_list_items(size=1, depth=45))
    bound = max(8 * small, 0.5)
    large = _best_of_three(path, nested_list_items(size=1, depth=180), below=bound)
    assert large < bound, (small, large)


@pytest.mark.slow
def test_a_pdf_page_of_many_lines_is_laid_out_in_linear_time(tmp_path):
    # pdfminer's grouping of text boxes compared every pair of boxes of a page (1,500 lines: 13 s and 450 MB)
    from benchmarks.hostile import pdf_many_lines

    path = tmp_path / "lines.pdf"
    _best_of_three(path, pdf_many_lines(50))
    small = _best_of_three(path, pdf_many_lines(300))
    large = _best_of_three(path, pdf_many_lines(1_200), below=8 * small)
    assert large < 8 * small, (small, large)
