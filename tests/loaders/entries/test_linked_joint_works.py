"""An economist's homepage links each title in bold and the co-authors' pages after it ("(with <a>A</a> and
<a>B</a>)"), the journal on the next line: the owner and the co-authors are the authors, the journal the venue."""

from __future__ import annotations

from loaders import PaperRecord, extract
from loaders.formats.html import parse_html

_PAGE = """<html><body>
<h1>Lucía Etxeberria</h1>
<p>Associate Professor of Economics, University of Navarra</p>
<h2>Publications</h2>
<ul>
<li><a href="p/ports.pdf"><b>Port Congestion and the Timing of Exports</b></a> (with <a href="https://kim.example.org">Jae Kim</a>
 and <a href="https://oduya.example.org">Grace Oduya</a>)<br><i>Journal of International Economics</i>, 2022, 136: 103–128.</li>
<li><a href="p/tariffs.pdf"><b>Tariff Pass-Through in Small Open Economies</b></a> (with <a href="https://kim.example.org">Jae Kim</a>)<br>
<i>Economic Journal</i>, 2020, 130(8): 2410–2440.</li>
</ul></body></html>"""


def test_linked_bold_titles_with_coauthors():
    papers = extract(parse_html(_PAGE.encode(), source="cv.html")).of_type(PaperRecord)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in papers] == [
        ("Port Congestion and the Timing of Exports", ["Lucía Etxeberria", "Jae Kim", "Grace Oduya"],
         "Journal of International Economics", 2022),
        ("Tariff Pass-Through in Small Open Economies", ["Lucía Etxeberria", "Jae Kim"], "Economic Journal", 2020),
    ]
