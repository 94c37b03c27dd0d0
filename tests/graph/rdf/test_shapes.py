"""The shapes compiled to SPARQL (graph.rdf.shapes) report exactly what pyshacl reports, on the graph of the sample
CVs and on that graph broken in every way the shapes guard against."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from pyshacl import validate as shacl_validate
from rdflib import RDF, BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import SH, XSD

from graph.rdf.shapes import FOREIGN_GRAPH, check_store
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
def sample(examples_build) -> Graph:
    """The union of the graph built from examples/cvs (the real pipeline)."""
    d, _ = examples_build(check=False, network=False)      # build([examples/cvs], d, ...), shared: read only
    store = ox.Store()
    store.bulk_load(path=str(d / "graph.trig"), format=ox.RdfFormat.TRIG)
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


#: pyshacl's answers by the graph's statements: two tests of this module break the sample graph in the same ways
#: (the ``subclasses`` cases of test_statements_in_several_graphs_count_once are the graphs of
#: test_broken_counts_same_violations_as_pyshacl and test_subclass_statements_in_the_data_same_violations_as_pyshacl),
#: and the reference is asked once for each graph
_PYSHACL: dict[frozenset, frozenset] = {}


def _pyshacl(g: Graph) -> set[tuple]:
    key = frozenset(g)
    if key not in _PYSHACL:
        _PYSHACL[key] = frozenset(_pyshacl_results(g))
    return set(_PYSHACL[key])


def _pyshacl_results(g: Graph) -> set[tuple]:
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


RDFS_SUBCLASS = URIRef("http://www.w3.org/2000/01/rdf-schema#subClassOf")


def _copy(g: Graph) -> Graph:
    out = Graph()
    for t in g:
        out.add(t)
    return out


def _break_counts(g: Graph) -> list[tuple]:
    """The counting constraints broken in the ways a compiled count can go wrong, each on another node; returns
    results that must be among the violations (focus, component, path, value)."""
    auths = sorted(g.subjects(RDF.type, VIVO.Authorship), key=str)[10:]
    venues = sorted(g.subjects(RDF.type, SKG.Venue), key=str)
    orgs = sorted(g.subjects(RDF.type, FOAF.Organization), key=str)
    works = sorted(g.subjects(RDF.type, BIBO.AcademicArticle), key=str)[10:]
    label = g.value(venues[0], SKOS.prefLabel)
    # two values that differ as terms only (one lexical form, a language tag): maxCount 1
    g.add((venues[0], SKOS.prefLabel, Literal(str(label), lang="en")))
    # an integer and a string of one lexical form ("1" = 1 is an error in SPARQL, not false): maxCount 1, datatype
    g.add((auths[0], VIVO.rank, Literal("1")))
    # relates only the work: minCount 2 (one value) and qualifiedMinCount 1 (no person)
    for person in [o for o in g.objects(auths[1], VIVO.relates) if (o, RDF.type, FOAF.Person) in g]:
        g.remove((auths[1], VIVO.relates, person))
    # relates nothing at all: minCount 2 (no value), the qualified minimum counts of two shapes
    g.remove((auths[2], VIVO.relates, None))
    # an authorship that is an inventorship too (a focus node of AuthorshipShape through two target classes, once)
    g.add((auths[3], RDF.type, SKG.Inventorship))
    # two titles, one of them a langString: maxCount 1 and datatype
    g.add((works[0], DCT.title, Literal("Another title", lang="en")))
    # two parents, one not an organisation: maxCount 1 and class
    g.add((orgs[0], DCT.isPartOf, orgs[1]))
    g.add((orgs[0], DCT.isPartOf, EX.notAnOrganization))
    # no rank, no name as written, no source: three minCount 1 of two shapes on one node
    for p in (VIVO.rank, SKG.nameAsWritten, PROV.wasDerivedFrom):
        g.remove((auths[4], p, None))
    return [(venues[0].n3(), "MaxCountConstraintComponent", str(SKOS.prefLabel), None),
            (auths[0].n3(), "MaxCountConstraintComponent", str(VIVO.rank), None),
            (auths[1].n3(), "MinCountConstraintComponent", str(VIVO.relates), None),
            (auths[1].n3(), "QualifiedMinCountConstraintComponent", str(VIVO.relates), None),
            (auths[2].n3(), "MinCountConstraintComponent", str(VIVO.relates), None),
            (auths[3].n3(), "QualifiedMinCountConstraintComponent", str(VIVO.relates), None),
            (works[0].n3(), "MaxCountConstraintComponent", str(DCT.title), None),
            (orgs[0].n3(), "MaxCountConstraintComponent", str(DCT.isPartOf), None),
            (auths[4].n3(), "MinCountConstraintComponent", str(PROV.wasDerivedFrom), None)]


def _found(results) -> set[tuple]:
    return {(r.focus, r.component, r.path, r.value) for r in results}


def test_broken_counts_same_violations_as_pyshacl(sample):
    g = _copy(sample)
    _break(g)
    expected = _break_counts(g)
    mine, reference = _compiled(g), _pyshacl(g)
    assert mine == reference == _compiled(g, threads=1)
    assert set(expected) <= mine


def _scholars(g: Graph, subclasses: bool) -> list[tuple]:
    """Nodes typed with classes below the shapes' classes (ex:Scholar below ex:Researcher below foaf:Person, ...),
    and, with ``subclasses``, the rdfs:subClassOf statements that make them instances of the shapes' classes (a
    focus node, a value of the right class, a qualified value); returns results that must be among the violations
    exactly when the subclass statements are there (focus, component, path, value)."""
    persons = sorted(g.subjects(RDF.type, FOAF.Person), key=str)
    auths = sorted(g.subjects(RDF.type, VIVO.Authorship), key=str)[20:]
    owners = sorted(g.subjects(RDF.type, SKG.Ownership), key=str)
    if subclasses:
        g.add((EX.Scholar, RDFS_SUBCLASS, EX.Researcher))
        g.add((EX.Researcher, RDFS_SUBCLASS, FOAF.Person))
        g.add((EX.Credit, RDFS_SUBCLASS, VIVO.Authorship))
    g.add((EX.nameless, RDF.type, EX.Scholar))                          # a person (two levels down) with no name
    # an authorship relating a scholar instead of its person: a person only through the subclass statements
    person = next(o for o in g.objects(auths[0], VIVO.relates) if (o, RDF.type, FOAF.Person) in g)
    g.remove((auths[0], VIVO.relates, person))
    g.add((auths[0], VIVO.relates, EX.scholar))
    g.add((EX.scholar, RDF.type, EX.Scholar))
    g.add((owners[0], VIVO.relates, EX.scholar))                        # sh:class foaf:Person, maxCount 1
    g.add((EX.credit, RDF.type, EX.Credit))                             # an authorship with nothing
    g.add((persons[0], RDF.type, EX.Scholar))                           # typed twice, a focus node once
    return [(EX.nameless.n3(), "MinCountConstraintComponent", str(FOAF.name), None),
            (EX.credit.n3(), "MinCountConstraintComponent", str(VIVO.rank), None),
            (EX.credit.n3(), "QualifiedMinCountConstraintComponent", str(VIVO.relates), None)]


@pytest.mark.parametrize("subclasses", [True, False])
def test_subclass_statements_in_the_data_same_violations_as_pyshacl(sample, subclasses):
    """With rdfs:subClassOf statements in the data, the instances of a class are those of its subclasses too
    (targets, sh:class, qualified counts); without any, the instances typed with it only."""
    g = _copy(sample)
    _break(g)
    _break_counts(g)
    through_subclasses = _scholars(g, subclasses)
    mine, reference = _compiled(g), _pyshacl(g)
    assert mine == reference == _compiled(g, threads=1)
    assert all((r in mine) == subclasses for r in through_subclasses)
    scholar_class = {r for r in mine if r[1] == "ClassConstraintComponent" and r[3] == EX.scholar.n3()}
    assert bool(scholar_class) != subclasses


@pytest.mark.parametrize("subclasses", [True, False])
def test_statements_in_several_graphs_count_once(sample, subclasses):
    """The union of the graphs is a set: a statement in two graphs (or in a graph and the default graph) is one
    value, and a node typed in two graphs one focus node."""
    g = _copy(sample)
    _break(g)
    _break_counts(g)
    if subclasses:
        _scholars(g, True)
    store = ox.Store()
    nt = g.serialize(format="nt").encode()
    store.bulk_load(nt, format=ox.RdfFormat.N_TRIPLES, to_graph=ox.NamedNode("https://example.org/graph/a"))
    store.bulk_load(nt, format=ox.RdfFormat.N_TRIPLES, to_graph=ox.NamedNode("https://example.org/graph/b"))
    store.bulk_load(nt, format=ox.RdfFormat.N_TRIPLES)
    assert len(store) == 3 * len(g)
    assert _found(check_store(store, threads=1)) == _found(check_store(store)) == _pyshacl(g)


@pytest.mark.parametrize("subclasses", [True, False])
def test_nodes_typed_in_the_foreign_graph_are_never_focus_nodes(sample, subclasses):
    """With ``foreign``, exactly the violations of the nodes not typed in FOREIGN_GRAPH; the types there still
    answer sh:class (and qualified counts) for the values."""
    g = _copy(sample)
    _break(g)
    _break_counts(g)
    if subclasses:
        _scholars(g, True)
    persons = sorted(g.subjects(RDF.type, FOAF.Person), key=str)[:3]
    works = sorted(g.subjects(RDF.type, BIBO.AcademicArticle), key=str)[:4]
    moved = Graph()
    for s in persons + works + [EX.orphanPerson]:
        for o in g.objects(s, RDF.type):
            moved.add((s, RDF.type, o))
    store = ox.Store()
    store.bulk_load((g - moved).serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    store.bulk_load(moved.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES,
                    to_graph=ox.NamedNode(FOREIGN_GRAPH))
    whole = check_store(store, threads=1)
    foreign = {s.n3() for s, _, _ in moved}
    assert {r.focus for r in whole} & foreign     # some of the violations are the moved nodes'
    assert check_store(store, threads=1, foreign=True) == tuple(r for r in whole if r.focus not in foreign)
    assert check_store(store, foreign=True) == check_store(store, threads=1, foreign=True)

