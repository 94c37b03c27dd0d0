"""Corrections: a user-edited TOML file of must-link and cannot-link statements and preferred names, applied before
clustering. A statement names people as written in the CVs (any alias), optionally in one CV only::

    [[must_link]]                     # these mentions are one person
    names = ["X. Wang", "Xiaolin Wang"]
    source = "004_26d677b8e0a8f1b8.txt"   # optional: only mentions in this CV
    why = "advisor line of the CV"        # optional, shown in the report

    [[cannot_link]]                   # no mention of the first name is the same person as one of the second
    names = ["X. Wang", "Xinbing Wang"]

    [[canonical]]                     # the name the person goes by in the graph
    name = "刘运卓"
    preferred = "Yunzhuo Liu"

A statement that contradicts another (a must-link chain joining the two sides of a cannot-link; one name given two
preferred names) is an error that names both statements and their lines.

>>> c = parse_corrections('[[must_link]]\\nnames = ["A. B", "Ann B"]\\n[[cannot_link]]\\nnames = ["A. B", "Ann B"]\\n',
...                       "fix.toml")
>>> from loaders.model import Span
>>> from graph.resolution.mentions import PersonRef
>>> people = [PersonRef("x#L1@1", "A. B", "author", Span("x", 1, 1)), PersonRef("y#L1@1", "Ann B", "author", Span("y", 1, 1))]
>>> c.links(people)
Traceback (most recent call last):
...
graph.resolution.model.ResolutionError: fix.toml:1: must_link #1 (A. B = Ann B) contradicts fix.toml:3: cannot_link #1 (A. B ≠ Ann B)
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from graph.resolution.mentions import PersonRef
from graph.resolution.names import strip_titles
from graph.resolution.persons.constraints import Links
from graph.resolution.model import ResolutionError

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

__all__ = ["Statement", "Corrections", "parse_corrections", "read_corrections"]


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement of a corrections file."""

    kind: str                  # must_link | cannot_link | canonical
    index: int                 # 1-based among statements of its kind
    names: tuple[str, ...]
    where: str                 # "file:line"
    source: str | None = None
    preferred: str | None = None
    why: str = ""

    def __str__(self) -> str:
        joiner = {"must_link": " = ", "cannot_link": " ≠ "}.get(self.kind, ", ")
        text = joiner.join(self.names) + (f" -> {self.preferred}" if self.preferred else "")
        return f"{self.where}: {self.kind} #{self.index} ({text})"


def _key(name: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", strip_titles(name))).casefold().strip()


@dataclass(frozen=True)
class Corrections:
    """The statements of one corrections file."""

    statements: tuple[Statement, ...] = ()

    def _matches(self, st: Statement, name: str, persons: Sequence[PersonRef]) -> list[str]:
        key = _key(name)
        return [p.id for p in persons if _key(p.name) == key
                and (st.source is None or p.source == st.source or p.source.endswith("/" + st.source))]

    def unmatched(self, persons: Sequence[PersonRef]) -> list[str]:
        """Statements naming somebody no mention matches (a typo in the file, or a CV not in the input)."""
        out = []
        for st in self.statements:
            names = st.names if st.kind != "canonical" else (st.names[0],)
            missing = [n for n in names if not self._matches(st, n, persons)]
            if missing:
                out.append(f"{st}: no mention of {', '.join(repr(m) for m in missing)}")
        return out

    def links(self, persons: Sequence[PersonRef]) -> Links:
        """The statements as mention-id links for the resolver; raises ResolutionError on a contradiction."""
        persons = sorted(persons, key=lambda p: p.id)
        by_id = {p.id: p for p in persons}
        parent: dict[str, str] = {}
        made_by: dict[str, set[Statement]] = defaultdict(set)

        def find(x: str) -> str:
            while parent.get(x, x) != x:
                x = parent[x]
            return x

        must: list[tuple[str, str, str]] = []
        for st in (s for s in self.statements if s.kind == "must_link"):
            ids = sorted({i for n in st.names for i in self._matches(st, n, persons)})
            positions: dict[str, int] = {}
            for i in ids:
                p = by_id[i]
                if p.work is not None:
                    if p.work in positions and positions[p.work] != p.rank:
                        raise ResolutionError(f"{st} joins two different authors of one work ({p.work})")
                    positions[p.work] = p.rank or 0
            for i in ids[1:]:
                must.append((ids[0], i, str(st)))
                ra, rb = find(ids[0]), find(i)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
            for i in ids:
                made_by[i].add(st)
        cannot = []
        for st in (s for s in self.statements if s.kind == "cannot_link"):
            left = frozenset(self._matches(st, st.names[0], persons))
            right = frozenset(self._matches(st, st.names[1], persons))
            roots_left = {find(i): i for i in left}
            for j in sorted(right):
                if find(j) in roots_left:
                    i = roots_left[find(j)]
                    culprit = sorted(made_by[i] | made_by[j], key=lambda s: s.index)
                    raise ResolutionError(f"{culprit[0]} contradicts {st}")
            cannot.append((left, right, str(st)))
        preferred: dict[str, str] = {}
        for st in (s for s in self.statements if s.kind == "canonical"):
            for i in self._matches(st, st.names[0], persons):
                preferred[i] = st.preferred or st.names[0]
        return Links(tuple(must), tuple(cannot), preferred)


def _lines_of(text: str, header: str) -> list[int]:
    return [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == f"[[{header}]]"]


def parse_corrections(text: str, where: str = "<corrections>") -> Corrections:
    """Parse the TOML text of a corrections file; errors name the file and the line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ResolutionError(f"{where}: {exc}") from None
    unknown = sorted(set(data) - {"must_link", "cannot_link", "canonical"})
    if unknown:
        raise ResolutionError(f"{where}: unknown section(s) {', '.join(unknown)}; "
                              "expected must_link, cannot_link, canonical")
    statements: list[Statement] = []
    for kind in ("must_link", "cannot_link", "canonical"):
        lines = _lines_of(text, kind)
        for i, item in enumerate(data.get(kind, []), 1):
            line = lines[i - 1] if i - 1 < len(lines) else 0
            loc = f"{where}:{line}"
            if kind == "canonical":
                if not isinstance(item.get("name"), str) or not isinstance(item.get("preferred"), str):
                    raise ResolutionError(f"{loc}: canonical #{i} needs 'name' and 'preferred' strings")
                names: tuple[str, ...] = (item["name"],)
            else:
                names = tuple(item.get("names", ()))
                if len(names) < 2 or not all(isinstance(n, str) and n.strip() for n in names):
                    raise ResolutionError(f"{loc}: {kind} #{i} needs 'names', a list of at least two names")
                if kind == "cannot_link" and len(names) != 2:
                    raise ResolutionError(f"{loc}: cannot_link #{i} takes exactly two names")
            statements.append(Statement(kind, i, names, loc, item.get("source"), item.get("preferred"),
                                        item.get("why", "")))
    seen: dict[str, Statement] = {}
    for st in statements:
        if st.kind == "canonical":
            k = _key(st.names[0])
            if k in seen and seen[k].preferred != st.preferred:
                raise ResolutionError(f"{seen[k]} contradicts {st}")
            seen[k] = st
    return Corrections(tuple(statements))


def read_corrections(path: str | Path) -> Corrections:
    """Read a corrections file (UTF-8 TOML)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ResolutionError(f"{p}: cannot read the corrections file: {exc}") from None
    return parse_corrections(text, str(p))
