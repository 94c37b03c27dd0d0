"""Word ``.docx`` CVs (python-docx) to the text the CV readers read: the body's paragraphs and tables in document
order, one line per paragraph, headings as ``#`` headings, list paragraphs as ``-`` bullets, bold runs as
``**bold**`` and italic runs as ``*italics*``.  A table stands where it is written (under its heading, in that
heading's section), a line per row (:func:`_table_lines`).  A file that is not a zip, has no
``word/document.xml``, or would decompress to more than :data:`MAX_UNCOMPRESSED` bytes (a zip bomb) is refused
with the reason.
"""

from __future__ import annotations

import io
import re
import zipfile

from loaders.errors import BinaryFileError
from loaders.formats.markup import is_column_labels, names_columns
from loaders.formats.text import Document

#: The most bytes a .docx may hold uncompressed, and the most parts (zip members) it may have.
MAX_UNCOMPRESSED = 200_000_000
MAX_PARTS = 10_000


def _marked(text: str, bold: bool, italic: bool) -> str:
    """Text of a run, bold as ``**bold**`` and italic as ``*italics*`` (a trailing space kept outside the marks).

    >>> _marked("Ann Li ", True, False), _marked("NSDI", False, True), _marked(" ", True, False)
    ('**Ann Li** ', '*NSDI*', ' ')
    """
    if not text.strip() or not (bold or italic):
        return text
    mark = "**" if bold else "*"
    return f"{mark}{text.strip()}{mark}" + (" " if text.endswith(" ") else "")


def _run_text(run) -> str:
    return _marked(run.text, bool(run.bold), bool(run.italic))


def _run_parts(run) -> list[str]:
    """A run's text cut at its soft line breaks (``w:br``, Shift+Enter in Word: python-docx gives one as a newline
    inside the run's text), each part marked as the run is."""
    return [_marked(piece, bool(run.bold), bool(run.italic)) for piece in run.text.split("\n")]


def _runs_lines(paragraph) -> list[str]:
    """A paragraph's text, a string per line of it (a soft line break ``w:br`` starts a new one: a title, its
    authors and its venue on lines of one paragraph), with bold and italic runs marked; a hyperlink's text kept,
    as a Markdown link (a linked title is a title), which ``paragraph.runs`` alone would leave out."""
    from docx.text.hyperlink import Hyperlink

    lines: list[list[str]] = [[]]
    for item in paragraph.iter_inner_content():
        if isinstance(item, Hyperlink):
            inner = "".join(_run_text(r) for r in item.runs).strip()
            address = (item.address or "").strip()
            lines[-1].append(f"[{inner}]({address})" if inner and address and "](" not in inner else inner)
        else:
            first, *more = _run_parts(item)
            lines[-1].append(first)
            lines.extend([part] for part in more)
    # (a tab stop parts a line's fields, "McMaster University<tab>PhD<tab>2010–2014", as a tab does in a text file;
    # other white space runs are one space)
    texts = ["\t".join(" ".join(cell.split()) for cell in re.split(r"\s*\t\s*", "".join(parts).strip()))
             for parts in lines]
    return [t for t in texts if t] or [""]


def _runs(paragraph) -> str:
    """A paragraph's text on one line (its soft line breaks as spaces), with its marks (see :func:`_runs_lines`)."""
    return " ".join(t for t in _runs_lines(paragraph) if t)


def _lines(paragraph) -> list[str]:
    """The lines of a paragraph: one, or one per line of a paragraph broken by soft line breaks.  A list paragraph's
    later lines are indented under its bullet (they belong to its item); a plain paragraph so broken stands between
    blank lines (a paragraph of its own: one entry, as in a text file).  A heading stays on one line."""
    parts = _runs_lines(paragraph)
    text = " ".join(t for t in parts if t)
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    if not text:
        return [""]
    if style.startswith("Heading") and style[-1:].isdigit():
        return ["#" * int(style[-1]) + " " + text.replace("**", "")]
    if style == "Title":
        return ["# " + text.replace("**", "")]
    numbered = paragraph._p.pPr is not None and paragraph._p.pPr.numPr is not None
    return paragraph_lines(parts, bullet=style.startswith("List") or numbered)


def paragraph_lines(parts: list[str], bullet: bool = False) -> list[str]:
    """The lines of a paragraph its soft line breaks part into ``parts`` (the .docx, .doc and .odt readers'): one;
    in a list, its first part after a ``-`` bullet and the others indented under it (they belong to its item);
    else, of several parts, each on a line between blank lines (a paragraph of its own: one entry, as in a text
    file).

    >>> paragraph_lines(["Ann Li"]), paragraph_lines(["Title", "NSDI"], bullet=True)
    (['Ann Li'], ['- Title', '  NSDI'])
    >>> paragraph_lines(["Awards", "", "Best Paper"])
    ['', 'Awards', 'Best Paper', '']
    """
    if bullet:
        return ["- " + parts[0]] + ["  " + t for t in parts[1:]]
    return parts[:1] if len(parts) == 1 else ["", *(p for p in parts if p), ""]


