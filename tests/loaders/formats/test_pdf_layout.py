"""PDF layout read as a reader sees it: bold runs, headings beside bold lines, paragraph breaks on short pages.
The PDFs are made here with fpdf2; the expected lines are written by reading the page."""

from __future__ import annotations

import pytest

from loaders.formats.pdf import parse_pdf

fpdf = pytest.importorskip("fpdf")


def _pdf(draw) -> bytes:
    pdf = fpdf.FPDF(format="A4")
    pdf.set_margins(20, 20, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "", 10)
    draw(pdf)
    return bytes(pdf.output())


def _lines(data: bytes) -> list[str]:
    return [line for line in parse_pdf(data, source="cv.pdf").lines if line]


def test_a_bold_name_before_plain_text_keeps_the_space_outside_the_mark():
    def draw(pdf):
        pdf.multi_cell(0, 5, "**Ann Li** and Bo Wu (2023). A Study of Caches. NSDI.", markdown=True)

    assert _lines(_pdf(draw)) == ["**Ann Li** and Bo Wu (2023). A Study of Caches. NSDI."]


def test_a_bold_heading_above_a_bold_line_in_a_smaller_font_stays_a_line_of_its_own():
    def draw(pdf):
        pdf.set_font("Helvetica", "B", 13)
        pdf.cell(0, 7, "Experience", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(120, 5, "Google Research")
        pdf.set_font("Helvetica", "", 10)
        pdf.cell(0, 5, "Jun 2021 - Sep 2021", align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.cell(0, 5, "Research Intern, Zurich", new_x="LMARGIN", new_y="NEXT")

    assert _lines(_pdf(draw)) == ["**Experience**", "**Google Research** Jun 2021 - Sep 2021", "Research Intern, Zurich"]


def test_a_short_bold_subheading_above_a_bold_name_is_not_one_run_with_it():
    def draw(pdf):
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(0, 6, "Journal Articles", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(0, 4.8, "**Dan Mensah**, Sofia Rossi. \"Self-Healing Electrolytes\". Nature Energy (2024).",
                       markdown=True)

    assert _lines(_pdf(draw)) == ["**Journal Articles**",
                                  '**Dan Mensah**, Sofia Rossi. "Self-Healing Electrolytes". Nature Energy (2024).']


def test_a_bold_title_that_wraps_is_one_bold_run():
    def draw(pdf):
        pdf.multi_cell(0, 5, "[1] Ann Li and Bo Wu. **A Very Long Title About Congestion Control in Datacenter "
                             "Networks That Wraps Over Two Lines**, NSDI 2024.", markdown=True)

    assert _lines(_pdf(draw)) == ["[1] Ann Li and Bo Wu. **A Very Long Title About Congestion Control in Datacenter "
                                  "Networks That", "Wraps Over Two Lines**, NSDI 2024."]


def test_entries_of_two_lines_on_a_short_page_are_paragraphs():
    # as many gaps between entries and sections as inside entries: the page's median gap is not the usual line
    # spacing, and the entries ran together
    entries = [("Ann Li, Bo Wu (2021) Caches for Key-Value Stores.", "Journal of Systems 3(1): 1-9."),
               ("Bo Wu, Ann Li (2020) Learned Indexes on Disk.", "Data Letters 2(4): 11-19."),
               ("Ann Li (2019) A Survey of Range Filters.", "Computing Surveys 9(2): 5-30.")]

    def draw(pdf):
        pdf.set_font("Helvetica", "B", 12)
        pdf.cell(0, 7, "Publications", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10)
        for first, second in entries:
            pdf.multi_cell(0, 5.5, f"{first}\n{second}", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2.5)
        for heading, line in [("Grants", "NSF Graduate Fellowship, 2020"), ("Talks", "Systems Seminar, 2022")]:
            pdf.ln(3)
            pdf.set_font("Helvetica", "B", 12)
            pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", "", 10)
            pdf.ln(1)
            pdf.cell(0, 5.5, line, new_x="LMARGIN", new_y="NEXT")

    doc = parse_pdf(_pdf(draw), source="cv.pdf")
    starts = [k + 1 for k, line in enumerate(doc.lines) if line in {first for first, _ in entries}]
    assert len(starts) == 3 and set(starts[1:]) <= set(doc.breaks)
    assert not {start + 1 for start in starts} & set(doc.breaks)


def test_a_footer_ending_in_the_page_count_is_left_out_of_a_one_page_cv():
    def draw(pdf):
        pdf.multi_cell(0, 5, "Ann Li, Bo Wu. A Study of Caches. NSDI 2024.", new_x="LMARGIN", new_y="NEXT")
        pdf.set_y(-14)
        pdf.cell(0, 5, "February 2025   Ann Li · Résumé 1/1".replace("·", "-").replace("é", "e"))

    assert _lines(_pdf(draw)) == ["Ann Li, Bo Wu. A Study of Caches. NSDI 2024."]


class _Headed(fpdf.FPDF):
    def header(self):
        if self.page_no() > 1:          # a running head from the second page on: on a CV of two pages it is seen once
            self.set_font("Helvetica", "I", 8)
            self.set_y(8)
            self.cell(0, 5, "A. Li, CV", align="R")
            self.ln(10)


def _two_pages(entries: list[str]) -> bytes:
    pdf = _Headed(format="A4")
    pdf.set_margins(25, 20, 25)
    pdf.set_auto_page_break(True, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 10, "Ann Li", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10.5)
    pdf.ln(150)
    for entry in entries:
        pdf.set_left_margin(31)         # hanging indent: the lines that carry an entry on stand to the right
        pdf.set_x(25)
        pdf.write(5.5, entry)           # write() carries a line on at the left margin
        pdf.set_left_margin(25)
        pdf.ln(8)
    return bytes(pdf.output())


ENTRIES = [f"Ann Li, Bo Wu, Carla Diaz, Deepak Rao, Erin Moss (20{10 + k}) A Long Study of Caches for Key-Value "
           f"Stores Number {k}. Journal of Systems {k}(1): 1-9." for k in range(14)]


def test_a_running_head_seen_on_the_second_page_only_is_left_out():
    doc = parse_pdf(_two_pages(ENTRIES), source="cv.pdf")
    assert "A. Li, CV" not in doc.lines and max(doc.pages) == 2


def test_an_entry_that_starts_a_page_is_a_paragraph_when_the_entries_hang():
    doc = parse_pdf(_two_pages(ENTRIES), source="cv.pdf")
    first = doc.pages.index(2) + 1
    starts = [k + 1 for k, line in enumerate(doc.lines) if line.startswith("Ann Li, Bo Wu")]
    assert len(starts) == len(ENTRIES)
    assert set(starts) <= set(doc.breaks)
    assert first in starts          # the page happens to break between two entries


def _table(pdf):
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "Publications", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 10)
    for x, head in ((20, "Year"), (35, "Authors"), (95, "Title"), (170, "Venue")):
        pdf.set_xy(x, 30)
        pdf.cell(20, 5, head)
    pdf.set_font("Helvetica", "", 10)
    y = 37
    for year, authors, title, venue in (("2024", ["Ann Li, Bo Wu,", "Chen Chen"], "Certified Compilation of Programs", "POPL"),
                                        ("2023", ["Dan Ng, Ann Li,", "Eve Fox"], "Gradual Verification for Rust", "OOPSLA"),
                                        ("2022", ["Ann Li"], "Separation Logic for Weak Memory", "PLDI")):
        middle = y + 2.5 * (len(authors) - 1)
        for k, part in enumerate(authors):
            pdf.set_xy(35, y + 5 * k)
            pdf.cell(55, 5, part)
        for x, text in ((20, year), (95, title), (170, venue)):
            pdf.set_xy(x, middle)
            pdf.cell(70, 5, text)
        y += 5 * len(authors) + 3
    pdf.set_font("Helvetica", "B", 12)
    pdf.set_xy(20, y + 4)
    pdf.cell(0, 7, "Teaching", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    pdf.cell(0, 5, "Program Verification (ETH Zurich), teaching assistant, 2023", new_x="LMARGIN", new_y="NEXT")


def test_a_table_of_publications_is_read_row_by_row_with_its_wrapped_author_cells():
    lines = _lines(_pdf(_table))
    assert "2024 | Ann Li, Bo Wu, Chen Chen | Certified Compilation of Programs | POPL" in lines
    assert "2023 | Dan Ng, Ann Li, Eve Fox | Gradual Verification for Rust | OOPSLA" in lines
    assert "2022 | Ann Li | Separation Logic for Weak Memory | PLDI" in lines
    assert lines[-2:] == ["**Teaching**", "Program Verification (ETH Zurich), teaching assistant, 2023"]


def test_the_rows_of_a_table_of_publications_are_papers():
    from loaders import extract
    from loaders.model import PaperRecord

    papers = {r.title: r for r in extract(parse_pdf(_pdf(_table), source="cv.pdf")).records
              if isinstance(r, PaperRecord)}
    assert set(papers) == {"Certified Compilation of Programs", "Gradual Verification for Rust",
                           "Separation Logic for Weak Memory"}
    first = papers["Certified Compilation of Programs"]
    assert ([a.text for a in first.authors], first.venue, first.year) == (["Ann Li", "Bo Wu", "Chen Chen"], "POPL", 2024)
