"""Word 97-2003 ``.doc`` CVs to the text the CV readers read: the main document's paragraphs, one line per
paragraph, a table a line per row (its cells apart by `` | ``, as :mod:`loaders.formats.docx` gives them), then
the text of the document's text boxes (a sidebar of a CV is often one).

The file is an OLE compound file (read by olefile). Its ``WordDocument`` stream starts with the File Information
Block, which says where the piece table is (in the ``0Table`` or ``1Table`` stream); the piece table maps the
document's characters to their bytes, 8-bit (Windows-1252) or UTF-16 pieces ([MS-DOC] 2.4.1, "Retrieving Text").
Fields are read as their results (a hyperlink's result as a Markdown link to its address, as the .docx reader
gives it), never their instructions. Styles are not read: headings are found by their words, as in a text file.

An encrypted document, a Word 6 or 95 file, an OLE file that holds no Word document (an old Excel or PowerPoint
file) and a damaged one are refused with the reason.
"""

from __future__ import annotations

import io
import re
import struct

from loaders.errors import BinaryFileError
from loaders.formats.docx import paragraph_lines
from loaders.formats.text import Document

__all__ = ["parse_doc"]

#: The first two bytes of a Word 97-2003 File Information Block, and the oldest nFib of that format.
_W_IDENT = 0xA5EC
_NFIB_97 = 101
#: FibRgFcLcb97's fcClx / lcbClx pair is its 34th ([MS-DOC] 2.5.6)
_CLX_INDEX = 33
#: The most pieces a piece table may have (a damaged table is refused, not followed into gigabytes).
MAX_PIECES = 100_000

# the characters Word keeps in the text stream for things that are not text ([MS-DOC] 2.8.26 and following)
_FIELD_BEGIN, _FIELD_SEPARATOR, _FIELD_END = "\x13", "\x14", "\x15"
_CELL = "\x07"
_DROPPED = dict.fromkeys(map(ord, "\x00\x01\x02\x03\x04\x05\x06\x08\x1f"), None) | {
    0x0B: "\n", 0x0C: "\r", 0x0E: "\r", 0x1E: "-", 0xA0: " "}
_HYPERLINK = re.compile(r'^\s*HYPERLINK\s+(?:\\l\s+)?"([^"]+)"', re.IGNORECASE)


def _u16(data: bytes, at: int) -> int:
    return struct.unpack_from("<H", data, at)[0]


def _u32(data: bytes, at: int) -> int:
    return struct.unpack_from("<I", data, at)[0]


def _locations(word: bytes) -> tuple[int, int, tuple[int, ...]]:
    """Where the Clx is in the table stream (offset, size), and the character counts of the document's parts
    (ccpText, ccpFtn, ccpHdd, ccpMcr, ccpAtn, ccpEdn, ccpTxbx, ccpHdrTxbx), from the File Information Block: its
    32-byte base, then ``csw`` 16-bit values, ``cslw`` 32-bit values (the counts from the fourth), and the fc/lcb
    pairs ([MS-DOC] 2.5.1)."""
    csw = _u16(word, 32)
    lw = 34 + 2 * csw + 2
    cslw = _u16(word, lw - 2)
    pairs = lw + 4 * cslw + 2
    if cslw < 11 or _u16(word, pairs - 2) <= _CLX_INDEX:
        raise ValueError("a File Information Block too short")
    counts = struct.unpack_from("<8i", word, lw + 12)
    fc, lcb = struct.unpack_from("<II", word, pairs + 8 * _CLX_INDEX)
    return fc, lcb, counts


