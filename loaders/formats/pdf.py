"""PDF CVs (pdfminer.six) to the text the CV readers read, in reading order, with the paragraphs the page shows.

pdfminer gives the text lines of each page with their boxes; this module puts them back together the way a reader
sees the page:

- **Rows**: pieces of text on one baseline are one line (a CV's date column beside its entries, as moderncv and
  many Word templates set them: ``2016–Present  Stanford University``).
- **Columns**: a page split by a vertical band of white space into two columns that run independently (a sidebar,
  a two-column résumé) is read column by column; a narrow column whose lines stand on the rows of the other (the
  date column) is read row by row instead.
- **Paragraphs**: a gap between two lines larger than the page's usual line spacing starts a paragraph
  (``Document.breaks``): the entries of a publication list without bullets are told apart by it.
- **Marks and noise**: bold text is kept as ``**bold**`` where the font says so; glyphs without text
  (``(cid:97)``, icon fonts), page headers and footers (a line repeated at the top or bottom of most pages, a line
  at the edge that ends with the page count, ``... Résumé 1/1``, and a running head that names the CV or its owner
  above the body of the pages after the first) and page numbers (``3``, ``Page 2 of 4``, ``2/3``) are left out.

Line *n* of the document is the *n*-th line kept; ``Document.pages`` gives the page of each, and spans carry it.
Broken words and lines are mended later, as for text pasted from a PDF.  A PDF that is encrypted, damaged, or over
:data:`MAX_PAGES` pages, :data:`MAX_CHARACTERS` characters, page contents that inflate past :data:`MAX_CONTENT_BYTES`
or a page of more than :data:`MAX_PAGE_OPERATORS` objects is refused with the reason, before the layout work.
"""

from __future__ import annotations

import io
import re
import statistics
from collections import Counter
from dataclasses import dataclass

from loaders.errors import BinaryFileError
from loaders.formats.text import Document

MAX_PAGES = 300
#: The most characters a PDF may hold (a page of a million tiny objects is no CV).
MAX_CHARACTERS = 2_000_000
#: The most bytes the pages' content streams may decompress to, all pages together (a zip bomb is refused before
#: it is inflated: the check inflates at most this much).
MAX_CONTENT_BYTES = 64 * 1024 * 1024
#: The most drawing and text-showing operators one page may hold (a CV page has a few thousand).
MAX_PAGE_OPERATORS = 200_000
_OPERATOR = re.compile(rb"(?<![A-Za-z0-9*])(?:re|Tj|TJ|Do|sh|BI|[lcvymf]|f\*|[Ss]|[Bb]\*?|n)(?![A-Za-z0-9*'\"])"
                       rb"|(?<=[\s)])['\"](?=\s)")      # ' and ": move to the next line and show text
_PAGE_NUMBER = re.compile(r"^(?:page\s*)?\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?$|^[-–]\s*\d{1,4}\s*[-–]$", re.IGNORECASE)
_BOLD = re.compile(r"bold|black|heavy|semibold|demi", re.IGNORECASE)
_CID = re.compile(r"\(cid:\d+\)")
#: The typographic ligatures a PDF font draws as one glyph ("Artiﬁcial"), as the letters they join.
_LIGATURES = str.maketrans({"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"})
#: Baselines closer than this (points) are one row.
ROW_TOLERANCE = 2.5


