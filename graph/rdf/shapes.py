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
equivalence with pyshacl on a set of broken graphs (with and without subclass statements, with statements repeated
in several graphs).

The compiled forms (:func:`compiled_checks`), shaped by how Oxigraph evaluates a query: it orders joins by fixed
estimates, not by the data, joins a simple pattern by looking it up for each row, and anything else (a
subquery, a ``MINUS``) by hashing both sides whole.

- The focus nodes of a node shape: ``VALUES ?target { C ... } ?focus rdf:type/rdfs:subClassOf* ?target``; when
  the data states no ``rdfs:subClassOf`` at all (one ``ASK`` per :func:`check_store`), ``?focus rdf:type ?target``:
  the same nodes. So is an instance of a class in ``sh:class`` and in the qualified counts, where the plain
  ``rdf:type`` takes a third of the time of the path. With ``foreign``: ``MINUS { GRAPH <foreign> { ?focus a ?any
  } }``, one hash of the foreign types instead of a lookup per focus node.
- The counting constraints of a node shape, all in one query (:func:`_counting_check`): each focus node with the
  values of all its paths in one ``OPTIONAL { ... UNION ... }``, ``GROUP BY ?focus`` with a ``COUNT(DISTINCT)`` per
  path (of the values of the class, for a qualified count), ``HAVING`` any bound broken; a path with a minimum of
  one and no maximum is an ``EXISTS`` per focus node instead of a count.
- Each other constraint of a property shape: ``SELECT DISTINCT ?focus ?v WHERE { focus nodes . ?focus path ?v
  FILTER (...) }`` (``sh:class``: ``FILTER NOT EXISTS { ?v rdf:type... C }``), run only when a probe ``ASK { ?focus
  path ?v FILTER (...) }`` (``sh:class``: ``MINUS``) finds a value that breaks the constraint on any node: on a
  graph that conforms, one scan of the path's statements and no visit of the focus nodes.
- ``sh:class`` on a node shape: the focus nodes ``MINUS { ?focus rdf:type... C }``.

On the 389,270 statements of 300 generated CVs, the 50 queries take 1.3 s on one thread, where the 76 of one query
per constraint (each over a ``DISTINCT`` subquery of the focus nodes) took 3.0 s, measured back to back.

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

_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
_SUBCLASS = f"{_TYPE}/<http://www.w3.org/2000/01/rdf-schema#subClassOf>*"
#: Whether the data states any subclass: without one, ``rdf:type/rdfs:subClassOf*`` is ``rdf:type``
_ANY_SUBCLASS = "ASK { ?s <http://www.w3.org/2000/01/rdf-schema#subClassOf> ?o }"
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
class _Count:
    """A counting constraint: a focus node whose count ``?{var}`` (a variable of the query's rows) is ``op`` (``<``
    or ``>``) ``bound`` breaks it."""

    component: str
    path: str
    message: str
    var: str
    op: str
    bound: int


@dataclass(frozen=True, slots=True)
class _Check:
    """One query. Per value (``per_value``): each row ``?focus ?v`` is a result of ``component`` on ``path``.
    Counting: each row is a focus node with a count per constraint of ``counts`` (those of one node shape), and
    each constraint it breaks is a result."""

    shape: str
    component: str
    path: str
    message: str
    query: str
    per_value: bool
    counts: tuple[_Count, ...] = ()
    #: an ASK query that is false when no node at all (focus node or not) has a value that breaks the constraint:
    #: one scan of the path's statements, and the query (which visits every focus node) runs only when it is true
    probe: str | None = None


@dataclass(frozen=True, slots=True)
class _Counted:
    """The values of one path counted for each focus node (for a qualified count, those of ``value_class``), with
    the bounds of their number: (component, ``<`` or ``>``, bound)."""

    path: str
    path_name: str
    message: str
    value_class: str | None
    bounds: tuple[tuple[str, str, int], ...]

    @property
    def presence_only(self) -> bool:
        """A minimum of one and no maximum: whether there is a value (an ``EXISTS``) tells as much as the count."""
        return self.value_class is None and all(op == "<" and n == 1 for _, op, n in self.bounds)


