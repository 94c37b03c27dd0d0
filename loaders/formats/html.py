"""HTML pages (academicpages, al-folio, Hugo Academic, Google-Sites-like lists, hand-written homepages) to the text
the CV readers read: headings as Markdown ``#`` headings, list items as ``-`` bullets (indented by their depth, so
a nested list belongs to its item), ``<b>``/``<strong>`` as ``**bold**`` (the owner mark), ``<i>``/``<em>`` as
``*italics*``; scripts, styles, navigation, the page head, the page footer, cookie banners and what the page does
not show (``hidden``, ``display: none``) left out. An item whose parts stand in blocks of their own (al-folio's
title, author and venue ``<div>``s) is a line per part.

Each block of text stands on the line of the HTML file where its element starts (BeautifulSoup's ``sourceline``),
so a record's lines are lines of the HTML file; a page whose blocks share lines (minified HTML) is numbered by
block instead, and says so in its encoding (``utf-8, html blocks``).

Blank lines in an HTML file mean nothing, so the page says where its paragraphs break (``Document.breaks``): where
a block sits in another element than the block before it (the parts of one paper box, one ``<li>`` or one table
row stay together; the next box starts a new entry), and after an empty paragraph (``<p><br></p>``, Google Sites'
blank line).

>>> doc = parse_html(b"<html><body>\\n<h2>Publications</h2>\\n<ul>\\n<li><b>Ann Li</b>, Bo Wu. <i>Title</i>. NSDI, 2024.</li>\\n"
...                  b"</ul></body></html>", source="cv.html")
>>> [line for line in doc.lines if line]
['## Publications', '- **Ann Li**, Bo Wu. *Title*. NSDI, 2024.']
>>> doc.lines.index('## Publications') + 1
2
>>> doc = parse_html(b"<ul><li><b>A Title</b><ul>\\n<li>with Bo Wu</li>\\n<li>NSDI, 2024</li></ul></li></ul>", source="x.html")
>>> [line for line in doc.lines if line]
['- **A Title**', '  - with Bo Wu', '  - NSDI, 2024']
"""

from __future__ import annotations

import re

from loaders.errors import EncodingError
from loaders.formats.markup import names_columns
from loaders.formats.text import Document

_SKIP = {"script", "style", "noscript", "nav", "head", "template", "svg", "button", "form", "select", "iframe"}
_BLOCKS = {"p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dd", "dt", "blockquote", "section",
           "article", "tr", "pre", "figcaption", "header", "footer", "main", "aside", "ul", "ol", "table", "body",
           "dl", "figure", "details", "summary", "center", "tbody", "thead"}
#: the elements that are one item whatever blocks they nest (a table row)
_ITEMS = {"tr"}
#: a cookie or consent banner, by its id or class
_BANNER = re.compile(r"cookie|consent|gdpr", re.IGNORECASE)
_EXCERPT = re.compile(r"(?:^|[\s_-])(?:excerpt|abstract|summary)(?:$|[\s_-])", re.IGNORECASE)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
#: elements nested deeper are not read (and the page says so): Python's own recursion limit is 1,000 frames
_MAX_DEPTH = 200


def _chrome(tag) -> bool:
    """Whether ``tag`` is the page's chrome, not its text: a script or navigation (:data:`_SKIP`), the page footer
    (``<footer>`` outside a list item or article, ``role="contentinfo"``: copyright, "Powered by", "Last updated"),
    a cookie banner, or an element the page does not show (``hidden``, ``display: none``, class ``hidden``).

    >>> from bs4 import BeautifulSoup
    >>> page = BeautifulSoup('<footer>(c) 2025</footer><li><footer>NSDI 2024</footer></li><div id="cookie-notice">'
    ...                      '</div><div class="pub"></div>', "html.parser")
    >>> [_chrome(t) for t in page.find_all(["footer", "div"])]
    [True, False, True, False]
    """
    if tag.name in _SKIP or tag.get("role") in ("navigation", "contentinfo"):
        return True
    if tag.name == "footer" and tag.find_parent(["li", "article", "dd", "td"]) is None:
        return True
    if tag.has_attr("hidden") or _HIDDEN_STYLE.search(str(tag.get("style") or "")) \
            or {"hidden", "d-none"} & set(tag.get("class") or []):
        return True                 # not shown (al-folio's abstract and BibTeX boxes until clicked)
    marks = " ".join([str(tag.get("id") or ""), *(tag.get("class") or [])])
    if _EXCERPT.search(marks) or tag.get("itemprop") == "description":
        return True                 # a work's summary on a list of works (academicpages' excerpt): no field of it
    return bool(marks.strip()) and bool(_BANNER.search(marks))


