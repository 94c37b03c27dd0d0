"""The vocabularies of a scholarkg graph: the project's own terms (``scholarkg.ttl``), the SHACL shapes of a valid
graph (``shapes.ttl``), and typed namespaces for the standard vocabularies rdflib does not ship (BIBO, VIVO).

This package imports only rdflib. ``SKG`` lists exactly the terms defined in ``scholarkg.ttl`` (a test checks it),
so a typo in a term is an ``AttributeError`` at the point of use rather than a silently wrong IRI.

>>> SKG.nameAsWritten
rdflib.term.URIRef('https://w3id.org/scholarkg/ontology#nameAsWritten')
>>> VIVO.Authorship, BIBO.AcademicArticle
(rdflib.term.URIRef('http://vivoweb.org/ontology/core#Authorship'), rdflib.term.URIRef('http://purl.org/ontology/bibo/AcademicArticle'))
>>> PREFIXES["skg"] == str(SKG)
True
"""

from __future__ import annotations

from importlib import resources

from rdflib import Graph, URIRef
from rdflib.namespace import DCTERMS, FOAF, ORG, OWL, PROV, RDF, RDFS, SKOS, TIME, XSD, DefinedNamespace, Namespace

__all__ = ["SKG", "BIBO", "VIVO", "PREFIXES", "ONTOLOGY_IRI", "ontology_graph", "shapes_graph", "read_resource"]

ONTOLOGY_IRI = "https://w3id.org/scholarkg/ontology"


class SKG(DefinedNamespace):
    """The scholarkg vocabulary, ``https://w3id.org/scholarkg/ontology#`` (prefix ``skg``)."""

    _NS = Namespace("https://w3id.org/scholarkg/ontology#")
    _fail = True

    Inventorship: URIRef
    Ownership: URIRef
    Listing: URIRef
    Venue: URIRef
    UnderReview: URIRef
    nameAsWritten: URIRef
    startLine: URIRef
    endLine: URIRef
    inFile: URIRef
    page: URIRef
    equalContribution: URIRef
    advisedBy: URIRef
    advisor: URIRef
    advisee: URIRef
    roleLabel: URIRef
    affiliationKind: URIRef
    institutionAsWritten: URIRef
    ongoing: URIRef
    Service: URIRef


class BIBO(DefinedNamespace):
    """The Bibliographic Ontology terms scholarkg uses (``http://purl.org/ontology/bibo/``)."""

    _NS = Namespace("http://purl.org/ontology/bibo/")
    _fail = True
    _extras = ["status/published", "status/accepted", "status/nonPeerReviewed", "status/draft"]

    AcademicArticle: URIRef
    Patent: URIRef
    Journal: URIRef
    Conference: URIRef
    Thesis: URIRef
    DocumentStatus: URIRef
    status: URIRef
    doi: URIRef
    identifier: URIRef


class VIVO(DefinedNamespace):
    """The VIVO core terms scholarkg uses (``http://vivoweb.org/ontology/core#``)."""

    _NS = Namespace("http://vivoweb.org/ontology/core#")
    _fail = True

    Authorship: URIRef
    Relationship: URIRef
    AdvisingRelationship: URIRef
    AwardReceipt: URIRef
    Grant: URIRef
    Presentation: URIRef
    relates: URIRef
    rank: URIRef
    hasPublicationVenue: URIRef
    patentNumber: URIRef


#: The prefixes every serialisation and canned query uses.
PREFIXES: dict[str, str] = {
    "bibo": str(BIBO), "dcterms": str(DCTERMS), "foaf": str(FOAF), "org": str(ORG), "owl": str(OWL),
    "prov": str(PROV), "rdf": str(RDF), "rdfs": str(RDFS), "skg": str(SKG), "skos": str(SKOS), "time": str(TIME),
    "vivo": str(VIVO), "xsd": str(XSD),
}


def read_resource(name: str) -> str:
    """The text of a file shipped in this package (``scholarkg.ttl``, ``shapes.ttl``).

    >>> "skg:Inventorship" in read_resource("scholarkg.ttl")
    True
    """
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")


def ontology_graph() -> Graph:
    """The scholarkg vocabulary as an rdflib graph.

    >>> from rdflib import RDFS
    >>> ontology_graph().value(SKG.Inventorship, RDFS.subClassOf) == VIVO.Relationship
    True
    """
    return Graph().parse(data=read_resource("scholarkg.ttl"), format="turtle")


def shapes_graph() -> Graph:
    """The SHACL shapes that a valid scholarkg graph satisfies.

    >>> from rdflib.namespace import SH
    >>> len(set(shapes_graph().subjects(RDF.type, SH.NodeShape))) > 5
    True
    """
    return Graph().parse(data=read_resource("shapes.ttl"), format="turtle")
