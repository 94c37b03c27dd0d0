"""A homepage's paper block (bold title, authors, venue, links, a line each) whose author line ends in "et al." was
cut after it (a line ending in a period taken for the end of an entry): the venue and year went to the leftovers.
"et al." ends an author list, never an entry.  Expected values written by reading the page below."""

from __future__ import annotations

from loaders import load
from loaders.model import PaperRecord

PAGE = """# Publications

**Drought legacies in tropical forest tree growth across a rainfall gradient**<br>
**S. Herrera**, M. Detto, H. C. Muller-Landau<br>
*Ecology Letters*, 2024<br>
[PDF](/files/herrera2024ecolett.pdf) | [DOI](https://doi.org/10.1111/ele.14321)

**Global patterns of wood density plasticity across tropical tree species**<br>
**S. Herrera** et al.<br>
*bioRxiv*, 2023<br>
[bioRxiv](https://doi.org/10.1101/2023.09.14.557801)
"""


def test_block_after_et_al_keeps_its_venue(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(PAGE, encoding="utf-8")
    result = load(path)
    papers = {r.title: r for r in result.records if isinstance(r, PaperRecord)}
    paper = papers["Global patterns of wood density plasticity across tropical tree species"]
    assert (paper.venue, paper.year) == ("bioRxiv", 2023)
    assert not any("bioRxiv*, 2023" in l.text for l in result.leftovers)
