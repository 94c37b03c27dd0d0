"""Build the RDF dataset: resolved entities in the default graph, each CV's statements in a named graph of its own.

The graph follows the contract in README.md ("The RDF contract"): FOAF persons, BIBO papers and patents, VIVO
authorships (with the name exactly as written, the rank and the source lines), ORG memberships, VIVO advising
relationships, PROV derivation from a ``foaf:Document`` per CV. IRIs are minted from resolved identities (a short
hash of the entity key, which is itself derived from the resolved name or title, never from input order), so the
same CVs give the same IRIs whatever order they are read in, and adding or removing a CV leaves the IRIs of
everything else alone.

Quads are produced as pyoxigraph terms and loaded into an Oxigraph store; :func:`to_rdf` wraps it as an rdflib
``Dataset`` (oxrdflib), so the rdflib API is used with Oxigraph as the engine. Serialisations are written from the
sorted quads, so identical input gives byte-identical files.

>>> from loaders import parse_document, extract
>>> text = "Publications\\n- Bo Jiang, Yunzhuo Liu. \\"A Paper\\". INFOCOM 2023.\\n"
>>> records = [r for n in ("a.txt", "b.txt") for r in extract(parse_document(text.encode(), source=n)).records]
>>> from graph.resolve import resolve
>>> ds = to_rdf(records, resolve(records))
>>> q = "SELECT (COUNT(DISTINCT ?w) AS ?n) WHERE { ?w a bibo:AcademicArticle }"
>>> [int(row.n) for row in ds.query(q)]
[1]
>>> len(list(ds.graphs())) - 1  # one named graph per CV, beside the default graph
2
"""

from __future__ import annotations

import hashlib
import re
import shutil
from collections import defaultdict
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

import pyoxigraph as ox
from oxrdflib import OxigraphStore
from rdflib import Dataset

from graph.resolution import Entity, Resolution
from loaders.model import AffiliationRecord, ProfileRecord, Span
from ontology import BIBO, PREFIXES, SKG, VIVO

__all__ = ["DEFAULT_BASE", "FORMATS", "generate_quads", "to_rdf", "dataset_store", "write_rdf", "source_iri",
           "entity_iri", "rdf_bytes", "dataset_quads", "wrap_store"]

#: The default base of entity IRIs (``--base`` changes it).
DEFAULT_BASE = "https://w3id.org/scholarkg/id/"

#: Output formats: name -> (file suffix, pyoxigraph format, whether named graphs are kept).
FORMATS: dict[str, tuple[str, ox.RdfFormat, bool]] = {
    "trig": (".trig", ox.RdfFormat.TRIG, True),
    "nquads": (".nq", ox.RdfFormat.N_QUADS, True),
    "turtle": (".ttl", ox.RdfFormat.TURTLE, False),
    "jsonld": (".jsonld", ox.RdfFormat.JSON_LD, False),
}

_KIND_PATH = {"person": "person", "paper": "work", "patent": "patent", "venue": "venue", "institution": "org"}
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_STATUS = {  # loader status -> BIBO document status, most advanced first
    "published": BIBO["status/published"], "accepted": BIBO["status/accepted"],
    "under review": SKG.UnderReview, "in submission": SKG.UnderReview, "submitted": SKG.UnderReview,
    "preprint": BIBO["status/nonPeerReviewed"],
}
_STATUS_ORDER = ["published", "accepted", "under review", "in submission", "submitted", "preprint"]
_VENUE_CLASS = {"journal": BIBO.Journal, "conference": BIBO.Conference, "workshop": BIBO.Conference}
_DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?$")

