"""Canned queries against rows read by hand from the CVs (tests/data/queries/, written without running the program)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graph.cli.commands import main
from graph.rdf.sparql import collaboration_paths, lookup_institutions, lookup_persons, read_dataset, query

ROOT = Path(__file__).resolve().parents[3]
CVS = ROOT / "examples" / "cvs"
EXPECTED = ROOT / "tests" / "data" / "queries"


def expected(name: str) -> dict:
    return json.loads((EXPECTED / f"{name}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def graph_file(examples_build):
    # build([CVS], out, check=False), shared: read only (the run's build of it with a store beside the files)
    out, _ = examples_build(store=True, check=False)
    return out / "graph.trig"


@pytest.fixture(scope="module")
def ds(graph_file):
    return read_dataset(graph_file)


def one(ds, name):
    found = lookup_persons(ds, name)
    assert len(found) == 1, (name, found)
    return found[0]


def test_coauthors_by_any_alias(ds):
    want = [(r["name"], r["joint_works"]) for r in expected("coauthors_yunzhuo_liu")["rows"]]
    for alias in ("刘运卓", "Yunzhuo Liu", "LIU Yunzhuo", "yunzhuo liu"):
        rows = query(ds, "coauthors", person=one(ds, alias))
        got = [(str(r["name"]), int(r["works"])) for r in rows]
        assert got == want, alias
        assert got[0] == ("Bo Jiang", 10)


def test_works_by_year(ds):
    want = [(r["year"], r["title"]) for r in expected("works_zhisheng_ye")["rows"]]
    rows = query(ds, "works", person=one(ds, "Z. Ye"))
    assert [(int(str(r["year"])), str(r["title"])) for r in rows] == want


def test_patents(ds):
    want = [r["number"] for r in expected("patents_bo_jiang")["rows"]]
    for alias in ("江波", "Bo Jiang"):
        rows = query(ds, "patents", person=one(ds, alias))
        assert [str(r["number"]) for r in rows] == want
        assert [int(r["inventors"]) for r in rows] == [len(r["inventors"]) for r in expected("patents_bo_jiang")["rows"]]


def test_venues(ds):
    rows = query(ds, "venues", person=one(ds, "Yunzhuo Liu"))
    assert len(rows) == len(expected("venues_yunzhuo_liu")["rows"])
    for want in expected("venues_yunzhuo_liu")["rows"]:
        # the venue row that holds the forms the CVs wrote, with the paper count read by hand
        hits = [r for r in rows if any(
            len(query(ds, "SELECT ?v ?l WHERE { ?v skos:altLabel ?l }", v=r["venue"], l=form)) for form in
            want["venue_as_written"])]
        assert len(hits) == 1 and int(hits[0]["papers"]) == want["count"], want["series"]


def test_people_of_an_institution_by_any_name(ds):
    want = {(r["name"], r["kind"]) for r in expected("institution_people_sjtu")["rows"]}
    for name in ("SJTU", "上海交通大学", "Shanghai Jiao Tong University"):
        orgs = lookup_institutions(ds, name)
        assert len(orgs) == 1
        rows = query(ds, "institution-people", org=orgs[0])
        assert {(str(r["name"]), str(r["kind"])) for r in rows} == want


def test_provenance_lines(ds):
    exp = expected("provenance_zhisheng_ye")
    rows = query(ds, "provenance", entity=one(ds, "Zhisheng Ye"))
    named = {(int(r["startLine"]), str(r["asWritten"])) for r in rows
             if str(r["statementType"]) in ("Authorship", "Ownership") and str(r["document"]).startswith("004")}
    assert {(r["line"], r["as_written"]) for r in exp["rows"]} <= named
    assert {str(r["document"]) for r in rows} == {"004_26d677b8e0a8f1b8.txt"}


def test_collaboration_paths(ds):
    exp = expected("path_lingyun_yang_to_yunzhuo_liu")
    assert exp["path_exists"] is False
    assert collaboration_paths(ds, one(ds, "Lingyun Yang"), one(ds, "Yunzhuo Liu")) == []
    # Chenghu Zhou (000:65, 67, 73) never wrote with Yirui Liu; the people who wrote with both are the three
    # authors of FuncPipe or LIBRA who are also on X-Plane (000:68): Yunzhuo Liu, Bo Jiang, Xinbing Wang
    paths = collaboration_paths(ds, one(ds, "Chenghu Zhou"), one(ds, "刘一锐"))
    assert {len(p) for p in paths} == {3}
    assert {p[1][1] for p in paths} == {"Yunzhuo Liu", "Bo Jiang", "Xinbing Wang"}
    assert all("X-Plane" in p[2][2] for p in paths)


def test_cli_query_formats_and_errors(graph_file, capsys):
    assert main(["query", str(graph_file), "coauthors", "--person", "江波", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0] == {"coauthor": rows[0]["coauthor"], "name": "Yunzhuo Liu", "works": "10"}
    assert main(["query", str(graph_file), "coauthors", "--person", "Nobody Here"]) == 1
    assert main(["query", str(graph_file), "SELECT ?x WHERE { ?x ?y"]) == 2
    assert "query failed" in capsys.readouterr().err
    assert main(["query", str(graph_file), "SELECT (COUNT(*) AS ?n) WHERE { ?p a foaf:Person }",
                 "--format", "csv"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "n"
    assert main(["query", str(graph_file), "collaboration-path", "--person", "Chenghu Zhou", "--other", "Yirui Liu"]) == 0
    assert "Xinbing Wang" in capsys.readouterr().out
    assert main(["query", str(ROOT / "nowhere.trig"), "coauthors", "--person", "x"]) == 2
    assert main(["validate", str(graph_file)]) == 0


_BY_AUTHORSHIPS = """
PREFIX vivo: <http://vivoweb.org/ontology/core#>
PREFIX bibo: <http://purl.org/ontology/bibo/>
SELECT DISTINCT ?work ?person WHERE {
  ?a vivo:relates ?work , ?person . ?work a ?t . ?person a <http://xmlns.com/foaf/0.1/Person> .
  FILTER (?t IN (bibo:AcademicArticle, bibo:Patent))
}"""
_BY_CREATOR = "SELECT ?work ?person WHERE { ?work <http://purl.org/dc/terms/creator> ?person }"


def test_creator_links_are_the_authorships(ds):
    """dcterms:creator (default graph, which the co-author query reads) links each work to exactly the persons its
    authorships and inventorships in the CV graphs relate it to, each once."""
    creators = [(str(r.work), str(r.person)) for r in ds.query(_BY_CREATOR)]
    assert len(creators) == len(set(creators)) > 50
    assert set(creators) == {(str(r.work), str(r.person)) for r in ds.query(_BY_AUTHORSHIPS)}
    import pyoxigraph as ox

    from graph.rdf.store import oxigraph_store

    creator = ox.NamedNode("http://purl.org/dc/terms/creator")
    store = oxigraph_store(ds)
    assert store is not None
    in_default = {(q.subject.value, q.object.value) for q in store.quads_for_pattern(None, creator, None)
                  if isinstance(q.graph_name, ox.DefaultGraph)}
    assert in_default == set(creators)