def _term(node: object) -> str:
    if isinstance(node, URIRef):
        return f"<{node}>"
    if isinstance(node, Literal):
        return node.n3()
    raise UnsupportedShape(f"cannot write {node!r} in a query")


def _targets(g: Graph, shape: URIRef | BNode, foreign: bool, typed: str) -> str:
    classes = sorted(g.objects(shape, SH.targetClass), key=str)
    if not classes:
        raise UnsupportedShape(f"{shape}: only sh:targetClass targets are compiled")
    own = f" MINUS {{ GRAPH <{FOREIGN_GRAPH}> {{ ?focus a ?foreign }} }}" if foreign else ""
    return f"VALUES ?target {{ {' '.join(_term(c) for c in classes)} }} ?focus {typed} ?target .{own}"


def _path(g: Graph, node: object) -> tuple[str, str]:
    if isinstance(node, URIRef):
        return f"<{node}>", str(node)
    inverse = g.value(node, SH.inversePath)
    if isinstance(inverse, URIRef) and len(list(g.predicate_objects(node))) == 1:
        return f"^<{inverse}>", f"^{inverse}"
    raise UnsupportedShape(f"path {node!r}: only an IRI or [ sh:inversePath IRI ] is compiled")


def _bounds(low: object, high: object, prefix: str = "") -> tuple[tuple[str, str, int], ...]:
    return tuple((f"{prefix}{kind}CountConstraintComponent", op, int(n))
                 for kind, op, n in (("Min", "<", low), ("Max", ">", high)) if n is not None)


def _property_checks(g: Graph, shape: str, targets: str, typed: str, prop: object,
                     counted: list[_Counted]) -> list[_Check]:
    """The per-value checks of one property shape; its counting constraints go to ``counted``, to be counted with
    those of the node shape's other property shapes in one query."""
    unknown = set(g.predicates(prop)) - _HANDLED
    if unknown:
        raise UnsupportedShape(f"{shape}: constraint(s) {', '.join(sorted(map(str, unknown)))} not compiled")
    path, path_name = _path(g, g.value(prop, SH.path))
    message = str(g.value(prop, SH.message) or "")
    checks = []

    def per_value(component: str, condition: str, probe: str | None = None) -> None:
        checks.append(_Check(shape, component, path_name, message,
                             f"SELECT DISTINCT ?focus ?v WHERE {{ {targets} ?focus {path} ?v . {condition} }}", True,
                             probe=f"ASK {{ ?focus {path} ?v . {probe or condition} }}"))

    if bounds := _bounds(g.value(prop, SH.minCount), g.value(prop, SH.maxCount)):
        counted.append(_Counted(path, path_name, message, None, bounds))
    for cls in g.objects(prop, SH["class"]):
        per_value("ClassConstraintComponent", f"FILTER NOT EXISTS {{ ?v {typed} {_term(cls)} }}",
                  f"MINUS {{ ?v {typed} {_term(cls)} }}")
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
        if bounds := _bounds(g.value(prop, SH.qualifiedMinCount), g.value(prop, SH.qualifiedMaxCount), "Qualified"):
            counted.append(_Counted(path, path_name, message, _term(classes[0]), bounds))
    return checks


def _counting_check(shape: str, targets: str, typed: str, counted: list[_Counted]) -> _Check:
    """Every counting constraint of a node shape in one query, one row per focus node that breaks one: the
    values of all paths in one ``OPTIONAL`` of a ``UNION`` (one pass over the focus nodes), each path's counted with
    ``COUNT(DISTINCT)`` (a statement in two graphs, or a focus node of two target classes, counts once), a
    qualified count's joined with their class; a path with only a minimum of one is an ``EXISTS`` per focus node
    instead (no need to count a person's hundred authorships)."""
    presence, branches, aggregates, counts, having = [], [], [], [], []
    for i, c in enumerate(counted):
        if c.presence_only:
            presence.append(f"BIND (IF(EXISTS {{ ?focus {c.path} ?x{i} }}, 1, 0) AS ?v{i}) ")
            aggregate = f"MAX(?v{i})"
        else:
            conforming = f" ?v{i} {typed} {c.value_class} ." if c.value_class is not None else ""
            branches.append(f"{{ ?focus {c.path} ?v{i} .{conforming} }}")
            aggregate = f"COUNT(DISTINCT ?v{i})"
        aggregates.append(f"({aggregate} AS ?n{i})")
        for component, op, bound in c.bounds:
            counts.append(_Count(component, c.path_name, c.message, f"n{i}", op, bound))
            having.append(f"{aggregate} {op} {bound}")
    values = f"OPTIONAL {{ {' UNION '.join(branches)} }} " if branches else ""
    return _Check(shape, "", "", "", f"SELECT ?focus {' '.join(aggregates)} WHERE {{ {targets} {''.join(presence)}"
                                     f"{values}}} GROUP BY ?focus HAVING ({' || '.join(having)})", False, tuple(counts))


