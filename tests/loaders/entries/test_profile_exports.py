"""Works as ORCID's record and ResearchGate's list give them when copied as text: fields on lines of their own among
the export's labels ("Source: Crossref", "2024-02-07 | Journal article", "Full-text available", "Recommend"), the
names after "Contributors:" or apart by "·". Held-out documents written by a helper read none of them. Expected
values written by reading them."""

from __future__ import annotations

from graph.resolution.names import parse_person_names
from loaders import load
from loaders.model import PaperRecord

ORCID = """Works (2)
Sort
Stability of graphene oxide membranes under humid flue gas conditions
ChemRxiv
2025-01-14 | Preprint
DOI: 10.26434/chemrxiv-2025-x7k2m
Contributors: Tomasz Wróblewski; Anna Ostrowska; Jan Kowalski-Ruiz
Source: Tomasz Wróblewski

Thin-film composite hollow fibres for hydrogen recovery from ammonia purge gas
Industrial & Engineering Chemistry Research
2024-02-07 | Journal article
DOI: 10.1021/acs.iecr.3c03817
Part of ISSN: 0888-5885
Contributors: Jakub Nowicki; Tomasz Wróblewski; Marek Szymański
Source: Crossref
"""

RESEARCHGATE = """Research items (2)

Article
Full-text available
Aug 2024
Cost-effectiveness of community-led total sanitation in peri-urban South Africa: a modelling study
Rachel Whitcombe · Matthew O'Donoghue · Lindiwe Ntuli-Masondo · Pieter J. du Plessis
The Lancet Global Health 12(8):e1301-e1310
DOI:10.1016/S2214-109X(24)00198-4
Recommend
Follow
Share

Article
Feb 2023
Sanitation access and diarrhoeal disease in children under five
Kagiso Molefe · Lindiwe Ntuli-Masondo
BMC Public Health 23(1)
DOI:10.1186/s12889-023-15214-9
Download
Recommend
"""


def _papers(tmp_path, text):
    path = tmp_path / "export.txt"
    path.write_text(text, encoding="utf-8")
    return [r for r in load(path).records if isinstance(r, PaperRecord)]


def test_an_orcid_record(tmp_path):
    papers = _papers(tmp_path, ORCID)
    assert [(p.title, p.year, [a.text for a in p.authors]) for p in papers] == [
        ("Stability of graphene oxide membranes under humid flue gas conditions", 2025,
         ["Tomasz Wróblewski", "Anna Ostrowska", "Jan Kowalski-Ruiz"]),
        ("Thin-film composite hollow fibres for hydrogen recovery from ammonia purge gas", 2024,
         ["Jakub Nowicki", "Tomasz Wróblewski", "Marek Szymański"])]
    assert papers[1].doi == "10.1021/acs.iecr.3c03817"


def test_a_researchgate_list(tmp_path):
    papers = _papers(tmp_path, RESEARCHGATE)
    assert [(p.title, p.year) for p in papers] == [
        ("Cost-effectiveness of community-led total sanitation in peri-urban South Africa: a modelling study", 2024),
        ("Sanitation access and diarrhoeal disease in children under five", 2023)]
    assert [n.family for n in parse_person_names([a.text for a in papers[0].authors])] == [
        "whitcombe", "o'donoghue", "ntuli-masondo", "du plessis"]


PURE = """# Fiona MacLeod
1 - 2 out of 2 results
- ### [Hydrological responses to forest-to-bog restoration: ten years of paired catchment data](/en/publications/a)
[MacLeod, F.](/en/persons/f), [Chisholm, R.](/en/persons/r) & Sutherland-Kerr, M., 5 Jan 2024, In: [Water Resources Research](/en/journals/w). 60, 1, 21 p., e2023WR035512.
Research output: Contribution to journal › Article › peer-review
- ### [Machine learning emulators of a distributed hydrological model](/en/publications/b)
[Ahmed, N.](/en/persons/n), Zhou, Y. & Lindqvist, A., Accepted/In press - 2025, In: [Environmental Modelling & Software](/en/journals/e).
Research output: Contribution to journal › Article › peer-review
"""


def test_a_pure_portal_list(tmp_path):
    path = tmp_path / "outputs.md"
    path.write_text(PURE, encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year, p.status) for p in papers] == [
        ("Hydrological responses to forest-to-bog restoration: ten years of paired catchment data",
         ["MacLeod, F.", "Chisholm, R.", "Sutherland-Kerr, M."], "Water Resources Research", 2024, "published"),
        ("Machine learning emulators of a distributed hydrological model", ["Ahmed, N.", "Zhou, Y.", "Lindqvist, A."],
         "Environmental Modelling & Software", 2025, "accepted")]


LINKEDIN_PAGE = """**Publications**
**Sepsis alerts in practice: a stepped-wedge evaluation in three Brazilian ICUs**
Critical Care Medicine · Jan 2025
Show publication ↗
Pragmatic stepped-wedge trial of our deployed sepsis early-warning model.
Other authors
Marcelo Antunes
Rafael Tavares
**Early prediction of sepsis in intensive care units using gradient-boosted trees on
routinely collected vital signs**
Journal of Critical Care · Apr 12, 2021
Show publication ↗
Other authors
Rafael Tavares
Juliana Lima
"""


def test_a_linkedin_profile_page(tmp_path):
    papers = _papers(tmp_path, LINKEDIN_PAGE)
    assert [(p.title, [a.text for a in p.authors], p.venue, p.year, p.span.start_line, p.span.end_line)
            for p in papers] == [
        ("Sepsis alerts in practice: a stepped-wedge evaluation in three Brazilian ICUs",
         ["Marcelo Antunes", "Rafael Tavares"], "Critical Care Medicine", 2025, 2, 8),
        ("Early prediction of sepsis in intensive care units using gradient-boosted trees on routinely collected "
         "vital signs", ["Rafael Tavares", "Juliana Lima"], "Journal of Critical Care", 2021, 9, 15)]
