"""Bad and unusual input: every failure names the file (and the line where there is one); other files still load."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from loaders import (BinaryFileError, EmptyFileError, FileTooLargeError, PaperRecord, ProfileRecord, load, load_many,
                     parse_document, read_document)

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "examples" / "cvs" / "000_c992527a1da3d179.txt"
CHINESE = "刘运卓\n\n教育背景\n\n上海交通大学, 计算机科学与技术, 硕博连读 2019.9 - 2025.3(预期)\n\n- 导师: 江波\n"


def test_binary_file_fails_with_its_name(tmp_path):
    p = tmp_path / "photo.txt"
    p.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    result = load(p, source="photo.txt")
    assert not result.records
    assert [str(f) for f in result.failures] == ["photo.txt: not a text file: a PNG image"]


def test_random_binary_without_magic(tmp_path):
    p = tmp_path / "blob.txt"
    p.write_bytes(b"abc\n\x00\x01\x02\xff\xfe" * 100)
    with pytest.raises(BinaryFileError, match=r"blob.txt(:\d+)?: not a text file"):
        read_document(p, source="blob.txt")


@pytest.mark.parametrize("content", [b"", b"   \n\r\n\t\n"])
def test_empty_file(tmp_path, content):
    p = tmp_path / "empty.md"
    p.write_bytes(content)
    with pytest.raises(EmptyFileError, match="empty.md: empty file"):
        read_document(p, source="empty.md")
    assert load(p, source="empty.md").failures[0].span.source == "empty.md"


@pytest.mark.parametrize("encoding", ["gbk", "gb18030", "utf-16", "utf-16-le", "utf-8-sig", "utf-32"])
def test_encodings_are_detected(tmp_path, encoding):
    p = tmp_path / f"cv-{encoding}.txt"
    p.write_bytes(CHINESE.encode(encoding))
    doc = read_document(p)
    assert doc.lines[0] == "刘运卓"
    result = load(p)
    assert result.failures == ()
    assert [n.text for n in result.of_type(ProfileRecord)[0].names] == ["刘运卓"]


def test_gbk_sample_cv_gives_the_same_papers_as_utf8(tmp_path):
    text = (ROOT / "examples" / "cvs" / "001_cc30772fa1baa516.txt").read_text(encoding="utf-8")
    p = tmp_path / "001-gbk.txt"
    p.write_bytes(text.encode("gb18030"))
    gbk, utf8 = load(p, source="x"), load(ROOT / "examples" / "cvs" / "001_cc30772fa1baa516.txt", source="x")
    assert read_document(p).encoding == "gb18030"
    assert gbk.records == utf8.records


def test_crlf_and_bom_keep_line_numbers(tmp_path):
    text = SAMPLE.read_text(encoding="utf-8")
    p = tmp_path / "crlf.txt"
    p.write_bytes(codecs.BOM_UTF8 + text.replace("\n", "\r\n").encode("utf-8"))
    a, b = load(p, source="s"), load(SAMPLE, source="s")
    assert a.records == b.records
    assert read_document(p).bom


def test_lone_form_feed_is_not_a_line_break():
    doc = parse_document(b"a\x0cb\nc\n", source="x")
    assert doc.lines == ("a\x0cb", "c")


def test_huge_file_fails_fast_and_others_still_load(tmp_path):
    big = tmp_path / "a_huge.txt"
    with big.open("wb") as fh:
        fh.write(b"Publications\n")
        fh.write(b"- A. B, \"Title of a paper\". (X 2020)\n" * (50 * 1024 * 1024 // 37 + 1))
    assert big.stat().st_size >= 50 * 1024 * 1024
    (tmp_path / "b.txt").write_bytes(SAMPLE.read_bytes())
    results = load_many([tmp_path])
    assert [r.source for r in results] == ["a_huge.txt", "b.txt"]
    assert "over the limit of 5242880 bytes" in results[0].failures[0].reason
    assert str(results[0].failures[0]).startswith("a_huge.txt: file is ")
    assert len(results[1].of_type(PaperRecord)) == 9
    with pytest.raises(FileTooLargeError):
        read_document(big)


def test_size_limit_is_configurable(tmp_path):
    p = tmp_path / "cv.txt"
    p.write_bytes(SAMPLE.read_bytes())
    assert load(p, max_bytes=100).failures
    assert not load(p, max_bytes=10_000).failures


def test_file_with_only_headings(tmp_path):
    p = tmp_path / "headings.md"
    p.write_text("# Publications\n\n## Education\n\n教育背景\n专利发表\n", encoding="utf-8")
    result = load(p, source="headings.md")
    # headings and nothing under them: no record, no leftover, and one failure that says so (a file that gives
    # nothing is never passed over in silence)
    assert result.records == () and result.leftovers == ()
    assert [str(f) for f in result.failures] == ["headings.md:1-6: nothing read from the file: no text in it that "
                                                 "could be read"]


def test_missing_file_is_a_failure_not_an_exception(tmp_path):
    result = load(tmp_path / "nope.txt", source="nope.txt")
    assert result.failures and result.failures[0].span.source == "nope.txt"


def test_malformed_entries_are_listed_with_their_line(tmp_path):
    p = tmp_path / "cv.md"
    p.write_text("Jane Doe\n\nPublications\n- Jane Doe, \"A good paper\". (NSDI 2024)\n- a line that is no citation\n"
                 "\n@article{broken, title={Unclosed\n\n@misc{ok, author={Doe, Jane}, title={Fine}, year={2020}}\n",
                 encoding="utf-8")
    result = load(p, source="cv.md")
    assert [p.title for p in result.of_type(PaperRecord)] == ["A good paper", "Fine"]
    assert [(str(f.span), f.reason.split(":")[0]) for f in result.failures] == [
        ("cv.md:5", "no quoted title"), ("cv.md:7", "malformed BibTeX entry (unbalanced braces or a missing comma)")]


def test_contact_is_private_and_leftovers_are_redacted(tmp_path):
    p = tmp_path / "cv.txt"
    p.write_text("Jane Doe\n☎ +86 13800000000 · ✉ jane@example.org\n\nHobbies\nCall me at +86 13900000000 or "
                 "jane@example.org\n", encoding="utf-8")
    result = load(p, source="cv.txt")
    profile = result.of_type(ProfileRecord)[0]
    assert profile.contact.emails == ("jane@example.org",)
    assert "jane@example.org" not in repr(profile)
    assert all("jane@" not in x.text and "13900000000" not in x.text for x in result.leftovers)
