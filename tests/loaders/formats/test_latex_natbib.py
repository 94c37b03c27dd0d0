"""A thebibliography list as natbib's plainnat writes it: the label of ``\\bibitem[Holmes et~al.(2022)Holmes,
...]{key}`` (a tie inside it) is no text of the entry, nor is the number ``\\penalty0`` takes."""

from __future__ import annotations

from loaders.formats.latex import latex_lines


def test_a_plainnat_bibitem_leaves_neither_its_label_nor_its_penalties():
    lines = latex_lines([r"\bibitem[Holmes et~al.(2022)Holmes, Mensah-Adjei, and Doucet]{holmes2022}",
                         r"C.~Holmes, K.~Mensah-Adjei, and A.~Doucet.",
                         r"\newblock \emph{Annals of Statistics}, 48\penalty0 (5):\penalty0 2931--2960, 2020."])
    assert lines[0].strip() == "-"
    assert lines[1].strip() == "C. Holmes, K. Mensah-Adjei, and A. Doucet."
    assert lines[2].strip() == "*Annals of Statistics*, 48 (5): 2931–2960, 2020."
