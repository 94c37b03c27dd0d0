"""HTML inside text CVs (Markdown pages of Jekyll and Hugo sites mix it in freely: ``<h1>`` headings, paper boxes
of ``<div>``, ``<b>`` owner marks) to the text the CV readers read, line for line.

The text is run through the standard library's tolerant HTML tokenizer, which reports where every tag stands:
what is not a tag is kept as written, at its place; a heading tag becomes a Markdown ``#`` heading on its line,
``<li>`` a bullet, ``<b>``/``<strong>`` ``**`` (the owner mark), ``<i>``/``<em>`` ``*``, ``<br>`` a space; scripts,
styles and HTML comments (``<!-- -->``: what a page hides is not read) disappear, and so do all other tags with
their attributes (so ``<img src=x onerror=...>`` is never text).  Markdown autolinks (``<https://...>``) stay.
Line *n* of the result is line *n* of the input.

>>> markup_lines(["<h1 style='m'><i class='fa'></i> Publications</h1>", "<!-- <b>Old</b>", "-->",
...               "- <b>Ann Li</b>, Bo Wu, <i>A Title</i>, 2024 &amp; more <https://x.org>"])
('# Publications', '', '', '- **Ann Li**, Bo Wu, *A Title*, 2024 & more <https://x.org>')

A block whose text runs over lines as one sentence (no blank line, no block inside, each line carrying on the one
before: after a comma or "and", or in lower case) stands on its first line, as HTML shows it:

>>> markup_lines(['<div class="authors">', '  <span class="me">Ann Li</span>,', '  <span>Bo Wu</span>', '</div>'])
('Ann Li, Bo Wu', '', '', '')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html.parser import HTMLParser

#: A text that holds HTML tags (not a Markdown autolink or a comparison).
HTML_TAG = re.compile(r"</?(?:a|b|strong|i|em|u|span|div|p|br|h[1-6]|li|ul|ol|img|sup|sub|font|small|table|tr|td|th|"
                      r"section|article|header|footer|center|details|summary|figure|blockquote|code|pre|hr|"
                      r"script|style|iframe|button|input|svg|object|embed|link|meta)\b[^>]*>|<!--", re.IGNORECASE)
_AUTOLINK = re.compile(r"<((?:https?|ftp|mailto):[^<>\s]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>")
_HEADING = re.compile(r"h([1-6])")
_BOLD = {"b", "strong"}
_ITALIC = {"i", "em", "cite"}
_DROP_CONTENT = {"script", "style", "svg", "template", "noscript", "iframe", "object"}
_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "embed"}


#: Block elements: one whose text runs over lines with no blank line and no block inside is one line of text.
_BLOCKS = {"p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dd", "dt", "blockquote", "figcaption",
           "section", "article", "header", "footer", "center", "summary"}


class _Lines(HTMLParser):
    def __init__(self, lines: Sequence[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.source = lines
        self.out: list[list[str]] = [[] for _ in range(len(lines))]
        self.blocks: list[list] = []        # open blocks: tag, first line index, whether a block opened inside
        self.skip = 0
        self.links: list[str] = []
        self.marks: list[tuple[str, int, int]] = []     # open emphasis: tag, line index, part index
        self.text_since = False

    def _put(self, text: str) -> None:
        if self.skip:
            return
        line, _ = self.getpos()
        for k, part in enumerate(text.split("\n")):
            self.out[min(line - 1 + k, len(self.out) - 1)].append(part)

    def _open(self, tag: str, mark: str) -> None:
        self._put(mark)
        line = min(self.getpos()[0] - 1, len(self.out) - 1)
        self.marks.append((tag, line, len(self.out[line]) - 1))
        self.text_since = False

    def _close(self, tag: str, mark: str) -> None:
        if self.marks and self.marks[-1][0] == tag:
            _, line, index = self.marks.pop()
            if not self.text_since:             # an empty <i class="icon"></i>: no mark at all
                self.out[line][index] = ""
                return
        # the mark closes right after the text: "<b>Ann Li* </b>" -> "**Ann Li*** "
        here = min(self.getpos()[0] - 1, len(self.out) - 1)
        parts = self.out[here]
        tail = ""
        while parts and not parts[-1].strip():
            tail = parts.pop() + tail
        if parts:
            stripped = parts[-1].rstrip()
            tail = parts[-1][len(stripped):] + tail
            parts[-1] = stripped
        self._put(mark + tail)

    def _block_start(self, tag: str) -> None:
        if self.blocks:
            self.blocks[-1][2] = True
        self.blocks.append([tag, min(self.getpos()[0] - 1, len(self.out) - 1), False])

    def _block_end(self, tag: str) -> None:
        """A block whose text ran over lines with no blank line and no block inside: its text on its first line (in
        HTML a line break inside a block is a space)."""
        if not any(b[0] == tag for b in self.blocks):
            return
        while self.blocks:
            name, first, nested = self.blocks.pop()
            if name == tag:
                break
        last = min(self.getpos()[0] - 1, len(self.out) - 1)
        if nested or last <= first or any(not self.source[k].strip() for k in range(first, last + 1)):
            return
        texts = ["".join(self.out[k]).strip() for k in range(first, last + 1)]
        texts = [t for t in texts if t]
        if any(not (a.endswith((",", ";", "&")) or re.search(r"\b(?:and|with)$", a) or b[:1].islower())
               for a, b in zip(texts, texts[1:])):
            return          # lines that each end a part (a title, the authors, the venue) are fields: kept apart
        joined = " ".join("".join(self.out[k]).strip() for k in range(first, last + 1))
        self.out[first] = [" " * (len(self.source[first]) - len(self.source[first].lstrip())) + joined.strip()]
        for k in range(first + 1, last + 1):
            self.out[k] = []
        if self.blocks:
            self.blocks[-1][2] = True

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in _BLOCKS and not self.skip:
            self._block_start(tag)
        if tag in _DROP_CONTENT:
            self.skip += 1
        elif _HEADING.fullmatch(tag):
            line = min(self.getpos()[0] - 1, len(self.out) - 1)
            if not "".join(self.out[line]).strip():
                self.out[line] = []             # a heading tag's line: no indentation before its "#"
            self._put("#" * int(tag[1]) + " ")
        elif tag == "li":
            self._put("- ")
        elif tag in _BOLD:
            self._open(tag, "**")
        elif tag in _ITALIC:
            self._open(tag, "*")
        elif tag == "br":
            self._put(" ")
        elif tag in ("td", "th"):
            self._put(" ")
        elif tag == "a":
            href = dict(attrs).get("href") or ""
            self.links.append(href if href and not href.startswith(("#", "javascript:")) else "")
            if self.links[-1]:
                self._put("[")

    def handle_startendtag(self, tag: str, attrs) -> None:
        if tag == "br":
            self._put(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self.links:
            href = self.links.pop()
            if href:
                self._put("](" + "".join(href.split()).replace(")", "%29") + ")")
            return
        if tag in _BLOCKS and not self.skip:
            self._block_end(tag)
        if tag in _DROP_CONTENT:
            self.skip = max(0, self.skip - 1)
        elif tag in _BOLD:
            self._close(tag, "**")
        elif tag in _ITALIC:
            self._close(tag, "*")
        elif tag in ("td", "th", "p", "div"):
            self._put(" ")

    def handle_data(self, data: str) -> None:
        self._put(data)
        if data.strip() and not self.skip:
            self.text_since = True

    def handle_comment(self, data: str) -> None:
        return

    def unknown_decl(self, data: str) -> None:
        return


def markup_lines(lines: Sequence[str]) -> tuple[str, ...]:
    """Text lines with their HTML rendered as CV text (see the module docstring); the count is unchanged."""
    text = "\n".join(_AUTOLINK.sub(lambda m: "\x00" + m.group(1) + "\x01", line) for line in lines)
    parser = _Lines(lines)
    try:
        parser.feed(text)
        parser.close()
    except Exception:  # noqa: BLE001 - the tokenizer is tolerant; anything it still refuses stays as written
        return tuple(lines)
    out = []
    for parts in parser.out:
        line = "".join(parts).replace("\x00", "<").replace("\x01", ">")
        line = re.sub(r"\*\*(\s*)\*\*", r"\1", line)
        out.append(line.rstrip() if line.strip() else "")
    # a heading tag's text follows its marks: "#  Publications" -> "# Publications"
    return tuple(re.sub(r"^(\s*#{1,6})\s+", r"\1 ", line) for line in out)


def has_markup(lines: Sequence[str]) -> bool:
    """Whether some line holds an HTML tag or comment.

    >>> has_markup(["Ann Li, <b>Bo Wu</b>"]), has_markup(["a < b and c > d", "<https://x.org>"])
    (True, False)
    """
    return any(HTML_TAG.search(line) for line in lines)


# --- Markdown tables --------------------------------------------------------------------------------------------

#: The row under a Markdown table's header: cells of dashes, a colon at either end for the alignment.
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
#: A row of a Markdown table: a line with a cell separator in it.
_CELL_SEPARATOR = re.compile(r"(?<!\\)\|")


def is_column_labels(cells: Sequence[str]) -> bool:
    """A row of column labels (``Period | Institution | Degree``, ``时间 | 学校 | 专业 | 学位``): two cells or more,
    each a few words without a digit.

    >>> is_column_labels(["Period", "Institution", "Degree"]), is_column_labels(["2018 – 2023", "Fudan", "Ph.D."])
    (True, False)
    """
    filled = [c for c in cells if c]
    return len(filled) >= 2 and all(len(c) <= 30 and len(c.split()) <= 4 and not any(ch.isdigit() for ch in c)
                                    for c in filled)


#: The words a CV's tables name their columns with ("Period", "University or Institution", "Rank or Title", "Dates",
#: "Degree (if applicable)", "YEAR YYYY", "Division/CGPA").
_COLUMN_WORDS = frozenset("""
    period date dates year years yyyy mm from to start end duration time
    institution institutions university universities school college organization organisation company employer
    location city country place address unit department faculty
    degree degrees qualification qualifications diploma major minor subject area field fields specialization
    specialisation discipline study studies division cgpa gpa grade grades class result results
    rank title titles position positions role roles job designation appointment status type kind
    course courses session term number size enrolment enrollment name description details remarks note notes
    amount funder agency source
    if applicable or and of the in
    """.split())


def names_columns(cells: Sequence[str]) -> bool:
    """A row of column labels by its words (:data:`_COLUMN_WORDS`): column labels (:func:`is_column_labels`), and
    half of the cells at least made of those words only: "University or Institution | Degree | Dates", not "Assistant
    Professor | Department of Physics | Harvard University" (a row whose cells hold no figure).

    >>> names_columns(["University or Institution", "Degree", "Subject Area", "Dates"])
    True
    >>> names_columns(["Assistant Professor", "Department of Physics", "Harvard University"])
    False
    """
    words = [re.findall(r"[^\W\d_]+", c.lower()) for c in cells if c.strip()]
    return is_column_labels(cells) and 2 * sum(bool(w) and all(x in _COLUMN_WORDS for x in w) for w in words) >= len(words)


def _cells(row: str) -> list[str]:
    """The cells of a Markdown table row, the pipes at its ends off (an escaped pipe stays in its cell)."""
    row = row.strip()
    row = row[1:] if row.startswith("|") else row
    row = row[:-1] if row.endswith("|") and not row.endswith("\\|") else row
    return [c.strip() for c in _CELL_SEPARATOR.split(row)]


def has_table(lines: Sequence[str]) -> bool:
    """Whether the text holds a Markdown table: a row of cells above a rule of dashes.

    >>> has_table(["| Degree | Year |", "|---|---|", "| PhD | 2019 |"]), has_table(["---", "a | b"])
    (True, False)
    """
    return any(_TABLE_RULE.match(line) and "|" in line and "|" in previous
               for previous, line in zip(lines, lines[1:]))


def table_lines(lines: Sequence[str]) -> tuple[str, ...]:
    """Text lines with each row of a Markdown table written as a table row of a Word CV is: its cells apart by
    `` | `` (the field separator of an entry), empty cells off; the rule under the header is blank, and so is the
    header when it is a row of column labels (:func:`is_column_labels`), left out as a heading's markup is.  The
    count of lines is unchanged.

    >>> table_lines(["## Education", "| Degree | Institution | Year |", "| --- | :--- | ---: |",
    ...              "| PhD in CS | Stanford University | 2019 |", "|  | Tsinghua University | 2014 |", "", "x | y"])
    ('## Education', '', '', 'PhD in CS | Stanford University | 2019', 'Tsinghua University | 2014', '', 'x | y')
    """
    out = list(lines)
    k = 1
    while k < len(out):
        if not (_TABLE_RULE.match(out[k]) and "|" in out[k] and "|" in out[k - 1]):
            k += 1
            continue
        header = _cells(out[k - 1])
        out[k - 1] = "" if is_column_labels(header) else " | ".join(c for c in header if c)
        out[k] = ""
        k += 1
        while k < len(out) and "|" in out[k]:
            out[k] = " | ".join(c for c in _cells(out[k]) if c)
            k += 1
    return tuple(out)
