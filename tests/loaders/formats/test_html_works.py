"""Homepages that list works the way sites generate them: a saved Google Scholar profile (a table under "Title /
Cited by / Year"), items whose title, authors and venue stand on lines of their own (<br>) followed by
[PDF] [Code] links, and academicpages (the authors only in the "Recommended citation")."""

from __future__ import annotations

from loaders.extract import extract
from loaders.formats.html import parse_html
from loaders.model import PaperRecord


def _papers(html: str) -> list[PaperRecord]:
    doc = parse_html(html.encode("utf-8"), source="page.html")
    return [r for r in extract(doc).records if isinstance(r, PaperRecord)]


SCHOLAR = """<html><body><div>Ann Example</div>
<table id="gsc_a_t"><thead><tr><th>Title</th><th>Cited by</th><th>Year</th></tr></thead><tbody>
<tr><td><a href="/c?1">Graph neural networks for traffic forecasting: A survey</a><div>W Jiang, J Luo, A Example</div>
<div>Expert Systems with Applications 207, 117921<span>, 2022</span></div></td><td><a href="/s?1">812</a></td>
<td><span>2022</span></td></tr>
<tr><td><a href="/c?2">Who rides the bus? Inferring demographics from smart card data</a><div>A Example, A Petrov</div>
<div>Transportation Research Part C 134, 103482<span>, 2021</span></div></td><td><a href="/s?2">41</a></td>
<td><span>2021</span></td></tr>
</tbody></table></body></html>"""


def test_a_scholar_table_is_a_publication_list_a_row_a_paper():
    papers = _papers(SCHOLAR)
    assert [(p.title, [a.text for a in p.authors], p.year) for p in papers] == [
        ("Graph neural networks for traffic forecasting: A survey", ["W Jiang", "J Luo", "A Example"], 2022),
        ("Who rides the bus? Inferring demographics from smart card data", ["A Example", "A Petrov"], 2021)]
    assert not any("scholar" in (p.venue or "") or "812" in (p.venue or "") for p in papers)


LINKS = """<html><body><h1>Tomas Example</h1><h2>Publications</h2><ul>
<li><b>Look Before You Leap! Uncertainty-Aware Monocular Depth for Robots</b><br>
Tomas Example, Christian Theobalt<br>
<i>International Conference on 3D Vision (3DV)</i>, 2023<br>
<a href="a.pdf">[PDF]</a> <a href="s.pdf">[Slides]</a></li>
<li><b>What Makes a Good Keypoint?</b><br>
Tomas Example, Andrea Vedaldi<br>
<i>CVPR Workshop on Image Matching</i>, 2021<br>
<a href="k.pdf">[PDF]</a> <a href="p.pdf">[Poster]</a></li>
</ul></body></html>"""


def test_an_item_of_lines_title_authors_venue_is_read_field_by_field():
    papers = _papers(LINKS)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in papers] == [
        ("Look Before You Leap! Uncertainty-Aware Monocular Depth for Robots", ["Tomas Example", "Christian Theobalt"],
         "International Conference on 3D Vision (3DV)", 2023),       # the year after the italic name no part of it
        ("What Makes a Good Keypoint?", ["Tomas Example", "Andrea Vedaldi"], "CVPR Workshop on Image Matching", 2021)]


ACADEMICPAGES = """<html><body><div class="archive"><h1>Publications</h1>
<div class="list__item"><article class="archive__item">
<h2 class="archive__item-title" itemprop="headline">
    <a href="/publication/x" rel="permalink">Subword Tokenization Matters for Breton</a>
</h2>
    <p>Published in <i>Findings of EMNLP 2021</i>, 2021</p>
<p class="archive__item-excerpt" itemprop="description"><p>Tokenization choices for a Celtic language.</p></p>
<p>Recommended citation: Marchand, S. &amp; Seddah, D. (2021). "Subword Tokenization Matters for Breton." <i>Findings of EMNLP 2021</i>. pp. 3301-3310.</p>
<p><a href="/files/a.pdf">Download Paper</a></p>
</article></div></div></body></html>"""


def test_academicpages_authors_come_from_the_recommended_citation():
    papers = _papers(ACADEMICPAGES)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in papers] == [
        ("Subword Tokenization Matters for Breton", ["Marchand, S.", "Seddah, D."], "Findings of EMNLP 2021", 2021)]