#: The column names of a table of works (a saved Google Scholar profile: "Title  Cited by  Year").
_WORKS_COLUMNS = re.compile(r"(?i)^(?:title|titles|year|cited by|citations|authors?|venue|published in|journal)$")


def works_header(row) -> bool:
    """Whether table row ``row`` is the header of a table of works: cells that are all ``<th>``, one named
    "Title" and every other a column of a publication list (year, cited by, authors, venue); read as a
    "Publications" heading, as a person reads the table.

    >>> from bs4 import BeautifulSoup
    >>> rows = BeautifulSoup("<table><tr><th>Title</th><th>Cited by</th><th>Year</th></tr>"
    ...                      "<tr><th>Name</th><th>Year</th></tr></table>", "html.parser").find_all("tr")
    >>> [works_header(r) for r in rows]
    [True, False]
    """
    cells = [c for c in row.children if getattr(c, "name", None) in ("th", "td")]
    names = [" ".join(c.get_text(" ").split()).lower() for c in cells]
    return len(cells) >= 2 and all(c.name == "th" for c in cells) and "title" in names \
        and all(_WORKS_COLUMNS.match(n) for n in names)


def column_names(row) -> bool:
    """Whether table row ``row`` only names the table's columns ("Period", "Position", "Organisation"): every cell a
    ``<th>``, the row column labels (:func:`~loaders.formats.markup.names_columns`).

    >>> from bs4 import BeautifulSoup
    >>> rows = BeautifulSoup("<table><tr><th>Period</th><th>Position</th><th>Organisation</th></tr>"
    ...                      "<tr><td>2021</td><td>Professor</td><td>MIT</td></tr>"
    ...                      "<tr><th>2021</th><th>Professor</th></tr></table>", "html.parser").find_all("tr")
    >>> [column_names(r) for r in rows]
    [True, False, False]
    """
    cells = [c for c in row.children if getattr(c, "name", None) in ("th", "td")]
    return bool(cells) and all(c.name == "th" for c in cells) \
        and names_columns([" ".join(c.get_text(" ").split()) for c in cells])


def _blank(tag) -> bool:
    """Whether ``tag`` holds nothing but line breaks and white space (``<p><br></p>``, ``<p>&nbsp;</p>``): its
    children only, so that the test costs nothing on a deep nesting (searching each level's whole subtree for an
    image made a page of 50,000 nested <div> ten times slower to read).

    >>> from bs4 import BeautifulSoup
    >>> page = BeautifulSoup("<p><br/> </p><p><img src='x'></p><div><div></div></div>", "html.parser")
    >>> [_blank(t) for t in page.find_all(["p"])], _blank(page.div)
    ([True, False], False)
    """
    from bs4 import NavigableString, Tag

    return all((isinstance(c, Tag) and c.name == "br") or (isinstance(c, NavigableString) and not c.strip())
               for c in tag.children)


