"""Which reader a file needs, from its name and its first bytes: PDF, Word (.docx and the older .doc), OpenDocument
text (.odt), RTF, HTML, or text (Markdown,
LaTeX, BibTeX, CSL-JSON and RIS are text and are told apart later, by name or content); and which
reference-manager export a text is (:func:`reference_export_kind`).

>>> kind_of(b"%PDF-1.7 ...", "cv"), kind_of(b"<!DOCTYPE html><html>", "cv.txt"), kind_of(b"# Ann Li", "cv.md")
('pdf', 'html', 'text')
"""

from __future__ import annotations

import io
import os
import zipfile
from pathlib import Path

from collections.abc import Sequence

from loaders.formats.rtf import looks_like_rtf
from loaders.formats.text import DEFAULT_MAX_BYTES, Document, parse_document, read_bytes


#: The signature of an OLE compound file: a Word 97-2003 document is one (so are old Excel and PowerPoint files).
_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def kind_of(data: bytes, name: str) -> str:
    """``pdf``, ``docx``, ``doc`` (Word 97-2003, any OLE compound file), ``odt`` (OpenDocument text), ``rtf``,
    ``html`` or ``text`` (see the module docstring)."""
    head = data[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    suffix = Path(name).suffix.lower()
    if data[:5] == b"%PDF-" or suffix == ".pdf":
        return "pdf"
    if suffix in (".docx", ".odt"):
        return suffix[1:]
    if looks_like_rtf(data):
        return "rtf"
    if data[:8] == _OLE:
        return "doc"
    if data[:4] == b"PK\x03\x04":
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as z:
                names = set(z.namelist())
                if "word/document.xml" in names:
                    return "docx"
                if "content.xml" in names and z.read("mimetype")[:60] == b"application/vnd.oasis.opendocument.text":
                    return "odt"
        except (zipfile.BadZipFile, KeyError):
            pass
        return "text"
    if suffix in (".html", ".htm", ".xhtml") or head.startswith((b"<!doctype html", b"<html")):
        return "html"
    return "text"


def reference_export_kind(lines: Sequence[str]) -> str | None:
    """``endnote``, ``refworks``, ``noteexpress`` or ``endnote-xml`` for a text that is that reference-manager
    export (by content: its first line is the format's start tag with a type, and the lines after it are tags);
    None for anything else, a LaTeX CV whose first line is a ``%`` comment included.  (RIS and CSL-JSON are
    recognised by :func:`loaders.formats.ris.looks_like_ris` and :func:`loaders.formats.csljson.looks_like_csljson`.)

    >>> reference_export_kind(["%0 Journal Article", "%A 刘运卓", "%T 标题"])
    'endnote'
    >>> reference_export_kind(["{Reference Type}: Patent", "{Title}: 一种方法", "{Author}: 张三;"])
    'noteexpress'
    >>> reference_export_kind(["% my CV", "%0 draft", "\\\\documentclass{article}"]) is None
    True
    """
    from loaders.formats.endnotexml import looks_like_endnote_xml
    from loaders.formats.tagged import ENDNOTE, NOTEEXPRESS, REFWORKS, looks_like
    for dialect in (ENDNOTE, REFWORKS, NOTEEXPRESS):
        if looks_like(lines, dialect):
            return dialect.name
    if looks_like_endnote_xml("\n".join(lines[:100])):
        return "endnote-xml"
    return None


def document_from_bytes(data: bytes, *, source: str) -> Document:
    """The document a file's bytes hold, read by the reader its kind needs."""
    kind = kind_of(data, source)
    if kind == "pdf":
        from loaders.formats.pdf import parse_pdf
        return parse_pdf(data, source=source)
    if kind == "docx":
        from loaders.formats.docx import parse_docx
        return parse_docx(data, source=source)
    if kind == "doc":
        from loaders.formats.doc import parse_doc
        return parse_doc(data, source=source)
    if kind == "odt":
        from loaders.formats.odt import parse_odt
        return parse_odt(data, source=source)
    if kind == "rtf":
        from loaders.formats.rtf import parse_rtf
        return parse_rtf(data, source=source)
    if kind == "html":
        from loaders.formats.html import parse_html
        return parse_html(data, source=source)
    return parse_document(data, source=source)


def read_any_document(path: str | os.PathLike[str], *, max_bytes: int = DEFAULT_MAX_BYTES,
                      source: str | None = None) -> Document:
    """A file of any supported kind to a :class:`Document`; files over ``max_bytes`` are refused."""
    name = source if source is not None else str(path)
    return document_from_bytes(read_bytes(path, max_bytes=max_bytes, source=name), source=name)
