"""A list item the reader could not read (its year "To appear") was taken for a title alone, its fields in the items
after it, and merged with the next two items, which are references of their own: three papers became one wrong
record.  An item that reads as a paper on its own is never a field of the item before it.  Expected values written
by reading the page below."""

from __future__ import annotations

from loaders import load
from loaders.model import PaperRecord

PAGE = """<html><body>
<h1>Hana Sato</h1>
<h2>Publications</h2>
<ul>
<li>Sato, Hana &amp; Lena Berg. To appear. Clitic doubling and addressees. <i>Linguistic Inquiry</i>.</li>
<li>Sato, Hana &amp; Tom Reed. 2023. Number agreement in Ainu. <i>Natural
Language &amp; Linguistic Theory</i> 41(2). 521–560.</li>
<li>Sato, Hana. 2022. Topic drop in spoken Japanese. <i>Journal of East
Asian Linguistics</i> 31(1). 77–112.</li>
</ul>
</body></html>
"""


def test_each_item_is_its_own_entry(tmp_path):
    path = tmp_path / "cv.html"
    path.write_text(PAGE, encoding="utf-8")
    papers = {r.title: r for r in load(path).records if isinstance(r, PaperRecord)}
    assert {"Number agreement in Ainu", "Topic drop in spoken Japanese"} <= set(papers)
    assert papers["Number agreement in Ainu"].year == 2023
    assert papers["Topic drop in spoken Japanese"].year == 2022
    assert not any("Clitic doubling" in t and t != "Clitic doubling and addressees" for t in papers)