def _pieces(clx: bytes) -> list[tuple[int, int, int, bool]]:
    """The piece table of a Clx: ``(first cp, last cp, byte offset, 8-bit)`` per piece ([MS-DOC] 2.9.38).

    >>> pcd = struct.pack("<HIH", 0, 0x40000000 | 2048, 0)      # one 8-bit piece of 5 characters at byte 1024
    >>> _pieces(b"\\x02" + struct.pack("<I", 16) + struct.pack("<II", 0, 5) + pcd)
    [(0, 5, 1024, True)]
    """
    at = 0
    while at < len(clx) and clx[at] == 0x01:           # Prc: formatting of pieces, skipped
        at += 3 + struct.unpack_from("<h", clx, at + 1)[0]
    if at >= len(clx) or clx[at] != 0x02:
        raise ValueError("no piece table")
    size = _u32(clx, at + 1)
    table = clx[at + 5:at + 5 + size]
    n = (size - 4) // 12
    if n <= 0 or n > MAX_PIECES or len(table) < size:
        raise ValueError("a damaged piece table")
    cps = struct.unpack_from(f"<{n + 1}I", table, 0)
    out = []
    for k in range(n):
        fc = _u32(table, 4 * (n + 1) + 8 * k + 2)
        compressed = bool(fc & 0x40000000)
        fc &= 0x3FFFFFFF
        out.append((cps[k], cps[k + 1], fc // 2 if compressed else fc, compressed))
    return out


def _characters(word: bytes, pieces: list[tuple[int, int, int, bool]], start: int, end: int) -> str:
    """The characters ``start`` to ``end`` (character positions) of the document."""
    parts = []
    for first, last, offset, compressed in pieces:
        lo, hi = max(first, start), min(last, end)
        if lo >= hi:
            continue
        if compressed:
            parts.append(word[offset + lo - first:offset + hi - first].decode("cp1252", errors="replace"))
        else:
            parts.append(word[offset + 2 * (lo - first):offset + 2 * (hi - first)].decode("utf-16-le",
                                                                                       errors="replace"))
    return "".join(parts)


def _open_part(stack: list[tuple[list[str], list[str], bool]], out: list[str]) -> list[str]:
    """Where a character goes: the innermost open field's instructions or result, or the text."""
    if not stack:
        return out
    instructions, result, in_result = stack[-1]
    return result if in_result else instructions


def _fields(text: str) -> str:
    """The text with every field read as its result: a field is ``\\x13 instructions \\x14 result \\x15``
    (nested fields are fields of the instructions or the result); a hyperlink's result becomes ``[result](url)``.

    >>> _fields('See \\x13 HYPERLINK "https://a.org/p.pdf" \\x14paper\\x15 and \\x13 PAGE \\x14\\x153.')
    'See [paper](https://a.org/p.pdf) and 3.'
    """
    out: list[str] = []
    stack: list[tuple[list[str], list[str], bool]] = []     # per open field: instructions, result, in result
    for ch in text:
        if ch == _FIELD_BEGIN:
            stack.append(([], [], False))
        elif ch == _FIELD_SEPARATOR and stack:
            instructions, result, _ = stack.pop()
            stack.append((instructions, result, True))
        elif ch == _FIELD_END and stack:
            instructions, result, _ = stack.pop()
            shown = "".join(result)
            link = _HYPERLINK.match("".join(instructions))
            if link and shown.strip() and "](" not in shown:
                shown = f"[{shown.strip()}]({link.group(1)})"
            _open_part(stack, out).append(shown)
        else:
            _open_part(stack, out).append(ch)
    for instructions, result, _ in stack:   # a field never closed: its result so far
        out.extend(result)
    return "".join(out)


def _lines(text: str) -> list[str]:
    r"""The lines of the document's text: a paragraph (``\r``) a line, a table row a line with its cells apart by
    `` | `` (a cell ends with ``\x07``, a row with a second one), a paragraph broken by soft line breaks
    (``\x0b``, made ``\n`` before) a line per part after a blank line (as the .docx reader gives them).

    >>> _lines("Education\r2016\x07Ph.D.\x07MIT\x07\x07Awards\nBest Paper\r")
    ['Education', '2016 | Ph.D. | MIT', '', 'Awards', 'Best Paper']
    """
    lines: list[str] = []
    row: list[str] = []

    def paragraph(piece: str) -> None:
        lines.extend(paragraph_lines([" ".join(p.split()) for p in piece.split("\n")]))

    def end_row() -> None:
        if row:
            lines.append(" | ".join(c for c in row if c))
            row.clear()

    for piece, mark in re.findall(r"([^\r\x07]*)([\r\x07]|$)", text):
        if mark == _CELL:
            cell = " ".join(piece.split())
            if cell:
                row.append(cell)
            else:                   # the row's own mark after its last cell (or an empty cell): the row ends
                end_row()
        elif mark or piece:
            end_row()               # a paragraph after a row's cells: a cell of several paragraphs, or no table
            paragraph(piece)
    end_row()
    while lines and not lines[-1]:
        lines.pop()
    return lines


def parse_doc(data: bytes, *, source: str) -> Document:
    """A Word 97-2003 ``.doc`` file's bytes to a :class:`Document` (see the module docstring).

    >>> parse_doc(b"not ole", source="cv.doc")
    Traceback (most recent call last):
    ...
    loaders.errors.BinaryFileError: cv.doc: not a Word 97-2003 document (not an OLE compound file)
    """
    import olefile

    if not olefile.isOleFile(io.BytesIO(data)):
        raise BinaryFileError("not a Word 97-2003 document (not an OLE compound file)", source=source)
    try:
        with olefile.OleFileIO(io.BytesIO(data)) as ole:
            if not ole.exists("WordDocument"):
                raise BinaryFileError("an old Microsoft Office file that is no Word document (an Excel or "
                                      "PowerPoint file?): export it as text", source=source)
            word = ole.openstream("WordDocument").read()
            if len(word) < 1024 or _u16(word, 0) != _W_IDENT:
                raise BinaryFileError("not a Word 97-2003 document (no File Information Block)", source=source)
            if _u16(word, 2) < _NFIB_97:
                raise BinaryFileError("a Word 6 or Word 95 document: save it as .docx", source=source)
            flags = _u16(word, 10)
            if flags & 0x0100:
                raise BinaryFileError("an encrypted (password-protected) Word document", source=source)
            table_name = "1Table" if flags & 0x0200 else "0Table"
            if not ole.exists(table_name):
                raise BinaryFileError(f"a damaged Word document (no {table_name} stream)", source=source)
            table = ole.openstream(table_name).read()
    except BinaryFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - olefile raises many kinds for a damaged compound file
        raise BinaryFileError(f"a damaged OLE compound file ({type(exc).__name__}: {exc})", source=source) from exc
    try:
        fc_clx, lcb_clx, counts = _locations(word)
        pieces = _pieces(table[fc_clx:fc_clx + lcb_clx])
    except (ValueError, struct.error) as exc:
        raise BinaryFileError(f"a damaged Word document ({exc})", source=source) from exc
    main = counts[0]
    boxes = sum(counts[:6])         # the text boxes follow main text, footnotes, headers, macros, comments, endnotes
    text = _characters(word, pieces, 0, main)
    box_text = _characters(word, pieces, boxes, boxes + counts[6]) if counts[6] > 0 else ""
    lines = _lines(_fields(text).translate(_DROPPED))
    extra = _lines(_fields(box_text).translate(_DROPPED))
    return Document(source=source, lines=tuple(lines + ([""] + extra if extra else [])),
                    encoding="doc paragraphs")
