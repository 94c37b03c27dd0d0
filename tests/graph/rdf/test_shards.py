"""The dataset made in shards by tasks (a cluster's way) is byte for byte the dataset made in one process."""

from __future__ import annotations

import pickle
import tempfile
from pathlib import Path

import pytest

from benchmarks.generate import generate_corpus, write_corpus
from graph.rdf.quads import _index, to_store
from graph.rdf.shards import plan_shards, sharded_dataset
from graph.rdf.store import count_triples, rdf_bytes
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
    results = [r for r in load_many([folder]) if r.source != "truth.json"]
    records = [rec for r in results for rec in r.records]
    return records, resolve(records), [r.source for r in results]


@pytest.fixture(scope="module")
def generated():
    return _inputs(write_corpus(generate_corpus(16, seed=9), Path(tempfile.mkdtemp())))


@pytest.mark.parametrize("include_contact", [False, True])
def test_examples_in_shards_are_byte_identical(include_contact):
    records, resolution, sources = _inputs(CVS)
    one = to_store(records, resolution, include_contact=include_contact, sources=sources)
    mapper = PicklingMapper()
    spread = sharded_dataset(records, resolution, mapper, include_contact=include_contact, sources=sources,
                             size=300)
    assert len(mapper.carried) > 3
    for fmt in ("trig", "nquads"):
        assert rdf_bytes(spread.store, fmt) == rdf_bytes(one, fmt)
    assert spread.triples == count_triples(one)
    if include_contact:     # the contact details did reach the shards' statements
        assert b"mailto:" in rdf_bytes(spread.store, "nquads")


def test_generated_corpus_in_shards_is_byte_identical_and_each_shard_carries_its_part(generated):
    records, resolution, sources = generated
    one = rdf_bytes(to_store(records, resolution, sources=sources), "trig")
    mapper = PicklingMapper()
    spread = sharded_dataset(records, resolution, mapper, sources=sources, size=800)
    assert rdf_bytes(spread.store, "trig") == one and spread.triples == count_triples(spread.store)
    shards = plan_shards(records, resolution, sources=sources, size=800)
    full = _index(records, resolution, "https://w3id.org/scholarkg/id/", False, sources)
    assert len(shards) > 5 and [e for s in shards for e in s.entities] == list(resolution.entities)
    assert [src for s in shards for src in s.sources] == full.sources
    # each mention's entity travels with the one shard of its CV, not with every shard
    assert sum(len(s.index.m2e) for s in shards) <= len(full.m2e)
    assert max(mapper.carried) < len(pickle.dumps(full)) / 3
