"""The readers keep what they read in the CVs of benchmarks/reading (written by helpers who had not seen the code,
in the styles, scripts and name orders of many countries; the expected values written by reading them). The floors
are the counts of the round that added each set (venues and years since the seventeenth round): a change that reads
fewer papers, venues or years, or misreads more names, fails."""

from __future__ import annotations

from benchmarks.reading_sets import FOLDER, score


def test_every_cv_of_the_sets_has_its_expected_values():
    for folder in (p for p in FOLDER.iterdir() if p.is_dir()):
        cvs = {p.name for p in folder.iterdir() if not p.name.endswith((".gold.json", ".affil.json"))}
        golds = {p.name[:-len(".gold.json")] for p in folder.iterdir() if p.name.endswith(".gold.json")}
        assert cvs == golds, folder.name


def test_the_readers_read_the_sets_as_a_person_does():
    rows = score()
    floors = {  # set: (papers, found, titles, venues, years, authors, families, givens)
        "a": (126, 126, 123, 124, 125, 397, 394, 394),
        "b": (142, 139, 133, 138, 139, 365, 351, 350),
        "c": (130, 128, 120, 127, 128, 326, 322, 322),
        "d": (143, 138, 134, 132, 138, 378, 363, 360),
        "f": (81, 79, 75, 79, 78, 288, 277, 277),
        "g": (82, 80, 75, 75, 78, 312, 303, 300),
        "h": (88, 88, 86, 84, 88, 306, 301, 301),
        "i": (90, 83, 76, 74, 81, 305, 277, 274),
        "j": (91, 90, 86, 84, 88, 338, 330, 330),
        "k": (82, 80, 80, 80, 80, 303, 290, 288),
        "l": (85, 76, 71, 68, 75, 180, 163, 163),
        "m": (79, 78, 75, 71, 77, 185, 181, 180),
        "n": (96, 74, 64, 57, 70, 159, 112, 107),
        "o": (100, 99, 98, 96, 99, 238, 225, 225),
        "p": (90, 85, 78, 77, 85, 233, 200, 197),
        "q": (91, 84, 82, 75, 74, 215, 196, 196),
    }
    for name, (papers, found, titles, venues, years, authors, families, givens) in floors.items():
        row = rows[name]
        assert (row["papers"], row["authors"]) == (papers, authors), name
        assert row["found"] >= found and row["titles"] >= titles, (name, row)
        assert row["venues"] >= venues and row["years"] >= years, (name, row)
        assert row["families"] >= families and row["givens"] >= givens, (name, row)
