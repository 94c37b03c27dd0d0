"""Person candidates come from shared context only; persons kept apart by name alone are still reported."""

from __future__ import annotations

from dataclasses import replace

from graph.resolution.explain import resolution_report
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings
from tests.graph.cvtext import cv_text as _cv
from tests.graph.cvtext import records_of as _records


def test_homonyms_with_nothing_in_common_stay_apart_and_are_reported():
    # two CVs, each with a "Xinbing Wang" among otherwise different co-authors and papers: only the name is shared
    files = {
        "a.txt": _cv("Alice Smith", ['Alice Smith, Xinbing Wang. "Graphs Of Things". INFOCOM 2020.']),
        "b.txt": _cv("Bob Brown", ['Bob Brown, Xinbing Wang. "Fish In The Sea". SIGCOMM 2021.']),
    }
    r = resolve(_records(files))
    wangs = [e for e in r.of_kind("person") if e.name == "Xinbing Wang"]
    assert len(wangs) == 2
    refused = [d for d in r.decisions if d.kind == "person" and d.outcome == "refused"
               and d.left_text == d.right_text == "Xinbing Wang"]
    assert len(refused) == 1
    d = refused[0]
    assert d.points == Settings().name_points["full_exact"] < Settings().merge_points
    assert [e.name for e in d.evidence] == ["name:full_exact"]
    assert "2 persons share the name 'wang xinbing'" in d.reason
    assert "2 persons share the name 'wang xinbing'" in resolution_report(r)


def test_one_line_per_homonym_not_one_per_pair_of_mentions():
    # five CVs, each listing a different "Xinbing Wang" three times with its own co-author: 15 mentions, 5 persons;
    # every pair of mentions across CVs shares the name only (105 pairs), the report says it 4 times (a chain)
    files = {}
    owners = ["Alice Smith", "Bob Brown", "Carol Jones", "Dan Green", "Eve Black"]
    helpers = ["Fay Hill", "Gus Lowe", "Hal Moss", "Ida Nash", "Jon Pike"]
    for k in range(5):
        owner, co = owners[k], helpers[k]
        files[f"cv{k}.txt"] = _cv(owner, [f'{owner}, Xinbing Wang, {co}. "Title {k} number {j}". INFOCOM 20{10 + j}.'
                                          for j in range(3)])
    r = resolve(_records(files))
    assert len([e for e in r.of_kind("person") if e.name == "Xinbing Wang"]) == 5
    refused = [d for d in r.decisions if d.kind == "person" and d.outcome == "refused"
               and d.left_text == "Xinbing Wang"]
    assert len(refused) == 4
    assert all("5 persons share the name" in d.reason for d in refused)


def test_shared_context_still_merges_across_cvs():
    # the same person in two CVs, tied by a shared co-author (not by the paper): merged, with that evidence
    files = {
        "a.txt": _cv("Alice Smith", ['Alice Smith, Xinbing Wang, Carol Jones. "Graphs Of Things". INFOCOM 2020.']),
        "b.txt": _cv("Bob Brown", ['Bob Brown, Xinbing Wang, Carol Jones. "Fish In The Sea". SIGCOMM 2021.']),
    }
    r = resolve(_records(files))
    assert len([e for e in r.of_kind("person") if e.name == "Xinbing Wang"]) == 1
    merged = [d for d in r.decisions if d.kind == "person" and d.outcome == "merged" and d.left_text == "Xinbing Wang"]
    assert merged and "shared_coauthors" in [e.name for e in merged[0].evidence]


def test_sorted_neighbourhood_window_keeps_large_groups_together():
    # 30 papers of one pair of people in 30 CVs of different owners: every "Yunzhuo Liu" shares the co-author
    # "Carol Jones", a group of 30 > window + 1; the window of 4 compares each with its 4 neighbours only, and the
    # 30 mentions still end as one person, as with every pair compared (window 0)
    owners = [f"{first} {last}" for first in ("Adam", "Beth", "Cody", "Dina", "Ezra", "Gina")
              for last in ("Abbott", "Barker", "Cooper", "Dawson", "Ellis")]          # 30 owners, names only
    files = {f"cv{k:02d}.txt": _cv(owners[k], [f'{owners[k]}, Yunzhuo Liu, Carol Jones. "Paper {k}". INFOCOM 2020.'])
             for k in range(30)}
    records = _records(files)
    for window in (0, 4):
        r = resolve(records, replace(Settings(), context_window=window))
        liu = [e for e in r.of_kind("person") if e.name == "Yunzhuo Liu"]
        assert len(liu) == 1 and len(liu[0].mentions) == 30
    few = sum(d.kind == "person" for d in resolve(records, replace(Settings(), context_window=4)).decisions)
    every = sum(d.kind == "person" for d in resolve(records, replace(Settings(), context_window=0)).decisions)
    assert few <= every


def _pan_cv(second_full: list[str]) -> dict[str, str]:
    entries = ['Owner One, Feixuan Pan, Carol Jones, Dave Miller. "Paper One". INFOCOM 2020.',
               'Owner One, Feixuan Pan, Erin Smith, Frank Moore. "Paper Two". INFOCOM 2021.',
               'Owner One, F. Pan, Carol Jones, Erin Smith, Frank Moore. "Paper Three". INFOCOM 2022.']
    return {"a.txt": _cv("Owner One", entries + second_full)}


def _pan_entities(files: dict[str, str], rounds: int) -> list[tuple[str, ...]]:
    r = resolve(_records(files), replace(Settings(), cluster_rounds=rounds))
    return sorted(e.labels for e in r.of_kind("person") if "pan" in e.key)


def test_person_level_pass_joins_what_no_pair_of_mentions_could():
    # "F. Pan" shares one co-author with paper one and two with paper two (7 and 9 points with either mention:
    # below 10, and "Fang Pan" in the same CV keeps the unique-initials evidence off), but three with the person
    # "Feixuan Pan" as a whole: 2 (initials) + 3 (same CV) + 6 (co-authors, capped) = 11 points
    files = _pan_cv(['Owner One, Fang Pan, Greg Hall. "Paper Four". INFOCOM 2023.'])
    assert _pan_entities(files, 0) == [("F. Pan",), ("Fang Pan",), ("Feixuan Pan",)]
    assert _pan_entities(files, 2) == [("F. Pan", "Feixuan Pan"), ("Fang Pan",)]
    r = resolve(_records(files))
    d = next(d for d in r.decisions if d.outcome == "merged" and "F. Pan" in (d.left_text, d.right_text))
    assert [e.name for e in d.evidence] == ["name:initials_compatible", "person_same_source",
                                            "person_shared_coauthors"]
    assert d.points == 11.0


def test_person_level_pass_leaves_an_initials_form_that_fits_two_persons():
    # the same, but "Fangxu Pan" has papers with the same co-authors as "Feixuan Pan": "F. Pan" is as close to
    # both persons (11 points each), so it joins neither
    files = _pan_cv(['Owner One, Fangxu Pan, Carol Jones, Dave Miller. "Paper Four". INFOCOM 2023.',
                     'Owner One, Fangxu Pan, Erin Smith, Frank Moore. "Paper Five". INFOCOM 2024.'])
    assert _pan_entities(files, 2) == [("F. Pan",), ("Fangxu Pan",), ("Feixuan Pan",)]