@dataclass
class _Line:
    """One text line of a page: its box (PDF points, y upwards) and its text with bold marked."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)


def _line_text(line) -> str:
    """The text of one layout line, bold runs between ``**``, glyphs without text off."""
    from pdfminer.layout import LTChar

    out: list[str] = []
    bold = False
    chars = list(line)
    raised = _raised_letters(chars)
    for k, ch in enumerate(chars):
        if k in raised:
            continue
        text = ch.get_text()
        is_bold = isinstance(ch, LTChar) and bool(_BOLD.search(ch.fontname or "")) and text.strip() != ""
        if is_bold != bold and (text.strip() or not is_bold):
            out.append("**")
            bold = is_bold
        out.append(text)
    if bold:
        out.append("**")
    text = _CID.sub(" ", "".join(out).replace("\n", "")).translate(_LIGATURES)
    text = re.sub(r"\*\*(\s*)\*\*", r"\1", text)          # no empty bold runs
    # a run opens on a glyph and closes on the first glyph or space that is not bold, so a mark never has spaces
    # inside it: ``**Ann Li** and`` stays as it is (moving the space after a closing mark made ``**Ann Li **and``)
    return " ".join(text.split())


def _raised_letters(chars: list) -> set[int]:
    """The positions of the letters set alone as a superscript after a word (a mark on an author's name: "Ahmed" and a
    raised "S" for a student, "Liu" and a raised "a" for an affiliation): smaller than the line's letters and raised
    above their baseline, with no raised letter beside them (a raised "th" of "20th" is kept)."""
    from pdfminer.layout import LTChar

    glyphs = [(k, ch) for k, ch in enumerate(chars) if isinstance(ch, LTChar) and ch.get_text().strip()]
    if len(glyphs) < 4:
        return set()
    size = statistics.median(ch.height for _, ch in glyphs)
    base = statistics.median(ch.y0 for _, ch in glyphs)
    up = {k for k, ch in glyphs if ch.height < 0.8 * size and ch.y0 > base + 0.25 * size}
    return {k for k in up if k > 0 and chars[k].get_text().isalpha() and chars[k - 1].get_text().isalpha()
            and k - 1 not in up and k + 1 not in up}


def _page_lines(page) -> list[_Line]:
    from pdfminer.layout import LTTextContainer, LTTextLine

    out: list[_Line] = []

    def visit(item) -> None:
        if isinstance(item, LTTextLine):
            text = _line_text(item)
            if text.replace("*", "").strip():
                out.append(_Line(item.x0, item.y0, item.x1, item.y1, text))
        elif isinstance(item, LTTextContainer) or hasattr(item, "__iter__"):
            for child in item:
                visit(child)

    for item in page:
        if isinstance(item, LTTextContainer):
            visit(item)
    return out


def _rows(lines: list[_Line]) -> list[_Line]:
    """Lines on one baseline joined, left to right; rows top to bottom."""
    rows: list[list[_Line]] = []
    for line in sorted(lines, key=lambda ln: (-ln.y0, ln.x0)):
        if rows and abs(rows[-1][0].y0 - line.y0) <= ROW_TOLERANCE:
            rows[-1].append(line)
        else:
            rows.append([line])
    out = []
    for row in rows:
        row.sort(key=lambda ln: ln.x0)
        out.append(_Line(row[0].x0, min(ln.y0 for ln in row), max(ln.x1 for ln in row), max(ln.y1 for ln in row),
                         " ".join(ln.text for ln in row)))
    return out


#: The most lines at the top of a page that may run across a column gap: the title block above a sidebar and its
#: main column, or above two columns of running text (the owner's name, a subtitle, an address line, a line of
#: contact details, a web address, all set across both).
MAX_TITLE_LINES = 8
#: The most lines at the foot of a page that may run across a column gap: a footer under both columns ("Last
#: updated ...", a name and a page count).
MAX_FOOT_LINES = 3


def _split(lines: list[_Line], width: float) -> float | None:
    """The x of a vertical band of white space that no line crosses and that has text on both sides (a column
    gap), or None.  The band may be crossed by the first lines of the page (a title block set across both
    columns, at most :data:`MAX_TITLE_LINES`) and by its last (a footer, at most :data:`MAX_FOOT_LINES`), each of
    them crossing it.  The widest such band is the gap; of bands as wide, the one fewer lines cross. (The first
    band found is not enough: under a centred title block whose short last lines stand over one column, leaving
    out only the long lines above them gives a narrow band between those short lines and the other column.)"""
    ordered = sorted(lines, key=lambda ln: -ln.y1)
    tops, foots = min(MAX_TITLE_LINES, len(lines)), min(MAX_FOOT_LINES, len(lines))
    best: tuple[float, float] | None = None
    for top, foot in sorted(((t, f) for t in range(tops + 1) for f in range(foots + 1)), key=lambda tf: (sum(tf), tf)):
        if top + foot >= len(ordered):
            continue
        inner = ordered[top:len(ordered) - foot]
        found = _widest_gap(inner, width)
        if found is not None and (best is None or found[1] > best[1]) and all(
                ln.x0 < found[0] < ln.x1 for ln in ordered[:top] + ordered[len(ordered) - foot:]):
            best = found
    return None if best is None else best[0]


def _gap(lines: list[_Line], width: float) -> float | None:
    """The x of the widest vertical band of white space that no line crosses and that has text on both sides."""
    found = _widest_gap(lines, width)
    return None if found is None else found[0]


def _widest_gap(lines: list[_Line], width: float) -> tuple[float, float] | None:
    """:func:`_gap`'s band as its middle and its width."""
    if len(lines) < 6:
        return None
    covered = sorted((ln.x0, ln.x1) for ln in lines)
    best, best_width = None, 0.0
    reach = covered[0][1]
    for x0, x1 in covered[1:]:
        if x0 > reach and 0.12 * width < x0 and reach < 0.88 * width and x0 - reach > best_width:
            best, best_width = (reach + x0) / 2, x0 - reach
        reach = max(reach, x1)
    if best is None or best_width < 6:
        return None
    left = [ln for ln in lines if ln.x1 <= best]
    right = [ln for ln in lines if ln.x0 >= best]
    if min(len(left), len(right)) < 3:
        return None
    return best, best_width


