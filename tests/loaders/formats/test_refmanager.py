"""Reference-manager exports beside RIS and CSL-JSON: EndNote tagged (.enw, Google Scholar and CNKI), RefWorks
tagged (CNKI), NoteExpress (CNKI's Chinese export) and EndNote XML.  The files in tests/data/refman are written by
hand as the tools write them; the expected records below were written by reading those files."""

from __future__ import annotations

from pathlib import Path

import pytest

from loaders import load
from loaders.model import PaperRecord, PatentRecord

DATA = Path(__file__).parents[2] / "data" / "refman"

# (type, title, names as shown, venue, year, first line, last line); patents: ("patent", title, inventors, number,
# None, first, last)
ENDNOTE = [
    ("paper", "Adaptive Load Balancing for Data Center Networks", ["Yunzhuo Liu", "Bo Jiang"],
     "IEEE/ACM Transactions on Networking", 2023, 1, 12),
    ("paper", "FastIOV: Fast Startup of Passthrough Network I/O Virtualization for Secure Containers",
     ["Yunzhuo Liu", "Bo Jiang", "Zhisheng Ye"], "Proceedings of the Twentieth European Conference on Computer Systems",
     2025, 14, 22),
    ("paper", "面向数据中心网络的流量调度方法研究", ["刘运卓", "蒋波"], "计算机学报", 2021, 24, 38),
    ("patent", "一种容器网络虚拟化的启动加速方法", ["刘运卓", "蒋波"], "CN114567890A", None, 40, 46),
]
REFWORKS = [
    ("paper", "面向数据中心网络的流量调度方法研究", ["刘运卓", "蒋波"], "计算机学报", 2021, 1, 16),
    ("paper", "FuncPipe: A Pipelined Serverless Framework for Fast and Cost-Efficient Training of Deep Learning Models",
     ["Yunzhuo Liu", "Bo Jiang"], "Proceedings of the ACM on Measurement and Analysis of Computing Systems (SIGMETRICS)",
     2023, 18, 27),
    ("patent", "一种容器网络虚拟化的启动加速方法", ["刘运卓", "蒋波"], "CN114567890A", None, 29, 35),
]
NOTEEXPRESS = [
    ("paper", "面向数据中心网络的流量调度方法研究", ["刘运卓", "蒋波"], "计算机学报", 2021, 1, 14),
    ("paper", "FuncPipe: A Pipelined Serverless Framework for Fast and Cost-Efficient Training of Deep Learning Models",
     ["Yunzhuo Liu", "Bo Jiang"], "SIGMETRICS 2023", 2023, 16, 21),
    ("patent", "一种容器网络虚拟化的启动加速方法", ["刘运卓", "蒋波"], "CN114567890A", None, 23, 28),
]
ENDNOTE_XML = [
    ("paper", "Adaptive Load Balancing for Data Center Networks", ["Yunzhuo Liu", "Bo Jiang"],
     "IEEE/ACM Transactions on Networking", 2023, 3, 10),
    ("paper", "FastIOV: Fast Startup of Passthrough Network I/O Virtualization for Secure Containers",
     ["Yunzhuo Liu", "Bo Jiang", "Zhisheng Ye"], "EuroSys '25", 2025, 11, 14),
    ("paper", "面向数据中心网络的流量调度方法研究", ["刘运卓", "蒋波"], "计算机学报", 2021, 15, 18),
    ("patent", "一种容器网络虚拟化的启动加速方法", ["刘运卓", "蒋波"], "CN114567890A", None, 19, 22),
]
# the lines outside every entry: EndNote XML's declaration and its <xml><records> frame
FRAME = {"library.xml": [1, 2, 26]}
CASES = {  # file: (expected works, the lines of the entry without a title)
    "scholar.enw": (ENDNOTE, (48, 51)),
    "cnki_refworks.txt": (REFWORKS, (37, 40)),
    "cnki_noteexpress.net": (NOTEEXPRESS, (30, 33)),
    "library.xml": (ENDNOTE_XML, (23, 25)),
}


def _got(records):
    out = []
    for r in records:
        if isinstance(r, PaperRecord):
            out.append(("paper", r.title, [a.text for a in r.authors], r.venue, r.year, r.span.start_line,
                        r.span.end_line))
        elif isinstance(r, PatentRecord):
            out.append(("patent", r.title, [a.text for a in r.inventors], r.number, None, r.span.start_line,
                        r.span.end_line))
    return out


