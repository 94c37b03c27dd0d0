"""The owner decided from evidence, with the evidence kept; left open when it disagrees (hand-written CVs)."""

from __future__ import annotations

from loaders import ProfileRecord, extract, parse_document


def _owner(text: str, source: str = "cv.md") -> ProfileRecord:
    result = extract(parse_document(text.encode(), source=source))
    return result.of_type(ProfileRecord)[0]


PAPERS = """
## Publications
1. **Bo Wu**, Ann Li, "Fast Startup of Things," in Proc. EuroSys, 2025.
2. Chen Chen, **Bo Wu**, "Slow Shutdown of Things," in Proc. NSDI, 2024.
"""


def test_title_and_bold_agree():
    p = _owner("# 吴波\nbo.wu@example.edu\n" + PAPERS)
    assert [n.text for n in p.names] == ["吴波", "Bo Wu"]
    assert any("title_first line 1" in e and "marked 'Bo Wu' bold in 2 entries" in e for e in p.evidence)
    assert all(n.role == "owner" for n in p.names)


def test_a_place_or_a_cv_word_on_the_title_line_is_no_owner():
    for title in ("Curriculum Vitae", "Shanghai Jiao Tong University", "Research Interests"):
        p = _owner(f"{title}\n" + PAPERS)
        assert [n.text for n in p.names] == ["Bo Wu"], title


def test_a_title_that_the_publications_contradict_loses_to_them():
    """A title line naming somebody else (an advisor, a city) scores 2; bold and frequency for the owner score 5."""
    p = _owner("Hong Kong\n" + PAPERS)
    assert [n.text for n in p.names] == ["Bo Wu"]
    assert any(e.startswith("Hong Kong: 2 points") for e in p.evidence)


def test_disagreement_leaves_the_owner_open_and_says_so():
    """The title names one person, the bold marks another, nothing else decides: no owner is guessed."""
    text = "# Ann Li\n\n## Publications\n1. **Bo Wu**, \"Fast Startup of Things,\" in Proc. EuroSys, 2025.\n"
    p = _owner(text)
    assert p.names == ()
    assert p.evidence[0] == "owner left open: the evidence disagrees"
    assert {e.split(":")[0] for e in p.evidence[1:]} == {"Ann Li", "Bo Wu"}


def test_a_name_deep_in_the_page_is_not_a_title():
    lines = ["Some intro text here."] * 6 + ["Code Upload"]
    p = extract(parse_document("\n".join(lines).encode(), source="x.md")).of_type(ProfileRecord)
    assert not p or p[0].names == ()


def test_the_email_and_the_file_name_are_evidence():
    p = _owner("Wu Bo\n" + PAPERS.replace("**", ""), source="bo_wu_cv.md")
    kinds = p.evidence[0]
    assert "file_name" in kinds and [n.text for n in p.names][0] == "Wu Bo"


def test_one_title_line_with_two_scripts_is_one_person():
    p = _owner("丁鼎 Eric Ding\n")
    assert [n.text for n in p.names] == ["丁鼎", "Eric Ding"]


def test_the_owner_written_in_both_scripts_on_two_lines(tmp_path):
    """A Chinese CV's title block with the name in Han characters, then in pinyin on the next line: both are the
    owner's names, so a work that names its co-authors only ("(with Jing Cai)") starts with the owner's Latin name;
    a different name on the second line is no second form of the owner's."""
    from loaders import PaperRecord, ProfileRecord, load

    path = tmp_path / "cv.md"
    path.write_text("黄嘉怡\n**Jiayi HUANG**\n\n## Working Papers\n"
                    "- “Minimum Wages and Migrant Workers” (with Jing Cai). Revise and resubmit, *Journal of "
                    "Development Economics*.\n", encoding="utf-8")
    result = load(path)
    assert [n.text for n in result.of_type(ProfileRecord)[0].names] == ["黄嘉怡", "Jiayi HUANG"]
    assert [a.text for a in result.of_type(PaperRecord)[0].authors] == ["Jiayi HUANG", "Jing Cai"]
    other = tmp_path / "other.md"
    other.write_text("黄嘉怡\nWei Zhang\n\n## Education\n- 2015–2019 PhD, Peking University\n", encoding="utf-8")
    assert [n.text for n in load(other).of_type(ProfileRecord)[0].names] == ["黄嘉怡"]
