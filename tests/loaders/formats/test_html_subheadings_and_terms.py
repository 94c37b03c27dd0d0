"""HTML: entries under sub-headings stay apart, and a <dl>'s <dt> date belongs to the <dd> after it."""

from __future__ import annotations

from loaders import AffiliationRecord, PaperRecord, extract
from loaders.formats.html import parse_html

PAGE = b"""<html><body>
<h1>Ines Varga</h1>
<section><h2>Appointments</h2>
<dl><dt>2020&ndash;</dt><dd>Reader in Medieval History, University of Glasgow</dd><dt>2016&ndash;2020</dt><dd>Lecturer, Durham University</dd></dl>
</section>
<section><h2>Publications</h2>
<h3>Monograph</h3>
<p>Varga, Ines. 2021. <em>Merchants of the Danube: Trade and Credit</em>. Oxford: Oxford University Press.</p>
<h3>Articles</h3>
<p>Varga, Ines. 2019. &ldquo;Pledges and Pawns in Buda, 1380&ndash;1420.&rdquo; <em>Speculum</em> 94 (3): 701&ndash;35.</p>
<p>Varga, Ines, and Tom Reid. 2017. &ldquo;Salt Routes of the Carpathian Basin.&rdquo; <em>Past &amp; Present</em> 236 (1): 3&ndash;41.</p>
</section></body></html>"""


def _result():
    return extract(parse_html(PAGE, source="cv.html"))


def test_entries_under_html_subheadings_are_read_apart():
    papers = _result().of_type(PaperRecord)
    assert [p.year for p in papers] == [2021, 2019, 2017]
    assert papers[1].title == "Pledges and Pawns in Buda, 1380–1420"


def test_a_definition_term_date_belongs_to_its_description():
    found = {a.institution: (a.start, a.end) for a in _result().of_type(AffiliationRecord)}
    assert found == {"University of Glasgow": ("2020", "present"), "Durham University": ("2016", "2020")}
