"""Chicago and MLA invert the first author only ("Rosen, David, Elena Marchetti, and Sarah K. Webb"); a sole
author is "Marchetti, Elena."  Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation, split_authors
from loaders.model import PaperRecord, Span
from loaders.references import split_author_list

CASES = [
    ("Rosen, David, Elena Marchetti, and Sarah K. Webb", ["Rosen, David", "Elena Marchetti", "Sarah K. Webb"]),
    ("Marchetti, Elena", ["Marchetti, Elena"]),
    ("Marchetti, Elena, and David Rosen", ["Marchetti, Elena", "David Rosen"]),
    ("Webb, Sarah K., and Elena Marchetti", ["Webb, Sarah K.", "Elena Marchetti"]),
]

# lists that must stay as they are
KEPT = [
    ("Liu, Y., Jiang, B., & Zhou, C.", ["Liu, Y.", "Jiang, B.", "Zhou, C."]),
    ("Y. Liu, J. Guo, B. Jiang", ["Y. Liu", "J. Guo", "B. Jiang"]),
    ("Liu Yunzhuo, Guo Junchen", ["Liu Yunzhuo", "Guo Junchen"]),
]


@pytest.mark.parametrize("text, names", CASES + KEPT)
def test_parser_split(text, names):
    assert list(split_author_list(text)[0]) == names


@pytest.mark.parametrize("text, names", CASES + KEPT[1:])
def test_rules_split(text, names):
    assert [m.text for m in split_authors(text, Span("x", 1, 1))[0]] == names


@pytest.mark.parametrize("text, title, authors, year", [
    ('Marchetti, Elena. "Merchants and Monasteries in Thirteenth-Century Tuscany." Speculum 94, no. 2 (2019): '
     '455–489.', "Merchants and Monasteries in Thirteenth-Century Tuscany", ["Marchetti, Elena"], 2019),
    ('Marchetti, Elena. "The Silk Guild and Its Enemies." Renaissance Quarterly, vol. 70, no. 3, 2017, pp. 901–936.',
     "The Silk Guild and Its Enemies", ["Marchetti, Elena"], 2017),
    ('Rosen, David, Elena Marchetti, and Sarah K. Webb. "Notarial Records as Social Data." Past & Present 241, '
     'no. 1 (2018): 3–41.', "Notarial Records as Social Data", ["Rosen, David", "Elena Marchetti", "Sarah K. Webb"],
     2018),
    # Chicago author-date: the year after the names
    ('Okonjo, Miriam, Tobias Lindgren, and Sara Q. Whitfield. 2019. “Credit Constraints and Seasonal Migration.” '
     '*Journal of Labor Economics* 37 (2): 411–58.', "Credit Constraints and Seasonal Migration",
     ["Okonjo, Miriam", "Tobias Lindgren", "Sara Q. Whitfield"], 2019),
    ('Ibáñez, María José, Tobias Lindgren, and Chiamaka Eze. 2021. “Microcredit and Migration.” *Journal of '
     'Development Economics* 150: 102611.', "Microcredit and Migration",
     ["Ibáñez, María José", "Tobias Lindgren", "Chiamaka Eze"], 2021),
    ('Ibáñez, María José. 2018. “Land Titles and Female Labour.” *Economic Journal* 128: 1–30.',
     "Land Titles and Female Labour", ["Ibáñez, María José"], 2018),
    ('Okonjo, Miriam. 2017. “Rainfall Insurance in Rural Kenya.” *Journal of Development Economics* 128: 1–19.',
     "Rainfall Insurance in Rural Kenya", ["Okonjo, Miriam"], 2017),
    ('Lindgren-Adeyemi, Tobias, and Miriam Okonjo. 2016. “Roads and Rural Wages.” *World Development* 88: '
     '120–35.',
     "Roads and Rural Wages", ["Lindgren-Adeyemi, Tobias", "Miriam Okonjo"], 2016),
])
def test_chicago_mla_entries(text, title, authors, year):
    paper = parse_citation(text, Span("x", 1, 1), text)
    assert isinstance(paper, PaperRecord)
    assert (paper.title, [a.text for a in paper.authors], paper.year) == (title, authors, year)


@pytest.mark.parametrize("text, names", [
    # a Spanish first author: two family names (the first a patronymic in -ez) and two given names
    ("Fernández Ortega, María José, Luis Alberto Gómez Rivas, and Ana Ruiz",
     ["Fernández Ortega, María José", "Luis Alberto Gómez Rivas", "Ana Ruiz"]),
    ("Gómez Rivas, Luis Alberto, and María José Fernández Ortega",
     ["Gómez Rivas, Luis Alberto", "María José Fernández Ortega"]),
    # two names of two words each, given name first, stay two names
    ("Ana Ruiz, Pedro Sánchez, Luis Gómez, and Eva Paz", ["Ana Ruiz", "Pedro Sánchez", "Luis Gómez", "Eva Paz"]),
    ("Inez Ortega, Maria Jose, Ann Lee", ["Inez Ortega", "Maria Jose", "Ann Lee"]),
])
def test_a_spanish_first_author_with_two_family_and_two_given_names(text, names):
    assert list(split_author_list(text)[0]) == names
    assert [m.text for m in split_authors(text, Span("x", 1, 1))[0]] == names


@pytest.mark.parametrize("text, names", [
    # GB/T 7714 with family names in capitals and spaced initials: each piece is a whole name, never "Family, Given"
    ("LI W, CHEN X M, WANG H J, ZHAO L, OUYANG J, SUN Q*", ["LI W", "CHEN X M", "WANG H J", "ZHAO L", "OUYANG J",
                                                          "SUN Q*"]),
    ("ZHANG L, LI X H", ["ZHANG L", "LI X H"]),
    # a family name in capitals and given names written out stays a pair
    ("LIU, Yunzhuo, GUO, Junchen", ["LIU, Yunzhuo", "GUO, Junchen"]),
])
def test_gbt_names_in_capitals_are_whole(text, names):
    assert list(split_author_list(text)[0]) == names


def test_a_given_name_cut_to_two_letters_keeps_its_full_stop():
    # Hungarian "Zs." and Russian "Yu." after another initial are initials; "Yu." alone ends a Chinese name
    from graph.resolution.names import parse_person_names

    for text, written, families in [
        ("Nagy J., Szabó K., Farkas Zs.", ["Nagy J.", "Szabó K.", "Farkas Zs."], ["nagy", "szabo", "farkas"]),
        ("Smirnova O. Yu., Volkova E. S., Kuznetsov D. A.", ["Smirnova O. Yu.", "Volkova E. S.", "Kuznetsov D. A."],
         ["smirnova", "volkova", "kuznetsov"]),
    ]:
        assert list(split_author_list(text)[0]) == written
        mentions = [m.text for m in split_authors(text, Span("x", 1, 1))[0]]
        assert mentions == written
        assert [n.family for n in parse_person_names(mentions)] == families


def test_a_harvard_list_with_dutch_particles_is_read():
    from tests.loaders.cvtext import paper_of

    record = paper_of("Verbeke, T.†, van den Bosch, S., Van der Straeten, L., de Jong, F., op den Kamp, H. and "
                      "Willems, P. (2024) ‘Probabilistic pluvial flood forecasting for Belgian cities using radar "
                      "nowcasts’, *Natural Hazards and Earth System Sciences*, 24(3), pp. 811–829.")
    assert record.title == "Probabilistic pluvial flood forecasting for Belgian cities using radar nowcasts"
    assert [a.text for a in record.authors] == ["Verbeke, T.", "van den Bosch, S.", "Van der Straeten, L.",
                                                "de Jong, F.", "op den Kamp, H.", "Willems, P."]


def test_a_german_list_parted_by_slashes():
    from tests.loaders.cvtext import paper_of

    assert list(split_author_list("Nováková, T./Horák, J./Schulze-Hennig, A.")[0]) == [
        "Nováková, T.", "Horák, J.", "Schulze-Hennig, A."]
    assert list(split_author_list("Input/Output, A.")[0]) != ["Input", "Output, A."]
    record = paper_of("Schulze-Hennig, A./Nováková, T. (2020): Digitale formative Beurteilung während der "
                      "Schulschließungen. In: Zeitschrift für Erziehungswissenschaft 23 (6), S. 1401–1422.")
    assert record.title == "Digitale formative Beurteilung während der Schulschließungen"
    assert [a.text for a in record.authors] == ["Schulze-Hennig, A.", "Nováková, T."]
    assert record.year == 2020


@pytest.mark.parametrize("text, names", [
    # "and" in Turkish, German, Polish, Dutch and Russian lists after an initial; Cyrillic initials
    ("Karaağaç, E., Yıldırım, G., İnce, H. ve Schneider, T.", ["Karaağaç, E.", "Yıldırım, G.", "İnce, H.",
                                                              "Schneider, T."]),
    ("Weißenbach, F., Müller, K. und Bauer, L.", ["Weißenbach, F.", "Müller, K.", "Bauer, L."]),
    ("Лебедева А. С., Гарипова Л. Ф. и Иванов И. И.", ["Лебедева А. С.", "Гарипова Л. Ф.", "Иванов И. И."]),
])
def test_lists_of_other_languages(text, names):
    assert list(split_author_list(text)[0]) == names


def test_a_portuguese_family_name_with_do_is_a_name():
    from loaders.entries.citations import _is_name

    assert _is_name("Ferreira do Nascimento, A. C.") and _is_name("Ana Ferreira do Nascimento")
