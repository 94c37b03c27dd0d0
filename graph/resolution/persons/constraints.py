"""What may not be one person: the state each cluster keeps and the conflicts that refuse a union."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from graph.resolution.name_levels import COMPATIBLE_LEVELS, compare_names
from graph.resolution.names import PersonName


@dataclass(frozen=True)
class Links:
    """Statements from outside the data: must-links, cannot-links (each a set of mention-id pairs with the
    statement that made it) and preferred canonical names by mention id."""

    must: tuple[tuple[str, str, str], ...] = ()
    cannot: tuple[tuple[frozenset[str], frozenset[str], str], ...] = ()
    preferred: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PersonState:
    """What a cluster holds, for the conflict check: distinct name forms, work positions, owners, cannot-tags.

    ``positions`` maps each resolved work to the cluster's places on it, (record, rank, aligned slot): a union
    only has to compare the places on the works both clusters hold, found by key (a prolific person's cluster
    holds hundreds of places, met by every mention that joins it). Never changed once made.
    """

    forms: frozenset[PersonName]
    positions: Mapping[str, tuple[tuple[str, int, str | None], ...]]
    owners: frozenset[str]
    cannot: frozenset[tuple[int, str]]
    plural: frozenset[int] = frozenset()    # the proofs of a plural name (:func:`_plural_names`) its mentions are in


def _merge(a: PersonState, b: PersonState) -> PersonState:
    big, small = (a.positions, b.positions) if len(a.positions) >= len(b.positions) else (b.positions, a.positions)
    positions = dict(big)
    for work, places in small.items():
        positions[work] = positions[work] + places if work in positions else places
    plural = a.plural | b.plural if a.plural or b.plural else a.plural
    return PersonState(a.forms | b.forms, positions, a.owners | b.owners, a.cannot | b.cannot, plural)


def _conflict_names(a: PersonState, b: PersonState, ordered: bool) -> str | None:
    forms_a = sorted(a.forms, key=_form_order) if ordered else a.forms
    forms_b = sorted(b.forms, key=_form_order) if ordered else b.forms
    for x in forms_a:
        for y in forms_b:
            if x != y:
                level = compare_names(x, y).level
                if level not in _COMPATIBLE:
                    return f"names {x.written!r} and {y.written!r} cannot be one person ({level})"
    return None


def _form_order(n: PersonName) -> tuple[str, str]:
    return n.written, repr(n)


_COMPATIBLE = COMPATIBLE_LEVELS


def _clash(ra: str, ka: int, sa: str | None, rb: str, kb: int, sb: str | None) -> bool:
    """Two places on one work that cannot be one author: one record, other ranks; or two aligned slots."""
    return (ra == rb and ka != kb) or (sa is not None and sb is not None and sa != sb)


def _first_conflict(a: PersonState, b: PersonState, ordered: bool) -> str | None:
    pa, pb = a.positions, b.positions
    if ordered:         # the places on the works both hold, in sorted order: the reason does not depend on set order
        shared = [w for w in (pa if len(pa) <= len(pb) else pb) if w in pa and w in pb]
        pos_a = sorted(((w, *p) for w in shared for p in pa[w]), key=repr)
        pos_b = sorted(((w, *p) for w in shared for p in pb[w]), key=repr)
        for (wa, ra, ka, sa) in pos_a:
            for (wb, rb, kb, sb) in pos_b:
                if wa == wb and _clash(ra, ka, sa, rb, kb, sb):
                    return f"two different authors of one work ({wa}: positions {ka} and {kb})"
    else:
        for work in (pa if len(pa) <= len(pb) else pb):
            if work in pa and work in pb:
                for (ra, ka, sa) in pa[work]:
                    for (rb, kb, sb) in pb[work]:
                        if _clash(ra, ka, sa, rb, kb, sb):
                            return "conflict"       # found again in order by the caller
    for (i, side) in (sorted(a.cannot) if ordered else a.cannot):
        if (i, "b" if side == "a" else "a") in b.cannot:
            return f"cannot-link statement #{i + 1}"
    return _conflict_names(a, b, ordered)


def _conflict(a: PersonState, b: PersonState) -> str | None:
    """Why ``a`` and ``b`` cannot be one person, or None. The sets are scanned as they come (fast); only when there
    is a conflict are they scanned again in sorted order, so the reason reported does not depend on set order
    (and so not on the hash seed)."""
    if _first_conflict(a, b, ordered=False) is None:
        return None
    return _first_conflict(a, b, ordered=True)


