"""LaTeX CVs that lay out dated rows with boxes (``\\makebox[2cm][l]{dates}\\parbox[t]{width}{text}``) inside a
macro of their own: the dates and the text both printed, apart, the box options not.  The CV is written for this
test; expected values by reading it."""

from __future__ import annotations

from loaders import extract, parse_document
from loaders.formats.latex import latex_lines
from loaders.model import AffiliationRecord

CV = r"""\documentclass{article}
\newcommand{\row}[2]{\noindent\makebox[2.4cm][l]{#1}\parbox[t]{\dimexpr\linewidth-2.4cm}{#2}\par}
\begin{document}
{\LARGE Ines Vidal Moreno}\\
Escuela de Arquitectura, Universidad de Navarra

\section{Academic Appointments}
\row{2019--present}{\textbf{Associate Professor}, School of Architecture, Universidad de Navarra, Spain}
\row{2015--2019}{\textbf{Lecturer}, Bartlett School of Architecture, University College London, UK}
\end{document}
"""


def test_box_options_are_not_text_and_both_boxes_print():
    lines = latex_lines(CV.split("\n"))
    assert lines[7] == "2019–present **Associate Professor**, School of Architecture, Universidad de Navarra, Spain"
    assert "[l]" not in "\n".join(lines)


def test_rows_laid_out_with_boxes_are_affiliations():
    result = extract(parse_document(CV.encode(), source="vidal.tex"))
    rows = [(r.institution, r.role, r.start, r.end) for r in result.of_type(AffiliationRecord) if r.kind == "position"]
    assert ("Universidad de Navarra", "Associate Professor", "2019", "present") in rows
    assert ("University College London", "Lecturer", "2015", "2019") in rows
