"""Names a review of the sixteenth round found misread by its rules (each read right before the round), and the
round's names that must stay as the round reads them. Expected values written by reading the names."""

from __future__ import annotations

import pytest

from graph.resolution.names import parse_person_name, parse_person_names


@pytest.mark.parametrize("written, family", [
    # a Spanish family name without its accent is as often a middle name (English, Filipino, Italian, Portuguese)
    ("John Torres Smith", "smith"), ("Sarah Garcia Thompson", "thompson"), ("Marco Lorenzo Rossi", "rossi"),
    ("Gian Lorenzo Bernini", "bernini"), ("Ana Carolina Campos Silva", "silva"), ("Maria Cristina Ramos Reyes", "reyes"),
    ("Wei Gil Chen", "chen"), ("Isabel Luna Wang", "wang"),
    # with its accent, or a patronymic in -ez, or before particles: the father's of two family names
    ("José Luis García Márquez", "garcia marquez"), ("Luis Alberto Gómez Rivas", "gomez rivas"),
    ("Rodrigo Ortiz de la Garza", "ortiz de la garza"),
    # Chinese names of four characters, or parted by a middle dot, are no Japanese names
    ("张王子轩", "zhang"), ("买买提·吐尔逊", "mai"), ("乌兰图雅", "wu"), ("张簡明華", "zhang"), ("范徐丽泰", "fan"),
    ("约翰·史密斯", "yue"), ("森本彩香", "morimoto"), ("長谷川拓也", "hasegawa"),
    # a given name of other countries before a family name is no Hungarian order
    ("Bogdan Daniel Ionescu", "ionescu"), ("Gal Adam Cohen", "cohen"), ("Szabó Katalin", "szabo"),
])
def test_names_the_review_found(written, family):
    assert parse_person_name(written).family == family


def test_a_family_name_in_capitals_in_a_list_of_initials_first():
    assert [n.family for n in parse_person_names(["A Kumar", "NG Wei", "B Lee"])] == ["kumar", "ng", "lee"]
