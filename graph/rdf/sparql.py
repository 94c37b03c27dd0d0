"""SPARQL over a scholarkg dataset: canned queries (one ``.rq`` file each in ``graph/rdf/queries/``), bound parameters,
persons and organisations found by any of their names, and the collaboration path between two people.

User values are never formatted into query text: they are bound as RDF terms (rdflib ``initBindings``, which
oxrdflib hands to Oxigraph as SPARQL substitutions), so a name such as ``"} DROP ALL #`` is only ever a literal.

>>> from loaders import parse_document, extract
>>> from graph.resolution.pipeline import resolve
>>> from graph.rdf.store import to_rdf
>>> text = "Publications\\n- Bo Jiang, Yunzhuo Liu. \\"A Paper\\". INFOCOM 2023.\\n"
>>> records = extract(parse_document(text.encode(), source="a.txt")).records
>>> ds = to_rdf(records, resolve(records))
>>> [str(row["name"]) for row in query(ds, "coauthors", person=lookup_persons(ds, "Yunzhuo Liu")[0])]
['Bo Jiang']
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

import pyoxigraph as ox
from rdflib import XSD, Dataset, Literal, URIRef
from rdflib.term import Identifier, Node

from graph.errors import GraphError
from graph.resolution.name_levels import compare_names
from graph.resolution.names import parse_person_name
from ontology import PREFIXES

__all__ = ["CANNED", "QueryError", "Rows", "canned_query", "query", "read_dataset", "lookup_persons",
           "lookup_institutions", "collaboration_paths"]

_SAME_PERSON = frozenset({"han_exact", "full_exact", "han_romanised"})


class QueryError(GraphError, ValueError):
    """A query that cannot run: unknown canned name, a SPARQL syntax error, a graph that cannot be opened."""


@cache
def _canned_names() -> tuple[str, ...]:
    folder = resources.files("graph.rdf").joinpath("queries")
    return tuple(sorted(p.name[:-3] for p in folder.iterdir() if p.name.endswith(".rq")))


def __getattr__(name: str) -> object:  # CANNED is computed on first use, not at import
    if name == "CANNED":
        return _canned_names()
    raise AttributeError(name)


@cache
def canned_query(name: str) -> str:
    """The text of a canned query, with the project's PREFIX lines prepended (read once, then cached).

    >>> "SELECT ?person ?coauthor" in canned_query("coauthors")
    True
    >>> canned_query("nope")
    Traceback (most recent call last):
    ...
    graph.rdf.sparql.QueryError: no canned query 'nope'; known: coauthor-counts, coauthors, ...
    """
    if name not in _canned_names():
        known = ", ".join(_canned_names()[:2])
        raise QueryError(f"no canned query {name!r}; known: {known}, ...")
    text = resources.files("graph.rdf").joinpath("queries", f"{name}.rq").read_text(encoding="utf-8")
    return _prologue() + text


@cache
def _prologue() -> str:
    return "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in sorted(PREFIXES.items()))


@dataclass(frozen=True)
class Rows(Sequence):
    """The result of a SELECT query: variable names and rows of rdflib terms (None where unbound).

    >>> r = Rows(("a",), ((Literal(1),),))
    >>> r[0]["a"].toPython(), len(r), r.as_dicts()
    (1, 1, [{'a': '1'}])
    """

    variables: tuple[str, ...]
    rows: tuple[tuple[Node | None, ...], ...]

    def __getitem__(self, i):  # type: ignore[override]
        return dict(zip(self.variables, self.rows[i]))

    def __len__(self) -> int:
        return len(self.rows)

    def as_dicts(self) -> list[dict[str, str | None]]:
        """Rows as plain strings (lexical forms), for tables, CSV and JSON."""
        return [{v: (None if t is None else str(t)) for v, t in zip(self.variables, row)} for row in self.rows]


def _term(value: object) -> Identifier:
    if isinstance(value, Identifier):
        return value
    if isinstance(value, ox.NamedNode):
        return URIRef(value.value)
    if isinstance(value, (bool, int, float)):
        return Literal(value)
    if isinstance(value, str):
        return Literal(value)
    raise QueryError(f"cannot bind {type(value).__name__} {value!r} as an RDF term")


def query(ds: Dataset, name_or_sparql: str, **bindings: object) -> Rows:
    """Run a canned query (by name) or a SPARQL SELECT text with ``bindings`` bound as RDF terms.

    Strings are bound as plain literals, ``URIRef`` stays an IRI, numbers become typed literals.

    >>> ds = read_dataset(None)
    >>> query(ds, "SELECT ?v WHERE { }", v='"} DROP ALL #').as_dicts()
    [{'v': '"} DROP ALL #'}]
    """
    text = canned_query(name_or_sparql) if name_or_sparql in _canned_names() else name_or_sparql
    init = {k: _term(v) for k, v in bindings.items()}
    try:
        result = ds.query(text, initBindings=init)
    except (SyntaxError, ValueError) as exc:
        raise QueryError(f"query failed: {exc}") from exc
    except Exception as exc:  # rdflib's pyparsing errors do not share a base class with SyntaxError
        if type(exc).__name__ in {"ParseException", "ParseSyntaxException"}:
            raise QueryError(f"query failed: {exc}") from exc
        raise
    if result.type != "SELECT":
        raise QueryError(f"only SELECT queries return rows (this is {result.type})")
    variables = tuple(str(v) for v in result.vars)
    return Rows(variables, tuple(tuple(_plain(b.get(v)) for v in result.vars) for b in result.bindings))


def _plain(term: Node | None) -> Node | None:
    """An ``xsd:string`` literal as the simple literal it is in RDF 1.1 (oxrdflib spells the datatype out, rdflib
    does not, and rdflib's ``Literal.__eq__`` tells them apart), so rows compare equal whatever the engine.

    >>> _plain(Literal("Bo Jiang", datatype=XSD.string)) == Literal("Bo Jiang")
    True
    """
    if isinstance(term, Literal) and term.datatype == XSD.string:
        return Literal(str(term))
    return term


def read_dataset(path: str | Path | None) -> Dataset:
    """A dataset from a graph file (.trig, .nq, .ttl, .jsonld; loaded into an in-memory Oxigraph store), from a
    persistent Oxigraph store folder (``scholarkg build --store DIR``, opened read-only), or empty for None.

    >>> len(read_dataset(None))
    0
    """
    from graph.rdf.store import wrap_store

    if path is None:
        return wrap_store(ox.Store())
    p = Path(path)
    try:
        if p.is_dir():
            return wrap_store(ox.Store.read_only(str(p)))
        store = ox.Store()
        fmt = ox.RdfFormat.from_extension(p.suffix.lstrip(".")) if p.suffix else None
        if fmt is None:
            raise QueryError(f"{p}: unknown RDF format (use .trig, .nq, .ttl, .nt or .jsonld)")
        store.bulk_load(path=str(p), format=fmt)
        return wrap_store(store)
    except (OSError, SyntaxError, ValueError) as exc:
        if isinstance(exc, QueryError):
            raise
        raise QueryError(f"{p}: cannot open the graph: {exc}") from exc


def _name_bindings(name: str) -> dict[str, Literal]:
    text = name.strip()
    return {"name": Literal(text), "nameZh": Literal(text, lang="zh")}


def lookup_persons(ds: Dataset, name: str) -> list[URIRef]:
    """The persons called ``name``: any form seen exactly (江波 = Bo Jiang), else any form that compares as the same
    full name (LIU Yunzhuo = Yunzhuo Liu) or, last, the same name ignoring case. Empty when nobody fits.

    >>> lookup_persons(read_dataset(None), "Bo Jiang")
    []
    """
    hits = [row["person"] for row in query(ds, "person-lookup", **_name_bindings(name))]
    if hits:
        return hits
    wanted = parse_person_name(name)
    folded = name.strip().casefold()
    exact, loose = [], []
    for row in query(ds, "person-labels"):
        label = str(row["label"])
        if label.casefold() == folded and row["person"] not in loose:
            loose.append(row["person"])
        if compare_names(wanted, parse_person_name(label)).level in _SAME_PERSON and row["person"] not in exact:
            exact.append(row["person"])
    return exact or loose


def lookup_institutions(ds: Dataset, name: str) -> list[URIRef]:
    """The organisations called ``name`` (any English, Chinese or abbreviated form seen).

    >>> lookup_institutions(read_dataset(None), "SJTU")
    []
    """
    return [row["org"] for row in query(ds, "institution-lookup", **_name_bindings(name))]


def collaboration_paths(ds: Dataset, source: URIRef, target: URIRef, max_length: int = 6
                        ) -> list[list[tuple[URIRef, str, str | None]]]:
    """Every shortest collaboration path from ``source`` to ``target`` (at most ``max_length`` hops), each a list
    of ``(person, name, title of the work that joins it to the previous person)``; the first hop has no work.

    A breadth-first search that runs the canned ``collaboration-path`` query once per person it reaches.

    >>> collaboration_paths(read_dataset(None), URIRef("urn:a"), URIRef("urn:b"))
    []
    """
    names: dict[URIRef, str] = {}
    parents: dict[URIRef, list[tuple[URIRef, str]]] = {source: []}
    frontier = [source]
    found = source == target
    for _ in range(max_length):
        if found or not frontier:
            break
        layer: dict[URIRef, list[tuple[URIRef, str]]] = {}
        for person in frontier:
            for row in query(ds, "collaboration-path", person=person):
                other = row["coauthor"]
                names[other] = str(row["name"])
                if other in parents:
                    continue
                links = layer.setdefault(other, [])
                if (person, str(row["title"])) not in links:
                    links.append((person, str(row["title"])))
        parents.update(layer)
        frontier = sorted(layer)
        found = target in layer
    if not found:
        return []
    if source == target:
        return [[(source, _name(ds, source, names), None)]]
    names.setdefault(source, _name(ds, source, names))
    paths: list[list[tuple[URIRef, str, str | None]]] = []
    stack: deque[tuple[URIRef, list[tuple[URIRef, str, str | None]]]] = deque([(target, [])])
    while stack:
        node, tail = stack.pop()
        if node == source:
            paths.append([(source, names[source], None)] + tail)
            continue
        by_parent: dict[URIRef, list[str]] = {}
        for parent, title in parents[node]:
            by_parent.setdefault(parent, []).append(title)
        for parent, titles in by_parent.items():
            stack.append((parent, [(node, names[node], "; ".join(sorted(titles)))] + tail))
    return sorted(paths, key=lambda path: [str(p) for p, _, _ in path])


def _name(ds: Dataset, person: URIRef, names: Mapping[URIRef, str]) -> str:
    if person in names:
        return names[person]
    rows = query(ds, "SELECT ?n WHERE { ?p <http://xmlns.com/foaf/0.1/name> ?n }", p=person)
    return str(rows[0]["n"]) if len(rows) else str(person)
