"""Works: a paper or patent listed in several CVs becomes one work.

Papers are compared on a ladder of title levels (``title_exact`` after compaction, ``title_fuzzy`` by rapidfuzz)
with the year, the venue series and the authors' family names as evidence; patents on their number, then their
title and inventors. Two entries of one CV are never merged: the CV lists them as two (a preprint and its
conference version, say). Candidates are only compared within a block (the first letters of the compact title), so
the work grows with the number of works in a block, not with the square of all works.

>>> compact_title("FuncPipe: A Pipelined Serverless Framework for Fast and Cost-Efficient Training")
'funcpipeapipelinedserverlessframeworkforfastandcostefficienttraining'
>>> compact_title("X-Plane: a High-Throughput 5G UPF") == compact_title("X-plane: A high throughput 5G UPF")
True
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from rapidfuzz import fuzz, process

from graph.progress import Mapper, batches
from graph.resolution.clustering import Clusters
from graph.resolution.mentions import PersonRef, WorkRef
from graph.resolution.model import Decision, Entity, Evidence
from graph.resolution.settings import Settings
from graph.resolution.venues import match_venue

__all__ = ["compact_title", "normalise_patent_number", "resolve_works", "score_blocks"]

_BLOCK = 6
_NOT_ASCII_ALNUM = re.compile(r"[^a-z0-9]+")


def compact_title(title: str) -> str:
    """The title folded to lower-case letters and digits only: punctuation, spaces and accents off."""
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", title).casefold())
    if text.isascii():      # most titles: letters and digits are [a-z0-9] once case-folded, and nothing combines
        return _NOT_ASCII_ALNUM.sub("", text)
    return "".join(ch for ch in text if ch.isalnum() and not unicodedata.combining(ch))


def normalise_patent_number(number: str | None) -> str | None:
    """A patent number without spaces and separators, upper-case: 'CN 2023 1079 1299.6' -> 'CN202310791299.6'.

    >>> normalise_patent_number("cn 202310791299.6"), normalise_patent_number(None)
    ('CN202310791299.6', None)
    """
    if not number:
        return None
    return re.sub(r"[\s\-_/,]", "", unicodedata.normalize("NFKC", number)).upper() or None


@dataclass(frozen=True, slots=True)
class _Work:
    ref: WorkRef
    compact: str
    venue_key: str | None
    venue_kind: str | None
    families: frozenset[str]
    number: str | None


def _prepare(works: Sequence[WorkRef], persons: dict[str, PersonRef]) -> list[_Work]:
    out = []
    for w in works:
        venue = match_venue(w.venue) if w.venue else None
        families = frozenset(persons[a].person_name.family for a in w.authors if a in persons)
        out.append(_Work(w, compact_title(w.title), venue.key if venue else None, venue.kind if venue else None,
                         families, normalise_patent_number(w.number)))
    return out


def _score(a: _Work, b: _Work, s: Settings) -> tuple[float, list[Evidence]]:
    ev: list[Evidence] = []
    if a.ref.kind == "patent":
        if a.number and b.number:
            if a.number == b.number:
                ev.append(Evidence("same_patent_number", s.same_patent_number_points, a.number))
            else:
                ev.append(Evidence("other_patent_number", s.other_patent_number_points, f"{a.number} / {b.number}"))
    if a.compact == b.compact:
        ev.append(Evidence("title:exact", s.title_exact_points))
    else:
        ratio = fuzz.ratio(a.compact, b.compact)
        if ratio >= s.title_fuzzy_min:
            ev.append(Evidence("title:fuzzy", s.title_fuzzy_points, f"ratio {ratio:.1f}"))
        elif not any(e.name == "same_patent_number" for e in ev):
            return float("-inf"), ev
    if a.ref.year and b.ref.year:
        gap = abs(a.ref.year - b.ref.year)
        if gap == 0:
            ev.append(Evidence("same_year", s.same_year_points, str(a.ref.year)))
        elif gap > 1:
            ev.append(Evidence("years_apart", s.year_far_points, f"{a.ref.year} / {b.ref.year}"))
    if a.venue_key and b.venue_key:
        if a.venue_key == b.venue_key:
            ev.append(Evidence("same_venue", s.same_venue_points, a.venue_key))
        elif "preprint" not in {a.venue_kind, b.venue_kind}:
            ev.append(Evidence("other_venue", s.other_venue_points, f"{a.venue_key} / {b.venue_key}"))
    if a.families and b.families:
        shared = a.families & b.families
        if len(shared) * 2 >= min(len(a.families), len(b.families)):
            ev.append(Evidence("author_overlap", s.author_overlap_points, f"{len(shared)} shared family names"))
        elif not shared:
            ev.append(Evidence("no_author_overlap", s.no_author_overlap_points))
    return sum(e.points for e in ev), ev


def _slug_hash(text: str, n: int = 12) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:n]


def _all_pairs(n: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def _similar_titles(members: Sequence[_Work], settings: Settings, rows: int = 512, small: int = 64,
                    threads: int = 1) -> list[tuple[int, int]]:
    """The pairs ``(i, j)``, ``i < j``, of a title block whose compact titles reach ``title_fuzzy_min``
    (``rapidfuzz.process.cdist`` a slice of rows at a time, on ``threads`` threads: the same matrix for any
    number), plus the pairs of one title or one patent number.

    :func:`_score` gives every other pair of the block minus infinity (no title rung, no shared patent number),
    so these are the pairs the all-pairs loop would keep. A block of fewer than ``small`` works takes all pairs.

    >>> ws = [_Work(WorkRef(str(i), "paper", t, None), compact_title(t), None, None, frozenset(), None)
    ...       for i, t in enumerate(["Grad: Learning", "Grad: learning.", "Gradual Things"])]
    >>> _similar_titles(ws, Settings(), small=0)
    [(0, 1)]
    """
    n = len(members)
    if n < small:
        return _all_pairs(n)
    # distinct titles only: a paper listed in several CVs is one title to compare (pairs of one title are added
    # below), so a block of repeated titles costs the square of its distinct titles, not of its entries
    holders: dict[str, list[int]] = defaultdict(list)
    for i, w in enumerate(members):
        holders[w.compact].append(i)
    titles = sorted(holders)
    cutoff = settings.title_fuzzy_min
    pairs: set[tuple[int, int]] = set()
    for start in range(0, len(titles), rows):
        scores = process.cdist(titles[start:start + rows], titles, scorer=fuzz.ratio, dtype=np.float32,
                               score_cutoff=max(cutoff - 0.01, 0.01), workers=threads)
        for k, m in zip(*np.nonzero(scores)):
            k = int(k) + start
            if k < m:
                for i in holders[titles[k]]:
                    for j in holders[titles[int(m)]]:
                        pairs.add((i, j) if i < j else (j, i))
    numbers: dict[str, list[int]] = defaultdict(list)
    for i, w in enumerate(members):
        if w.number:
            numbers[w.number].append(i)
    for same in (*holders.values(), *numbers.values()):     # one title, one patent number
        pairs.update((i, j) for x, i in enumerate(same) for j in same[x + 1:])
    return sorted(pairs)


def resolve_works(works: Sequence[WorkRef], persons: dict[str, PersonRef], settings: Settings, *,
                  mapper: Mapper | None = None, workers: int = 1
                  ) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    """Cluster works; return entities, a map from work mention id to entity key, and the decisions.

    With a ``mapper`` (a cluster, :mod:`graph.distributed`) the title blocks are scored as tasks, a batch of
    blocks each (:func:`score_blocks`); the merges are made here, over the pairs of all blocks, with the same
    result. Without one, the titles of a block are compared on ``workers`` threads (rapidfuzz's own, outside
    Python's lock: the comparisons of the large title blocks were most of the works' time at 100,000 CVs).

    >>> from loaders.model import Span
    >>> w = [WorkRef(f"{cv}#L1", "paper", "A Paper", Span(cv, 1, 1), 2023) for cv in ("a.txt", "b.txt")]
    >>> entities, mapping, decisions = resolve_works(w, {}, Settings(), mapper=lambda fn, items, desc="": [
    ...     fn(item) for item in items])
    >>> [e.name for e in entities], [d.outcome for d in decisions]
    (['A Paper'], ['merged'])
    """
    prepared = _prepare(works, persons)
    by_id = {w.ref.id: w for w in prepared}
    clusters: Clusters[frozenset[str]] = Clusters(
        {w.ref.id: frozenset({w.ref.source}) for w in prepared},
        merge=lambda a, b: a | b,
        conflict=lambda a, b: "two entries of one CV" if a & b else None)
    decisions = _decide(_scored_pairs(prepared, settings, mapper, workers), by_id, clusters, settings)
    entities = _work_entities(clusters, by_id)
    mapping = {m: e.key for e in entities for m in e.mentions}
    return entities, mapping, decisions


_Scored = dict[tuple[str, str], tuple[float, list[Evidence]]]

#: Works per title-block task on a cluster: blocks are put together into batches of about this many works
BATCH_WORKS = 5_000


def _blocks(prepared: Sequence[_Work]) -> list[tuple[str, tuple[_Work, ...]]]:
    """The blocks (title prefix, or patent number, per kind), each with its works in id order, in the order a
    block is first met."""
    blocks: dict[tuple[str, str], list[_Work]] = defaultdict(list)
    for w in prepared:
        blocks[(w.ref.kind, w.compact[:_BLOCK])].append(w)
        if w.number:
            blocks[(w.ref.kind, "#" + w.number)].append(w)
    return [(block, tuple(sorted(members, key=lambda w: w.ref.id))) for (_, block), members in blocks.items()]


def score_blocks(task: tuple[Settings, Sequence[tuple[str, Sequence[_Work]]]], threads: int = 1) -> _Scored:
    """The pairs of some blocks with at least ``work_report_points``, with their points and evidence: a task of
    the works resolution (a module-level function, so a cluster's workers can run it); the titles compared on
    ``threads`` threads.

    >>> from loaders.model import Span
    >>> refs = [WorkRef(f"{cv}#L1", "paper", "A Paper", Span(cv, 1, 1), 2023) for cv in ("a.txt", "b.txt")]
    >>> scored = score_blocks((Settings(), _blocks(_prepare(refs, {}))))
    >>> [(pair, [e.name for e in ev]) for pair, (points, ev) in scored.items()]
    [(('a.txt#L1', 'b.txt#L1'), ['title:exact', 'same_year'])]
    """
    settings, blocks = task
    scored: _Scored = {}
    for block, members in blocks:
        pairs = (_all_pairs(len(members)) if block.startswith("#")
                 else _similar_titles(members, settings, threads=threads))
        for i, j in pairs:
            a, b = members[i], members[j]
            if (a.ref.id, b.ref.id) in scored:
                continue
            points, ev = _score(a, b, settings)
            if points >= settings.work_report_points:
                scored[(a.ref.id, b.ref.id)] = (points, ev)
    return scored


def _scored_pairs(prepared: Sequence[_Work], settings: Settings, mapper: Mapper | None = None, threads: int = 1
                  ) -> _Scored:
    """The pairs of each block (title prefix, or patent number) with at least ``work_report_points``; with a
    ``mapper`` scored as tasks of :data:`BATCH_WORKS` works. A pair of two blocks (one title and one patent
    number) has the same score in either, so the batches' results are simply put together."""
    blocks = _blocks(prepared)
    if mapper is None:
        return score_blocks((settings, blocks), threads)
    scored: _Scored = {}
    tasks = [(settings, batch) for batch in batches(blocks, lambda block: len(block[1]), BATCH_WORKS)]
    for part in mapper(score_blocks, tasks, "works"):
        for pair, value in part.items():
            scored.setdefault(pair, value)
    return scored


def _decide(scored: dict[tuple[str, str], tuple[float, list[Evidence]]], by_id: dict[str, _Work],
            clusters: Clusters[frozenset[str]], settings: Settings) -> list[Decision]:
    """Join the scored pairs, strongest first, at the merge threshold; the refused pairs of two works left apart."""
    decisions: list[Decision] = []
    refused: dict[tuple[str, str], Decision] = {}
    for (left, right), (points, ev) in sorted(scored.items(), key=lambda kv: (-kv[1][0], kv[0])):
        kind = by_id[left].ref.kind
        d = dict(kind=kind, left=left, right=right, left_text=by_id[left].ref.title,
                 right_text=by_id[right].ref.title, points=points, evidence=tuple(ev))
        if points >= settings.work_merge_points:
            if clusters.same(left, right):
                continue
            reason = clusters.union(left, right)
            decisions.append(Decision(outcome="blocked" if reason else "merged", reason=reason or "", **d))
        else:
            refused[(left, right)] = Decision(outcome="refused", reason="below the merge threshold", **d)
    for (left, right), d in sorted(refused.items()):
        if not clusters.same(left, right):
            decisions.append(d)
    return decisions


def _work_entities(clusters: Clusters[frozenset[str]], by_id: dict[str, _Work]) -> list[Entity]:
    """One entity per cluster, keyed by its patent number or longest compacted title (a hash suffix when two
    clusters share the stem), named by its most frequent title."""
    entities: list[Entity] = []
    base: dict[str, list[list[str]]] = defaultdict(list)
    for group in clusters.groups():
        first = by_id[group[0]]
        numbers = sorted({by_id[m].number for m in group if by_id[m].number})
        if first.ref.kind == "patent" and numbers:
            stem = "patent:" + numbers[0]
        else:
            titles = sorted((by_id[m].compact for m in group), key=lambda t: (-len(t), t))
            stem = f"{first.ref.kind}:{_slug_hash(titles[0])}"
        base[stem].append(group)
    for stem, same_stem in sorted(base.items()):
        for group in same_stem:
            key = stem if len(same_stem) == 1 else f"{stem}-{_slug_hash(group[0], 6)}"
            refs = [by_id[m].ref for m in group]
            titles = sorted({r.title for r in refs})
            name = max(titles, key=lambda t: (sum(r.title == t for r in refs), len(t), t))
            attrs: list[tuple[str, str]] = []
            years = sorted({r.year for r in refs if r.year})
            attrs += [("year", str(y)) for y in years]
            attrs += [("number", n) for n in sorted({by_id[m].number for m in group if by_id[m].number})]
            attrs += [("status", st) for st in sorted({r.status for r in refs if r.status})]
            attrs += [("venue", v) for v in sorted({by_id[m].venue_key for m in group if by_id[m].venue_key})]
            entities.append(Entity(key, refs[0].kind, name, tuple(titles), tuple(group), tuple(attrs)))
    return entities
