"""A letter macro closed by an empty group ("Wei\\ss{}", "\\o{}", "\\L{}ukasz") keeps its letter: the group was read as
the macro's argument and printed (nothing) in its place, so "Weiß, L." came out as "Wei, L."."""

from __future__ import annotations

from loaders import extract, parse_document
from tests.loaders.cvtext import paper_rows

TEX = (r"\documentclass{article}" "\n" r"\begin{document}" "\n" r"\section{Publications}" "\n"
       r"\begin{enumerate}" "\n"
       r"\item Wei\ss{}, L., S\o{}rensen, K. \& \L{}ukasiewicz, P. Is the quantum Zeno effect observable in trapped ions? "
       r"\textit{Phys. Rev. A} 101, 1--5 (2020)." "\n"
       r"\end{enumerate}" "\n" r"Updated \today{}." "\n" r"\end{document}" "\n")


def test_letters_closed_by_an_empty_group():
    rows = paper_rows(extract(parse_document(TEX.encode(), source="cv.tex")))
    assert rows == [("Is the quantum Zeno effect observable in trapped ions?", 2020, ["Weiß, L.", "Sørensen, K.", "Łukasiewicz, P."])]
