"""LaTeX CV classes and documents in parts: the entry macros of moderncv, awesome-cv and AltaCV read as entries
(their fields on one line however the source spreads them, the lists in them as the entry's parts), and the files a
document reads with ``\\input`` or the import package (``\\import``, ``\\subimport``), with or without ``.tex``,
through a directory macro (``\\newcommand*{\\sectiondir}{cv/}``), nested parts found beside the part."""

from __future__ import annotations

from pathlib import Path

from loaders import AdvisingRecord, AffiliationRecord, PaperRecord, ProfileRecord, load
from loaders.formats.latex import latex_includes, latex_lines


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


AWESOME = {
    "cv.tex": "\\documentclass[11pt, a4paper]{awesome-cv}\n\\newcommand*{\\sectiondir}{cv/}\n\\name{Ann}{Li}\n"
              "\\begin{document}\n\\makecvheader\n\\input{cv/education.tex}\n\\import{\\sectiondir}{experience}\n"
              "\\input{cv/publications}\n\\end{document}\n",
    "cv/education.tex": "\\cvsection{Education}\n\\begin{cventries}\n  \\cventry\n    {Ph.D. in Computer Science} % Degree\n"
                        "    {Peking University} % Institution\n    {Beijing, China} % Location\n"
                        "    {Sep. 2019 - Jun. 2024} % Date(s)\n    {\n      \\begin{cvitems}\n"
                        "        \\item {Advisor: Prof. Bo Wu}\n      \\end{cvitems}\n    }\n\\end{cventries}\n",
    "cv/experience.tex": "\\cvsection{Experience}\n\\begin{cventries}\n  \\cventry\n    {Research Intern}\n"
                         "    {Microsoft Research Asia}\n    {Beijing, China}\n    {Jul. 2021 - Dec. 2021}\n"
                         "    {\\begin{cvitems}\n        \\item {Worked on compilers.}\n      \\end{cvitems}}\n"
                         "\\end{cventries}\n",
    "cv/publications.tex": "\\cvsection{Publications}\n\\begin{cvitems}\n"
                           "  \\item {\\textbf{Ann Li}, Bo Wu, and Carl Zhou. ``Fast Graph Partitioning at Scale''. "
                           "In \\textit{Proceedings of EuroSys}, 2023.}\n"
                           "  \\item {Dan Xu and \\textbf{Ann Li}. ``Learning to Schedule Serverless Functions''. "
                           "In \\textit{NSDI}, 2022.}\n\\end{cvitems}\n",
}


def test_awesome_cv_parts_entries_and_items(tmp_path):
    _write(tmp_path, AWESOME)
    result = load(tmp_path / "cv.tex", source="cv.tex")
    assert not result.failures
    papers = {p.title: p for p in result.of_type(PaperRecord)}
    assert set(papers) == {"Fast Graph Partitioning at Scale", "Learning to Schedule Serverless Functions"}
    assert [a.text for a in papers["Fast Graph Partitioning at Scale"].authors] == ["Ann Li", "Bo Wu", "Carl Zhou"]
    assert papers["Fast Graph Partitioning at Scale"].span.file == "cv/publications.tex"
    affiliations = {a.kind: a for a in result.of_type(AffiliationRecord)}
    phd = affiliations["education"]
    assert (phd.institution, phd.role, phd.start, phd.end) == ("Peking University", "Ph.D. in Computer Science",
                                                               "2019-09", "2024-06")
    intern = affiliations["internship"]             # read through \import{\sectiondir}{experience}
    assert (intern.institution, intern.role) == ("Microsoft Research Asia", "Research Intern")
    assert [r.advisor.text for r in result.of_type(AdvisingRecord)] == ["Bo Wu"]
    assert [n.text for p in result.of_type(ProfileRecord) for n in p.names][0] == "Ann Li"


