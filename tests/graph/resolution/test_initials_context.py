"""Initials-only CVs: an initials form is read as the full name its CV's community says it stands for, and only
when exactly one full name of that community fits it."""

from __future__ import annotations

from dataclasses import replace

from graph.resolution.mentions import collect_mentions
from graph.resolution.persons.evidence import _Context, _reading_piece
from graph.resolution.persons.initials import _align, _initials_in_context, _listings
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings
from tests.graph.cvtext import cv_text as _cv
from tests.graph.cvtext import records_of as _records


# a.txt writes every author with initials; b.txt lists paper one (and three) with full names
_INITIALS_CV = _cv("Tian Xu", [
    '**T. Xu**, R. Jiang, F. Wang, L. Zhou. "Paper One". INFOCOM 2020.',
    '**T. Xu**, R. Jiang, F. Wang, L. Zhou, M. Sun. "Paper Two". INFOCOM 2021.',
])
_FULL_CV = _cv("Ruijing Jiang", [
    'Tian Xu, Ruijing Jiang, Fei Wang, Lan Zhou. "Paper One". INFOCOM 2020.',
    'Ruijing Jiang, Fei Wang, Lan Zhou, Min Sun. "Paper Three". SIGCOMM 2021.',
])


def _jiang(r) -> list[tuple[str, ...]]:
    return sorted(e.labels for e in r.of_kind("person") if "jiang" in e.key)


def test_initials_of_an_initials_only_cv_are_read_as_the_one_full_name_of_its_community():
    files = {"a.txt": _INITIALS_CV, "b.txt": _FULL_CV}
    refs = collect_mentions(_records(files)).persons
    r = resolve(_records(files))
    work_entity = {w: r.mention_to_entity[w] for w in {p.work for p in refs if p.work}}
    ctx = _Context(refs, work_entity, Settings())
    assert {k: n.written for k, n in ctx.readings["a.txt"].items()} == {
        "jiang r": "Ruijing Jiang", "wang f": "Fei Wang", "xu t": "Tian Xu", "zhou l": "Lan Zhou"}
    # "M. Sun" is on no work listed elsewhere: nothing says which full name it stands for
    two = next(p for p in refs if p.source == "a.txt" and p.name == "R. Jiang" and "sun m" in p.coauthors)
    assert ctx.coauthor_sets[two.id] == frozenset({"xu tian", "wang fei", "zhou lan", "sun m"})


def test_initials_read_in_context_join_the_paper_no_other_cv_lists():
    # "R. Jiang" of paper two (listed in a.txt only) against "R. Jiang" of paper one (which b.txt lists as
    # "Ruijing Jiang"): 2 (initials) + 3 (same CV) + 4 (F. Wang, L. Zhou) = 9 points, refused; read in context,
    # "R. Jiang" stands for Ruijing Jiang only: + 3 = 12, merged, and the evidence says why
    files = {"a.txt": _INITIALS_CV, "b.txt": _FULL_CV}
    off = resolve(_records(files), replace(Settings(), read_initials=False))
    assert len(_jiang(off)) == 2
    r = resolve(_records(files))
    assert _jiang(r) == [("R. Jiang", "Ruijing Jiang")]
    d = next(d for d in r.decisions if d.kind == "person" and d.outcome == "merged"
             and d.left_text == d.right_text == "R. Jiang")
    ev = {e.name: e for e in d.evidence}
    assert ev["initials_read"].points == Settings().initials_read_points
    assert "'R. Jiang' in a.txt stands for 'Ruijing Jiang'" in ev["initials_read"].detail
    assert ev["shared_coauthors"].detail == "2 shared: wang fei, zhou lan"


def _ambiguous_files() -> dict[str, str]:
    # the community of a.txt holds two full names "F. Wang" fits: Fei Wang (paper one) and Fang Wang (paper four);
    # papers five and six are listed in a.txt only
    a = _cv("Tian Xu", ['**T. Xu**, F. Wang, L. Zhou. "Paper One". INFOCOM 2020.',
                        '**T. Xu**, F. Wang, K. Ye. "Paper Four". INFOCOM 2022.',
                        '**T. Xu**, R. Jiang, F. Wang, D. Ma, S. Liu, H. Guo. "Paper Five". INFOCOM 2023.',
                        '**T. Xu**, F. Wang, D. Ma, S. Liu, H. Guo. "Paper Six". INFOCOM 2024.'])
    b = _cv("Lan Zhou", ['Tian Xu, Fei Wang, Lan Zhou. "Paper One". INFOCOM 2020.',
                         'Tian Xu, Fang Wang, Kai Ye. "Paper Four". INFOCOM 2022.',
                         'Ruijing Jiang, Fei Wang, Lan Zhou, Min Sun. "Paper Three". SIGCOMM 2021.'])
    return {"a.txt": a, "b.txt": b}


