"""Resolution over the public corpus (../shared/corpus/cv): invariants that must hold on any input.

Skipped when the corpus is not beside the repository.
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from graph import compare_names, resolve, resolution_to_dict
from graph.resolution.name_levels import COMPATIBLE_LEVELS
from loaders import load_many

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT.parent / "shared" / "corpus" / "cv"
pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is not beside the repository")


@pytest.fixture(scope="module")
def results():
    return load_many([CORPUS])


@pytest.fixture(scope="module")
def resolution(results):
    return resolve([r for res in results for r in res.records])


def test_every_person_holds_only_compatible_names(resolution):
    persons = {p.id: p for p in resolution.mentions.persons}
    for entity in resolution.of_kind("person"):
        forms = {persons[m].person_name for m in entity.mentions}
        for a, b in combinations(forms, 2):
            assert compare_names(a, b).level in COMPATIBLE_LEVELS, (entity.key, a.written, b.written)


def test_no_person_is_two_authors_of_one_listed_work(resolution):
    for entity in resolution.of_kind("person"):
        works = [m.split("@")[0] for m in entity.mentions if "@" in m]
        assert len(works) == len(set(works)), entity.key


def test_reversed_file_order_gives_the_same_resolution(results, resolution):
    again = resolve([r for res in reversed(results) for r in res.records])
    assert resolution_to_dict(again) == resolution_to_dict(resolution)