def _inline(node, depth: int = 0, pre: bool = False, deep: list[int] | None = None) -> str:
    """The text of ``node`` with its inline marks; ``pre``: inside a ``<pre>`` (line breaks kept); the source
    line of an element nested past :data:`_MAX_DEPTH` (not read) is added to ``deep``."""
    from bs4 import NavigableString, Tag

    if isinstance(node, NavigableString):      # a line break in HTML text is a space; <br> breaks a line
        if type(node) is not NavigableString:
            return ""
        return str(node) if pre else str(node).replace("\r", " ").replace("\n", " ")
    if not isinstance(node, Tag) or _chrome(node):
        return ""
    if depth > _MAX_DEPTH:
        if deep is not None:
            deep.append(getattr(node, "sourceline", None) or 1)
        return ""
    if node.name == "br":
        return "\n"
    inner = "".join(_inline(c, depth + 1, pre or node.name == "pre", deep) for c in node.children)
    if node.name in ("b", "strong") and inner.strip():
        return f"**{inner.strip()}**"
    if node.name in ("i", "em", "cite") and inner.strip():
        return f"*{inner.strip()}*"
    href = node.get("href") if node.name == "a" else None
    if href and inner.strip() and not str(href).startswith(("#", "javascript:")) and "](" not in inner:
        # a link keeps its target, as Markdown writes it: a linked title is a title
        return f"[{' '.join(inner.split())}]({' '.join(str(href).split())})"
    return inner


class _Walk:
    """The blocks of a page in document order: (source line, text, the element they belong to)."""

    def __init__(self) -> None:
        self.out: list[tuple[int, str, int]] = []
        self.deep: list[int] = []   # the source lines of elements past _MAX_DEPTH (not read)
        self.era = 0                # counts the empty paragraphs met: a blank <p><br></p> parts what it stands between
        self.row: int | None = None  # the item being walked (_ITEMS): its blocks are one group, however nested
        self.works: set[int] = set()  # the tables of works (their header row read as a heading)

    def blocks(self, node, depth: int = 0, lists: int = 0, pre: bool = False) -> None:
        """Walk ``node``; ``pre``: it is inside a ``<pre>`` (passed down, not searched for among the parents)."""
        from bs4 import NavigableString, Tag

        if depth > _MAX_DEPTH:
            self.deep.append(getattr(node, "sourceline", None) or 1)
            return
        run: list[str] = []
        pre = pre or node.name == "pre"
        line = getattr(node, "sourceline", None) or 1
        # the parts of one item share a group: the element that holds blocks (a paper box holding its title, author
        # and venue paragraphs), or, for an element of text only (a <p>), the element that holds it
        holds_blocks = any(isinstance(c, Tag) and c.name in _BLOCKS for c in node.children)
        group = id(node) if holds_blocks or node.parent is None else id(node.parent)
        outer_row = self.row
        if node.name in _ITEMS:
            self.row = id(node)
        group = self.row if self.row is not None else group

        def flush() -> None:
            for part in "".join(run).split("\n"):      # <br> breaks a run of text into lines
                part = " ".join(part.split())
                if part:
                    self.out.append((line, part, (group, self.era)))
            run.clear()

        term: tuple[int, int] | None = None     # the block of the <dt> just walked: (its index, the index after)
        for child in node.children:
            if isinstance(child, Tag) and _chrome(child):
                continue
            if isinstance(child, Tag) and child.name == "tr" and works_header(child):
                flush()
                self.out.append((child.sourceline or line, "## Publications", (id(child), self.era)))
                self.works.add(id(child.find_parent("table")))
                continue
            if isinstance(child, Tag) and child.name == "tr" and column_names(child):
                continue            # "Period | Position | Organisation": the columns' names, no entry of the table
            if isinstance(child, Tag) and child.name == "tr" and (heading := _heading_row(child)):
                flush()             # a row that is one bold cell across the table: a section's heading
                self.out.append((child.sourceline or line, "## " + heading, (id(child), self.era)))
                continue
            if isinstance(child, Tag) and child.name == "td" and _count_cell(child) \
                    and id(child.find_parent("table")) in self.works:
                continue            # a work's count of citations: no text of the work
            if isinstance(child, Tag) and child.name in _BLOCKS:
                flush()
                before = len(self.out)
                indent = "  " * max(lists - 1, 0)
                if child.name == "li" or re.fullmatch(r"h[1-6]", child.name):
                    # an item holding a list is walked, not flattened: flattening it at every level of a deep
                    # nesting made the cost grow with the cube of the depth
                    # so is an item whose parts stand in blocks of their own (al-folio: title, authors and venue
                    # each in a <div>): a line each, as a paper box's
                    nested = child.find(list(_BLOCKS - {"p", "div"})) or (
                        child.name == "li" and len([d for d in child.find_all(["div", "p"])
                                                    if d.find(["div", "p"]) is None and d.get_text(strip=True)]) >= 2)
                    inner = "" if nested else _item_text(_inline(child, depth + 1, pre, self.deep))
                    if inner:
                        prefix = indent + "- " if child.name == "li" else "#" * int(child.name[1]) + " "
                        # a heading is a paragraph of its own: the blocks after it start another (the entries under
                        # "<h3>Articles</h3>" are not one with those under "<h3>Book</h3>")
                        owner = id(node) if child.name == "li" else id(child)
                        self.out.append((child.sourceline or line, prefix + inner, (owner, self.era)))
                        continue
                self.blocks(child, depth + 1, lists + (child.name in ("ul", "ol")), pre)
                if child.name in ("dd", "td") and term is not None and term[1] == before and len(self.out) > before:
                    self._join_term(term[0], before, id(child) if child.name == "dd" else self.out[before][2][0])
                term = (before, len(self.out)) if len(self.out) == before + 1 and (
                    child.name == "dt" or child.name == "td" and _date_cell(self.out[before][1])) else None
                if len(self.out) == before and child.name in ("p", "div") and _blank(child):
                    self.era += 1       # an empty paragraph is a blank line: what follows it is another entry
                if child.name == "li" and len(self.out) > before:
                    ln, first, g = self.out[before]
                    self.out[before] = (ln, indent + "- " + first, g)
                line = getattr(child, "sourceline", line) or line
            elif isinstance(child, (Tag, NavigableString)):
                if not run:
                    line = getattr(child, "sourceline", None) or line
                run.append(_inline(child, depth + 1, pre, self.deep))
        flush()
        self.row = outer_row


    def _join_term(self, at: int, description: int, group: int) -> None:
        """A short ``<dt>`` (a date, a label) and the first line of the ``<dd>`` after it on one line, in the
        ``<dd>``'s paragraph: ``<dt>2018–2021</dt><dd>Research Fellow, Oxford</dd>`` is one entry, not a date that
        ends the entry before it."""
        line, term, _ = self.out[at]
        if len(term) > _TERM_MAX:
            return
        _, text, _ = self.out[description]
        self.out[at] = (line, f"{term} {text}", (group, self.era))
        del self.out[description]


