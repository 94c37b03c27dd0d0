"""An organisation's name cut after its head word by a narrow column ("..., Universität" / "Stuttgart, Abschlussnote
1,3"; "..., Technische Universität" / "München") is one name again, and a German grade's decimal comma ("1,3")
parts no fields."""

from __future__ import annotations

from loaders import AffiliationRecord, load
from loaders.entries.segment import header_wraps

CV = """Markus Hoffmann

Berufserfahrung

05/2013 – 07/2018 Wissenschaftlicher Mitarbeiter
Lehrstuhl für Technische Chemie I, Technische Universität
München

Ausbildung

10/2007 – 04/2013 Studium Chemieingenieurwesen (Diplom), Universität
Stuttgart, Abschlussnote 1,3
"""


def test_a_head_word_alone_is_carried_on_by_the_next_line():
    assert header_wraps("Studium Chemieingenieurwesen (Diplom), Universität", "Stuttgart, Abschlussnote 1,3")
    assert header_wraps("Lehrstuhl für Technische Chemie I, Technische Universität", "München")
    assert not header_wraps("PhD, Stanford University", "Palo Alto, CA")
    assert not header_wraps("Postdoc, University", "2019 – 2021")


def test_the_institution_is_whole_and_the_grade_one_field(tmp_path):
    path = tmp_path / "lebenslauf.txt"
    path.write_text(CV, encoding="utf-8")
    got = [(a.institution, a.unit) for a in load(path).of_type(AffiliationRecord)]
    assert got == [("Technische Universität München", "Lehrstuhl für Technische Chemie I"),
                   ("Universität Stuttgart", "Abschlussnote 1,3")]
