"""LaTeX CVs to the text the CV readers read, line for line: line *n* of the output holds what line *n* of the source
says, so spans stay exact.

The source is parsed with pylatexenc (a LaTeX tokenizer that knows groups, macros, environments, comments and
math), not with line-by-line regular expressions, so an argument that runs over several lines
(``\\textbf{A title that`` / ``wraps}``) and nested macros read right.  It is not a TeX engine: it renders what CV
sources use.

- Sectioning (``\\section``, ``\\cvsection`` of awesome-cv and altacv, ``\\subsection``...) becomes a Markdown
  heading; text after it on the same line follows a tab (the section reader splits there).  So does a macro of the
  document's own with one argument, called alone on its line, that is named as a section or heading
  (``\\mysection``, ``\\sectionhead``) or sets its argument large or over a rule: whatever its words, it is a heading.
- ``\\item`` and ``\\bibitem`` become ``-`` bullets, and so do the entry macros of the CV classes (moderncv's
  ``\\cventry``, ``\\cvitem``, ``\\cvlistitem``; awesome-cv's ``\\cventry``, ``\\cvsubentry``, ``\\cvhonor``;
  altacv's ``\\cvevent``...), their arguments joined with commas.
- Macros the document defines (``\\newcommand``, ``\\def``) are expanded with their arguments, so a CV's own
  publication macro (``\\pub{authors}{title}{venue}``) reads as the document prints it.
- ``\\textbf``, ``\\underline`` and ``{\\bf ...}`` become ``**bold**`` (CVs mark their owner so), ``\\emph`` and
  ``\\textit`` ``*italics*``; accents and symbols become their characters (``\\'e`` é, ``\\dag`` †, ````x''``
  “x”); comments, the preamble's commands, spacing and colours disappear.
- ``\\name{First}{Last}`` and the contact macros give their text, so the owner and the private contact details are
  found as in any other CV.

Files the document includes (``\\input``, ``\\include``) and bibliographies it prints (``\\bibliography``,
``\\addbibresource`` with ``\\printbibliography`` or ``\\nocite{*}``) are listed by :func:`latex_includes`; the
loader reads them beside the main file.

>>> latex_lines([r"\\section{Publications}", r"\\begin{itemize}", r"\\item \\textbf{J. Fang}, G. Zhao, \\emph{A Title",
...              r"  that wraps}, ICNP, 2023. % a comment", r"\\end{itemize}"])
('# Publications', '', '- **J. Fang**, G. Zhao, *A Title', 'that wraps*, ICNP, 2023.', '')
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from loaders.entries.patterns import ESCAPED_AT

#: Sectioning macros and the Markdown level they stand for.
SECTIONS = {"part": 1, "chapter": 1, "section": 1, "cvsection": 1, "sectionTitle": 1, "resheading": 1,
            "ressection": 1, "cvheading": 1, "subsection": 2, "cvsubsection": 2, "subsubsection": 3,
            "paragraph": 3}
#: Entry macros of the CV classes (moderncv, awesome-cv, altacv, europecv, friggeri...): one list item each.
ENTRY_MACROS = frozenset({
    "cventry", "cvitem", "cvlistitem", "cvlistdoubleitem", "cvdoubleitem", "cvitemwithcomment", "cvsubentry",
    "cvhonor", "cvevent", "cvpub", "cvpublication", "cvline", "cvproject", "cvachievement", "cvcolumn",
    "resumeSubheading", "resumeItem", "resumeSubItem", "resumeProjectHeading", "ecvitem", "entry", "cvref",
    "datedsubsection", "datedline", "cvhonor", "cvschool", "cvjob", "cvdegree", "cvaward", "cvtalk", "cvpaper",
    "publication", "pub", "cvSubentry", "cvEntry", "twocolentry", "onecolentry", "experience", "education",
})
_BOLD = frozenset({"textbf", "mathbf", "underline", "uline", "uuline", "ul", "textul", "boldsymbol", "bm"})
_ITALIC = frozenset({"textit", "emph", "textsl", "mathit", "textit"})
_BOLD_DECL = frozenset({"bf", "bfseries", "textbf"})
_ITALIC_DECL = frozenset({"it", "itshape", "em", "sl", "slshape"})
#: TeX primitives that take a number without braces (natbib's ``24\penalty0 (112):\penalty0 1--45``): dropped with it.
_NUMBER_ARGUMENT = frozenset({"penalty", "linepenalty", "hyphenpenalty", "exhyphenpenalty", "interlinepenalty"})
#: The most nodes an optional argument the walker left as characters may run over (``[Holmes et~al.(2022)...]``).
_MAX_OPTIONAL_NODES = 12
#: Macros whose arguments are not text (dropped with them).
_DROP = frozenset({
    "documentclass", "usepackage", "RequirePackage", "setlength", "addtolength", "setcounter", "addtocounter",
    "vspace", "hspace", "vskip", "hskip", "label", "includegraphics", "pagestyle", "thispagestyle", "geometry",
    "definecolor", "colorlet", "color", "fontsize", "hypersetup", "input", "include", "bibliography",
    "import", "subimport", "inputfrom", "subinputfrom", "includefrom", "subincludefrom", "subfile",
    "bibliographystyle", "addbibresource", "nocite", "cite", "citep", "citet", "pagenumbering", "setmainfont",
    "setsansfont", "setmonofont", "setCJKmainfont", "setCJKsansfont", "newfontfamily", "photo", "moderncvstyle",
    "moderncvcolor", "moderncvtheme", "usetheme", "fontspec", "linespread", "setlist", "titleformat", "titlespacing",
    "newgeometry", "marginpar", "footnotesize", "renewcommand", "newcommand", "providecommand", "DeclareRobustCommand",
    "def", "let", "newenvironment", "renewenvironment", "newlength", "newcounter", "makeatletter", "makeatother",
    "ref", "pageref", "eqref", "hyphenation", "urlstyle", "addtocontents", "addcontentsline", "raisebox", "rule",
    "setbeamertemplate", "printbibliography", "bibliographystyle", "defbibheading", "DeclareFieldFormat",
    "AtEveryBibitem", "ExecuteBibliographyOptions", "sethlcolor", "fancyhead", "fancyfoot", "fancyhf", "lhead",
    "rhead", "chead", "lfoot", "rfoot", "cfoot", "columnratio", "selectfont", "fontfamily", "fontseries",
    "fontshape", "setsidebars", "sidebarwidth", "acvHeaderSocialSep", "colorizelinks",
    "pdfbookmark", "phantomsection", "enlargethispage", "resizebox", "scalebox", "vbox", "hbox",
    "tikz", "draw", "node", "faIcon", "fa", "ding", "icon", "printinfo", "cvsidebar", "CJKfamily", "CJKfontspec",
    "setCJKfamilyfont", "usefont", "addfontfeature", "addfontfeatures", "newcolumntype", "arrayrulecolor",
    "rowcolor", "cellcolor", "setmainlanguage", "setotherlanguage", "selectlanguage", "ULdepth", "contourlength",
})
#: Macros that print their last argument only (the others are a colour, a URL, a box width...).
_LAST_ARG = frozenset({"textcolor", "colorbox", "href", "hyperlink", "foreignlanguage", "fcolorbox", "mbox", "parbox",
                       "makebox", "framebox", "hypertarget", "texttt", "textrm", "textsf", "textsc", "textup",
                       "textmd", "textnormal", "mathrm", "text", "hl", "highlight", "sout", "st", "uppercase",
                       "MakeUppercase", "lowercase", "MakeLowercase", "small", "large", "Large", "LARGE", "huge",
                       "Huge", "tiny", "scriptsize", "normalsize", "footnote", "centerline", "leftline",
                       "rightline", "mathit", "mathsf", "mathtt", "multicolumn", "multirow", "multirowcell", "makecell",
                       "shortstack", "tabularnewline", "emphasize", "hlbox", "contour", "myuline", "uwave",
                       "xout", "colorbox"})
#: Macros that set their text in a box of its own width.
_BOXES = frozenset({"makebox", "framebox", "parbox", "mbox"})
_FIRST_ARG = frozenset({"texorpdfstring"})
#: Macros that print all their arguments, joined by a space: names and contact details.
_SPACED = frozenset({"name", "firstname", "familyname", "lastname", "email", "homepage", "phone", "mobile",
                     "social", "github", "linkedin", "address", "extrainfo", "orcid", "googlescholar", "twitter",
                     "url", "nolinkurl", "position", "tagline", "title", "quote", "location", "born", "fax",
                     "mailaddress", "affiliation", "institution", "department", "ecvname", "ecvaddress",
                     "ecvtelephone", "ecvmobile", "ecvemail", "ecvhomepage"})
_SYMBOLS = {"dag": "†", "dagger": "†", "ddag": "‡", "ddagger": "‡", "ast": "*", "star": "*", "textasteriskcentered": "*",
            "S": "§", "P": "¶", "checkmark": "✓", "cdot": "·", "textbullet": "•", "bullet": "•", "textbar": "|",
            "LaTeX": "LaTeX", "TeX": "TeX", "XeTeX": "XeTeX", "BibTeX": "BibTeX", "sim": "~", "approx": "≈",
            "times": "×", "textasciitilde": "~", "quad": "\x02", "qquad": "\x02", "enspace": " ", "hfill": " ",
            "hfil": " ", "newline": " ", "linebreak": " ", "par": " ", "noindent": "", "centering": "",
            "raggedright": "", "raggedleft": "", "smallskip": "", "medskip": "", "bigskip": "", "newpage": "",
            "clearpage": "", "pagebreak": "", "maketitle": "", "makecvtitle": "", "makecvheader": "",
            "makecvfooter": "", "item": "", "today": "", "vfill": "", "break": "", "relax": "", "protect": "",
            "leavevmode": "", "null": "", "nobreak": "", "hline": "", "toprule": "", "midrule": "",
            "bottomrule": "", "cline": "", "tableofcontents": "", "normalfont": "", "rmfamily": "", "sffamily": "",
            "ttfamily": "", "upshape": "", "mdseries": "", "scshape": "", "nopagebreak": "", "filbreak": ""}
#: Math operators that stand for the asterisk of a mark (pylatexenc prints "\\ast" as U+2217).
_MATH_MARKS = str.maketrans({"∗": "*", "⋆": "*"})
#: Environments whose content is not CV text.
_SKIP_ENV = frozenset({"comment", "verbatim", "lstlisting", "minted", "tikzpicture", "figure", "filecontents",
                       "filecontents*", "equation", "align", "align*"})
_LIST_ENV = frozenset({"thebibliography"})
#: Environments whose leading brace groups are arguments pylatexenc knows, or no CV entry.
_KNOWN_ENV = frozenset({"document", "itemize", "enumerate", "description", "tabular", "tabular*", "tabularx",
                        "longtable", "table", "minipage", "center", "flushleft", "flushright", "multicols", "quote",
                        "quotation", "thebibliography", "abstract", "paracol", "spacing", "adjustwidth", "small",
                        "footnotesize", "tcolorbox", "wrapfigure", "list", "etaremune", "refsection", "cvitems",
                        "cventries", "cvhonors", "cvskills", "cvparagraph", "rubric", "fullwidth", "landscape"})
#: The name of a macro or environment that makes a section heading ("\ecvsection", "rSection", "\mysection").
_SECTION_LIKE = re.compile(r"(?i)^(?:[a-z]{0,6}sub)?(?:[a-z]{0,8})section$|^sectiontitle$|^cvheading$|^resheading$")
#: The name of a document's own macro that sets a heading ("\\cvsection", "\\mysection", "\\sectionhead", "\\cvheading").
_HEADING_NAME = re.compile(r"(?i)section|heading")
#: A body that sets its argument as a heading: a sectioning command, a rule under it, a larger size.
_HEADING_BODY = re.compile(r"\\(?:(?:sub)*section|chapter|[hv]?rule|titlerule|hline|large|Large|LARGE|huge|Huge)"
                           r"(?![A-Za-z])")
#: A macro body that opens with its own ``\\item``: the macro is one item of a list, not an entry with parts.
_ITEM_BODY = re.compile(r"\s*\\item(?![A-Za-z])")
#: A macro body that sets its arguments in a table (``\\begin{tabular*}``, ``tabularx``...): the row of an entry.
_TABLE_BODY = re.compile(r"\\begin\s*\{(?:tabular\*?|tabularx|tabulary)\}")
#: What may follow a heading on its line in the source: a line break, spacing, a comment.
_REST_OF_HEADING = re.compile(r"(?:[ \t]|\\\\(?:\[[^\]\n]*\])?|\\(?:vspace|vskip|medskip|smallskip|bigskip)\*?(?:\{[^{}\n]*\})?|%[^\n]*)*"
                              r"(?:\r?\n|$)")
_MAX_DEPTH = 40
#: The most macro and environment expansions one document may take (a macro printing two that print two... is an
#: exponential bomb that the depth limit alone lets through); past it, defined macros print nothing.
MAX_EXPANSIONS = 50_000
#: How the arguments of an entry macro are written on their line (each a field of the entry).
FIELD_SEPARATOR = " | "
#: A last argument of an entry macro longer than this, on lines of its own, is the entry's description (prose).
_FIELD_PROSE = 80
_SPACES = re.compile(r"[ \t\u00a0]+")
_HEAD_END = "\x01"     # where a heading's title ends on its line: text after it there is content (a tab in the output)


@dataclass(frozen=True, slots=True)
class Include:
    """A file a LaTeX document reads: ``kind`` is ``input`` (a .tex read in place) or ``bibliography`` (a .bib
    whose entries the document prints); ``line`` the 1-based line of the command."""

    kind: str
    target: str
    line: int


@dataclass(frozen=True, slots=True)
class Definition:
    """A macro (``\\newcommand``, ``\\def``) or environment (``\\newenvironment``) the document defines: its
    number of parameters, an optional first argument's default, its body (the begin code of an environment) and,
    for an environment, its end code; all as LaTeX source."""

    nargs: int
    default: str | None
    body: str
    end: str = ""


_DEFINE = re.compile(r"\\(?P<cmd>(?:re)?newcommand|providecommand|DeclareRobustCommand|(?:re)?newenvironment|"
                     r"[gex]?def)(?![A-Za-z])\*?")


def _skip_space(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def _group_end(text: str, i: int, opener: str = "{", closer: str = "}") -> int | None:
    """The index after the group that opens at ``text[i]``, braces counted, escapes and comments skipped."""
    depth, n = 0, len(text)
    j = i
    while j < n:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == "%":
            nl = text.find("\n", j)
            j = n if nl < 0 else nl
            continue
        if c == opener:
            depth += 1
        elif c == closer:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return None


def _in_comment(text: str, pos: int) -> bool:
    start = text.rfind("\n", 0, pos) + 1
    return bool(re.search(r"(?<!\\)%", text[start:pos]))


def definitions(text: str) -> tuple[str, dict[str, Definition], dict[str, Definition]]:
    r"""The macros and environments a LaTeX document defines, and its text with each definition blanked out (line
    breaks kept, so lines stay where they are): a body that opens an environment it does not close
    (``\newcommand{\listStart}{\begin{itemize}}``, as CV templates write) cannot then swallow the document.

    >>> text, macros, envs = definitions(r"\newcommand{\pub}[2][x]{#1: \textbf{#2}}" "\nA\n" r"\def\me{Ann Li}")
    >>> [line.strip() for line in text.split("\n")], macros["pub"], macros["me"].body
    (['', 'A', ''], Definition(nargs=2, default='x', body='#1: \\textbf{#2}', end=''), 'Ann Li')
    """
    macros: dict[str, Definition] = {}
    environments: dict[str, Definition] = {}
    blanks: list[tuple[int, int]] = []
    for m in _DEFINE.finditer(text):
        if blanks and m.start() < blanks[-1][1] or _in_comment(text, m.start()):
            continue
        i = _skip_space(text, m.end())
        cmd = m.group("cmd")
        name_m = re.match(r"\{?\s*\\?([A-Za-z@]+\*?)\s*\}?", text[i:])
        if not name_m:
            continue
        name = name_m.group(1)
        i = _skip_space(text, i + name_m.end())
        if cmd.endswith("def"):
            params = re.match(r"(?:#\d)*", text[i:]).group(0)
            i += len(params)
            nargs, default = len(params) // 2, None
        else:
            nargs, default = 0, None
            found = re.match(r"\[\s*(\d)\s*\]", text[i:])
            if found:
                nargs = int(found.group(1))
                i = _skip_space(text, i + found.end())
                if i < len(text) and text[i] == "[":
                    end = _group_end(text, i, "[", "]")
                    if end is None:
                        continue
                    default, i = text[i + 1:end - 1], _skip_space(text, end)
        if i >= len(text) or text[i] != "{":
            continue
        end = _group_end(text, i)
        if end is None:
            continue
        body = text[i + 1:end - 1]
        if "environment" in cmd:
            j = _skip_space(text, end)
            close = _group_end(text, j) if j < len(text) and text[j] == "{" else None
            if close is None:
                continue
            environments[name] = Definition(nargs, default, body, text[j + 1:close - 1])
            end = close
        else:
            macros[name] = Definition(nargs, default, body)
        blanks.append((m.start(), end))
    if not blanks:
        return text, macros, environments
    out, last = [], 0
    for a, b in blanks:
        out.append(text[last:a])
        out.append(re.sub(r"[^\n]", " ", text[a:b]))
        last = b
    out.append(text[last:])
    return "".join(out), macros, environments


@cache
def _context():
    """pylatexenc's macros and environments, with the arguments of the tables set right: LaTeX's ``tabular`` and
    ``array`` take a position before their columns (``\\begin{tabular}[t]{ll}``) and ``tabular*`` a width before
    both (Jake's resume: ``\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}``); pylatexenc's own
    table reads no position, and its column specification then prints as text ("t]l@r")."""
    from pylatexenc.latexwalker import get_default_latex_context_db
    from pylatexenc.macrospec import std_environment

    db = get_default_latex_context_db()
    db.add_context_category("scholarkg-tables", prepend=True, environments=[
        std_environment("tabular", "[{"), std_environment("array", "[{"), std_environment("tabular*", "{[{")])
    return db


def _walker(source: str):
    from pylatexenc.latexwalker import LatexWalker

    return LatexWalker(source, latex_context=_context(), tolerant_parsing=True)


@cache
def _parse(source: str) -> tuple:
    """The nodes of a piece of LaTeX (a macro body), parsed once."""
    try:
        return tuple(_walker(source).get_latex_nodes()[0])
    except Exception:  # noqa: BLE001 - a body pylatexenc cannot parse prints nothing
        return ()


class _Renderer:
    """Walks pylatexenc's nodes and writes their text onto the source lines they come from."""

    def __init__(self, text: str) -> None:
        from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db

        self.text = text
        self.starts = [0] + [m.end() for m in re.finditer(r"\r\n|\r|\n", text)]
        self.out: list[list[str]] = [[] for _ in self.starts]
        self.macros: dict[str, Definition] = {}
        self.environments: dict[str, Definition] = {}
        self._row_continues = False  # an entry macro was just written: a row with an empty label carries it on
        self.pending: list[str] = []  # text of a macro body waiting for the next argument it prints
        self.nested = False           # inside a macro that prints an entry: its items are the entry's parts
        self.pin: int | None = None   # the line an entry's fields are written on, wherever they stand
        self.last = -1                # the last position text was written at
        self.preamble = False       # before \begin{document}: only names and contact details are text
        # the quotation marks of French (babel's \og ... \fg) and German (\glqq ... \grqq) CVs, which pylatexenc
        # prints as nothing: a title in them is a quoted title
        context = get_default_latex_context_db()
        context.add_context_category("quotes", prepend=True, macros=[
            MacroTextSpec("og", "«"), MacroTextSpec("fg", "»"), MacroTextSpec("glqq", "„"), MacroTextSpec("grqq", "“"),
            MacroTextSpec("glq", "‚"), MacroTextSpec("grq", "‘")])
        self.to_text = LatexNodes2Text(math_mode="text", keep_comments=False, strict_latex_spaces=False,
                                       latex_context=context)
        self.expansions = 0
        self.spent_at: int | None = None   # the source line where the expansion budget ran out

    def _spend(self, pos: int) -> bool:
        """Count one expansion; False once :data:`MAX_EXPANSIONS` are spent (the first line past it noted)."""
        self.expansions += 1
        if self.expansions <= MAX_EXPANSIONS:
            return True
        if self.spent_at is None:
            self.spent_at = self._line(pos) + 1
        return False

    # -- output ---------------------------------------------------------------------------------------------------
    def put(self, text: str, pos: int, at: int | None = None) -> None:
        """Write ``text`` where ``pos`` stands; the text of a macro body (``at`` set) waits for the next argument
        the body prints, and goes before it (``\\item #3`` puts its bullet on the line of the third argument), or,
        when none follows, at the end of the last text the expansion printed (:meth:`_expand`)."""
        if not text:
            return
        if at is not None:
            self.pending.append(text.replace("\n", " "))
            return
        if self.pending:
            text = "".join(self.pending) + text
            self.pending.clear()
        self.last = max(self.last, pos)
        if self.pin is not None:
            self.out[self.pin].append(re.sub(r"\r\n|\r|\n", " ", text))
            return
        line = self._line(pos)
        for k, seg in enumerate(re.split(r"\r\n|\r|\n", text)):
            self.out[min(line + k, len(self.out) - 1)].append(seg)

    def _line(self, pos: int) -> int:
        return max(0, bisect.bisect_right(self.starts, pos) - 1)

    # -- walking --------------------------------------------------------------------------------------------------
    def walk(self, nodes: Sequence, at: int | None = None, params: dict | None = None, depth: int = 0) -> None:
        from pylatexenc.latexwalker import (LatexCharsNode, LatexCommentNode, LatexEnvironmentNode, LatexGroupNode,
                                            LatexMacroNode, LatexMathNode, LatexSpecialsNode)

        if depth > _MAX_DEPTH:
            return
        nodes = list(nodes)
        i = 0
        while i < len(nodes):
            node = nodes[i]
            i += 1
            if node is None or isinstance(node, LatexCommentNode):
                continue
            if self.preamble and not isinstance(node, LatexMacroNode):
                continue
            if isinstance(node, LatexCharsNode):
                self._chars(node.chars, node.pos, at, params, depth)
            elif isinstance(node, LatexSpecialsNode):
                special = {"~": " ", "--": "–", "---": "—", "``": "“", "''": "”", "&": " ", "!`": "¡",
                           "?`": "¿"}.get(node.specials_chars, node.specials_chars)
                self.put(special, node.pos, at)
            elif isinstance(node, LatexMathNode):
                self._math(node, at)
            elif isinstance(node, LatexGroupNode):
                self._group(node, at, params, depth)
            elif isinstance(node, LatexEnvironmentNode):
                self._environment(node, at, params, depth)
            elif isinstance(node, LatexMacroNode):
                i = self._macro(node, nodes, i, at, params, depth)

    def _chars(self, chars: str, pos: int, at: int | None, params: dict | None, depth: int) -> None:
        if params is None or "#" not in chars:
            self.put(chars, pos, at)
            return
        for piece in re.split(r"(#\d)", chars):         # a macro body's parameters: the caller's arguments
            if re.fullmatch(r"#\d", piece):
                arg = params.get(int(piece[1]))
                if arg is not None:
                    self.walk(arg[0], arg[1], arg[2], depth + 1)
            else:
                self.put(piece, pos, at)

    def _math(self, node, at: int | None) -> None:
        try:
            text = self.to_text.nodelist_to_text([node])
        except Exception:  # noqa: BLE001 - pylatexenc's own errors on odd math: the math is no CV text
            text = ""
        # a mark in math ("$\\ast$", "$^{\\star}$" after a name) is the text asterisk a name's mark is read as
        self.put(re.sub(r"[\^_{}$]", "", text).strip().translate(_MATH_MARKS), node.pos, at)

    def _group(self, node, at: int | None, params: dict | None, depth: int) -> None:
        from pylatexenc.latexwalker import LatexCharsNode, LatexMacroNode

        first = next((n for n in node.nodelist if not (isinstance(n, LatexCharsNode) and not n.chars.strip())), None)
        mark = ""
        if isinstance(first, LatexMacroNode) and first.macroname in _BOLD_DECL and not _args_of(first):
            mark = "**"
        elif isinstance(first, LatexMacroNode) and first.macroname in _ITALIC_DECL and not _args_of(first):
            mark = "*"
        self.put(mark, node.pos, at)
        self.walk(node.nodelist, at, params, depth + 1)
        self.put(mark, node.pos + max(node.len - 1, 0), at)

    def _environment(self, node, at: int | None, params: dict | None, depth: int) -> None:
        name = node.environmentname
        if name in _SKIP_ENV:
            return
        env = self.environments.get(name)
        if env is None and name not in _KNOWN_ENV and depth <= _MAX_DEPTH:
            # an environment of a CV class this document does not define (resume.cls' rSection, rSubsection...):
            # its arguments, which the walker leaves at the start of its content, are a heading when its name says
            # section and it has one, an entry (its arguments as fields) when it has several
            nodes = list(node.nodelist)
            args, k = _following_groups(nodes, 0)
            texts = [a for a in args if _has_text(a)]
            if texts and _SECTION_LIKE.search(name) and len(texts) == 1:
                self.put("#" * (2 if "sub" in name.lower() else 1) + " " + self._capture(texts[0], params, depth)
                         + _HEAD_END, node.pos, at)
                self.walk(nodes[k:], at, params, depth + 1)
                return
            if len(texts) >= 2:
                if "".join(self.out[self._line(node.pos)]).strip() != "-":     # "\item \begin{rSubsection}..."
                    self.put("- ", node.pos, at)
                self._joined(args, FIELD_SEPARATOR, node.pos, at, params, depth)
                nested, self.nested = self.nested, True        # its items are the entry's parts
                self.walk(nodes[k:], at, params, depth + 1)
                self.nested = nested
                return
        if env is None or depth > _MAX_DEPTH:
            self.walk(node.nodelist, at, params, depth + 1)
            return
        # an environment the document defines: its begin code, the content, its end code
        if not self._spend(at if at is not None else node.pos):
            return
        nodes = list(node.nodelist)
        args, k = _following_groups(nodes, 0, optional=env.default is not None, limit=env.nargs) \
            if env.nargs else ([], 0)
        binding = {n: (a.nodelist, at, params) for n, a in enumerate(args, start=1)}
        self.walk(_parse(env.body), at if at is not None else node.pos, binding, depth + 1)
        self.walk(nodes[k:], at, params, depth + 1)
        self.walk(_parse(env.end), at if at is not None else node.pos + max(node.len - 1, 0), binding, depth + 1)
        if self.pending and at is None:
            self.out[self._line(node.pos + max(node.len - 1, 0))].append("".join(self.pending))
            self.pending.clear()

    def _macro(self, node, nodes: list, i: int, at: int | None, params: dict | None, depth: int) -> int:
        """Render one macro; returns the index of the next node (arguments the walker did not attach are taken
        from the nodes that follow)."""
        name = node.macroname
        if name in self.macros:
            heading = self._own_heading(node, nodes, i, at)
            if heading is not None:
                level, arg, i = heading
                self.put("#" * level + " " + self._capture(arg, params, depth) + _HEAD_END, node.pos, at)
                return i
            macro = self.macros[name]
            if macro.nargs >= 2 and macro.default is None and _TABLE_BODY.search(macro.body):
                # an entry heading the document sets as a table row (Jake's resume's \resumeSubheading{Org}{Place}
                # {Role}{Dates}, a tabular* of two rows): its arguments are the entry's fields, as a CV class's
                args, i = _following_groups(nodes, i, limit=macro.nargs)
                self._entry(args, node.pos, at, params, depth)
                return i
            return self._expand(node, nodes, i, at, params, depth)
        args = _args_of(node)
        if not args and not getattr(node, "macro_post_space", ""):     # "\\cmd[opt]", not "\\newline" + "[2] ..."
            i = self._optional_text(nodes, i, at)
        if name in _NUMBER_ARGUMENT:
            return self._number_argument(nodes, i, at)
        extra, i = _following_groups(nodes, i) if not args else ([], i)
        args = args + extra
        pos = node.pos
        if self.preamble:           # the preamble's settings are no text; names and contact details are
            if name in _SPACED:
                self.preamble = False
                self._joined(args, _name_separator(name, args), pos, at, params, depth)
                self.preamble = True
            return i
        if extra and not any(_has_text(a) for a in extra) \
                and re.fullmatch(r"[^\W\d_]{1,2}", known := self._known(node)):
            self.put(known, pos, at)    # a letter closed by an empty group: "Wei\\ss{}", "\\o{}", "\\L{}"
            return i
        level = SECTIONS.get(name) or (1 + ("sub" in name.lower()) if _SECTION_LIKE.search(name) else 0)
        if level and name not in SECTIONS and sum(1 for a in args if not _is_optional(a) and _has_text(a)) >= 2:
            # a class's own section-like macro with two texts (\datedsubsection{University}{2016--2020}): the
            # header line of an entry
            self._joined([a for a in args if not _is_optional(a)], FIELD_SEPARATOR, pos, at, params, depth)
            return i
        if level and args:
            title = self._capture(args[-1], params, depth)
            self.put("#" * level + " " + title + _HEAD_END, pos, at)
            return i
        if name in ("item", "bibitem"):
            opt = [a for a in _args_of(node) if _is_optional(a)] if name == "item" else []
            self.put("\x00- " if self.nested else "- ", pos, at)     # \x00: an entry's part, indented in lines()
            for a in opt:
                self.walk(a.nodelist, at, params, depth + 1)
                self.put(" ", pos, at)
            if name == "item":          # "\item {text}" (awesome-cv's cvitems): the group is the item's text
                for a in extra:
                    self._arg(a, at, params, depth)
            return i
        if name in _DROP:
            return i
        if name in _IF_EMPTY and len(args) >= 3:        # \ifstrempty{x}{when empty}{otherwise}
            self._arg(args[1] if not _plain(args[0]).strip() and not _param_value(args[0], params) else args[2],
                      at, params, depth)
            return i
        if name in _SYMBOLS:
            self.put(_SYMBOLS[name], pos, at)
            return i
        if name in _BOLD or name in _ITALIC:
            mark = "**" if name in _BOLD else "*"
            self.put(mark, pos, at)
            for a in args:
                self._arg(a, at, params, depth)
            self.put(mark, _end(args[-1]) if args else pos, at)
            return i
        if name == "href" and len(args) >= 2:     # a link keeps its target: a linked title is a title
            self.put("[", pos, at)
            self._arg(args[-1], at, params, depth)
            self.put("](" + _plain(args[0]).strip().replace(")", "%29") + ")", _end(args[-1]), at)
            return i
        if name in _LAST_ARG and args:
            self._arg(args[-1], at, params, depth)
            if name in _BOXES:          # a box is set apart from what follows it ("\\makebox[2cm][l]{2020}Text")
                self.put(" ", _end(args[-1]), at)
            return i
        if name in _FIRST_ARG and args:
            self._arg(args[0], at, params, depth)
            return i
        if name in _SPACED:
            self._joined(args, _name_separator(name, args), pos, at, params, depth)
            return i
        if name in ENTRY_MACROS or (len([a for a in args if not _is_optional(a) and _has_text(a)]) >= 2
                                    and self._starts_line(pos, at)):
            # an entry of a CV class, or a macro of the document's own that starts a line with several arguments
            self._entry(args, pos, at, params, depth)
            return i
        if not args:
            self.put(self._known(node), pos, at)
            return i
        if len(args) >= 2:
            self._joined(args, FIELD_SEPARATOR, pos, at, params, depth)
            return i
        known = self._known(node) if _args_of(node) else ""
        if known:
            self.put(known, pos, at)
        else:
            self._arg(args[0], at, params, depth)
        return i

    # -- helpers --------------------------------------------------------------------------------------------------
    def _own_heading(self, node, nodes: list, i: int, at: int | None) -> tuple[int, object, int] | None:
        """A heading set by a macro the document defines (``\\newcommand{\\cvsection}[1]{{\\large\\textsc{#1}}
        \\rule...}``): a macro of one argument, named as a section or heading or setting its argument large or over a
        rule, called alone on its line.  Its Markdown level (2 for a "sub" macro), its argument and the index of the
        next node; None for any other macro."""
        macro = self.macros[node.macroname]
        if at is not None or macro.nargs != 1 or macro.default is not None or not self._starts_line(node.pos, at):
            return None
        if not (_HEADING_NAME.search(node.macroname) or ("#1" in macro.body and _HEADING_BODY.search(macro.body))):
            return None
        groups, after = _following_groups(nodes, i, limit=1)
        if len(groups) != 1 or not _has_text(groups[0]) or not _REST_OF_HEADING.match(self.text, _end(groups[0]) + 1):
            return None
        return 1 + ("sub" in node.macroname.lower()), groups[0], after

    def _optional_text(self, nodes: list, i: int, at: int | None) -> int:
        """An optional argument the walker left as characters (``\\printbibliography[sorting=ydnt]``): skipped, the
        characters after it written; returns the index of the next node.  The argument may run over several nodes
        (ties: ``[Holmes et~al.(2022)Holmes, ...]``; a group: ``\\printbibliography[title={Publications}]``), up to
        the bracket that closes it."""
        from pylatexenc.latexwalker import LatexCharsNode, LatexGroupNode, LatexSpecialsNode

        if i < len(nodes) and isinstance(nodes[i], LatexCharsNode) and nodes[i].chars.startswith("["):
            # the argument may run over characters and ties: "[Holmes et~al.(2022)Holmes, ...]"
            for j in range(i, min(i + _MAX_OPTIONAL_NODES, len(nodes))):
                chars = nodes[j].chars if isinstance(nodes[j], LatexCharsNode) else ""
                close = chars.find("]", 1 if j == i else 0)
                if "\n\n" in chars[:close if close >= 0 else len(chars)]:
                    break
                if close >= 0:
                    close = _after_more_options(chars, close + 1)
                    self.put(chars[close:], nodes[j].pos + close, at)
                    return j + 1
                if j > i and not isinstance(nodes[j], (LatexCharsNode, LatexSpecialsNode, LatexGroupNode)):
                    break
        return i

    def _number_argument(self, nodes: list, i: int, at: int | None) -> int:
        """The number a TeX primitive takes without braces (``24\\penalty0 (112)``): skipped, the characters after it
        written; returns the index of the next node."""
        from pylatexenc.latexwalker import LatexCharsNode

        if i < len(nodes) and isinstance(nodes[i], LatexCharsNode):
            m = re.match(r"\s*-?\d+(?:\.\d+)?(?:pt|em|ex|mm|cm|in)?", nodes[i].chars)
            if m:
                self.put(nodes[i].chars[m.end():], nodes[i].pos + m.end(), at)
                return i + 1
        return i

    def _starts_line(self, pos: int, at: int | None) -> bool:
        """Whether nothing but white space or a bullet was written on the line of ``pos`` so far."""
        parts = self.out[self._line(at if at is not None else pos)]
        return not "".join(parts).strip(" -\t")

    def _known(self, node) -> str:
        """A macro pylatexenc's text converter knows (accents, symbols): its text; an unknown one: nothing."""
        try:
            return self.to_text.nodelist_to_text([node])
        except Exception:  # noqa: BLE001 - an odd macro is no CV text
            return ""

    def _arg(self, arg, at: int | None, params: dict | None, depth: int) -> None:
        from pylatexenc.latexwalker import LatexGroupNode

        if isinstance(arg, LatexGroupNode):
            self.walk(arg.nodelist, at, params, depth + 1)
        else:
            self.walk([arg], at, params, depth + 1)

    def _entry(self, args: list, pos: int, at: int | None, params: dict | None, depth: int) -> None:
        """An entry macro: one list item, each argument a field; a row whose label (first argument) is empty
        carries on the entry above it (europecv's ``\\ecvitem{}{...}``, moderncv's ``\\cvitem{}{...}`` under a
        dated one)."""
        plain = [a for a in args if not _is_optional(a)]
        if not (len(plain) >= 2 and not _has_text(plain[0]) and self._row_continues):
            self.put("- ", pos, at)
        # a list in an argument (moderncv's description, awesome-cv's cvitems) holds the entry's parts
        nested, self.nested = self.nested, True
        self._fields(args, pos, at, params, depth)
        self.nested = nested
        self._row_continues = True

    def _fields(self, args: list, pos: int, at: int | None, params: dict | None, depth: int) -> None:
        """The arguments of an entry macro as the fields of one line, the macro's, however the source spreads them
        (awesome-cv writes one ``{...} % Degree`` a line); the description, an argument that holds a list (its
        items go under the entry) or a last argument of prose standing on lines of its own, is written where it
        stands."""
        first = True
        shown = [a for a in args if not _is_optional(a) and _has_text(a)]
        for a in shown:
            if _has_list(a) or (a is shown[-1] and len(shown) > 2 and self._line(a.pos) != self._line(pos)
                                and len(" ".join(_plain(a).split())) > _FIELD_PROSE):
                self._arg(a, at, params, depth)
                continue
            pin, self.pin = self.pin, (self._line(pos) if at is None and self.pin is None else self.pin)
            if not first:
                self.put(FIELD_SEPARATOR, a.pos, at)
            self._arg(a, at, params, depth)
            self.pin = pin
            first = False

    def _joined(self, args: list, sep: str, pos: int, at: int | None, params: dict | None, depth: int) -> None:
        first = True
        for a in args:
            if _is_optional(a) or not _has_text(a):
                continue
            if not first:
                self.put(sep, a.pos, at)
            self._arg(a, at, params, depth)
            first = False

    def _capture(self, arg, params: dict | None, depth: int) -> str:
        """The text of an argument, on one line (a section title)."""
        saved, self.out = self.out, [[] for _ in self.starts]
        pending, self.pending = self.pending, []
        self._arg(arg, None, params, depth)
        text = " ".join("".join(parts) for parts in self.out + [self.pending] if parts)
        self.out, self.pending = saved, pending
        return " ".join(text.replace("**", "").replace("*", "").split())

    def _expand(self, node, nodes: list, i: int, at: int | None, params: dict | None, depth: int) -> int:
        macro = self.macros[node.macroname]
        args: list = []
        if macro.nargs:
            taken, i = _following_groups(nodes, i, optional=macro.default is not None, limit=macro.nargs)
            args = taken
        binding: dict[int, tuple] = {}
        k = 1
        if macro.default is not None:
            if args and _is_optional(args[0]):
                binding[1] = (args.pop(0).nodelist, at, params)
            else:
                binding[1] = (_parse(macro.default), at if at is not None else node.pos, params)
            k = 2
        for a in args:
            if k > macro.nargs:
                break
            nodelist = a.nodelist if hasattr(a, "nodelist") else [a]
            binding[k] = (nodelist, at, params)
            k += 1
        if not self._spend(at if at is not None else node.pos):
            return i
        last, self.last = self.last, -1
        # a macro that is an item itself (Jake's resume's \\resumeItem{#1}: "\\item\\small{#1}") prints its own bullet
        items = "\\item" in macro.body and at is None and not self.nested and not _ITEM_BODY.match(macro.body)
        if items:       # a macro that prints an entry with a list of its parts: one item, its parts under it
            self.put("- ", node.pos)
            self.nested = True
        self.walk(_parse(macro.body), at if at is not None else node.pos, binding, depth + 1)
        if items:
            self.nested = False
        if self.pending and at is None:      # what the body printed after its last argument, there
            where = self.last if self.last >= 0 else node.pos
            self.out[self._line(where)].append("".join(self.pending))
            self.pending.clear()
        self.last = max(last, self.last)
        return i

    def lines(self) -> tuple[str, ...]:
        out = []
        for parts in self.out:
            joined = "".join(parts)
            nested = joined.lstrip(" \t").startswith("\x00")
            text = _SPACES.sub(" ", joined.replace("\x00", ""))
            text = re.sub(r"\*\*\s*\*\*", "", text)              # empty bold runs
            # \quad between two texts on a line parts two fields (University \qquad Degree); at an end it is space
            text = re.sub(r"^[\s\x02]+|[\s\x02]+$", "", text) if "\x02" in text else text
            text = re.sub(r"\s*\x02[\s\x02]*", FIELD_SEPARATOR, text)
            head, tab, rest = text.partition(_HEAD_END)
            text = head.strip() + ("\t" + rest.replace(_HEAD_END, " ").strip() if tab and rest.strip(" \x01") else "")
            out.append("  " + text if nested else text)   # an entry's part under it keeps its indentation
        return tuple(out)


_IF_EMPTY = frozenset({"ifstrempty", "ifblank", "IfBlankTF", "ifdefempty", "IfEmptyTF", "ifx"})


_HAN_NAME_PART = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff·]+")