_HEADER_CELL = re.compile(r"\*\*[^*]{2,20}\*\*")


def _tables(lines: list[_Line]) -> list[_Line]:
    """A table under a header row (three or more short bold cells on one baseline: "Year  Authors  Title  Venue"):
    each of its rows one line, its cells in column order and joined by " | " (the way the fields of an entry macro
    are written), the header row left out, so that a cell wrapped over lines (the authors) is read with its row, not as lines of its own.
    A row is anchored on the cells of the column that wraps least; the lines of the other columns go to the
    nearest anchor.  The table ends at a bold line or a line that runs across a column's edge."""
    by_row: dict[float, list[_Line]] = {}
    for ln in lines:
        by_row.setdefault(round(ln.y0), []).append(ln)
    for y, cells in sorted(by_row.items(), key=lambda kv: -kv[0]):
        cells = sorted(cells, key=lambda c: c.x0)
        if len(cells) < 3 or not all(_HEADER_CELL.fullmatch(c.text) for c in cells):
            continue
        edges = [c.x0 for c in cells] + [float("inf")]
        body: list[_Line] = []
        for ln in sorted((ln for ln in lines if ln.y1 <= min(c.y0 for c in cells) + 1), key=lambda ln: -ln.y0):
            col = max((k for k in range(len(cells)) if edges[k] - 3 <= ln.x0), default=None)
            if col is None or ln.x1 > edges[col + 1] + 3 or ln.text.startswith("**") and ln.text.endswith("**"):
                break
            body.append(ln)
        columns = [[ln for ln in body if edges[k] - 3 <= ln.x0 < edges[k + 1] - 3] for k in range(len(cells))]
        filled = [col for col in columns if col]
        if len(filled) < 3:
            continue
        anchors = min(filled, key=len)
        if len(anchors) < 2:
            continue
        rows: list[list[_Line]] = [[a] for a in anchors]
        for ln in body:
            if ln in anchors:
                continue
            mid = (ln.y0 + ln.y1) / 2
            rows[min(range(len(anchors)), key=lambda k: abs((anchors[k].y0 + anchors[k].y1) / 2 - mid))].append(ln)
        # the header row names the columns: no text of the CV (read with the first row, it was its authors)
        out = [ln for ln in lines if ln not in body and ln not in cells]
        for row in rows:
            text = " | ".join(" ".join(ln.text for ln in sorted((x for x in row if edges[k] - 3 <= x.x0 < edges[k + 1] - 3),
                                                                 key=lambda x: -x.y0))
                              for k in range(len(cells)))
            anchor = row[0]
            out.append(_Line(min(x.x0 for x in row), anchor.y0, max(x.x1 for x in row), anchor.y1,
                             re.sub(r"(?:\s*\|\s*)+$", "", text)))
        return out
    return lines


#: The share of a page's height at its top and its bottom edge where a browser prints its header and footer (the
#: date, the page's title, its address, "1/2"): outside the text, and no part of its columns.
EDGE_BAND = 0.05