#: How deeply tables in table cells are read.
MAX_TABLE_DEPTH = 8


def _table_lines(table, depth: int = 0) -> list[str]:
    """The lines of a table, row by row.  A row is one line, its cells apart by `` | `` (the field separator of an
    entry), a cell merged across columns once; a cell merged down over rows stands on a line of its own before
    the first of them (a label of those rows: a section name in a layout table), and a row of one cell is a line
    of its own (a heading across the table).  A row with a cell of several paragraphs or a table in it (a table
    used for layout) gives a line per paragraph instead, cell by cell.  A first row of column labels
    (:func:`~loaders.formats.markup.is_column_labels`) above rows that hold numbers is no entry: left out, as a heading's markup is."""
    from docx.oxml.ns import qn

    lines: list[str] = []
    # the cells already read (a merged cell comes back in every row and column it covers), by the id of their
    # element, which the dict keeps alive (an id is unique only while its object lives)
    seen: dict[int, object] = {}
    for k, row in enumerate(table.rows):
        cells = []
        for cell in row.cells:
            if id(cell._tc) in seen:
                continue
            seen[id(cell._tc)] = cell._tc
            cells.append(cell)
        layout = any(len(c.paragraphs) > 1 or c.tables for c in cells)
        if layout:
            for cell in cells:
                lines.extend(_block_lines(cell, depth + 1))
            continue
        down = [c for c in cells if c._tc.tcPr is not None and c._tc.tcPr.find(qn("w:vMerge")) is not None]
        lines.extend(_runs(c.paragraphs[0]) for c in down if c.paragraphs)
        texts = [_runs(c.paragraphs[0]) if c.paragraphs else "" for c in cells if c not in down]
        if k == 0 and len(table.rows) > 1 and is_column_labels(texts):
            lines.append("")
            continue
        lines.append(" | ".join(t for t in texts if t))
    return lines


def _block_lines(container, depth: int = 0) -> list[str]:
    """The lines of a document body or a table cell: its paragraphs and tables in the order they are written."""
    from docx.table import Table

    lines: list[str] = []
    for item in container.iter_inner_content():
        if isinstance(item, Table):
            if depth < MAX_TABLE_DEPTH:
                lines.extend(_table_lines(item, depth))
        else:
            lines.extend(_lines(item))
    return _tab_labels_out(lines)


def _tab_labels_out(lines: list[str]) -> list[str]:
    """The lines with a row of column labels set with tab stops left out (blank), as a table's are
    (:func:`_table_lines`): two tabs or more, the cells labels (:func:`~loaders.formats.markup.names_columns`), over a
    row of as many cells with a figure.

    >>> _tab_labels_out(["Institution\\tDegree\\tDates", "McMaster University\\tPhD\\t2010–2014"])
    ['', 'McMaster University\\tPhD\\t2010–2014']
    """
    out = list(lines)
    for k, line in enumerate(lines[:-1]):
        nxt = lines[k + 1]
        if line.count("\t") >= 2 and nxt.count("\t") == line.count("\t") and re.search(r"\d", nxt) \
                and names_columns(line.split("\t")):
            out[k] = ""
    return out


def check_archive(data: bytes, source: str, part: str, suffix: str, what: str) -> None:
    """Refuse, with the reason, a zip archive of an office document (``suffix``: .docx, .odt) that cannot be read,
    lacks its main ``part``, or would decompress past :data:`MAX_UNCOMPRESSED` bytes or :data:`MAX_PARTS` parts.

    >>> check_archive(b"PK no zip", "cv.odt", "content.xml", ".odt", "an OpenDocument text")
    Traceback (most recent call last):
    ...
    loaders.errors.BinaryFileError: cv.odt: not a .odt file (not a zip archive it can read: File is not a zip file)
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            infos = z.infolist()
            if part not in z.namelist():
                raise BinaryFileError(f"not {what} (no {part})", source=source)
            if len(infos) > MAX_PARTS or sum(i.file_size for i in infos) > MAX_UNCOMPRESSED:
                raise BinaryFileError(f"refused: the {suffix} would decompress to more than {MAX_UNCOMPRESSED} bytes "
                                      f"or {MAX_PARTS} parts", source=source)
    except (zipfile.BadZipFile, NotImplementedError, ValueError, OSError, EOFError) as exc:
        raise BinaryFileError(f"not a {suffix} file (not a zip archive it can read: {exc})", source=source) from exc


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

    check_archive(data, source, "word/document.xml", ".docx", "a Word document")
    try:
        document = docx.Document(io.BytesIO(data))
        lines = _block_lines(document)
    except Exception as exc:  # noqa: BLE001 - a damaged archive or part: python-docx, zlib and lxml name no file
        raise BinaryFileError(f"not readable as .docx: {type(exc).__name__}: {exc}", source=source) from exc
    return Document(source=source, lines=tuple(lines), encoding="docx paragraphs")