def _name_separator(name: str, args: list) -> str:
    """How the parts of a name macro are joined: a space (``\\name{Jane}{Doe}``), none when every part is written
    in Chinese characters (``\\name{刘}{运卓}``), as a Chinese name is written, family and given name together.

    >>> from pylatexenc.latexwalker import LatexWalker
    >>> def args(src):
    ...     return [n for n in LatexWalker(src).get_latex_nodes()[0] if hasattr(n, "nodelist")]
    >>> _name_separator("name", args("{刘}{运卓}")), _name_separator("name", args("{Jane}{Doe}"))
    ('', ' ')
    """
    if name == "name":
        parts = [_plain(a).strip() for a in args if not _is_optional(a) and _has_text(a)]
        if len(parts) >= 2 and all(_HAN_NAME_PART.fullmatch(p) for p in parts):
            return ""
    return " "


def _param_value(arg, params: dict | None) -> bool:
    """Whether a macro argument ``#k`` stands for a non-empty value in the current expansion."""
    text = _plain(arg).strip()
    m = re.fullmatch(r"#(\d)", text)
    if not m or not params or int(m.group(1)) not in params:
        return bool(text)
    return any(_plain(n).strip() if hasattr(n, "nodelist") else getattr(n, "chars", "x").strip()
               for n in params[int(m.group(1))][0])


