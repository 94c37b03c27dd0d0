"""A publications or patents section that gives nothing is a failure with its lines, never only leftovers."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document
from loaders.export import extraction_report

# A patents list whose entries no reader takes for a patent (no number, no title): every entry is lost.
LOST = """Ann Li

## Patents

- Several filings on storage systems
- More are pending with the office
"""

READ = """Ann Li

## Publications

1. Ann Li, Bo Wu, "Fast Startup of Things," in Proc. EuroSys, 2025.
2. Ann Li, Chen Chen. Slow shutdown of things. Journal of Elsewhere, 2024.
"""


def test_a_list_that_gives_nothing_is_a_failure_of_its_own():
    result = extract(parse_document(LOST.encode(), source="cv.md"))
    lost = [f for f in result.failures if "gave no patent" in f.reason]
    assert [(f.span.start_line, f.span.end_line) for f in lost] == [(3, 6)]
    assert "the patents section '## Patents' held 2 entries" in lost[0].reason
    assert not result.ok


def test_a_list_that_gives_some_papers_is_no_silent_loss():
    result = extract(parse_document(READ.encode(), source="cv.md"))
    assert result.of_type(PaperRecord)
    assert not [f for f in result.failures if "gave no paper" in f.reason]
    summary = next(s for s in result.sections if s.name == "publications")
    assert (summary.entries, summary.records, summary.span.start_line) == (2, len(result.of_type(PaperRecord)), 3)


def test_the_report_shows_entries_and_records_per_section():
    result = extract(parse_document(READ.encode(), source="cv.md"))
    report = extraction_report([result])
    n = len(result.of_type(PaperRecord))
    assert f"publications 2 → {n} (lines 3-6)" in report


def test_exit_code_says_a_list_was_lost(tmp_path):
    from graph.cli import main

    (tmp_path / "cv.md").write_text(LOST, encoding="utf-8")
    assert main(["extract", str(tmp_path / "cv.md")]) == 1
    (tmp_path / "cv.md").write_text(READ.replace("Slow shutdown of things.", '"Slow Shutdown of Things,"'),
                                    encoding="utf-8")
    assert main(["extract", str(tmp_path / "cv.md")]) == 0


# A BibTeX entry without the comma after its key: the parser stops at its first field; the rest of the entry must
# not fall between the failure and the next entry (found by a review: lines 3-6 were in no failure nor leftover).
BROKEN_BIB = """@article{bad2
  author = "Doe, Jane",
  title = "Missing Comma After Key",
  journal = "J. Foo",
  year = 2019
}

@inproceedings{good2,
  author = {Doe, Jane and Poe, Ed},
  title = {Another Good Entry},
  booktitle = {OSDI},
  year = {2022}
}
@article{bad3
  title = {Last one, broken too}
}
"""


def test_every_line_of_a_broken_bibtex_entry_is_in_its_failure():
    result = extract(parse_document(BROKEN_BIB.encode(), source="refs.bib"), source_kind="bibtex")
    assert [r.title for r in result.records] == ["Another Good Entry"]
    assert [(f.span.start_line, f.span.end_line) for f in result.failures] == [(1, 6), (14, 16)]
    told = {n for x in (*result.records, *result.failures, *result.leftovers)
            for n in range(x.span.start_line, x.span.end_line + 1)}
    lines = BROKEN_BIB.split("\n")
    assert [n for n, line in enumerate(lines, 1) if line.strip() and n not in told] == []
