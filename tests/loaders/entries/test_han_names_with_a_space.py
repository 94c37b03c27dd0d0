"""A name in Han characters written with a space between the family name and the given name, as Japanese lists
write them ("森本 遥, 堀川 聡"): the whole name is an author, not the family name alone.  Written by hand."""

from __future__ import annotations

from loaders.entries.citations import split_authors
from loaders.entries.repair import looks_like_name
from loaders.model import Span


def test_a_han_name_with_a_space_is_one_name():
    mentions, _ = split_authors("**森本 遥**, 堀川 聡, 田中 健一", Span("cv.docx", 21, 21))
    assert [m.text for m in mentions] == ["森本 遥", "堀川 聡", "田中 健一"]


def test_only_one_space_between_two_short_runs():
    assert looks_like_name("堀川 聡")
    assert not looks_like_name("堀川 聡 化学") and not looks_like_name("配位高分子 ガラス")
