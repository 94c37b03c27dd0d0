"""Every threshold and weight of resolution, in one frozen dataclass, each naming its scale.

Scores are sums of *points*: each rung of a comparison ladder and each piece of context evidence adds (or takes
away) a fixed number of points, in the spirit of the match weights of Fellegi-Sunter and Splink, where one point is
roughly one bit of evidence (a doubling of the odds). A pair is merged when its points reach ``merge_points``;
refused pairs from ``report_points`` up are written to the report. Fuzzy similarities are rapidfuzz scores on the
0-100 scale.

>>> s = Settings()
>>> s.name_points["han_exact"], s.merge_points
(9.0, 10.0)
>>> Settings.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, Mapping

__all__ = ["Settings"]


def _frozen(d: dict[str, float]) -> Mapping[str, float]:
    return MappingProxyType(dict(d))


@dataclass(frozen=True)
class Settings:
    """Weights (points) and thresholds of the person, work, venue and institution resolvers."""

    # --- persons ------------------------------------------------------------------------------------------------
    #: points of each name level (see graph.resolution.names.compare_names); a level not listed never links
    name_points: Mapping[str, float] = field(default_factory=lambda: _frozen({
        "han_exact": 9.0, "full_exact": 8.0, "han_romanised": 6.0, "given_extends": 5.0, "fuzzy_given": 2.0,
        "initials_same": 2.0, "initials_prefix": 1.0, "initials_compatible": 2.0,
    }))
    #: points taken from full_exact and han_romanised for a Chinese name with a one-syllable given name (Wei Wang)
    short_given_penalty: float = 2.0
    #: the same resolved work lists both mentions at the same author position
    same_work_points: float = 12.0
    #: both mentions come from one CV (a CV writes its co-authors consistently)
    same_source_points: float = 3.0
    #: per co-author the two mentions share (by name key), and the cap of that sum
    shared_coauthor_points: float = 2.0
    shared_coauthor_common_points: float = 1.0   # a shared co-author whose own name is a common short Chinese name
    shared_coauthor_cap: float = 6.0
    #: an advisor, supervisor or mentor named in a CV, against a co-author of the same CV
    advisor_statement_points: float = 5.0
    #: an initials form that fits exactly one full name in the same CV
    unique_in_source_points: float = 3.0
    #: read the initials-only forms of a CV as the full names its community says they stand for (co-author keys
    #: and the evidence below); off, initials keys are compared as written
    read_initials: bool = True
    #: what an initials form stands for in its CV's community (the CV's own full names and the other listings of
    #: its works): read as the one full name it fits, the same as the other side's name (or initials); read as
    #: another full name than the other side's; fits several full names of the community
    initials_read_points: float = 3.0
    initials_read_other_points: float = -3.0
    initials_ambiguous_points: float = -3.0
    #: both mentions carry the same institution (advisor's institution, affiliation of a signature)
    shared_institution_points: float = 3.0
    #: a name the text proves to be two persons in a context: one work lists two authors with that full name (or a
    #: cannot-link statement separates two mentions of it). Mentions of the name in that context (``"source"``:
    #: the CVs that list the work; ``"coauthors"``: also the mentions sharing a co-author with the work) are then
    #: ambiguous: a pair of them whose only support is the name and shared context (CV, co-authors, institution)
    #: gets ``name_plural_points`` (negative: it cannot reach merge_points on context alone), while the same work at
    #: one author slot, an advisor statement or a corrections-file link can still join them; "" turns it off. On
    #: by default: precision before recall. Once the text shows two persons of one name there, joining the name's
    #: other mentions to one of them is a guess a wrong merge would hide; kept apart, they are reported. On 1,000
    #: generated CVs "source" takes person precision 0.9888 -> 0.9972 and recall 0.9836 -> 0.9739 (the mentions of
    #: one twin on the CV's other papers stay apart), F1 0.9862 -> 0.9854
    name_plural_context: str = "source"
    name_plural_points: float = -12.0
    #: mentions that share a context (a CV, a co-author, a work, an institution) are compared pair by pair; in a
    #: group larger than this, each mention only with the next ``context_window`` in name-key order (sorted
    #: neighbourhood), so the work grows linearly with the group; 0 compares every pair
    context_window: int = 20
    #: rounds of the person-level pass: two persons whose mentions met but were refused are compared as wholes
    #: (all their co-authors, CVs, institutions) and joined when they reach merge_points as each other's single
    #: best match; 0 turns the pass off
    cluster_rounds: int = 2
    #: merge at or above, report refused candidates at or above (points)
    merge_points: float = 10.0
    report_points: float = 5.0

    # --- works (papers and patents) -------------------------------------------------------------------------------
    title_exact_points: float = 10.0
    #: rapidfuzz ratio (0-100) of the compacted titles for the fuzzy title rung, and its points
    title_fuzzy_min: float = 93.0
    title_fuzzy_points: float = 6.0
    same_year_points: float = 2.0
    year_far_points: float = -12.0      # years more than one apart
    same_venue_points: float = 2.0
    other_venue_points: float = -4.0    # both venues known, different series, neither a preprint server
    author_overlap_points: float = 2.0  # at least half of the shorter author list shares family names
    no_author_overlap_points: float = -6.0
    same_patent_number_points: float = 14.0
    other_patent_number_points: float = -20.0
    work_merge_points: float = 10.0
    work_report_points: float = 4.0

    # --- venues and institutions ----------------------------------------------------------------------------------
    #: rapidfuzz token_set_ratio (0-100) against a table name for a venue or institution to take that identity
    venue_fuzzy_min: float = 92.0
    institution_fuzzy_min: float = 94.0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every setting (the report records the settings it ran with)."""
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = dict(value) if isinstance(value, Mapping) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Settings":
        """Settings from a dict such as :meth:`to_dict` gives; unknown keys are an error naming them."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown settings: {', '.join(unknown)}")
        kwargs = {k: (_frozen(v) if isinstance(v, Mapping) else v) for k, v in data.items()}
        return cls(**kwargs)

    def to_json(self) -> str:
        """The settings as sorted JSON."""
        return json.dumps(self.to_dict(), sort_keys=True, indent=2)

    def __reduce__(self) -> tuple:   # MappingProxyType cannot be pickled: settings travel as their dict
        return (Settings.from_dict, (self.to_dict(),))

    def __hash__(self) -> int:  # MappingProxyType is unhashable; settings hash by their JSON
        return hash(self.to_json())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.to_dict() == other.to_dict()

