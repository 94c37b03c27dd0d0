"""Entry headings a LaTeX CV sets as table rows, as Jake's resume template does (a ``\\resumeSubheading{Org}{Place}
{Role}{Dates}`` of its own, a ``tabular*`` of two rows): the table's width, position and columns print nothing, the
macro's arguments are the fields of one entry, and a macro that is an item itself (``\\resumeItem``) is one bullet.
TeX's own files a template reads (``\\input{glyphtounicode}``) are no missing part of the CV."""

from __future__ import annotations

from loaders import AffiliationRecord, PaperRecord, load
from loaders.formats.latex import latex_lines

PREAMBLE = r"""\documentclass[letterpaper,11pt]{article}
\usepackage{tabularx}
\input{glyphtounicode}
\newcommand{\resumeItem}[1]{
  \item\small{
    {#1 \vspace{-2pt}}
  }
}
\newcommand{\resumeSubheading}[4]{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}\vspace{-7pt}
}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}
"""

BODY = r"""\begin{document}
\begin{center}
    \textbf{\Huge \scshape Ann Li}
\end{center}
\section{Education}
  \resumeSubHeadingListStart
    \resumeSubheading
      {Carnegie Mellon University}{Pittsburgh, PA}
      {Ph.D. in Computer Science}{Aug. 2022 -- Present}
  \resumeSubHeadingListEnd
\section{Experience}
  \resumeSubHeadingListStart
    \resumeSubheading
      {Software Engineer II}{Jul. 2018 -- Jul. 2022}
      {Google}{Mountain View, CA}
      \resumeItemListStart
        \resumeItem{Tech lead for the admission-control layer of a cache}
      \resumeItemListEnd
  \resumeSubHeadingListEnd
\section{Publications}
  \resumeSubHeadingListStart
    \resumeItem{\textbf{Ann Li}, Bo Wu. ``Zero-Copy Serialization for Datacenter RPCs.'' \textit{SIGCOMM}, 2023.}
  \resumeSubHeadingListEnd
\end{document}
"""


def test_a_table_takes_its_position_and_columns():
    for begin, end in ((r"\begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}", r"\end{tabular*}"),
                       (r"\begin{tabular}[t]{l@{\extracolsep{\fill}}r}", r"\end{tabular}")):
        lines = latex_lines([r"\begin{document}", begin + r" \textbf{MIT} & Cambridge, MA \\ " + end,
                             r"\end{document}"])
        assert lines[1] == "**MIT** Cambridge, MA"


def test_an_entry_heading_set_as_a_table_is_one_entry():
    lines = latex_lines((PREAMBLE + BODY).splitlines())
    assert "- Carnegie Mellon University | Pittsburgh, PA | Ph.D. in Computer Science | Aug. 2022 – Present" in lines
    assert "- Software Engineer II | Jul. 2018 – Jul. 2022 | Google | Mountain View, CA" in lines
    assert "- Tech lead for the admission-control layer of a cache" in lines     # one bullet, not "- - Tech lead"
    assert not any("l@r" in line or "t]" in line for line in lines)


def test_jakes_resume_gives_affiliations_and_no_failure(tmp_path):
    path = tmp_path / "resume.tex"
    path.write_text(PREAMBLE + BODY, encoding="utf-8")
    result = load(path)
    assert [(a.institution, a.role) for a in result.of_type(AffiliationRecord)] == [
        ("Carnegie Mellon University", "Ph.D. in Computer Science"), ("Google", "Software Engineer II")]
    assert [p.title for p in result.of_type(PaperRecord)] == ["Zero-Copy Serialization for Datacenter RPCs"]
    assert result.failures == ()


def test_a_missing_part_of_the_cv_is_still_a_failure(tmp_path):
    path = tmp_path / "resume.tex"
    path.write_text(PREAMBLE + BODY.replace(r"\section{Publications}", r"\input{publications}"), encoding="utf-8")
    assert ["publications" in f.reason for f in load(path).failures] == [True]
