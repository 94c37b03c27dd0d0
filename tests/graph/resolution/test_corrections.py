"""A corrections file changes the result as stated; contradictions are errors that name both statements."""

from __future__ import annotations

from pathlib import Path

import pytest

from graph.resolution.corrections import parse_corrections, read_corrections
from graph.resolution.model import ResolutionError
from graph.resolution.pipeline import resolve
from tests.examples import examples_results

ROOT = Path(__file__).resolve().parents[3]
RECORDS = [r for res in examples_results() for r in res.records]     # load_many([examples/cvs]), read once


def keys_of(resolution, form: str, source: str = "") -> set[str]:
    return {resolution.mention_to_entity[p.id] for p in resolution.mentions.persons
            if p.name == form and p.source.startswith(source)}


def test_without_corrections_the_two_z_wangs_of_004_stay_apart():
    assert len(keys_of(resolve(RECORDS), "Z. Wang", "004")) == 2


def test_must_link_joins():
    fix = parse_corrections('[[must_link]]\nnames = ["Z. Wang", "Z. Wang"]\nsource = "004_26d677b8e0a8f1b8.txt"\n')
    r = resolve(RECORDS, corrections=fix)
    assert len(keys_of(r, "Z. Wang", "004")) == 1
    assert any(d.outcome == "must_link" for d in r.decisions)


def test_cannot_link_separates():
    fix = parse_corrections('[[cannot_link]]\nnames = ["江波", "Bo Jiang"]\n')
    r = resolve(RECORDS, corrections=fix)
    assert keys_of(r, "江波").isdisjoint(keys_of(r, "Bo Jiang"))
    base = resolve(RECORDS)
    assert keys_of(base, "江波") == keys_of(base, "Bo Jiang")


def test_canonical_name():
    fix = parse_corrections('[[canonical]]\nname = "刘运卓"\npreferred = "LIU Yunzhuo"\n')
    r = resolve(RECORDS, corrections=fix)
    (key,) = keys_of(r, "Yunzhuo Liu")
    assert r.entity(key).name == "LIU Yunzhuo"


def test_contradictions_name_both_statements(tmp_path):
    f = tmp_path / "fix.toml"
    f.write_text('# people\n[[must_link]]\nnames = ["X. Wang", "Xinbing Wang"]\n\n'
                 '[[cannot_link]]\nnames = ["Xinbing Wang", "X. Wang"]\n', encoding="utf-8")
    with pytest.raises(ResolutionError) as err:
        resolve(RECORDS, corrections=read_corrections(f))
    message = str(err.value)
    assert f"{f}:2: must_link #1" in message and f"{f}:5: cannot_link #1" in message

    f.write_text('[[canonical]]\nname = "江波"\npreferred = "Bo Jiang"\n[[canonical]]\nname = "江波"\n'
                 'preferred = "Jiang Bo"\n', encoding="utf-8")
    with pytest.raises(ResolutionError, match=r"fix.toml:1: canonical #1 .* contradicts .*fix.toml:4: canonical #2"):
        read_corrections(f)


def test_must_link_of_two_authors_of_one_paper_is_an_error():
    fix = parse_corrections('[[must_link]]\nnames = ["Bo Jiang", "Tian Guo"]\n')
    with pytest.raises(ResolutionError, match="two different authors of one work"):
        resolve(RECORDS, corrections=fix)


def test_a_chain_of_must_links_can_contradict_a_cannot_link():
    fix = parse_corrections('[[must_link]]\nnames = ["Yingwei Luo", "Y. Luo"]\n[[must_link]]\n'
                            'names = ["Y. Luo", "Xiaolin Wang"]\n' '[[cannot_link]]\nnames = ["Yingwei Luo", "Xiaolin Wang"]\n')
    with pytest.raises(ResolutionError, match="must_link #1 .* contradicts .*cannot_link #1"):
        resolve(RECORDS, corrections=fix)


def test_bad_files_are_clear_errors(tmp_path):
    with pytest.raises(ResolutionError, match="needs 'names'"):
        parse_corrections('[[must_link]]\nnames = ["only one"]\n', "f.toml")
    with pytest.raises(ResolutionError, match="unknown section"):
        parse_corrections('[[merge]]\nnames = ["a", "b"]\n', "f.toml")
    with pytest.raises(ResolutionError, match="f.toml"):
        parse_corrections('[[must_link]\n', "f.toml")
    with pytest.raises(ResolutionError, match="cannot read"):
        read_corrections(tmp_path / "missing.toml")


def test_unmatched_statements_are_reported():
    fix = parse_corrections('[[must_link]]\nnames = ["Nobody Here", "Bo Jiang"]\n', "f.toml")
    r = resolve(RECORDS, corrections=fix)
    assert fix.unmatched(r.mentions.persons) == ["f.toml:1: must_link #1 (Nobody Here = Bo Jiang): no mention of "
                                                 "'Nobody Here'"]
