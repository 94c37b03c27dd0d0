"""Headings written in two languages, in traditional characters or Japanese kanji, or numbered: a CV's sections are
found whatever language is beside the English heading, and its publications read.

The failures these hold: a Vietnamese CV's "### 4. Công trình khoa học / Publications", a Hong Kong CV's
"## 代表性論文 Selected Publications", a Japanese CV's "## 研究業績 / Publications" and a mainland CV's
"五、学术论文 PUBLICATIONS" were no headings, so every paper below them was a leftover line of the profile.
"""

from __future__ import annotations

import pytest

from loaders import extract, parse_document
from loaders.entries.sections import classify_heading
from tests.loaders.cvtext import paper_rows


@pytest.mark.parametrize("line, section", [
    ("### 1. Quá trình đào tạo / Education", "education"),          # Vietnamese beside English, numbered
    ("### 4. Công trình khoa học / Publications", "publications"),
    ("## 3. Công trình khoa học đã công bố / Publications", "publications"),     # a word a syllable: seven words
    ("## Ausbildung / Education", "education"),
    ("## 代表性論文 Selected Publications", "publications"),         # traditional characters
    ("## 工作經歷 Employment", "experience"),
    ("## 學術服務 Service", "service"),
    ("工作經歷", "experience"),
    ("## 学歴 / Education", "education"),                           # Japanese kanji
    ("## 職歴 / Employment", "experience"),
    ("## 研究業績 / Publications", "publications"),
    ("## 受賞 / Awards", "awards"),
    ("一、教育经历 EDUCATION", "education"),                         # Chinese numerals
    ("五、学术论文 PUBLICATIONS", "publications"),
    ("（三）获奖情况", "awards"),
    ("2. PUBLICATIONS", "publications"),                            # a number before capitals
    ("**3. Publications**", "publications"),
])
def test_heading(line, section):
    assert classify_heading(line) == (section, "")


@pytest.mark.parametrize("line", [
    "1. Education",                 # a numbered item of a list, unmarked
    "1. Teaching assistant for Databases",
    "Software / hardware co-design",
    "Đà Nẵng / Huế",                # two places, no heading
    "### 2. Nghiên cứu / Hà Nội",
    # content after a heading's word, or a list's item (a reviewer's cases)
    "Teaching Assistant | Université Laval", "**Teaching Assistant | Université Laval**", "Awards / Prêmio Jabuti 2019",
    "学历 博士", "受賞 2019年 日本機械学会賞", "特許 特開2020-123456", "科研費 基盤研究(C) 2020-2023",
    "2. 优秀毕业生荣誉", "(2) 国家级奖励", "1. 社会工作", "论文 | 张三, 李四. 一种新方法. 计算机学报, 2020.",
])
def test_no_heading(line):
    assert classify_heading(line) is None


def test_content_after_a_heading_stays_content():
    assert classify_heading("教育背景 | 北京大学 2010-2015") == ("education", "| 北京大学 2010-2015")


def test_papers_under_a_translated_heading_are_read():
    text = (
        "# LÝ LỊCH KHOA HỌC / CURRICULUM VITAE\n\n"
        "## Trần Quốc Huy\n\n"
        "### 1. Quá trình đào tạo / Education\n\n"
        "- 2015: Ph.D., Electrical Engineering, Seoul National University\n\n"
        "### 2. Công trình khoa học / Publications\n\n"
        "[1] Trần Quốc Huy, Lê Thị Lan, and K. Park, “Beamforming for cell-free massive MIMO with limited "
        "fronthaul,” *IEEE Trans. Wireless Commun.*, vol. 20, no. 3, pp. 1–14, 2021.\n\n"
        "[2] Lê Thị Lan and Trần Quốc Huy, “Power control in NOMA uplinks,” in *Proc. IEEE ICC*, 2020, pp. 1–6.\n"
    )
    rows = paper_rows(extract(parse_document(text.encode(), source="cv.md")))
    assert rows == [("Beamforming for cell-free massive MIMO with limited fronthaul", 2021,
                     ["Trần Quốc Huy", "Lê Thị Lan", "K. Park"]),
                    ("Power control in NOMA uplinks", 2020, ["Lê Thị Lan", "Trần Quốc Huy"])]