@pytest.mark.parametrize("name", CASES)
def test_an_export_gives_its_entries(name):
    expected, (first, last) = CASES[name]
    result = load(DATA / name, source=name)
    assert _got(result.records) == expected
    works = [r for r in result.records if isinstance(r, (PaperRecord, PatentRecord))]
    assert all(r.span.source == name for r in works)
    assert [a.rank for a in works[0].authors] == [1, 2]
    patent = next(r for r in works if isinstance(r, PatentRecord))
    assert {m.role for m in patent.inventors} == {"inventor"}
    # the entry without a title is a failure naming the file and its lines; nothing else failed
    assert [(f.span.source, f.span.start_line, f.span.end_line) for f in result.failures] == [(name, first, last)]
    assert "title" in result.failures[0].reason
    # every line belongs to an entry (unknown tags too): nothing else is left over
    assert [x.span.start_line for x in result.leftovers] == FRAME.get(name, [])


def test_names_are_kept_as_written():
    result = load(DATA / "scholar.enw", source="scholar.enw")
    first = next(r for r in result.records if isinstance(r, PaperRecord))
    assert [a.raw for a in first.authors] == ["Liu, Yunzhuo", "Jiang, Bo"]
    assert first.doi == "10.1109/TNET.2023.1234567"


@pytest.mark.parametrize("name", CASES)
def test_detected_by_content_under_any_name(name, tmp_path):
    path = tmp_path / "export.txt"
    path.write_bytes((DATA / name).read_bytes())
    expected, _ = CASES[name]
    assert _got(load(path, source="export.txt").records) == expected


def test_a_tagged_entry_without_its_start_is_not_lost(tmp_path):
    text = "%T Stray title\n\n%0 Journal Article\n%T Real\n%A Li, Ann\n%D 2020\n"
    path = tmp_path / "x.enw"
    path.write_text(text, encoding="utf-8")
    result = load(path, source="x.enw")
    assert _got(result.records) == [("paper", "Real", ["Ann Li"], None, 2020, 3, 6)]
    assert [(f.span.start_line, f.span.end_line) for f in result.failures] == [(1, 1)]


def test_broken_endnote_xml_is_a_failure_at_its_line(tmp_path):
    lines = (DATA / "library.xml").read_text(encoding="utf-8").splitlines()
    lines[16] = lines[16].replace("</title>", "")          # line 17: a title never closed
    path = tmp_path / "broken.xml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = load(path, source="broken.xml")
    assert _got(result.records) == ENDNOTE_XML[:2]          # the records before the break are kept
    assert len(result.failures) == 1
    failure = result.failures[0]
    assert failure.span.source == "broken.xml" and failure.span.start_line == 15 and "17" in failure.reason
    assert [x.span.start_line for x in result.leftovers] == [1, 2]


def test_endnote_xml_refuses_entities(tmp_path):
    bomb = ('<?xml version="1.0"?>\n<!DOCTYPE xml [\n<!ENTITY a "aaaaaaaaaa">\n<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">\n'
            ']>\n<xml><records><record><ref-type name="Journal Article">17</ref-type>\n'
            '<titles><title>&b;</title></titles></record></records></xml>\n')
    path = tmp_path / "bomb.xml"
    path.write_text(bomb, encoding="utf-8")
    result = load(path, source="bomb.xml")
    assert not any(isinstance(r, PaperRecord) for r in result.records)
    assert result.failures and "entit" in result.failures[0].reason


@pytest.mark.parametrize("text", [
    "%0 this is a LaTeX comment\n\\documentclass{article}\n\\begin{document}\nAnn Li\n\\end{document}\n",
    "% CV of Ann Li\n%T not a tag\n\\documentclass{article}\n\\begin{document}\nAnn Li\n\\end{document}\n",
    "RT @ann: our paper got in\nPublications\n",
    "{Title}: My CV\nPublications\n",
    "<?xml version=\"1.0\"?>\n<cv><name>Ann Li</name></cv>\n",
])
def test_ordinary_text_is_not_an_export(text):
    from loaders.formats.sniff import reference_export_kind
    assert reference_export_kind(text.splitlines()) is None