_T = {name: ox.NamedNode(iri + local) for name, iri, local in [
    ("type", PREFIXES["rdf"], "type"),
    ("name", PREFIXES["foaf"], "name"), ("givenName", PREFIXES["foaf"], "givenName"),
    ("familyName", PREFIXES["foaf"], "familyName"), ("Person", PREFIXES["foaf"], "Person"),
    ("Organization", PREFIXES["foaf"], "Organization"), ("Document", PREFIXES["foaf"], "Document"),
    ("primaryTopic", PREFIXES["foaf"], "primaryTopic"), ("mbox", PREFIXES["foaf"], "mbox"),
    ("phone", PREFIXES["foaf"], "phone"), ("homepage", PREFIXES["foaf"], "homepage"),
    ("title", PREFIXES["dcterms"], "title"), ("alternative", PREFIXES["dcterms"], "alternative"),
    ("issued", PREFIXES["dcterms"], "issued"), ("identifier", PREFIXES["dcterms"], "identifier"),
    ("isPartOf", PREFIXES["dcterms"], "isPartOf"),
    ("prefLabel", PREFIXES["skos"], "prefLabel"), ("altLabel", PREFIXES["skos"], "altLabel"),
    ("OrgOrganization", PREFIXES["org"], "Organization"), ("Membership", PREFIXES["org"], "Membership"),
    ("member", PREFIXES["org"], "member"), ("organization", PREFIXES["org"], "organization"),
    ("subOrganizationOf", PREFIXES["org"], "subOrganizationOf"), ("memberDuring", PREFIXES["org"], "memberDuring"),
    ("Interval", PREFIXES["time"], "Interval"), ("Instant", PREFIXES["time"], "Instant"),
    ("hasBeginning", PREFIXES["time"], "hasBeginning"), ("hasEnd", PREFIXES["time"], "hasEnd"),
    ("inXSDgYear", PREFIXES["time"], "inXSDgYear"), ("inXSDgYearMonth", PREFIXES["time"], "inXSDgYearMonth"),
    ("Entity", PREFIXES["prov"], "Entity"), ("wasDerivedFrom", PREFIXES["prov"], "wasDerivedFrom"),
]}
_XSD = {name: ox.NamedNode(PREFIXES["xsd"] + name) for name in ("integer", "boolean", "gYear", "gYearMonth")}


@cache
def _n(term: str) -> ox.NamedNode:
    """The pyoxigraph node of a vocabulary term, built once (it is called for every quad)."""
    return ox.NamedNode(str(term))


def _hash(text: str, n: int = 16) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:n]


def entity_iri(key: str, kind: str, base: str = DEFAULT_BASE) -> str:
    """The IRI of a resolved entity: the base, a path per kind, and a short hash of the entity key.

    >>> entity_iri("person:bo-jiang", "person")
    'https://w3id.org/scholarkg/id/person/a650170063bcf011'
    """
    return f"{base}{_KIND_PATH[kind]}/{_hash(key)}"


def source_iri(source: str, base: str = DEFAULT_BASE) -> str:
    """The IRI of a source CV, which is also the name of its graph (a hash of the path relative to the input).

    >>> source_iri("000_c992527a1da3d179.txt")
    'https://w3id.org/scholarkg/id/source/870f96a62e4eccda'
    """
    return f"{base}source/{_hash(source)}"


def _text(value: str) -> ox.Literal:
    """A name or label: tagged ``@zh`` when written in Han characters."""
    return ox.Literal(value, language="zh") if _HAN.search(value) else ox.Literal(value)


def _int(value: int) -> ox.Literal:
    return ox.Literal(str(value), datatype=_XSD["integer"])


class _Quads:
    """Collects quads; ``add(s, p, o)`` into the graph currently set (None = the default graph)."""

    def __init__(self) -> None:
        self.items: set[ox.Quad] = set()
        self.graph: ox.NamedNode | ox.DefaultGraph = ox.DefaultGraph()

    def add(self, s: ox.NamedNode, p: ox.NamedNode, o: ox.NamedNode | ox.Literal) -> None:
        self.items.add(ox.Quad(s, p, o, self.graph))


