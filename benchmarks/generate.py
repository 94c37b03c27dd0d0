"""A seeded generator of CVs with known truth: which mention is which person, paper, venue and institution.

The world: research *communities* (a principal investigator or two, students, collaborators; mostly Chinese names,
some Western ones) at one or two institutions write papers and patents together; some of their members write a CV
that lists every paper and patent they are an author of.  So the same paper is listed in several co-authors' CVs,
each CV writing it in its own style (title casing, venue spelling: "MobiCom 2023", "MOBICOM 2023", "MobiCom '23",
"Proceedings of the ... (MobiCom '23)").  Names follow Chinese surname statistics (Wang, Li, Zhang, Liu, Chen ...
cover a third of the Chinese names) and common given-name characters, so full names and initials collide across
the corpus, and a third of the communities hold two different people with one name (two "Wei Wang"s in one
group).  CV layouts follow the sample CVs in ``examples/cvs``:

``zh_pdf``   Chinese CV pasted from a PDF: Han name header, 导师 statement, ``■`` entries wrapped mid-word at about a
             hundred characters, pinyin author lists, a 专利发表 section with Han inventor lists.
``zh_md``    Chinese Markdown CV: bold owner in pinyin author lists, ``(MobiCom 2023, CCF-A)`` venues, patents.
``en_md``    English Markdown CV: numbered entries, bold owner, curly quotes, ``in *Proceedings of ...*``; half of
             them write every author with initials only ("Z. Ye", "X. Wang").
``en_pdf``   English CV pasted from a PDF: ``[C1]`` entries wrapped mid-word, no bold.
``bib``      a BibTeX file (``Last, First`` author lists).

The truth is written as mentions keyed the way the loaders place them: a work by its file and the first line of its
entry, an author or inventor by that and its 1-based rank in the list, an institution by its file and the first
line of its education block (and the advisor line, which carries the institution too).  ``line``/``end_line`` of
a person mention are the physical lines its name is written on (two when a PDF wrap breaks it).

>>> corpus = generate_corpus(3, seed=1)
>>> len(corpus.files), corpus.files[0].name.startswith("cv00000")
(3, True)
>>> corpus == generate_corpus(3, seed=1)
True
>>> m = corpus.truth.persons[0]
>>> m.written in "".join(corpus.files[0].text.splitlines()[m.line - 1:m.end_line]) or m.file != corpus.files[0].name
True

Usage::

    python -m benchmarks.generate --n 1000 --seed 0 --out out/gen-1000
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path

from benchmarks.names import (COMMON_GIVEN, GIVEN, PATENT_KINDS, PATENT_TOPICS, SURNAMES, TITLE_ADJ, TITLE_DOMAINS,
                              TITLE_NOUNS, TITLE_SYSTEMS, WESTERN_FAMILY, WESTERN_GIVEN)

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

__all__ = ["Person", "Paper", "Patent", "CVFile", "PersonTruth", "WorkTruth", "VenueTruth", "InstitutionTruth",
           "Truth", "Corpus", "generate_corpus", "write_corpus", "cv_files", "read_truth", "STYLES", "CVS_PER_COMMUNITY",
           "HOMONYM_RATE", "TRUTH_FILE"]

#: CV layouts, see the module docstring
STYLES = ("zh_pdf", "zh_md", "en_md", "en_pdf", "bib")
#: CV owners drawn from one community
CVS_PER_COMMUNITY = 5
_CHINESE_STYLES = (("zh_pdf", 25), ("zh_md", 20), ("en_md", 25), ("en_pdf", 15), ("bib", 15))
_WESTERN_STYLES = (("en_md", 45), ("en_pdf", 35), ("bib", 20))
_MAX_LISTED = 40
#: share of communities with two different people of one name (set before any resolver was run on the corpus)
HOMONYM_RATE = 0.35

#: the file :func:`write_corpus` writes the truth to, beside the CVs
TRUTH_FILE = "truth.json"


# --- the world ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Person:
    """One true person: a romanised name (``given`` in syllables for Chinese names), the Han form if Chinese."""

    id: str
    family: str
    given: tuple[str, ...]
    han: str | None = None
    middle: str | None = None     # a Western middle initial
    institution: str = ""         # key in graph/resolution/data/institutions.toml
    community: int = 0

    @property
    def full(self) -> str:
        """'Xiaolin Wang', 'John A. Smith'."""
        given = "".join(self.given).capitalize() if self.han else self.given[0]
        middle = f" {self.middle}." if self.middle else ""
        return f"{given}{middle} {self.family}"

    @property
    def initials(self) -> str:
        """'X. Wang', 'J. A. Smith', 'M.-J. Kim'."""
        first = self.given[0]
        initial = "-".join(p[0].upper() + "." for p in first.split("-")) if not self.han else first[0].upper() + "."
        middle = f" {self.middle}." if self.middle else ""
        return f"{initial}{middle} {self.family}"

    @property
    def hyphenated(self) -> str:
        """'Xiao-Lin Wang' (Chinese names of two syllables), else the full name."""
        if self.han and len(self.given) == 2:
            return "-".join(s.capitalize() for s in self.given) + " " + self.family
        return self.full

    @property
    def bibtex(self) -> str:
        """'Wang, Xiaolin'."""
        return f"{self.family}, {self.full[:-len(self.family) - 1]}"


@dataclass(frozen=True, slots=True)
class Paper:
    """One true paper: the title as the first author writes it, the venue series (table acronym), year, authors."""

    id: str
    title: str
    venue: str
    year: int
    authors: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Patent:
    """One true patent: number, Chinese title, inventors (all with Han names)."""

    id: str
    number: str
    title: str
    inventors: tuple[str, ...]


# --- the truth ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class PersonTruth:
    """An author or inventor mention (or an advisor statement, ``rank`` 0): who it is, where it is written."""

    file: str
    entry_line: int     # first line of the work entry (the advisor line for advisors)
    rank: int           # 1-based position in the author or inventor list; 0 for an advisor
    line: int           # the physical line the name starts on
    end_line: int       # the physical line it ends on
    written: str        # the name exactly as written (markup off)
    person: str
    role: str           # author | inventor | advisor


@dataclass(frozen=True, slots=True)
class WorkTruth:
    """A paper or patent entry of one CV."""

    file: str
    entry_line: int
    work: str
    kind: str           # paper | patent


@dataclass(frozen=True, slots=True)
class VenueTruth:
    """The venue written on one paper entry."""

    file: str
    entry_line: int
    venue: str
    written: str


@dataclass(frozen=True, slots=True)
class InstitutionTruth:
    """An institution written in an education block (``line`` = the block's first line) or an advisor line."""

    file: str
    line: int
    institution: str
    written: str


@dataclass(frozen=True, slots=True)
class Truth:
    """Every mention of the corpus with its true identity, and the people and works behind them."""

    seed: int
    persons: tuple[PersonTruth, ...]
    works: tuple[WorkTruth, ...]
    venues: tuple[VenueTruth, ...]
    institutions: tuple[InstitutionTruth, ...]
    people: tuple[Person, ...] = ()
    papers: tuple[Paper, ...] = ()
    patents: tuple[Patent, ...] = ()
    owners: tuple[tuple[str, str], ...] = ()    # (file, person id)

    def to_json(self) -> str:
        """The truth as JSON (sorted keys, UTF-8 text kept).

        >>> Truth(0, (), (), (), ()).to_json().startswith('{"institutions":[]')
        True
        """
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Truth":
        """The inverse of :meth:`to_json`.

        >>> t = generate_corpus(2, seed=3).truth
        >>> Truth.from_json(t.to_json()) == t
        True
        """
        d = json.loads(text)
        row = lambda kind, x: kind(**{k: tuple(v) if isinstance(v, list) else v for k, v in x.items()})  # noqa: E731
        return cls(d["seed"], tuple(row(PersonTruth, x) for x in d["persons"]),
                   tuple(row(WorkTruth, x) for x in d["works"]), tuple(row(VenueTruth, x) for x in d["venues"]),
                   tuple(row(InstitutionTruth, x) for x in d["institutions"]),
                   tuple(row(Person, x) for x in d["people"]), tuple(row(Paper, x) for x in d["papers"]),
                   tuple(row(Patent, x) for x in d["patents"]), tuple(tuple(x) for x in d["owners"]))


@dataclass(frozen=True, slots=True)
class CVFile:
    """One generated CV: file name and text."""

    name: str
    text: str
    style: str


@dataclass(frozen=True, slots=True)
class Corpus:
    """The generated CVs and their truth."""

    files: tuple[CVFile, ...]
    truth: Truth


# --- tables --------------------------------------------------------------------------------------------------------

def _table(name: str) -> dict:
    return tomllib.loads(resources.files("graph.resolution.data").joinpath(name).read_text(encoding="utf-8"))


@dataclass(frozen=True, slots=True)
class _Tables:
    venues: tuple[dict, ...]
    institutions: tuple[dict, ...]
    chinese_institutions: tuple[dict, ...]


def _tables() -> _Tables:
    venues = tuple(v for v in _table("venues.toml")["venue"] if v.get("kind") != "preprint")
    orgs = tuple(o for o in _table("institutions.toml")["institution"] if "parent" not in o)
    chinese = tuple(o for o in orgs if o["key"] in {"sjtu", "pku", "tsinghua", "zju", "fudan", "ustc", "nju", "buaa",
                                                    "hust", "scut", "sysu", "whu", "xjtu", "hit", "cas", "ucas",
                                                    "hkust", "cuhk", "hku", "shlab", "pcl", "alibaba", "tencent",
                                                    "bytedance", "huawei", "baidu"})
    return _Tables(venues, orgs, chinese)


# --- sampling ------------------------------------------------------------------------------------------------------

class _World:
    """Draws people, papers and patents; one instance per corpus, all randomness from one seeded generator."""

    def __init__(self, rng: random.Random, tables: _Tables) -> None:
        self.rng = rng
        self.tables = tables
        self.people: dict[str, Person] = {}
        self.papers: list[Paper] = []
        self.patents: list[Patent] = []
        self._titles: set[str] = set()
        self._numbers: set[str] = set()
        self._surname_weights = [w for *_, w in SURNAMES]
        self._given_weights = [3 if i < COMMON_GIVEN else 1 for i in range(len(GIVEN))]

    def person(self, community: int, institution: str, chinese: bool, like: Person | None = None) -> Person:
        rng = self.rng
        pid = f"p{len(self.people):06d}"
        if like is not None:        # a homonym: another person with the same romanised name
            han = like.han
            if han and rng.random() < 0.4:  # 王伟 and 汪伟 read alike
                alike = [h for h, p, _ in SURNAMES if p == like.family and h != han[:len(h)]]
                if alike:
                    han = alike[0] + han[-len(like.given):]
            p = Person(pid, like.family, like.given, han, like.middle, institution, community)
        elif chinese:
            sh, sp, _ = rng.choices(SURNAMES, self._surname_weights)[0]
            chars = rng.choices(GIVEN, self._given_weights, k=1 if rng.random() < 0.3 else 2)
            p = Person(pid, sp, tuple(c for _, c in chars), sh + "".join(h for h, _ in chars), None, institution,
                       community)
        else:
            middle = rng.choice("ABCDEHJKLMRST") if rng.random() < 0.25 else None
            p = Person(pid, rng.choice(WESTERN_FAMILY), (rng.choice(WESTERN_GIVEN),), None, middle, institution,
                       community)
        self.people[pid] = p
        return p

    def title(self) -> str:
        rng = self.rng
        while True:
            system = rng.choice(TITLE_SYSTEMS) + rng.choice(TITLE_SYSTEMS).lower()
            # most systems titles open with the system's name; a few open with a common word
            pattern = rng.choices(range(5), (45, 25, 20, 5, 5))[0]
            adj, noun, domain = rng.choice(TITLE_ADJ), rng.choice(TITLE_NOUNS), rng.choice(TITLE_DOMAINS)
            if pattern == 0:
                t = f"{system}: {adj} {noun} for {domain}"
            elif pattern == 1:
                t = f"{system}: Towards {adj} {noun} in {domain}"
            elif pattern == 2:
                t = f"{adj} {noun} for {domain} with {system}"
            elif pattern == 3:
                t = f"Understanding {noun} in {domain}: {adj} Design and Lessons from {system}"
            else:
                t = f"On the {noun} of {domain}: {adj} Design in {system}"
            if t not in self._titles:
                self._titles.add(t)
                return t

    def patent_number(self, year: int) -> str:
        while True:
            n = f"CN{year}{self.rng.choice('12')}{self.rng.randrange(10**7):07d}.{self.rng.randrange(10)}"
            if n not in self._numbers:
                self._numbers.add(n)
                return n


@dataclass
class _Community:
    index: int
    chinese: bool
    institution: str
    partner: str
    pis: list[Person] = field(default_factory=list)
    members: list[Person] = field(default_factory=list)     # students and staff (not the PIs)
    guests: list[Person] = field(default_factory=list)      # members of other communities who write with this one
    activity: dict[str, float] = field(default_factory=dict)


def _communities(world: _World, count: int, homonym_rate: float) -> list[_Community]:
    rng = world.rng
    out = []
    for c in range(count):
        chinese = rng.random() < 0.85
        pool = world.tables.chinese_institutions if chinese else world.tables.institutions
        inst, partner = rng.sample(pool, 2)
        com = _Community(c, chinese, inst["key"], partner["key"])
        share = 0.9 if chinese else 0.5
        for _ in range(rng.choice((1, 1, 2))):
            com.pis.append(world.person(c, inst["key"], rng.random() < share))
        for _ in range(rng.randint(16, 26)):
            where = inst["key"] if rng.random() < 0.8 else partner["key"]
            com.members.append(world.person(c, where, rng.random() < share))
        if rng.random() < homonym_rate:   # two different people with one name in one community
            like = rng.choice(com.members)
            com.members.append(world.person(c, rng.choice((inst["key"], partner["key"])), True, like=like))
        out.append(com)
    for com in out:               # collaborators across communities, and PIs shared by neighbours
        if len(out) > 1 and rng.random() < 0.4:
            other = out[(com.index + rng.randrange(1, len(out))) % len(out)]
            com.guests.extend(rng.sample(other.members, 2))
            if rng.random() < 0.3:
                com.guests.append(other.pis[0])
    for com in out:
        for p in com.pis + com.members + com.guests:
            com.activity[p.id] = rng.lognormvariate(0, 0.8)
    return out


def _papers(world: _World, com: _Community) -> None:
    rng = world.rng
    favourites = rng.sample(world.tables.venues, 8)
    students = com.members
    n_papers = int(len(students) * rng.uniform(2.0, 3.0))
    for _ in range(n_papers):
        first = rng.choice(students)
        k = rng.choices((1, 2, 3, 4, 5, 6, 7, 9), (6, 14, 22, 20, 15, 10, 8, 5))[0]
        pool = [p for p in students + com.guests if p.id != first.id]
        weights = [com.activity[p.id] for p in pool]
        others: list[Person] = []
        while len(others) < min(k, len(pool)):
            cand = rng.choices(pool, weights)[0]
            if cand not in others and (cand in students or rng.random() < 0.3):
                others.append(cand)
        authors = [first, *others]
        for pi in com.pis:
            if rng.random() < 0.8:
                authors.append(pi)
        venue = rng.choice(favourites) if rng.random() < 0.8 else rng.choice(world.tables.venues)
        world.papers.append(Paper(f"w{len(world.papers):06d}", world.title(), venue["acronym"],
                                  rng.randint(2012, 2025), tuple(p.id for p in authors)))
    if com.chinese:
        han = [p for p in com.pis + students if p.han]
        for _ in range(int(len(students) * rng.uniform(0.2, 0.6))):
            inventors = rng.sample(han, min(len(han), rng.randint(2, 7)))
            year = rng.randint(2015, 2024)
            title = ("一种" if rng.random() < 0.4 else "") + rng.choice(
                ("基于流量的", "基于强化学习的", "面向分布式集群的", "", "")) + rng.choice(PATENT_TOPICS) + rng.choice(PATENT_KINDS)
            world.patents.append(Patent(f"t{len(world.patents):06d}", world.patent_number(year), title,
                                        tuple(p.id for p in inventors)))


# --- writing CVs ---------------------------------------------------------------------------------------------------

class _Writer:
    """Lines of one CV, with the truth of what is written on them."""

    def __init__(self, name: str, style: str, rng: random.Random, width: int | None) -> None:
        self.name, self.style, self.rng, self.width = name, style, rng, width
        self.lines: list[str] = []
        self.persons: list[PersonTruth] = []
        self.works: list[WorkTruth] = []
        self.venues: list[VenueTruth] = []
        self.institutions: list[InstitutionTruth] = []

    def add(self, *lines: str) -> int:
        """Append lines; return the number of the first."""
        first = len(self.lines) + 1
        self.lines.extend(lines)
        return first

    def entry(self, parts: Sequence[tuple[str, tuple[str, int, str] | None]], work: str, kind: str,
              venue: tuple[str, str] | None = None) -> None:
        """One work entry from pieces of text; a piece with a ``(person, rank, role)`` tag is a name.

        The entry is wrapped like PDF text when the CV has a width: cut every ``width`` characters, in the middle
        of a word if that is where the cut falls.
        """
        text, spans = "", []
        for piece, tag in parts:
            if tag is not None:
                spans.append((len(text), len(text) + len(piece), piece, tag))
            text += piece
        if self.width:
            cuts = list(range(self.width, len(text), self.width))
            cuts = [c + 1 if text[c] == " " else c for c in cuts]      # a space stays at the end of its line
            cuts = [c for c in cuts if 0 < c < len(text)]
        else:
            cuts = []
        bounds = [0, *cuts, len(text)]
        first = len(self.lines) + 1
        self.add(*(text[a:b] for a, b in zip(bounds, bounds[1:])))

        def line_of(pos: int) -> int:
            return first + sum(1 for c in cuts if c <= pos)

        for start, end, piece, (person, rank, role) in spans:
            self.persons.append(PersonTruth(self.name, first, rank, line_of(start), line_of(end - 1), piece, person,
                                            role))
        self.works.append(WorkTruth(self.name, first, work, kind))
        if venue is not None:
            self.venues.append(VenueTruth(self.name, first, venue[0], venue[1]))


def _title_variant(title: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.25:     # sentence case
        head, *rest = title.split(" ")
        return " ".join([head] + [w if w.isupper() or any(ch.isupper() for ch in w[1:]) else w.lower()
                                  for w in rest])
    if r < 0.30:     # a small word dropped
        words = title.split(" ")
        small = [i for i, w in enumerate(words) if w.lower() in {"for", "in", "and", "from"}]
        if small:
            del words[rng.choice(small)]
            return " ".join(words)
    if r < 0.35:
        return title.replace(": ", " - ", 1)
    return title


def _venue_written(v: dict, year: int, rng: random.Random, short: bool) -> str:
    acr, full, yy = v["acronym"], v["name"], f"{year % 100:02d}"
    if v["kind"] == "journal":
        return rng.choice((f"{acr} {year}", full)) if short else full
    forms = [f"{acr} {year}", f"{acr.upper()} {year}", f"{acr} '{yy}"]
    if not short:
        forms += [f"Proceedings of the {full} ({acr} '{yy})", f"{full} ({acr} {year})"]
    return rng.choice(forms)


def _name_form(p: Person, style: str, initials: bool, rng: random.Random) -> str:
    if initials:
        return p.initials
    if style == "bib":
        return p.bibtex
    if p.han and len(p.given) == 2 and rng.random() < 0.03:
        return p.hyphenated
    return p.full


def _org_written(org: dict, chinese: bool, rng: random.Random) -> str:
    forms = [org["name"]] + [a for a in org.get("aliases", []) if a.isupper()]
    if chinese:
        forms = list(org.get("zh", [])) + forms[:1]
    return rng.choice(forms) if forms else org["name"]


def _write_cv(name: str, style: str, owner: Person, advisor: Person | None, papers: Sequence[Paper],
              patents: Sequence[Patent], world: _World, orgs: dict[str, dict], rng: random.Random
              ) -> tuple[CVFile, tuple[list, list, list, list]]:
    people = world.people
    chinese_text = style.startswith("zh")
    width = rng.randint(90, 110) if style.endswith("_pdf") else None
    w = _Writer(name, style, rng, width)
    initials = style == "en_md" and rng.random() < 0.5
    bold = style in ("zh_md", "en_md")
    org = orgs[owner.institution]
    inst = _org_written(org, chinese_text, rng)

    def institution(line: int) -> None:
        w.institutions.append(InstitutionTruth(name, line, org["key"], inst))

    def advisor_line(prefix: str, written: str) -> None:
        line = w.add(f"{prefix}{written}")
        w.persons.append(PersonTruth(name, line, 0, line, line, written, advisor.id, "advisor"))
        institution(line)

    if style == "bib":
        pass
    elif style == "zh_pdf":
        w.add("", owner.han or owner.full, "我的研究方向主要包括分布式系统和网络。", "", " 教育背景", "")
        institution(w.add(f"2019.9-至今 {inst} 博士，计算机科学与技术"))
        if advisor is not None:
            w.add("")
            advisor_line("导师：", advisor.han or advisor.full)
        w.add("", " 论文成果", "")
    elif style == "zh_md":
        w.add(f"# {owner.han or owner.full}", "", "🎓 教育背景", "")
        institution(w.add(f"{inst}, 计算机科学与技术, 博士 2019.9 - 2025.3"))
        w.add("")
        if advisor is not None:
            advisor_line("- 导师: ", advisor.han or advisor.full)
        w.add("", "📄 论文发表总览", "")
    else:
        header = owner.full if rng.random() < 0.7 or not owner.han else f"{''.join(owner.given).capitalize()} {owner.family.upper()}"
        w.add("", header, "", "Ph.D. Student" if advisor else "Professor", "", "EDUCATION", "")
        institution(w.add(inst))
        w.add("", "Ph.D. in Computer Science")
        if advisor is not None:
            w.add("")
            advisor_line("Advisor: Prof. ", advisor.full)
        w.add("", "2015 – 2020", "", "PUBLICATIONS", "")

    for i, paper in enumerate(papers, start=1):
        title = paper.title if rng.random() < 0.6 else _title_variant(paper.title, rng)
        venue = next(v for v in world.tables.venues if v["acronym"] == paper.venue)
        authors = [people[a] for a in paper.authors]
        parts: list[tuple[str, tuple[str, int, str] | None]] = []
        if style == "bib":
            written = _venue_written(venue, paper.year, rng, short=False)
            field_name = "journal" if venue["kind"] == "journal" else "booktitle"
            first = len(w.lines) + 1
            key = f"{paper.authors[0]}{paper.year}{i}"
            w.add(f"@{'article' if venue['kind'] == 'journal' else 'inproceedings'}{{{key},")
            names = [_name_form(a, style, False, rng) for a in authors]
            line = w.add("  author = {" + " and ".join(names) + "},")
            w.add(f"  title = {{{title}}},", f"  {field_name} = {{{written}}},", f"  year = {{{paper.year}}},", "}",
                  "")
            for rank, (a, n) in enumerate(zip(authors, names), start=1):
                w.persons.append(PersonTruth(name, first, rank, line, line, n, a.id, "author"))
            w.works.append(WorkTruth(name, first, paper.id, "paper"))
            w.venues.append(VenueTruth(name, first, venue["acronym"], written))
            continue
        marker = {"zh_pdf": "■ ", "zh_md": "- ", "en_md": f"{i}. ", "en_pdf": f"[C{i}] "}[style]
        parts.append((marker, None))
        for rank, a in enumerate(authors, start=1):
            if rank > 1:
                parts.append((", and " if style == "en_md" and rank == len(authors) and rank > 2 else ", ", None))
            n = _name_form(a, style, initials, rng)
            marked = bold and a.id == owner.id
            if marked:
                parts.append(("**", None))
            parts.append((n, (a.id, rank, "author")))
            if marked:
                parts.append(("**", None))
        short = style.startswith("zh")
        written = _venue_written(venue, paper.year, rng, short=short)
        if style.startswith("zh"):
            parts.append((f', "{title}". ({written}, CCF-A)', None))
        elif style == "en_md":
            venue_text = f"*{written}*" if venue["kind"] == "journal" else f"in *{written}*"
            parts.append((f", “{title},” {venue_text}, {paper.year}.", None))
        else:
            parts.append((f', "{title}," in {written}, {paper.year}.', None))
        w.entry(parts, paper.id, "paper", (venue["acronym"], written))
        if style == "zh_md" and rng.random() < 0.3:
            w.add("")

    if patents and style in ("zh_pdf", "zh_md"):
        w.add("", " 专利发表" if style == "zh_pdf" else "📜 专利", "")
        for patent in patents:
            parts = [("■ " if style == "zh_pdf" else "- ", None), (f"{patent.number}《{patent.title}》", None)]
            sep = rng.choice(("，", " , ", "，"))
            for rank, pid in enumerate(patent.inventors, start=1):
                if rank > 1:
                    parts.append((sep, None))
                parts.append((people[pid].han or people[pid].full, (pid, rank, "inventor")))
            w.entry(parts, patent.id, "patent")
            w.add("")
    text = "\n".join(w.lines) + "\n"
    return CVFile(name, text, style), (w.persons, w.works, w.venues, w.institutions)


# --- the whole corpus ----------------------------------------------------------------------------------------------

def generate_corpus(n: int, seed: int = 0, *, homonym_rate: float = HOMONYM_RATE) -> Corpus:
    """Generate ``n`` CVs and their truth (no I/O; the same ``n`` and ``seed`` give the same corpus).

    Parameters
    ----------
    n : int
        Number of CV files.
    seed : int
        Seed of the one random generator everything is drawn from.
    homonym_rate : float
        Share of communities given a second person with the name of one of their members (beyond the homonyms
        that the name statistics make anyway).

    Returns
    -------
    Corpus
        The files (names ``cvNNNNN.txt`` or ``cvNNNNN.bib``, in a shuffled community order) and the truth.

    Examples
    --------
    >>> c = generate_corpus(10, seed=0)
    >>> len(c.files), len({f.name for f in c.files}), len(c.truth.owners)
    (10, 10, 10)
    >>> sorted({t.role for t in c.truth.persons}) <= ['advisor', 'author', 'inventor']
    True
    """
    if n < 0:
        raise ValueError("n must be at least 0")
    rng = random.Random(seed)
    tables = _tables()
    world = _World(rng, tables)
    communities = _communities(world, max(1, math.ceil(n / CVS_PER_COMMUNITY)), homonym_rate)
    for com in communities:
        _papers(world, com)
    papers_of: dict[str, list[Paper]] = {}
    for paper in world.papers:
        for a in dict.fromkeys(paper.authors):
            papers_of.setdefault(a, []).append(paper)
    patents_of: dict[str, list[Patent]] = {}
    for patent in world.patents:
        for a in patent.inventors:
            patents_of.setdefault(a, []).append(patent)
    owners: list[tuple[Person, Person | None]] = []
    taken: set[str] = set()
    for com in communities:
        quota = min(CVS_PER_COMMUNITY, n - len(owners))
        if quota <= 0:
            break
        candidates = [p for p in com.members if len(papers_of.get(p.id, ())) >= 2 and p.id not in taken]
        rng.shuffle(candidates)
        chosen = candidates[:max(0, quota - 1)]
        pi = com.pis[0]
        if pi.id not in taken and len(chosen) < quota:
            chosen.append(pi)
        for p in chosen:
            taken.add(p.id)
            owners.append((p, None if p in com.pis else com.pis[0]))
    while len(owners) < n:          # tiny communities: fill from anyone with a paper
        p = next(world.people[a] for a in sorted(papers_of) if a not in taken)
        taken.add(p.id)
        owners.append((p, None))
    rng.shuffle(owners)
    orgs = {o["key"]: o for o in tables.institutions}
    files, truths = [], []
    for i, (owner, advisor) in enumerate(owners):
        chinese = owner.han is not None
        styles = _CHINESE_STYLES if chinese else _WESTERN_STYLES
        style = rng.choices([s for s, _ in styles], [w for _, w in styles])[0]
        name = f"cv{i:05d}.{'bib' if style == 'bib' else 'txt'}"
        listed = sorted(papers_of.get(owner.id, []), key=lambda p: (-p.year, p.id))[:_MAX_LISTED]
        patents = sorted(patents_of.get(owner.id, []), key=lambda t: t.number) if chinese else []
        cv, truth_of_cv = _write_cv(name, style, owner, advisor, listed, patents, world, orgs, rng)
        files.append(cv)
        truths.append(truth_of_cv)
    persons, works, venues, institutions = [], [], [], []
    for p, w, v, inst in truths:
        persons += p
        works += w
        venues += v
        institutions += inst
    used_people = sorted({t.person for t in persons} | {o.id for o, _ in owners})
    used_papers = sorted({t.work for t in works if t.kind == "paper"})
    used_patents = sorted({t.work for t in works if t.kind == "patent"})
    by_paper = {p.id: p for p in world.papers}
    by_patent = {p.id: p for p in world.patents}
    truth = Truth(seed, tuple(persons), tuple(works), tuple(venues), tuple(institutions),
                  tuple(world.people[p] for p in used_people), tuple(by_paper[p] for p in used_papers),
                  tuple(by_patent[p] for p in used_patents),
                  tuple((f.name, o.id) for f, (o, _) in zip(files, owners)))
    return Corpus(tuple(files), truth)


def write_corpus(corpus: Corpus, folder: str | Path) -> Path:
    """Write the CV files and ``truth.json`` into ``folder`` (created if needed); return the folder.

    >>> import tempfile
    >>> out = write_corpus(generate_corpus(2, seed=0), tempfile.mkdtemp())
    >>> sorted(p.name for p in out.iterdir())[-1]
    'truth.json'
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for f in corpus.files:
        (folder / f.name).write_bytes(f.text.encode("utf-8"))
    (folder / TRUTH_FILE).write_bytes(corpus.truth.to_json().encode("utf-8"))
    return folder


def cv_files(folder: str | Path) -> list[Path]:
    """The CV files :func:`write_corpus` wrote into ``folder``, sorted: every file but the truth (which a reader
    would take for a CV of its own).

    >>> import tempfile
    >>> [p.name for p in cv_files(write_corpus(generate_corpus(2, seed=0), tempfile.mkdtemp()))]
    ['cv00000.txt', 'cv00001.txt']
    """
    return sorted(p for p in Path(folder).iterdir() if p.name != TRUTH_FILE)


def read_truth(path: str | Path) -> Truth:
    """Read a ``truth.json`` written by :func:`write_corpus` (a folder is taken to hold one).

    >>> import tempfile
    >>> c = generate_corpus(2, seed=0)
    >>> read_truth(write_corpus(c, tempfile.mkdtemp())) == c.truth
    True
    """
    path = Path(path)
    if path.is_dir():
        path = path / TRUTH_FILE
    return Truth.from_json(path.read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate N CVs with known truth.")
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=None, help="folder (default out/gen-N-sSEED)")
    args = parser.parse_args(argv)
    out = args.out or Path("out") / f"gen-{args.n}-s{args.seed}"
    corpus = generate_corpus(args.n, args.seed)
    write_corpus(corpus, out)
    print(f"wrote {len(corpus.files)} CVs and truth.json ({len(corpus.truth.persons)} person mentions, "
          f"{len(corpus.truth.works)} work entries) to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
