"""A page that is one publication (academicpages, Hugo Academic) read from its front matter (hand-written)."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document

ACADEMICPAGES = """---
title: "Fast Startup of Things"
collection: publications
excerpt: 'Bo Wu, <u><b>Ann Li</b></u>, Chen Chen'
# date: 2020-01-01
venue: 'EuroSys 2025'
paperurl: https://example.org/p.pdf
---
Some words about the paper.
"""

HUGO = """---
title: 'Slow Shutdown of Things'
authors:
  - Bo Wu
  - admin
  - Chen Chen
publication: In *ATC 2024*
date: '2024-07-01'
---
"""

WITH_BIBTEX = ACADEMICPAGES + """
```bib
@inproceedings{li2025,
  title={Fast Startup of Things},
  author={Wu, Bo and Li, Ann and Chen, Chen},
  booktitle={EuroSys},
  year={2025}
}
```
"""


def _papers(text: str) -> list[PaperRecord]:
    return list(extract(parse_document(text.encode(), source="p.md")).of_type(PaperRecord))


def test_academicpages_front_matter():
    (p,) = _papers(ACADEMICPAGES)
    assert (p.title, [a.text for a in p.authors], p.venue, p.year, p.reader) == (
        "Fast Startup of Things", ["Bo Wu", "Ann Li", "Chen Chen"], "EuroSys 2025", 2025, "frontmatter")
    assert p.authors[1].marked and (p.span.start_line, p.span.end_line) == (1, 8)


def test_hugo_authors_list_without_the_admin_placeholder():
    (p,) = _papers(HUGO)
    assert ([a.text for a in p.authors], p.year) == (["Bo Wu", "Chen Chen"], 2024)


def test_a_bibtex_body_is_the_one_record():
    papers = _papers(WITH_BIBTEX)
    assert len(papers) == 1 and papers[0].reader != "frontmatter"
