"""PDF CVs (pdfminer.six) to the text the CV readers read: lines in reading order (pdfminer's layout analysis puts
two columns one after the other), bold text as ``**bold**`` where the PDF's font says so, page headers and
footers (a line repeated at the top or bottom of most pages) and page numbers left out.  Line *n* of the
document is the *n*-th line of text kept; ``Document.pages`` gives the page of each.  Broken words and lines are
mended later, as for text pasted from a PDF.  A PDF that is encrypted, damaged, or over :data:`MAX_PAGES` pages
is refused with the reason.
"""

from __future__ import annotations

import io
import re
from collections import Counter

from loaders.errors import BinaryFileError
from loaders.formats.text import Document

MAX_PAGES = 300
_PAGE_NUMBER = re.compile(r"^(?:page\s*)?\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?$|^[-–]\s*\d{1,4}\s*[-–]$", re.IGNORECASE)
_BOLD = re.compile(r"bold|black|heavy|semibold|demi", re.IGNORECASE)


def _line_text(line) -> str:
    """The text of one layout line, bold runs between ``**``."""
    from pdfminer.layout import LTChar

    out: list[str] = []
    bold = False
    for ch in line:
        text = ch.get_text()
        is_bold = isinstance(ch, LTChar) and bool(_BOLD.search(ch.fontname or "")) and text.strip() != ""
        if is_bold != bold and (text.strip() or not is_bold):
            out.append("**")
            bold = is_bold
        out.append(text)
    if bold:
        out.append("**")
    text = "".join(out).replace("\n", "")
    text = re.sub(r"\*\*(\s*)\*\*", r"\1", text)          # no empty bold runs
    text = re.sub(r"\*\*(\s+)", r"\1**", text)
    return " ".join(text.split())


def parse_pdf(data: bytes, *, source: str) -> Document:
    """A PDF's bytes to a :class:`Document` (see the module docstring)."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LAParams, LTTextContainer, LTTextLine

    pages: list[list[tuple[float, str]]] = []
    try:
        for k, page in enumerate(extract_pages(io.BytesIO(data), laparams=LAParams())):
            if k >= MAX_PAGES:
                raise BinaryFileError(f"refused: more than {MAX_PAGES} pages", source=source)
            rows: list[tuple[float, str]] = []
            height = page.height or 1
            for box in page:
                if isinstance(box, LTTextContainer):
                    for line in box:
                        if isinstance(line, LTTextLine):
                            text = _line_text(line)
                            if text:
                                rows.append((line.y1 / height, text))
            pages.append(rows)
    except BinaryFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - pdfminer's errors (encrypted, damaged) name no file: we do
        kind = type(exc).__name__
        reason = "encrypted (a password is needed)" if "Encrypt" in kind or "Password" in kind else f"{kind}: {exc}"
        raise BinaryFileError(f"not readable as PDF: {reason}", source=source) from exc
    # a header or footer: the same text near the top or bottom of most pages (numbers in it ignored)
    key = lambda text: re.sub(r"\d+", "#", text.replace("**", "")).strip().lower()  # noqa: E731
    edges = Counter(key(t) for rows in pages for y, t in rows if y > 0.92 or y < 0.08)
    repeated = {k for k, n in edges.items() if len(pages) >= 2 and n >= max(2, len(pages) // 2)}
    lines: list[str] = []
    page_of: list[int] = []
    for number, rows in enumerate(pages, start=1):
        for y, text in rows:
            plain = text.replace("**", "").strip()
            if (y > 0.92 or y < 0.08) and (key(text) in repeated or _PAGE_NUMBER.match(plain)):
                continue
            lines.append(text)
            page_of.append(number)
    return Document(source=source, lines=tuple(lines), encoding="pdf text", pages=tuple(page_of))
