"""The scholarkg SHACL shapes compiled to SPARQL and run in Oxigraph: the same violations as pyshacl, in seconds
where pyshacl takes minutes (it walks an rdflib copy of the whole graph in Python: 88 s of a 108 s build of 300
CVs).

The compiler covers the SHACL Core constraints ``ontology/shapes.ttl`` uses, and refuses a shape that uses any
other (so a new constraint cannot be silently ignored): targets by ``sh:targetClass`` (instances of the class or of
a subclass), property shapes whose ``sh:path`` is an IRI or ``[ sh:inversePath IRI ]``, and ``sh:minCount``,
``sh:maxCount``, ``sh:class``, ``sh:datatype``, ``sh:nodeKind sh:Literal``, ``sh:in``, ``sh:minInclusive``,
``sh:qualifiedValueShape [ sh:class C ]`` with ``sh:qualifiedMinCount`` / ``sh:qualifiedMaxCount``, and
``sh:class`` on a node shape.  One result per focus node for the counting constraints, one per focus node and
value for the others, as SHACL (and pyshacl) report them.  ``tests/graph/rdf/test_shapes.py`` holds the
equivalence with pyshacl on a set of broken graphs.

>>> store = ox.Store()
>>> results = check_store(store)
>>> results
()
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache, partial

import pyoxigraph as ox
from rdflib import RDF, BNode, Graph, Literal, URIRef
from rdflib.collection import Collection
from rdflib.namespace import SH

from ontology import shapes_graph

__all__ = ["Result", "check_store", "compiled_checks", "inverse_bounds", "UnsupportedShape", "FOREIGN_GRAPH"]

#: A store checked in parts (:mod:`graph.rdf.shards`) holds, beside a part's own statements, the types (and labels)
#: of the nodes outside the part that its statements point to, in this named graph: they answer ``sh:class`` for
#: the part's values, and are never focus nodes themselves (:func:`check_store` with ``foreign=True``)
FOREIGN_GRAPH = "urn:scholarkg:validation:foreign"

_SUBCLASS = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>/<http://www.w3.org/2000/01/rdf-schema#subClassOf>*"
_HANDLED = {SH.path, SH.minCount, SH.maxCount, SH["class"], SH.datatype, SH.nodeKind, SH["in"], SH.minInclusive,
            SH.qualifiedValueShape, SH.qualifiedMinCount, SH.qualifiedMaxCount, SH.message, SH.name,
            SH.description}
_NODE_HANDLED = {RDF.type, SH.targetClass, SH.property, SH["class"], SH.message}


class UnsupportedShape(ValueError):
    """A shape uses a SHACL feature the compiler does not translate."""


@dataclass(frozen=True, slots=True, order=True)
class Result:
    """One violation: the focus node, the constraint component, the path, the value (None for counts), the
    message, the shape."""

    focus: str
    component: str
    path: str
    value: str | None
    message: str
    shape: str


@dataclass(frozen=True, slots=True)
class _Check:
    shape: str
    component: str
    path: str
    message: str
    query: str
    per_value: bool
    #: for a counting check, its constraints: (component, "<" or ">", bound); the query gives each focus node out of
    #: bounds with its count ``?n``, and each constraint it breaks is one result
    counts: tuple[tuple[str, str, int], ...] = ()


def _term(node: object) -> str:
    if isinstance(node, URIRef):
        return f"<{node}>"
    if isinstance(node, Literal):
        return node.n3()
    raise UnsupportedShape(f"cannot write {node!r} in a query")


def _targets(g: Graph, shape: URIRef | BNode, foreign: bool) -> str:
    classes = sorted(g.objects(shape, SH.targetClass), key=str)
    if not classes:
        raise UnsupportedShape(f"{shape}: only sh:targetClass targets are compiled")
    own = f" FILTER NOT EXISTS {{ GRAPH <{FOREIGN_GRAPH}> {{ ?focus a ?foreign }} }}" if foreign else ""
    return f"VALUES ?target {{ {' '.join(_term(c) for c in classes)} }} ?focus {_SUBCLASS} ?target .{own}"


def _path(g: Graph, node: object) -> tuple[str, str]:
    if isinstance(node, URIRef):
        return f"<{node}>", str(node)
    inverse = g.value(node, SH.inversePath)
    if isinstance(inverse, URIRef) and len(list(g.predicate_objects(node))) == 1:
        return f"^<{inverse}>", f"^{inverse}"
    raise UnsupportedShape(f"path {node!r}: only an IRI or [ sh:inversePath IRI ] is compiled")


def _not_instance(var: str, cls: object) -> str:
    return f"FILTER NOT EXISTS {{ {var} {_SUBCLASS} {_term(cls)} }}"


def _property_checks(g: Graph, shape: str, targets: str, prop: object) -> list[_Check]:
    unknown = set(g.predicates(prop)) - _HANDLED
    if unknown:
        raise UnsupportedShape(f"{shape}: constraint(s) {', '.join(sorted(map(str, unknown)))} not compiled")
    path, path_name = _path(g, g.value(prop, SH.path))
    message = str(g.value(prop, SH.message) or "")
    checks = []

    def add(component: str, body: str, per_value: bool) -> None:
        checks.append(_Check(shape, component, path_name, message, body, per_value))

    def count(bounds: list[tuple[str, str, int]], value_filter: str = "") -> None:
        """The minimum and maximum counts of one path (and value filter) in one query: one scan, not two."""
        if bounds:
            having = " || ".join(f"COUNT(DISTINCT ?v) {op} {n}" for _, op, n in bounds)
            checks.append(_Check(shape, bounds[0][0], path_name, message,
                                 f"SELECT ?focus (COUNT(DISTINCT ?v) AS ?n) WHERE {{ {{ SELECT DISTINCT ?focus "
                                 f"WHERE {{ {targets} }} }} OPTIONAL {{ ?focus {path} ?v . {value_filter} }} }} "
                                 f"GROUP BY ?focus HAVING ({having})", False, tuple(bounds)))

    def bounds(low: object, high: object, prefix: str = "") -> list[tuple[str, str, int]]:
        return ([(f"{prefix}MinCountConstraintComponent", "<", int(low))] if low is not None else []) + (
            [(f"{prefix}MaxCountConstraintComponent", ">", int(high))] if high is not None else [])

    def per_value(component: str, condition: str) -> None:
        add(component, f"SELECT DISTINCT ?focus ?v WHERE {{ {{ SELECT DISTINCT ?focus WHERE {{ {targets} }} }} "
                       f"?focus {path} ?v . {condition} }}", True)

    count(bounds(g.value(prop, SH.minCount), g.value(prop, SH.maxCount)))
    for cls in g.objects(prop, SH["class"]):
        per_value("ClassConstraintComponent", _not_instance("?v", cls))
    if (dt := g.value(prop, SH.datatype)) is not None:
        per_value("DatatypeConstraintComponent",
                  f"FILTER (!isLiteral(?v) || datatype(?v) != {_term(dt)})")
    if (kind := g.value(prop, SH.nodeKind)) is not None:
        if kind != SH.Literal:
            raise UnsupportedShape(f"{shape}: sh:nodeKind {kind} not compiled")
        per_value("NodeKindConstraintComponent", "FILTER (!isLiteral(?v))")
    if (lst := g.value(prop, SH["in"])) is not None:
        allowed = ", ".join(_term(x) for x in Collection(g, lst))
        per_value("InConstraintComponent", f"FILTER (?v NOT IN ({allowed}))")
    if (low := g.value(prop, SH.minInclusive)) is not None:
        per_value("MinInclusiveConstraintComponent", f"FILTER (!COALESCE(?v >= {_term(low)}, false))")
    if (q := g.value(prop, SH.qualifiedValueShape)) is not None:
        classes = list(g.objects(q, SH["class"]))
        if len(classes) != 1 or set(g.predicates(q)) != {SH["class"]}:
            raise UnsupportedShape(f"{shape}: only sh:qualifiedValueShape [ sh:class C ] is compiled")
        conforming = f"FILTER EXISTS {{ ?v {_SUBCLASS} {_term(classes[0])} }}"
        count(bounds(g.value(prop, SH.qualifiedMinCount), g.value(prop, SH.qualifiedMaxCount), "Qualified"),
              conforming)
    return checks


@cache
def compiled_checks(foreign: bool = False) -> tuple[_Check, ...]:
    """Every constraint of ``ontology/shapes.ttl`` as a SPARQL query (compiled once per process); with
    ``foreign``, a node typed in :data:`FOREIGN_GRAPH` is never a focus node."""
    g = shapes_graph()
    checks: list[_Check] = []
    for shape in sorted(g.subjects(RDF.type, SH.NodeShape), key=str):
        unknown = set(g.predicates(shape)) - _NODE_HANDLED
        if unknown:
            raise UnsupportedShape(f"{shape}: {', '.join(sorted(map(str, unknown)))} not compiled")
        targets = _targets(g, shape, foreign)
        for cls in g.objects(shape, SH["class"]):
            checks.append(_Check(str(shape), "ClassConstraintComponent", "", "",
                                 f"SELECT DISTINCT ?focus ?v WHERE {{ {targets} BIND (?focus AS ?v) "
                                 f"{_not_instance('?focus', cls)} }}", True))
        for prop in g.objects(shape, SH.property):
            checks += _property_checks(g, str(shape), targets, prop)
    return tuple(checks)


def _text(term: ox.NamedNode | ox.BlankNode | ox.Literal | None) -> str | None:
    return None if term is None else str(term)


def _violations(store: ox.Store, check: _Check) -> list[Result]:
    rows = store.query(check.query, use_default_graph_as_union=True)
    if check.counts:
        return [Result(_text(row["focus"]) or "", component, check.path, None, check.message, check.shape)
                for row in rows for n in (int(row["n"].value),) for component, op, bound in check.counts
                if (n < bound if op == "<" else n > bound)]
    return [Result(_text(row["focus"]) or "", check.component, check.path,
                   _text(row["v"]) if check.per_value else None, check.message, check.shape) for row in rows]


def check_store(store: ox.Store, *, threads: int | None = None, foreign: bool = False) -> tuple[Result, ...]:
    """The violations of the union of all graphs of ``store``, sorted (empty: the graph conforms); with
    ``foreign``, of the nodes not typed in :data:`FOREIGN_GRAPH` (a part of a dataset checked on its own, with the
    types of what it points to beside it).

    The checks run on ``threads`` threads (default: every core; 1 runs them in this thread): Oxigraph evaluates a
    query without holding Python's lock, and the checks only read, so two cores halve the time (1,000 CVs: 13.8 s
    -> 6.1 s). The result is a sorted set: the same for any number of threads.

    >>> store = ox.Store()
    >>> person, name = ox.NamedNode("https://x/p"), ox.NamedNode("http://xmlns.com/foaf/0.1/name")
    >>> store.add(ox.Quad(person, ox.NamedNode(_RDF_TYPE), ox.NamedNode("http://xmlns.com/foaf/0.1/Person"),
    ...                   ox.NamedNode(FOREIGN_GRAPH)))
    >>> len(check_store(store, threads=1)) > 0, check_store(store, threads=1, foreign=True)
    (True, ())
    """
    checks = compiled_checks(foreign)
    threads = threads or os.cpu_count() or 1
    if threads == 1:
        return tuple(sorted({r for check in checks for r in _violations(store, check)}))
    with ThreadPoolExecutor(max_workers=threads) as pool:
        found = pool.map(partial(_violations, store), checks)
        return tuple(sorted({r for rows in found for r in rows}))


_RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


def inverse_bounds() -> dict[str, int]:
    """The predicates of the shapes' inverse paths (``[ sh:inversePath P ]``), each with the largest bound its
    counts are compared with. A dataset checked in parts (:mod:`graph.rdf.shards`) tells the part that holds a
    node how many nodes elsewhere point to it by each of these, counting no further than one past the bound: every
    comparison comes out as on the whole. A shape that constrains the values of an inverse path one by one (not
    only their number, or the number of those of a class) cannot be checked in parts: :class:`UnsupportedShape`.

    >>> inverse_bounds()
    {'http://vivoweb.org/ontology/core#relates': 1}
    """
    bounds: dict[str, int] = {}
    for check in compiled_checks():
        if not check.path.startswith("^"):
            continue
        if check.per_value or not check.counts or check.component.startswith("Qualified"):
            raise UnsupportedShape(f"{check.shape}: the values of {check.path} are constrained one by one; a "
                                   "dataset with such a shape can only be checked whole")
        predicate = check.path[1:]
        bounds[predicate] = max(bounds.get(predicate, 0), *(n for _, _, n in check.counts))
    return bounds
