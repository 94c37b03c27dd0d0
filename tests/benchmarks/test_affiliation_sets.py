"""The readers keep what they read of the owners' affiliations in the CVs of benchmarks/reading that have an
affiliations' gold file (``CV.affil.json``, written by a helper who had not seen the code, by reading the CV): the
floors are the counts of the round that added them; a change that finds fewer degrees, posts or advisors, reads
fewer of their years or titles, or reads more that no one wrote, fails."""

from __future__ import annotations

from benchmarks.affiliation_sets import score


def test_the_readers_read_the_owners_affiliations_as_a_person_does():
    rows = score()
    floors = {  # set: (education, found, years, positions, found, titles, years, advisors, found, most extra)
        "g": (25, 20, 20, 32, 27, 21, 25, 9, 8, 2),
        "k": (29, 28, 25, 34, 28, 27, 26, 14, 10, 4),
        "l": (24, 21, 20, 26, 17, 16, 17, 5, 2, 3),
        "o": (24, 24, 18, 34, 34, 34, 30, 20, 19, 1),
        "p": (24, 22, 17, 28, 14, 11, 10, 20, 11, 3),
        "q": (23, 23, 22, 38, 35, 29, 35, 17, 13, 7),
    }
    for name, (education, e_found, e_years, positions, p_found, p_titles, p_years, advisors, a_found,
               extra) in floors.items():
        row = rows[name]
        assert (row["education"], row["positions"], row["advisors"]) == (education, positions, advisors), name
        assert row["education_found"] >= e_found and row["education_years"] >= e_years, (name, row)
        assert row["positions_found"] >= p_found and row["positions_titles"] >= p_titles, (name, row)
        assert row["positions_years"] >= p_years and row["advisors_found"] >= a_found, (name, row)
        assert row["extra"] <= extra, (name, row)
