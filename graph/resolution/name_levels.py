"""The ladder two person names meet on: a named level for each pair of parsed names, strongest first.

>>> from graph.resolution.names import parse_person_name
>>> compare_names(parse_person_name("Z. Ye"), parse_person_name("Zhisheng YE")).level
'initials_compatible'
>>> compare_names(parse_person_name("X. Wang"), parse_person_name("Y. Wang")).level
'initials_differ'
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from graph.resolution.names import PersonName

__all__ = ["COMPATIBLE_LEVELS", "NameComparison", "compare_names"]

#: Levels of :func:`compare_names` under which two names may belong to one person.
COMPATIBLE_LEVELS = frozenset({"han_exact", "full_exact", "han_romanised", "given_extends", "initials_compatible",
                               "initials_same", "initials_prefix", "fuzzy_given"})


@dataclass(frozen=True, slots=True)
class NameComparison:
    """The level two names reach on the ladder, and a rapidfuzz score (0-100) of their keys for the record."""

    level: str
    score: float

    @property
    def compatible(self) -> bool:
        """Whether this level allows the two names to be one person (evidence still decides)."""
        return self.level in COMPATIBLE_LEVELS


def _initials_fit(short: str, long: str) -> bool:
    return bool(short) and long.startswith(short)


def compare_names(a: PersonName, b: PersonName) -> NameComparison:
    """Compare two parsed names; the level names the rung of the ladder they reach.

    Levels, strongest first: ``han_exact``, ``full_exact``, ``han_romanised`` (Han against its pinyin),
    ``given_extends`` (one name adds middle names or initials), ``initials_same``, ``initials_prefix``,
    ``initials_compatible`` (initials against a full given name), ``fuzzy_given`` (rapidfuzz ratio of the given
    names at least 90, Western names only: Xiaolin and Xiaoling are two names); and the refusals ``han_homophone``, ``han_differs``, ``family_differs``,
    ``given_differs``, ``initials_differ``.

    >>> from graph.resolution.names import parse_person_name
    >>> compare_names(parse_person_name("江波"), parse_person_name("Bo Jiang")).level
    'han_romanised'
    >>> compare_names(parse_person_name("Xiaoqing Sun"), parse_person_name("Xianchao Sun")).level
    'given_differs'
    >>> compare_names(parse_person_name("王威"), parse_person_name("王伟")).level
    'han_homophone'
    >>> compare_names(parse_person_name("Ramesh K. Sitaraman"), parse_person_name("Ramesh Sitaraman")).level
    'given_extends'
    """
    score = fuzz.ratio(a.key, b.key)
    if a.han and b.han:
        if a.han == b.han:
            return NameComparison("han_exact", 100.0)
        same = a.family == b.family and set(a.readings) & set(b.readings)
        return NameComparison("han_homophone" if same else "han_differs", score)
    if a.family != b.family:
        return NameComparison("family_differs", score)
    if not a.given or not b.given:
        return NameComparison("given_differs", score)
    if a.initials_only or b.initials_only:
        if a.initials_only and b.initials_only:
            if a.initials == b.initials:
                return NameComparison("initials_same", score)
            short, long = sorted((a.initials, b.initials), key=len)
            return NameComparison("initials_prefix" if _initials_fit(short, long) else "initials_differ", score)
        short_name, full = (a, b) if a.initials_only else (b, a)
        ok = any(_initials_fit(short_name.initials, "".join(s[0] for s in r)) for r in full.readings if r)
        return NameComparison("initials_compatible" if ok else "initials_differ", score)
    joined_a = {"".join(r) for r in a.readings}
    joined_b = {"".join(r) for r in b.readings}
    if joined_a & joined_b:
        return NameComparison("han_romanised" if (a.han or b.han) and not (a.han and b.han) else "full_exact", 100.0)
    if not a.chinese and not b.chinese:
        fa, fb = [t for t in a.given if len(t) > 1], [t for t in b.given if len(t) > 1]
        if fa and fa == fb:
            short, long = sorted((a.initials, b.initials), key=len)
            if _subsequence(short, long):
                return NameComparison("given_extends", score)
    best = max(fuzz.ratio(x, y) for x in joined_a for y in joined_b)
    # a pinyin given name one letter away is another valid name (Xiaolin, Xiaoling): no fuzzy rung for Chinese names
    if best >= 90 and not (a.chinese or b.chinese) and len(a.given) == len(b.given) and a.initials == b.initials:
        return NameComparison("fuzzy_given", best)
    return NameComparison("given_differs", score)


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short) and short[:1] == long[:1]
