"""The readers keep what they read in the CVs of benchmarks/reading (written by helpers who had not seen the code,
in the styles, scripts and name orders of many countries; the expected values written by reading them). The floors
are the counts of the round that added each set: a change that reads fewer papers or misreads more names fails."""

from __future__ import annotations

from benchmarks.reading_sets import FOLDER, score


def test_every_cv_of_the_sets_has_its_expected_values():
    for folder in (p for p in FOLDER.iterdir() if p.is_dir()):
        cvs = {p.name for p in folder.iterdir() if not p.name.endswith(".gold.json")}
        golds = {p.name[:-len(".gold.json")] for p in folder.iterdir() if p.name.endswith(".gold.json")}
        assert cvs == golds, folder.name


def test_the_readers_read_the_sets_as_a_person_does():
    rows = score()
    floors = {  # set: (papers, found, titles, authors, families, givens)
        "a": (126, 126, 123, 397, 394, 394),
        "b": (142, 137, 131, 365, 345, 344),
        "c": (130, 128, 120, 326, 307, 307),
        "d": (143, 137, 133, 378, 360, 357),
        "f": (81, 78, 74, 288, 265, 265),
        "g": (82, 79, 74, 312, 296, 293),
        "h": (88, 88, 86, 306, 301, 301),
        "i": (90, 79, 73, 305, 257, 254),
        "j": (91, 89, 85, 338, 319, 319),
        "k": (82, 79, 76, 303, 275, 273),
    }
    for name, (papers, found, titles, authors, families, givens) in floors.items():
        row = rows[name]
        assert (row["papers"], row["authors"]) == (papers, authors), name
        assert row["found"] >= found and row["titles"] >= titles, (name, row)
        assert row["families"] >= families and row["givens"] >= givens, (name, row)
