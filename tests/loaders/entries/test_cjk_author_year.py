"""Japanese author-year references ("森本彩香・田中宏（2022）題名．誌名，88(4)，231–242．") and APA lists with authors
of one name (Indonesian "Kurniawan", "Sutrisno"): a held-out set's misses. Expected values written by reading."""

from __future__ import annotations

import pytest

from loaders.references import split_author_list
from tests.loaders.cvtext import paper_of


@pytest.mark.parametrize("text, authors, title, venue, year", [
    ("森本彩香・田中宏・佐藤健一（2022）陸奥湾における夏季貧酸素水塊の形成と底生微生物群集の応答．日本水産学会誌，"
     "88(4)，231–242．", ["森本彩香", "田中宏", "佐藤健一"], "陸奥湾における夏季貧酸素水塊の形成と底生微生物群集の応答",
     "日本水産学会誌", 2022),
    ("石川翔太、森本彩香、長谷川拓也（2021）カキ養殖海域におけるビブリオ属細菌の季節動態．日本微生物生態学会誌，36(2)，45–53．",
     ["石川翔太", "森本彩香", "長谷川拓也"], "カキ養殖海域におけるビブリオ属細菌の季節動態", "日本微生物生態学会誌", 2021),
    ("森本彩香 清水真由美 田中宏（2019）生分解性漁具表面に形成されるバイオフィルム．海洋と生物，41(3)，260–268．",
     ["森本彩香", "清水真由美", "田中宏"], "生分解性漁具表面に形成されるバイオフィルム", "海洋と生物", 2019),
    ("高橋 直樹，森本 彩香，小林 美穂（2018）北海道東部沿岸における硫酸還元細菌の分布．沿岸海洋研究，55(2)，101–110．",
     ["高橋 直樹", "森本 彩香", "小林 美穂"], "北海道東部沿岸における硫酸還元細菌の分布", "沿岸海洋研究", 2018),
])
def test_japanese_author_year(text, authors, title, venue, year):
    r = paper_of(text)
    assert ([a.text for a in r.authors], r.title, r.venue, r.year) == (authors, title, venue, year)


@pytest.mark.parametrize("text, names", [
    ("Chaiyasombatwattana, S., Phromphithakkul, T., Dewi, R. S., Kurniawan, & Setiawan, A.",
     ["Chaiyasombatwattana, S.", "Phromphithakkul, T.", "Dewi, R. S.", "Kurniawan", "Setiawan, A."]),
    ("Wahyuni, Chaiyasombatwattana, S., Srisuwannaket, N., & Purnomo, A. H.",
     ["Wahyuni", "Chaiyasombatwattana, S.", "Srisuwannaket, N.", "Purnomo, A. H."]),
    # no single name: as before
    ("Liu, Y., Jiang, B., & Zhou, C.", ["Liu, Y.", "Jiang, B.", "Zhou, C."]),
    ("Rosen, David, Elena Marchetti, and Sarah K. Webb", ["Rosen, David", "Elena Marchetti", "Sarah K. Webb"]),
])
def test_apa_lists_with_single_names(text, names):
    assert list(split_author_list(text)[0]) == names


def test_an_apa_entry_with_a_single_name_is_read():
    text = ("Chaiyasombatwattana, S., Sutrisno, Dewi, R. S., & Rattanapongsakul, K. (2021). Chitosan–nanocellulose "
            "edible coatings extend the shelf life of mangosteen. Postharvest Biology and Technology, 178, 111562.")
    r = paper_of(text)
    assert r.title == "Chitosan–nanocellulose edible coatings extend the shelf life of mangosteen"
    assert [a.text for a in r.authors] == ["Chaiyasombatwattana, S.", "Sutrisno", "Dewi, R. S.", "Rattanapongsakul, K."]
