"""The fast paths into sinonym (graph.resolution.names._sinonym_batch, _sinonym_single) give what its public API gives.

They call sinonym internals (a prepared-name cache shared across author lists, no canonical-name sidecar); these
tests hold them to the public ``process_name_batch`` / ``normalize_name`` on the names of the example CVs and of a
generated corpus, and check the fallback to the public API.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from graph.resolution import names
from loaders import load_many
from loaders.model import PaperRecord, PatentRecord

ROOT = Path(__file__).resolve().parents[3]


def _author_lists(tmp_path) -> list[list[str]]:
    from benchmarks.generate import cv_files, generate_corpus, write_corpus

    write_corpus(generate_corpus(25, seed=5), str(tmp_path))
    # the CVs only: the generator's truth file gives no record (reading it was 0.6 s, two thirds of the loading)
    generated = [str(p) for p in cv_files(tmp_path)]
    out = []
    for loaded in load_many([str(ROOT / "examples" / "cvs"), *generated]):
        for rec in loaded.records:
            if isinstance(rec, PaperRecord):
                out.append([m.text for m in rec.authors])
            elif isinstance(rec, PatentRecord):
                out.append([m.text for m in rec.inventors])
    return out


@pytest.fixture(scope="module")
def sinonym_inputs(tmp_path_factory):
    """The name lists that graph.resolution.names hands to sinonym's batch parse, and the single names it parses
    alone."""
    lists = _author_lists(tmp_path_factory.mktemp("corpus"))
    batches: list[list[str]] = []
    singles: list[str] = []
    real_batch, real_single = names._sinonym_batch, names._sinonym_single

    def spy_batch(prepared):
        batches.append(list(prepared))
        return real_batch(prepared)

    def spy_single(text):
        singles.append(text)
        return real_single(text)

    names._parse_batch.cache_clear()
    names.parse_person_name.cache_clear()
    names._sinonym_batch, names._sinonym_single = spy_batch, spy_single
    try:
        for people in lists:
            names.parse_person_names(people)
            for person in people:       # alone, as owners and students are (a list's names mostly come from the batch)
                names.parse_person_name(person)
    finally:
        names._sinonym_batch, names._sinonym_single = real_batch, real_single
        names._parse_batch.cache_clear()
        names.parse_person_name.cache_clear()
    assert len(batches) > 100 and len(singles) > 50
    return batches, singles


def _view(result):
    return result.success, result.result, result.error_message, result.original_compound_surname, result.parsed, \
        result.parsed_original_order


def test_batch_fast_path_agrees_with_process_name_batch(sinonym_inputs):
    batches, _ = sinonym_inputs
    detector = names._sinonym()
    names._PREPARED.clear()
    names._RESULTS.clear()
    for batch in batches + batches[::-1]:      # second pass: every name served from the caches
        fast = names._sinonym_batch(batch)
        public = detector.process_name_batch(list(batch))
        assert [_view(r) for r in fast] == [_view(r) for r in public], batch
    assert names._INTERNAL["batch"], "the internal entry point failed and the fallback was used"


def test_single_fast_path_agrees_with_normalize_name(sinonym_inputs):
    _, singles = sinonym_inputs
    detector = names._sinonym()
    for text in singles:
        assert _view(names._sinonym_single(text)) == _view(detector.normalize_name(text)), text
    assert names._INTERNAL["single"]


def test_fallback_to_public_api(sinonym_inputs, monkeypatch):
    batches, singles = sinonym_inputs
    monkeypatch.setitem(names._INTERNAL, "batch", False)
    monkeypatch.setitem(names._INTERNAL, "single", False)
    detector = names._sinonym()
    for batch in batches[:20]:
        assert [_view(r) for r in names._sinonym_batch(batch)] == [_view(r) for r in detector.process_name_batch(batch)]
    for text in singles[:20]:
        assert _view(names._sinonym_single(text)) == _view(detector.normalize_name(text))


def test_batch_names_are_not_also_parsed_alone(monkeypatch):
    """A list whose names sinonym's batch parses needs no single parse of them (it cost as much as the batch); a
    name with Han characters is parsed alone first and keeps its characters."""
    alone: list[str] = []
    real = names._sinonym_single
    monkeypatch.setattr(names, "_sinonym_single", lambda text: alone.append(text) or real(text))
    names._parse_batch.cache_clear()
    names.parse_person_name.cache_clear()
    try:
        parsed = names.parse_person_names(["Qizhen Weng", "Yunzhuo Liu", "刘运卓", "Bo Li (李波)"])
    finally:
        names._parse_batch.cache_clear()
        names.parse_person_name.cache_clear()
    assert alone == ["Bo Li"]       # the one parsed alone for its Han characters; not the two of open order
    assert [(n.family, n.han) for n in parsed] == [("weng", None), ("liu", None), ("liu", "刘运卓"), ("li", "李波")]
