"""HTML pages (academicpages, al-folio, Hugo Academic, Google-Sites-like lists) to the text the CV readers read:
headings as Markdown ``#`` headings, list items as ``-`` bullets, ``<b>``/``<strong>`` as ``**bold**`` (the owner
mark), ``<i>``/``<em>`` as ``*italics*``; scripts, styles, navigation and the page head left out.

Each block of text stands on the line of the HTML file where its element starts (BeautifulSoup's ``sourceline``),
so a record's lines are lines of the HTML file; a page whose blocks share lines (minified HTML) is numbered by
block instead, and says so in its encoding (``utf-8, html blocks``).

>>> doc = parse_html(b"<html><body>\\n<h2>Publications</h2>\\n<ul>\\n<li><b>Ann Li</b>, Bo Wu. <i>Title</i>. NSDI, 2024.</li>\\n"
...                  b"</ul></body></html>", source="cv.html")
>>> [line for line in doc.lines if line]
['## Publications', '- **Ann Li**, Bo Wu. *Title*. NSDI, 2024.']
>>> doc.lines.index('## Publications') + 1
2
"""

from __future__ import annotations

import re

from loaders.errors import EncodingError
from loaders.formats.text import Document

_SKIP = {"script", "style", "noscript", "nav", "head", "template", "svg", "button", "form", "select", "iframe"}
_BLOCKS = {"p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dd", "dt", "blockquote", "section",
           "article", "tr", "pre", "figcaption", "header", "footer", "main", "aside", "ul", "ol", "table", "body"}
_MAX_DEPTH = 400


def _inline(node, depth: int = 0) -> str:
    from bs4 import NavigableString, Tag

    if isinstance(node, NavigableString):
        return str(node) if type(node) is NavigableString else ""
    if not isinstance(node, Tag) or node.name in _SKIP or depth > _MAX_DEPTH:
        return ""
    if node.name == "br":
        return "\n"
    inner = "".join(_inline(c, depth + 1) for c in node.children)
    if node.name in ("b", "strong") and inner.strip():
        return f"**{inner.strip()}**"
    if node.name in ("i", "em", "cite") and inner.strip():
        return f"*{inner.strip()}*"
    return inner


def _blocks(node, out: list[tuple[int, str]], depth: int = 0) -> None:
    """(source line, text) of every block with text of its own, in document order."""
    from bs4 import NavigableString, Tag

    if depth > _MAX_DEPTH:
        return
    run: list[str] = []
    line = getattr(node, "sourceline", None) or 1

    def flush() -> None:
        for part in "".join(run).split("\n"):      # <br> breaks a run of text into lines
            part = " ".join(part.split())
            if part:
                out.append((line, part))
        run.clear()

    for child in node.children:
        if isinstance(child, Tag) and child.name in _SKIP:
            continue
        if isinstance(child, Tag) and child.name in _BLOCKS:
            flush()
            text_before = len(out)
            if child.name == "li" or re.fullmatch(r"h[1-6]", child.name):
                inner = " ".join(_inline(child).split())
                nested = child.find(list(_BLOCKS - {"p", "div"}))
                if inner and not nested:
                    prefix = "- " if child.name == "li" else "#" * int(child.name[1]) + " "
                    out.append((child.sourceline or line, prefix + inner))
                    continue
            _blocks(child, out, depth + 1)
            if child.name == "li" and len(out) > text_before:
                ln, first = out[text_before]
                out[text_before] = (ln, "- " + first)
            line = getattr(child, "sourceline", line) or line
        elif isinstance(child, (Tag, NavigableString)):
            if not run:
                line = getattr(child, "sourceline", None) or line
            run.append(_inline(child, depth + 1))
    flush()


def parse_html(data: bytes, *, source: str) -> Document:
    """An HTML page to a :class:`Document` of CV text (see the module docstring)."""
    from bs4 import BeautifulSoup

    try:
        soup = BeautifulSoup(data, "html.parser")
    except Exception as exc:  # noqa: BLE001 - the parser's own error, reported with the file
        raise EncodingError(f"not readable as HTML: {exc}", source=source) from exc
    root = soup.body or soup
    blocks: list[tuple[int, str]] = []
    _blocks(root, blocks)
    text_lines = data.decode("utf-8", errors="replace").splitlines() or [""]
    lines_used = [ln for ln, _ in blocks]
    if len(set(lines_used)) == len(lines_used) and all(1 <= ln <= len(text_lines) for ln in lines_used):
        lines = [""] * len(text_lines)
        for ln, text in blocks:
            lines[ln - 1] = text
        return Document(source=source, lines=tuple(lines), encoding="utf-8, html")
    return Document(source=source, lines=tuple(text for _, text in blocks), encoding="utf-8, html blocks")
