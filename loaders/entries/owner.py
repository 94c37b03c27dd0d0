"""The CV owner, decided from evidence: the name in the title block, the name the publication list marks (bold),
the name in most entries, the e-mail's local part and the file's own name.

Each piece of evidence scores the candidate it supports; forms of one person (``刘运卓``, ``Yunzhuo Liu``,
``LIU Yunzhuo``, ``Y. Liu``) are one candidate.  The owner is the candidate with the most points when it leads
the next by at least :data:`MARGIN` and has at least :data:`MIN_POINTS`; otherwise the owner is left open, and the
decision says which candidates disagreed and why.  A title-block line that names an organisation or a CV word ("Curriculum Vitae", "Shanghai
Jiao Tong University") is no candidate at all.

>>> from loaders.model import PersonMention, Span
>>> s = Span("cv.txt", 1, 1)
>>> d = decide_owner([(PersonMention("刘运卓", s, role="owner"), True)],
...                  [[PersonMention("Yunzhuo Liu", s, marked=True)]])
>>> [m.text for m in d.names], d.open
(['刘运卓', 'Yunzhuo Liu'], False)
>>> d = decide_owner([(PersonMention("Hong Kong", s, role="owner"), True)],
...                  [[PersonMention("Bo Wu", s, marked=True)], [PersonMention("Bo Wu", s, marked=True)]])
>>> [m.text for m in d.names]
['Bo Wu']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from loaders.entries.patterns import CJK_NAME, ORG_KEYWORD
from loaders.entries.profile import pinyin_readings
from loaders.model import PersonMention

#: Points of each kind of evidence, and the lead the best candidate needs over the next.
POINTS = {"title_first": 2, "title": 1, "marked": 3, "frequent": 2, "email": 1, "file_name": 1}
MARGIN = 2
#: The fewest points an owner needs: a name on a title line that is not the first, alone, is not enough.
MIN_POINTS = 2

_NOT_A_NAME = re.compile(
    r"(?i)\b(?:curriculum|vitae|resume|résumé|cv|homepage|publications?|research|interests?|awards?|prizes?|"
    r"science|engineering|computer|education|experience|contact|about|candidate|student|professor|lecturer|"
    r"fellow|engineer|scientist|intern|selected|china|usa|biographical|sketch|biosketch)\b|关于|简历|主页|首页|联系|个人|介绍|新闻|动态|目录")
_WORD = re.compile(r"[a-z]+")


@dataclass(frozen=True, slots=True)
class OwnerDecision:
    """The owner's name forms (empty when open) and the evidence, one line per candidate, for the report."""

    names: tuple[PersonMention, ...]
    evidence: tuple[str, ...]
    open: bool
    candidates: int = 0


def title_candidate(text: str) -> bool:
    """Whether a name found in the title block may be a person's name (no organisation, place-of-CV or CV word).

    >>> [title_candidate(t) for t in ["Yunzhuo Liu", "Curriculum Vitae", "Shanghai Jiao Tong University", "江波"]]
    [True, False, False, True]
    """
    return not (ORG_KEYWORD.search(text) or _NOT_A_NAME.search(text))


#: Initials after a family name, as Vancouver writes them ("Kissick HT", "de la Fuente-Ortega MJ", "Ahmed R"):
#: capitals without a vowel, or one capital (a family name in capitals, "Zhisheng YE", is no initials).
_VANCOUVER = re.compile(r"(?P<family>.*[a-z].*?)\s+(?P<initials>[A-Z]|[B-DF-HJ-NP-TV-Z]{2,3})")


def _forms(name: str) -> set[tuple[str, str]]:
    """(family, first initial of the given name) under either order; Han names through their pinyin readings.

    >>> sorted(_forms("de la Fuente-Ortega MJ"))[0], sorted(_forms("de la Fuente-Ortega, María José"))
    (('fuenteortega', 'm'), [('fuenteortega', 'm')])
    """
    vancouver = _VANCOUVER.fullmatch(name)
    if vancouver:
        family = _WORD.findall(vancouver.group("family").lower().replace("-", ""))
        return {(family[-1], vancouver.group("initials")[0].lower())} if family else set()
    if CJK_NAME.fullmatch(name):
        out = set()
        for reading in pinyin_readings(name):
            a, b = reading.split()
            out |= {(b, a[0]), (a, b[0])}
        return out
    if "," in name:                     # "Tredennick, A.T.", "Liu, Yunzhuo": the family name first
        family, _, given = name.partition(",")
        fw, gw = _WORD.findall(family.lower().replace("-", "")), _WORD.findall(given.lower())
        if fw and gw:
            return {(fw[-1], gw[0][0])}
    words = _WORD.findall(name.lower().replace("-", ""))
    if len(words) < 2:
        return set()
    return {(words[-1], words[0][0]), (words[0], words[-1][0])}


def _full_given(name: str) -> str | None:
    """The given name written out (not initials), lower-case, when the name is Latin and has one."""
    if _VANCOUVER.fullmatch(name):
        return None
    words = name.replace("-", "").replace(",", " ").split()      # "Okonjo-Weiss, Margarethe": the comma off
    full = [w for w in words if len(w.rstrip(".")) > 1 and not w.endswith(".")]
    return " ".join(sorted(w.lower() for w in full)) if len(full) == len(words) else None


