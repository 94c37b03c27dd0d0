"""Explanations: the resolution report (every merge with its evidence and points, every refused or blocked candidate
near the threshold, grouped per resolved entity) and ``explain`` for one name.

>>> from loaders import parse_document, extract
>>> text = "Publications\\n- Bo Jiang, Yunzhuo Liu. \\"A Paper\\". INFOCOM 2023.\\n"
>>> records = [r for name in ("a.txt", "b.txt") for r in extract(parse_document(text.encode(), source=name)).records]
>>> from graph.resolution.pipeline import resolve
>>> print(explain(resolve(records), "Bo Jiang").splitlines()[0])
## Bo Jiang (person:bo-jiang): 2 mentions; written as Bo Jiang
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from graph.resolution.name_levels import compare_names
from graph.resolution.names import may_match_exactly, parse_person_name
from graph.resolution.model import Decision, Entity, Resolution

__all__ = ["resolution_report", "resolution_summary", "explain", "find_entities", "resolution_to_dict", "format_decision"]

_KINDS = ("person", "paper", "patent", "venue", "institution")


def format_decision(d: Decision, threshold: float | None = None) -> str:
    """One decision as a Markdown list item: outcome, the two mentions, the points and the evidence.

    >>> from graph.resolution.model import Evidence
    >>> d = Decision("person", "merged", "a#L1@1", "b#L2@1", "Bo Jiang", "江波", 13.0,
    ...              (Evidence("name:han_romanised", 4.0, "ratio 100"), Evidence("same_source", 3.0)))
    >>> format_decision(d)
    '- merged: "Bo Jiang" (a#L1@1) + "江波" (b#L2@1): 13.0 points = name:han_romanised +4.0 (ratio 100), same_source +3.0'
    """
    parts = [f"{e.name} {e.points:+.1f}" + (f" ({e.detail})" if e.detail else "") for e in d.evidence]
    head = f'- {d.outcome}: "{d.left_text}" ({d.left}) + "{d.right_text}" ({d.right})'
    if d.kind in ("venue", "institution"):
        return f'- "{d.left_text}" ({d.left}) -> {d.right}: ' + ", ".join(parts)
    text = f"{head}: {d.points:.1f} points" + (" = " + ", ".join(parts) if parts else "")
    if d.reason and d.outcome in ("blocked", "refused"):
        text += f"; {d.reason}"
    return text


def _by_entity(resolution: Resolution) -> dict[str, list[Decision]]:
    out: dict[str, list[Decision]] = defaultdict(list)
    m2e = resolution.mention_to_entity
    for d in resolution.decisions:
        keys = {m2e.get(d.left), m2e.get(d.right) if d.kind not in ("venue", "institution") else d.right}
        for key in sorted(k for k in keys if k):
            out[key].append(d)
    return out


def _entity_head(e: Entity) -> str:
    forms = ", ".join(e.labels[:12]) + (f", … ({len(e.labels)} forms)" if len(e.labels) > 12 else "")
    return f"## {e.name} ({e.key}): {len(e.mentions)} mention{'s' if len(e.mentions) != 1 else ''}; written as {forms}"


def _entity_section(e: Entity, decisions: list[Decision], threshold: float) -> list[str]:
    lines = [_entity_head(e)]
    for outcome in ("owner", "must_link", "merged", "blocked", "refused", "cannot_link", "table"):
        for d in (x for x in decisions if x.outcome == outcome):
            lines.append(format_decision(d, threshold))
    return lines


def resolution_report(resolution: Resolution) -> str:
    """The Markdown resolution report: counts, then every entity with a decision, grouped by kind."""
    s = resolution.settings
    lines = _counts_lines(resolution)
    grouped = _by_entity(resolution)
    for kind in _KINDS:
        entities = [e for e in resolution.of_kind(kind) if grouped.get(e.key)]
        if not entities:
            continue
        lines += ["", f"# {kind.capitalize()}s", ""]
        for e in entities:
            lines += _entity_section(e, grouped[e.key], s.merge_points) + [""]
    return "\n".join(lines).rstrip() + "\n"


def resolution_summary(resolution: Resolution, *, limit: int = 100) -> str:
    """A bounded resolution report: the counts table, then the ``limit`` refused or blocked candidates with the
    most points (the near misses a person should look at: possible missed merges and homonyms kept apart), most
    first. Every decision is in the build's ``resolution/decisions.parquet``; ``scholarkg explain NAME OUT`` gives
    one entity's.

    >>> from graph.resolution.pipeline import resolve
    >>> print(resolution_summary(resolve([])).splitlines()[-1])
    No candidate was refused or blocked.
    """
    near = sorted((d for d in resolution.decisions if d.outcome in ("refused", "blocked")),
                  key=lambda d: (-d.points, d.kind, d.left, d.right))
    lines = _counts_lines(resolution) + [""]
    if not near:
        return "\n".join(lines + ["No candidate was refused or blocked."])
    lines += [f"## Refused and blocked candidates with the most points ({min(limit, len(near))} of {len(near)})", "",
              "Every decision is in resolution/decisions.parquet; `scholarkg explain NAME OUT` shows one "
              "entity's.", ""]
    lines += [f"- {d.kind} " + format_decision(d, resolution.settings.merge_points)[2:] for d in near[:limit]]
    return "\n".join(lines)


def _counts_lines(resolution: Resolution) -> list[str]:
    s = resolution.settings
    counts = Counter(e.kind for e in resolution.entities)
    outcomes = Counter((d.kind, d.outcome) for d in resolution.decisions)
    lines = ["# Resolution report", "",
             f"Merge at {s.merge_points:g} points for persons and {s.work_merge_points:g} for works; refused candidates"
             f" from {s.report_points:g} (persons) and {s.work_report_points:g} (works) are listed.", "",
             "| kind | entities | mentions | merged | blocked | refused |", "|---|---|---|---|---|---|"]
    mentions = Counter(resolution.entity(k).kind for k in resolution.mention_to_entity.values())
    for kind in _KINDS:
        lines.append(f"| {kind} | {counts[kind]} | {mentions[kind]} | {outcomes[(kind, 'merged')]} | "
                     f"{outcomes[(kind, 'blocked')]} | {outcomes[(kind, 'refused')]} |")
    return lines


def find_entities(resolution: Resolution, name: str, kind: str = "person") -> list[Entity]:
    """Entities of ``kind`` one of whose forms is ``name`` (exact, case-insensitive) or, for persons, a name that
    compares as the same full name (江波 finds Bo Jiang; "LIU Yunzhuo" finds Yunzhuo Liu)."""
    wanted = name.strip().casefold()
    hits = [e for e in resolution.of_kind(kind) if wanted in {l.casefold() for l in (e.name, *e.labels)}]
    if hits or kind != "person":
        return hits
    parsed = parse_person_name(name)
    exact = {"han_exact", "full_exact", "han_romanised"}
    # each level needs the same Han characters or the same family name: a label that can have neither is not
    # parsed (at 10,000 CVs, parsing the 55,000 labels of every person was a minute)
    return [e for e in resolution.of_kind(kind)
            if any(may_match_exactly(l, parsed) and compare_names(parsed, parse_person_name(l)).level in exact
                   for l in e.labels)]


def explain(resolution: Resolution, name: str, kind: str = "person") -> str:
    """Why the mentions of ``name`` were merged or not: each matching entity with its decisions, then the
    refused and blocked candidates that involve it."""
    hits = find_entities(resolution, name, kind)
    if not hits:
        return f"no {kind} called {name!r}\n"
    grouped = _by_entity(resolution)
    lines: list[str] = []
    for e in hits:
        lines += _entity_section(e, grouped.get(e.key, []), resolution.settings.merge_points)
        for m in e.mentions:
            lines.append(f"  - mention {m}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def resolution_to_dict(resolution: Resolution) -> dict[str, Any]:
    """A JSON-ready view: settings, entities, the mention map and the decisions."""
    return {
        "settings": resolution.settings.to_dict(),
        "entities": [{"key": e.key, "kind": e.kind, "name": e.name, "labels": list(e.labels),
                      "mentions": list(e.mentions), "attributes": [list(a) for a in e.attributes]}
                     for e in resolution.entities],
        "mention_to_entity": dict(resolution.mention_to_entity),
        "decisions": [{"kind": d.kind, "outcome": d.outcome, "left": d.left, "right": d.right,
                       "left_text": d.left_text, "right_text": d.right_text, "points": d.points,
                       "reason": d.reason,
                       "evidence": [{"name": e.name, "points": e.points, "detail": e.detail} for e in d.evidence]}
                      for d in resolution.decisions],
    }
