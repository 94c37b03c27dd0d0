"""Careers and advisors written in other languages, and an inverted first author the CV names elsewhere (eighteenth
round): each a general rule, each test failing on the code before it."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.affiliations import parse_advisors, parse_affiliation, parse_date_range
from loaders.entries.sections import Line, classify_heading
from loaders.entries.segment import Entry
from loaders.model import AdvisingRecord, AffiliationRecord, PaperRecord


@pytest.mark.parametrize("heading", ["Trayectoria profesional", "## Trayectoria académica", "Beruflicher Werdegang",
                                     "Akademischer Werdegang", "Fonctions occupées", "Situación profesional actual",
                                     "Cargos desempeñados", "Loopbaan", "Carriera accademica", "Posizioni ricoperte",
                                     "Trajetória profissional"])
def test_a_career_heading_in_other_languages_opens_the_positions(heading):
    assert classify_heading(heading)[0] == "experience"


@pytest.mark.parametrize("text, start", [("2018–presente: Profesora Titular", "2018"), ("2015 – heute Professor", "2015"),
                                         ("2019 – aujourd’hui", "2019"), ("2016–obecnie adiunkt", "2016"),
                                         ("2014 – actualidad", "2014"), ("2012 – atualmente", "2012"),
                                         ("2017 – oggi", "2017")])
def test_an_open_end_in_other_languages(text, start):
    assert parse_date_range(text) == (start, "present")


def test_the_open_end_word_is_no_part_of_the_title():
    r = parse_affiliation(Entry((Line(1, "2018–presente: Profesora Titular, Universidad de Salamanca"),), "", ""),
                          "position", "a")
    assert (r.title or r.role) == "Profesora Titular" and r.institution == "Universidad de Salamanca"
    assert (r.start, r.end) == ("2018", "present")


@pytest.mark.parametrize("text, names", [
    ("Doctora en Derecho, Universidad de Salamanca, 2012. Directora: Dra. Ana Ruiz Pérez.", ["Ana Ruiz Pérez"]),
    ("Promotor: prof. dr hab. Jan Nowak", ["Jan Nowak"]),
    ("Orientadora: Profa. Maria Silva", ["Maria Silva"]),
    ("Betreuer: Prof. Dr. K. Weber und Dr. A. Schmidt", ["K. Weber", "A. Schmidt"]),
    ("Directeur de thèse : Pierre Martin", ["Pierre Martin"]),
    ("Directores de tesis: Dr. Juan Pérez y Dra. Ana López", ["Juan Pérez", "Ana López"]),
    ("Copromotor: dr. ir. Pieter de Vries", ["Pieter de Vries"]),
    ("Relatore: Prof. Marco Rossi", ["Marco Rossi"]),
    ("Director: Prof. José García", ["José García"]),
    # a post, not an advisor: "Director" alone is read only before an honorific
    ("Director: Human Resources", []),
    ("Tutorial: Deep Learning", []),
])
def test_advisors_labelled_in_other_languages(text, names):
    assert [r.advisor.text for r in parse_advisors(text, 1, "a")] == names


def test_the_year_before_an_advisor_clause_is_the_entry_s_year_not_a_unit():
    r = parse_affiliation(Entry((Line(1, "PhD in Law, University of Salamanca, 2012. Advisor: Prof. Ana Ruiz."),),
                                "", ""), "education", "a")
    assert r.institution == "University of Salamanca" and r.unit is None and r.start == "2012"


CV = """# María Teresa García Lorenzo

## Formación académica

- Doctora en Derecho, Universidad de Salamanca, 2012. Directora: Dra. Ana Ruiz Pérez.

## Trayectoria profesional

- 2018–presente: Profesora Titular, Universidad de Salamanca
- 2013–2018: Profesora Ayudante Doctora, Universidad de Valladolid

## Publicaciones

García Lorenzo, María Teresa, and Ana Ruiz Pérez. 2020. "La protección de datos en la contratación pública." *Revista Española de Derecho Administrativo* 45 (2): 113–140.

Ruiz Pérez, Ana, and José Luis Martín. 2018. "Transparencia y buen gobierno en los municipios." *Revista de Administración Pública* 205: 77–101.
"""


def test_a_spanish_cv_s_career_advisor_and_inverted_first_author(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    posts = [r for r in result.records if isinstance(r, AffiliationRecord) and r.kind == "position"]
    assert [(r.institution, r.start, r.end) for r in posts] == [("Universidad de Salamanca", "2018", "present"),
                                                                ("Universidad de Valladolid", "2013", "2018")]
    assert [r.advisor.text for r in result.records if isinstance(r, AdvisingRecord)] == ["Ana Ruiz Pérez"]
    papers = [r for r in result.records if isinstance(r, PaperRecord)]
    # the owner's name, written given name first in the heading, joins the inverted first author again
    assert [m.text for m in papers[0].authors] == ["García Lorenzo, María Teresa", "Ana Ruiz Pérez"]
    assert [m.rank for m in papers[0].authors] == [1, 2]
    assert [m.text for m in papers[1].authors] == ["Ruiz Pérez, Ana", "José Luis Martín"]
    assert not any("Trayectoria" in lo.text or "presente" in lo.text for lo in result.leftovers)


VANCOUVER = """Publications

1. Wijaya A, Hartono B, Sutrisno. Prevalence of stunting among children under five in rural Java. Asian Pac J Trop Med. 2019;12(4):150-6.
2. Sutrisno, Wijaya A, Kurniawan D. Water sanitation and child growth: a cross-sectional study. BMC Public Health. 2020;20:1123.
3. Wysocka M, Nowak J. Ocena jakości życia pacjentów po udarze. Wysłano do: Neurol Neurochir Pol.
"""


def test_a_vancouver_list_with_an_author_of_one_name_and_a_venue_headed_to_in_polish(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(VANCOUVER, encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert [[m.text for m in p.authors] for p in papers] == [["Wijaya A", "Hartono B", "Sutrisno"],
                                                             ["Sutrisno", "Wijaya A", "Kurniawan D"],
                                                             ["Wysocka M", "Nowak J"]]
    assert [p.venue for p in papers] == ["Asian Pac J Trop Med", "BMC Public Health", "Neurol Neurochir Pol"]
    assert papers[0].title == "Prevalence of stunting among children under five in rural Java"
