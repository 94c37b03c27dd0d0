"""Rich Text Format (``.rtf``: WordPad, TextEdit, Word's "Save as RTF") CVs to text lines, read by striprtf: a line
per paragraph (``\\par``) and per line break (``\\line``), a table a line per row with its cells apart by `` | ``
(as the .docx reader gives them), fields read as their results (a link's address left out), the code page the file names (``\\ansicpg936``:
GBK) and ``\\u`` escapes decoded. Formatting is not kept: headings are found by their words, as in a text file.

A file that is not RTF, or that striprtf cannot read, is refused with the reason.
"""

from __future__ import annotations

import re

from loaders.errors import BinaryFileError
from loaders.formats.text import Document

__all__ = ["parse_rtf", "looks_like_rtf"]

#: striprtf writes a hyperlink field as its result followed by its address: ``Title("https://...")``; the address
#: is left out (its text, not where it points, is the CV's: a title's link would join the title to the venue)
_LINK_ADDRESS = re.compile(r'\("[^"\s]*"\)')


def looks_like_rtf(data: bytes) -> bool:
    """Whether the bytes are an RTF document (they open with ``{\\rtf``, maybe after a byte-order mark or space).

    >>> looks_like_rtf(b"{\\\\rtf1\\\\ansi Hello}"), looks_like_rtf(b"# Ann Li")
    (True, False)
    """
    return data[:64].lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{\\rtf")


def _line(text: str) -> str:
    """A line of the text striprtf gives: a table row (its cells each end with ``|``) with its cells apart by
    `` | ``, empty cells left out; any other line with its spaces made single.

    >>> _line("2010-2014|Ph.D.||Tsinghua University|"), _line("  Ann  Li, 2024  ")
    ('2010-2014 | Ph.D. | Tsinghua University', 'Ann Li, 2024')
    """
    if text.rstrip().endswith("|"):
        return " | ".join(c for c in (" ".join(cell.split()) for cell in text.split("|")) if c)
    return " ".join(text.split())


def parse_rtf(data: bytes, *, source: str) -> Document:
    """An RTF file's bytes to a :class:`Document` (see the module docstring).

    >>> rtf = rb"{\\rtf1\\ansi\\ansicpg936 {\\b \\'bd\\'cc\\'d3\\'fd Education}\\par 2016\\cell Ph.D.\\cell MIT\\cell\\row}"
    >>> parse_rtf(rtf, source="cv.rtf").lines
    ('教育 Education', '2016 | Ph.D. | MIT')
    """
    from striprtf.striprtf import rtf_to_text

    if not looks_like_rtf(data):
        raise BinaryFileError("not an RTF document (it does not open with {\\rtf)", source=source)
    try:
        # RTF is 7-bit text with its own escapes for everything else; a stray 8-bit byte is read as Latin-1
        text = rtf_to_text(data.decode("latin-1"), errors="replace")
    except Exception as exc:  # noqa: BLE001 - striprtf names no file
        raise BinaryFileError(f"not readable as RTF: {type(exc).__name__}: {exc}", source=source) from exc
    text = _LINK_ADDRESS.sub("", text)
    lines = [_line(x) for x in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return Document(source=source, lines=tuple(lines), encoding="rtf paragraphs")
