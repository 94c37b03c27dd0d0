"""Institutions: a name as written (English, Chinese, an abbreviation, with a lab or department beside it) to an
organisation of the table in ``graph/resolution/data/institutions.toml``, or to its normalised name when it is not
listed.

The ladder: ``table_exact`` (a listed name, Chinese name or abbreviation) > ``table_contains`` (a listed name inside a
longer one; the rest is a unit of it) > ``table_fuzzy`` (rapidfuzz token_sort_ratio) > ``unlisted``.

>>> match_institution("上海交通大学").key == match_institution("Shanghai Jiao Tong University").key == "sjtu"
True
>>> match_institution("SJTU").key, match_institution("香港科技大学 (HKUST)").key, match_institution("北京大学").key
('sjtu', 'hkust', 'pku')
>>> m = match_institution("阿里巴巴达摩院 XG 实验室")
>>> m.key, m.unit, m.level, parent_chain(m.key)
('alibaba-damo', 'XG 实验室', 'table_contains', ('alibaba-damo', 'alibaba'))
>>> match_institution("Student Super Computing Team of Peking University").unit
'Student Super Computing Team'
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources

from rapidfuzz import fuzz, process

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

__all__ = ["Organisation", "InstitutionMatch", "match_institution", "institution_table", "parent_chain"]

_HAN = re.compile(r"[\u3400-\u9fff]")
_PAREN = re.compile(r"\s*[（(]([^()（）]*)[)）]\s*")
_ABBREVIATIONS = ((r"\buniv\b\.?", "university"), (r"\binst\b\.?", "institute"), (r"\btech\b\.?", "technology"),
                  (r"\blab\b\.?", "laboratory"), (r"\bdept\b\.?", "department"), (r"\bnatl\b\.?", "national"),
                  (r"\bjiaotong\b", "jiao tong"))
_LEGAL = re.compile(r"\b(?:inc|ltd|llc|co|corp|corporation|limited|gmbh)\b\.?", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Organisation:
    """One row of the institution table."""

    key: str
    name: str
    zh: tuple[str, ...]
    aliases: tuple[str, ...]
    parent: str | None


@dataclass(frozen=True, slots=True)
class InstitutionMatch:
    """The organisation a written name resolves to, the unit written beside it, how, and the score (0-100)."""

    written: str
    key: str
    name: str
    unit: str | None
    level: str
    score: float = 100.0


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().replace("&", " and ")
    text = _LEGAL.sub(" ", text)
    for short, long in _ABBREVIATIONS:
        text = re.sub(short, long, text)
    text = re.sub(r"^the\s+", "", text.strip())
    if _HAN.search(text):
        text = re.sub(r"\s+", "", text)
    return re.sub(r"[^\w]+", " ", text).strip()


@cache
def institution_table() -> dict[str, Organisation]:
    """The institution table by key (read once from the package data)."""
    with resources.files("graph.resolution.data").joinpath("institutions.toml").open("rb") as fh:
        rows = tomllib.load(fh)["institution"]
    return {r["key"]: Organisation(r["key"], r["name"], tuple(r.get("zh", ())), tuple(r.get("aliases", ())),
                                   r.get("parent") or None) for r in rows}


def parent_chain(key: str) -> tuple[str, ...]:
    """The key and the keys of its parents, nearest first."""
    table = institution_table()
    chain = [key]
    while key in table and table[key].parent and table[key].parent not in chain:
        key = table[key].parent  # type: ignore[assignment]
        chain.append(key)
    return tuple(chain)


@cache
def _index() -> tuple[dict[str, str], list[tuple[str, str]], list[str], list[str]]:
    exact: dict[str, str] = {}
    for org in institution_table().values():
        for form in (org.name, *org.zh, *org.aliases):
            exact.setdefault(_norm(form), org.key)
    by_length = sorted(exact.items(), key=lambda kv: (-len(kv[0]), kv[0]))
    english = [(_norm(o.name), o.key) for o in institution_table().values()]
    return exact, by_length, [e for e, _ in english], [k for _, k in english]


def _unit_rest(written: str, form: str) -> str | None:
    """What is left of ``written`` once the listed form is taken out: the unit."""
    text = unicodedata.normalize("NFKC", written)
    pattern = re.escape(form).replace(r"\ ", r"\s*")
    m = re.search(pattern, text, flags=re.IGNORECASE)
    if m is None:
        return None
    rest = (text[:m.start()] + " " + text[m.end():])
    rest = _PAREN.sub(" ", rest)
    rest = re.sub(r"^[\s,;:\-–—·]+|[\s,;:\-–—·]+$", "", rest)
    rest = re.sub(r"\s+(?:of|at|in)$|^(?:of|at|in)\s+", "", rest, flags=re.IGNORECASE).strip(" ,;:-")
    return rest or None


def match_institution(written: str, *, fuzzy_min: float = 94.0) -> InstitutionMatch:
    """The organisation (and unit) of a name as written; see the module docstring for the ladder."""
    exact, by_length, english, english_keys = _index()
    table = institution_table()
    text = unicodedata.normalize("NFKC", written).strip()
    abbreviations = [_norm(a) for a in _PAREN.findall(text)]
    bare = _norm(_PAREN.sub(" ", text))
    if bare in exact:
        key = exact[bare]
        return InstitutionMatch(written, key, table[key].name, None, "table_exact")
    for abbr in abbreviations:
        if abbr in exact and bare and bare in {_norm(f) for f in (table[exact[abbr]].name, *table[exact[abbr]].zh)}:
            key = exact[abbr]
            return InstitutionMatch(written, key, table[key].name, None, "table_exact")
    haystack = bare
    for form, key in by_length:
        if len(form) < 3 and not _HAN.search(form):
            continue
        hit = form in haystack if _HAN.search(form) else re.search(rf"(?<!\w){re.escape(form)}(?!\w)", haystack)
        if hit:
            source_form = next((f for f in (table[key].name, *table[key].zh, *table[key].aliases)
                                if _norm(f) == form), form)
            unit = _unit_rest(_PAREN.sub(" ", text), source_form)
            return InstitutionMatch(written, key, table[key].name, unit, "table_contains" if unit else "table_exact")
    if bare and not _HAN.search(bare):
        best = process.extractOne(bare, english, scorer=fuzz.token_sort_ratio, score_cutoff=fuzzy_min)
        if best is not None:
            key = english_keys[best[2]]
            return InstitutionMatch(written, key, table[key].name, None, "table_fuzzy", float(best[1]))
    for abbr in abbreviations:
        if abbr in exact:
            key = exact[abbr]
            return InstitutionMatch(written, key, table[key].name, None, "table_exact")
    name = _PAREN.sub(" ", text).strip() or text
    return InstitutionMatch(written, "x:" + (bare.replace(" ", "-") or _norm(text)), name, None, "unlisted")