def _reading_order(lines: list[_Line], width: float, height: float = 0.0) -> list[_Line]:
    """The rows of a page in reading order: column by column when the page has two independent columns (over the
    whole page, or in a band of it between lines set across the page), row by row when a narrow column stands on
    the rows of the other (a date column).  The lines in the page's edge bands (:data:`EDGE_BAND`, when the page's
    ``height`` is given) come first and last, and no column gap is looked for across them: a browser's header and
    footer stand at both ends of the gap.

    >>> L = lambda x0, y0, x1, t: _Line(x0, y0, x1, y0 + 10, t)
    >>> side = [L(38, 693 - 22 * k, 180, f"side {k}") for k in range(6)]
    >>> main = [L(221, 700 - 20 * k, 560, f"main {k}") for k in range(6)]
    >>> edges = [L(24, 767, 97, "11/27/26, 6:27 PM"), L(24, 15, 236, "file:///cv.html"), L(575, 15, 588, "1/2")]
    >>> [r.text for r in _reading_order(side + main + edges, 612, 792)][:3]
    ['11/27/26, 6:27 PM', 'side 0', 'side 1']
    """
    if height and lines:
        top = [ln for ln in lines if ln.y0 > (1 - EDGE_BAND) * height]
        foot = [ln for ln in lines if ln.y1 < EDGE_BAND * height]
        body = [ln for ln in lines if ln not in top and ln not in foot]
        size = statistics.median(ln.height for ln in lines)
        # (set apart from the text by white space, or smaller than it: a page with narrow margins has its own first
        # lines there)
        top = top if body and top and (min(ln.y0 for ln in top) - max(ln.y1 for ln in body) > 1.5 * size
                                       or all(ln.height < 0.9 * size for ln in top)) else []
        foot = foot if body and foot and (min(ln.y0 for ln in body) - max(ln.y1 for ln in foot) > 1.5 * size
                                          or all(ln.height < 0.9 * size for ln in foot)) else []
        if top or foot:
            return _rows(top) + _reading_order([ln for ln in lines if ln not in top and ln not in foot], width) \
                + _rows(foot)
    lines = _tables(lines)
    split = _split(lines, width)
    if split is None:
        return _band_columns(lines, width) or _rows(lines)
    left = [ln for ln in lines if ln.x1 <= split]
    right = [ln for ln in lines if ln.x0 >= split]
    spanning = [ln for ln in lines if ln.x0 < split < ln.x1]
    if _margin_column(left, right, split, width):
        return _rows(lines)                          # a margin column: its lines belong to the rows beside them
    if _newspaper(left, right) and right and any(ln.y1 <= min(r.y0 for r in right) for ln in spanning):
        # two columns of one width that give way to the full width again below them: a band of the page
        banded = _band_columns(lines, width, split)
        if banded is not None:
            return banded
    top = [ln for ln in spanning if ln.y0 >= max((x.y1 for x in left + right), default=0)]
    rest = [ln for ln in spanning if ln not in top]
    return _rows(top) + _rows(left) + _rows(right) + _rows(rest)


def _extent(lines: list[_Line]) -> float:
    return max(ln.x1 for ln in lines) - min(ln.x0 for ln in lines) if lines else 0.0


def _margin_column(left: list[_Line], right: list[_Line], split: float, width: float) -> bool:
    """Whether the narrower side of a column gap is a margin column (dates beside entries) whose lines stand on the
    rows of the other side, rather than the first of two columns of running text that share one baseline grid (a
    publication list set in two newspaper columns): those are as wide as each other and their lines fill them."""
    narrow, wide = (left, right) if split < width / 2 else (right, left)
    paired = sum(1 for n in narrow if any(abs(n.y0 - w.y0) <= ROW_TOLERANCE or abs(n.y1 - w.y1) <= ROW_TOLERANCE
                                          for w in wide))
    if paired < 0.6 * len(narrow):
        return False
    return not _newspaper(narrow, wide)


