"""GB/T 7714: an accepted paper with its status where the year and volume would be ("Title[J]. 期刊, 录用待刊.") is
read (the [J] type mark after the title says it is a reference), and a patent written "题名: 中国, 申请号[P]" gives
its number."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.entries.patents import parse_patent
from loaders.model import PaperRecord, Span


def test_a_gbt_journal_paper_with_a_status_for_its_year_is_read():
    text = "王磊, 张宇*. 原位表征技术在锂离子电池正极材料研究中的应用[J]. 储能科学与技术, 录用待刊."
    record = parse_citation(text, Span("cv.docx", 25, 25))
    assert isinstance(record, PaperRecord)
    assert record.title == "原位表征技术在锂离子电池正极材料研究中的应用"
    assert [a.text for a in record.authors] == ["王磊", "张宇"]
    assert (record.venue, record.year, record.status) == ("储能科学与技术", None, "accepted")


def test_a_gbt_patent_that_names_its_country_gives_the_number():
    text = "[2] 张宇, 陈杰. 一种锂离子电池电解液添加剂及其应用: 中国, 202310123456.7[P]. 2023-02-08.（实审中）"
    record = parse_patent(text, Span("cv.docx", 30, 30))
    assert record.number == "202310123456.7"
