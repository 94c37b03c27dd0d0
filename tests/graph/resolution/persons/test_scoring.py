"""Candidate pairs found and scored in bulk give, pair for pair and bit for bit (the same 64-bit floats), what the
per-pair definitions give."""

from __future__ import annotations

import dataclasses
from collections import Counter, defaultdict

import numpy as np

from graph.resolution.persons.candidates import candidate_places
from graph.resolution.persons.constraints import Links
from graph.resolution.persons.evidence import _Context, _scored
from graph.resolution.persons.passes import (_best_between, _first_between, _Labels, _merge_ranked, _rank_candidates,
                                             _Run)
from graph.resolution.persons.scoring import Columns, kept_pairs, pair_points
from graph.resolution.settings import Settings
from tests.graph.resolution.persons.test_partitions import _corpus


def _groups(persons, ctx):
    """Context key -> the places of the mentions of one block that hold it (the definition of a candidate pair)."""
    groups = defaultdict(list)
    for place, p in enumerate(persons):
        n = ctx.names[p.id]
        if not (n.family and n.given):
            continue
        source, work, went, _, coauthors, _, _, inst, _, _, _ = ctx.facts[p.id]
        keys = [("source", source), *(("coauthor", k) for k in coauthors)]
        keys += [("work", went or work)] if work is not None else []
        keys += [("institution", inst)] if inst is not None else []
        for key in keys:
            groups[(n.block_key, key)].append(place)
    return groups


def _run(settings):
    persons, work_map = _corpus()
    ctx = _Context(persons, work_map, settings)
    return _Run(persons, ctx, work_map, Links())


def test_candidates_are_the_pairs_of_a_block_that_share_a_context():
    run = _run(dataclasses.replace(Settings(), context_window=0))
    expected = {(a, b) for group in _groups(run.persons, run.ctx).values() for a in group for b in group if a < b}
    joined = min(expected)
    run.clusters.union(run.persons[joined[0]].id, run.persons[joined[1]].id)   # a pair in one cluster is not one
    expected.discard(joined)
    left, right = candidate_places(run.persons, run.ctx, _Labels(run.persons, run.clusters).of)
    found = list(zip(left.tolist(), right.tolist()))
    assert found == sorted(expected) and len(found) > 10_000


def test_a_large_group_meets_its_sorted_neighbourhood_only():
    window = 3
    run = _run(dataclasses.replace(Settings(), context_window=window))
    names = run.ctx.names
    expected = set()
    large = 0
    for group in _groups(run.persons, run.ctx).values():
        if len(group) <= window + 1:
            expected |= {(a, b) for a in group for b in group if a < b}
            continue
        large += 1
        ordered = sorted(group, key=lambda k: (names[run.persons[k].id].key, k))
        for x, a in enumerate(ordered):
            expected |= {(min(a, b), max(a, b)) for b in ordered[x + 1:x + 1 + window]}
    left, right = candidate_places(run.persons, run.ctx, _Labels(run.persons, run.clusters).of)
    assert large > 100
    assert list(zip(left.tolist(), right.tolist())) == sorted(expected)


def _compare_points(run):
    """The bulk points of every candidate pair against _scored's, bit for bit; the pieces met."""
    ctx, persons = run.ctx, run.persons
    left, right = candidate_places(persons, ctx, _Labels(persons, run.clusters).of)
    points = pair_points(Columns(persons, ctx), ctx, left, right)
    pieces = Counter()
    expected = []
    for a, b in zip(left.tolist(), right.tolist()):
        name = ctx.name_evidence(ctx.nid[persons[a].id], ctx.nid[persons[b].id])
        if name is None:
            expected.append(np.nan)
            continue
        total, ev = _scored(persons[a], persons[b], name, ctx)
        pieces.update(e[0] for e in ev)
        expected.append(total)
    expected = np.array(expected, dtype=np.float64)
    # floats, NaN where the names cannot be one person, and the same 64 bits where they can
    assert points.dtype == np.float64
    assert np.array_equal(np.isnan(points), np.isnan(expected)) and np.isnan(points).any()
    known = ~np.isnan(expected)
    assert np.array_equal(points[known].view(np.uint64), expected[known].view(np.uint64))
    # and the pairs whose names can be one person on their own (no NaN among them to make the arrays floats)
    alone = pair_points(Columns(persons, ctx), ctx, left[known], right[known])
    assert alone.dtype == np.float64 and np.array_equal(alone.view(np.uint64), expected[known].view(np.uint64))
    return pieces


