"""The dataset written in shards (by local worker processes or a cluster's tasks) is byte for byte the dataset of a
store of the whole, and checking the shapes shard by shard finds exactly the violations found on the whole."""

from __future__ import annotations

import hashlib
import pickle
import tempfile
from collections import Counter
from pathlib import Path

import pyoxigraph as ox
import pytest

import graph.rdf.quads as quads
from benchmarks.generate import cv_files, generate_corpus, write_corpus
from graph.network.projection import coauthor_network
from graph.errors import GraphError
from graph.rdf.quads import _T, _index, entity_iri, to_store
from graph.rdf.shapes import check_store, compiled_checks, inverse_bounds, UnsupportedShape
from graph.rdf.shards import plan_shards, write_dataset
from graph.rdf.store import count_triples, rdf_bytes, wrap_store
from graph.resolution.pipeline import resolve
from loaders import load_many

CVS = Path(__file__).resolve().parents[3] / "examples" / "cvs"


class PicklingMapper:
    """Runs each task from a pickled copy of its input, as a cluster does; keeps the size of what it carried."""

    def __init__(self) -> None:
        self.carried: list[int] = []

    def __call__(self, fn, items, desc=""):
        out = []
        for item in items:
            data = pickle.dumps(item)
            self.carried.append(len(data))
            out.append(fn(pickle.loads(data)))
        return out


def _inputs(folder: Path):
    # the CVs only: the generator's truth file gives no record (and took two thirds of the loading)
    results = load_many(cv_files(folder))
    records = [rec for r in results for rec in r.records]
    return records, resolve(records), [r.source for r in results]


@pytest.fixture(scope="module")
def generated():
    return _inputs(write_corpus(generate_corpus(16, seed=9), Path(tempfile.mkdtemp())))


def _written(records, resolution, sources, **options):
    out = Path(tempfile.mkdtemp())
    data = write_dataset(records, resolution, out, sources=sources, nquads=out / "graph.nq", **options)
    return data, (out / "graph.trig").read_bytes(), (out / "graph.nq").read_bytes()


@pytest.mark.parametrize("include_contact", [False, True])
def test_examples_in_shards_are_byte_identical(include_contact):
    records, resolution, sources = _inputs(CVS)
    whole = to_store(records, resolution, include_contact=include_contact, sources=sources)
    mapper = PicklingMapper()
    data, trig, nq = _written(records, resolution, sources, include_contact=include_contact, size=300,
                              mapper=mapper, network=True)
    assert len(mapper.carried) > 3
    assert trig == rdf_bytes(whole, "trig") and nq == rdf_bytes(whole, "nquads")
    assert (data.quads, data.triples, data.graphs) == (len(whole), count_triples(whole), len(sources))
    assert data.violations == check_store(whole) == ()
    assert (b"mailto:" in nq) == include_contact   # the contact details reach the shards' statements when asked
    # the network page from the entities and the shards' memberships is the network of the whole store
    one, two = coauthor_network(wrap_store(whole)), coauthor_network(wrap_store(data.store),
                                                                     memberships=data.memberships)
    assert sorted(one.nodes(data=True)) == sorted(two.nodes(data=True)) and any(
        d["institution"] for _, d in two.nodes(data=True))
    assert sorted(one.edges(data=True)) == sorted(two.edges(data=True))


def test_generated_corpus_on_worker_processes_and_on_a_cluster(generated):
    records, resolution, sources = generated
    whole = to_store(records, resolution, sources=sources)
    mapper = PicklingMapper()
    on_cluster = _written(records, resolution, sources, mapper=mapper, size=800)
    local = _written(records, resolution, sources, workers=2, size=800)
    for data, trig, nq in (on_cluster, local):
        assert trig == rdf_bytes(whole, "trig") and nq == rdf_bytes(whole, "nquads")
        assert data.triples == count_triples(whole) and data.violations == ()
    full = _index(records, resolution, "https://w3id.org/scholarkg/id/", False, sources)
    shards = plan_shards(full, size=800, parts=True)
    assert len(shards) > 5 and [src for s in shards for src in s.sources] == full.sources
    # each mention's entity travels with the one shard of its CV, not with every shard
    assert sum(len(s.index.m2e) for s in shards) <= len(full.m2e)
    assert max(mapper.carried) < len(pickle.dumps(full)) / 3


def _broken(iri: str, modulus: int) -> bool:
    return int(hashlib.sha1(iri.encode()).hexdigest(), 16) % modulus == 0


class _Breaking:
    """Passes statements on to a block, leaving some out."""

    def __init__(self, out, drop):
        self.out, self.drop = out, drop

    def add(self, s, p, o):
        if not self.drop(s, p, o):
            self.out.add(s, p, o)


