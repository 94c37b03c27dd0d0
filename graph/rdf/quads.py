"""Build the RDF dataset: resolved entities in the default graph, each CV's statements in a named graph of its own.

The graph follows the contract in README.md ("The RDF contract"): FOAF persons, BIBO papers and patents, VIVO
authorships (with the name exactly as written, the rank and the source lines), ORG memberships, VIVO advising
relationships, PROV derivation from a ``foaf:Document`` per CV. IRIs are minted from resolved identities (a short
hash of the entity key, which is itself derived from the resolved name or title, never from input order), so the
same CVs give the same IRIs whatever order they are read in, and adding or removing a CV leaves the IRIs of
everything else alone.

The statements are produced as N-Quads lines, one block at a time (an entity of the default graph, or the named
graph of one CV), in a canonical order: entities by key, then CVs by file name, each block in a fixed order of its
own and without duplicates. The order depends only on the resolution (sorted by key and mention id), never on the
order of the CVs or the hash seed, and no Python set or sort over all quads is needed. :func:`to_store` streams the
lines into an in-memory Oxigraph store in chunks; :func:`to_rdf` wraps it as an rdflib ``Dataset`` (oxrdflib), so
the rdflib API is used with Oxigraph as the engine. :func:`write_rdf` has Oxigraph serialise straight from the store.

On the order of a store (pyoxigraph 0.5, checked by ``tests/graph/rdf/test_rdf.py``): an in-memory store iterates and
dumps its quads newest first (a list in insertion order, walked from the end), and keeps the first insertion of a
duplicate. :func:`to_store` therefore loads the blocks in reverse, so the store dumps them in the order of
:func:`generate_quads`, and identical input gives byte-identical files whichever path wrote them. A persistent
(RocksDB) store orders its quads by their binary keys, which hash the strings: deterministic for identical content,
whatever the order of insertion, but not sorted. The named graphs of an in-memory store
(``Store.named_graphs()``) come in a random order, different in every process.

>>> from loaders import parse_document, extract
>>> text = "Publications\\n- Bo Jiang, Yunzhuo Liu. \\"A Paper\\". INFOCOM 2023.\\n"
>>> records = [r for n in ("a.txt", "b.txt") for r in extract(parse_document(text.encode(), source=n)).records]
>>> from graph.resolution.pipeline import resolve
>>> from graph.rdf.store import to_rdf
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
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

import pyoxigraph as ox

from graph.resolution.model import Entity, Resolution
from loaders.model import AffiliationRecord, ProfileRecord, Span
from ontology import BIBO, PREFIXES, SKG, VIVO


#: The default base of entity IRIs (``--base`` changes it).
DEFAULT_BASE = "https://w3id.org/scholarkg/id/"

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

def _iri(value: str) -> str:
    """An IRI in N-Quads syntax, checked by pyoxigraph (ValueError when it is not an IRI)."""
    return str(ox.NamedNode(value))


@cache
def _n(term: str) -> str:
    """A vocabulary term (an rdflib ``URIRef``) in N-Quads syntax, built once."""
    return _iri(str(term))


_T = {name: _iri(iri + local) for name, iri, local in [
    ("type", PREFIXES["rdf"], "type"),
    ("name", PREFIXES["foaf"], "name"), ("givenName", PREFIXES["foaf"], "givenName"),
    ("familyName", PREFIXES["foaf"], "familyName"), ("Person", PREFIXES["foaf"], "Person"),
    ("Organization", PREFIXES["foaf"], "Organization"), ("Document", PREFIXES["foaf"], "Document"),
    ("primaryTopic", PREFIXES["foaf"], "primaryTopic"), ("mbox", PREFIXES["foaf"], "mbox"),
    ("phone", PREFIXES["foaf"], "phone"), ("homepage", PREFIXES["foaf"], "homepage"),
    ("title", PREFIXES["dcterms"], "title"), ("alternative", PREFIXES["dcterms"], "alternative"),
    ("creator", PREFIXES["dcterms"], "creator"),
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
    ("label", PREFIXES["rdfs"], "label"), ("temporal", PREFIXES["dcterms"], "temporal"),
]}
_T.update({name: _n(term) for name, term in [  # the project, VIVO and BIBO terms
    ("Inventorship", SKG.Inventorship), ("Ownership", SKG.Ownership), ("Venue", SKG.Venue), ("Listing", SKG.Listing),
    ("advisedBy", SKG.advisedBy), ("advisee", SKG.advisee), ("advisor", SKG.advisor),
    ("affiliationKind", SKG.affiliationKind), ("endLine", SKG.endLine), ("equalContribution", SKG.equalContribution),
    ("institutionAsWritten", SKG.institutionAsWritten), ("nameAsWritten", SKG.nameAsWritten),
    ("ongoing", SKG.ongoing), ("roleLabel", SKG.roleLabel), ("startLine", SKG.startLine),
    ("inFile", SKG.inFile), ("page", SKG.page),
    ("AdvisingRelationship", VIVO.AdvisingRelationship), ("Authorship", VIVO.Authorship),
    ("AwardReceipt", VIVO.AwardReceipt), ("Grant", VIVO.Grant), ("Presentation", VIVO.Presentation),
    ("Service", SKG.Service),
    ("hasPublicationVenue", VIVO.hasPublicationVenue), ("patentNumber", VIVO.patentNumber), ("rank", VIVO.rank),
    ("relates", VIVO.relates), ("AcademicArticle", BIBO.AcademicArticle), ("Patent", BIBO.Patent),
    ("status", BIBO.status),
]})
_XSD = {name: ox.NamedNode(PREFIXES["xsd"] + name) for name in ("integer", "boolean", "gYear", "gYearMonth")}

#: Lines per ``Store.load`` call (bounds the text and the transaction held at once).
_CHUNK = 20_000


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


_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _text(value: str) -> str:
    """A name or label: tagged by its script, ``@ko`` in Hangul, ``@ja`` with kana, ``@zh`` in Han characters.

    >>> _text("윤재민"), _text("陸奥湾における"), _text("刘运卓"), _text("Ann Li")
    ('"윤재민"@ko', '"陸奥湾における"@ja', '"刘运卓"@zh', '"Ann Li"')
    """
    language = "ko" if _HANGUL.search(value) else "ja" if _KANA.search(value) else "zh" if _HAN.search(value) \
        else None
    return str(ox.Literal(value, language=language) if language else ox.Literal(value))


def _lit(value: str, datatype: str | None = None) -> str:
    """A literal in N-Quads syntax, escaped by pyoxigraph."""
    return str(ox.Literal(value) if datatype is None else ox.Literal(value, datatype=_XSD[datatype]))


@cache
def _int(value: int) -> str:
    return _lit(str(value), "integer")


_TRUE = _lit("true", "boolean")


class _Quads:
    """The N-Quads lines of one block without duplicates; ``add(s, p, o)`` into the block's graph.

    Terms are strings in N-Quads syntax (from :func:`_iri`, :func:`_lit` and the term tables), so a line is made by
    formatting alone and Oxigraph parses it back into exactly those terms. :attr:`lines` groups the lines by subject
    (subjects in the order first seen, each subject's lines in the order added), so a subject is written once.
    """

    __slots__ = ("_subjects", "_end")

    def __init__(self, graph: str | None = None) -> None:
        self._subjects: dict[str, dict[str, None]] = {}
        self._end = f" {graph} .\n" if graph else " .\n"

    def add(self, s: str, p: str, o: str) -> None:
        lines = self._subjects.get(s)
        if lines is None:
            lines = self._subjects[s] = {}
        lines[f"{s} {p} {o}{self._end}"] = None

    @property
    def lines(self) -> list[str]:
        return [line for lines in self._subjects.values() for line in lines]

    def triples_about(self, subjects: AbstractSet[str]) -> Iterator[str]:
        """The statements of the block whose subject is one of ``subjects``, as ``s p o`` (no graph, no dot)."""
        cut = len(self._end)
        for subject, lines in self._subjects.items():
            if subject in subjects:
                for line in lines:
                    yield line[:-cut]


def _entity_quads(out: _Quads, e: Entity, iri: dict[str, str], creators: Iterable[str] = ()) -> None:
    """The default-graph statements of one entity; ``creators`` are the IRIs of a work's resolved authors or
    inventors (``dcterms:creator``: who made the work, in any CV, each once; rank and name as written stay on the
    authorships of the CV graphs)."""
    s, t = iri[e.key], _T
    if e.kind == "person":
        out.add(s, t["type"], t["Person"])
        out.add(s, t["name"], _lit(e.name))
        if e.attr("given_name"):
            out.add(s, t["givenName"], _lit(e.attr("given_name")))
        if e.attr("family_name"):
            out.add(s, t["familyName"], _lit(e.attr("family_name")))
        for label in e.labels:
            out.add(s, t["altLabel"], _text(label))
    elif e.kind in ("paper", "patent"):
        out.add(s, t["type"], _T["AcademicArticle" if e.kind == "paper" else "Patent"])
        out.add(s, t["title"], _lit(e.name))
        for title in e.labels:
            if title != e.name:
                out.add(s, t["alternative"], _lit(title))
        years = e.attrs("year")
        if years:  # a paper listed as a preprint and as published is issued in its latest year
            out.add(s, t["issued"], _lit(max(years), "gYear"))
        statuses = sorted(e.attrs("status"), key=lambda x: _STATUS_ORDER.index(x) if x in _STATUS_ORDER else 99)
        if statuses and statuses[0] in _STATUS:
            out.add(s, _T["status"], _n(_STATUS[statuses[0]]))
        for number in e.attrs("number"):
            out.add(s, _T["patentNumber"], _lit(number))
        for venue in e.attrs("venue"):
            out.add(s, _T["hasPublicationVenue"], iri[f"venue:{venue}"])
        for creator in creators:
            out.add(s, t["creator"], creator)
    elif e.kind == "venue":
        out.add(s, t["type"], _T["Venue"])
        if e.attr("venue_kind") in _VENUE_CLASS:
            out.add(s, t["type"], _n(_VENUE_CLASS[e.attr("venue_kind")]))
        out.add(s, t["prefLabel"], _text(e.name))
        for label in e.labels:
            out.add(s, t["altLabel"], _text(label))
        if e.attr("full_name"):
            out.add(s, t["title"], _lit(e.attr("full_name")))
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


def _provenance(out: _Quads, node: str, doc: str, span: Span) -> None:
    out.add(node, _T["wasDerivedFrom"], doc)
    out.add(node, _T["startLine"], _int(span.start_line))
    out.add(node, _T["endLine"], _int(span.end_line))
    if span.file:
        out.add(node, _T["inFile"], _lit(span.file))
    if span.page:
        out.add(node, _T["page"], _int(span.page))


def _date(out: _Quads, node: str, value: str | None) -> bool:
    m = _DATE.match(value or "")
    if not m:
        return False
    out.add(node, _T["type"], _T["Instant"])
    if m.group(2):
        out.add(node, _T["inXSDgYearMonth"], _lit(value, "gYearMonth"))
    else:
        out.add(node, _T["inXSDgYear"], _lit(value, "gYear"))
    return True


def _membership(out: _Quads, node_iri: str, rec: AffiliationRecord, owner: str | None, org: str | None) -> str:
    """The membership statement ``node_iri`` (its interval and dates are IRIs below it); returns its node."""
    t, node = _T, _iri(node_iri)
    out.add(node, t["type"], t["Membership"])
    if owner is not None:
        out.add(node, t["member"], owner)
    if org is not None:
        out.add(node, t["organization"], org)
    out.add(node, _T["affiliationKind"], _lit(rec.kind))
    if rec.role:
        out.add(node, _T["roleLabel"], _lit(rec.role))
    written = ", ".join(x for x in (rec.institution, rec.unit) if x)
    if written:
        out.add(node, _T["institutionAsWritten"], _lit(written))
    _interval(out, node, node_iri, t["memberDuring"], rec.start, rec.end)
    return node


def _interval(out: _Quads, node: str, node_iri: str, predicate: str, start: str | None, end: str | None) -> None:
    """``node skg:ongoing true`` for an open end, and ``node predicate`` an OWL-Time interval of the dates there are
    (the interval and its instants are IRIs below ``node_iri``)."""
    t = _T
    if end == "present":
        out.add(node, t["ongoing"], _TRUE)
    interval = _iri(node_iri + "/during")
    begin_node, end_node = _iri(node_iri + "/start"), _iri(node_iri + "/end")
    has_begin, has_end = _date(out, begin_node, start), _date(out, end_node, end)
    if has_begin or has_end:
        out.add(node, predicate, interval)
        out.add(interval, t["type"], t["Interval"])
        if has_begin:
            out.add(interval, t["hasBeginning"], begin_node)
        if has_end:
            out.add(interval, t["hasEnd"], end_node)


#: The class of each activity statement: VIVO's where it has one.
_ACTIVITY_CLASS = {"award": "AwardReceipt", "grant": "Grant", "service": "Service", "talk": "Presentation",
                   "student": "AdvisingRelationship"}


def _activity_quads(out: _Quads, ix: _Index, node_iri: str, st: Any, owner: str | None) -> str:
    """An award receipt, grant, service role or presentation of the CV's owner, labelled as written; a student
    entry is an advising relationship with the owner as advisor. Returns its node."""
    t, rec, node = _T, st.record, _iri(node_iri)
    out.add(node, t["type"], t[_ACTIVITY_CLASS[st.kind]])
    out.add(node, t["label"], _lit(rec.text))
    if st.kind == "student":
        student = ix.iri[ix.m2e[st.advisee]] if st.advisee in ix.m2e else None
        out.add(node, t["roleLabel"], _lit("student"))
        if owner is not None:
            out.add(node, t["advisor"], owner)
            out.add(node, t["relates"], owner)
        if student is not None:
            out.add(node, t["advisee"], student)
            out.add(node, t["relates"], student)
            out.add(node, t["nameAsWritten"], _lit(ix.people[st.advisee].name))
            if owner is not None:
                out.add(student, t["advisedBy"], owner)
    elif owner is not None:
        out.add(node, t["relates"], owner)
    _interval(out, node, node_iri, t["temporal"], rec.start, rec.end)
    return node


def _contact_quads(out: _Quads, owner: str, profile: ProfileRecord) -> None:
    for email in profile.contact.emails:
        out.add(owner, _T["mbox"], _iri("mailto:" + email.strip()))
    for phone in profile.contact.phones:
        out.add(owner, _T["phone"], _iri("tel:" + re.sub(r"[^\d+]", "", phone)))
    for page in profile.contact.homepages:
        if re.match(r"^https?://\S+$", page.strip()):
            out.add(owner, _T["homepage"], _iri(page.strip()))


@dataclass(frozen=True)
class _Index:
    """What the blocks are built from: entity IRIs by key, and per CV its person mentions (in id order), its
    owner's IRIs, its statements and (with contact details asked for) its profiles; the resolved authors per work."""

    base: str
    iri: dict[str, str]
    m2e: Mapping[str, str]
    people: dict[str, Any]
    persons: dict[str, list[Any]]
    owners: dict[str, list[str]]
    made_by: dict[str, set[str]]
    statements: dict[str, list[Any]]
    profiles: dict[str, list[ProfileRecord]]
    sources: list[str]
    unattributed: dict[str, list[Any]] = field(default_factory=dict)   # per CV, works it lists with no author
    #: per entity IRI, what a part of the dataset checked on its own needs to know of it (its types and preferred
    #: label as N-Quads lines, :func:`graph.rdf.shards.foreign_lines`); filled once the entities are made
    foreign: dict[str, str] = field(default_factory=dict)

    @cached_property
    def entity_iris(self) -> frozenset[str]:
        """The IRIs of the entities (in N-Quads syntax)."""
        return frozenset(self.iri.values())

    def part(self, sources: Sequence[str]) -> _Index:
        """The index restricted to what the blocks of the CVs ``sources`` read: a shard's part, to be carried to a
        cluster's worker (:mod:`graph.rdf.shards`)."""
        ids: set[str] = set()
        for src in sources:
            for p in self.persons.get(src, ()):
                ids.add(p.id)
                if p.work is not None:
                    ids.add(p.work)
            ids.update(x for st in self.statements.get(src, ()) for x in (st.advisor, st.advisee, st.institution)
                       if x is not None)
            ids.update(w.id for w in self.unattributed.get(src, ()))
        m2e = {m: self.m2e[m] for m in sorted(ids) if m in self.m2e}
        keys = set(m2e.values())

        def of(table: Mapping[str, Any]) -> dict[str, Any]:
            return {src: table[src] for src in sources if src in table}

        iri = {k: self.iri[k] for k in sorted(keys) if k in self.iri}
        return _Index(self.base, iri, m2e,
                      {m: self.people[m] for m in sorted(ids) if m in self.people}, of(self.persons),
                      of(self.owners), {},
                      of(self.statements), of(self.profiles), list(sources), of(self.unattributed),
                      {i: self.foreign[i] for i in iri.values() if i in self.foreign})


def _index(records: list[object], resolution: Resolution, base: str, include_contact: bool, sources: Iterable[str]
           ) -> _Index:
    iri = {e.key: _iri(entity_iri(e.key, e.kind, base)) for e in resolution.entities}
    m2e = resolution.mention_to_entity
    mentions = resolution.mentions
    persons: dict[str, list] = defaultdict(list)   # per CV, in mention id order
    owners: dict[str, list[str]] = defaultdict(list)    # per CV, the IRIs of its owner, in mention id order
    made_by: dict[str, set[str]] = defaultdict(set)     # resolved work -> IRIs of its resolved authors
    people = {}
    for p in mentions.persons:
        persons[p.source].append(p)
        people[p.id] = p
        if p.id not in m2e:
            continue
        if p.role == "owner" and iri[m2e[p.id]] not in owners[p.source]:
            owners[p.source].append(iri[m2e[p.id]])
        if p.work is not None and p.work in m2e:
            made_by[m2e[p.work]].add(iri[m2e[p.id]])
    statements: dict[str, list] = defaultdict(list)
    for st in mentions.statements:
        statements[st.source].append(st)
    profiles: dict[str, list[ProfileRecord]] = defaultdict(list)
    if include_contact:
        for rec in records:
            if isinstance(rec, ProfileRecord) and not rec.contact.is_empty():
                profiles[rec.span.source].append(rec)
    all_sources = sorted(set(sources) | persons.keys() | {w.source for w in mentions.works} | statements.keys()
                         | {r.span.source for r in records})  # type: ignore[attr-defined]
    unattributed: dict[str, list] = defaultdict(list)
    for w in mentions.works:
        if not w.authors and w.id in m2e:
            unattributed[w.source].append(w)
    return _Index(base, iri, m2e, people, persons, owners, made_by, statements, profiles, all_sources,
                  dict(unattributed))


def _person_quads(out: _Quads, ix: _Index, doc: str, p: Any) -> None:
    """The ownership of an owner mention, and the authorship or inventorship of a work mention."""
    iri, m2e, base = ix.iri, ix.m2e, ix.base
    if p.role == "owner" and p.id in m2e:
        node = _iri(f"{base}ownership/{_hash(p.id)}")
        out.add(node, _T["type"], _T["Ownership"])
        out.add(node, _T["relates"], iri[m2e[p.id]])
        out.add(node, _T["nameAsWritten"], _lit(p.name))
        _provenance(out, node, doc, p.span)
    if p.work is None or p.id not in m2e or p.work not in m2e:
        return
    kind = "authorship" if p.role == "author" else "inventorship"
    node = _iri(f"{base}{kind}/{_hash(p.id)}")
    out.add(node, _T["type"], _T["Authorship" if p.role == "author" else "Inventorship"])
    out.add(node, _T["relates"], iri[m2e[p.id]])
    out.add(node, _T["relates"], iri[m2e[p.work]])
    out.add(node, _T["rank"], _int(p.rank or 1))
    out.add(node, _T["nameAsWritten"], _lit(p.name))
    if p.equal_contribution:
        out.add(node, _T["equalContribution"], _TRUE)
    _provenance(out, node, doc, p.span)


def _advising_quads(out: _Quads, ix: _Index, node_iri: str, st: Any, src_owner: str | None) -> str:
    """An advising relationship (advisee: the one named, else the CV's owner); returns its node."""
    iri, m2e, people = ix.iri, ix.m2e, ix.people
    node = _iri(node_iri)
    advisor = iri[m2e[st.advisor]] if st.advisor in m2e else None
    advisee = iri[m2e[st.advisee]] if st.advisee and st.advisee in m2e else src_owner
    out.add(node, _T["type"], _T["AdvisingRelationship"])
    out.add(node, _T["roleLabel"], _lit(people[st.advisor].role if st.advisor in people else "advisor"))
    if advisor is not None:
        out.add(node, _T["advisor"], advisor)
        out.add(node, _T["relates"], advisor)
        out.add(node, _T["nameAsWritten"], _lit(people[st.advisor].name))
    if advisee is not None:
        out.add(node, _T["advisee"], advisee)
        out.add(node, _T["relates"], advisee)
    if advisor is not None and advisee is not None:
        out.add(advisee, _T["advisedBy"], advisor)
    if st.record.institution:
        out.add(node, _T["institutionAsWritten"], _lit(st.record.institution))
    return node


def _source_block(ix: _Index, src: str, crossing: Counter[str] | None = None) -> list[str]:
    """The named graph of one CV: its document, ownerships, authorships, affiliations, advising, contact.

    Every statement of it is about a node minted for this CV (its document, or a node hashed from the id of one of
    its mentions), and so is in no other graph, except the statements about a resolved entity (an advising link
    between two persons, the owner's contact details): those are counted into ``crossing``, so that the distinct
    triples of the dataset are known without a scan (:func:`distinct_triples`)."""
    base = ix.base
    doc = _iri(source_iri(src, base))
    out = _Quads(doc)
    out.add(doc, _T["type"], _T["Document"])
    out.add(doc, _T["type"], _T["Entity"])
    out.add(doc, _T["identifier"], _lit(src))
    for owner in ix.owners.get(src, []):
        out.add(doc, _T["primaryTopic"], owner)
    for p in ix.persons.get(src, ()):
        _person_quads(out, ix, doc, p)
    src_owner = ix.owners[src][0] if ix.owners.get(src) else None
    for w in ix.unattributed.get(src, ()):        # a work the CV lists without saying who wrote it
        node = _iri(f"{base}listing/{_hash(w.id)}")
        out.add(node, _T["type"], _T["Listing"])
        out.add(node, _T["relates"], ix.iri[ix.m2e[w.id]])
        if src_owner is not None:
            out.add(node, _T["relates"], src_owner)
        _provenance(out, node, doc, w.span)
    for st in ix.statements.get(src, ()):
        path = st.kind if st.kind in _ACTIVITY_CLASS else "advising" if st.kind == "advising" else "membership"
        node_iri = f"{base}{path}/{_hash(st.id)}"
        if st.kind == "advising":
            node = _advising_quads(out, ix, node_iri, st, src_owner)
        elif st.kind in _ACTIVITY_CLASS:
            node = _activity_quads(out, ix, node_iri, st, src_owner)
        else:
            org = ix.iri[ix.m2e[st.institution]] if st.institution and st.institution in ix.m2e else None
            node = _membership(out, node_iri, st.record, src_owner, org)
        _provenance(out, node, doc, st.span)
    if src_owner is not None:  # a CV's profile records in line order, whatever order the records came in
        for rec in sorted(ix.profiles.get(src, ()), key=lambda r: (r.span.start_line, r.span.end_line, repr(r))):
            _contact_quads(out, src_owner, rec)
    if crossing is not None:
        crossing.update(out.triples_about(ix.entity_iris))
    return out.lines


def _entity_block(ix: _Index, e: Entity) -> list[str]:
    out = _Quads()
    _entity_quads(out, e, ix.iri, sorted(ix.made_by.get(e.key, ())))
    return out.lines


def _index_blocks(ix: _Index, entities: Sequence[Entity], sources: Sequence[str], reverse: bool = False,
                  crossing: Counter[str] | None = None) -> Iterator[list[str]]:
    """The blocks of ``entities`` and then of the CVs ``sources``, from the index ``ix`` (see :func:`_blocks`);
    the CVs' statements about entities counted into ``crossing`` (see :func:`_source_block`)."""
    order: list[tuple[bool, object]] = [(True, e) for e in entities] + [(False, s) for s in sources]
    for is_entity, item in (reversed(order) if reverse else order):
        lines = (_entity_block(ix, item) if is_entity  # type: ignore[arg-type]
                 else _source_block(ix, item, crossing))  # type: ignore[arg-type]
        if reverse:
            lines.reverse()
        yield lines


def _blocks(records: Iterable[object], resolution: Resolution, *, base: str, include_contact: bool,
            sources: Iterable[str], reverse: bool = False, crossing: Counter[str] | None = None
            ) -> Iterator[list[str]]:
    """The dataset as blocks of N-Quads lines: one per entity (default graph), then one per CV (its named graph).

    Blocks come entities by key, then CVs by file name; ``reverse`` gives the same lines in exactly the opposite
    order (what an in-memory store, which dumps newest first, is fed with). A block is built only when reached.
    """
    ix = _index(list(records), resolution, base, include_contact, sources)
    yield from _index_blocks(ix, resolution.entities, ix.sources, reverse, crossing)


def _chunks(blocks: Iterable[list[str]], size: int = _CHUNK) -> Iterator[str]:
    """Blocks of lines joined into N-Quads documents of about ``size`` lines (a block is never split)."""
    buf: list[str] = []
    for lines in blocks:
        buf += lines
        if len(buf) >= size:
            yield "".join(buf)
            buf = []
    if buf:
        yield "".join(buf)


def generate_quads(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
                   include_contact: bool = False, sources: Iterable[str] = ()) -> Iterator[ox.Quad]:
    """Every quad of the dataset as pyoxigraph terms, each once, in the canonical order (see the module docstring).

    The default graph comes first, an entity at a time (entities by key), then the named graph of each CV (CVs by
    file name). ``sources`` names CVs to describe even when they gave no record (a CV whose every line failed is
    still a document of the build). Contact details (e-mail, phone, homepage of the owner) are left out unless
    ``include_contact`` is true. The quads are produced lazily, a few thousand at a time.

    >>> q = next(generate_quads([], __import__("graph").resolve([]), sources=["a.txt"]))
    >>> q.predicate.value, q.object.value
    ('http://www.w3.org/1999/02/22-rdf-syntax-ns#type', 'http://xmlns.com/foaf/0.1/Document')
    """
    blocks = _blocks(records, resolution, base=base, include_contact=include_contact, sources=sources)
    for chunk in _chunks(blocks):
        yield from ox.parse(input=chunk, format=ox.RdfFormat.N_QUADS)


@dataclass(frozen=True)
class LoadedDataset:
    """An in-memory store of the dataset and its count of distinct triples over all graphs (a triple stated in
    several CV graphs counts once), known from the making of the statements, not from a scan of the store
    (:func:`load_dataset` has an example)."""

    store: ox.Store
    triples: int


def repeated_triples(default: ox.Store, crossing: Counter[str]) -> int:
    """How many of the quads of a dataset repeat a triple of another graph, given the CV graphs' statements about
    entities (``crossing``, ``s p o`` with how many graphs state it) and a store ``default`` that holds the default
    graph: every other statement is in one graph only (see :func:`_source_block`), so only these can repeat, in CV
    graphs or in the default graph (a lookup each). The distinct triples are the quads less these.

    >>> store = ox.Store()
    >>> store.load(input="<http://e> <http://p> <http://o> .", format=ox.RdfFormat.N_QUADS)
    >>> repeated_triples(store, Counter({"<http://e> <http://p> <http://o>": 2, "<http://e> <http://p> <http://x>": 1}))
    2
    """
    repeats = sum(n - 1 for n in crossing.values())
    if crossing:
        text = "".join(f"{triple} .\n" for triple in sorted(crossing))
        graph = ox.DefaultGraph()
        repeats += sum(ox.Quad(t.subject, t.predicate, t.object, graph) in default
                       for t in ox.parse(input=text, format=ox.RdfFormat.N_TRIPLES))
    return repeats


def distinct_triples(store: ox.Store, crossing: Counter[str]) -> int:
    """The distinct triples over all graphs of ``store``, given the statements about entities of its CV graphs
    (``crossing``, ``s p o`` with how many graphs state it): every other statement is in one graph only (see
    :func:`_source_block`), so only these can repeat, in CV graphs or in the default graph (a lookup each).

    >>> store = ox.Store()
    >>> store.load(input="<http://e> <http://p> <http://o> .\\n<http://e> <http://p> <http://o> <http://g> .",
    ...            format=ox.RdfFormat.N_QUADS)
    >>> distinct_triples(store, Counter({"<http://e> <http://p> <http://o>": 1})), len(store)
    (1, 2)
    """
    return len(store) - repeated_triples(store, crossing)


def load_dataset(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
                 include_contact: bool = False, sources: Iterable[str] = ()) -> LoadedDataset:
    """The dataset in an in-memory Oxigraph store that dumps in the order of :func:`generate_quads`, and its
    distinct triples.

    The quads are streamed in as N-Quads text, a chunk at a time, in reverse (the store dumps newest first); no
    Python object is made per quad. Arguments as for :func:`generate_quads`.

    >>> from graph import resolve
    >>> from graph.rdf.store import rdf_bytes
    >>> data = load_dataset([], resolve([]), sources=["a.txt"])
    >>> len(data.store), data.triples, rdf_bytes(data.store) == rdf_bytes(generate_quads([], resolve([]),
    ...                                                                                  sources=["a.txt"]))
    (3, 3, True)
    """
    store = ox.Store()
    crossing: Counter[str] = Counter()
    blocks = _blocks(records, resolution, base=base, include_contact=include_contact, sources=sources, reverse=True,
                     crossing=crossing)
    for chunk in _chunks(blocks):
        # lenient: every IRI was checked by pyoxigraph when its line was made (_iri), every literal escaped by it
        store.load(input=chunk, format=ox.RdfFormat.N_QUADS, lenient=True)
    return LoadedDataset(store, distinct_triples(store, crossing))


def to_store(records: Iterable[object], resolution: Resolution, *, base: str = DEFAULT_BASE,
             include_contact: bool = False, sources: Iterable[str] = ()) -> ox.Store:
    """The store of :func:`load_dataset`.

    >>> from graph import resolve
    >>> len(to_store([], resolve([]), sources=["a.txt"]))
    3
    """
    return load_dataset(records, resolution, base=base, include_contact=include_contact, sources=sources).store
