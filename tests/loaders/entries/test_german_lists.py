"""A German Schriftenverzeichnis (a held-out Word CV): items labelled by kind and number without a stop ("Z5", "B1"),
"und" after a marked initial, "(im Druck)" for a work in press. Expected values written by reading the CV."""

from __future__ import annotations

from loaders import load
from loaders.entries.patterns import STATUS
from loaders.model import PaperRecord

CV = """## Zeitschriftenbeiträge (begutachtet)
Z3 Oberreuter, M.; **Weißenbach, F.**; Kaltenegger, J. (2023): Drought legacy effects on radial growth of Norway spruce and Douglas fir in mixed stands. Forest Ecology and Management 529, 120712.
Z2 **Weißenbach, F.*** und Schäfer-Nolte, L. (2022): Mischbestände aus Buche und Douglasie – ein Überblick über Wachstum, Struktur und Stabilität. Forstarchiv 93 (2), S. 45–59.
Z1 Nguyen, T. H.; **Weißenbach, F.**; Hölzl, K. (2021): Fine root dynamics along a soil moisture gradient in Central European beech forests. Plant and Soil 462, S. 301–318.
"""


def test_items_labelled_by_kind_and_number(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert [(p.year, [a.text for a in p.authors]) for p in papers] == [
        (2023, ["Oberreuter, M.", "Weißenbach, F.", "Kaltenegger, J."]),
        (2022, ["Weißenbach, F.", "Schäfer-Nolte, L."]),
        (2021, ["Nguyen, T. H.", "Weißenbach, F.", "Hölzl, K."])]
    assert papers[0].title == "Drought legacy effects on radial growth of Norway spruce and Douglas fir in mixed stands"


def test_statuses_in_other_languages():
    for text in ("(im Druck)", "(en prensa)", "Revue de géographie, sous presse", "(в печати)", "Dergisi, baskıda.",
                 "(no prelo)"):
        assert STATUS.search(text), text
    assert not STATUS.search("Druckverfahren im Druckgewerbe")


def test_a_title_wrapped_before_a_formula_keeps_it(tmp_path):
    # "CO2 Emissions," at a line's start is a title's words, not a German item's label (the review's case)
    path = tmp_path / "cv.txt"
    path.write_text("Publications\n1. Li, X., & Schmidt, A. (2020). The nexus between\n"
                    "   CO2 Emissions, Economic Growth and Trade. Energy Policy, 140, 111-120.\n", encoding="utf-8")
    [paper] = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert paper.title == "The nexus between CO2 Emissions, Economic Growth and Trade"


def test_tab_aligned_education_is_no_scholar_profile(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text("Education\nPh.D., Electrical Engineering\nMassachusetts Institute of Technology, Cambridge, MA\n"
                    "Thesis: Low-power analog circuits\t\t2018\nM.S., Electrical Engineering\n"
                    "Tsinghua University, Beijing, China\nThesis: Mixed-signal design\t\t2014\n", encoding="utf-8")
    assert not [r for r in load(path).records if isinstance(r, PaperRecord)]


def test_a_title_cut_at_its_dash_runs_on_to_its_question():
    from tests.loaders.cvtext import paper_of

    paper = paper_of("Weißenbach, F.; Grünewald, T. (2021): Die Weißtanne – Hoffnungsträgerin im Klimawandel? "
                     "AFZ-DerWald 76 (8), S. 22–25.")
    assert (paper.title, paper.venue) == ("Die Weißtanne – Hoffnungsträgerin im Klimawandel?", "AFZ-DerWald")


def test_a_status_in_brackets_after_the_names_is_the_date():
    from tests.loaders.cvtext import paper_of

    paper = paper_of("Weißenbach, F.; Grünewald, T.; Özdemir, C. (im Druck): Klimaangepasster Waldumbau im "
                     "Privatwald: Eine Befragung bayerischer Waldbesitzender. Schweizerische Zeitschrift für Forstwesen.")
    # (the journal after a title whose nouns are capitalised stays in it: a gap, the title's own words come first)
    assert paper.title.startswith("Klimaangepasster Waldumbau im Privatwald: Eine Befragung bayerischer Waldbesitzender")
    assert [a.text for a in paper.authors] == ["Weißenbach, F.", "Grünewald, T.", "Özdemir, C."]
    assert paper.status == "in press"