def _newspaper(a: list[_Line], b: list[_Line]) -> bool:
    """Whether two sides of a column gap are two columns of running text: as wide as each other, their lines
    filling them, each of :data:`MIN_BAND_LINES` lines or more."""
    if min(len(a), len(b)) < MIN_BAND_LINES:
        return False
    wa, wb = _extent(a), _extent(b)
    return min(wa, wb) >= 0.8 * max(wa, wb) and all(
        statistics.median(ln.x1 - ln.x0 for ln in side) >= 0.7 * _extent(side) for side in (a, b))


#: The fewest lines each column of a band (a part of a page set in two columns between lines set across it) holds.
MIN_BAND_LINES = 4
#: Columns of a band are each at most this share of the width of the page's text.
MAX_COLUMN_SHARE = 0.55


def _band_columns(lines: list[_Line], width: float, split: float | None = None) -> list[_Line] | None:
    """The rows of a page whose middle part is set in two columns, with lines across the page above it and below
    it (a title block and sections in one column, then a publication list in two, then sections in one again):
    the rows above, the left column, the right column, the rows below; None when the page has no such band.

    The gap (unless ``split`` gives it) is the widest vertical band of white space between the lines no wider than
    a column; the band of
    the page runs from the top of the first line to the right of the gap to the bottom of the last, and each
    column runs on below it while its lines follow one another closely (an entry that ends lower in one column
    than the other)."""
    if len(lines) < 2 * MIN_BAND_LINES:
        return None
    if split is None:
        text_width = _extent(lines)
        split = _gap([ln for ln in lines if ln.x1 - ln.x0 <= MAX_COLUMN_SHARE * text_width], width)
    if split is None:
        return None
    right = [ln for ln in lines if ln.x0 >= split]
    if len(right) < MIN_BAND_LINES:
        return None
    top, bottom = max(ln.y1 for ln in right), min(ln.y0 for ln in right)
    tolerance = ROW_TOLERANCE
    inside = [ln for ln in lines if ln.y0 >= bottom - tolerance and ln.y1 <= top + tolerance]
    if any(ln.x0 < split < ln.x1 for ln in inside):
        return None
    left = [ln for ln in inside if ln.x1 <= split]
    if len(left) < MIN_BAND_LINES or _margin_column(left, right, split, width):
        return None
    outside = sorted((ln for ln in lines if ln not in inside), key=lambda ln: -ln.y1)
    below = [ln for ln in outside if ln.y1 <= bottom]
    for column in (left, right):                    # an entry that runs on below the other column's last line
        for ln in list(below):
            last = min(column, key=lambda c: c.y0)
            on_side = ln.x1 <= split if column is left else ln.x0 >= split
            if not on_side or last.y0 - ln.y1 > 0.5 * last.height:
                break
            column.append(ln)
            below.remove(ln)
    above = [ln for ln in outside if ln not in below and ln not in left and ln not in right]
    return _rows(above) + _rows(left) + _rows(right) + _rows(below)


def _breaks(rows: list[_Line]) -> list[bool]:
    """For each row, whether a paragraph starts there: the gap above it is clearly larger than the page's usual
    line spacing."""
    gaps = [prev.y0 - row.y1 for prev, row in zip(rows, rows[1:])]
    # the usual spacing is the lower quartile of the gaps, not their median: on a short page of two-line entries
    # and headings there are as many gaps between paragraphs as inside them, and the median fell between the two
    positive = sorted(g for g in gaps if g >= 0) or [0.0]
    usual = statistics.quantiles(positive, n=4)[0] if len(positive) >= 4 else statistics.median(positive)
    heights = statistics.median([r.height for r in rows] or [10.0])
    out = [True]
    for gap in gaps:
        out.append(gap > max(usual * 1.6, usual + 0.35 * heights) or gap < -heights)
    return out


def _content_bytes(stream, budget: int) -> bytes:
    """A content stream's data, inflated to at most ``budget + 1`` bytes (so a bomb is measured, not inflated)."""
    import zlib

    raw = stream.get_rawdata()
    filters = [f for f, _ in stream.get_filters()]
    if raw is None or not filters:
        return stream.get_data() if raw is None else raw
    if [getattr(f, "name", f) for f in filters] == ["FlateDecode"] and not stream.attrs.get("DecodeParms"):
        try:
            return zlib.decompressobj().decompress(raw, budget + 1)
        except zlib.error:
            return b""          # encrypted or damaged: pdfminer says which when it reads the page
    return stream.get_data()