def test_an_entry_macro_writes_its_fields_on_its_line_and_its_list_under_it():
    lines = latex_lines(["\\section{Education}",
                         "\\cventry{Sep 2018--Present}{B.S. Computer Engineering}{\\href{https://x.org}{Some University}}"
                         "{Rafsanjan, Iran}{}{",
                         "  \\begin{itemize}", "    \\item Major Track: Software Engineering.", "  \\end{itemize}}",
                         "\\cventry", "  {2014--2018}", "  {B.S. Physics}", "  {Peking University}"])
    assert lines[1].startswith("- Sep 2018–Present | B.S. Computer Engineering | [Some University](https://x.org)"
                               " | Rafsanjan, Iran")
    assert lines[3] == "  - Major Track: Software Engineering."      # the entry's part, under it
    assert lines[5] == "- 2014–2018 | B.S. Physics | Peking University"
    assert lines[6:9] == ("", "", "")


def test_moderncv_entry_with_a_description_list_is_one_affiliation(tmp_path):
    _write(tmp_path, {"cv.tex": "\\documentclass{moderncv}\n\\name{Ann}{Li}\n\\begin{document}\n\\section{Experience}\n"
                                "\\subsection{Research}\n"
                                "\\cventry{Aug 2021--Present}{Department of Computer Engineering, Some University}{\n"
                                "  \\href{https://x.org/ra}{Undergraduate Research Assistant}\n}{Rafsanjan, Iran}{}{\n"
                                "  \\begin{itemize}\n    \\item I am researching community detection.\n"
                                "    \\item Under the supervision of Dr. Bo Wu.\n  \\end{itemize}}\n\\end{document}\n"})
    result = load(tmp_path / "cv.tex", source="cv.tex")
    (record,) = result.of_type(AffiliationRecord)
    assert (record.kind, record.institution, record.start, record.end) == ("position", "Some University",
                                                                          "2021-08", "present")
    assert (record.span.start_line, record.span.end_line) == (5, 11)    # the subheading and the items are its


def test_article_with_imported_parts(tmp_path):
    _write(tmp_path, {
        "main.tex": "\\documentclass{article}\n\\usepackage{import}\n\\begin{document}\n"
                    "\\import{sections/}{publications.tex}\n\\end{document}\n",
        "sections/publications.tex": "\\section{Publications}\n\\begin{enumerate}\n"
                                     "\\item A. Li, B. Wu. ``Fast Graph Partitioning at Scale''. \\textit{EuroSys}, 2023.\n"
                                     "\\end{enumerate}\n\\subimport{sub/}{more.tex}\n\\input{older}\n",
        "sections/sub/more.tex": "\\begin{enumerate}\n\\item D. Xu, A. Li. ``Learning to Schedule Serverless "
                                 "Functions''. \\textit{NSDI}, 2022.\n\\end{enumerate}\n",
        "sections/older.tex": "\\begin{enumerate}\n\\item A. Li. ``A Survey of Partitioners''. \\textit{CSUR}, 2021."
                              "\n\\end{enumerate}\n",
    })
    result = load(tmp_path / "main.tex", source="main.tex")
    assert not result.failures
    got = {(p.title, p.span.file, p.span.start_line) for p in result.of_type(PaperRecord)}
    assert got == {("Fast Graph Partitioning at Scale", "sections/publications.tex", 3),
                   ("Learning to Schedule Serverless Functions", "sections/sub/more.tex", 2),
                   ("A Survey of Partitioners", "sections/older.tex", 2)}


def test_import_package_targets():
    lines = ["\\newcommand*{\\sectiondir}{cv/}", "\\import{sections/}{heading.tex}", "\\subimport*{a}{b}",
             "\\inputfrom{x/}{y}", "% \\import{old/}{z}", "\\input{\\sectiondir skills}", "\\import{\\nodef}{q}"]
    assert [(i.target, i.line) for i in latex_includes(lines)] == [
        ("sections/heading.tex", 2), ("a/b", 3), ("x/y", 4), ("cv/skills", 6), ("\\nodef/q", 7)]
    assert latex_lines(["\\import{sections/}{heading.tex}"]) == ("",)      # a file name is no text
