"""Japanese names in kanji are read in Hepburn, not as Chinese: 森本彩香 is Ayaka Morimoto (it was read Sen Ben Cai
Xiang), so that it matches the name as the same CV's English list writes it. Expected values written by reading the
names."""

from __future__ import annotations

import pytest

from graph.resolution.mentions import collect_mentions
from graph.resolution.name_levels import compare_names
from graph.resolution.names import japanese_context, parse_person_name, parse_person_names
from loaders.model import PaperRecord, PersonMention, Span


@pytest.mark.parametrize("written, family, given", [
    # four characters or more, or a character only Japanese names have: Japanese whatever the context
    ("森本彩香", "morimoto", ("ayaka",)), ("佐藤健一", "sato", ("kenichi",)), ("長谷川拓也", "hasegawa", ("takuya",)),
    ("高橋 直樹", "takahashi", ("naoki",)), ("渡辺健太", "watanabe", ("kenta",)), ("伊藤恵子", "ito", ("keiko",)),
    ("井上 陽子", "inoue", ("yoko",)),
    # Chinese names as before, compound family names too
    ("王小明", "wang", ("xiao", "ming")), ("欧阳娜娜", "ouyang", ("na", "na")), ("刘运卓", "liu", ("yun", "zhuo")),
])
def test_names_in_kanji(written, family, given):
    name = parse_person_name(written)
    assert (name.family, name.given) == (family, given)


def test_three_characters_are_japanese_in_a_japanese_text_only():
    assert [n.family for n in parse_person_names(["田中宏", "佐藤健一"])] == ["tian", "sato"]
    assert [(n.family, n.given) for n in parse_person_names(["田中宏", "佐藤健一"], japanese=True)] == [
        ("tanaka", ("hiroshi",)), ("sato", ("kenichi",))]
    assert japanese_context("陸奥湾における貧酸素水塊の形成", "日本水産学会誌")
    assert not japanese_context("基于深度学习的高分辨率遥感影像道路提取方法", "测绘学报")


def test_a_kanji_name_matches_its_english_writing():
    assert compare_names(parse_person_name("森本彩香"), parse_person_name("Ayaka Morimoto")).level == "han_romanised"


def test_the_mentions_of_a_japanese_paper_read_its_authors_as_japanese():
    span = Span("cv.txt", 17, 18)
    paper = PaperRecord(title="カキ養殖海域におけるビブリオ属細菌の季節動態", venue="日本微生物生態学会誌", year=2021,
                        status="published", span=span,
                        authors=tuple(PersonMention(text=t, span=span, role="author", rank=k)
                                      for k, t in enumerate(["石川翔太", "田中宏"], start=1)))
    persons = collect_mentions([paper]).persons
    assert [(p.parsed.family, p.parsed.given) for p in persons] == [("ishikawa", ("shota",)), ("tanaka", ("hiroshi",))]


@pytest.mark.parametrize("written, family, given", [
    # Korean names in Hangul: the family name as its bearers write it, the given name in the Revised Romanisation
    ("윤재민", "yoon", ("jaemin",)), ("박소연", "park", ("soyeon",)), ("이민호", "lee", ("minho",)),
    ("김 철수", "kim", ("cheolsu",)), ("남궁민", "namgoong", ("min",)),
])
def test_korean_names_in_hangul(written, family, given):
    name = parse_person_name(written)
    assert (name.family, name.given) == (family, given)


def test_a_hangul_name_matches_its_english_writings():
    assert compare_names(parse_person_name("정지훈"), parse_person_name("Jihoon Jung")).level == "han_romanised"
    assert compare_names(parse_person_name("윤재민"), parse_person_name("Jaemin Yoon")).level == "han_romanised"
    assert compare_names(parse_person_name("윤재민"), parse_person_name("Jaemin Park")).level == "family_differs"


@pytest.mark.parametrize("written, japanese", [
    ("윤재민", False), ("남궁민", False), ("森本彩香", False), ("高橋 直樹", False), ("田中宏", True), ("王小明", False),
])
def test_may_have_family_holds_for_japanese_and_korean_names(written, japanese):
    # may_have_family is the necessary condition explain's search prunes with: it must hold for the family the parser
    # gives (it raised a NameError on a name in Hangul, and missed the Hepburn family of a name in kanji)
    from graph.resolution.names import may_have_family

    assert may_have_family(written, parse_person_name(written, japanese).family)
