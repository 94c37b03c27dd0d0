"""The readers on CVs nobody here had seen: the twenty hand-written CVs of ``benchmarks/handwritten/cvs`` against
what a person reads in them (``benchmarks/handwritten/gold.py``).

Per CV: the expected papers found (each expected paper matched to one read paper by its title), and of those the
titles, author lists, venues and years read exactly (after lower-casing and dropping punctuation, markup and
spaces; a venue also counts when the expected one is inside the one read and at most 25 characters shorter:
"Proc. ACM SenSys" in "In Proc. ACM SenSys"), the patents found (their number or title words in a patent read), the
affiliations found (the institution in a record's institution or unit), the failures and the leftovers.

Usage::

    python -m benchmarks.handwritten_cvs [--json FILE] [-v] [NAME ...]

>>> _norm("**Z. Ye**, \\\\textbf{Title}")
'z ye textbf title'
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.handwritten.gold import GOLD  # noqa: E402
from loaders import load  # noqa: E402
from loaders.model import AffiliationRecord, PaperRecord, PatentRecord  # noqa: E402

FOLDER = Path(__file__).resolve().parent / "handwritten" / "cvs"
FIELDS = ("expected", "found", "title", "authors", "venue", "year", "patents", "patents_expected", "affiliations",
          "affiliations_expected", "failures", "leftovers")


def _norm(text: str | None) -> str:
    text = unicodedata.normalize("NFKC", text or "").lower()
    return re.sub(r"[\s\W_]+", " ", re.sub(r"[*\\]", "", text)).strip()


def _match(expected: dict, papers: list[PaperRecord], used: set[int]) -> int | None:
    """The first read paper not yet matched whose title holds the expected one (or is held in it), or whose text
    begins like it."""
    want = _norm(expected["title"])
    for i, p in enumerate(papers):
        got = _norm(p.title)
        if i not in used and (want in got or (len(got) > 10 and got in want)
                              or want[:25] in _norm(p.title + " " + " ".join(a.text for a in p.authors))):
            return i
    return None


def score_cv(name: str, gold: dict, folder: Path = FOLDER, say=None) -> dict[str, int]:
    """One CV's counts (:data:`FIELDS`); ``say`` is told what differs."""
    result = load(folder / name)
    papers = result.of_type(PaperRecord)
    row = dict.fromkeys(FIELDS, 0)
    row["expected"] = len(gold["papers"])
    used: set[int] = set()
    for expected in gold["papers"]:
        k = _match(expected, papers, used)
        if k is None:
            say and say(f"  missing: {expected['title']}")
            continue
        used.add(k)
        p = papers[k]
        venue = _norm(expected["venue"])
        same = {"title": _norm(p.title) == _norm(expected["title"]),
                "authors": [_norm(a.text) for a in p.authors] == [_norm(a) for a in expected["authors"]],
                "venue": _norm(p.venue) == venue or bool(venue and venue in _norm(p.venue)
                                                          and len(_norm(p.venue)) < len(venue) + 25),
                "year": p.year == expected["year"]}
        row["found"] += 1
        for field, ok in same.items():
            row[field] += ok
            if not ok:
                say and say(f"  {field} of {expected['title']!r}: read {getattr(p, field) if field != 'authors' else [a.text for a in p.authors]!r}")
    patents = result.of_type(PatentRecord)
    row["patents_expected"] = len(gold["patents"])
    row["patents"] = sum(any(_norm(x) in _norm((p.number or "") + " " + p.raw) for p in patents)
                         for x in gold["patents"])
    affiliations = result.of_type(AffiliationRecord)
    row["affiliations_expected"] = len(gold["affs"])
    row["affiliations"] = sum(any(_norm(x) in _norm(a.institution) or _norm(x) in _norm(a.unit) for a in affiliations)
                              for x in gold["affs"])
    row["failures"], row["leftovers"] = len(result.failures), len(result.leftovers)
    return row


def score(names: list[str] | None = None, say=None) -> dict[str, dict[str, int]]:
    """Every CV's counts (those named, when ``names`` is given), and their ``total``."""
    rows = {}
    for name, gold in GOLD.items():
        if not names or any(n in name for n in names):
            say and say(name)
            rows[name] = score_cv(name, gold, say=say)
    rows["total"] = {f: sum(r[f] for r in rows.values()) for f in FIELDS}
    return rows


def table(rows: dict[str, dict[str, int]]) -> str:
    """The counts as a Markdown table."""
    lines = ["| CV | papers found | titles | authors | venues | years | patents | affiliations | failures | leftovers |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for name, r in rows.items():
        lines.append(f"| {name} | {r['found']}/{r['expected']} | {r['title']} | {r['authors']} | {r['venue']} | "
                     f"{r['year']} | {r['patents']}/{r['patents_expected']} | "
                     f"{r['affiliations']}/{r['affiliations_expected']} | {r['failures']} | {r['leftovers']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="only the CVs whose file names hold one of these")
    parser.add_argument("--json", help="write the counts to this file")
    parser.add_argument("-v", "--verbose", action="store_true", help="say what differs")
    args = parser.parse_args(argv)
    rows = score(args.names, say=print if args.verbose else None)
    print(table(rows))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
