"""Readings a second review of the sixteenth round found worse than before the round (each read right before it):
the LinkedIn page reader on a CV's bold degrees, Web of Science's "Source:" venue, a Chinese author-year entry
parted by ". ", statuses of other languages inside titles, a Korean CV's words as names. Expected values written by
reading the inputs."""

from __future__ import annotations

from loaders import load
from loaders.entries.patterns import STATUS
from loaders.entries.repair import looks_like_name
from loaders.model import AffiliationRecord, PaperRecord
from tests.loaders.cvtext import paper_of


def _load(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load(path)


def test_bold_degrees_over_place_and_year_are_no_linkedin_publications(tmp_path):
    result = _load(tmp_path, "cv.md", "## Education\n**PhD in Computer Science**\nStanford University · 2021\n"
                   "**BSc in Mathematics**\nTsinghua University · 2016\n## Publications\n"
                   "1. Jane Doe, Bob Smith. Learning to grasp with transformers. NeurIPS 2022.\n"
                   "2. Jane Doe, Alice Wu. Offline RL at scale. ICML 2021.\n")
    papers = [r for r in result.records if isinstance(r, PaperRecord)]
    assert [p.title for p in papers] == ["Learning to grasp with transformers", "Offline RL at scale"]
    assert [a.text for a in papers[0].authors] == ["Jane Doe", "Bob Smith"]
    assert sum(isinstance(r, AffiliationRecord) for r in result.records) == 2


def test_web_of_science_source_line_is_the_venue(tmp_path):
    result = _load(tmp_path, "cv.txt", "Publications\n1. Spatio-temporal graph learning for ride-hailing demand\n"
                   "   Zhang, Wei; Chen, Li; Liu, Ming\n"
                   "   Source: Transportation Research Part B: Methodological, 140, 1-20, 2020\n")
    [paper] = [r for r in result.records if isinstance(r, PaperRecord)]
    assert paper.year == 2020 and "Transportation Research Part B" in (paper.venue or "")


def test_a_chinese_author_year_entry_parted_by_full_stops_keeps_its_venue():
    paper = paper_of("王小明, 李华 (2019). 中国城市化进程研究. 地理学报, 74(3), 100-110。")
    assert paper.title == "中国城市化进程研究"


def test_statuses_of_other_languages_inside_titles_are_no_status():
    assert not STATUS.search("Comportement des bétons soumis à des températures élevées")
    assert not STATUS.search("La finanza in stampa italiana")
    assert STATUS.search("Revue française de génie civil, soumis.")


def test_words_of_a_korean_cv_are_no_names():
    assert [looks_like_name(w) for w in ("이력서", "경력", "연락처", "김민준", "윤재민")] == [False, False, False, True, True]