def _entity_quads(out: _Quads, e: Entity, iri: dict[str, ox.NamedNode]) -> None:
    s, t = iri[e.key], _T
    if e.kind == "person":
        out.add(s, t["type"], t["Person"])
        out.add(s, t["name"], ox.Literal(e.name))
        if e.attr("given_name"):
            out.add(s, t["givenName"], ox.Literal(e.attr("given_name")))
        if e.attr("family_name"):
            out.add(s, t["familyName"], ox.Literal(e.attr("family_name")))
        for label in e.labels:
            out.add(s, t["altLabel"], _text(label))
    elif e.kind in ("paper", "patent"):
        out.add(s, t["type"], _n(BIBO.AcademicArticle if e.kind == "paper" else BIBO.Patent))
        out.add(s, t["title"], ox.Literal(e.name))
        for title in e.labels:
            if title != e.name:
                out.add(s, t["alternative"], ox.Literal(title))
        years = e.attrs("year")
        if years:  # a paper listed as a preprint and as published is issued in its latest year
            out.add(s, t["issued"], ox.Literal(max(years), datatype=_XSD["gYear"]))
        statuses = sorted(e.attrs("status"), key=lambda x: _STATUS_ORDER.index(x) if x in _STATUS_ORDER else 99)
        if statuses and statuses[0] in _STATUS:
            out.add(s, _n(BIBO.status), _n(_STATUS[statuses[0]]))
        for number in e.attrs("number"):
            out.add(s, _n(VIVO.patentNumber), ox.Literal(number))
        for venue in e.attrs("venue"):
            out.add(s, _n(VIVO.hasPublicationVenue), iri[f"venue:{venue}"])
    elif e.kind == "venue":
        out.add(s, t["type"], _n(SKG.Venue))
        if e.attr("venue_kind") in _VENUE_CLASS:
            out.add(s, t["type"], _n(_VENUE_CLASS[e.attr("venue_kind")]))
        out.add(s, t["prefLabel"], _text(e.name))
        for label in e.labels:
            out.add(s, t["altLabel"], _text(label))
        if e.attr("full_name"):
            out.add(s, t["title"], ox.Literal(e.attr("full_name")))
    elif e.kind == "institution":
        out.add(s, t["type"], t["Organization"])
        out.add(s, t["type"], t["OrgOrganization"])
        out.add(s, t["prefLabel"], _text(e.name))
        for label in e.labels:
            out.add(s, t["altLabel"], _text(label))
        parent = e.attr("parent")
        if parent:
            out.add(s, t["isPartOf"], iri[parent])
            out.add(s, t["subOrganizationOf"], iri[parent])


def _provenance(out: _Quads, node: ox.NamedNode, doc: ox.NamedNode, span: Span) -> None:
    out.add(node, _T["wasDerivedFrom"], doc)
    out.add(node, _n(SKG.startLine), _int(span.start_line))
    out.add(node, _n(SKG.endLine), _int(span.end_line))


def _date(out: _Quads, node: ox.NamedNode, value: str | None) -> bool:
    m = _DATE.match(value or "")
    if not m:
        return False
    out.add(node, _T["type"], _T["Instant"])
    if m.group(2):
        out.add(node, _T["inXSDgYearMonth"], ox.Literal(value, datatype=_XSD["gYearMonth"]))
    else:
        out.add(node, _T["inXSDgYear"], ox.Literal(value, datatype=_XSD["gYear"]))
    return True


def _membership(out: _Quads, node: ox.NamedNode, rec: AffiliationRecord, owner: ox.NamedNode | None,
                org: ox.NamedNode | None) -> None:
    t = _T
    out.add(node, t["type"], t["Membership"])
    if owner is not None:
        out.add(node, t["member"], owner)
    if org is not None:
        out.add(node, t["organization"], org)
    out.add(node, _n(SKG.affiliationKind), ox.Literal(rec.kind))
    if rec.role:
        out.add(node, _n(SKG.roleLabel), ox.Literal(rec.role))
    written = ", ".join(x for x in (rec.institution, rec.unit) if x)
    if written:
        out.add(node, _n(SKG.institutionAsWritten), ox.Literal(written))
    if rec.end == "present":
        out.add(node, _n(SKG.ongoing), ox.Literal("true", datatype=_XSD["boolean"]))
    interval = ox.NamedNode(node.value + "/during")
    begin, end = ox.NamedNode(node.value + "/start"), ox.NamedNode(node.value + "/end")
    has_begin, has_end = _date(out, begin, rec.start), _date(out, end, rec.end)
    if has_begin or has_end:
        out.add(node, t["memberDuring"], interval)
        out.add(interval, t["type"], t["Interval"])
        if has_begin:
            out.add(interval, t["hasBeginning"], begin)
        if has_end:
            out.add(interval, t["hasEnd"], end)


def _contact_quads(out: _Quads, owner: ox.NamedNode, profile: ProfileRecord) -> None:
    for email in profile.contact.emails:
        out.add(owner, _T["mbox"], ox.NamedNode("mailto:" + email.strip()))
    for phone in profile.contact.phones:
        out.add(owner, _T["phone"], ox.NamedNode("tel:" + re.sub(r"[^\d+]", "", phone)))
    for page in profile.contact.homepages:
        if re.match(r"^https?://\S+$", page.strip()):
            out.add(owner, _T["homepage"], ox.NamedNode(page.strip()))


