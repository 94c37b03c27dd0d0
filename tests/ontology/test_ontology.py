"""The vocabulary file and its Python namespace agree; the SHACL shapes reject what breaks the contract."""

from __future__ import annotations

from pathlib import Path

from rdflib import RDF, RDFS, Graph, Literal, URIRef
from rdflib.namespace import OWL

from graph.rdf.validate import validate
from ontology import SKG, ontology_graph

ROOT = Path(__file__).resolve().parents[2]


def test_namespace_lists_exactly_the_terms_of_the_file():
    g = ontology_graph()
    defined = {str(s) for s in g.subjects() if str(s).startswith(str(SKG))}
    in_python = {str(SKG[name]) for name in SKG.__annotations__}
    assert defined == in_python
    for term in defined:  # every term has a label and a comment
        assert g.value(URIRef(term), RDFS.label) is not None, term
        assert g.value(URIRef(term), RDFS.comment) is not None, term
    assert (URIRef(str(SKG.Inventorship)), RDFS.subClassOf,
            URIRef("http://vivoweb.org/ontology/core#Relationship")) in g
    assert (None, RDF.type, OWL.Ontology) in g


def _valid() -> Graph:
    g = Graph()
    ttl = """
    @prefix foaf: <http://xmlns.com/foaf/0.1/> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
    @prefix vivo: <http://vivoweb.org/ontology/core#> . @prefix bibo: <http://purl.org/ontology/bibo/> .
    @prefix dcterms: <http://purl.org/dc/terms/> . @prefix prov: <http://www.w3.org/ns/prov#> .
    @prefix skg: <https://w3id.org/scholarkg/ontology#> . @prefix ex: <https://example.org/> .
    ex:p a foaf:Person ; foaf:name "Bo Jiang" ; skos:altLabel "Bo Jiang", "江波"@zh .
    ex:w a bibo:AcademicArticle ; dcterms:title "A Paper" .
    ex:d a foaf:Document ; dcterms:identifier "a.txt" .
    ex:a a vivo:Authorship ; vivo:relates ex:p, ex:w ; vivo:rank 1 ; skg:nameAsWritten "Bo Jiang" ;
         prov:wasDerivedFrom ex:d ; skg:startLine 3 ; skg:endLine 3 .
    """
    return g.parse(data=ttl, format="turtle")


def test_a_valid_graph_conforms():
    assert validate(_valid()).conforms


def test_shapes_catch_broken_graphs():
    ex = "https://example.org/"
    vivo = "http://vivoweb.org/ontology/core#"
    breakages = {
        "no source": lambda g: g.remove((URIRef(ex + "a"), URIRef("http://www.w3.org/ns/prov#wasDerivedFrom"), None)),
        "rank 0": lambda g: g.set((URIRef(ex + "a"), URIRef(vivo + "rank"), Literal(0))),
        "two names": lambda g: g.add((URIRef(ex + "p"), URIRef("http://xmlns.com/foaf/0.1/name"), Literal("B. J."))),
        "no person": lambda g: g.remove((URIRef(ex + "a"), URIRef(vivo + "relates"), URIRef(ex + "p"))),
        "no title": lambda g: g.remove((URIRef(ex + "w"), URIRef("http://purl.org/dc/terms/title"), None)),
    }
    for what, breaks in breakages.items():
        g = _valid()
        breaks(g)
        result = validate(g)
        assert not result.conforms and result.violations >= 1, what