def _args_of(node) -> list:
    """The arguments pylatexenc attached to a macro (optional ones included), in order."""
    nodeargd = getattr(node, "nodeargd", None)
    if nodeargd is None or not getattr(nodeargd, "argnlist", None):
        return []
    return [a for a in nodeargd.argnlist if a is not None]


def _is_optional(arg) -> bool:
    return getattr(arg, "delimiters", ("{", "}"))[0] == "["


def _has_list(arg) -> bool:
    """Whether an argument holds a list: an ``\\item`` or an environment (itemize, awesome-cv's cvitems...)."""
    from pylatexenc.latexwalker import LatexEnvironmentNode, LatexMacroNode

    stack = list(getattr(arg, "nodelist", None) or [arg])
    while stack:
        node = stack.pop()
        if isinstance(node, LatexEnvironmentNode) or isinstance(node, LatexMacroNode) and node.macroname == "item":
            return True
        stack.extend(getattr(node, "nodelist", None) or [])
        nodeargd = getattr(node, "nodeargd", None)
        stack.extend(a for a in (getattr(nodeargd, "argnlist", None) or []) if a is not None)
    return False


def _has_text(arg) -> bool:
    return bool(_plain(arg).strip()) if hasattr(arg, "nodelist") else True


def _plain(arg) -> str:
    from pylatexenc.latexwalker import LatexCharsNode

    nodes = arg.nodelist if hasattr(arg, "nodelist") else [arg]
    out = []
    for n in nodes:
        if isinstance(n, LatexCharsNode):
            out.append(n.chars)
        elif hasattr(n, "nodelist"):
            out.append(_plain(n))
        else:
            out.append("x")
    return "".join(out)


