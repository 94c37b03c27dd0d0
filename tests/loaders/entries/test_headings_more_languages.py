"""Headings of Italian, German, Polish, Russian and Korean CVs: a held-out set of CVs in those languages (written by a
helper who had not seen the code) lost every publication list to them. Expected values written by reading them."""

from __future__ import annotations

import pytest

from loaders.entries.sections import classify_heading


@pytest.mark.parametrize("line, section", [
    ("ELENCO DELLE PUBBLICAZIONI", "publications"), ("Pubblicazioni su rivista", "publications"),
    ("Atti di convegno", "publications"), ("Capitoli di libro", "publications"), ("FORMAZIONE", "education"),
    ("POSIZIONI ACCADEMICHE", "experience"), ("ATTIVITÀ DIDATTICA", "teaching"), ("PROGETTI DI RICERCA", "projects"),
    ("## Zeitschriftenbeiträge (begutachtet)", "publications"), ("## Beiträge in Sammelwerken", "publications"),
    ("## Tagungsbeiträge", "publications"), ("## Eingereichte Manuskripte", "publications"),
    ("Schriftenverzeichnis", "publications"), ("# Drittmittel", "grants"),
    ("## Gutachtertätigkeit und Mitgliedschaft", "service"),
    ("## Wykaz publikacji", "publications"), ("## Wykształcenie", "education"),
    ("## Przebieg pracy zawodowej", "experience"), ("## Działalność dydaktyczna", "teaching"),
    ("**СПИСОК ПУБЛИКАЦИЙ**", "publications"), ("**Статьи в журналах из перечня ВАК**", "publications"),
    ("**Материалы конференций**", "publications"), ("**ОБРАЗОВАНИЕ**", "education"),
    ("**ГРАНТЫ И ПРОЕКТЫ**", "grants"), ("**ПРЕПОДАВАТЕЛЬСКАЯ ДЕЯТЕЛЬНОСТЬ**", "teaching"),
    ("## 연구 실적", "publications"), ("## 학력", "education"), ("## 경력", "experience"), ("## 연구 과제", "projects"),
    ("## 강의", "teaching"), ("## 학회 활동", "service"), ("국제 학술지 논문", "publications"),
])
def test_headings(line, section):
    found = classify_heading(line)
    assert found is not None and found[0] == section


@pytest.mark.parametrize("line", ["Statistiche di ateneo e bilancio", "Publikacje naukowe są dostępne na stronie "
                                  "https://example.org", "Образование детей и молодёжи в регионах России в 2020 году"])
def test_sentences_are_no_headings(line):
    assert classify_heading(line) is None


def test_a_spanish_cvn_list(tmp_path):
    # Spain's CVN: a heading of its own, numbers in bold, the form's fields under each reference (no part of it)
    from loaders import load
    from loaders.model import PaperRecord

    cv = tmp_path / "cvn.md"
    cv.write_text("**Producción científica — Publicaciones, documentos científicos y técnicos**\n"
                  "**1** Roldán Valverde, I.; Gutiérrez Pardo, C. Los lagos de Sierra Nevada como centinelas del "
                  "cambio global. Ecosistemas. 30 - 1, pp. 2145. 2021. ISSN 1697-2473\n"
                  "Tipo de producción: Artículo científico Tipo de soporte: Revista\n"
                  "Posición de firma: 1 Nº total de autores: 2\n"
                  "Autor de correspondencia: Sí\n", encoding="utf-8")
    [paper] = [r for r in load(cv).records if isinstance(r, PaperRecord)]
    assert paper.title == "Los lagos de Sierra Nevada como centinelas del cambio global"
    assert [a.text for a in paper.authors] == ["Roldán Valverde, I.", "Gutiérrez Pardo, C."]
    assert (paper.venue, paper.year, paper.span.start_line, paper.span.end_line) == ("Ecosistemas", 2021, 2, 5)