def test_bulk_points_are_the_points_of_each_pair_bit_for_bit():
    run = _run(Settings())
    ctx, persons = run.ctx, run.persons
    left, right = candidate_places(persons, ctx, _Labels(persons, run.clusters).of)
    columns = Columns(persons, ctx)
    # owners of two CVs meet only through a work both list: add such pairs, listed and not, to the candidates
    owners = [k for k, p in enumerate(persons) if p.owner]
    profile = {p.source: k for k, p in zip(owners, (persons[k] for k in owners)) if not p.work}
    on_works = {p.source: k for k, p in zip(owners, (persons[k] for k in owners)) if p.work}
    (s1, s2), *_ = [(x, y) for x in sorted(profile) for y in sorted(on_works) if x != y and y in profile]
    extra = np.array([[profile[s1], profile[s2]], [on_works[s1], on_works[s2]], [profile[s1], on_works[s2]]])
    pairs = np.r_[np.stack((left, right), axis=1), np.sort(extra, axis=1)]
    keep = kept_pairs(columns, pairs[:, 0], pairs[:, 1])
    expected_keep = [not (persons[a].owner and persons[b].owner and persons[a].source != persons[b].source
                          and not (persons[a].work and persons[b].work))
                     for a, b in pairs.tolist()]
    assert keep.tolist() == expected_keep and expected_keep[-3:] == [False, True, False]
    pieces = _compare_points(run)
    # every piece of evidence was met, so each one's bulk form was compared
    assert {"same_work", "same_source", "shared_coauthors", "advisor_statement", "unique_in_source",
            "initials_read", "initials_read_other", "initials_ambiguous", "shared_institution",
            "name_plural_in_context"} <= set(pieces)


def test_bulk_points_with_whole_number_settings_and_without_readings_or_plural_names():
    # a settings file may give every weight as a whole number (ints) and one piece as a fraction: the bulk
    # totals stay floats, the fraction is not cut off
    base = Settings()
    whole = {f.name: int(getattr(base, f.name)) for f in dataclasses.fields(base)
             if isinstance(getattr(base, f.name), float) and getattr(base, f.name).is_integer()}
    whole["name_plural_points"] = -12.5
    ints = dataclasses.replace(base, **whole, name_points={k: int(v) for k, v in base.name_points.items()})
    assert "name_plural_in_context" in _compare_points(_run(ints))
    off = _compare_points(_run(dataclasses.replace(base, read_initials=False, name_plural_context="")))
    assert not {"initials_read", "initials_ambiguous", "name_plural_in_context"} & set(off)


def test_first_refusal_between_clusters_as_arrays_is_the_first_in_order():
    run = _run(Settings())
    labels = _Labels(run.persons, run.clusters)
    ranked = _rank_candidates(run, labels)
    above = int(np.count_nonzero(ranked[0] <= -run.settings.merge_points))
    _merge_ranked(run, ranked, above, labels)       # the labels follow its joins, and the next step reads them
    rows = [(-negative, run.persons[i].id, run.persons[j].id)
            for negative, i, j in zip(*(column[above:].tolist() for column in ranked))]
    expected = _best_between(rows, run.clusters)
    found = _first_between(ranked, above, len(ranked[0]), run.persons, run.clusters, labels)
    assert len(expected) > 100 and list(found.items()) == list(expected.items())


def test_a_partitions_columns_taken_from_the_runs_give_what_its_own_give():
    """The run's columns are made once (run_columns) and each partition takes its rows: integer ids of the whole run
    instead of the partition's own, with the same candidate pairs and the same points, bit for bit."""
    from graph.resolution.persons.partitions import partition_persons
    from graph.resolution.persons.scoring import columns_of, run_columns

    persons, work_map = _corpus()
    ctx = _Context(persons, work_map, Settings())
    parts = sorted(partition_persons(persons, ctx, Links()), key=len, reverse=True)[:30]
    own = []
    for part in parts:
        columns = Columns(part, ctx)
        left, right = candidate_places(part, ctx, range(len(part)), columns)
        own.append((left, right, pair_points(columns, ctx, left, right)))
    run_columns(persons, ctx)
    assert ctx.columns is not None and len(parts[0]) > 100
    place = {p.id: i for i, p in enumerate(persons)}
    for part, (left, right, points) in zip(parts, own):
        columns = columns_of(part, ctx, np.array([place[p.id] for p in part]))
        assert columns.keyed.shape[0] == len(part)
        found = candidate_places(part, ctx, range(len(part)), columns)
        assert np.array_equal(found[0], left) and np.array_equal(found[1], right)
        assert np.array_equal(pair_points(columns, ctx, left, right), points, equal_nan=True)
