"""Org-mode CVs (Emacs ``.org`` files) to the text the CV readers read, line for line: ``* Heading`` as a Markdown
``#`` heading of the same level, ``*bold*`` as ``**bold**``, ``/italics/`` as ``*italics*``, links ``[[url][text]]``
as Markdown links, ``- ``/``+ `` items kept as bullets; settings (``#+TITLE:``, ``#+OPTIONS:``), drawers
(``:PROPERTIES:`` ... ``:END:``) and comment lines (``#``) off, the title kept as the document's first heading.

>>> org_lines(["#+TITLE: Ann Li", "* Publications", "- *Ann Li*, Bo Wu. /A Title/. NSDI, 2024. [[https://x.org][pdf]]",
...            ":PROPERTIES:", ":CUSTOM_ID: x", ":END:", "# a comment"])
('# Ann Li', '# Publications', '- **Ann Li**, Bo Wu. *A Title*. NSDI, 2024. [pdf](https://x.org)', '', '', '', '')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_HEADING = re.compile(r"^(\*+)\s+(.*)$")
_SETTING = re.compile(r"^\s*#\+(\w+):\s*(.*)$", re.IGNORECASE)
_LINK = re.compile(r"\[\[([^\]]+)\](?:\[([^\]]+)\])?\]")
_BOLD = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_ITALIC = re.compile(r"(?<![\w/:])/(?=\S)([^/\n]+?)(?<=\S)/(?![\w/])")


def looks_like_org(lines: Sequence[str], name: str = "") -> bool:
    """An Org-mode text: its name says so, or it starts with Org settings (``#+TITLE:``).

    >>> looks_like_org(["#+TITLE: CV", "#+AUTHOR: Ann Li", "* Education"]), looks_like_org(["* item"], "cv.md")
    (True, False)
    """
    return name.lower().endswith(".org") or sum(1 for ln in lines[:30] if _SETTING.match(ln)) >= 2


def _inline(text: str) -> str:
    text = _LINK.sub(lambda m: f"[{m.group(2) or m.group(1)}]({m.group(1)})", text)
    text = _BOLD.sub(r"**\1**", text)
    return _ITALIC.sub(r"*\1*", text)


def org_lines(lines: Sequence[str]) -> tuple[str, ...]:
    """Org-mode lines to CV text lines, the count unchanged (see the module docstring)."""
    out: list[str] = []
    drawer = block = False
    for line in lines:
        stripped = line.strip()
        if drawer:
            drawer = not stripped.upper() == ":END:"
            out.append("")
            continue
        if re.fullmatch(r":[A-Z_]+:", stripped):
            drawer = True
            out.append("")
            continue
        if re.match(r"#\+BEGIN_(?:SRC|EXAMPLE|COMMENT|EXPORT)", stripped, re.IGNORECASE):
            block = True
        if block:
            block = not re.match(r"#\+END_", stripped, re.IGNORECASE)
            out.append("")
            continue
        setting = _SETTING.match(line)
        if setting:
            out.append("# " + setting.group(2).strip() if setting.group(1).upper() == "TITLE" else "")
            continue
        if stripped.startswith("#"):
            out.append("")
            continue
        m = _HEADING.match(line)
        if m:
            out.append("#" * len(m.group(1)) + " " + _inline(m.group(2)))
            continue
        out.append(_inline(line))
    return tuple(out)
