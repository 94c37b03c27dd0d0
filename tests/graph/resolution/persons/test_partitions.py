"""Person resolution by partitions gives what one pass over all mentions gives, on any number of workers."""

from __future__ import annotations

from functools import lru_cache

from graph.resolution.mentions import collect_mentions
from graph.resolution.persons.constraints import Links
from graph.resolution.persons.evidence import _Context
from graph.resolution.persons.partitions import partition_persons
from graph.resolution.persons.passes import _entities, _resolve_partition, resolve_persons
from graph.resolution.settings import Settings
from graph.resolution.works import resolve_works
from loaders.model import PaperRecord, PersonMention, ProfileRecord, Span
from tests.examples import generated_results


@lru_cache(maxsize=1)
def _corpus():
    # the CVs of generate_corpus(40, seed=11), read once for the run (test_network reads them too)
    records = [r for res in generated_results(40, 11) for r in res.records]
    mentions = collect_mentions(records)
    _, work_map, _ = resolve_works(mentions.works, {p.id: p for p in mentions.persons}, Settings())
    return sorted(mentions.persons, key=lambda p: p.id), work_map


def _flat(decisions):
    return [(d.outcome, d.left, d.right, d.left_text, d.right_text, d.points, d.reason,
             tuple((e.name, e.points, e.detail) for e in d.evidence)) for d in decisions]


def test_partitions_give_what_one_pass_over_all_mentions_gives():
    persons, work_map = _corpus()
    settings = Settings()
    ctx = _Context(persons, work_map, settings)
    parts = partition_persons(persons, ctx, Links())
    assert 1 < len(parts) < len(persons) and sum(map(len, parts)) == len(persons)
    entities, mapping, decisions = resolve_persons(persons, work_map, settings)

    # everything as one partition: the clustering of the whole corpus in one pass
    named, flat = _resolve_partition((ctx, work_map, Links()), persons)
    assert sorted(group for _, group, *_ in named) == sorted(list(e.mentions) for e in entities)
    assert _entities(sorted(named, key=lambda g: g[1][0])) == entities
    # the order one pass makes them in (as recorded, not sorted by the key under test)
    whole = [(outcome, left, right, lt, rt, points, reason, tuple(ev))
             for _, outcome, left, right, lt, rt, points, ev, reason in flat]
    # one pass repeats a persons-as-wholes refusal in every extra round that another partition needed; the
    # partitions stop when their own round joins nothing: the same decisions, in the same order, without repeats
    seen, once = set(), []
    for d in whole:
        if d[0] == "blocked" and d[-1][0][0].startswith("name:") and d in seen and any(
                e[0].startswith("person_") for e in d[-1]):
            continue
        seen.add(d)
        once.append(d)
    assert once == _flat(decisions)


def test_the_result_is_the_same_on_forked_workers(monkeypatch):
    """Three workers, the fewest that are forked (FORK_MIN_WORKERS); two run in this process."""
    import graph.resolution.persons.passes as passes
    from graph import progress

    forked = []
    real = progress.ProcessPoolExecutor

    def pool(*args, **kwargs):
        forked.append(kwargs.get("max_workers"))
        return real(*args, **kwargs)

    monkeypatch.setattr(progress, "ProcessPoolExecutor", pool)
    persons, work_map = _corpus()
    one = resolve_persons(persons, work_map, Settings())
    assert not forked
    resolve_persons(persons, work_map, Settings(), workers=passes.FORK_MIN_WORKERS - 1)
    assert not forked
    three = resolve_persons(persons, work_map, Settings(), workers=passes.FORK_MIN_WORKERS)
    assert forked and set(forked) == {passes.FORK_MIN_WORKERS}
    assert one[0] == three[0] and one[1] == three[1] and one[2] == three[2]


def test_the_owner_of_a_cv_joins_the_blocks_of_its_names():
    s = Span("cv.txt", 1, 1)
    profile = ProfileRecord((PersonMention("Alex Wang", s, role="owner"), PersonMention("Xiaolin Wang", s,
                                                                                       role="owner")), s)
    paper = PaperRecord("T", (PersonMention("Xiaolin Wang", Span("cv.txt", 3, 3), rank=1),
                              PersonMention("Bo Jiang", Span("cv.txt", 3, 3), rank=2)),
                        None, None, None, Span("cv.txt", 3, 3))
    persons = sorted(collect_mentions([profile, paper]).persons, key=lambda p: p.id)
    parts = partition_persons(persons, _Context(persons, {}, Settings()), Links())
    assert sorted(sorted(p.name for p in part) for part in parts) == [["Alex Wang", "Xiaolin Wang", "Xiaolin Wang"],
                                                                      ["Bo Jiang"]]
    _, _, decisions = resolve_persons(persons, {}, Settings())
    # the owner step meets the two names (and refuses the union: the given names conflict), as in one pass
    assert {(d.outcome, d.left_text, d.right_text) for d in decisions if d.evidence[0].name == "owner"} == {
        ("blocked", "Alex Wang", "Xiaolin Wang")}


def test_a_partition_carried_as_a_task_with_its_part_of_the_indexes_resolves_the_same():
    import pickle

    from graph.resolution.persons.passes import _resolve_task, _task

    persons, work_map = _corpus()
    ctx = _Context(persons, work_map, Settings())
    parts = partition_persons(persons, ctx, Links())
    whole = sum(len(pickle.dumps(p)) for p in parts[:50])
    for part in sorted(parts, key=len, reverse=True)[:50]:
        task = pickle.loads(pickle.dumps(_task(ctx, part, work_map, Links())))   # as a cluster receives it
        assert _resolve_task(task) == _resolve_partition((ctx, work_map, Links()), part)
    # a task carries its partition's part of the indexes, not the corpus'
    assert len(pickle.dumps(_task(ctx, parts[0], work_map, Links()))) < len(pickle.dumps(ctx.facts)) / 10 + whole


def test_decisions_share_evidence_but_keep_how_its_points_are_written():
    from graph.resolution.mentions import PersonRef
    from graph.resolution.persons.passes import _DecisionMaker

    s = Span("cv.txt", 1, 1)
    persons = [PersonRef(f"cv.txt#L1@{i}", "Bo Jiang", "author", s) for i in range(2)]
    make = _DecisionMaker(persons)
    pieces = [("same_source", 1.0, ""), ("same_source", 1.0, ""), ("same_source", 1, ""), ("x", 0.0, ""),
              ("x", -0.0, ""), ("x", 0.0, "")]
    flat = ((0,), "merged", persons[0].id, persons[1].id, "Bo Jiang", "Bo Jiang", 2.0, tuple(pieces), "")
    d = make(flat)
    assert [repr(e.points) for e in d.evidence] == ["1.0", "1.0", "1", "0.0", "-0.0", "0.0"]
    assert d.evidence[0] is d.evidence[1] and d.evidence[3] is d.evidence[5]
    assert d.left is persons[0].id and d.right_text is persons[1].name
    assert make(flat).evidence[0] is d.evidence[0]      # shared across decisions
