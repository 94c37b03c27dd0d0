"""A superscript mark after a co-author (HTML ``<sup>s</sup>`` for a student, LaTeX ``\\textsuperscript{$\\ast$}``
for equal contribution) is a mark like "*" and "†", not part of the name: the author list still reads as names."""

from __future__ import annotations

from loaders.entries.citations import parse_citation
from loaders.entries.repair import superscript_marks_out
from loaders.formats.latex import latex_lines
from loaders.model import PaperRecord, Span


def test_a_letter_superscript_after_an_initial_is_dropped():
    text = ("Zhao, X., Ramos, L. F.<sup>s</sup>, and Sause, R. (2023). “Fatigue performance of UHPC field-cast joints "
            "in prefabricated bridge decks.” *J. Bridge Eng.*, 28(3), 04023005.")
    record = parse_citation(text, Span("cv.md", 28, 29))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Zhao, X.", "Ramos, L. F.", "Sause, R."]


def test_a_superscript_flattened_by_a_converter_is_dropped():
    text = ("Li, H.s, Zhao, X., and Pessiki, S. (2021). “Fire resistance of concrete-filled steel tube columns with "
            "high-strength steel.” *J. Struct. Eng.*, 147(11), 04021189.")
    record = parse_citation(text, Span("cv.md", 30, 31))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Li, H.", "Zhao, X.", "Pessiki, S."]


def test_a_symbol_superscript_is_an_equal_contribution_mark():
    assert superscript_marks_out(r"J. Moreau\textsuperscript{$\ast$}, A. Dubois<sup>†</sup> and E. Moulines") == \
        "J. Moreau*, A. Dubois† and E. Moulines"


def test_superscripts_in_a_title_stay():
    text = "Capture of CO<sup>2</sup> by Li<sup>+</sup> ions, 20<sup>th</sup> century, e.g., x<sup>n</sup> forms"
    assert superscript_marks_out(text) == text


def test_a_latex_math_asterisk_after_a_name_is_a_mark():
    lines = latex_lines([r"\begin{itemize}",
                         r"\item J. Moreau\textsuperscript{$\ast$}, A. Dubois\textsuperscript{$\ast$}, and E. Moulines.",
                         r"``Stochastic approximation with Markovian noise: non-asymptotic bounds''. In: \emph{Advances "
                         r"in Neural Information Processing Systems 33}. 2020, pp. 11204--11215.",
                         r"\end{itemize}"])
    text = " ".join(lines)
    assert "∗" not in text and "Moreau*" in text
    record = parse_citation(text[text.index("J. Moreau"):], Span("cv.tex", 2, 3))
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["J. Moreau", "A. Dubois", "E. Moulines"]
    assert record.authors[0].equal_contribution and record.authors[1].equal_contribution
