"""Author-date references wrapped at a width, the year in brackets at the end of the author lines ("..., Jianming
Yu (2022)" / "Title. Venue 12(3): 214-229.") or at the start of the next line ("(2020) Title. BMC" / "Plant
Biology ..."): one reference each, read whole. Expected values are written by reading the references."""

from __future__ import annotations

from loaders.entries.citations import parse_citation, parse_fielded
from loaders.entries.sections import Line
from loaders.entries.segment import split_paragraph
from loaders.model import PaperRecord, Span

WRAPPED = ["Jonathan Whitfield, **Siddharth Raghavan**, Alexandra Petrovskaya, Hiroshi Tanaka,",
           "Bettina Schultz-Hoffmann, Carlos Alberto Mendes, Jianming Yu (2022)",
           "High-Throughput Phenotyping of Canopy Temperature with Unmanned Aerial",
           "Vehicles. Plant Phenomics 12(3): 214-229."]


def test_a_year_closing_the_author_lines_does_not_end_the_reference():
    groups = split_paragraph([Line(28 + k, t) for k, t in enumerate(WRAPPED)])
    assert [[ln.number for ln in g] for g in groups] == [[28, 29, 30, 31]]


def test_a_reference_ending_in_its_year_still_ends_there():
    lines = ["Ann Li, Bo Wu. A study of the many caches of the distributed key value store. EuroSys (2025)",
             "Chen Chen, Dan Ng. Another long study of caches of distributed key value stores. NSDI (2024)",
             "Eve Fox, Ann Li. A third study, with a long title that wraps onto the next line of the page and",
             "goes on. ATC (2023)"]
    groups = split_paragraph([Line(k + 1, t) for k, t in enumerate(lines)])
    assert [[ln.number for ln in g] for g in groups] == [[1], [2], [3, 4]]


def test_a_year_opening_a_line_after_the_names_makes_the_lines_no_fields():
    lines = ["Ravi Shankar, Siddharth Raghavan, Priyanka Deshmukh, Anil Kumar Singh",
             "(2020) Transcriptomic Responses of Sorghum Roots to Osmotic Stress. BMC",
             "Plant Biology 15(6): 235-250."]
    assert parse_fielded(lines, Span("cv.pdf", 36, 38)) is None
    r = parse_citation(" ".join(lines), Span("cv.pdf", 36, 38))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue, r.year) == ("Transcriptomic Responses of Sorghum Roots to Osmotic Stress",
                                         "BMC Plant Biology", 2020)


def test_names_closing_with_the_year_then_a_plain_title_line_are_no_fields():
    assert parse_fielded(WRAPPED, Span("cv.pdf", 28, 31)) is None
    r = parse_citation(" ".join(WRAPPED), Span("cv.pdf", 28, 31))
    assert isinstance(r, PaperRecord)
    assert (r.title, r.venue, r.year) == ("High-Throughput Phenotyping of Canopy Temperature with Unmanned Aerial "
                                         "Vehicles", "Plant Phenomics", 2022)
