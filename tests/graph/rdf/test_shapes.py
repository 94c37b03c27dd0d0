"""The shapes compiled to SPARQL (graph.rdf.shapes) report exactly what pyshacl reports, on the graph of the sample
CVs and on that graph broken in every way the shapes guard against."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from pyshacl import validate as shacl_validate
from rdflib import RDF, BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import SH, XSD

from graph.rdf.shapes import check_store
from graph.rdf.validate import validate
from ontology import shapes_graph

ROOT = Path(__file__).resolve().parents[3]
FOAF = Namespace("http://xmlns.com/foaf/0.1/")
VIVO = Namespace("http://vivoweb.org/ontology/core#")
BIBO = Namespace("http://purl.org/ontology/bibo/")
DCT = Namespace("http://purl.org/dc/terms/")
PROV = Namespace("http://www.w3.org/ns/prov#")
SKOS = Namespace("http://www.w3.org/2004/02/skos/core#")
ORG = Namespace("http://www.w3.org/ns/org#")
SKG = Namespace("https://w3id.org/scholarkg/ontology#")
EX = Namespace("https://example.org/")


@pytest.fixture(scope="module")
def sample() -> Graph:
    """The union of the graph built from examples/cvs (the real pipeline)."""
    from graph.build import build
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        build([ROOT / "examples" / "cvs"], d, check=False, network=False)
        store = ox.Store()
        store.bulk_load(path=str(Path(d) / "graph.trig"), format=ox.RdfFormat.TRIG)
    data = store.dump(format=ox.RdfFormat.N_QUADS)
    triples = {(q.subject, q.predicate, q.object) for q in ox.parse(data, format=ox.RdfFormat.N_QUADS)}
    nt = ox.serialize([ox.Triple(*t) for t in sorted(triples, key=str)], format=ox.RdfFormat.N_TRIPLES)
    return Graph().parse(data=nt.decode(), format="nt")


def _first(g: Graph, cls: URIRef) -> URIRef:
    return sorted(g.subjects(RDF.type, cls), key=str)[0]


def _break(g: Graph) -> list[str]:
    """Every kind of breakage, each on another node; returns what was broken."""
    persons = sorted(g.subjects(RDF.type, FOAF.Person), key=str)
    auths = sorted(g.subjects(RDF.type, VIVO.Authorship), key=str)
    works = sorted(g.subjects(RDF.type, BIBO.AcademicArticle), key=str)
    memberships = sorted(g.subjects(RDF.type, ORG.Membership), key=str)
    g.remove((persons[0], FOAF.name, None))                                       # minCount
    g.add((persons[1], FOAF.name, Literal("Another Name")))                       # maxCount
    g.set((persons[2], SKOS.altLabel, EX.notALiteral))                            # nodeKind
    g.set((auths[0], VIVO.rank, Literal(0)))                                      # minInclusive
    g.set((auths[1], VIVO.rank, Literal("1")))                                    # datatype
    g.add((auths[2], VIVO.relates, persons[3]))                                   # maxCount, qualifiedMaxCount
    g.remove((auths[3], PROV.wasDerivedFrom, None))                               # minCount
    g.set((auths[4], PROV.wasDerivedFrom, persons[4]))                            # class
    g.set((works[0], BIBO.status, EX.bogusStatus))                                # in
    g.set((works[1], DCT.title, Literal("A title", lang="en")))                   # datatype (langString)
    g.add((works[2], DCT.creator, works[3]))                                      # class
    for a in list(g.subjects(VIVO.relates, works[4])):                            # inverse path minCount
        g.remove((a, VIVO.relates, works[4]))
    g.set((memberships[0], SKG.affiliationKind, Literal("hobby")))                # in (literal)
    g.set((memberships[1], ORG.memberDuring, EX.notAnInterval))                   # class
    org = _first(g, FOAF.Organization)
    g.remove((org, RDF.type, ORG.Organization))                                   # class on the node shape
    g.add((EX.orphanPerson, RDF.type, FOAF.Person))                               # several minCounts
    return ["name", "two names"]


def _pyshacl(g: Graph) -> set[tuple]:
    conforms, report, _ = shacl_validate(g, shacl_graph=shapes_graph(), inference="none", advanced=True)
    out = set()
    for r in report.subjects(RDF.type, SH.ValidationResult):
        path = report.value(r, SH.resultPath)
        if isinstance(path, BNode):
            path = "^" + str(report.value(path, SH.inversePath))
        value = report.value(r, SH.value)
        component = str(report.value(r, SH.sourceConstraintComponent)).rsplit("#", 1)[1]
        out.add((report.value(r, SH.focusNode).n3(), component, str(path or ""),
                 value.n3() if value is not None and component not in _COUNTS else None))
    return out


_COUNTS = {"MinCountConstraintComponent", "MaxCountConstraintComponent", "QualifiedMinCountConstraintComponent",
           "QualifiedMaxCountConstraintComponent"}


def _compiled(g: Graph, threads: int | None = None) -> set[tuple]:
    store = ox.Store()
    store.bulk_load(g.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    return {(r.focus, r.component, r.path, r.value) for r in check_store(store, threads=threads)}


def test_the_sample_graph_conforms_for_both(sample):
    assert _compiled(sample) == _pyshacl(sample) == set()


def test_broken_graph_same_violations_as_pyshacl(sample):
    g = Graph()
    for t in sample:
        g.add(t)
    _break(g)
    mine, reference = _compiled(g), _pyshacl(g)
    assert len(reference) >= 18
    assert mine == reference == _compiled(g, threads=1) == _compiled(g, threads=5)
    components = {c for _, c, _, _ in mine}
    assert components >= {"MinCountConstraintComponent", "MaxCountConstraintComponent", "NodeKindConstraintComponent",
                          "MinInclusiveConstraintComponent", "DatatypeConstraintComponent", "ClassConstraintComponent",
                          "InConstraintComponent", "QualifiedMaxCountConstraintComponent"}
    v = validate(g)
    assert not v.conforms and v.violations == len(reference) == validate(g, engine="pyshacl").violations
    assert "Constraint Violation in MinInclusiveConstraintComponent" in v.text
