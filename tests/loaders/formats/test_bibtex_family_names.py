"""A BibTeX family name of two words or more keeps its boundary: "Ben Youssef, Karim" was written to the graph as
"Karim Ben Youssef", which reads as given names Karim Ben and family Youssef. Such names are now kept "Family,
Given", as the .bib wrote them; one-word family names and those with a particle stay "Given Family"."""

from __future__ import annotations

from graph.resolution.names import parse_person_names
from loaders import PaperRecord, extract, parse_document

BIB = """@article{a2021,
  author  = {Ben Youssef, Karim and Pereira dos Santos, Camila and Garc{\\'\\i}a M{\\'a}rquez, Jos{\\'e} Luis
             and van der Berg, Jan and Liu, Yunzhuo and {Taiwan Lung Cancer Screening Consortium}},
  title   = {Grid-scale storage in arid climates},
  journal = {Energy Policy},
  year    = {2021}
}
"""


def test_family_names_of_two_words_keep_their_boundary():
    result = extract(parse_document(BIB.encode(), source="refs.bib"))
    [paper] = [r for r in result.records if isinstance(r, PaperRecord)]
    written = [a.text for a in paper.authors]
    assert written[:5] == ["Ben Youssef, Karim", "Pereira dos Santos, Camila", "García Márquez, José Luis",
                           "Jan van der Berg", "Yunzhuo Liu"]
    assert [n.family for n in parse_person_names(written[:5])] == [
        "ben youssef", "pereira dos santos", "garcia marquez", "van der berg", "liu"]
