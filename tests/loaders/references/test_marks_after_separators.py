"""A mark (dagger, asterisk) typed after the semicolon that ends its name, apart from the next name ("Lindqvist,
E.;† Kärkäs, M. D.", as ACS lists often are), belongs to the name before it: the list is still names."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span
from loaders.references import split_author_list


def test_a_mark_after_the_semicolon_is_the_name_before_it():
    assert split_author_list("Lindqvist, E.;† Kärkäs, M. D.")[0] == ("Lindqvist, E.†", "Kärkäs, M. D.")
    assert split_author_list("Zhou, Y.; Lindqvist, E.;* Kärkäs, M. D.")[0] == (
        "Zhou, Y.", "Lindqvist, E.*", "Kärkäs, M. D.")


def test_a_mark_against_a_name_stays_with_it():
    assert split_author_list("Zhou, Y.; *Lindqvist, E.")[0] == ("Zhou, Y.", "*Lindqvist, E.")


def test_an_acs_reference_with_a_mark_after_the_semicolon_is_read():
    text = ("Lindqvist, E.;† Kärkäs, M. D. Electrochemical C–H Functionalization: A Perspective. "
            "*Angew. Chem. Int. Ed.* **2023**, *62*, e202301234.")
    record = parse_citation(text, Span("cv.pdf", 23, 24))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Lindqvist, E.", "Kärkäs, M. D."]
    assert record.authors[0].equal_contribution
    assert record.title == "Electrochemical C–H Functionalization: A Perspective"
    assert record.year == 2023
