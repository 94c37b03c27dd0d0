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


def test_a_group_author_in_braces_is_a_note_of_the_paper_not_a_person():
    # BibTeX writes a group author as the whole name in braces; the LaTeX decoding used to take the braces off and
    # the name was read as a person (family "Consortium")
    result = extract(parse_document(BIB.encode(), source="refs.bib"))
    [paper] = [r for r in result.records if isinstance(r, PaperRecord)]
    assert [a.text for a in paper.authors][5:] == []
    assert "group author: Taiwan Lung Cancer Screening Consortium" in paper.notes


def test_an_entry_by_groups_alone_is_a_paper_and_a_braced_person_stays_a_person():
    bib = """@article{who2020,
  author = {{World Health Organization} and {The {ATLAS} Collaboration}},
  title = {Global tuberculosis report 2020},
  journal = {WHO Reports},
  year = {2020}
}
@article{n2019,
  author = {{Nguyen Van Minh} and M{\\"u}ller, J{\\"o}rg and {Smith and Sons Research Group}},
  title = {Rice yields in the Mekong delta},
  journal = {Field Crops Research},
  year = {2019}
}
"""
    result = extract(parse_document(bib.encode(), source="groups.bib"))
    assert not result.failures
    first, second = [r for r in result.records if isinstance(r, PaperRecord)]
    assert first.title == "Global tuberculosis report 2020" and first.authors == ()
    assert first.notes == ("group author: World Health Organization", "group author: The ATLAS Collaboration")
    assert [a.text for a in second.authors] == ["Nguyen Van Minh", "Jörg Müller"]
    assert second.notes == ("group author: Smith and Sons Research Group",)
