"""A CV pasted from a PDF: its "PRESENT POSITION" (one position, said when) heads the experience; a position that
wraps inside a word at a hyphen ("Centre for Molecu-" / "lar Medicine") is one name; a title wrapped between two
words, the second one the word list lacks ("sustains" / "peroxisome"), keeps its space.  CVs written here."""

from __future__ import annotations

import pytest

from loaders.entries.repair import join_wrapped
from loaders.entries.sections import classify_heading
from tests.loaders.cvtext import affiliation_rows


@pytest.mark.parametrize("heading", ["PRESENT POSITION", "Current Positions", "Previous positions held",
                                     "Past Academic Positions"])
def test_a_position_said_when_heads_the_experience(heading):
    assert classify_heading(heading) == ("experience", "")


def test_a_position_alone_is_still_no_heading():
    assert classify_heading("Present position: Professor of Biology, University of Oslo") is None


POSITIONS = """\
Ingrid Halvorsen
POSITIONS
2020–present Group Leader (Young Associate Investigator), Centre for Molecu-
lar Medicine Norway (NCMM), University of Oslo, Norway
2015–2020 Postdoctoral Fellow, European Molecular Biology Laboratory (EMBL), Heidelberg, Germany
"""


def test_a_position_wrapped_inside_a_word_at_a_hyphen_is_one_name():
    rows, _ = affiliation_rows("cv.txt", POSITIONS, ("institution", "unit", "start_line", "end_line"))
    assert rows[0] == ("University of Oslo", "Centre for Molecular Medicine Norway (NCMM)", 3, 4)


def test_a_title_wrapped_before_a_word_the_list_lacks_keeps_its_space():
    assert join_wrapped(["2. Okada, T., Halvorsen, I. et al. Lipid transfer by VPS13D sustains",
                         "peroxisome biogenesis in human cells. Nature 612, 345–351 (2022)."]) == (
        "2. Okada, T., Halvorsen, I. et al. Lipid transfer by VPS13D sustains peroxisome biogenesis in human cells. "
        "Nature 612, 345–351 (2022).")
    assert join_wrapped(["Fast Startup of Secure Contain", "ers"]) == "Fast Startup of Secure Containers"


def test_a_compound_wrapped_at_its_hyphen_keeps_it_though_the_list_lacks_its_first_word():
    assert join_wrapped(["[4] M. C. Ribeiro, “Probabilistic harmonic analysis of inverter-",
                         "rich distribution feeders,” IEEE Trans. Power Del."]) == (
        "[4] M. C. Ribeiro, “Probabilistic harmonic analysis of inverter-rich distribution feeders,” IEEE Trans. "
        "Power Del.")
    assert join_wrapped(["Super-resolution imaging of endoplasmic retic-", "ulum sheets"]) == (
        "Super-resolution imaging of endoplasmic reticulum sheets")


SEASON = """\
# Rafael Quintero

## Positions

* **2019 – 2022**: Postdoctoral Research Associate, SLAC National Accelerator Laboratory, Menlo Park, CA, USA
* **Summer 2013**: SIST summer intern, Fermi National Accelerator Laboratory (Fermilab), Batavia, IL, USA
"""


def test_a_season_and_year_before_a_colon_is_a_date_not_a_label():
    rows, _ = affiliation_rows("cv.md", SEASON, ("institution", "start", "start_line"))
    assert ("Fermi National Accelerator Laboratory (Fermilab)", "2013", 6) in rows
