"""A Brazilian Lattes CV, in Portuguese: its section headings are known, a section the table does not know ends the
patents list, and its ABNT references ("SURNAME, I. I.; SURNAME, I. . Title. Venue, v. 1, p. 1-9, 2020.") read."""

from __future__ import annotations

from loaders import PaperRecord, PatentRecord, extract, parse_document
from loaders.entries.sections import classify_heading, split_sections

_CV = """\
Ana Beatriz Rocha Lima

Formação acadêmica/titulação
2009 - 2013    Doutorado em Engenharia Mecânica.
               Universidade Estadual de Campinas, UNICAMP, Brasil.

Atuação Profissional
Universidade Federal de Pernambuco, UFPE, Brasil.

Artigos completos publicados em periódicos
1.  LIMA, A. B. R.; COSTA, P. H. . Fadiga térmica em tubulações de vapor. Revista Brasileira de Mecânica, v. 7, n. 2, p. 33-51, 2018.

2.  FERREIRA, T.; LIMA, A. B. R. . Crack growth in welded joints under variable loading. INTERNATIONAL JOURNAL OF FATIGUE, v. 88, p. 101-113, 2016.

Trabalhos completos publicados em anais de congressos
1.  LIMA, A. B. R.; FERREIRA, T. . Ensaios de fluência em ligas de níquel. In: 21º Congresso Nacional de Engenharia Mecânica, 2019, Recife. Anais do CONEM, 2019.

Patentes
1.  LIMA, A. B. R. . Válvula de alívio com sensor de pressão. 2021, Brasil. Patente: Privilégio de Inovação. Número do registro: BR1020210098765.

Atividades de extensão
1.  Oficina de robótica para escolas públicas de Recife. 2020. Coordenadora.
2.  Feira de ciências do campus. 2019. Avaliadora.
"""

_HEADINGS = ("Formação acadêmica/titulação", "Atuação profissional", "Artigos completos publicados em periódicos",
             "Trabalhos completos publicados em anais de congressos", "Livros publicados/organizados ou edições",
             "Capítulos de livros publicados", "Patentes", "Orientações e supervisões concluídas",
             "Participação em bancas")


def test_lattes_headings_are_known():
    assert [classify_heading(h) for h in _HEADINGS] == [
        ("education", ""), ("experience", ""), ("publications", ""), ("publications", ""), ("publications", ""),
        ("publications", ""), ("patents", ""), ("students", ""), ("service", "")]


def test_a_section_of_an_unknown_heading_ends_the_patents():
    sections = split_sections(parse_document(_CV.encode(), source="cv.txt"))
    patents = next(s for s in sections if s.name == "patents")
    assert [line.number for line in patents.lines] == [19]
    records = extract(parse_document(_CV.encode(), source="cv.txt"))
    assert [p.number for p in records.of_type(PatentRecord)] == ["BR1020210098765"]


def test_abnt_references_are_read():
    papers = extract(parse_document(_CV.encode(), source="cv.txt")).of_type(PaperRecord)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in papers] == [
        ("Fadiga térmica em tubulações de vapor", ["LIMA, A. B. R.", "COSTA, P. H."], "Revista Brasileira de Mecânica",
         2018),
        ("Crack growth in welded joints under variable loading", ["FERREIRA, T.", "LIMA, A. B. R."],
         "INTERNATIONAL JOURNAL OF FATIGUE", 2016),
        ("Ensaios de fluência em ligas de níquel", ["LIMA, A. B. R.", "FERREIRA, T."],
         "21º Congresso Nacional de Engenharia Mecânica", 2019),
    ]