def _end(arg) -> int:
    return arg.pos + max(arg.len - 1, 0)


#: A further optional argument of a box, written right after the first ("\\makebox[2.6cm][l]", "\\parbox[t][3cm][s]"):
#: a position or a length.
_MORE_OPTIONS = re.compile(r"(?:\[[\w.\\-]{0,12}\])*")


def _after_more_options(chars: str, start: int) -> int:
    """Where the text after an optional argument ending at ``start`` begins, past the optional arguments that
    follow it at once (boxes take two or three: ``\\makebox[2.6cm][l]{...}``).

    >>> _after_more_options("[2.6cm][l]{x}", 7), _after_more_options("[4pt] [J1] Li", 5)
    (10, 5)
    """
    return _MORE_OPTIONS.match(chars, start).end()


def _following_groups(nodes: list, i: int, optional: bool = False, limit: int | None = None) -> tuple[list, int]:
    """The brace groups (and, with ``optional``, a first bracket group written as characters) right after a macro,
    white space between them allowed but not a blank line."""
    from pylatexenc.latexwalker import LatexCharsNode, LatexCommentNode, LatexGroupNode

    groups: list = []
    j = i
    while j < len(nodes) and (limit is None or len(groups) < limit):
        node = nodes[j]
        if isinstance(node, LatexGroupNode):
            groups.append(node)
            j += 1
            i = j
            continue
        if (isinstance(node, LatexCharsNode) and not node.chars.strip() and node.chars.count("\n") <= 1) \
                or isinstance(node, LatexCommentNode):          # "{Title} % Title" / "{Authors}": TeX skips both
            j += 1
            continue
        if optional and not groups and isinstance(node, LatexCharsNode) and node.chars.lstrip().startswith("["):
            break
        break
    return groups, i


