"""A note on an author's role in brackets after the name ("陈思远*（通讯作者）", "(corresponding author)") is no part of
the author list: the entry is read as it is without it. The entries were written by hand as CVs write them."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


def test_chinese_corresponding_author_note():
    r = parse_citation("[3] 王晓燕, 陈思远*（通讯作者）. 面向藏汉翻译的数据增强方法[J]. 计算机研究与发展, 2023, 60(2): 301-312.",
                       Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord), r
    assert (r.title, [a.text for a in r.authors], r.venue, r.year) == (
        "面向藏汉翻译的数据增强方法", ["王晓燕", "陈思远"], "计算机研究与发展", 2023)


def test_english_corresponding_author_note():
    r = parse_citation('Bo Wu, Ann Li (corresponding author), "Fast startup of things," in Proc. EuroSys, 2024.',
                       Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord), r
    assert ([a.text for a in r.authors], r.title, r.year) == (["Bo Wu", "Ann Li"], "Fast startup of things", 2024)