def same_person(a: str, b: str) -> bool:
    """Whether two name forms may be one person: a family name and an initial in common (either order), and the
    same full names when both are written out.

    >>> same_person("Zhisheng YE", "Z. Ye"), same_person("刘运卓", "LIU Yunzhuo"), same_person("刘运卓", "Yunhao Liu")
    (True, True, False)
    >>> same_person("Xiaolin Wang", "Xinbing Wang"), same_person("Tredennick, A.T.", "Andrew T. Tredennick")
    (False, True)
    >>> same_person("Margarethe Okonjo-Weiss", "Okonjo-Weiss, Margarethe")
    True
    >>> same_person("de la Fuente-Ortega MJ", "de la Fuente-Ortega, María José"), same_person("Ahmed R", "Ahmed Q")
    (True, False)
    """
    if not _forms(a) & _forms(b):
        return False
    han_a, han_b = bool(CJK_NAME.fullmatch(a)), bool(CJK_NAME.fullmatch(b))
    if han_a and han_b:
        return a == b
    if han_a or han_b:
        han, latin = (a, b) if han_a else (b, a)
        words = _WORD.findall(latin.lower().replace("-", ""))
        written_out = _full_given(latin) is not None
        return not written_out or " ".join(words) in pinyin_readings(han)
    fa, fb = _full_given(a), _full_given(b)
    return fa is None or fb is None or fa == fb


def _latin_tokens(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


class _Candidate:
    def __init__(self, first: PersonMention) -> None:
        self.mentions: list[PersonMention] = [first]
        self.evidence: list[tuple[str, str]] = []

    def matches(self, name: str) -> bool:
        return any(same_person(m.text, name) for m in self.mentions)

    def add(self, mention: PersonMention) -> None:
        if all(m.text != mention.text for m in self.mentions):
            self.mentions.append(mention)

    @property
    def points(self) -> int:
        return sum(POINTS[kind] for kind in {k for k, _ in self.evidence})

    def describe(self) -> str:
        names = " = ".join(m.text for m in self.mentions)
        return f"{names}: {self.points} points (" + "; ".join(f"{k} {d}" for k, d in self.evidence) + ")"


def _candidate(candidates: list[_Candidate], mention: PersonMention) -> _Candidate:
    for c in candidates:
        if c.matches(mention.text):
            c.add(mention)
            return c
    c = _Candidate(mention)
    candidates.append(c)
    return c


def decide_owner(title: Sequence[tuple[PersonMention, bool]], author_lists: Sequence[Sequence[PersonMention]],
                 emails: Iterable[str] = (), file_name: str = "") -> OwnerDecision:
    """Weigh the evidence for the owner of one CV.

    ``title`` holds the title block's names, each with whether it stands first (the first line, or a top
    heading); ``author_lists`` the author list of each paper; ``emails`` the CV's addresses; ``file_name`` its own
    name.
    """
    candidates: list[_Candidate] = []
    by_line: dict[int, _Candidate] = {}     # the names of one title line are forms of one person (丁鼎 Eric Ding)
    for mention, first in title:
        if title_candidate(mention.text):
            line = mention.span.start_line
            if line in by_line:
                by_line[line].add(mention)
                continue
            c = by_line[line] = _candidate(candidates, mention)
            c.evidence.append(("title_first" if first else "title", f"line {line}"))
    marked: dict[str, int] = {}
    counts: dict[str, int] = {}
    firsts: dict[str, PersonMention] = {}
    for authors in author_lists:
        for name in dict.fromkeys(a.text for a in authors):
            counts[name] = counts.get(name, 0) + 1
        for a in authors:
            firsts.setdefault(a.text, a)
            if a.marked:
                marked[a.text] = marked.get(a.text, 0) + 1
    for name, n in marked.items():
        c = _candidate(candidates, firsts[name])
        c.evidence.append(("marked", f"{name!r} bold in {n} entr{'y' if n == 1 else 'ies'}"))
    papers = len(author_lists)
    if counts:
        top = max(counts.values())
        leaders = [name for name, n in counts.items() if n == top]
        if len(leaders) > 1:    # a tie: the leader that is a form of a name the title block or the bold marks give
            leaders = [name for name in leaders if any(c.matches(name) for c in candidates)]
        if top >= 2 and top * 2 >= papers and len(leaders) == 1:
            c = _candidate(candidates, firsts[leaders[0]])
            c.evidence.append(("frequent", f"{leaders[0]!r} in {top} of {papers} entries"))
    locals_ = [_latin_tokens(e.split("@")[0]) | {e.split("@")[0].lower()} for e in emails]
    stem = file_name.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
    for c in candidates:
        for m in c.mentions:
            words = [w for w in _WORD.findall(m.text.lower()) if len(w) > 1]
            if len(words) < 2:
                continue
            joined = {"".join(words), "".join(reversed(words)), ".".join(words), "_".join(words)}
            if any(local & joined or any(j in e for j in joined for e in local) for local in locals_):
                c.evidence.append(("email", "the e-mail's local part"))
                break
        for m in c.mentions:
            words = [w for w in _WORD.findall(m.text.lower()) if len(w) > 1]
            if len(words) >= 2 and all(w in stem for w in words):
                c.evidence.append(("file_name", repr(file_name)))
                break
    ranked = sorted(candidates, key=lambda c: -c.points)
    evidence = tuple(c.describe() for c in ranked)
    if not ranked:
        return OwnerDecision((), ("no evidence of the owner",), True)
    if ranked[0].points < MIN_POINTS:
        return OwnerDecision((), ("owner left open: the evidence is too weak",) + evidence, True, len(ranked))
    if len(ranked) == 1 or ranked[0].points >= ranked[1].points + MARGIN:
        return OwnerDecision(tuple(ranked[0].mentions), evidence, False, len(ranked))
    return OwnerDecision((), ("owner left open: the evidence disagrees",) + evidence, True, len(ranked))