def latex_lines(lines: Sequence[str], inherited: Sequence[str] = (),
                notes: list[tuple[int, str]] | None = None) -> tuple[str, ...]:
    """LaTeX source lines to CV text lines, the count unchanged (see the module docstring).  ``inherited`` is the
    source of the document that includes these lines (a part read through ``\\input``): the macros it defines are
    known here too.  What could not be rendered (the expansion budget spent) is added to ``notes`` as
    ``(line, reason)``.

    >>> latex_lines([r"\\newcommand{\\pub}[3]{#1, ``#2,'' \\textit{#3}}", r"\\name{Jane}{Doe}",
    ...              r"\\cvsection{Publications}", r"\\pub{J. Doe, A. B\\'ezier}{A Title}{NSDI}, 2023.",
    ...              r"\\cventry{2019--2023}{PhD}{MIT}{}{}{}"])
    ('', 'Jane Doe', '# Publications', 'J. Doe, A. Bézier, “A Title,” *NSDI*, 2023.', '- 2019–2023 | PhD | MIT')
    >>> latex_lines([r"\\section{教育背景}", r"{\\bf 中国科学技术大学} \\hfill 2020.9--2025.6"])
    ('# 教育背景', '**中国科学技术大学** 2020.9–2025.6')
    """
    # "amylu\@microsoft.com": LaTeX prints no @ for \@, but an address written so is an address (kept private)
    text, macros, environments = definitions(ESCAPED_AT.sub("@", "\n".join(lines)))
    if inherited:
        _, outer_macros, outer_environments = definitions("\n".join(inherited))
        macros, environments = {**outer_macros, **macros}, {**outer_environments, **environments}
    renderer = _Renderer(text)
    renderer.macros, renderer.environments = macros, environments
    try:
        nodes, _, _ = _walker(text).get_latex_nodes()
    except Exception:  # noqa: BLE001 - pylatexenc is tolerant; anything it still cannot parse reads as text
        return tuple(lines)
    from pylatexenc.latexwalker import LatexEnvironmentNode

    body = next((k for k, n in enumerate(nodes)
                 if isinstance(n, LatexEnvironmentNode) and n.environmentname == "document"), None)
    if body is not None:
        renderer.preamble = True
        renderer.walk(nodes[:body])
        renderer.preamble = False
        nodes = nodes[body:]
    renderer.walk(nodes)
    if renderer.spent_at is not None and notes is not None:
        notes.append((renderer.spent_at, f"more than {MAX_EXPANSIONS} macro expansions (a macro that expands to "
                                         "itself or doubles at every level): the macros from here on print nothing"))
    out = renderer.lines()
    return out[:len(lines)] + ("",) * (len(lines) - len(out))