def generate_quads(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
                   include_contact: bool = False, sources: Iterable[str] = ()) -> list[ox.Quad]:
    """Every quad of the dataset, sorted (graph, subject, predicate, object), as pyoxigraph terms.

    ``sources`` names CVs to describe even when they gave no record (a CV whose every line failed is still a
    document of the build). Contact details (e-mail, phone, homepage of the owner) are left out unless
    ``include_contact`` is true.

    >>> generate_quads([], __import__("graph").resolve([]), sources=["a.txt"])[0].predicate.value
    'http://purl.org/dc/terms/identifier'
    """
    records = list(records)
    out = _Quads()
    entities = resolution.entities
    iri = {e.key: ox.NamedNode(entity_iri(e.key, e.kind, base)) for e in entities}
    for e in entities:
        _entity_quads(out, e, iri)
    m2e = resolution.mention_to_entity
    mentions = resolution.mentions
    all_sources = sorted(set(sources) | {p.source for p in mentions.persons} | {w.source for w in mentions.works}
                         | {s.source for s in mentions.statements} | {r.span.source for r in records})
    docs = {src: ox.NamedNode(source_iri(src, base)) for src in all_sources}
    owners: dict[str, list[ox.NamedNode]] = defaultdict(list)
    for p in mentions.persons:
        if p.role == "owner" and p.id in m2e and iri[m2e[p.id]] not in owners[p.source]:
            owners[p.source].append(iri[m2e[p.id]])
    for src, doc in docs.items():
        out.graph = doc
        out.add(doc, _T["type"], _T["Document"])
        out.add(doc, _T["type"], _T["Entity"])
        out.add(doc, _T["identifier"], ox.Literal(src))
        for owner in owners.get(src, []):
            out.add(doc, _T["primaryTopic"], owner)
    people = {p.id: p for p in mentions.persons}
    for p in mentions.persons:
        if p.role == "owner" and p.id in m2e:
            out.graph = doc = docs[p.source]
            node = ox.NamedNode(f"{base}ownership/{_hash(p.id)}")
            out.add(node, _T["type"], _n(SKG.Ownership))
            out.add(node, _n(VIVO.relates), iri[m2e[p.id]])
            out.add(node, _n(SKG.nameAsWritten), ox.Literal(p.name))
            _provenance(out, node, doc, p.span)
        if p.work is None or p.id not in m2e or p.work not in m2e:
            continue
        out.graph = doc = docs[p.source]
        kind = "authorship" if p.role == "author" else "inventorship"
        node = ox.NamedNode(f"{base}{kind}/{_hash(p.id)}")
        out.add(node, _T["type"], _n(VIVO.Authorship if p.role == "author" else SKG.Inventorship))
        out.add(node, _n(VIVO.relates), iri[m2e[p.id]])
        out.add(node, _n(VIVO.relates), iri[m2e[p.work]])
        out.add(node, _n(VIVO.rank), _int(p.rank or 1))
        out.add(node, _n(SKG.nameAsWritten), ox.Literal(p.name))
        if p.equal_contribution:
            out.add(node, _n(SKG.equalContribution), ox.Literal("true", datatype=_XSD["boolean"]))
        _provenance(out, node, doc, p.span)
    for st in mentions.statements:
        out.graph = doc = docs[st.source]
        node = ox.NamedNode(f"{base}{'advising' if st.kind == 'advising' else 'membership'}/{_hash(st.id)}")
        org = iri[m2e[st.institution]] if st.institution and st.institution in m2e else None
        src_owner = owners[st.source][0] if owners.get(st.source) else None
        if st.kind == "advising":
            advisor = iri[m2e[st.advisor]] if st.advisor in m2e else None
            advisee = iri[m2e[st.advisee]] if st.advisee and st.advisee in m2e else src_owner
            out.add(node, _T["type"], _n(VIVO.AdvisingRelationship))
            out.add(node, _n(SKG.roleLabel), ox.Literal(people[st.advisor].role if st.advisor in people else "advisor"))
            if advisor is not None:
                out.add(node, _n(SKG.advisor), advisor)
                out.add(node, _n(VIVO.relates), advisor)
                out.add(node, _n(SKG.nameAsWritten), ox.Literal(people[st.advisor].name))
            if advisee is not None:
                out.add(node, _n(SKG.advisee), advisee)
                out.add(node, _n(VIVO.relates), advisee)
            if advisor is not None and advisee is not None:
                out.add(advisee, _n(SKG.advisedBy), advisor)
            if st.record.institution:
                out.add(node, _n(SKG.institutionAsWritten), ox.Literal(st.record.institution))
        else:
            _membership(out, node, st.record, src_owner, org)
        _provenance(out, node, doc, st.span)
    if include_contact:
        for rec in records:
            if isinstance(rec, ProfileRecord) and not rec.contact.is_empty() and owners.get(rec.span.source):
                out.graph = docs[rec.span.source]
                _contact_quads(out, owners[rec.span.source][0], rec)
    return sorted(out.items, key=_quad_key)


