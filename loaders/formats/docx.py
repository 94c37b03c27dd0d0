"""Word ``.docx`` CVs (python-docx) to the text the CV readers read: one line per paragraph (line *n* is the
*n*-th paragraph, table cells after the body), headings as ``#`` headings, list paragraphs as ``-`` bullets, bold
runs as ``**bold**`` and italic runs as ``*italics*``.  A file that is not a zip, has no ``word/document.xml``,
or would decompress to more than :data:`MAX_UNCOMPRESSED` bytes (a zip bomb) is refused with the reason.
"""

from __future__ import annotations

import io
import zipfile

from loaders.errors import BinaryFileError
from loaders.formats.text import Document

#: The most bytes a .docx may hold uncompressed, and the most parts (zip members) it may have.
MAX_UNCOMPRESSED = 200_000_000
MAX_PARTS = 10_000


def _run_text(run) -> str:
    text = run.text
    if not text.strip():
        return text
    if run.bold:
        return f"**{text.strip()}**" + (" " if text.endswith(" ") else "")
    if run.italic:
        return f"*{text.strip()}*" + (" " if text.endswith(" ") else "")
    return text


def _runs(paragraph) -> str:
    """A paragraph's text with bold and italic runs marked; a hyperlink's text kept, as a Markdown link (a linked
    title is a title), which ``paragraph.runs`` alone would leave out."""
    from docx.text.hyperlink import Hyperlink

    out = []
    for item in paragraph.iter_inner_content():
        if isinstance(item, Hyperlink):
            inner = "".join(_run_text(r) for r in item.runs).strip()
            address = (item.address or "").strip()
            out.append(f"[{inner}]({address})" if inner and address and "](" not in inner else inner)
        else:
            out.append(_run_text(item))
    return " ".join("".join(out).split())


def _line(paragraph) -> str:
    text = _runs(paragraph)
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    if not text:
        return ""
    if style.startswith("Heading") and style[-1:].isdigit():
        return "#" * int(style[-1]) + " " + text.replace("**", "")
    if style == "Title":
        return "# " + text.replace("**", "")
    numbered = paragraph._p.pPr is not None and paragraph._p.pPr.numPr is not None
    if style.startswith("List") or numbered:
        return "- " + text
    return text


def parse_docx(data: bytes, *, source: str) -> Document:
    """A .docx file's bytes to a :class:`Document` (see the module docstring).

    >>> import docx, io
    >>> d = docx.Document(); _ = d.add_heading("Publications", 2); p = d.add_paragraph(style="List Bullet")
    >>> _ = p.add_run("Ann Li").bold = True; _ = p.add_run(', "A Title," NSDI, 2024.')
    >>> buf = io.BytesIO(); d.save(buf)
    >>> [x for x in parse_docx(buf.getvalue(), source="cv.docx").lines if x]
    ['## Publications', '- **Ann Li**, "A Title," NSDI, 2024.']
    """
    import docx

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            infos = z.infolist()
            if "word/document.xml" not in z.namelist():
                raise BinaryFileError("not a Word document (no word/document.xml)", source=source)
            if len(infos) > MAX_PARTS or sum(i.file_size for i in infos) > MAX_UNCOMPRESSED:
                raise BinaryFileError(f"refused: the .docx would decompress to more than {MAX_UNCOMPRESSED} bytes "
                                      f"or {MAX_PARTS} parts", source=source)
    except (zipfile.BadZipFile, NotImplementedError, ValueError, OSError, EOFError) as exc:
        raise BinaryFileError(f"not a .docx file (not a zip archive it can read: {exc})", source=source) from exc
    try:
        document = docx.Document(io.BytesIO(data))
        lines = [_line(p) for p in document.paragraphs]
        for table in document.tables:
            for row in table.rows:
                lines.append(" | ".join(_runs(c.paragraphs[0]) if c.paragraphs else "" for c in row.cells).strip(" |"))
    except Exception as exc:  # noqa: BLE001 - a damaged archive or part: python-docx, zlib and lxml name no file
        raise BinaryFileError(f"not readable as .docx: {type(exc).__name__}: {exc}", source=source) from exc
    return Document(source=source, lines=tuple(lines), encoding="docx paragraphs")
