"""jemdoc sources (the ``.jemdoc`` pages many academic homepages are built from) to the text the CV readers read,
line for line: ``= Title`` / ``== Section`` headings as Markdown ``#`` headings, definition-list items
(``: {term} text``) and ``-`` items as bullets, ``*bold*`` as ``**bold**`` (jemdoc's bold, the owner mark),
``/italics/`` as ``*italics*``, links ``[url text]`` as Markdown links, ``---`` as a dash; comment lines (``#``) and
escapes off.

>>> jemdoc_lines(["# jemdoc: menu{MENU}{pubs.html}", "== Preprints", ": {[ A Title Here]}",
...               " *Ann Li*, Bo Wu --- /NSDI/, 2024 [https://x.org \\\\[pdf\\\\]]"])
('', '## Preprints', '- A Title Here', ' **Ann Li**, Bo Wu — *NSDI*, 2024 [[pdf]](https://x.org)')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_HEADING = re.compile(r"^\s*(=+)\s*(.*?)\s*$")
_TERM = re.compile(r"^\s*:\s*\{(.*?)\}\s*(.*)$")
_LINK = re.compile(r"\[((?:https?|ftp|mailto):[^\s\]]+|[\w./-]+\.(?:html?|pdf))(?:\s+((?:\\\]|[^\]])+))?\]")
_BOLD = re.compile(r"(?<![\w*\\])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])")
_ITALIC = re.compile(r"(?<![\w/:\\])/(?=\S)([^/\n]+?)(?<=\S)/(?![\w/])")


def looks_like_jemdoc(lines: Sequence[str], name: str = "") -> bool:
    """A jemdoc source: its name says so, or its first line is jemdoc's directive.

    >>> looks_like_jemdoc(["# jemdoc: menu{MENU}{index.html}"]), looks_like_jemdoc(["# Ann Li"], "cv.md")
    (True, False)
    """
    return name.lower().endswith(".jemdoc") or bool(lines and re.match(r"#\s*jemdoc:", lines[0]))


def _inline(text: str) -> str:
    def link(m: re.Match[str]) -> str:
        target, label = m.group(1), (m.group(2) or m.group(1)).replace("\\]", "]").replace("\\[", "[")
        return f"[{label.strip()}]({target})"

    text = _LINK.sub(link, text)
    text = _BOLD.sub(r"**\1**", text)
    text = _ITALIC.sub(r"*\1*", text)
    text = text.replace(" --- ", " — ").replace("\\[", "[").replace("\\]", "]").replace("\\*", "*")
    return text


def jemdoc_lines(lines: Sequence[str]) -> tuple[str, ...]:
    """jemdoc source lines to CV text lines, the count unchanged (see the module docstring)."""
    out: list[str] = []
    for line in lines:
        if re.match(r"^\s*#", line) or line.strip() in ("~~~", "{{", "}}"):
            out.append("")                      # a comment, a block fence
            continue
        m = _HEADING.match(line)
        if m and m.group(2):
            out.append("#" * len(m.group(1)) + " " + _inline(m.group(2)))
            continue
        m = _TERM.match(line)
        if m:
            term = m.group(1).strip().strip("[]").strip()
            out.append("- " + " ".join(x for x in (_inline(term), _inline(m.group(2))) if x.strip()))
            continue
        out.append(_inline(line))
    return tuple(out)
