"""Education stated in prose ("I received my Ph.D. from the Paul G. Allen School at the University of Washington in
2021", "I got my B.Sc. in Computer Science and Engineering from Obafemi Awolowo University", "a B.Eng. degree from
X"): the university is the institution, a school named after a person its unit, a subject written in capitals is
part of the degree; a statement in the third person is read only on a page that has an owner (a group's page of
its members' biographies has none), and an institution a section lists already (an acronym after it aside) adds no
record.  Written by hand as homepages write them."""

from __future__ import annotations

from loaders import AffiliationRecord, extract, parse_document
from loaders.entries.prose import parse_prose_affiliations
from loaders.entries.sections import Line

ABOUT = [Line(4, "I received my Ph.D. from the Paul G. Allen School at the University of Washington in 2021,"),
         Line(5, "advised by Jane Roe. Before that, I got my B.Sc. in Computer Science and Engineering from Obafemi"),
         Line(6, "Awolowo University, Ile-Ife, Nigeria. I also hold a B.Eng. degree from Delft University of "
                 "Technology.")]


def test_degrees_stated_in_prose():
    got = [(a.kind, a.institution, a.unit, a.role, a.end, a.span.start_line, a.span.end_line)
           for a in parse_prose_affiliations(ABOUT, "about.md")]
    assert got == [("education", "University of Washington", "Paul G. Allen School", "Ph.D.", "2021", 4, 4),
                   ("education", "Obafemi Awolowo University", None, "B.Sc. in Computer Science and Engineering",
                    None, 5, 6),
                   ("education", "Delft University of Technology", None, "B.Eng. degree", None, 6, 6)]


def test_a_school_is_a_unit_only_of_an_organisation_named_after_it():
    got = parse_prose_affiliations([Line(1, "I received my MBA from Harvard Business School, Boston, in 2010.")], "a")
    assert [(a.institution, a.unit) for a in got] == [("Harvard Business School", None)]


def test_third_person_only_on_a_page_with_an_owner():
    line = [Line(1, "Qing Hu received his Ph.D. in Computer Science from Nanyang Technological University in 2023.")]
    assert [a.institution for a in parse_prose_affiliations(line, "a")] == ["Nanyang Technological University"]
    assert parse_prose_affiliations(line, "a", third_person=False) == []


CV = """# Zhao Fang

## About

I received my B.Eng. in Computer Science from Beijing University of Posts and Telecommunications (BUPT) in 2023.

## Education

- Beijing University of Posts and Telecommunications, B.Eng. in Computer Science, 2019 – 2023
"""


def test_an_institution_listed_already_adds_no_record():
    result = extract(parse_document(CV.encode(), source="cv.md"))
    got = [(a.institution, a.span.start_line) for a in result.of_type(AffiliationRecord)]
    assert got == [("Beijing University of Posts and Telecommunications", 9)]