#: the longest ``<dt>`` joined to its ``<dd>``: a date or a label, not a title
_TERM_MAX = 40


def _date_cell(text: str) -> bool:
    """Whether a table cell holds a date or a range of dates only (the left column of a CV laid out in a table:
    "2003–2007", "2021–present", "Sep 2019 – May 2021"), to be read with the cell beside it as one line, as a
    ``<dt>`` with its ``<dd>``.

    >>> _date_cell("2003–2007"), _date_cell("2021–present"), _date_cell("Sep. 2019 – May 2021")
    (True, True, True)
    >>> _date_cell("B.S., Biology, Stanford University, 2007"), _date_cell("Name")
    (False, False)
    """
    return len(text) <= 30 and bool(re.search(r"(?:19|20)\d{2}", text)) and len(text.split()) <= 6 \
        and not re.search(r"[A-Za-z]{10,}|,", text)


def _item_text(text: str) -> str:
    """The text of a list item on one line; the parts its line breaks (``<br>``) set apart (a bold title, the
    authors, the venue in italics) kept apart as fields (`` | ``, the field separator the citation reader splits
    at).

    >>> _item_text("**A Title**\\nAnn Li, Bo Wu\\n*NSDI*, 2024 ")
    '**A Title** | Ann Li, Bo Wu | *NSDI*, 2024'
    >>> _item_text("Ann Li. A Title.  NSDI, 2024")
    'Ann Li. A Title. NSDI, 2024'
    """
    parts = [" ".join(part.split()) for part in text.split("\n")]
    return " | ".join(part for part in parts if part)