def _quad_key(q: ox.Quad) -> tuple[str, str, str, str]:
    g = "" if isinstance(q.graph_name, ox.DefaultGraph) else q.graph_name.value
    return g, q.subject.value, q.predicate.value, str(q.object)


def dataset_store(quads: Iterable[ox.Quad], path: str | Path | None = None) -> ox.Store:
    """An Oxigraph store holding ``quads``: in memory, or persistent in the folder ``path`` (created or replaced).

    >>> len(dataset_store([]))
    0
    """
    if path is None:
        store = ox.Store()
        store.extend(quads)
        return store
    path = Path(path)
    if path.exists():
        shutil.rmtree(path)
    store = ox.Store(str(path))
    store.bulk_extend(quads)
    store.flush()
    return store


def to_rdf(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
           include_contact: bool = False, sources: Iterable[str] = ()) -> Dataset:
    """The merged dataset as an rdflib ``Dataset`` on an Oxigraph store; queries see the union of all graphs.

    See the module docstring for an example.
    """
    store = dataset_store(generate_quads(records, resolution, base=base, include_contact=include_contact,
                                         sources=sources))
    return wrap_store(store)


def wrap_store(store: ox.Store) -> Dataset:
    """An rdflib ``Dataset`` over an Oxigraph store, default graph = union of all graphs, prefixes bound.

    >>> wrap_store(__import__("pyoxigraph").Store()).default_union
    True
    """
    ds = Dataset(store=OxigraphStore(store=store), default_union=True)
    for prefix, ns in PREFIXES.items():
        ds.bind(prefix, ns, override=True)
    return ds


def dataset_quads(ds: Dataset | ox.Store) -> list[ox.Quad]:
    """Every quad of a dataset (Oxigraph-backed or not) as pyoxigraph terms, sorted.

    >>> dataset_quads(wrap_store(ox.Store()))
    []
    """
    if isinstance(ds, ox.Store):
        return sorted(ds.quads_for_pattern(None, None, None, None), key=_quad_key)
    inner = getattr(ds.store, "_inner", None)
    if isinstance(inner, ox.Store):
        return sorted(inner.quads_for_pattern(None, None, None, None), key=_quad_key)
    from oxrdflib._converter import to_ox
    quads = []
    for s, p, o, g in ds.quads((None, None, None, None)):
        gname = ox.DefaultGraph() if g is None or g == ds.default_context.identifier else to_ox(g)
        quads.append(ox.Quad(to_ox(s), to_ox(p), to_ox(o), gname))
    return sorted(quads, key=_quad_key)


def rdf_bytes(quads: Sequence[ox.Quad], fmt: str = "trig") -> bytes:
    """Serialise sorted quads; ``turtle`` and ``jsonld`` merge all graphs into one (duplicates dropped).

    >>> rdf_bytes([], "nquads")
    b''
    """
    _, rdf_format, named = FORMATS[fmt]
    if named:
        data: Sequence[ox.Quad] | list[ox.Triple] = quads
    else:
        seen: set[ox.Triple] = set()
        data = []
        for q in quads:
            t = ox.Triple(q.subject, q.predicate, q.object)
            if t not in seen:
                seen.add(t)
                data.append(t)
        data.sort(key=lambda t: (t.subject.value, t.predicate.value, str(t.object)))
    prefixes = PREFIXES if fmt in ("trig", "turtle") else None
    if fmt == "jsonld":
        return ox.serialize(data, format=rdf_format)
    return ox.serialize(data, format=rdf_format, prefixes=prefixes)


def write_rdf(ds: Dataset | ox.Store | Sequence[ox.Quad], path: str | Path, fmt: str | None = None) -> Path:
    """Write a dataset (or sorted quads) to ``path`` in ``fmt`` (guessed from the suffix when None).

    >>> import tempfile, pathlib
    >>> p = write_rdf([], pathlib.Path(tempfile.mkdtemp()) / "g.trig"); p.read_bytes()
    b''
    """
    path = Path(path)
    if fmt is None:
        fmt = next((name for name, (suffix, _, _) in FORMATS.items() if path.suffix == suffix), "trig")
    quads = list(ds) if isinstance(ds, (list, tuple)) else dataset_quads(ds)
    path.write_bytes(rdf_bytes(quads, fmt))
    return path
