"""Names the text proves plural: one work lists two authors with one full name."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from graph.resolution.mentions import PersonRef
from graph.resolution.name_levels import compare_names
from graph.resolution.names import PersonName
from graph.resolution.persons.initials import _Listings


_Proof = tuple[str, PersonName, str]

#: Name levels by which a mention is "of" the name of a proof: the same full name (Latin or Han), or initials it fits
_PLURAL_LEVELS = frozenset({"full_exact", "han_exact", "han_romanised", "initials_compatible"})


def _plural_names(persons: Sequence[PersonRef], names: Mapping[str, PersonName], listings: _Listings,
                  cannot: Sequence[tuple[frozenset[str], frozenset[str], str]], context: str
                  ) -> tuple[list[_Proof], dict[str, frozenset[int]]]:
    """Names the text proves to denote two or more persons, and the mentions of each in its context.

    A proof: one listing of a work names two authors with the same full name key (``'zhang wei'``: two different
    Wei Zhangs), or a cannot-link statement of the corrections file separates two mentions with one key. Its
    context is the CVs that list the work (or hold the two mentions); with ``context="coauthors"`` also every
    mention sharing a co-author key with the work. A mention is *in* the proof when it is in that context and its
    name is the proof's name (same full name, or initials that fit it). Returns the proofs and, for each mention in
    at least one, the indexes of its proofs; ``context=""`` finds none.

    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> def paper(line, *names):
    ...     s = Span("a.txt", line, line)
    ...     return PaperRecord(f"T{line}", tuple(PersonMention(n, s, rank=i) for i, n in enumerate(names, 1)),
    ...                        None, None, None, s)
    >>> from graph.resolution.mentions import collect_mentions
    >>> persons = collect_mentions([paper(1, "Wei Zhang", "Lan Li", "Wei Zhang"), paper(2, "W. Zhang", "Lan Li"),
    ...                             paper(3, "Wei Zhao")]).persons
    >>> from graph.resolution.persons.initials import _listings
    >>> names = {p.id: p.person_name for p in persons}
    >>> proofs, of = _plural_names(persons, names, _listings(persons, {}), (), "source")
    >>> [(key, where) for key, _, where in proofs]
    [('zhang wei', 'a.txt#L1')]
    >>> sorted(m for m, found in of.items() if found == {0})
    ['a.txt#L1@1', 'a.txt#L1@3', 'a.txt#L2@1']
    """
    if not context:
        return [], {}
    sources_of: dict[str, set[str]] = {}        # resolved work -> the CVs listing it
    coauthors_of: dict[str, set[str]] = {}      # resolved work -> the name keys of its authors
    for went, records in listings.items():
        sources_of[went] = {people[0].source for people in records.values()}
        coauthors_of[went] = {names[p.id].key for people in records.values() for p in people}
    found: dict[tuple[str, str], tuple[PersonName, set[str], set[str]]] = {}
    for record, went, people in sorted((r, w, ps) for w, records in listings.items() for r, ps in records.items()):
        seen: dict[str, PersonName] = {}
        for p in people:
            n = names[p.id]
            if not n.given or n.initials_only:
                continue
            if n.key in seen:
                found.setdefault((n.key, went), (seen[n.key], sources_of[went], coauthors_of[went] - {n.key}))
            else:
                seen[n.key] = n
    for i, (left, right, statement) in enumerate(cannot):
        keys = {names[m].key: m for m in sorted(left) if m in names and names[m].given and not names[m].initials_only}
        for m in sorted(right):
            n = names.get(m)
            if n is not None and n.key in keys:
                where = f"cannot-link statement #{i + 1}"
                sources = {m.split("#")[0], keys[n.key].split("#")[0]}
                found.setdefault((n.key, where), (n, sources, set()))
    if not found:
        return [], {}
    proofs: list[_Proof] = []
    by_block: dict[str, list[tuple[int, PersonName, set[str], set[str]]]] = defaultdict(list)
    for (key, where), (name, sources, coauthors) in sorted(found.items()):
        by_block[name.block_key].append((len(proofs), name, sources, coauthors if context == "coauthors" else set()))
        proofs.append((key, name, where))
    levels: dict[tuple[PersonName, PersonName], bool] = {}
    out: dict[str, frozenset[int]] = {}
    for p in persons:
        n = names[p.id]
        in_block = by_block.get(n.block_key)
        if not in_block or not n.given:
            continue
        hits = []
        for index, name, sources, coauthors in in_block:
            if p.source not in sources and not (coauthors and not coauthors.isdisjoint(p.coauthors)):
                continue
            fits = levels.get((n, name))
            if fits is None:
                fits = levels[(n, name)] = n.key == name.key or compare_names(n, name).level in _PLURAL_LEVELS
            if fits:
                hits.append(index)
        if hits:
            out[p.id] = frozenset(hits)
    return proofs, out