def _heading_row(row) -> str | None:
    """The text of a table row that heads the rows under it, as a table laid out as a CV writes its section headings
    (dates left, text right): one cell with text, all of it bold, spanning the table (``colspan``) or alone in a row
    of a table whose rows have more cells; None for any other row.

    >>> from bs4 import BeautifulSoup
    >>> rows = BeautifulSoup('<table><tr><td colspan="2"><br><b>HONORS AND AWARDS</b></td></tr>'
    ...                      '<tr><td>2014</td><td><b>Alpha Omega Alpha</b></td></tr></table>', "html.parser")("tr")
    >>> _heading_row(rows[0]), _heading_row(rows[1])
    ('HONORS AND AWARDS', None)
    """
    cells = [c for c in row.find_all(["td", "th"], recursive=False) if c.get_text(strip=True)]
    if len(cells) != 1:
        return None
    cell = cells[0]
    text = " ".join(cell.get_text(" ", strip=True).split())
    bold = " ".join(" ".join(b.get_text(" ", strip=True) for b in cell.find_all(["b", "strong"])).split())
    if not text or len(text) > 80 or bold != text:
        return None
    table = row.find_parent("table")
    spans = str(cell.get("colspan", "1")).strip().isdigit() and int(str(cell.get("colspan", "1")).strip()) >= 2
    wider = table is not None and any(len(r.find_all(["td", "th"], recursive=False)) >= 2
                                      for r in table.find_all("tr") if r.find_parent("table") is table)
    return text if spans or (len(row.find_all(["td", "th"], recursive=False)) == 1 and wider) else None


def _count_cell(cell) -> bool:
    """A table cell that holds a count alone (a number that is not a year): "812", "[17]"."""
    text = cell.get_text(" ", strip=True)
    return bool(re.fullmatch(r"\d{1,6}", text)) and not re.fullmatch(r"(?:19|20)\d{2}", text)


def parse_html(data: bytes, *, source: str) -> Document:
    """An HTML page to a :class:`Document` of CV text (see the module docstring)."""
    from bs4 import BeautifulSoup

    # a page of a static site may start with its front matter ("---" ... "---"): kept as lines of text
    text_lines = data.decode("utf-8", errors="replace").splitlines() or [""]
    matter = 0
    if text_lines[0].strip() == "---":
        matter = next((k + 1 for k in range(1, min(len(text_lines), 200)) if text_lines[k].strip() in ("---", "...")),
                      0)
    if matter:
        data = ("\n" * matter + "\n".join(text_lines[matter:])).encode("utf-8")
    try:
        soup = BeautifulSoup(data, "html.parser")
    except Exception as exc:  # noqa: BLE001 - the parser's own error, reported with the file
        raise EncodingError(f"not readable as HTML: {exc}", source=source) from exc
    walk = _Walk()
    walk.blocks(soup.body or soup)
    blocks = walk.out
    notes = ((min(walk.deep), f"elements nested more than {_MAX_DEPTH} levels deep were not read"),) \
        if walk.deep else ()
    lines_used = [ln for ln, _, _ in blocks]
    by_line = len(set(lines_used)) == len(lines_used) and all(1 <= ln <= len(text_lines) for ln in lines_used)
    numbers = lines_used if by_line else list(range(1, len(blocks) + 1))
    breaks = tuple(n for k, n in enumerate(numbers) if k == 0 or blocks[k][2] != blocks[k - 1][2])
    if by_line:
        lines = [""] * len(text_lines)
        lines[:matter] = text_lines[:matter]
        for ln, text, _ in blocks:
            lines[ln - 1] = text
        return Document(source=source, lines=tuple(lines), encoding="utf-8, html", breaks=breaks, notes=notes)
    breaks = tuple(n + matter for n in breaks)
    notes = tuple((min(n, len(blocks) + matter) or 1, why) for n, why in notes) if not by_line else notes
    return Document(source=source, lines=tuple(text_lines[:matter]) + tuple(text for _, text, _ in blocks),
                    encoding="utf-8, html blocks", breaks=breaks, notes=notes)
