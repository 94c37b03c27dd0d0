"""A French CV's career: its heading ("Parcours professionnel", "Carrière") names the positions, a line "**Depuis
sept. 2017** — Maître de conférences, Université de Lorraine, LEM3, Metz" (a bold date, an em dash, the post, the
institution) is a position open to the present, and the French posts are roles."""

from __future__ import annotations

from loaders import AffiliationRecord, load
from loaders.entries.affiliations import parse_date_range
from loaders.entries.sections import classify_heading

CV = """# Claire Martin

## Parcours professionnel

- **Depuis sept. 2017** — Maître de conférences, Université de Lorraine, LEM3, Metz
- **2015 – 2017** — Chercheuse post-doctorante, Max-Planck-Institut für Eisenforschung, Düsseldorf (Allemagne)
- **2014 – 2015** — Attachée temporaire d'enseignement et de recherche (ATER), Université Grenoble Alpes
"""


def test_french_career_headings_name_the_positions():
    for heading in ("Parcours professionnel", "Carrière", "Postes occupés"):
        assert classify_heading(heading)[0] == "experience"


def test_since_a_month_in_lower_case_is_open_to_the_present():
    assert parse_date_range("Depuis sept. 2017 — Maître de conférences") == ("2017-09", "present")
    assert parse_date_range("since sept. 2017") == ("2017-09", "present")
    assert parse_date_range("from 2019 — 2021") == ("2019", "2021")


def test_french_position_lines_are_positions(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    got = [(a.institution, a.role, a.start, a.end) for a in load(path).of_type(AffiliationRecord)]
    assert got == [
        ("Université de Lorraine", "Maître de conférences", "2017-09", "present"),
        ("Max-Planck-Institut für Eisenforschung", "Chercheuse post-doctorante", "2015", "2017"),
        ("Université Grenoble Alpes", "Attachée temporaire d'enseignement et de recherche (ATER)", "2014", "2015"),
    ]
