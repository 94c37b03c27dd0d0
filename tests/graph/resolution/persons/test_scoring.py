"""Candidate pairs found and scored in bulk give, pair for pair and bit for bit, what the per-pair definitions give."""

from __future__ import annotations

import dataclasses
from collections import Counter, defaultdict

import numpy as np

from graph.resolution.persons.candidates import candidate_places
from graph.resolution.persons.constraints import Links
from graph.resolution.persons.evidence import _Context, _scored
from graph.resolution.persons.passes import _Run
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
    run.clusters.union(run.persons[0].id, run.persons[1].id)       # a pair in one cluster is not a candidate
    expected = {(a, b) for group in _groups(run.persons, run.ctx).values() for a in group for b in group if a < b}
    expected.discard((0, 1))
    left, right = candidate_places(run.persons, run.ctx, run.clusters)
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
    left, right = candidate_places(run.persons, run.ctx, run.clusters)
    assert large > 100
    assert list(zip(left.tolist(), right.tolist())) == sorted(expected)


def test_bulk_points_are_the_points_of_each_pair_bit_for_bit():
    run = _run(Settings())
    ctx, persons = run.ctx, run.persons
    left, right = candidate_places(persons, ctx, run.clusters)
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
    points = pair_points(columns, ctx, left, right)
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
    # the same floats (NaN where the names cannot be one person), not merely close ones
    assert np.array_equal(points, np.array(expected), equal_nan=True)
    assert np.isnan(points).any()
    # every piece of evidence was met, so each one's bulk form was compared
    assert {"same_work", "same_source", "shared_coauthors", "advisor_statement", "unique_in_source",
            "initials_read", "initials_read_other", "initials_ambiguous", "shared_institution",
            "name_plural_in_context"} <= set(pieces)
