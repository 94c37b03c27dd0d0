"""Vancouver references (NIH biosketches, medicine) whose journal the reference parser ran into the title ("...
hepatitis. Immunity" before ". 2021 Feb;54(2):201-215."): the title's last sentence, followed by "year;volume",
is the journal.  Entries written here."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import paper_of


@pytest.mark.parametrize("text, title, venue", [
    ("Adeyemi K, Lindqvist E, Moreau P. Lipid rafts in exhausted CD8 T cells of chronic hepatitis. Immunity. 2021 "
     "Feb;54(2):201-215.", "Lipid rafts in exhausted CD8 T cells of chronic hepatitis", "Immunity"),
    ("Adeyemi K, Moreau P. Lipid rafts in exhausted CD8 T cells. Immunity. 2021;54(2):201-215.",
     "Lipid rafts in exhausted CD8 T cells", "Immunity"),
])
def test_the_journal_is_no_part_of_the_title(text, title, venue):
    record = paper_of(text)
    assert (record.title, record.venue, record.year) == (title, venue, 2021)