_INCLUDE = re.compile(r"(?<!\\)\\(?:(?P<cmd>input|include|subfile|bibliography|addbibresource|addglobalbib)\s*"
                      r"(?:\[[^\]]*\])?\s*\{(?P<target>[^{}]+)\}"
                      # the import package: \import{dir/}{file}, \subimport, \inputfrom, \includefrom... (a path, a file)
                      r"|(?P<cmd2>(?:sub)?(?:import|inputfrom|includefrom))(?![A-Za-z])\*?\s*"
                      r"\{(?P<dir>[^{}]*)\}\s*\{(?P<file>[^{}]+)\})")
_MACRO_NAME = re.compile(r"\\([A-Za-z@]+)\s*")
_PRINTS = re.compile(r"\\(?:printbibliography|bibliography\s*\{|nocite|bibentry)")
_CITED = re.compile(r"\\(?:nocite|cite[tp]?|fullcite|bibentry|textcite|parencite|autocite)\*?\s*(?:\[[^\]]*\]\s*)*"
                    r"\{(?P<keys>[^{}]*)\}")
_COMMENT = re.compile(r"(?<!\\)%.*$")


#: Files of every TeX distribution that CV templates ``\\input`` for their settings, never for CV text: pdfTeX's
#: glyph-to-Unicode tables (Jake's and sb2nov's resume templates), the old epsf and Xy-pic macros.
DISTRIBUTION_FILES = frozenset({"glyphtounicode", "glyphtounicode-cmr", "epsf", "xy", "pdftexconfig"})


