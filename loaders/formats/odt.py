"""OpenDocument text (``.odt``: LibreOffice, OpenOffice, and Word's "Save as ODF") to the lines the CV readers
read, as :mod:`loaders.formats.docx` gives a Word file's: one line per paragraph, headings as ``#`` headings (their
outline level), list items as ``-`` bullets, bold text as ``**bold**`` and italics as ``*italics*`` (by the
text's style), links as Markdown links, a table a line per row with its cells apart by `` | `` (a table used for
layout, with cells of several paragraphs, a line per paragraph), text boxes' paragraphs after the paragraph that
holds them. Footnotes and comments are not part of the text.

``content.xml`` is parsed with defusedxml (no entity expansion); an archive that cannot be read, lacks
``content.xml`` or would decompress past the .docx reader's limits is refused with the reason.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from typing import Any

from loaders.errors import BinaryFileError
from loaders.formats.docx import _marked, check_archive, paragraph_lines
from loaders.formats.markup import is_column_labels
from loaders.formats.text import Document

__all__ = ["parse_odt"]

_NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
    "draw": "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
}


def _q(name: str) -> str:
    """``text:p`` as ElementTree names it (``{urn:...text:1.0}p``)."""
    prefix, local = name.split(":")
    return f"{{{_NS[prefix]}}}{local}"


_P, _H, _LIST, _ITEM, _HEADER = _q("text:p"), _q("text:h"), _q("text:list"), _q("text:list-item"), _q("text:list-header")
_SPAN, _LINK, _SPACE, _TAB, _BREAK = _q("text:span"), _q("text:a"), _q("text:s"), _q("text:tab"), _q("text:line-break")
_TABLE, _ROW, _CELL, _COVERED = _q("table:table"), _q("table:table-row"), _q("table:table-cell"), _q(
    "table:covered-table-cell")
_SKIPPED = {_q("text:note"), _q("office:annotation"), _q("text:tracked-changes"), _q("text:soft-page-break"),
            _q("text:bookmark-ref")}
_BOX = _q("draw:text-box")
#: Elements whose children are blocks in the order written (sections, table row groups and headers, frames).
_CONTAINERS = {_q("text:section"), _q("table:table-header-rows"), _q("table:table-rows"), _q("table:table-row-group"),
               _q("draw:frame"), _q("text:index-body"), _q("text:table-of-content")}
#: How deeply tables in table cells and text boxes are read.
MAX_DEPTH = 8


def _styles(root: Any) -> dict[str, tuple[bool, bool]]:
    """Each named text style's (bold, italic), from the document's automatic and common styles, a style's parent
    included."""
    props: dict[str, tuple[bool | None, bool | None, str | None]] = {}
    for style in root.iter(_q("style:style")):
        name = style.get(_q("style:name"))
        text = style.find(_q("style:text-properties"))
        weight = None if text is None else text.get(_q("fo:font-weight"))
        slant = None if text is None else text.get(_q("fo:font-style"))
        props[name] = (None if weight is None else weight in ("bold", "600", "700", "800", "900"),
                       None if slant is None else slant in ("italic", "oblique"),
                       style.get(_q("style:parent-style-name")))

    def resolve(name: str | None, depth: int = 0) -> tuple[bool, bool]:
        if name not in props or depth > 10:
            return False, False
        bold, italic, parent = props[name]
        above = resolve(parent, depth + 1)
        return (above[0] if bold is None else bold), (above[1] if italic is None else italic)

    return {name: resolve(name) for name in props}


class _Reader:
    """The lines of one document body (see the module docstring)."""

    def __init__(self, styles: dict[str, tuple[bool, bool]]) -> None:
        self.styles = styles
        self.boxes: list[str] = []

    def inline(self, element: Any, bold: bool = False, italic: bool = False) -> str:
        """An element's text with its children's, marked by their styles; ``\\n`` for a line break."""
        style = element.get(_q("text:style-name"))
        if style in self.styles and element.tag in (_SPAN, _P):    # a paragraph's own style: a bold line
            bold, italic = self.styles[style]
        parts = [_marked(element.text or "", bold, italic)]
        for child in element:
            if child.tag == _SPACE:
                parts.append(" " * int(child.get(_q("text:c"), "1") or 1))
            elif child.tag in (_TAB,):
                parts.append(" ")
            elif child.tag == _BREAK:
                parts.append("\n")
            elif child.tag == _LINK:
                inner = " ".join(self.inline(child, bold, italic).split())
                address = (child.get(_q("xlink:href")) or "").strip()
                parts.append(f"[{inner}]({address})" if inner and address and "](" not in inner else inner)
            elif child.tag == _SPAN:
                parts.append(self.inline(child, bold, italic))
            elif child.tag == _BOX or child.tag in _CONTAINERS:
                self.boxes.extend(self.blocks(child, 1))
            elif child.tag not in _SKIPPED:
                parts.append(self.inline(child, bold, italic))
            parts.append(child.tail or "")
        return "".join(parts)

    def paragraph(self, element: Any, bullet: bool) -> list[str]:
        """A paragraph or heading: one line, or one per line of a paragraph broken by line breaks (between blank
        lines, or indented under its bullet in a list)."""
        parts = [" ".join(p.split()) for p in self.inline(element).split("\n")]
        parts = [p for p in parts if p] or [""]
        if element.tag == _H:
            level = max(1, min(6, int(element.get(_q("text:outline-level"), "1") or 1)))
            text = " ".join(p for p in parts if p).replace("**", "")
            return ["#" * level + " " + text] if text else [""]
        return paragraph_lines(parts, bullet)

    def table_lines(self, table: Any, depth: int) -> list[str]:
        """A table, a line per row; a row with a cell of several paragraphs or a table is layout: a line per
        paragraph; a first row of column labels over the rest is left out (as the .docx reader does)."""
        rows = [row for row in self._rows(table)]
        lines: list[str] = []
        for k, row in enumerate(rows):
            cells = [c for c in row if c.tag == _CELL]
            blocks = [[b for b in c if b.tag in (_P, _H, _LIST, _TABLE)] for c in cells]
            if any(len(b) > 1 or any(x.tag != _P for x in b) for b in blocks):
                for cell in cells:
                    lines.extend(self.blocks(cell, depth + 1))
                continue
            texts = [" ".join(self.inline(b[0]).split()) if b else "" for b in blocks]
            if k == 0 and len(rows) > 1 and is_column_labels(texts):
                lines.append("")
                continue
            lines.append(" | ".join(t for t in texts if t))
        return lines

    def _rows(self, table: Any) -> Iterator[Any]:
        for child in table:
            if child.tag == _ROW:
                yield child
            elif child.tag in _CONTAINERS:
                yield from self._rows(child)

    def item_lines(self, item: Any, depth: int) -> list[str]:
        """A list item: its first paragraph after a ``-`` bullet, its other paragraphs indented under it (they
        belong to the item), a list in it an item per line (flat, as the .docx reader gives a nested list)."""
        lines: list[str] = []
        for child in item:
            if child.tag in (_P, _H):
                first = not any(x.startswith("- ") for x in lines)
                lines.extend(self.paragraph(child, True) if first else
                             ["  " + x for x in self.paragraph(child, False) if x])
            else:
                lines.extend(self.blocks([child], depth))
        return lines

    def blocks(self, container: Any, depth: int = 0) -> list[str]:
        """The lines of a body, a cell, a list or a text box: its paragraphs, lists and tables in order."""
        lines: list[str] = []
        for child in container:
            if child.tag in (_P, _H):
                lines.extend(self.paragraph(child, False))
                if self.boxes and depth == 0:
                    lines.extend(self.boxes)
                    self.boxes = []
            elif child.tag == _LIST:
                for item in child:
                    if item.tag in (_ITEM, _HEADER):
                        lines.extend(self.item_lines(item, depth))
            elif child.tag == _TABLE:
                if depth < MAX_DEPTH:
                    lines.extend(self.table_lines(child, depth))
            elif child.tag in _CONTAINERS or child.tag == _BOX:
                if depth < MAX_DEPTH:
                    lines.extend(self.blocks(child, depth + 1))
        return lines


def parse_odt(data: bytes, *, source: str) -> Document:
    """An .odt file's bytes to a :class:`Document` (see the module docstring).

    >>> from odf.opendocument import OpenDocumentText
    >>> from odf.text import H, P
    >>> d = OpenDocumentText(); d.text.addElement(H(outlinelevel=2, text="Publications"))
    >>> d.text.addElement(P(text='Ann Li, "A Title," NSDI, 2024.'))
    >>> buf = io.BytesIO(); d.write(buf)
    >>> parse_odt(buf.getvalue(), source="cv.odt").lines
    ('## Publications', 'Ann Li, "A Title," NSDI, 2024.')
    """
    from defusedxml import ElementTree

    check_archive(data, source, "content.xml", ".odt", "an OpenDocument text")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            content = z.read("content.xml")
            styles = z.read("styles.xml") if "styles.xml" in z.namelist() else b""
        root = ElementTree.fromstring(content)
        named = _styles(ElementTree.fromstring(styles)) if styles else {}
        named.update(_styles(root))
        body = root.find(f"{_q('office:body')}/{_q('office:text')}")
        if body is None:
            raise BinaryFileError("not an OpenDocument text (no office:text body: a spreadsheet or a "
                                  "presentation?)", source=source)
        lines = _Reader(named).blocks(body)
    except BinaryFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - a damaged archive or XML: zipfile, zlib and expat name no file
        raise BinaryFileError(f"not readable as .odt: {type(exc).__name__}: {exc}", source=source) from exc
    return Document(source=source, lines=tuple(lines), encoding="odt paragraphs")
