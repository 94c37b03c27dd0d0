"""MLA 9 entries: an author list that ends in "et al." after an inverted first author ("Nguyen, Thi Mai, et al.")
is one name, whatever its letters or the number of its given names; a chapter's book is its venue and the book's
editors ("edited by A. Editor and B. Editor") are never its authors nor part of its venue.  Expected values written
by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.sections import classify_heading
from loaders.extract import extract
from loaders.formats.text import parse_document
from loaders.model import PaperRecord
from tests.loaders.cvtext import paper_of



@pytest.mark.parametrize("text, authors, et_al", [
    ('Nguyen, Thi Mai, et al. "Deep Learning for Rice Yield Prediction." Journal of Agronomy, vol. 3, no. 2, 2021, '
     'pp. 1-20.', ["Nguyen, Thi Mai"], True),
    ('Greenberg, Tomás, et al. "The Poetics of Water in Neruda\'s Canto General." Modern Language Notes, vol. 131, '
     'no. 2, 2016, pp. 311-35.', ["Greenberg, Tomás"], True),
    ('Oyarzún-Hale, Beatriz, and Tomás Greenberg. "Archives of the Andes: Reading Colonial Maps as Literature." '
     'PMLA, vol. 135, no. 5, 2020, pp. 901-18.', ["Oyarzún-Hale, Beatriz", "Tomás Greenberg"], False),
    ('Garcia Lopez, Maria, et al. "Soil Carbon under Rotational Grazing." Geoderma, vol. 12, 2019, pp. 1-9.',
     ["Garcia Lopez, Maria"], True),
    ('Nguyen, Thi Mai. "Deep Learning for Rice Yield Prediction." Journal of Agronomy, vol. 3, no. 2, 2021, '
     'pp. 1-20.', ["Nguyen, Thi Mai"], False),
])
def test_an_inverted_first_author_before_et_al_is_one_name(text, authors, et_al):
    record = paper_of(text)
    assert ([a.text for a in record.authors], record.et_al) == (authors, et_al)


@pytest.mark.parametrize("text, authors, title, venue", [
    ('Smith, Jane. "Chapter Title on Water Policy." Book Title of Essays, edited by A. Editor and B. Editor, Press, '
     '2019, pp. 10-30.', ["Smith, Jane"], "Chapter Title on Water Policy", "Book Title of Essays"),
    ('Smith, Jane, et al. "Chapter Title on Water Policy." *Book Title of Essays*, edited by Alan Editor and Bea '
     'Editor, Press, 2019, pp. 10-30.', ["Smith, Jane"], "Chapter Title on Water Policy", "Book Title of Essays"),
    ('Smith, Jane. "Chapter Title on Water Policy." Book Title of Essays. Edited by Alan Editor and Bea Editor, '
     'Press, 2019, pp. 10-30.', ["Smith, Jane"], "Chapter Title on Water Policy", "Book Title of Essays"),
    ('Smith, Jane. Chapter Title on Water Policy. *Book Title of Essays*, edited by Alan Editor and Bea Editor, '
     'Press, 2019, pp. 10-30.', ["Smith, Jane"], "Chapter Title on Water Policy", "Book Title of Essays"),
])
def test_a_chapter_s_venue_is_its_book_and_its_editors_are_not_authors(text, authors, title, venue):
    record = paper_of(text)
    assert ([a.text for a in record.authors], record.title, record.venue, record.year) == \
        (authors, title, venue, 2019)


def test_chapters_in_edited_volumes_is_a_publications_heading():
    assert classify_heading("Chapters in Edited Volumes") == ("publications", "")
    assert classify_heading("Chapters in Books") == ("publications", "")


def test_a_chapter_under_its_own_heading_is_read_whole():
    text = ("Beatriz Oyarzún-Hale\n\nPublications\n\nArticles\n"
            'Greenberg, Tomás, et al. "The Poetics of Water in Neruda\'s Canto General." Modern Language Notes, '
            "vol. 131, no. 2, 2016, pp. 311-35.\n\nChapters in Edited Volumes\n"
            'Oyarzún-Hale, Beatriz. "Mistral in Translation." The Cambridge Companion to Latin American Poetry, '
            "edited by Stephen Hart, Cambridge UP, 2018, pp. 210-28.\n")
    papers = [r for r in extract(parse_document(text.encode(), source="cv.txt")).records
              if isinstance(r, PaperRecord)]
    assert [(p.title, [a.text for a in p.authors], p.venue, p.span.start_line) for p in papers] == [
        ("The Poetics of Water in Neruda's Canto General", ["Greenberg, Tomás"], "Modern Language Notes", 6),
        ("Mistral in Translation", ["Oyarzún-Hale, Beatriz"], "The Cambridge Companion to Latin American Poetry", 9),
    ]
