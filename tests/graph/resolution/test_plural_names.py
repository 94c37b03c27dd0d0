"""A name the text proves to be two persons (one paper lists two authors of that name): its other mentions in that
context are not joined on name and context alone (``name_plural_in_context``), while the same work still joins."""

from __future__ import annotations

from dataclasses import replace

from graph.resolution.mentions import collect_mentions
from graph.resolution.persons.initials import _listings
from graph.resolution.persons.plural import _plural_names
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings
from tests.graph.cvtext import cv_text as _cv
from tests.graph.cvtext import records_of as _records

ON = Settings()                                     # name_plural_context="source", the default
OFF = replace(Settings(), name_plural_context="")


# paper one lists two different Wei Zhangs; papers two and three each have one, and nothing says which
_TWINS = _cv("Alice Smith", [
    'Alice Smith, Wei Zhang, Bob Brown, Wei Zhang. "Paper One". INFOCOM 2020.',
    'Alice Smith, Wei Zhang, Bob Brown, Carol Jones. "Paper Two". INFOCOM 2021.',
    'Alice Smith, Wei Zhang, Bob Brown, Carol Jones. "Paper Three". SIGCOMM 2021.',
])


def _zhangs(r) -> list[list[str]]:
    """The Wei Zhang persons, each as the sorted lines of its mentions (source and line)."""
    return sorted(sorted(m.split("@")[0] for m in e.mentions) for e in r.of_kind("person") if e.name == "Wei Zhang")


def test_proof_and_its_mentions_are_found_in_the_cv_that_lists_the_work():
    persons = collect_mentions(_records({"a.txt": _TWINS, "b.txt": _cv("Dan Green", [
        'Dan Green, Wei Zhang. "Other Work". ICML 2020.'])})).persons
    names = {p.id: p.person_name for p in persons}
    proofs, of = _plural_names(persons, names, _listings(persons, {}), (), "source")
    assert [(key, where) for key, _, where in proofs] == [("zhang wei", "a.txt#L4")]
    assert sorted(m for m in of) == sorted(p.id for p in persons if p.source == "a.txt" and p.name == "Wei Zhang")
    assert _plural_names(persons, names, _listings(persons, {}), (), "") == ([], {})


def test_same_name_persons_on_one_paper_keep_their_other_mentions_from_joining_on_context():
    records = _records({"a.txt": _TWINS})
    # off: the Wei Zhangs of papers two and three join each other and one author of paper one
    off = resolve(records, OFF)
    assert len(_zhangs(off)) == 2
    # on: two and three share the CV and two co-authors, but the CV proves there are two Wei Zhangs: kept apart,
    # and the refusal says why
    r = resolve(records, ON)
    assert len(_zhangs(r)) == 4
    pairs = [d for d in r.decisions if d.kind == "person" and d.left_text == d.right_text == "Wei Zhang"]
    assert not [d for d in pairs if d.outcome == "merged"]
    plural = [d for d in pairs if "name_plural_in_context" in [e.name for e in d.evidence]]
    assert plural and all(d.points < Settings().merge_points for d in plural)
    piece = next(e for e in plural[0].evidence if e.name == "name_plural_in_context")
    assert piece.points == ON.name_plural_points and "'zhang wei' is at least two persons here" in piece.detail


def test_the_same_work_in_two_cvs_still_joins_mentions_of_a_plural_name():
    files = {"a.txt": _TWINS, "b.txt": _cv("Dan Green", [
        'Alice Smith, Wei Zhang, Bob Brown, Carol Jones. "Paper Two". INFOCOM 2021.'])}
    r = resolve(_records(files), ON)
    assert ["a.txt#L5", "b.txt#L4"] in _zhangs(r)
    joined = [d for d in r.decisions if d.kind == "person" and d.outcome == "merged"
              and d.left_text == d.right_text == "Wei Zhang"]
    assert joined and all("same_work" in [e.name for e in d.evidence] for d in joined)
    assert not any("name_plural_in_context" in [e.name for e in d.evidence] for d in joined)


def test_a_cannot_link_statement_is_a_proof_too():
    persons = collect_mentions(_records({"a.txt": _cv("Alice Smith", [
        'Alice Smith, Wei Zhang. "Paper Two". INFOCOM 2021.',
        'Alice Smith, Wei Zhang. "Paper Three". SIGCOMM 2021.'])})).persons
    z = sorted(p.id for p in persons if p.name == "Wei Zhang")
    names = {p.id: p.person_name for p in persons}
    proofs, of = _plural_names(persons, names, _listings(persons, {}), ((frozenset(z[:1]), frozenset(z[1:]), "two people"),), "source")
    assert [(key, where) for key, _, where in proofs] == [("zhang wei", "cannot-link statement #1")]
    assert sorted(of) == z
