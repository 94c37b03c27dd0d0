"""Works cited in an awards (grants, service) section are read as papers, and the lines about them stay in the
report: the line right above them, taken as their unrecognised heading, heads a publications part of the
summaries; a sub-heading among them is a leftover line. Before, both were taken out of the section and were in no
record, failure, leftover or heading (found by the property test of every line accounted for)."""

from __future__ import annotations

from loaders import extract, parse_document


def test_the_line_above_cited_works_heads_them():
    text = ('## Awards\nAnn Li\n- Ann Li, Bo Wu, "Fast Startup of Things," in Proc. NSDI, 2024.\n'
            '- Ann Li, Bo Wu, "Slow Startup of Things," in Proc. NSDI, 2023.\n')
    result = extract(parse_document(text.encode(), source="cv.md"))
    assert [r.span.start_line for r in result.records] == [3, 4]
    assert result.leftovers == ()
    part = [s for s in result.sections if s.name == "publications"]
    assert [(s.heading, s.span.start_line, s.span.end_line, s.entries, s.records) for s in part] == [
        ("Ann Li", 2, 4, 2, 2)]


def test_a_sub_heading_between_cited_works_is_left_over():
    text = ('## Service\n\n- Ann Li, Bo Wu, "Fast Startup of Things," in Proc. NSDI, 2024.\n\nStorage systems\n\n'
            '- Ann Li, Bo Wu, "Slow Startup of Things," in Proc. NSDI, 2023.\n')
    result = extract(parse_document(text.encode(), source="cv.md"))
    assert [r.span.start_line for r in result.records] == [3, 7]
    assert [(x.span.start_line, x.text) for x in result.leftovers] == [(5, "Storage systems")]
