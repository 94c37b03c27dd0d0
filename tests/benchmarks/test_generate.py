"""The generated corpus and the scorer: determinism, truth consistent with the files, hand-made scores, and a
quality floor on N = 100 that fails if resolution breaks (not a timing test)."""

from __future__ import annotations

import hashlib

import pytest

from benchmarks.generate import STYLES, Truth, generate_corpus, read_truth, write_corpus
from benchmarks.names import GIVEN, SURNAMES
from benchmarks.run import run_benchmark, score_clustering
from graph.resolution.names import parse_person_name


def _digest(folder) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@pytest.fixture(scope="module")
def corpus100():
    return generate_corpus(100, seed=0)


def test_same_seed_same_bytes(tmp_path):
    a = write_corpus(generate_corpus(30, seed=7), tmp_path / "a")
    b = write_corpus(generate_corpus(30, seed=7), tmp_path / "b")
    assert _digest(a) == _digest(b)
    c = write_corpus(generate_corpus(30, seed=8), tmp_path / "c")
    assert _digest(a) != _digest(c)


def test_sizes_styles_and_truth_roundtrip(corpus100, tmp_path):
    assert len(corpus100.files) == 100 == len({f.name for f in corpus100.files})
    assert {f.style for f in corpus100.files} == set(STYLES)
    assert read_truth(write_corpus(corpus100, tmp_path)) == corpus100.truth
    assert Truth.from_json(corpus100.truth.to_json()) == corpus100.truth


def test_every_truth_mention_is_written_where_the_truth_says(corpus100):
    lines = {f.name: f.text.split("\n") for f in corpus100.files}
    for t in corpus100.truth.persons:
        text = "".join(lines[t.file][t.line - 1:t.end_line])
        assert t.written in text, (t, text)
        assert t.entry_line <= t.line
    advisor_lines = {(t.file, t.line) for t in corpus100.truth.persons if t.role == "advisor"}
    for t in corpus100.truth.institutions:
        if (t.file, t.line) in advisor_lines:   # the advisor statement inherits its education block's institution
            assert t.written in "\n".join(lines[t.file][:t.line]), t
        else:
            assert t.written in lines[t.file][t.line - 1], t
    for t in corpus100.truth.venues:
        entry = "".join(lines[t.file][t.entry_line - 1:t.entry_line + 8])
        assert t.written in entry, t


def test_truth_keys_are_unique_and_identities_consistent(corpus100):
    truth = corpus100.truth
    keys = [(t.file, t.entry_line, t.rank) for t in truth.persons if t.role != "advisor"]
    assert len(keys) == len(set(keys))
    works = [(t.file, t.entry_line) for t in truth.works]
    assert len(works) == len(set(works))
    people = {p.id for p in truth.people}
    assert {t.person for t in truth.persons} <= people
    papers = {p.id: p for p in truth.papers}
    work_at = {(w.file, w.entry_line): w.work for w in truth.works}      # one work a place (asserted above)
    for t in truth.persons:
        if t.role == "author":
            work = work_at[(t.file, t.entry_line)]
            assert papers[work].authors[t.rank - 1] == t.person


def test_the_corpus_is_hard(corpus100):
    """Homonyms: different people with one full name, and the same paper in several CVs."""
    by_name: dict[str, set[str]] = {}
    for p in corpus100.truth.people:
        by_name.setdefault(p.full, set()).add(p.id)
    assert sum(1 for ids in by_name.values() if len(ids) > 1) >= 10
    listed: dict[str, set[str]] = {}
    for w in corpus100.truth.works:
        listed.setdefault(w.work, set()).add(w.file)
    assert sum(1 for files in listed.values() if len(files) > 1) >= 100
    styles_with_han = [t for t in corpus100.truth.persons if t.role == "inventor"]
    assert styles_with_han and all(any("\u4e00" <= ch <= "\u9fff" for ch in t.written) for t in styles_with_han)


def test_name_tables_romanise_as_written():
    for han, pinyin in GIVEN:
        assert parse_person_name("王" + han).key == parse_person_name(f"{pinyin.capitalize()} Wang").key, han
    for han, pinyin, _ in SURNAMES:
        if han != "单":  # "Wei Shan": the order of a romanised name with a surname that reads as a given name is open
            assert parse_person_name(han + "伟").family == pinyin.lower(), han


def test_scorer_on_hand_made_cases():
    truth = {"a": 1, "b": 1, "c": 2, "d": 2}
    perfect = score_clustering("person", {"a": "x", "b": "x", "c": "y", "d": "y"}, truth)
    assert perfect.pairwise.f1 == perfect.bcubed.f1 == 1.0
    one = score_clustering("person", {k: "all" for k in truth}, truth)
    # 6 predicted pairs, 2 of them true: P = 1/3, R = 1; B³ P = 1/2 for every item
    assert one.pairwise.precision == pytest.approx(1 / 3) and one.pairwise.recall == 1.0
    assert one.bcubed.precision == pytest.approx(0.5) and one.bcubed.recall == 1.0
    missing = score_clustering("person", {"a": "x", "b": "x", "c": "y"}, truth)
    assert missing.extracted == 3 and missing.coverage == 0.75
    assert missing.pairwise.precision == 1.0 and missing.pairwise.recall == pytest.approx(0.5)


def test_quality_floor_on_100_cvs():
    result = run_benchmark(100, seed=0, workers=2)
    q = result.quality
    assert q["person"].coverage > 0.99 and q["paper"].coverage > 0.99
    assert q["person"].pairwise.precision > 0.98 and q["person"].pairwise.recall > 0.95
    assert q["person"].bcubed.f1 > 0.95
    assert q["paper"].pairwise.f1 > 0.99 and q["patent"].pairwise.f1 > 0.99 and q["venue"].pairwise.f1 > 0.98
    assert [s.name for s in result.stages][:3] == ["read", "extract", "resolve"]
    assert all(s.seconds is None or s.seconds >= 0 for s in result.stages)
