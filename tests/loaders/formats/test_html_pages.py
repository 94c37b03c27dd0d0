"""HTML homepages read as a visitor sees them: blank paragraphs part entries, page chrome and hidden boxes are not
text, an item whose parts stand in blocks is a line per part. Expected values are written by reading the page."""

from __future__ import annotations

from loaders import extract
from loaders.formats.html import parse_html
from loaders.model import PaperRecord


def _doc(page: str):
    return parse_html(page.encode(), source="home.html")


def _lines(page: str) -> list[str]:
    return [line for line in _doc(page).lines if line]


def test_a_blank_paragraph_parts_the_papers_of_a_google_sites_page():
    page = ('<html><body><div class="tyJCtd">\n'
            '<h1>Publications</h1>\n'
            '<p>Graph Networks for Traffic<br>Wei Zhang, Lin Li<br>KDD 2024</p>\n'
            '<p><br></p>\n'
            '<p>Contrastive Pretraining for Graphs<br>Lin Li, Wei Zhang<br>WWW 2023</p>\n'
            '</div></body></html>\n')
    doc = _doc(page)
    second = doc.lines.index("Contrastive Pretraining for Graphs") + 1
    assert second in doc.breaks
    assert not {doc.lines.index("Wei Zhang, Lin Li") + 1, second + 1} & set(doc.breaks)


def test_the_page_footer_and_cookie_banner_are_not_text():
    page = ('<html><body>\n<h2>Publications</h2>\n<ol>\n'
            '<li>Ann Li, Bo Wu. <i>A Study of Caches</i>. NSDI, 2024.</li>\n</ol>\n'
            '<footer class="fixed-bottom">&copy; Copyright 2025 Ann Li. Powered by Jekyll.</footer>\n'
            '<div id="cookie-notice"><span>We would like to use third party cookies.</span></div>\n'
            '<div role="contentinfo"><span>Google Sites</span><span>Report abuse</span></div>\n'
            '</body></html>\n')
    assert _lines(page) == ["## Publications", "- Ann Li, Bo Wu. *A Study of Caches*. NSDI, 2024."]


def test_a_footer_inside_a_list_item_is_kept():
    page = "<ul>\n<li><b>A Study of Caches</b><footer>NSDI 2024</footer></li>\n</ul>\n"
    assert "NSDI 2024" in " ".join(_lines(page))


ALFOLIO = """<html><body>
<h1 class="post-title">publications</h1>
<ol class="bibliography">
<li>
  <div class="row">
    <div class="col-sm-2 abbr"><abbr class="badge">MLSys</abbr></div>
    <div id="chen2024" class="col-sm-8">
      <div class="title">Sparse Mixture-of-Experts Inference on Commodity GPUs</div>
      <div class="author">
        <em>Yuxuan Chen</em>, <a href="https://a.org/jia">Zhihao Jia</a>, and <a href="https://a.org/c">Tianqi Chen</a>
      </div>
      <div class="periodical">
        <em>In MLSys</em>, 2024
      </div>
      <div class="links"><a class="abstract btn" role="button">Abs</a> <a href="https://arxiv.org/abs/2401.01234">arXiv</a></div>
      <div class="abstract hidden"><p>We present a system that improves efficiency substantially over prior work.</p></div>
    </div>
  </div>
</li>
</ol>
</body></html>
"""


def test_an_al_folio_item_is_a_line_per_part_and_its_hidden_abstract_is_not_read():
    lines = _lines(ALFOLIO)
    assert "Sparse Mixture-of-Experts Inference on Commodity GPUs" in lines
    assert not any("We present a system" in line for line in lines)


def test_an_al_folio_item_gives_its_title_authors_venue_and_year():
    papers = [r for r in extract(_doc(ALFOLIO)).records if isinstance(r, PaperRecord)]
    assert [(p.title, [a.text for a in p.authors], p.year) for p in papers] == [
        ("Sparse Mixture-of-Experts Inference on Commodity GPUs", ["Yuxuan Chen", "Zhihao Jia", "Tianqi Chen"], 2024)]
    assert "MLSys" in (papers[0].venue or "")


def test_an_intro_line_above_title_first_papers_does_not_swallow_them():
    # a line of prose above a list of papers written title / authors / venue, a paragraph each: the prose line
    # is no title, and the papers under it are read one by one
    page = ('<html><body><div>\n<h1>Publications</h1>\n'
            '<p>Ann Li, Associate Professor, School of Computing, Example University</p>\n'
            '<p><br></p>\n'
            '<p>Graph Networks for Traffic Forecasting<br>Ann Li, Bo Wu, Chen Chen<br>KDD 2024</p>\n'
            '<p><br></p>\n'
            '<p>Contrastive Pretraining for Spatial Graphs<br>Bo Wu, Ann Li<br>WWW 2023</p>\n'
            '<p><br></p>\n'
            '<p>Region Embedding from Many Sources<br>Ann Li, Dan Ng<br>AAAI 2022</p>\n'
            '</div></body></html>\n')
    result = extract(_doc(page))
    papers = {r.title: r for r in result.records if isinstance(r, PaperRecord)}
    assert set(papers) == {"Graph Networks for Traffic Forecasting", "Contrastive Pretraining for Spatial Graphs",
                           "Region Embedding from Many Sources"}
    assert [a.text for a in papers["Graph Networks for Traffic Forecasting"].authors] == ["Ann Li", "Bo Wu",
                                                                                         "Chen Chen"]
    assert papers["Graph Networks for Traffic Forecasting"].venue == "KDD 2024"
