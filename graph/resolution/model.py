"""The data the resolver hands to the next stages: entities, the mention-to-entity map, and every decision.

>>> e = Entity("person:bo-jiang", "person", "Bo Jiang", ("Bo Jiang", "江波"), ("a.txt#L3@2",),
...            (("family_name", "Jiang"), ("given_name", "Bo")))
>>> e.attr("family_name"), e.attr("han")
('Jiang', None)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from graph.errors import GraphError
from graph.resolution.mentions import Mentions
from graph.resolution.settings import Settings

__all__ = ["Evidence", "Decision", "Entity", "Resolution", "ResolutionError"]


class ResolutionError(GraphError, ValueError):
    """A resolution input the resolver cannot follow (a contradictory corrections file), with the statements named."""


@dataclass(frozen=True, slots=True)
class Evidence:
    """One reason for or against a merge, with its points (see :class:`graph.resolution.settings.Settings`)."""

    name: str            # "name:han_romanised", "same_source", "shared_coauthors", ...
    points: float
    detail: str = ""     # what was seen: "3 shared: cai hui, nie hao, zhang pengyu"; a rapidfuzz score


@dataclass(frozen=True, slots=True)
class Decision:
    """A merge made, refused or blocked between two mentions, with its evidence.

    ``outcome``: ``merged`` (the pair joined two clusters), ``owner`` (loader: both name the CV's owner),
    ``must_link`` / ``cannot_link`` (corrections file), ``blocked`` (enough points, but a constraint forbids it),
    ``refused`` (below the merge threshold, at or above the report threshold), ``table`` (a venue or institution
    looked up in the data table).
    """

    kind: str
    outcome: str
    left: str
    right: str
    left_text: str
    right_text: str
    points: float
    evidence: tuple[Evidence, ...] = ()
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Entity:
    """A resolved person, paper, patent, venue or institution."""

    key: str                        # "person:yunzhuo-liu", "paper:3f2a9c41d0be", "venue:nsdi", "org:sjtu"
    kind: str                       # person | paper | patent | venue | institution
    name: str                       # canonical label
    labels: tuple[str, ...]         # every form seen, sorted
    mentions: tuple[str, ...]       # mention ids, sorted
    attributes: tuple[tuple[str, str], ...] = ()

    def attr(self, name: str) -> str | None:
        """The first attribute called ``name``, or None."""
        return next((v for k, v in self.attributes if k == name), None)

    def attrs(self, name: str) -> tuple[str, ...]:
        """Every attribute called ``name``."""
        return tuple(v for k, v in self.attributes if k == name)


@dataclass(frozen=True)
class Resolution:
    """What :func:`graph.resolve` returns. Entities are sorted by key, decisions by kind, entity and mention."""

    entities: tuple[Entity, ...]
    mention_to_entity: Mapping[str, str]
    decisions: tuple[Decision, ...]
    mentions: Mentions
    settings: Settings = field(default_factory=Settings)

    def entity(self, key: str) -> Entity:
        """The entity with this key (KeyError if none)."""
        return self._by_key()[key]

    def of_kind(self, kind: str) -> tuple[Entity, ...]:
        """The entities of one kind."""
        return tuple(e for e in self.entities if e.kind == kind)

    def entity_of(self, mention_id: str) -> Entity:
        """The entity a mention resolved to."""
        return self.entity(self.mention_to_entity[mention_id])

    def decisions_for(self, key: str) -> tuple[Decision, ...]:
        """Every decision that touches a mention of the entity ``key``."""
        ids = set(self.entity(key).mentions)
        return tuple(d for d in self.decisions if d.left in ids or d.right in ids)

    def _by_key(self) -> dict[str, Entity]:
        cache = self.__dict__.get("_cache")
        if cache is None:
            cache = {e.key: e for e in self.entities}
            object.__setattr__(self, "_cache", cache)
        return cache
