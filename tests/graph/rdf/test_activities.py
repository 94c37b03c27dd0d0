"""Awards, grants, service, talks and students: records of their own, in the graph as their own entity types."""

from __future__ import annotations

from graph import build, query, read_dataset
from loaders import ActivityRecord, extract, parse_document

CV = """# Ann Li

## Awards
- Best Paper Award, ACM SoCC 2021
- 国家奖学金 2019

## Grants
- NSFC Young Scientists Fund, 2020 - 2023

## Service
- Reviewer: IEEE INFOCOM (2022-2024)

## Invited Talks
- Fast startup of serverless functions, Tsinghua University, May 2023

## Students
- Bo Wu (PhD, 2019 - present)
- 王芳 (MSc, 2021-2023)

## Publications
1. **Ann Li**, Bo Wu, "Fast Startup of Things," in Proc. EuroSys, 2025.
"""


def test_activity_records_with_their_lines_and_years():
    result = extract(parse_document(CV.encode(), source="ann.md"))
    acts = {(a.kind, a.span.start_line): a for a in result.of_type(ActivityRecord)}
    assert sorted(acts) == [("award", 4), ("award", 5), ("grant", 8), ("service", 11), ("student", 17),
                            ("student", 18), ("talk", 14)]
    assert (acts["award", 4].text, acts["award", 4].start) == ("Best Paper Award, ACM SoCC 2021", "2021")
    assert (acts["grant", 8].start, acts["grant", 8].end) == ("2020", "2023")
    assert (acts["student", 17].person.text, acts["student", 17].end) == ("Bo Wu", "present")
    assert acts["student", 18].person.text == "王芳"
    assert not result.leftovers


PREFIXES = """PREFIX vivo: <http://vivoweb.org/ontology/core#>
PREFIX skg: <https://w3id.org/scholarkg/ontology#>
PREFIX foaf: <http://xmlns.com/foaf/0.1/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX prov: <http://www.w3.org/ns/prov#>
"""


def test_activities_in_the_graph(tmp_path):
    (tmp_path / "cvs").mkdir()
    (tmp_path / "cvs" / "ann.md").write_text(CV, encoding="utf-8")
    result = build([tmp_path / "cvs"], tmp_path / "out", network=False)
    assert result.ok and result.validation.conforms
    ds = read_dataset(tmp_path / "out" / "graph.trig")
    rows = query(ds, PREFIXES + """SELECT ?class ?label ?owner ?line WHERE {
        ?a a ?class ; rdfs:label ?label ; vivo:relates ?p ; skg:startLine ?line ; prov:wasDerivedFrom ?d .
        ?p foaf:name ?owner .
        VALUES ?class { vivo:AwardReceipt vivo:Grant vivo:Presentation skg:Service }
    } ORDER BY ?line""")
    got = [(str(r["class"]).rsplit("#", 1)[1], str(r["owner"]), int(r["line"])) for r in rows]
    assert got == [("AwardReceipt", "Ann Li", 4), ("AwardReceipt", "Ann Li", 5), ("Grant", "Ann Li", 8),
                   ("Service", "Ann Li", 11), ("Presentation", "Ann Li", 14)]
    students = query(ds, PREFIXES + """SELECT ?student WHERE {
        ?s skg:advisedBy ?o . ?o foaf:name "Ann Li" . ?s foaf:name ?student } ORDER BY ?student""")
    names = sorted(str(r["student"]) for r in students)
    assert len(names) == 2 and "Bo Wu" in names
    # the student is the co-author of the paper: one person, not two
    bo = query(ds, PREFIXES + 'SELECT ?p WHERE { ?p foaf:name "Bo Wu" }')
    assert len(bo) == 1
