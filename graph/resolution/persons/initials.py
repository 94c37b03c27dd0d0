"""A CV that writes every author with initials, read through its community (its own full names and the other
CVs' listings of its works)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from graph.resolution.mentions import PersonRef
from graph.resolution.name_levels import compare_names
from graph.resolution.names import PersonName


_Listings = dict[str, dict[str, list[PersonRef]]]


def _listings(persons: Sequence[PersonRef], work_entity: Mapping[str, str]) -> _Listings:
    """The work mentions grouped by resolved work, then by record, in the order of ``persons``."""
    by_work: _Listings = defaultdict(lambda: defaultdict(list))
    for p in persons:
        if p.work is not None:
            by_work[work_entity.get(p.work, p.work)][p.work].append(p)
    return by_work


def _align(listings: _Listings) -> dict[str, str | None]:
    """The aligned author slot of each work mention: its rank when the records of one resolved work have lists of
    the same length, else the rank of the one compatible name in the longest list (None when there is none)."""
    slots: dict[str, str | None] = {}
    for records in listings.values():
        ref_id = min(records, key=lambda r: (-len(records[r]), r))
        reference = sorted(records[ref_id], key=lambda p: p.rank or 0)
        for rid, people in records.items():
            if len(people) == len(reference):
                for p in people:
                    slots[p.id] = str(p.rank)
                continue
            for p in people:
                name = p.person_name
                fits = [r for r in reference if compare_names(name, r.person_name).compatible]
                slots[p.id] = str(fits[0].rank) if len(fits) == 1 else None
    return slots


def _initials_in_context(persons: Sequence[PersonRef], names: Mapping[str, PersonName], listings: _Listings,
                         slots: Mapping[str, str | None]) -> dict[str, dict[str, PersonName | None]]:
    """What the initials-only name keys of each CV stand for, read from the CV's community: per CV, initials key ->
    the one full name it stands for, or None when several full names fit it.

    A CV that writes every author with initials ("F. Wang") gives its mentions keys ("wang f") that never meet the
    keys ("wang fei") other CVs give the same people. The community of a CV is the full names it writes itself and
    the full names of all authors on the other listings (in other CVs) of the works it lists. The key ``wang f`` of
    a CV stands for "Fei Wang" when that is the only full name of the community the initials fit, *and* some work
    of the CV lists "Fei Wang" at the author slot where the CV has "F. Wang". When "Fang Wang" fits too, the key is
    ambiguous (None): "F. Wang" of that CV may be either. A key that fits no full name of the community, or whose one
    fit is never seen at its slot, is left out: nothing is known of it.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> def paper(cv, title, *names):
    ...     s = Span(cv, 1 + len(title), 1 + len(title))
    ...     return PaperRecord(title, tuple(PersonMention(n, s, rank=i) for i, n in enumerate(names, 1)), None, None,
    ...                        None, s)
    >>> records = [paper("a.txt", "T", "A. Smith", "F. Wang"), paper("b.txt", "T", "Alice Smith", "Fei Wang"),
    ...            paper("a.txt", "U", "A. Smith", "L. Li"), paper("b.txt", "U", "Alice Smith", "Lei Li", "Lin Li")]
    >>> from graph.resolution.mentions import collect_mentions
    >>> persons = collect_mentions(records).persons
    >>> works = {p.work: p.work.split("#")[1] for p in persons}     # a.txt#L2 and b.txt#L2 are one work, and so on
    >>> names, listed = {p.id: p.person_name for p in persons}, _listings(persons, works)
    >>> read = _initials_in_context(persons, names, listed, _align(listed))
    >>> {key: (n.written if n else None) for key, n in read["a.txt"].items()}
    {'li l': None, 'smith a': 'Alice Smith', 'wang f': 'Fei Wang'}
    >>> alone = _listings(persons, {})
    >>> _initials_in_context(persons, names, alone, _align(alone))    # no work listed twice: nothing known
    {}
    """
    initials: dict[str, dict[str, PersonName]] = defaultdict(dict)     # source -> initials key -> a name of it
    for p in persons:
        n = names[p.id]
        if n.initials_only:
            initials[p.source][n.key] = n
    if not initials:
        return {}
    # per CV with initials: the full names of its community by block key, and the full keys seen at the slots of
    # each of its initials keys
    community: dict[str, dict[str, dict[str, PersonName]]] = defaultdict(lambda: defaultdict(dict))
    aligned: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for p in persons:
        n = names[p.id]
        if p.source in initials and n.given and not n.initials_only:
            community[p.source][n.block_key][n.key] = n
    for records in listings.values():
        if len(records) < 2:
            continue
        for record, people in records.items():
            source = people[0].source
            if source not in initials:
                continue
            at = {slots.get(p.id): names[p.id].key for p in people if names[p.id].initials_only}
            at.pop(None, None)
            if not at:
                continue
            for other, others in records.items():
                if other == record or others[0].source == source:
                    continue
                for q in others:
                    m = names[q.id]
                    if m.initials_only or not m.given:
                        continue
                    community[source][m.block_key][m.key] = m
                    key = at.get(slots.get(q.id))
                    if key is not None:
                        aligned[source][key].add(m.key)
    out: dict[str, dict[str, PersonName | None]] = {}
    for source, keys in sorted(initials.items()):
        blocks = community.get(source)
        if not blocks:
            continue
        seen = aligned.get(source, {})
        for key, n in sorted(keys.items()):
            fits = [m for m in blocks.get(n.block_key, {}).values()
                    if compare_names(n, m).level == "initials_compatible"]
            if len(fits) > 1:
                out.setdefault(source, {})[key] = None
            elif fits and fits[0].key in seen.get(key, ()):
                out.setdefault(source, {})[key] = fits[0]
    return out


#: A proof that a name denotes at least two persons: (name key, the written form, where: a resolved work or a
