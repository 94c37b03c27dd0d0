"""PDF, HTML, Word, CSL-JSON and RIS versions of the sample CVs give the same papers and patents as the text.

The tests make those files: HTML and Word from each CV's lines (headings, bullets, bold kept as markup), PDF from
the English CVs' lines (fpdf2's core fonts have no Han characters), CSL-JSON and RIS from the golden files (which
were written by hand from the CVs).
"""

from __future__ import annotations

import html
import io
import json
import re
from pathlib import Path

import pytest

from loaders import PaperRecord, PatentRecord, load

ROOT = Path(__file__).resolve().parents[3]
CVS = sorted((ROOT / "examples" / "cvs").glob("*.txt"))
GOLDEN = ROOT / "tests" / "data" / "golden"


def _key(records) -> set:
    norm = lambda s: re.sub(r"\W+", "", s.lower())  # noqa: E731
    out = set()
    for r in records:
        if isinstance(r, PaperRecord):
            out.add(("paper", norm(r.title), tuple(a.text for a in r.authors), r.year))
        elif isinstance(r, PatentRecord):
            out.add(("patent", norm(r.title), tuple(a.text for a in r.inventors)))
    return out


def _works(path: Path, name: str) -> set:
    result = load(path, source=name)
    assert not [f for f in result.failures if "not readable" in f.reason or "not a" in f.reason], result.failures
    return _key(result.records)


def _inline_html(text: str) -> str:
    text = html.escape(text, quote=False)
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)


def _to_html(lines: list[str]) -> str:
    out = ["<!DOCTYPE html>", "<html><head><title>CV</title><script>var x = 1;</script></head><body>"]
    for line in lines:
        m = re.match(r"^(#{1,6})\s+(.*)$", line)
        b = re.match(r"^\s*[-*•■◆]\s+(.*)$", line)
        if not line.strip():
            out.append("")
        elif m:
            out.append(f"<h{len(m.group(1))}>{_inline_html(m.group(2))}</h{len(m.group(1))}>")
        elif b:
            out.append(f"<ul><li>{_inline_html(b.group(1))}</li></ul>")
        else:
            out.append(f"<p>{_inline_html(line)}</p>")
    out.append("</body></html>")
    return "\n".join(out)


@pytest.mark.parametrize("cv", CVS, ids=lambda p: p.name[:3])
def test_html_gives_the_same_works(cv, tmp_path):
    lines = cv.read_text(encoding="utf-8").splitlines()
    page = tmp_path / (cv.stem + ".html")
    page.write_text(_to_html(lines), encoding="utf-8")
    assert _works(page, page.name) == _works(cv, cv.name)


