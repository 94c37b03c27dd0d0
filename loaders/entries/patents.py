"""Patent entries (``CN202310791299.6《title》inventor, inventor, ...``) to :class:`PatentRecord`."""

from __future__ import annotations

import re

from loaders.entries.citations import split_authors
from loaders.model import LoadFailure, PatentRecord, Span
from loaders.entries.patterns import BOOK_TITLE, PATENT_NUMBER, QUOTED_TITLE
from loaders.entries.repair import strip_markup

_STATUS = re.compile(r"[(（\[]?\s*(已授权|已公开|授权|公开|实审|在审|granted|pending|published|filed)\s*[)）\]]?",
                     re.IGNORECASE)
_STATUS_NAMES = {"已授权": "granted", "授权": "granted", "已公开": "published", "公开": "published",
                 "实审": "pending", "在审": "pending"}


def parse_patent(text: str, span: Span, raw: str = "") -> PatentRecord | LoadFailure:
    """One patent entry to a record, or a failure that says why not.

    >>> r = parse_patent("CN202310791299.6 《数据包处理方法、系统、设备和存储介质》刘运卓, 蔡慧, 聂浩, 江波", Span("a", 78, 78))
    >>> r.number, r.title, [m.text for m in r.inventors]
    ('CN202310791299.6', '数据包处理方法、系统、设备和存储介质', ['刘运卓', '蔡慧', '聂浩', '江波'])
    >>> r = parse_patent("CN202210110770.6《一种全局流级别网络仿真方法》曹培睿，赵世振 , 林圣凯", Span("a", 80, 80))
    >>> [m.text for m in r.inventors]
    ['曹培睿', '赵世振', '林圣凯']
    >>> parse_patent("一些没有标题的文字", Span("a", 1, 1)).reason
    'no patent title found (expected 《title》 or a quoted title)'
    """
    number_m = PATENT_NUMBER.search(text)
    title_m = BOOK_TITLE.search(text) or QUOTED_TITLE.search(text)
    if not title_m:
        return LoadFailure(span, "no patent title found (expected 《title》 or a quoted title)", raw or text)
    title = next(g for g in title_m.groups() if g is not None).strip()
    before, after = text[:title_m.start()], text[title_m.end():]
    if number_m and number_m.start() < title_m.start():
        before = before.replace(number_m.group(0), "")
    status = None
    status_m = _STATUS.search(after) or _STATUS.search(before)
    if status_m:
        word = status_m.group(1)
        status = _STATUS_NAMES.get(word, word.lower())
        after = after.replace(status_m.group(0), " ")
        before = before.replace(status_m.group(0), " ")
    names = after if after.strip(" .,;:，。") else before
    names = re.sub(r"\s*(?:专利号|Patent No\.?|No\.)\s*[:：]?\s*\S+", "", names)
    if number_m and number_m.start() > title_m.end():
        names = names.replace(number_m.group(0), "")
    inventors, _ = split_authors(strip_markup(names).strip(" .,;:，。"), span, role="inventor")
    if not inventors:
        return LoadFailure(span, "patent without inventors", raw or text)
    return PatentRecord(number=number_m.group("number").replace(" ", "") if number_m else None, title=title,
                        inventors=inventors, span=span, status=status, raw=raw or text)
