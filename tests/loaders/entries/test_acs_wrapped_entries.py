"""ACS references wrapped at a column's width: a name broken at its own hyphen ("Lin, Y.-" / "H.") is one name
again, and a title broken after its colon ("... of Aryl Triflates:" / "Scope and Mechanism.") is one title, not a
field of its own."""

from __future__ import annotations

from loaders import load
from loaders.entries.citations import parse_fielded
from loaders.model import PaperRecord, Span

ENTRIES = """Yu-Hsuan Lin

PUBLICATIONS

(5) Zhang, Y.-H.; Hernández-Ruiz, M. A.; Lin, Y.-
H. Ligand-Controlled Regiodivergent
Hydroarylation of 1,3-Dienes. ACS Catal. 2022,
12, 5567–5575.

(2) Lin, Y.-H.; Wang, J.-Y.; Buchwald, S. L.
Palladium-Catalyzed Fluorination of Aryl Triflates:
Scope and Mechanism. Angew. Chem. Int. Ed.
2016, 55, 14062–14066.
"""


def test_a_title_cut_at_its_colon_is_no_field():
    assert parse_fielded(["(2) Lin, Y.-H.; Wang, J.-Y.; Buchwald, S. L.",
                          "Palladium-Catalyzed Fluorination of Aryl Triflates:",
                          "Scope and Mechanism. Angew. Chem. Int. Ed.", "2016, 55, 14062–14066."],
                         Span("cv.txt", 1, 4)) is None


def test_acs_entries_wrapped_at_a_column(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(ENTRIES, encoding="utf-8")
    papers = load(path).of_type(PaperRecord)
    assert [(p.title, [a.text for a in p.authors]) for p in papers] == [
        ("Ligand-Controlled Regiodivergent Hydroarylation of 1,3-Dienes",
         ["Zhang, Y.-H.", "Hernández-Ruiz, M. A.", "Lin, Y.-H."]),
        ("Palladium-Catalyzed Fluorination of Aryl Triflates: Scope and Mechanism",
         ["Lin, Y.-H.", "Wang, J.-Y.", "Buchwald, S. L."])]
