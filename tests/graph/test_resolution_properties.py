"""Resolution does not depend on input order, is deterministic, and removing a CV leaves the others' keys alone."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import given, settings, strategies as st

from graph.explain import resolution_report, resolution_to_dict
from graph.resolve import resolve
from loaders import load_many

ROOT = Path(__file__).resolve().parents[2]
RESULTS = load_many([ROOT / "examples" / "cvs"])
RECORDS = [r for res in RESULTS for r in res.records]
BASELINE = resolve(RECORDS)


def _fingerprint(resolution) -> str:
    return json.dumps(resolution_to_dict(resolution), sort_keys=True, ensure_ascii=False)


@settings(max_examples=8, deadline=None)
@given(st.randoms(use_true_random=False))
def test_shuffled_records_give_the_same_resolution(rnd: random.Random):
    records = list(RECORDS)
    rnd.shuffle(records)
    assert _fingerprint(resolve(records)) == _fingerprint(BASELINE)


@settings(max_examples=5, deadline=None)
@given(st.permutations(range(len(RESULTS))))
def test_shuffled_files_give_the_same_resolution(order):
    records = [r for i in order for r in RESULTS[i].records]
    assert _fingerprint(resolve(records)) == _fingerprint(BASELINE)


def test_report_is_deterministic():
    assert resolution_report(resolve(RECORDS)) == resolution_report(BASELINE)


def test_removing_a_cv_keeps_the_keys_of_what_remains():
    without_004 = [r for res in RESULTS if not res.source.startswith("004") for r in res.records]
    smaller = resolve(without_004)
    for mention, key in smaller.mention_to_entity.items():
        assert BASELINE.mention_to_entity[mention] == key
