"""The readers on the owner's affiliations in CVs written by people who had not seen the code: the CVs of
``benchmarks/reading`` that have ``CV.affil.json`` beside them (the owner's education, positions and advisors as a
person reads them in the CV, written by reading it, never by running the tool).

Per set: the expected degrees and positions found (an expected entry matched to a read affiliation of its kind whose
institution, or institution and unit, is the expected institution: rapidfuzz's ``token_set_ratio`` of 85 or more
after lower-casing and folding accents), and of those the years right (the end year, "present" where none is
expected; the start where one is expected) and, for positions, the title right (``token_set_ratio`` of 80 or more
against the role read); the affiliations read that match no expected one (``extra``: education and positions only,
projects and service aside); the advisors named (family name, as the name parser reads both).

Usage::

    python -m benchmarks.affiliation_sets [--json FILE] [-v] [SET ...]

>>> _year("2019-09"), _year("present"), _year(None)
(2019, None, None)
>>> _same_place("University of Sydney", "The University of Sydney", None)
True
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rapidfuzz import fuzz  # noqa: E402

from benchmarks.reading_sets import _norm, read_cv, score_sets, table_cli  # noqa: E402
from graph.resolution.names import parse_person_names  # noqa: E402
from loaders.model import AdvisingRecord, AffiliationRecord  # noqa: E402

FIELDS = ("cvs", "education", "education_found", "education_years", "positions", "positions_found",
          "positions_titles", "positions_years", "extra", "advisors", "advisors_found")
#: The kinds of affiliation records the gold's positions are (a postdoc or a visit is a position).
_POSITION_KINDS = ("position", "internship")


def _year(value: str | int | None) -> int | None:
    text = str(value or "")
    return int(text[:4]) if text[:4].isdigit() else None


def _same_place(expected: str | None, institution: str | None, unit: str | None) -> bool:
    want = _norm(expected)
    if not want:
        return False
    return any(fuzz.token_set_ratio(want, _norm(read)) >= 85 for read in (institution, f"{unit or ''} {institution or ''}")
               if read and _norm(read))


def _years_right(expected: dict, read: AffiliationRecord) -> bool:
    end_right = _year(read.end) == expected.get("end") if expected.get("end") is not None else \
        read.end in (None, "present") or _year(read.end) is None
    start_right = expected.get("start") is None or _year(read.start) == expected.get("start")
    return end_right and start_right


def score_cv(path: Path, verbose: bool = False) -> dict[str, int]:
    """The counts of one CV against its affiliations' gold file."""
    gold = json.loads(Path(f"{path}.affil.json").read_text(encoding="utf-8"))
    records = read_cv(path).records
    read = [r for r in records if isinstance(r, AffiliationRecord)]
    row = dict.fromkeys(FIELDS, 0)
    row["cvs"] = 1
    used: set[int] = set()
    for group, kinds in (("education", ("education",)), ("positions", _POSITION_KINDS)):
        for expected in gold.get(group, []):
            row[group] += 1
            match = next((k for k, r in enumerate(read) if k not in used and r.kind in kinds
                          and _same_place(expected.get("institution"), r.institution, r.unit)), None)
            if match is None:
                if verbose:
                    print(f"  {path.name}: {group[:-1] if group == 'positions' else group} not found: "
                          f"{expected.get('title') or expected.get('degree')}, {expected.get('institution')}")
                continue
            used.add(match)
            found = read[match]
            row[f"{group}_found"] += 1
            row[f"{group}_years"] += _years_right(expected, found)
            if group == "positions":
                title = _norm(expected.get("title"))
                row["positions_titles"] += bool(title) and fuzz.token_set_ratio(title, _norm(found.role)) >= 80
    row["extra"] = sum(1 for k, r in enumerate(read) if k not in used and r.kind in ("education", *_POSITION_KINDS))
    if verbose:
        for k, r in enumerate(read):
            if k not in used and r.kind in ("education", *_POSITION_KINDS):
                print(f"  {path.name}: read, not expected: {r.kind} {r.role!r} at {r.institution!r}")
    advisors = [r.advisor.text for r in records if isinstance(r, AdvisingRecord)]
    families = {n.family for n in parse_person_names(advisors)} if advisors else set()
    for name in gold.get("advisors", []):
        row["advisors"] += 1
        row["advisors_found"] += parse_person_names([name])[0].family in families
    return row


def score(sets: list[str] | None = None, verbose: bool = False) -> dict[str, dict[str, int]]:
    """Per set with affiliations' gold files, and in total, the counts of :data:`FIELDS`."""
    return score_sets(".affil.json", score_cv, FIELDS, sets, verbose)


def main(argv: list[str] | None = None) -> int:
    return table_cli(argv, __doc__.split("\n\n")[0], score, FIELDS, "name every affiliation missed or read extra")


if __name__ == "__main__":
    raise SystemExit(main())
