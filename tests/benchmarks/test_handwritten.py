"""The readers keep what they read in the hand-written CVs of benchmarks/handwritten (CVs in citation styles and
layouts written by reviewers who had not seen the code; the expected values written by reading them). The floors
are the counts of the eighth round: a change that reads less of them fails here."""

from __future__ import annotations

from benchmarks.handwritten_cvs import FOLDER, score
from benchmarks.handwritten.gold import GOLD


def test_every_handwritten_cv_has_its_expected_values():
    assert sorted(p.name for p in FOLDER.iterdir()) == sorted(GOLD)
    assert all(g["papers"] for g in GOLD.values())


def test_the_readers_read_the_handwritten_cvs_as_a_person_does():
    rows = score()
    total = rows.pop("total")
    assert total["expected"] == 66
    assert {name: r["found"] for name, r in rows.items()} == {name: r["expected"] for name, r in rows.items()}
    assert total["title"] == total["authors"] == total["year"] == 66
    assert total["venue"] >= 64 and total["affiliations"] >= 70 and total["patents"] >= 6
    assert total["failures"] <= 2
