"""Books and chapters as humanities styles (MHRA, Chicago notes) write them: a book's "(Place: Publisher, Year)"
gives the publisher as its venue; in a chapter "in Editor (ed.), Book Title (Place: Publisher, Year), pp. x–y" the
book is the venue, never its editor; a "Reviewed in: ..." note after a book is no venue.  Entries written here."""

from __future__ import annotations

import pytest

from tests.loaders.cvtext import paper_of


@pytest.mark.parametrize("text, authors, title, venue, year", [
    ("Whitcombe, A., The Salt Roads of Provence: Trade and Tithe, 1150–1320 (Aix-en-Provence: Presses "
     "Universitaires de Provence, 2015).", ["Whitcombe, A."],
     "The Salt Roads of Provence: Trade and Tithe, 1150–1320", "Presses Universitaires de Provence", 2015),
    ("Whitcombe, A., and R. Brunel (eds), Markets and Monasteries in Medieval Europe (Leiden: Brill, 2019).",
     ["Whitcombe, A.", "R. Brunel"], "Markets and Monasteries in Medieval Europe", "Brill", 2019),
    ("Whitcombe, A., 'Salt and sanctity in Arles', in R. Brunel and P. Ortiz (eds), Markets and Monasteries in "
     "Medieval Europe (Leiden: Brill, 2019), pp. 201–24.", ["Whitcombe, A."], "Salt and sanctity in Arles",
     "Markets and Monasteries in Medieval Europe", 2019),
    ("Whitcombe, A., 'Tithe disputes at Montmajour', in K. Lindqvist (ed.), Monastic Economies (Turnhout: Brepols, "
     "2012), pp. 45–70.", ["Whitcombe, A."], "Tithe disputes at Montmajour", "Monastic Economies", 2012),
])
def test_books_and_chapters(text, authors, title, venue, year):
    record = paper_of(text)
    assert ([a.text for a in record.authors], record.title, record.venue, record.year) == (authors, title, venue, year)


def test_a_reviewed_in_note_is_no_venue():
    record = paper_of("Whitcombe, A., The Salt Roads of Provence: Trade and Tithe, 1150–1320 (Aix-en-Provence: "
                      "Presses Universitaires de Provence, 2015). Reviewed in: Speculum, French History, Journal of "
                      "Medieval History.")
    assert record.venue == "Presses Universitaires de Provence"
    assert record.notes[-1] == "Reviewed in: Speculum, French History, Journal of Medieval History"
