"""Venues: a venue as written ("Sigmetrics 2023", "Proceedings of the 22nd USENIX Symposium on ... (NSDI '25)") to its
series, through the table in ``graph/resolution/data/venues.toml`` and, for a series not in the table, its normalised
name.

The ladder: ``acronym_in_parentheses`` > ``name_exact`` (full name or alias after stripping years and editions) >
``acronym`` (a short venue naming a listed acronym) > ``name_fuzzy`` (rapidfuzz token_set_ratio against the table)
> ``unlisted`` (normalised text).

>>> match_venue("Sigmetrics 2023").key == match_venue("SIGMETRICS").key == "sigmetrics"
True
>>> match_venue("ACM MM 2020").key == match_venue("ACM Multimedia 2020").key
True
>>> a = match_venue("NSDI '25")
>>> b = match_venue("USENIX Symposium on Networked Systems Design and Implementation (NSDI '24)")
>>> a.key == b.key == "nsdi", b.level
(True, 'acronym_in_parentheses')
>>> match_venue("MobiCom 2023").key == match_venue("MOBICOM 2023").key
True
>>> match_venue("FooConf 2023").key == match_venue("FOOCONF '22").key == "x:fooconf"
True
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from rapidfuzz import fuzz, process

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

__all__ = ["VenueSeries", "VenueMatch", "match_venue", "venue_table", "strip_venue"]


@dataclass(frozen=True, slots=True)
class VenueSeries:
    """One row of the venue table."""

    key: str
    acronym: str
    name: str
    kind: str
    aliases: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class VenueMatch:
    """The series a written venue belongs to, how it was found and the rapidfuzz score (0-100) where fuzzy."""

    written: str
    key: str
    acronym: str | None
    name: str
    kind: str | None
    level: str
    score: float = 100.0


_YEAR = re.compile(r"(?:(?<=\s)|^)(?:'|’|‘)\d{2}\b|\b(?:19|20)\d{2}\b")
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b", re.IGNORECASE)
_PROC = re.compile(r"^(?:in\s*:?\s+)?(?:proc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?)", re.IGNORECASE)
_PAREN = re.compile(r"\(([^()]*)\)")
_ARXIV = re.compile(r"\barxiv\b|\bcorr\b", re.IGNORECASE)


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.replace("&", " and ")
    return re.sub(r"[^\w/]+", " ", text).strip()


def strip_venue(text: str) -> str:
    """Take years, editions, 'Proceedings of the' and volume details off a venue as written.

    >>> strip_venue("Proceedings of the 22nd USENIX Symposium on Networked Systems Design and Implementation (NSDI '25)")
    "USENIX Symposium on Networked Systems Design and Implementation (NSDI '25)"
    >>> strip_venue("2022 IEEE 40th International Conference on Computer Design (ICCD '22)")
    "IEEE International Conference on Computer Design (ICCD '22)"
    """
    text = unicodedata.normalize("NFKC", text).strip()
    text = _PROC.sub("", text)
    text = re.sub(r"\s*,?\s*(?:vol(?:ume)?\.?|no\.|pp\.|pages)\s*[\d\-–]+.*$", "", text, flags=re.IGNORECASE)
    parts = re.split(r"(\([^()]*\))", text)          # years inside parentheses stay: "(NSDI '25)"
    parts = [p if p.startswith("(") else _ORDINAL.sub(" ", _YEAR.sub(" ", p)) for p in parts]
    text = "".join(parts)
    return re.sub(r"\s+", " ", text).strip(" ,.;:-")


@cache
def venue_table() -> tuple[VenueSeries, ...]:
    """The venue table (read once from the package data)."""
    with resources.files("graph.resolution.data").joinpath("venues.toml").open("rb") as fh:
        rows = tomllib.load(fh)["venue"]
    return tuple(VenueSeries(_norm(r["acronym"]).replace(" ", ""), r["acronym"], r["name"], r["kind"],
                             tuple(r.get("aliases", ()))) for r in rows)


@cache
def _indexes() -> tuple[dict[str, VenueSeries], dict[str, VenueSeries], list[str], list[VenueSeries]]:
    acronyms: dict[str, VenueSeries] = {}
    names: dict[str, VenueSeries] = {}
    choices: list[str] = []
    owners: list[VenueSeries] = []
    for v in venue_table():
        acronyms[_norm(v.acronym)] = v
        for form in (v.name, *v.aliases):
            n = _norm(form)
            if len(form) <= 12 and " " not in form.strip() or form.isupper():
                acronyms.setdefault(n, v)
            names.setdefault(n, v)
            choices.append(n)
            owners.append(v)
    return acronyms, names, choices, owners


def _found(written: str, v: VenueSeries, level: str, score: float = 100.0) -> VenueMatch:
    return VenueMatch(written, v.key, v.acronym, v.name, v.kind, level, score)


@lru_cache(maxsize=100_000)
def match_venue(written: str, *, fuzzy_min: float = 92.0) -> VenueMatch:
    """The series of a venue as written (see the module docstring for the ladder). Cached: a venue is written the
    same way in many CVs, and works and venues are both resolved from the spelling."""
    acronyms, names, choices, owners = _indexes()
    stripped = strip_venue(written)
    if _ARXIV.search(written):
        return _found(written, acronyms["arxiv"], "preprint_server")
    for inside in _PAREN.findall(stripped):
        cand = _norm(_YEAR.sub(" ", inside))
        if cand in acronyms:
            return _found(written, acronyms[cand], "acronym_in_parentheses")
    bare = _norm(_PAREN.sub(" ", stripped))
    bare = re.sub(r"\b(?:19|20)\d{2}\b|\b\d{2}\b$", " ", bare).strip()
    bare = re.sub(r"\s+", " ", bare)
    if bare in names:
        return _found(written, names[bare], "name_exact")
    if bare in acronyms:
        return _found(written, acronyms[bare], "acronym")
    tokens = bare.split()
    if 0 < len(tokens) <= 3:
        for width in (2, 1):
            for i in range(len(tokens) - width + 1):
                cand = " ".join(tokens[i:i + width])
                if cand in acronyms and cand not in {"acm", "ieee", "usenix"}:
                    return _found(written, acronyms[cand], "acronym")
    if bare and len(bare) > 12:
        best = process.extractOne(bare, choices, scorer=fuzz.token_set_ratio, score_cutoff=fuzzy_min)
        if best is not None:
            # token_set_ratio is 100 when one name's words are a subset of the other's: require similar lengths
            if fuzz.ratio(bare, best[0]) >= fuzzy_min - 10:
                return _found(written, owners[best[2]], "name_fuzzy", float(best[1]))
    key = "x:" + (bare.replace(" ", "") if bare else _norm(written).replace(" ", ""))
    return VenueMatch(written, key, None, stripped or written.strip(), None, "unlisted", 100.0)
