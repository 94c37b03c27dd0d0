"""Entries written title first, over several lines or paragraphs (hand-written in the layouts of academicpages
CV pages and AcadHomepage paper boxes)."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document

NESTED = """# Ann Li

Publications
======
2. **Fast Startup of Passthrough Network I/O**
  - **Ann Li,** Bo Wu, Chen Chen
  - <i>ACM EuroSys 2025</i>
1. **Slow Shutdown of Things**
  - with Bo Wu and Chen Chen
  - <i>Proceedings of IEEE ICNP (**ICNP**), 2016</i>
"""

BOXES = """# Publications

<div class='paper-box'><div class='paper-box-text' markdown="1">

**Scalable Tool Access in the Cloud**

Mingxin Li, Enge Song, ... , **Ann Li**, et al.

**Preprint**, 2026

</div>
</div>

<div class='paper-box'><div class='paper-box-text' markdown="1">

**Bifrost: A Virtual Network at Scale**

**Ann Li**, Xing Li, Bo Wu

NSDI'26, 2026

</div>
"""


def _papers(text: str) -> list[PaperRecord]:
    return list(extract(parse_document(text.encode(), source="cv.md")).of_type(PaperRecord))


def test_numbered_title_with_nested_bullets():
    papers = _papers(NESTED)
    assert [(p.title, [a.text for a in p.authors], p.year, p.span.start_line, p.span.end_line) for p in papers] == [
        ("Fast Startup of Passthrough Network I/O", ["Ann Li", "Bo Wu", "Chen Chen"], 2025, 5, 7),
        ("Slow Shutdown of Things", ["Bo Wu", "Chen Chen"], 2016, 8, 10)]
    assert papers[0].authors[0].marked


def test_title_authors_venue_as_paragraphs():
    papers = _papers(BOXES)
    assert [(p.title, [a.text for a in p.authors], p.et_al, p.year) for p in papers] == [
        ("Scalable Tool Access in the Cloud", ["Mingxin Li", "Enge Song", "Ann Li"], True, 2026),
        ("Bifrost: A Virtual Network at Scale", ["Ann Li", "Xing Li", "Bo Wu"], False, 2026)]