def test_an_initials_key_that_fits_two_full_names_of_the_community_is_no_shared_coauthor():
    files = _ambiguous_files()
    refs = collect_mentions(_records(files)).persons
    r = resolve(_records(files))
    work_entity = {w: r.mention_to_entity[w] for w in {p.work for p in refs if p.work}}
    ctx = _Context(refs, work_entity, Settings())
    assert ctx.readings["a.txt"]["wang f"] is None          # Fei Wang and Fang Wang both fit
    assert ctx.readings["a.txt"]["xu t"].written == "Tian Xu"
    jiang = next(p for p in refs if p.source == "a.txt" and p.name == "R. Jiang")
    full = next(p for p in refs if p.source == "b.txt" and p.name == "Ruijing Jiang")
    # "wang f" stays as written: it does not meet "wang fei" of b.txt, so the two share no co-author
    assert "wang f" in ctx.coauthor_sets[jiang.id] and "wang fei" not in ctx.coauthor_sets[jiang.id]
    assert not ctx.coauthor_sets[jiang.id] & ctx.coauthor_sets[full.id]
    assert len(_jiang(r)) == 2


def test_initials_that_fit_two_full_names_count_against_a_merge_of_mentions():
    # "F. Wang" of papers five and six: 2 (initials) + 3 (same CV) + 6 (D. Ma, S. Liu, H. Guo) = 11, merged when
    # initials are taken as written; read in context, "F. Wang" of a.txt may be Fei or Fang Wang: - 3, refused.
    # (The person-level pass leaves that evidence out: its single-best-match rule is its guard against ambiguity.)
    files = _ambiguous_files()

    def five_six(settings):
        r = resolve(_records(files), replace(settings, cluster_rounds=0))
        return [d for d in r.decisions if d.kind == "person" and {d.left, d.right} == {"a.txt#L6@3", "a.txt#L7@2"}]
    off = five_six(replace(Settings(), read_initials=False))
    assert [(d.outcome, d.points) for d in off] == [("merged", 11.0)]
    on = five_six(Settings())
    assert [(d.outcome, d.points) for d in on] == [("refused", 8.0)]
    ev = {e.name: e for e in on[0].evidence}
    assert ev["initials_ambiguous"].points == Settings().initials_ambiguous_points
    assert ev["initials_ambiguous"].detail == "'F. Wang' in a.txt fits several full names of its community"


def test_reading_needs_the_full_name_seen_at_the_slot_of_the_initials():
    # b.txt lists paper one with its authors in another order than a.txt: "F. Wang" of a.txt and "Fei Wang" of
    # b.txt sit at different slots, so "wang f" is not read (only one full name fits, but nothing confirms it)
    a = _cv("Tian Xu", ['**T. Xu**, F. Wang, L. Zhou. "Paper One". INFOCOM 2020.'])
    b = _cv("Lan Zhou", ['Tian Xu, Lan Zhou, Fei Wang. "Paper One". INFOCOM 2020.'])
    refs = collect_mentions(_records({"a.txt": a, "b.txt": b})).persons
    names = {p.id: p.person_name for p in refs}
    one = {p.work: "paper one" for p in refs if p.work}
    read = _initials_in_context(refs, names, _listings(refs, one), _align(_listings(refs, one)))
    assert "wang f" not in read["a.txt"] and read["a.txt"]["xu t"].written == "Tian Xu"


def test_initials_read_as_one_full_name_count_against_another():
    # "R. Jiang" of a.txt stands for Ruijing Jiang: against "Rui Jiang" of c.txt (whose initials fit too) that is
    # evidence against, against "Ruijing Jiang" evidence for
    files = {"a.txt": _INITIALS_CV, "b.txt": _FULL_CV,
             "c.txt": _cv("Rui Jiang", ['Rui Jiang, Fei Wang, Lan Zhou. "Paper Seven". NSDI 2022.'])}
    refs = collect_mentions(_records(files)).persons
    r = resolve(_records(files))
    work_entity = {w: r.mention_to_entity[w] for w in {p.work for p in refs if p.work}}
    ctx = _Context(refs, work_entity, Settings())
    ours = next(p for p in refs if p.source == "a.txt" and p.name == "R. Jiang")
    rui = next(p for p in refs if p.source == "c.txt" and p.name == "Rui Jiang")
    ruijing = next(p for p in refs if p.source == "b.txt" and p.name == "Ruijing Jiang")
    name, points, _ = _reading_piece(ours, rui, ctx.facts[ours.id][10], ctx.facts[rui.id][10], ctx)
    assert (name, points) == ("initials_read_other", Settings().initials_read_other_points)
    name, points, _ = _reading_piece(ours, ruijing, ctx.facts[ours.id][10], ctx.facts[ruijing.id][10], ctx)
    assert (name, points) == ("initials_read", Settings().initials_read_points)
    assert _reading_piece(rui, ruijing, None, None, ctx) is None      # two full names: nothing to read
    assert ("Rui Jiang",) in _jiang(r)