@pytest.fixture
def broken(monkeypatch):
    """The statements made wrong in ways every kind of check finds, some of them only across shards: persons
    without a name, works with two titles, authorships without a rank or relating three things, persons nobody
    relates to (their authorships left out, in other shards), authorships relating two persons, ownerships relating
    a document, a second name stated by a CV graph about an entity."""
    entity_quads, person_quads = quads._entity_quads, quads._person_quads

    def entities(out, e, iri, creators=()):
        s = iri[e.key]
        entity_quads(_Breaking(out, lambda s, p, o: p == _T["name"] and _broken(s, 7)), e, iri, creators)
        if e.kind == "paper" and _broken(s, 5):
            out.add(s, _T["title"], '"another title"')

    def persons(out, ix, doc, p):
        def drop(s, pred, o):
            return (pred == _T["rank"] and _broken(s, 6)) or (pred == _T["relates"] and _broken(o, 11))

        person_quads(_Breaking(out, drop), ix, doc, p)
        owners = ix.owners.get(p.source, [])
        if p.id in ix.m2e and p.work in ix.m2e and owners and owners[0] != ix.iri[ix.m2e[p.id]] and _broken(p.id, 9):
            out.add(quads._iri(f"{ix.base}authorship/{quads._hash(p.id)}"), _T["relates"], owners[0])
        if p.role == "owner" and p.id in ix.m2e and _broken(p.id, 2):
            out.add(ix.iri[ix.m2e[p.id]], _T["name"], '"named again in a CV"')
            out.add(quads._iri(f"{ix.base}ownership/{quads._hash(p.id)}"), _T["relates"], doc)

    monkeypatch.setattr(quads, "_entity_quads", entities)
    monkeypatch.setattr(quads, "_person_quads", persons)


def test_a_broken_dataset_checked_in_shards_breaks_what_it_breaks_whole(generated, broken):
    records, resolution, sources = generated
    whole = check_store(to_store(records, resolution, sources=sources))
    components = Counter(r.component for r in whole)
    # the breakage reached every kind of check, the counts across shards among them
    assert {"MinCountConstraintComponent", "MaxCountConstraintComponent", "ClassConstraintComponent",
            "QualifiedMaxCountConstraintComponent"} <= set(components), components
    assert any(r.path.startswith("^") for r in whole)
    for options in ({"size": 800, "workers": 2}, {"size": 800, "mapper": PicklingMapper()}, {"size": 10**9}):
        data, *_ = _written(records, resolution, sources, **options)
        assert data.violations == whole, options


def test_a_shape_that_needs_the_values_of_an_inverse_path_cannot_be_checked_in_shards(monkeypatch):
    [(check, count)] = [(c, n) for c in compiled_checks() for n in c.counts if n.path.startswith("^")][:1]
    per_value = type(check)(check.shape, "ClassConstraintComponent", count.path, "", "", True)
    monkeypatch.setattr("graph.rdf.shapes.compiled_checks", lambda foreign=False: (per_value,))
    with pytest.raises(UnsupportedShape):
        inverse_bounds()


@pytest.mark.parametrize("extra", ["entity typed", "subclass", "entity to own node"])
def test_statements_that_checking_in_shards_cannot_follow_fail_loudly(generated, monkeypatch, extra):
    """What the exactness of checking in shards rests on (the module docstring), broken one way at a time: the
    write fails and says why, instead of checking wrongly."""
    records, resolution, sources = generated
    person_quads = quads._person_quads

    def persons(out, ix, doc, p):
        person_quads(out, ix, doc, p)
        if p.role != "owner" or p.id not in ix.m2e:
            return
        owner, node = ix.iri[ix.m2e[p.id]], quads._iri(f"{ix.base}ownership/{quads._hash(p.id)}")
        if extra == "entity typed":
            out.add(owner, _T["type"], _T["Person"])
        elif extra == "subclass":
            out.add(node, "<http://www.w3.org/2000/01/rdf-schema#subClassOf>", _T["Ownership"])
        else:
            out.add(owner, _T["relates"], node)

    monkeypatch.setattr(quads, "_person_quads", persons)
    with pytest.raises(GraphError, match="shard|CVs' nodes"):
        write_dataset(records, resolution, tempfile.mkdtemp(), sources=sources)
    write_dataset(records, resolution, tempfile.mkdtemp(), sources=sources, check=False)   # unchecked, it writes


def test_a_node_minted_for_a_cv_is_named_by_that_cv_graph_only(generated):
    """The ground of checking in shards: apart from the entities, no node is named in two graphs."""
    records, resolution, sources = generated
    store = to_store(records, resolution, sources=sources)
    entities = {str(ox.NamedNode(entity_iri(e.key, e.kind))) for e in resolution.entities}
    # a subject of a CV graph that another graph (or the default graph) names too
    rows = store.query("SELECT DISTINCT ?n WHERE { GRAPH ?g { ?n ?p ?o } "
                       "{ { GRAPH ?h { ?n ?q ?x } } UNION { GRAPH ?h { ?y ?q ?n } } FILTER (?g != ?h) } "
                       "UNION { ?n ?q ?x } UNION { ?y ?q ?n } }")
    shared = {str(row["n"]) for row in rows}
    assert shared and shared <= entities