def _check_limits(data: bytes, source: str) -> None:
    """Refuse, before any layout work, a PDF over :data:`MAX_PAGES` pages, whose page contents inflate to more than
    :data:`MAX_CONTENT_BYTES`, or with a page of more than :data:`MAX_PAGE_OPERATORS` objects."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import PDFStream, resolve1

    document = PDFDocument(PDFParser(io.BytesIO(data)))
    left = MAX_CONTENT_BYTES
    for k, page in enumerate(PDFPage.create_pages(document)):
        if k >= MAX_PAGES:
            raise BinaryFileError(f"refused: more than {MAX_PAGES} pages", source=source)
        operators = 0
        for ref in page.contents or ():
            stream = resolve1(ref)
            if not isinstance(stream, PDFStream):
                continue
            try:
                content = _content_bytes(stream, left)
            except Exception:  # noqa: BLE001 - encrypted or damaged: the reading below says which, with its reason
                continue
            left -= len(content)
            if left < 0:
                raise BinaryFileError(f"refused: the page contents inflate to more than {MAX_CONTENT_BYTES} bytes "
                                      f"(page {k + 1})", source=source)
            operators += len(_OPERATOR.findall(content))
        if operators > MAX_PAGE_OPERATORS:
            raise BinaryFileError(f"refused: page {k + 1} holds {operators} objects, more than "
                                  f"{MAX_PAGE_OPERATORS}", source=source)


def parse_pdf(data: bytes, *, source: str) -> Document:
    """A PDF's bytes to a :class:`Document` (see the module docstring)."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LAParams

    pages: list[list[tuple[float, _Line, bool]]] = []
    characters = 0
    try:
        _check_limits(data, source)
        # boxes_flow=None: no grouping of text boxes into a hierarchy (pdfminer compares every pair of boxes of a
        # page: 1,500 lines on a page took 13 s and 450 MB); the reading order is this module's own (_reading_order)
        for k, page in enumerate(extract_pages(io.BytesIO(data), laparams=LAParams(boxes_flow=None))):
            if k >= MAX_PAGES:
                raise BinaryFileError(f"refused: more than {MAX_PAGES} pages", source=source)
            lines = _page_lines(page)
            characters += sum(len(ln.text) for ln in lines)
            if characters > MAX_CHARACTERS:
                raise BinaryFileError(f"refused: more than {MAX_CHARACTERS} characters of text", source=source)
            height = page.height or 1
            rows = _reading_order(lines, page.width or 1, page.height or 0)
            pages.append([(row.y1 / height, row, brk) for row, brk in zip(rows, _breaks(rows))])
    except BinaryFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - pdfminer's errors (encrypted, damaged) name no file: we do
        kind = type(exc).__name__
        reason = "encrypted (a password is needed)" if "Encrypt" in kind or "Password" in kind else f"{kind}: {exc}"
        raise BinaryFileError(f"not readable as PDF: {reason}", source=source) from exc
    # a header or footer: the same text near the top or bottom of most pages (numbers in it ignored)
    key = lambda text: re.sub(r"\d+", "#", text.replace("**", "")).strip().lower()  # noqa: E731
    edges = Counter(key(row.text) for rows in pages for y, row, _ in rows if y > 0.92 or y < 0.08)
    repeated = {k for k, n in edges.items() if len(pages) >= 2 and n >= max(2, len(pages) // 2)}
    total = len(pages)
    lines: list[str] = []
    page_of: list[int] = []
    breaks: list[int] = []
    previous: _Line | None = None
    starts: list[float] = []        # the left edges of the lines that start paragraphs, on the page read last
    name = next((row.text.replace("**", "").strip() for rows in pages for _, row, _ in rows), "")
    for number, rows in enumerate(pages, start=1):
        pending = False
        right = max((row.x1 for _, row, _ in rows), default=0.0)
        for k, (y, row, brk) in enumerate(rows):
            plain = row.text.replace("**", "").strip()
            edge = y > 0.92 or y < 0.08
            if (edge and (key(row.text) in repeated or _PAGE_NUMBER.match(plain)
                          or _ends_with_page_count(plain, number, total)
                          or (k == 0 and number > 1 and y > 0.92 and _running_head(plain, name)
                              and (len(rows) == 1 or rows[1][2])))) \
                    or _is_page_count(plain, number, total):
                pending = pending or brk
                continue
            first_of_page = bool(page_of) and page_of[-1] != number
            hangs_out = first_of_page and _hangs_out(row, previous, starts)
            text = row.text
            if lines and not brk and lines[-1].endswith("**") and text.startswith("**") \
                    and not text.startswith("***") and _same_size(previous, row) \
                    and previous.x1 >= right - 0.2 * (right - previous.x0):
                # one bold run over two lines (a title that wraps): not closed at the end of the first (a bold
                # heading above a bold line, in a smaller font or ending short of the right margin, is two runs)
                lines[-1], text = lines[-1][:-2], text[2:]
            lines.append(text)
            page_of.append(number)
            previous = row
            # the first line of a page carries on the page before (a reference may run over), unless it is the
            # first, or the entries hang (their first lines stand out to the left of the lines that carry them on)
            # and this line starts where they start while the page before ended on a line that carries one on
            if (brk or pending) and (not first_of_page or len(lines) == 1 or hangs_out):
                breaks.append(len(lines))
            if first_of_page:
                starts = []
            if brk or pending or first_of_page:
                starts.append(row.x0)
            pending = False
    return Document(source=source, lines=tuple(lines), encoding="pdf text", pages=tuple(page_of),
                    breaks=tuple(breaks))


_CV_WORDS = re.compile(r"\b(?:cv|c\.v\.|curriculum vitae|r[ée]sum[ée]|vita)\b", re.IGNORECASE)


def _running_head(text: str, name: str) -> bool:
    """A running head of the pages after the first: it names the CV or repeats the title line (the owner's name).

    >>> _running_head("S. Raghavan, CV", "Siddharth Raghavan"), _running_head("Elena Petrova", "Elena Petrova")
    (True, True)
    >>> _running_head("Neural Fields for Capture", "Elena Petrova")
    False
    """
    return len(text) <= 80 and (bool(_CV_WORDS.search(text)) or (len(name) >= 5 and name.lower() in text.lower()))


def _ends_with_page_count(text: str, page: int, total: int) -> bool:
    """A header or footer line that ends with this page's number and the count (``... Résumé 1/1``, ``... Page 2 of 3``).

    >>> _ends_with_page_count("February 2025 Daniel Mensah · Résumé 1/1", 1, 1)
    True
    >>> _ends_with_page_count("Journal of Systems 3/4", 1, 1)
    False
    """
    m = re.search(r"(?:^|\s)(?:page\s*)?(\d{1,4})\s*(?:/|of)\s*(\d{1,4})$", text, re.IGNORECASE)
    return bool(m) and int(m.group(1)) == page and int(m.group(2)) == total


def _hangs_out(row: _Line, before: _Line | None, starts: list[float]) -> bool:
    """Whether ``row`` (the first line of a page) starts an entry of a list with hanging indents: most lines that
    started paragraphs on the page before stand where it stands, and the last line of that page stood to the right
    (it carried an entry on)."""
    if before is None or len(starts) < 2:
        return False
    at = sum(1 for x in starts if abs(x - row.x0) <= 2)
    return at >= 0.6 * len(starts) and before.x0 - row.x0 > 3


def _same_size(a: _Line | None, b: _Line) -> bool:
    """Whether two rows are set in one font size (their heights within 15%)."""
    return a is not None and abs(a.height - b.height) <= 0.15 * max(a.height, b.height)


def _is_page_count(text: str, page: int, total: int) -> bool:
    """A page number written as ``2/3`` or ``Page 2 of 3`` anywhere on the page (it names this page and the count).

    >>> _is_page_count("1/3", 1, 3), _is_page_count("Page 2 of 3", 2, 3), _is_page_count("1/3", 2, 3)
    (True, True, False)
    """
    m = re.fullmatch(r"(?:page\s*)?(\d{1,4})\s*(?:/|of)\s*(\d{1,4})", text.strip(), re.IGNORECASE)
    return bool(m) and int(m.group(1)) == page and int(m.group(2)) == total
