"""LaTeX CVs that set their section headings with a macro of their own (``\\newcommand{\\mysection}[1]{...}``):
every such heading is a heading, whatever its words, so a heading the table does not know ends the section before
it.  The CV is written for this test; expected values by reading it."""

from __future__ import annotations

from loaders import load
from loaders.formats.latex import latex_lines
from loaders.model import ActivityRecord, AffiliationRecord, PaperRecord

CV = r"""\documentclass{article}
\newcommand{\mysection}[1]{\vspace{8pt}{\large\scshape #1}\\\rule{\linewidth}{0.5pt}}
\newcommand{\cvhead}[1]{\medskip{\Large\bfseries #1}\hrule\smallskip}
\newcommand{\me}[1]{\textbf{#1}}
\begin{document}
{\Huge Tomasz Wierzbicki}\\
Department of Sociology, University of Michigan

\mysection{Academic Appointments}
\begin{tabular}{ll}
2021--present & Assistant Professor of Sociology, University of Michigan \\
2019--2021 & Postdoctoral Scholar, Population Studies Center, University of Pennsylvania \\
\end{tabular}

\mysection{Research Areas}
Demography, Migration, Quantitative Methods

\mysection{Publications}
\begin{itemize}
\item \me{Wierzbicki, Tomasz} and Hanna Ostrowska. 2022. ``Return Migration and Household Wealth in Poland.'' \textit{Demography} 59 (3): 877--901.
\end{itemize}

\cvhead{Grants and Fellowships}
\begin{itemize}
\item Russell Sage Foundation Presidential Grant, 2023--2024
\item Andrew W. Mellon Foundation Dissertation Fellowship, 2018--2019
\end{itemize}

\mysection{Personal}
Citizenship: Poland. Languages: Polish, English, German
\end{document}
"""


def test_own_heading_macros_are_headings():
    lines = latex_lines(CV.splitlines())
    assert lines[8] == "# Academic Appointments"
    assert lines[22] == "# Grants and Fellowships"
    assert lines[19].startswith("- **Wierzbicki, Tomasz** and")     # a one-argument macro inline: no heading


def test_unknown_headings_end_the_section_before(tmp_path):
    path = tmp_path / "cv.tex"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    places = {r.institution for r in result.of_type(AffiliationRecord)}
    assert {"University of Michigan", "University of Pennsylvania"} <= places
    papers = result.of_type(PaperRecord)
    assert [p.title for p in papers] == ["Return Migration and Household Wealth in Poland"]
    grants = [a for a in result.of_type(ActivityRecord) if "Foundation" in a.text]
    assert len(grants) == 2
    assert not any("Personal" in a.text or "Citizenship" in a.text for a in result.of_type(ActivityRecord))
    assert not any("Research Areas" in (r.unit or "") + (r.role or "") for r in result.of_type(AffiliationRecord))
