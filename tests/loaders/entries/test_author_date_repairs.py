"""Three repairs of author-date references (APA, as CVs in the social sciences and medicine write them):

- an author list the reference parser cut short before a date with a month ("Lin, Yu-Chen; Tsai, Wei-Ting (2022,
  December)", read as "Lin, Yu-Chen" and "Tsai") is every name before the date;
- a work in press with no volume ("(2024, in press). Title in sentence case. Journal In Title Case.") has its
  journal apart from its title;
- text pasted from a PDF keeps the space after the article that opens a subtitle ("? A" + "field study", not
  "Afield"), and still mends a word broken in two.

Expected values written by reading each reference.
"""

from __future__ import annotations

from loaders.entries.repair import join_wrapped
from tests.loaders.cvtext import paper_of


def test_names_before_a_date_with_a_month():
    record = paper_of("Kao, Shu-Fen; Lin, Yu-Chen; Tsai, Wei-Ting (2020, November). Live-stream shopping and impulse "
                   "buying. In Proceedings of the International Conference on Electronic Business, Hong Kong.")
    assert [a.text for a in record.authors] == ["Kao, Shu-Fen", "Lin, Yu-Chen", "Tsai, Wei-Ting"]
    assert record.title == "Live-stream shopping and impulse buying"


def test_a_journal_after_the_title_of_a_work_in_press():
    record = paper_of("Wu, Jia-Hong; Tsai, Wei-Ting (2024, in press). Platform governance and seller opportunism on "
                   "cross-border marketplaces. Electronic Commerce Research and Applications.")
    assert (record.title, record.venue, record.status) == (
        "Platform governance and seller opportunism on cross-border marketplaces",
        "Electronic Commerce Research and Applications", "in press")
    record = paper_of("Kao, Shu-Fen; Lin, Yu-Chen (2023, in press). Privacy calculus in smart speaker adoption. "
                   "Computers in Human Behavior.")        # the title no longer opens inside the date
    assert (record.title, record.venue) == ("Privacy calculus in smart speaker adoption", "Computers in Human Behavior")


def test_the_article_opening_a_subtitle_after_a_line_end():
    assert join_wrapped(["Outcomes of early myocardial", "infarction"]) == "Outcomes of early myocardial infarction"
    assert join_wrapped(["Does feedback help? A", "field study"]) == "Does feedback help? A field study"
    assert join_wrapped(["Effic", "ient serving"]) == "Efficient serving"      # still mended
    assert join_wrapped(["Biao Lyu, C", "henren Xu"]) == "Biao Lyu, Chenren Xu"


def test_the_owner_in_bold_opening_an_apa_entry_is_an_author():
    from loaders import extract, parse_document

    text = ("# Lan Pham\n\n## Publications\n\n"
            "1. **Pham, T. T. L.** (2018). Policy borrowing in curriculum reform. *Comparative Education Review, "
            "62*(4), 512–530.\n"
            "2. **Pham, T. T. L.**, & Walker, R. (2019). Shadow education and inequality: A mixed-methods study. "
            "*Asia Pacific Journal of Education, 39*(3), 345–361.\n"
            "3. Walker, R., **Pham, T. T. L.**, & Lee, K. (2020). Inclusive education in Southeast Asia: A survey. "
            "*International Journal of Inclusive Education, 24*(9), 1012–1029.\n")
    papers = [r for r in extract(parse_document(text.encode(), source="cv.md")).records if hasattr(r, "title")]
    assert [(p.title, [a.text for a in p.authors]) for p in papers] == [
        ("Policy borrowing in curriculum reform", ["Pham, T. T. L."]),
        ("Shadow education and inequality: A mixed-methods study", ["Pham, T. T. L.", "Walker, R."]),
        ("Inclusive education in Southeast Asia: A survey", ["Walker, R.", "Pham, T. T. L.", "Lee, K."])]
