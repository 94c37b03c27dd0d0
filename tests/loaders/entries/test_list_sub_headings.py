"""What stands between the items of a publication list and is no item: a legend of the marks set on names ("* denotes
graduate student co-author", its star no bullet) and sub-headings ("## Book Chapters", "Monograph", "Book reviews"),
which end the item above them and start none.  Word processors (.odt, .docx, .rtf) give no blank line between
paragraphs, so nothing else separates them.  CVs written here."""

from __future__ import annotations

from loaders import extract, parse_document
from loaders.entries.sections import Line
from loaders.entries.segment import list_entries
from tests.loaders.cvtext import paper_rows

APA = """\
Hannah Ashby
# Publications
* denotes graduate student co-author
## Peer-Reviewed Journal Articles
Ashby, H., & Whitfield, D. R. (in press). Coaching conversations and ambitious teaching. *Cognition and Instruction*.
Ashby, H., Torres, M. A.*, & Begum, S. (2023). Teacher noticing of student reasoning. *Journal of Teacher Education, 74*(3), 245–259.
Ashby, H. (2020). Rehearsals as sites of novice teacher learning. *Journal of the Learning Sciences, 29*(4), 512–548. https://doi.org/10.1080/10508406.2020.1765432
## Book Chapters
Ashby, H., & Torres, M. A. (2019). Video clubs as a tool for teacher learning. In J. Smith (Ed.), *Handbook of teacher learning* (pp. 311–330). Routledge.
# Teaching
CTL1800 Research on Mathematics Teaching, 2023–present
"""


def test_a_legend_and_markdown_sub_headings_do_not_join_the_items():
    result = extract(parse_document(APA.encode(), source="cv.md"))
    rows = paper_rows(result)
    assert [title for title, _, _ in rows] == [
        "Coaching conversations and ambitious teaching", "Teacher noticing of student reasoning",
        "Rehearsals as sites of novice teacher learning", "Video clubs as a tool for teacher learning"]
    assert rows[1][2] == ["Ashby, H.", "Torres, M. A.", "Begum, S."]        # the student's star off the name
    assert not result.failures
    assert {3, 4, 8} <= {n for leftover in result.leftovers for n in leftover.span.lines()}


CHICAGO = """\
Thomas A. Whitcombe
PUBLICATIONS
Monograph
Whitcombe, Thomas A. Merchants of Faith: Dissenting Networks and Atlantic Trade. Cambridge: Cambridge University Press, 2021.
Book chapters
Whitcombe, Thomas A. “Trust at a Distance: Correspondence and Credit.” In Networks of Belief, edited by Sarah Ng, 145–68. London: Bloomsbury Academic, 2019.
Book reviews
Review of Atlantic Quakers, 1650–1750, by Daniel Ortiz. Journal of Ecclesiastical History 70, no. 3 (2019): 655–57.
Public writing
“What Bristol’s Merchants Believed.” History Today blog, 12 March 2021.
TEACHING
Honours courses.
"""


def test_short_sub_headings_end_the_item_above_and_are_not_part_of_the_next():
    result = extract(parse_document(CHICAGO.encode(), source="cv.txt"))
    rows = {title: (year, authors) for title, year, authors in paper_rows(result)}
    assert rows["Merchants of Faith: Dissenting Networks and Atlantic Trade"] == (2021, ["Whitcombe, Thomas A."])
    assert rows["Trust at a Distance: Correspondence and Credit"] == (2019, ["Whitcombe, Thomas A."])
    left = {n for leftover in result.leftovers for n in leftover.span.lines()}
    assert 3 in left                  # ("Book chapters" a heading of the section, "Monograph" not)
    # book reviews and public writing head sections of their own, no papers by the reading sets' convention (since
    # the eighteenth round): their items are left over
    assert {8, 10} <= left and len(rows) == 2


def test_a_legend_is_neither_an_item_nor_a_paragraph_of_a_bulleted_page():
    # an HTML page (paragraph starts given): four bulleted cards, each a badge, a title and its authors; the legend
    # paragraph above them must not count against the bullets
    texts = ["* denotes equal contribution.", "- MLSys", "Sparse Experts on GPUs", "Ann Li, Bo Wu. MLSys, 2024.",
             "- ICML", "Speculative Decoding", "Bo Wu. ICML, 2024.", "- NeurIPS", "Long Attention",
             "Ann Li. NeurIPS, 2023.", "- ASPLOS", "Dynamic Shapes", "Ann Li. ASPLOS, 2023."]
    lines = [Line(k + 1, t) for k, t in enumerate(texts)]
    breaks = frozenset({1, 2, 3, 5, 6, 8, 9, 11, 12})
    entries, loose = list_entries(lines, texts, breaks)
    assert [(e.first, e.last) for e in entries] == [(2, 4), (5, 7), (8, 10), (11, 13)]
    assert [ln.number for ln in loose] == [1]


def test_a_line_that_carries_on_a_reference_is_no_sub_heading():
    texts = ["Li, A. (2021). A study of things that wraps onto", "Public policy",
             "Wu, B. (2020). Another study of other things. Journal of Studies, 4, 1–9."]
    entries, loose = list_entries([Line(k + 1, t) for k, t in enumerate(texts)], texts)
    assert entries[0].lines[:2] == (Line(1, texts[0]), Line(2, texts[1])) and not loose


def test_a_reference_that_ends_with_its_doi_ends_there():
    # APA lines with no blank line between them, too few with a year to split at every line ("in press")
    texts = ["Li, A. (in press). Fast startup of many things. *Journal of Systems Research*.",
             "Wu, B. (2023). Slow shutdown of other things. *Systems*, 4, 1–9. https://doi.org/10.1177/0022487122",
             "Li, A. (2020). Rehearsals as sites of learning. *Cognition*, 29, 512–548."]
    entries, _ = list_entries([Line(k + 1, t) for k, t in enumerate(texts)], texts)
    assert [(e.first, e.last) for e in entries] == [(1, 1), (2, 2), (3, 3)]


def test_lectures_and_conference_papers_are_talks():
    # the humanities read papers at conferences: the heading names talks, and its items are no publications
    from loaders.entries.sections import classify_heading

    assert classify_heading("INVITED LECTURES AND CONFERENCE PAPERS") == ("talks", "")
    assert classify_heading("Conference papers") == ("publications", "")


def test_a_note_under_a_bulleted_item_is_part_of_it_and_a_bold_line_heads_the_next():
    texts = ["- Li, A. “Trade Credit in Villages” (with Bo Wu)", "Under review",
             "- Wu, B. Title of a paper. NSDI 2024.", "Oral presentation", "- Chen, C. A third paper. ATC 2023.",
             "**Konferenzbeiträge**", "- Li, A. Another paper. ATC 2023."]
    entries, loose = list_entries([Line(k + 1, t) for k, t in enumerate(texts)], texts)
    assert [(e.first, e.last) for e in entries] == [(1, 2), (3, 4), (5, 5), (7, 7)]
    assert [ln.number for ln in loose] == [6]
