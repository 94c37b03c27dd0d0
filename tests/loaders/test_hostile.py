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