def distribution_file(target: str) -> bool:
    """Whether a file a document includes is one of TeX's own (:data:`DISTRIBUTION_FILES`, with or without its
    .tex): TeX finds it in its distribution, not beside the CV, and it holds no CV text.

    >>> distribution_file("glyphtounicode"), distribution_file("glyphtounicode.tex"), distribution_file("pubs")
    (True, True, False)
    """
    return re.sub(r"\.tex$", "", target.strip()) in DISTRIBUTION_FILES


def latex_includes(lines: Sequence[str], inherited: Sequence[str] = ()) -> list[Include]:
    r"""The files a LaTeX document reads (comments ignored): ``\input``/``\include`` targets, the files of the
    import package's ``\import{dir/}{file}`` (and ``\subimport``, ``\inputfrom``, ``\includefrom``...: the path
    joined to the file), and the .bib files it names as bibliographies (whose entries it prints when it, or a part
    of it, prints a bibliography: see :func:`printed_keys`).  A macro without parameters that the document (or
    the ``inherited`` source of the document including it) defines is expanded in a name, as TeX does
    (``\newcommand*{\sectiondir}{cv/}`` ... ``\import{\sectiondir}{education}``).

    >>> [(i.kind, i.target, i.line) for i in latex_includes([r"\input{pubs}", r"% \input{old}",
    ...                                                       r"\addbibresource{me.bib}", r"\nocite{*}"])]
    [('input', 'pubs', 1), ('bibliography', 'me.bib', 3)]
    >>> [i.target for i in latex_includes([r"\newcommand*{\sectiondir}{cv/}", r"\import{sections/}{heading.tex}",
    ...                                    r"\subimport{\sectiondir}{education}", r"\input{\sectiondir skills}"])]
    ['sections/heading.tex', 'cv/education', 'cv/skills']
    """
    found: list[Include] = []
    macros: dict[str, str] | None = None
    for number, line in enumerate(lines, start=1):
        for m in _INCLUDE.finditer(_COMMENT.sub("", line)):
            parts = [m.group("dir"), m.group("file")] if m.group("cmd2") else [m.group("target")]
            if any("\\" in x for x in parts):
                if macros is None:
                    source = "\n".join(_COMMENT.sub("", x) for x in [*inherited, *lines])
                    macros = {k: d.body.strip() for k, d in definitions(source)[1].items() if d.nargs == 0}
                parts = [_expand_names(x, macros) for x in parts]
            parts = [x.strip() for x in parts]
            target = parts[-1] if len(parts) == 1 or not parts[0] else parts[0].rstrip("/") + "/" + parts[1]
            if m.group("cmd") in ("bibliography", "addbibresource", "addglobalbib"):
                found += [Include("bibliography", t.strip(), number) for t in target.split(",") if t.strip()]
            else:
                found.append(Include("input", target.strip(), number))
    return found


