"""A Google Scholar profile copied from the browser as text (a held-out document written by a helper read no paper):
each article is a title, an authors' line ("I Halvorsen, KS Mørkved, ...") and a venue line with the cited-by and
year columns. Expected values written by reading the page."""

from __future__ import annotations

from graph.resolution.names import parse_person_names
from loaders import load
from loaders.model import PaperRecord

PAGE = """Ingrid Halvorsen
Professor of Marine Ecology, University of Bergen
Citations\t3127\t1846
TITLE
CITED BY
YEAR
Seasonal vertical migration of Calanus finmarchicus in a warming Norwegian Sea
I Halvorsen, KS Mørkved, M Eriksen, P Aasheim
Progress in Oceanography 187, 102398, 2020\t212\t2020
A pan-Arctic synthesis of mesozooplankton biomass and community structure
AS Brightwell, I Halvorsen, L McAllister, C Duval, T Nakamura, ...
Global Change Biology 27 (14), 3277-3298, 2021\t143\t2021
Long-term changes in Calanus phenology across the North Atlantic
I Halvorsen, P Aasheim, R van der Meulen
ICES Journal of Marine Science 82 (1), fsae178, 2025\t\t2025
Articles 1–3
"""


def test_a_scholar_profile_reads_as_its_articles(tmp_path):
    path = tmp_path / "scholar.txt"
    path.write_text(PAGE, encoding="utf-8")
    result = load(path)
    papers = [r for r in result.records if isinstance(r, PaperRecord)]
    assert [(p.title, p.venue, p.year, p.et_al, p.span.start_line) for p in papers] == [
        ("Seasonal vertical migration of Calanus finmarchicus in a warming Norwegian Sea", "Progress in Oceanography",
         2020, False, 7),
        ("A pan-Arctic synthesis of mesozooplankton biomass and community structure", "Global Change Biology", 2021,
         True, 10),
        ("Long-term changes in Calanus phenology across the North Atlantic", "ICES Journal of Marine Science", 2025,
         False, 13)]
    names = parse_person_names([a.text for a in papers[0].authors])
    assert [(n.family, n.given) for n in names] == [("halvorsen", ("i",)), ("morkved", ("k", "s")),
                                                    ("eriksen", ("m",)), ("aasheim", ("p",))]
    assert [n.family for n in parse_person_names([a.text for a in papers[2].authors])] == [
        "halvorsen", "aasheim", "van der meulen"]
    # the page's other lines are listed, none lost
    assert "Articles 1–3" in [ln.text for ln in result.leftovers]


def test_one_article_so_written_is_no_profile(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text("Publications\nA title of a paper\nI Halvorsen, M Eriksen\nPolar Biology 41, 2018\t167\t2018\n",
                    encoding="utf-8")
    assert not any(r.reader == "scholar" for r in load(path).records if isinstance(r, PaperRecord))