@cache
def compiled_checks(foreign: bool = False, subclasses: bool = True) -> tuple[_Check, ...]:
    """Every constraint of ``ontology/shapes.ttl`` as SPARQL queries (compiled once per process); with
    ``foreign``, a node typed in :data:`FOREIGN_GRAPH` is never a focus node; without ``subclasses``, for data
    that states no ``rdfs:subClassOf`` (the instances of a class are then the nodes typed with it).

    >>> checks = compiled_checks()     # a query per node shape for its counts, one per other constraint
    >>> len(checks), sum(len(c.counts) for c in checks), sum(c.per_value for c in checks)
    (50, 57, 37)
    """
    g = shapes_graph()
    typed = _SUBCLASS if subclasses else _TYPE
    checks: list[_Check] = []
    for shape in sorted(g.subjects(RDF.type, SH.NodeShape), key=str):
        unknown = set(g.predicates(shape)) - _NODE_HANDLED
        if unknown:
            raise UnsupportedShape(f"{shape}: {', '.join(sorted(map(str, unknown)))} not compiled")
        targets = _targets(g, shape, foreign, typed)
        for cls in g.objects(shape, SH["class"]):
            checks.append(_Check(str(shape), "ClassConstraintComponent", "", "",
                                 f"SELECT DISTINCT ?focus ?v WHERE {{ {targets} MINUS {{ ?focus {typed} "
                                 f"{_term(cls)} }} BIND (?focus AS ?v) }}", True))
        counted: list[_Counted] = []
        for prop in sorted(g.objects(shape, SH.property), key=lambda p: (str(g.value(p, SH.path)), str(p))):
            checks += _property_checks(g, str(shape), targets, typed, prop, counted)
        if counted:
            checks.append(_counting_check(str(shape), targets, typed, counted))
    return tuple(checks)


def _text(term: ox.NamedNode | ox.BlankNode | ox.Literal | None) -> str | None:
    return None if term is None else str(term)


def _violations(store: ox.Store, check: _Check) -> list[Result]:
    if check.probe is not None and not store.query(check.probe, use_default_graph_as_union=True):
        return []
    rows = store.query(check.query, use_default_graph_as_union=True)
    if check.counts:
        return [Result(_text(row["focus"]) or "", c.component, c.path, None, c.message, check.shape)
                for row in rows for c in check.counts for n in (int(row[c.var].value),)
                if (n < c.bound if c.op == "<" else n > c.bound)]
    return [Result(_text(row["focus"]) or "", check.component, check.path, _text(row["v"]), check.message,
                   check.shape) for row in rows]


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
    checks = compiled_checks(foreign, bool(store.query(_ANY_SUBCLASS, use_default_graph_as_union=True)))
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
        if check.per_value and check.path.startswith("^"):
            raise UnsupportedShape(f"{check.shape}: the values of {check.path} are constrained one by one; a "
                                   "dataset with such a shape can only be checked whole")
        for count in check.counts:
            if not count.path.startswith("^"):
                continue
            if count.component.startswith("Qualified"):
                raise UnsupportedShape(f"{check.shape}: the values of {count.path} are constrained one by one; a "
                                       "dataset with such a shape can only be checked whole")
            predicate = count.path[1:]
            bounds[predicate] = max(bounds.get(predicate, 0), count.bound)
    return bounds
