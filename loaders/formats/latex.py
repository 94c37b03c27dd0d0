"""A line-preserving LaTeX-to-text pass, so the text loader can read ``.tex`` CVs honestly.

Line ``n`` of the output is line ``n`` of the input: spans stay exact.  It is not a LaTeX interpreter: sectioning
becomes Markdown headings, ``\\item`` a bullet, emphasis Markdown emphasis, other commands give their arguments.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_COMMENT = re.compile(r"(?<!\\)%.*$")
_SECTION = re.compile(r"\\(?P<level>(?:sub)*)section\*?\s*\{(?P<title>[^{}]*)\}")
_BOLD = re.compile(r"\\textbf\s*\{([^{}]*)\}")
_ITALIC = re.compile(r"\\(?:textit|emph)\s*\{([^{}]*)\}")
_HREF = re.compile(r"\\href\s*\{[^{}]*\}\s*\{([^{}]*)\}")
_DROP = re.compile(r"\\(?:documentclass|usepackage|begin|end|pagenumbering|renewcommand|newcommand|setlength|"
                   r"includegraphics|vspace|hspace|input|label|cite|bibliographystyle|bibliography)\b"
                   r"(?:\[[^\]]*\])?(?:\{[^{}]*\})*")
_COMMAND_WITH_ARGS = re.compile(r"\\[A-Za-z]+\*?(?:\[[^\]]*\])?((?:\{[^{}]*\})+)")
_BARE_COMMAND = re.compile(r"\\[A-Za-z]+\*?(?:\[[^\]]*\])?")
_SPACES = re.compile(r"[ \t]+")


def _args(m: re.Match[str]) -> str:
    return " ".join(a for a in re.findall(r"\{([^{}]*)\}", m.group(1)) if a.strip())


def latex_line(line: str) -> str:
    """One LaTeX line to plain text (with Markdown headings, bullets and emphasis).

    >>> latex_line(r"\\section{教育背景}")
    '# 教育背景'
    >>> latex_line(r"\\datedsubsection{\\textbf{中国科学技术大学} \\qquad \\textit{硕博连读}}{2020.9-2025.6}")
    '**中国科学技术大学** *硕博连读* 2020.9-2025.6'
    >>> latex_line(r"  \\item J. Fang, \\textbf{X}. % a comment")
    '- J. Fang, **X**.'
    >>> latex_line(r"\\usepackage{graphicx}")
    ''
    """
    text = _COMMENT.sub("", line)
    m = _SECTION.search(text)
    if m:
        return "#" * (1 + len(m.group("level")) // 3) + " " + m.group("title").strip()
    text = _DROP.sub("", text)
    text = _HREF.sub(r"\1", text)
    for _ in range(4):  # nested arguments unwind from the inside out
        new = _BOLD.sub(r"**\1**", text)
        new = _ITALIC.sub(r"*\1*", new)
        new = _COMMAND_WITH_ARGS.sub(_args, new)
        if new == text:
            break
        text = new
    text = text.replace(r"\item", "- ").replace(r"\\", " ").replace("&", " ").replace("~", " ")
    text = _BARE_COMMAND.sub(" ", text).replace(r"\&", "&").replace(r"\%", "%").replace(r"\_", "_")
    text = text.replace("{", "").replace("}", "")
    return _SPACES.sub(" ", text).strip()


def latex_lines(lines: Sequence[str]) -> tuple[str, ...]:
    """Every line through :func:`latex_line`; the count is unchanged."""
    return tuple(latex_line(line) for line in lines)
