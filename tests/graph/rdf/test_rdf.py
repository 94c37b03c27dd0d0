"""The RDF contract, checked with SPARQL on the graph built from examples/cvs (not by inspecting Python objects)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox
import pyarrow.parquet as pq
import pytest
from rdflib import Literal

from graph import resolve
from graph.build import RESOLUTION_FILES, build
from graph.rdf.quads import _hash, generate_quads, to_store
from graph.rdf.store import FORMATS, rdf_bytes, to_rdf, write_rdf
from graph.rdf.sparql import lookup_persons, read_dataset, query
from tests.examples import examples_results

ROOT = Path(__file__).resolve().parents[3]
CVS = ROOT / "examples" / "cvs"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("build")
    result = build([CVS], out, formats=("turtle", "nquads", "jsonld"))
    return out, result


@pytest.fixture(scope="module")
def ds(built):
    return read_dataset(built[0] / "graph.trig")


def count(ds, where: str) -> int:
    return int(query(ds, f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {where} }}")[0]["n"])


def test_build_validates_and_writes_every_format(built):
    out, result = built
    assert result.ok and result.validation.conforms, result.validation.text
    assert {p.name for p in out.iterdir()} == {"graph.trig", "graph.ttl", "graph.nq", "graph.jsonld",
                                               "report.md", "report.json", "network.html", ".cache",
                                               "resolution"}
    for name in ("graph.trig", "graph.ttl", "graph.nq", "graph.jsonld"):
        assert count(read_dataset(out / name), "?x a foaf:Person") == result.counts["persons"]


def test_counts_read_from_the_cvs(ds):
    # 000 and 001 list the same 9 papers and 10 patents; 002 lists 5 papers, 003 none, 004 seven.
    assert count(ds, "?x a bibo:AcademicArticle") == 9 + 5 + 7
    assert count(ds, "?x a bibo:Patent") == 10
    assert count(ds, "?x a foaf:Document") == 5
    assert count(ds, "?x a foaf:Person ; foaf:name ?n") == count(ds, "?x a foaf:Person")
    # one authorship per author of every listing (counted in the hand-written golden files of the loaders)
    golden = [json.loads(p.read_text(encoding="utf-8")) for p in (ROOT / "tests/data/golden").glob("*.load.json")]
    authors = sum(len(paper["authors"]) for g in golden for paper in g["papers"])
    assert count(ds, "?x a vivo:Authorship") == authors
    # the inventors of the ten patents of 000 (lines 78-87), listed again in 001
    assert count(ds, "?x a skg:Inventorship") == 2 * sum([8, 8, 9, 7, 7, 7, 5, 5, 5, 6])


def test_person_contract(ds):
    rows = query(ds, """SELECT ?p ?name ?given ?family WHERE {
        ?p a foaf:Person ; foaf:name ?name ; foaf:givenName ?given ; foaf:familyName ?family ;
           skos:altLabel "刘运卓"@zh , "Yunzhuo Liu" }""")
    assert [(str(r["name"]), str(r["given"]), str(r["family"])) for r in rows] == [("Yunzhuo Liu", "Yunzhuo", "Liu")]
    # every Han form is tagged @zh, and no Latin form is
    assert count(ds, "?p a foaf:Person ; skos:altLabel ?x . FILTER(REGEX(STR(?x), '[\u4e00-\u9fff]') && "
                     "LANG(?x) != 'zh')") == 0
    assert count(ds, "?p a foaf:Person ; skos:altLabel ?x . FILTER(!REGEX(STR(?x), '[\u4e00-\u9fff]') && "
                     "LANG(?x) = 'zh')") == 0


def test_paper_patent_venue_institution_contract(ds):
    rows = query(ds, """SELECT ?year ?status ?venue ?full WHERE {
        ?w a bibo:AcademicArticle ; dcterms:title ?t ; dcterms:issued ?year ; bibo:status ?status ;
           vivo:hasPublicationVenue ?v . ?v skos:prefLabel ?venue ; dcterms:title ?full ; skos:altLabel ?alt .
        FILTER(STRSTARTS(?t, "X-Plane")) FILTER(?alt IN ("MobiCom 2023", "MOBICOM 2023")) }""")
    assert {(str(r["year"]), str(r["year"].datatype), str(r["status"]), str(r["venue"])) for r in rows} == {
        ("2023", "http://www.w3.org/2001/XMLSchema#gYear", "http://purl.org/ontology/bibo/status/published", "MobiCom")}
    assert count(ds, '?x a bibo:Patent ; vivo:patentNumber "CN202310791299.6" ; dcterms:title ?t') == 1
    sjtu = query(ds, """SELECT ?o WHERE { ?o a foaf:Organization , org:Organization ; skos:prefLabel ?l ;
        skos:altLabel "上海交通大学"@zh , "SJTU" , "Shanghai Jiao Tong University" }""")
    assert len(sjtu) == 1
    # 阿里巴巴达摩院 XG 实验室 is a unit of Alibaba DAMO Academy, part of Alibaba Group
    chain = query(ds, """SELECT ?mid ?top WHERE { ?u skos:altLabel ?l ; dcterms:isPartOf ?m .
        ?m skos:prefLabel ?mid ; dcterms:isPartOf ?t . ?t skos:prefLabel ?top . FILTER(CONTAINS(STR(?l), "XG")) }""")
    assert {(str(r["mid"]), str(r["top"])) for r in chain} == {("Alibaba DAMO Academy", "Alibaba Group")}


def test_every_authorship_is_traced_to_its_lines(ds):
    rows = query(ds, """SELECT ?a ?written ?doc ?start ?end ?rank WHERE {
        ?a a ?type ; vivo:relates ?p , ?w ; vivo:rank ?rank ; skg:nameAsWritten ?written ;
           prov:wasDerivedFrom ?d ; skg:startLine ?start ; skg:endLine ?end .
        VALUES ?type { vivo:Authorship skg:Inventorship }
        ?p a foaf:Person . ?w a ?wt . VALUES ?wt { bibo:AcademicArticle bibo:Patent }
        GRAPH ?d { ?a a ?type } ?d dcterms:identifier ?doc }""")
    assert len(rows) == count(ds, "{ ?x a vivo:Authorship } UNION { ?x a skg:Inventorship }") > 100
    files = {p.name: p.read_text(encoding="utf-8").splitlines() for p in CVS.iterdir()}
    for r in rows:
        lines = files[str(r["doc"])][int(r["start"]) - 1:int(r["end"])]
        squeezed = re.sub(r"[\s*_\\]", "", "".join(lines))
        assert re.sub(r"\s", "", str(r["written"])) in squeezed, (r["written"], r["doc"], r["start"])


def test_named_graph_holds_only_its_own_cv(built):
    store = ox.Store()
    store.load(path=str(built[0] / "graph.trig"), format=ox.RdfFormat.TRIG)
    prefixes = "PREFIX prov: <http://www.w3.org/ns/prov#> PREFIX foaf: <http://xmlns.com/foaf/0.1/> "
    # inside a CV's graph, every statement derives from that CV
    assert not list(store.query(prefixes + "SELECT * { GRAPH ?g { ?s prov:wasDerivedFrom ?d } FILTER(?g != ?d) }"))
    # the default graph holds resolved entities and no CV statement; every person is there
    assert not list(store.query(prefixes + "SELECT * { ?s prov:wasDerivedFrom ?d }"))
    assert len(list(store.query(prefixes + "SELECT * { ?s a foaf:Person }"))) > 50
    assert len(list(store.named_graphs())) == 5


def test_advising_and_memberships(ds):
    rows = query(ds, """SELECT ?advisor WHERE { ?me skos:altLabel "Zhisheng YE" ; skg:advisedBy ?a .
        ?a foaf:name ?advisor }""")
    assert {str(r["advisor"]) for r in rows} >= {"Xiaolin Wang", "Yingwei Luo"}
    assert "Xinbing Wang" not in {str(r["advisor"]) for r in rows}
    rows = query(ds, """SELECT ?kind ?start ?end WHERE { ?m a org:Membership ; org:member ?p ; org:organization ?o ;
        skg:affiliationKind ?kind ; org:memberDuring ?i . ?i time:hasBeginning/time:inXSDgYearMonth ?start .
        OPTIONAL { ?i time:hasEnd/time:inXSDgYearMonth ?end }
        ?p skos:altLabel "刘运卓"@zh . ?o skos:altLabel "上海交通大学"@zh }""")
    assert ("education", "2015-09", "2019-06") in {(str(r["kind"]), str(r["start"]), str(r["end"])) for r in rows}


def test_contact_details_only_on_request(built, tmp_path):
    out, _ = built
    text = "".join((out / n).read_text(encoding="utf-8") for n in ("graph.trig", "graph.ttl", "graph.nq",
                                                                   "graph.jsonld", "report.md", "report.json",
                                                                   "network.html"))
    text += "".join(str(pq.read_table(path).to_pylist()) for path in sorted((out / "resolution").iterdir()))
    assert "mailto:" not in text and "tel:" not in text
    assert "liu445126256@sjtu.edu.cn" not in text and "13800000000" not in text
    with_contact = build([CVS / "000_c992527a1da3d179.txt"], tmp_path, include_contact=True, check=False)
    assert with_contact.ok
    trig = (tmp_path / "graph.trig").read_text(encoding="utf-8")
    assert "mailto:liu445126256@sjtu.edu.cn" in trig


def test_output_is_byte_identical_and_independent_of_input_order(built, tmp_path):
    out, _ = built
    files = sorted(CVS.iterdir(), reverse=True)
    subprocess.run([sys.executable, "-m", "graph.cli", "build", *map(str, files), "-o", str(tmp_path),
                    "--format", "nquads,jsonld,turtle"], check=True, capture_output=True, cwd=ROOT)
    for name in ("graph.trig", "graph.nq", "graph.ttl", "graph.jsonld", "report.json", "report.md", *RESOLUTION_FILES):
        assert (tmp_path / name).read_bytes() == (out / name).read_bytes(), name


def _quads(results):
    records = [r for res in results for r in res.records]
    return set(generate_quads(records, resolve(records), sources=[r.source for r in results]))


def test_removing_one_cv_removes_exactly_what_was_drawn_only_from_it():
    results = examples_results()        # load_many([CVS]), read once for the run
    full = _quads(results)
    canonical = {"http://xmlns.com/foaf/0.1/name", "http://purl.org/dc/terms/title",
                 "http://www.w3.org/2004/02/skos/core#prefLabel"}
    for i, removed in enumerate(results):
        rest = [r for j, r in enumerate(results) if j != i]
        part = _quads(rest)
        graph = ox.NamedNode(f"https://w3id.org/scholarkg/id/source/{_hash(removed.source)}")
        gone, new = full - part, part - full
        # the removed CV's named graph goes whole; no other named graph changes
        assert {q for q in full if q.graph_name == graph} <= gone
        assert not [q for q in gone | new if not isinstance(q.graph_name, ox.DefaultGraph) and q.graph_name != graph]
        # a default-graph statement that goes was drawn from the removed CV: its subject or its label is only there
        other_text = "\n".join(Path(CVS, r.source).read_text(encoding="utf-8") for r in rest)
        kept_subjects = {q.subject for q in part}
        for q in gone:
            if isinstance(q.graph_name, ox.DefaultGraph) and q.subject in kept_subjects:
                assert isinstance(q.object, ox.Literal) or q.predicate.value.endswith(("isPartOf",
                                                                                        "subOrganizationOf",
                                                                                        "hasPublicationVenue")), q
                promoted = any(n.subject == q.subject and n.object == q.object for n in new)
                if isinstance(q.object, ox.Literal) and q.predicate.value not in canonical and not promoted:
                    assert q.object.value not in other_text, q
        # nothing new appears but the canonical label of an entity whose chosen form came only from the removed CV,
        # replaced by a form the remaining CVs wrote
        for q in new:
            assert isinstance(q.graph_name, ox.DefaultGraph) and q.predicate.value in canonical, q
            assert any(g.subject == q.subject and g.predicate == q.predicate for g in gone), q


def test_names_with_sparql_syntax_are_data(ds):
    for evil in ['"} ; DROP ALL ; SELECT * WHERE { ?s ?p ?o', "<http://x> ?p ?o", "?person", "Bo Jiang' || true",
                 "<img src=x onerror=alert(1)>", "\\u0022) } #"]:
        assert lookup_persons(ds, evil) == []
        assert len(query(ds, "coauthors", person=Literal(evil))) == 0
    # a person really called that is found by that name, and only that person
    store = ox.Store()
    name = '"} UNION { ?person ?p ?o } #'
    p = ox.NamedNode("https://w3id.org/scholarkg/id/person/x")
    store.add(ox.Quad(p, ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"),
                      ox.NamedNode("http://xmlns.com/foaf/0.1/Person")))
    store.add(ox.Quad(p, ox.NamedNode("http://xmlns.com/foaf/0.1/name"), ox.Literal(name)))
    from graph.rdf.store import wrap_store
    assert [str(x) for x in lookup_persons(wrap_store(store), name)] == [p.value]


def test_persistent_store_answers_like_the_file(built, examples_build):
    out, _ = built
    stored, _ = examples_build(store=True, check=False)    # build([CVS], o, store=o / "store", check=False), shared
    a = read_dataset(stored / "store")                      # opened read-only
    b = read_dataset(out / "graph.trig")
    person = lookup_persons(b, "江波")[0]
    assert lookup_persons(a, "Bo Jiang") == [person]
    assert query(a, "coauthors", person=person).rows == query(b, "coauthors", person=person).rows


# --- the write path: streamed into Oxigraph, serialised by Oxigraph, deterministic -----------------------------------

def _args(results):
    records = [r for res in results for r in res.records]
    return records, resolve(records), [r.source for r in results]


@pytest.fixture(scope="module")
def example():
    return _args(examples_results())    # load_many([CVS]), read once for the run


def test_an_in_memory_store_dumps_newest_first():
    # The pyoxigraph behaviour to_store relies on (0.5: a list of quads in insertion order, walked from the end;
    # a duplicate keeps its first place). If this changes, to_store must load in the other order.
    store = ox.Store()
    store.load(input="<urn:a> <urn:p> <urn:b> .\n<urn:c> <urn:p> <urn:d> .\n<urn:a> <urn:p> <urn:b> .\n",
               format=ox.RdfFormat.N_QUADS)
    assert [q.subject.value for q in store] == ["urn:c", "urn:a"]


def test_quads_are_unique_and_the_same_in_every_path(example, built):
    records, resolution, sources = example
    quads = list(generate_quads(records, resolution, sources=sources))
    assert len(quads) == len(set(quads)) > 4000
    store = to_store(records, resolution, sources=sources)
    assert list(store) == quads  # the store dumps in the order of generate_quads
    out, result = built
    assert result.counts["quads"] == len(quads)
    assert result.counts["triples"] == len({(q.subject, q.predicate, q.object) for q in quads})
    assert result.counts["named_graphs"] == len({q.graph_name for q in quads}) - 1 == 5
    triples = {ox.Triple(q.subject, q.predicate, q.object) for q in quads}
    for fmt, (suffix, rdf_format, named) in FORMATS.items():
        parsed = list(ox.parse(path=str(out / f"graph{suffix}"), format=rdf_format))
        if named:  # the file holds the quads in the order generated
            assert parsed == quads, fmt
        else:  # the graphs merged, each triple once
            merged = [ox.Triple(q.subject, q.predicate, q.object) for q in parsed]
            assert len(merged) == len(set(merged)) and set(merged) == triples, fmt


def test_the_store_and_the_quads_serialise_to_the_same_bytes(example, built, tmp_path):
    records, resolution, sources = example
    ds = to_rdf(records, resolution, sources=sources)
    for fmt, (suffix, _, _) in FORMATS.items():
        from_quads = rdf_bytes(generate_quads(records, resolution, sources=sources), fmt)
        assert rdf_bytes(ds, fmt) == from_quads, fmt
        assert write_rdf(ds, tmp_path / f"g{suffix}").read_bytes() == from_quads, fmt
        assert (built[0] / f"graph{suffix}").read_bytes() == from_quads, fmt


def test_a_persistent_store_holds_the_same_quads(built, tmp_path):
    build([CVS], tmp_path / "o", store=tmp_path / "store", check=False, network=False)
    assert (tmp_path / "o" / "graph.trig").read_bytes() == (built[0] / "graph.trig").read_bytes()
    on_disk = read_dataset(tmp_path / "store")
    assert set(ox.parse(input=rdf_bytes(on_disk, "nquads"), format=ox.RdfFormat.N_QUADS)) == \
        set(ox.parse(path=str(built[0] / "graph.nq"), format=ox.RdfFormat.N_QUADS))


_DETERMINISM = """
import hashlib, json, random, sys
from pathlib import Path
from graph import resolve
from graph.rdf.store import FORMATS, rdf_bytes, to_rdf
from loaders import load_many
files = sorted(Path(sys.argv[1]).iterdir())
order = sys.argv[2]
if order == "reversed":
    files.reverse()
elif order == "shuffled":
    random.Random(7).shuffle(files)
results = load_many(files)
records = [r for res in results for r in res.records]
if order == "shuffled":
    random.Random(8).shuffle(records)
ds = to_rdf(records, resolve(records), sources=[r.source for r in results], include_contact=True)
print(json.dumps({fmt: hashlib.sha256(rdf_bytes(ds, fmt)).hexdigest() for fmt in FORMATS}))
"""


def test_output_is_byte_identical_across_processes_hash_seeds_and_input_order():
    # the three interpreters run side by side
    started = {(seed, order): subprocess.Popen([sys.executable, "-c", _DETERMINISM, str(CVS), order], cwd=ROOT,
                                               env={**os.environ, "PYTHONHASHSEED": seed}, text=True,
                                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for seed, order in (("0", "sorted"), ("1", "reversed"), ("2", "shuffled"))}
    runs = {}
    for key, run in started.items():
        out, err = run.communicate()
        assert run.returncode == 0, err
        runs[key] = json.loads(out)
    first = next(iter(runs.values()))
    assert set(first) == set(FORMATS)
    for key, hashes in runs.items():
        assert hashes == first, key
