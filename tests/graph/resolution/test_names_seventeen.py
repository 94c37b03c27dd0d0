"""Names the seventeenth round's sets showed misread: Spanish "M.ª" (María) is an initial, not "M" and "a"; an
Italian or Arabic family name of two words before dotted initials is read whole."""

from __future__ import annotations

import pytest

from graph.resolution.names import parse_person_names


@pytest.mark.parametrize("names, expected", [
    (["GARCÍA LÓPEZ, M.ª J."], [("garcia lopez", ("m", "j"))]),
    (["Mª José García Pérez", "Ana Gómez"], [("garcia perez", ("m", "jose")), ("gomez", ("ana",))]),
    (["Lo Russo C.B.", "De Santis M.A.", "Giannini V."], [("lo russo", ("c", "b")), ("de santis", ("m", "a")),
                                                          ("giannini", ("v",))]),
    (["Al Sayegh R.", "Haddad N."], [("al sayegh", ("r",)), ("haddad", ("n",))]),
    # a Chinese family name and a pinyin given name before an initial stay apart
    (["Li Wei W.", "Zhang San"], [("li", ("wei", "w")), ("zhang", ("san",))]),
])
def test_names_of_the_round(names, expected):
    assert [(n.family, n.given) for n in parse_person_names(names)] == expected
