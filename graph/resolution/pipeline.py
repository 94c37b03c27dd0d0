"""``graph.resolve``: every mention of a set of CVs to a person, work, venue or institution, with the decisions.

Order of the stages: works first (a paper listed in two CVs is one work; persons use that as evidence), then
persons, then venues and institutions (table lookups, each recorded as a decision).

>>> from loaders import parse_document, extract
>>> text = "Publications\\n- Bo Jiang, Yunzhuo Liu. \\"A Paper\\". INFOCOM 2023.\\n"
>>> records = extract(parse_document(text.encode(), source="a.txt")).records + \\
...           extract(parse_document(text.encode(), source="b.txt")).records
>>> r = resolve(records)
>>> len(r.of_kind("paper")), sorted(e.name for e in r.of_kind("person"))
(1, ['Bo Jiang', 'Yunzhuo Liu'])
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from graph.resolution.corrections import Corrections
from graph.resolution.institutions import institution_table, match_institution, parent_chain
from graph.resolution.mentions import Mentions, collect_mentions
from graph.resolution.persons.passes import resolve_persons
from graph.progress import Mapper, paused_gc
from graph.resolution.model import Decision, Entity, Evidence, Resolution
from graph.resolution.settings import Settings
from graph.resolution.venues import match_venue
from graph.resolution.works import resolve_works

__all__ = ["resolve"]


def _slug(text: str) -> str:
    return re.sub(r"[^\w]+", "-", text.casefold()).strip("-") or "x"


def _venues(mentions: Mentions, settings: Settings) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    groups: dict[str, list] = defaultdict(list)
    decisions = []
    for v in mentions.venues:
        m = match_venue(v.text, fuzzy_min=settings.venue_fuzzy_min)
        groups[m.key].append((v, m))
        decisions.append(Decision("venue", "table", v.id, f"venue:{m.key}", v.text, m.acronym or m.name,
                                  m.score, (Evidence(f"venue:{m.level}", 0.0, f"score {m.score:.0f}"),)))
    entities, mapping = [], {}
    for key, items in sorted(groups.items()):
        m0 = items[0][1]
        labels = tuple(sorted({v.text for v, _ in items}))
        name = m0.acronym or max((m.name for _, m in items), key=lambda n: (len(n), n))
        attrs = [("full_name", m0.name)] if m0.acronym else []
        attrs += [("venue_kind", m0.kind)] if m0.kind else []
        entities.append(Entity(f"venue:{key}", "venue", name, labels, tuple(sorted(v.id for v, _ in items)),
                               tuple(attrs)))
        mapping.update({v.id: f"venue:{key}" for v, _ in items})
    return entities, mapping, decisions


def _institutions(mentions: Mentions, settings: Settings) -> tuple[list[Entity], dict[str, str], list[Decision]]:
    table = institution_table()
    members: dict[str, list[str]] = defaultdict(list)
    labels: dict[str, set[str]] = defaultdict(set)
    names: dict[str, str] = {}
    parents: dict[str, str] = {}
    decisions = []
    for ref in mentions.institutions:
        m = match_institution(ref.text, fuzzy_min=settings.institution_fuzzy_min)
        key = f"org:{m.key}"
        names[key] = m.name
        chain = parent_chain(m.key)
        for child, parent in zip(chain, chain[1:]):
            parents[f"org:{child}"] = f"org:{parent}"
            names.setdefault(f"org:{parent}", table[parent].name)
            names.setdefault(f"org:{child}", table[child].name)
        target = key
        if m.unit:
            unit_key = re.sub(r"\s+", "", m.unit) if re.search(r"[\u3400-\u9fff]", m.unit) else m.unit
            target = f"{key}/{_slug(unit_key)}"
            parents[target] = key
            names.setdefault(target, m.unit)
            labels[target].add(m.unit)
        else:
            labels[key].add(ref.text)
        members[target].append(ref.id)
        decisions.append(Decision("institution", "table", ref.id, target, ref.text, names[target], m.score,
                                  (Evidence(f"institution:{m.level}", 0.0, f"score {m.score:.0f}"),)))
    entities, mapping = [], {}
    for key in sorted(names):
        code = key[4:]
        org = table.get(code)
        forms = set(labels.get(key, ()))
        if org is not None:
            forms |= {org.name, *org.zh, *org.aliases}
        attrs = [("parent", parents[key])] if key in parents else []
        attrs += [("zh", z) for z in (org.zh if org else ())]
        attrs += [("abbreviation", a) for a in (org.aliases if org else ()) if a.isupper()]
        ids = tuple(sorted(members.get(key, ())))
        entities.append(Entity(key, "institution", names[key], tuple(sorted(forms)), ids, tuple(attrs)))
        mapping.update({i: key for i in ids})
    return entities, mapping, decisions


def resolve(records: Iterable[object], settings: Settings | None = None,
            corrections: Corrections | None = None, *, workers: int = 1,
            mentions: Mentions | None = None, mapper: Mapper | None = None) -> Resolution:
    """Resolve the records of any number of CVs (see the module docstring).

    The result does not depend on the order of ``records``: mentions carry ids built from their place in their CV,
    every stage sorts by those ids, and ties are broken by them. ``workers`` > 1 collects the mentions of the CVs
    (parsing every author list, the costly part per CV) and resolves the partitions of the persons
    (:func:`graph.resolution.persons.partitions.partition_persons`) on that many processes (from three on:
    :data:`graph.resolution.persons.passes.FORK_MIN_WORKERS`), and compares the works' titles on that many threads;
    the result is the same. The cyclic
    garbage collector is paused while it runs (:func:`graph.progress.paused_gc`). ``mentions``, when given, are
    those of ``records`` collected already (by the workers that read the files: the distributed build); with a
    ``mapper`` (:mod:`graph.distributed`) the works' title blocks and the persons' partitions are resolved as tasks on
    its cluster.
    """
    with paused_gc():
        if mentions is None:
            mentions = collect_mentions(records, workers=workers)
        return _resolve(mentions, settings or Settings(), corrections, workers, mapper)


def _resolve(mentions: Mentions, settings: Settings, corrections: Corrections | None, workers: int = 1,
             mapper: Mapper | None = None) -> Resolution:
    persons_by_id = {p.id: p for p in mentions.persons}
    work_entities, work_map, work_decisions = resolve_works(mentions.works, persons_by_id, settings, mapper=mapper,
                                                            workers=workers)
    links = corrections.links(mentions.persons) if corrections else None
    person_entities, person_map, person_decisions = resolve_persons(mentions.persons, work_map, settings, links,
                                                                     workers=workers, mapper=mapper)
    venue_entities, venue_map, venue_decisions = _venues(mentions, settings)
    org_entities, org_map, org_decisions = _institutions(mentions, settings)
    entities = sorted(work_entities + person_entities + venue_entities + org_entities, key=lambda e: e.key)
    mapping = {**work_map, **person_map, **venue_map, **org_map}
    decisions = tuple(work_decisions + person_decisions + venue_decisions + org_decisions)
    return Resolution(tuple(entities), dict(sorted(mapping.items())), decisions, mentions, settings)