@pytest.mark.parametrize("cv", CVS, ids=lambda p: p.name[:3])
def test_docx_gives_the_same_works(cv, tmp_path):
    docx = pytest.importorskip("docx")
    d = docx.Document()
    for line in cv.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(#{1,6})\s+(.*)$", line)
        b = re.match(r"^\s*[-*•]\s+(.*)$", line)
        if m:
            d.add_heading(m.group(2).replace("**", ""), min(len(m.group(1)), 9))
            continue
        p = d.add_paragraph(style="List Bullet" if b else None)
        for k, part in enumerate(re.split(r"\*\*", b.group(1) if b else line)):
            if part:
                p.add_run(part).bold = k % 2 == 1
    path = tmp_path / (cv.stem + ".docx")
    d.save(str(path))
    assert _works(path, path.name) == _works(cv, cv.name)


ENGLISH = [p for p in CVS if not re.search(r"[\u4e00-\u9fff]", p.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("cv", ENGLISH, ids=lambda p: p.name[:3])
def test_pdf_gives_the_same_works(cv, tmp_path):
    fpdf = pytest.importorskip("fpdf")
    pdf = fpdf.FPDF()
    pdf.set_auto_page_break(True, 15)
    pdf.add_page()
    for line in cv.read_text(encoding="utf-8").splitlines():
        text = line.replace("’", "'").replace("“", '"').replace("”", '"').replace("–", "-").replace("—", "-")
        text = text.encode("latin-1", "replace").decode("latin-1")
        m = re.match(r"^(#{1,6})\s+(.*)$", text)
        if m:
            pdf.set_font("Helvetica", "B", 12)
            pdf.multi_cell(0, 6, m.group(2).replace("**", ""), new_x="LMARGIN", new_y="NEXT")
            continue
        if not text.strip():
            pdf.ln(3)
            continue
        for k, part in enumerate(re.split(r"\*\*", text)):
            pdf.set_font("Helvetica", "B" if k % 2 else "", 9)
            pdf.write(5, part)
        pdf.ln(5)
    path = tmp_path / (cv.stem + ".pdf")
    pdf.output(str(path))
    text_works = _works(cv, cv.name)
    pdf_works = _works(path, path.name)
    # a PDF wraps long lines; the readers mend the breaks, so every work of the text comes out
    assert {w[:2] for w in pdf_works} >= {w[:2] for w in text_works}
    assert len(pdf_works) == len(text_works)


def _golden() -> list[dict]:
    """The golden files of the CVs that list works."""
    data = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(GOLDEN.glob("*.load.json"))]
    return [d for d in data if d["papers"] or d["patents"]]


def _golden_key(data: dict) -> set:
    norm = lambda s: re.sub(r"\W+", "", s.lower())  # noqa: E731
    return ({("paper", norm(p["title"]), tuple(p["authors"]), p["year"]) for p in data["papers"]}
            | {("patent", norm(p["title"]), tuple(p["inventors"])) for p in data["patents"]})


@pytest.mark.parametrize("data", _golden(), ids=lambda d: d["source"][:3])
def test_csljson_gives_the_golden_works(data, tmp_path):
    items = [{"id": f"p{k}", "type": "paper-conference", "title": p["title"], "container-title": p["venue"],
              "author": [{"literal": a} for a in p["authors"]], "issued": {"date-parts": [[p["year"]]]}}
             for k, p in enumerate(data["papers"])]
    items += [{"id": f"t{k}", "type": "patent", "title": p["title"], "number": p["number"],
               "author": [{"literal": a} for a in p["inventors"]]} for k, p in enumerate(data["patents"])]
    path = tmp_path / "refs.json"
    path.write_text(json.dumps(items, ensure_ascii=False, indent=1), encoding="utf-8")
    result = load(path, source="refs.json")
    assert result.ok and _key(result.records) == _golden_key(data)
    assert all(r.span.start_line > 1 for r in result.records)


@pytest.mark.parametrize("data", _golden(), ids=lambda d: d["source"][:3])
def test_ris_gives_the_golden_works(data, tmp_path):
    blocks = []
    for p in data["papers"]:
        blocks += ["TY  - CONF", f"TI  - {p['title']}"] + [f"AU  - {a}" for a in p["authors"]]
        blocks += [f"T2  - {p['venue']}", f"PY  - {p['year']}", "ER  - ", ""]
    for p in data["patents"]:
        blocks += ["TY  - PAT", f"TI  - {p['title']}", f"M1  - {p['number']}"] + [f"AU  - {a}" for a in p["inventors"]]
        blocks += ["ER  - ", ""]
    path = tmp_path / "refs.ris"
    path.write_text("\n".join(blocks), encoding="utf-8")
    result = load(path, source="refs.ris")
    assert result.ok and _key(result.records) == _golden_key(data)


def test_bad_documents_fail_with_a_reason(tmp_path):
    cases = {"enc.pdf": b"%PDF-1.4\n1 0 obj << /Encrypt 2 0 R >> endobj\ntrailer << /Root 3 0 R /Encrypt 2 0 R >>\n%%EOF",
             "bad.docx": b"PK\x03\x04 not really a zip", "fake.docx": b"plain text pretending"}
    z = io.BytesIO()
    import zipfile
    with zipfile.ZipFile(z, "w") as f:
        f.writestr("other.xml", "<x/>")
    cases["nodoc.docx"] = z.getvalue()
    cases["deep.html"] = b"<html><body>" + b"<div>" * 5000 + b"Ann Li" + b"</div>" * 5000 + b"</body></html>"
    for name, data in cases.items():
        (tmp_path / name).write_bytes(data)
        result = load(tmp_path / name, source=name)      # never a traceback
        assert result.source == name
        if name != "deep.html":
            assert not result.ok and name in str(result.failures[0].span), (name, result.failures)