def _expand_names(target: str, macros: Mapping[str, str]) -> str:
    """A file name with the parameterless macros in it replaced by their bodies (a few levels deep); a macro the
    document does not define is left as written."""
    for _ in range(4):
        new = _MACRO_NAME.sub(lambda m: macros.get(m.group(1), m.group(0)), target)
        if new == target:
            break
        target = new
    return target


def printed_keys(texts: Sequence[Sequence[str]]) -> frozenset[str] | None:
    r"""What the bibliography of a LaTeX CV (its main file and its parts) prints: ``None`` for every entry
    (``\nocite{*}``, or a bibliography printed with no citations named), the cited keys otherwise, and an empty set
    when it prints no bibliography at all.

    >>> sorted(printed_keys([[r"\printbibliography", r"\nocite{a, b}"]])), printed_keys([[r"\nocite{*}"]])
    (['a', 'b'], None)
    >>> printed_keys([["x"]])
    frozenset()
    """
    code = "\n".join(_COMMENT.sub("", line) for lines in texts for line in lines)
    if not _PRINTS.search(code):
        return frozenset()
    keys = {k.strip() for m in _CITED.finditer(code) for k in m.group("keys").split(",") if k.strip()}
    return None if not keys or "*" in keys else frozenset(keys)


_BEGIN = re.compile(r"\\begin\s*\{([^{}]+)\}")
_END = re.compile(r"\\end\s*\{([^{}]+)\}")


def embedded_latex_lines(lines: Sequence[str]) -> tuple[str, ...]:
    r"""A text (Markdown) with LaTeX environments inside it, as R Markdown CV templates write them: each environment,
    from the line of its ``\begin`` to the line of its ``\end``, rendered by :func:`latex_lines`; the rest kept.

    >>> embedded_latex_lines(["## Publicaciones", r"\begin{cvitems}", r"\item Li A., \textit{A Title}, 2021",
    ...                       r"\end{cvitems}", "plain *text*"])
    ('## Publicaciones', '', '- Li A., *A Title*, 2021', '', 'plain *text*')
    """
    out = list(lines)
    k = 0
    while k < len(lines):
        if not _BEGIN.search(lines[k]):
            k += 1
            continue
        depth, j = 0, k
        while j < len(lines):
            depth += len(_BEGIN.findall(lines[j])) - len(_END.findall(lines[j]))
            if depth <= 0:
                break
            j += 1
        j = min(j, len(lines) - 1)
        out[k:j + 1] = latex_lines(lines[k:j + 1])
        k = j + 1
    return tuple(out)


def has_embedded_latex(lines: Sequence[str]) -> bool:
    r"""Whether a text holds LaTeX environments (``\begin{...}`` at a line's start).

    >>> has_embedded_latex([r"  \begin{cventries}"]), has_embedded_latex(["\\begin is a word"])
    (True, False)
    """
    return any(re.match(r"\s*\\begin\s*\{", line) for line in lines)


def looks_like_latex(lines: Sequence[str]) -> bool:
    """A text that is LaTeX source: a ``\\documentclass`` or ``\\begin{document}``, or mostly LaTeX commands.

    >>> looks_like_latex([r"\\documentclass{article}"]), looks_like_latex(["# Jane Doe"])
    (True, False)
    """
    head = "\n".join(lines[:400])
    if re.search(r"\\documentclass|\\begin\{document\}", head):
        return True
    content = [ln for ln in lines if ln.strip() and not ln.lstrip().startswith("%")]
    commands = sum(1 for ln in content if re.match(r"\s*\\[A-Za-z]+", ln))
    return len(content) >= 5 and commands >= 0.5 * len(content)
