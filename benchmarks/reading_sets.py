"""The readers and the name parser on CVs written by helpers who had not seen the code, in styles, scripts and name
orders of many countries: the sets of ``benchmarks/reading/`` (one folder a set; beside each CV ``CV.gold.json``,
what a person reads in it: every paper's title, year, venue and authors, each author's family and given names).

Per set: the papers found (an expected paper matched to the read paper whose title is closest, at least 80 in
rapidfuzz's ratio after lower-casing, folding accents and dropping punctuation), and of those the titles read
exactly (after the same normalisation), the venues (the same after that normalisation, or the expected one inside
the one read and at most 25 characters shorter: "Nat. Catal." in "Nat. Catal. 7"), the years (the same, or none
where none is written), the author lists of the right length, and per author the family name
(ASCII, lower case, as :func:`graph.resolution.names.parse_person_names` gives it over the paper's list) and the
given names (the same letters, the same names in another order, or the same initials where either side has
initials only).

Usage::

    python -m benchmarks.reading_sets [--json FILE] [-v] [SET ...]

>>> _norm("“Whose Language Is It?”: Auditing  Bias.")
'whose language is it auditing bias'
>>> _given_right(["Zhiyuan"], ("zhi", "yuan")), _given_right(["J", "H"], ("j", "h")), _given_right(["Minh", "Van"], ("van",))
(True, True, False)
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rapidfuzz import fuzz  # noqa: E402

from graph.resolution.names import japanese_context, parse_person_names  # noqa: E402
from loaders import load  # noqa: E402
from loaders.model import LoadResult, PaperRecord  # noqa: E402

FOLDER = Path(__file__).resolve().parent / "reading"
FIELDS = ("cvs", "papers", "found", "titles", "venues", "years", "counts", "authors", "families", "givens")
_SPECIAL = str.maketrans({"đ": "d", "ð": "d", "ø": "o", "ł": "l", "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th",
                          "ı": "i"})


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower().translate(_SPECIAL))
                   if not unicodedata.combining(c))


def _norm(text: str | None) -> str:
    return " ".join("".join(c if c.isalnum() else " " for c in _fold(text or "")).split())


def _letters(text: str) -> str:
    return "".join(c for c in _fold(text) if c.isalpha())


def _given_right(gold: list[str], given: tuple[str, ...]) -> bool:
    """Whether the given names parsed are the expected ones: the same letters, or the same initials in order where
    either side has initials only."""
    words = [_letters(w) for w in gold if _letters(w)]
    if not words or not given:
        return not words and not given
    if all(len(w) == 1 for w in words) or all(len(g) == 1 for g in given):
        return [w[0] for w in words] == [g[0] for g in given]
    # (the same names in another order: a Vietnamese name's given names are put in English order, "Quang Huy" as
    # huy, quang, so that its two writings are one name)
    return "".join(words) == "".join(given) or len(words) > 1 and sorted(words) == sorted(given)


@lru_cache(maxsize=None)
def read_cv(path: Path) -> LoadResult:
    """What the readers read in a CV of the sets, once per process: the papers' and the affiliations' benchmarks
    (:mod:`benchmarks.affiliation_sets`) read the same CVs."""
    return load(path)


def score_cv(path: Path, verbose: bool = False) -> dict[str, int]:
    """The counts of one CV against its gold file."""
    gold = json.loads(Path(f"{path}.gold.json").read_text(encoding="utf-8"))
    papers = [r for r in read_cv(path).records if isinstance(r, PaperRecord)]
    row = dict.fromkeys(FIELDS, 0)
    row["cvs"] = 1
    for expected in gold["papers"]:
        row["papers"] += 1
        row["authors"] += len(expected["authors"])
        want = _norm(expected["title"])
        best = max(papers, key=lambda p: fuzz.ratio(_norm(p.title), want), default=None)
        if best is None or fuzz.ratio(_norm(best.title), want) < 80:
            if verbose:
                print(f"  {path.name}: not found: {expected['title'][:70]}")
            continue
        row["found"] += 1
        row["titles"] += _norm(best.title) == want
        venue, read = _norm(expected.get("venue")), _norm(best.venue)
        row["venues"] += venue == read or bool(venue and venue in read and len(read) < len(venue) + 25)
        row["years"] += expected.get("year") == best.year
        if verbose and not (venue == read or venue and venue in read and len(read) < len(venue) + 25):
            print(f"  {path.name}: venue {best.venue!r}, expected {expected.get('venue')!r}")
        if verbose and expected.get("year") != best.year:
            print(f"  {path.name}: year {best.year!r}, expected {expected.get('year')!r}: {expected['title'][:50]}")
        # as the graph parses them (graph.resolution.mentions): with the paper's title and venue as context
        names = parse_person_names([a.text for a in best.authors], japanese_context(best.title, best.venue))
        row["counts"] += len(names) == len(expected["authors"])
        for author, name in zip(expected["authors"], names):
            family = _letters(author["family"]) == _letters(name.family)
            row["families"] += family
            row["givens"] += family and _given_right(author["given"].replace("-", " ").split(), name.given)
            if verbose and not family:
                print(f"  {path.name}: {author['written']!r} read as family {name.family!r}, "
                      f"expected {author['family']!r}")
    return row


def score_sets(suffix: str, score_one, fields: Sequence[str], sets: list[str] | None = None,
               verbose: bool = False) -> dict[str, dict[str, int]]:
    """Per set (a folder of :data:`FOLDER` with gold files ending in ``suffix``), and in total, the counts of
    ``fields`` that ``score_one(cv_path, verbose)`` gives each CV."""
    rows: dict[str, dict[str, int]] = {}
    for folder in sorted(p for p in FOLDER.iterdir() if p.is_dir() and (not sets or p.name in sets)):
        golds = sorted(folder.glob(f"*{suffix}"))
        if not golds:
            continue
        total = dict.fromkeys(fields, 0)
        for gold in golds:
            row = score_one(folder / gold.name[:-len(suffix)], verbose)
            for key in fields:
                total[key] += row[key]
        rows[folder.name] = total
    rows["total"] = {key: sum(r[key] for r in rows.values()) for key in fields}
    return rows


def score(sets: list[str] | None = None, verbose: bool = False) -> dict[str, dict[str, int]]:
    """Per set, and in total, the counts of :data:`FIELDS`."""
    return score_sets(".gold.json", score_cv, FIELDS, sets, verbose)


def table_cli(argv: list[str] | None, description: str, score_fn, fields: Sequence[str], verbose_help: str) -> int:
    """The command line of a sets' benchmark: the sets to score, ``--json``, ``-v``; prints a Markdown table."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("sets", nargs="*", help="set folders of benchmarks/reading (default: all)")
    parser.add_argument("--json", help="write the counts here")
    parser.add_argument("-v", "--verbose", action="store_true", help=verbose_help)
    args = parser.parse_args(argv)
    rows = score_fn(args.sets or None, args.verbose)
    print("| set | " + " | ".join(fields) + " |")
    print("|---" * (len(fields) + 1) + "|")
    for name, row in rows.items():
        print(f"| {name} | " + " | ".join(str(row[k]) for k in fields) + " |")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    return table_cli(argv, __doc__.split("\n\n")[0], score, FIELDS, "name every paper missed and family misread")


if __name__ == "__main__":
    raise SystemExit(main())
