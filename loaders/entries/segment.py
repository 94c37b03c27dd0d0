"""Group the lines of a section into entries: list items (papers, patents) and blocks (affiliations).

Both keep the physical lines they came from, so every record built on them has an exact span.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from collections.abc import Sequence

from loaders.entries.patterns import (BULLET, DATE, DATE_RANGE, DURATION, ENUMERATOR, LABEL, LOCATION, MARKDOWN_HEADING, OPEN_START,
                                      ANNOTATION, FIELD_OF_STUDY, KIND_OF_WORK, MARK_LEGEND, ORG_BRANDS, ORG_KEYWORD,
                                      PARTICLE_AUTHOR, QUOTED_TITLE, REFERENCE_START, ROLE_KEYWORD, STATUS, YEAR,
                                      YEAR_FIRST)
from loaders.entries.repair import clean, join_wrapped, strip_marker
from loaders.entries.sections import SECTION_LETTER, Line
from loaders.formats.markup import names_columns


@dataclass(frozen=True, slots=True)
class Entry:
    """Consecutive lines that form one item.  ``text`` is the repaired text, marker off."""

    lines: tuple[Line, ...]
    marker: str
    text: str

    @property
    def first(self) -> int:
        return self.lines[0].number

    @property
    def last(self) -> int:
        return self.lines[-1].number


def has_marker(text: str) -> bool:
    """True when a line starts with a bullet or an enumerator; a legend of the marks set on names ("* denotes
    graduate student co-author") opens with no bullet, though its star looks like one.

    >>> has_marker("■ Yunzhuo Liu"), has_marker("- [C4] Lingyun"), has_marker("nbing Wang")
    (True, True, False)
    >>> has_marker("* denotes graduate student co-author"), has_marker("* Li A. Title. NSDI 2024.")
    (False, True)
    """
    return bool(BULLET.match(text) or ENUMERATOR.match(text)) and not MARK_LEGEND.match(text)


#: A marker that numbers an item ("1.", "(2)", "3)") and one that letters a sub-item ("a.", "(b)", "c)").
_NUMBERED = re.compile(r"\(?\d{1,3}[.)]?")
_LETTERED = re.compile(r"\(?[a-h][.)]")


def heads_sub_items(entry: Entry, following: Entry | None) -> bool:
    """Whether a numbered item is the head of the lettered items after it (the NIH biosketch's "1. What the work
    found ..." over "a. Li A, Wu B. Title. Journal. 2017."): its text says what the group is about, no reference.

    >>> one = Entry((Line(1, "1. Epigenetics. I showed that ..."),), "1.", "Epigenetics. I showed that ...")
    >>> a = Entry((Line(2, "a. Li A. Title. J Imm. 2017."),), "a.", "Li A. Title. J Imm. 2017.")
    >>> heads_sub_items(one, a), heads_sub_items(a, None), heads_sub_items(one, one)
    (True, False, False)
    """
    return following is not None and bool(_NUMBERED.fullmatch(entry.marker)) \
        and bool(_LETTERED.fullmatch(following.marker))


#: A bracketed year at the start of a line ("(2024), preprint."): an enumerator's form, but a year.
_YEAR_MARKER = re.compile(r"^\s*\((?:19|20)\d{2}\)")


def _item_markers(lines: Sequence[Line]) -> list[bool]:
    """Which lines start an item with their marker.  A bracketed year opening a line ("(2024), preprint.") starts
    no item in a list numbered otherwise ("1.", "2."): it is the year of the item above, wrapped (maths CVs write
    "Title, arXiv:2401.04561 (2024), preprint." and the line breaks before the year).

    >>> ls = [Line(1, "1. Title, J. Math. **12**"), Line(2, "(2021), 1–20."), Line(3, "2. Other, arXiv:2401.04561")]
    >>> _item_markers(ls)
    [True, False, True]
    >>> _item_markers([Line(1, "(2021) Title one."), Line(2, "(2020) Title two.")])
    [True, True]

    Nor does one indented under the line above it, in a list set with hanging indents ("LI, Ann: Title. In: Journal
    49" / "   (2020), Nr. 3, S. 145–163"):

    >>> _item_markers([Line(1, "LI, Ann: Title. In: Zeitschrift 49"), Line(2, "   (2020), Nr. 3, S. 145–163")])
    [False, False]
    """
    margin = min((_indent(ln.text) for ln in lines), default=0)
    marked = [has_marker(ln.text) and not (_YEAR_MARKER.match(ln.text) and _indent(ln.text) > margin)
              for ln in lines]
    years = [m and bool(_YEAR_MARKER.match(ln.text)) for m, ln in zip(marked, lines)]
    if sum(years) >= sum(marked) - sum(years):
        return marked               # a list whose items start at their years
    return [m and not y for m, y in zip(marked, years)]


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))


def _entry(lines: list[Line]) -> Entry:
    marker, first = strip_marker(MARKDOWN_HEADING.sub("", lines[0].text))
    rest = [strip_marker(ln.text.strip())[1] if _indent(ln.text) > _indent(lines[0].text) else ln.text
            for ln in lines[1:]]            # nested bullets lose their markers
    text = join_wrapped([first] + rest)
    return Entry(tuple(lines), marker, text)


#: A line that carries on the one before it: the one before ends mid-sentence, or this one starts in lower case.
_CONTINUES = re.compile(r"(?:[-,;:&，、；：]|\band|\bet|\bin|\bof|\bthe|\bwith)\s*$", re.IGNORECASE)
_ENDS = re.compile(r"(?:[.。!?)）\]」”\"]|(?:19|20)\d{2}[a-z]?)\s*$")
#: An author list cut short at the end of a line ("**S. Herrera** et al."): the entry goes on.
_ET_AL_END = re.compile(r"\bet\.?\s+al\.?[*_]*,?\s*$|,\s*(?:\.\.\.|…)\s*$")       # (Scholar's "A Li, B Wu, ...")


#: A list of names cut after a given name's initial ("..., Peter J. Bradbury, Kelly R." / "Robbins, ..."): the
#: period is the initial's, and the surname is on the next line.
_CUT_AT_INITIAL = re.compile(r",\s*(?:\*\*)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:\s+[A-Z]\.)+\s*$")


def is_continuation(previous: str, line: str) -> bool:
    """Whether ``line`` carries on the reference of the line before: that line ends mid-sentence, or this one
    starts in lower case and not with an author's name particle.

    >>> is_continuation("Li, A. (2021). Title. J. Psy., 3, 1–9.", "van den Heuvel, S. (2020). Other.")
    False
    >>> is_continuation("Li, A. (2021). A title that wraps", "onto the next line. J. Psy., 3, 1–9.")
    True
    """
    first = line.lstrip()[:1]
    if _CUT_AT_INITIAL.search(previous) and previous.count(",") >= 2 and not YEAR.search(previous):
        return True
    return bool(_CONTINUES.search(previous)) or (first.isalpha() and first.islower()
                                                  and not PARTICLE_AUTHOR.match(line))


def _names_then_year(group: Sequence[Line]) -> bool:
    """Lines that so far give an author list and then the year in brackets ("..., Jianming Yu (2022)"): an
    author-date reference whose title is still to come, not one that ends with its year ("Title. Venue (2022)")."""
    text = " ".join(ln.text.strip() for ln in group)
    m = re.search(r"\((?:19|20)\d{2}[a-z]?\)[.,:]?$", text)
    # (a quoted title before it says the reference is whole: "Y. Li, “Title,” Ph.D. thesis, MIT (2017).")
    return bool(m) and not YEAR.search(text[:m.start()]) and not re.search(r"[a-z]{2}[.?!]\s", text[:m.start()]) \
        and not re.search(r"[“\"][^”\"]{10,}[”\"]", text[:m.start()])


#: The words of a sub-heading: one to five words of letters (no figures, no sentence punctuation), a colon maybe last
#: ("Monograph", "Book reviews", "Peer-Reviewed Journal Articles", "Articles in peer-reviewed journals:").
_HEADING_WORDS = re.compile(r"(?=.{3,50}$)[A-Z][^\W\d_]*(?:['’/-][^\W\d_]+)*"
                            r"(?:\s+(?:&|[^\W\d_]+(?:['’/-][^\W\d_]+)*)){0,4}:?")
#: A line in bold, whole: a heading as a word processor or a PDF sets one ("**Konferenzbeiträge**").
_WHOLE_BOLD = re.compile(r"^\s*(\*\*|__)[^*_]+\1\s*$")
#: The end of a line that ends a reference with its link ("... 512–548. https://doi.org/10.1080/10508406.2020.1765432").
_ENDS_WITH_LINK = re.compile(r"(?:https?://|doi:\s?|www\.)\S+\s*$", re.IGNORECASE)


#: A number before a sub-list's heading in bold: "**3.<tab>THESIS**" (a numbered item is never all in bold).
_SUB_LIST_DIGITS = re.compile(r"\d{1,2}[.)]\s+(?=[A-Z])")


def sub_heading(text: str, previous: str | None, following: str | None, marked: bool = False) -> bool:
    """Whether a line between the items of a publication list is a sub-heading that groups them ("Monograph",
    "Book reviews", "## Refereed Conference Proceedings"), no part of the item above or below: a few words of their
    own, one word or in sentence case or naming a kind of work (not a name, "Ann Li", nor a title in Title Case),
    after a line that ends an item (a Markdown heading, after any line), and over a line that starts one (its
    marker, or a reference: 40 characters or more that give a year or start with an author).  A status ("Under
    review", "Submitted") or a note ("Best Paper Award") says what became of the item above; in a list whose items
    carry markers (``marked``), where an unmarked line is most often such a note, a line neither a heading nor in
    bold must name a kind of work.

    >>> ref = "Whitcombe, T. A. Merchants of Faith. Cambridge: Cambridge University Press, 2021."
    >>> sub_heading("Monograph", None, ref), sub_heading("Book reviews", "... Bloomsbury, 2019.", ref)
    (True, True)
    >>> sub_heading("## Book Chapters", "... https://doi.org/10.1/x", ref)
    True
    >>> sub_heading("## Manuscripts Under Review", "... Cambridge University Press.", ref)
    True
    >>> sub_heading("Public writing", "Li, A. Title of a reference that wraps in", ref)   # the line carries on
    False
    >>> sub_heading("Ann Li", None, ref), sub_heading("Fast Startup of Things", None, ref)
    (False, False)
    >>> sub_heading("Monograph", None, "Ann Li, Bo Wu")                       # a title over its authors
    False
    >>> sub_heading("Under review", "Li, A. “Title” (with Bo Wu)", "- Wu, B. “Other” (with Ann Li)")
    False
    >>> sub_heading("Oral presentation", "- Li, A. Title. NSDI 2024.", "- Wu, B. Other. ATC 2023.", marked=True)
    False
    >>> sub_heading("**Konferenzbeiträge**", "- Li, A. Title. NSDI 2024.", "- Wu, B. Other. ATC 2023.", marked=True)
    True
    >>> sub_heading("**E. Theses**", "9. Li, A. Title. X, 2021.", "10. Li, A. Thesis. MIT, 2011.", marked=True)
    True
    >>> sub_heading("*(c)\tSubmitted*", "6. Li, A. (in press). Title. J X.", "7. Li, A. (2024). T. U.", marked=True)
    True
    """
    heading = clean(MARKDOWN_HEADING.sub("", text)).strip()
    # (a letter or a Roman numeral numbering the sub-lists, "C. Conference proceedings", "II. Book chapters", before
    # words that name a kind of work: the words are the heading)
    # (a status after its letter, "(c) Submitted", "(b) In Press", is a sub-list's heading too: a note on the item
    # above is never lettered)
    lettered = SECTION_LETTER.match(heading) or (_WHOLE_BOLD.match(text) and _SUB_LIST_DIGITS.match(heading))
    if lettered and (KIND_OF_WORK.search(heading[lettered.end():]) or STATUS.fullmatch(heading[lettered.end():])):
        heading = heading[lettered.end():]
    else:
        lettered = None
    # (a status or a note in a heading's markup is a heading: "## Manuscripts Under Review")
    if following is None or not _HEADING_WORDS.fullmatch(heading) \
            or (STATUS.search(heading) or ANNOTATION.match(heading)) and not MARKDOWN_HEADING.match(text) \
            and not lettered:
        return False
    words = heading.rstrip(":").split()
    kind = bool(KIND_OF_WORK.search(heading)) or lettered is not None
    if marked and not kind and not MARKDOWN_HEADING.match(text) and not _WHOLE_BOLD.match(text):
        return False
    if len(words) > 1 and not kind and not all(w.islower() or w == "&" for w in words[1:]):
        return False
    if previous is not None and not MARKDOWN_HEADING.match(text) \
            and not (_ENDS.search(previous) or _ENDS_WITH_LINK.search(previous)):
        return False
    if has_marker(following) or kind and MARKDOWN_HEADING.match(text) and not MARKDOWN_HEADING.match(following):
        return True         # (a heading's markup naming a kind of work: "## Journal articles" over "de Oliveira, T.")
    after = clean(following).strip()
    return len(after) >= 40 and bool(YEAR.search(after) or REFERENCE_START.match(after))


#: How a work's first line may start beyond :data:`REFERENCE_START`: a family name (of a few words, in capitals or
#: after its particles) and a comma before a capital ("GARCÍA LÓPEZ, M. J.", "ROSSI M., BIANCHI L.", "de la Cruz, M."),
#: or a name in Han, kana or Hangul (not "Association, 115(530)", a journal's name wrapped at the margin).
_STARTS_WORK = re.compile(r"^(?:(?:de|del|della|la|le|van|von|der|den|da|di|du|dos|das|ter)\s+)*[A-ZÀ-Þ][\w'’.-]*"
                          r"(?:\s+[A-ZÀ-Þ][\w'’.-]*){0,3},\s*[A-ZÀ-Þ]|^[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7a3]")


def _hanging_indents(lines: Sequence[Line]) -> list[list[Line]] | None:
    """The entries of a paragraph set with hanging indents (each entry's first line at the paragraph's margin, the
    lines it wraps onto indented further, as DIN 1505 and many bibliographies are set): an entry from each line at
    the margin; None when the paragraph is not set so (two lines at least at the margin, the first among them, one
    indented line at least, no line in between, every line at the margin the start of a reference).

    >>> wrapped = [Line(1, "Li, A. (2023). Learning. J. Mach. Learn. Res., 24, 1-30."), Line(2, "   https://doi.org/1"),
    ...            Line(3, "Doe, J. (2022). A very long title that wraps"), Line(4, "onto the next line. Ann. Stat., 50.")]
    >>> _hanging_indents(wrapped) is None
    True
    """
    indents = [_indent(ln.text) for ln in lines]
    low = min(indents)
    if len(lines) < 3 or indents[0] != low or sum(i == low for i in indents) < 2 \
            or not any(i >= low + 2 for i in indents) or any(low < i < low + 2 for i in indents):
        return None
    # (and every line at the margin after the first starts a work: a list whose works wrap at the margin, a link
    # indented under some of them, is not set so; the first may be a sub-heading over them)
    if not all(has_marker(ln.text) or REFERENCE_START.match(clean(ln.text).strip())
               or _STARTS_WORK.match(clean(ln.text).strip())
               for ln, indent in zip(lines[1:], indents[1:]) if indent == low):
        return None
    groups: list[list[Line]] = []
    for ln, indent in zip(lines, indents):
        if indent == low:
            groups.append([ln])
        else:
            groups[-1].append(ln)
    return groups


_YEAR_ALONE = re.compile(r"[(\[]?(?:19|20)\d{2}[)\]]?")      # (not "2021.", the last line of a wrapped reference)


def split_paragraph(lines: Sequence[Line]) -> list[list[Line]]:
    """The references of an unbulleted paragraph: a list written one reference per line (most lines carry a year)
    splits at every line that does not carry on the one before; a list of references wrapped over several lines
    (long lines) splits after a line that ends a sentence and either stops short of the width of the others or is
    followed by a line that starts like a reference (an author list, a label); anything
    else (a title, its authors and its venue on lines of their own) stays one entry.

    >>> one = [Line(1, "Li A, Wu B. Fast startup. EuroSys, 2025."), Line(2, "Wu B, Li A. Slow shutdown. NSDI, 2024."),
    ...        Line(3, "Chen C. A third, with a long title that wraps onto"), Line(4, "the next line. ATC, 2023.")]
    >>> [[ln.number for ln in g] for g in split_paragraph(one)]
    [[1], [2], [3, 4]]
    >>> title_first = [Line(1, "Fast Startup of Things"), Line(2, "Ann Li, Bo Wu"), Line(3, "EuroSys 2025")]
    >>> [[ln.number for ln in g] for g in split_paragraph(title_first)]
    [[1, 2, 3]]
    >>> apa = [Line(1, "Li, A. (in press). Fast startup of many things. *Journal of Systems Research*."),
    ...        Line(2, "Wu, B. (2023). Slow shutdown of other things. *Systems*, 4, 1–9. https://doi.org/10.1/x.2"),
    ...        Line(3, "Li, A. (2020). Rehearsals as sites of learning. *Cognition*, 29, 512–548.")]
    >>> [[ln.number for ln in g] for g in split_paragraph(apa)]
    [[1], [2], [3]]
    >>> cut = [Line(1, "**Global patterns of wood density plasticity across tropical tree species**"),
    ...        Line(2, "**S. Herrera** et al."), Line(3, "*bioRxiv*, 2023"), Line(4, "[bioRxiv](https://doi.org/10.1101/x)")]
    >>> [[ln.number for ln in g] for g in split_paragraph(cut)]
    [[1, 2, 3, 4]]
    >>> din = [Line(1, "LI, Ann ; WU, Bo: A Title That"), Line(2, "   Wraps. In: Soziale Welt 65 (2024), S. 7–9"),
    ...        Line(3, "LI, Ann: Another Title. In: Zeitschrift"), Line(4, "   für Soziologie 49 (2020)")]
    >>> [[ln.number for ln in g] for g in split_paragraph(din)]
    [[1, 2], [3, 4]]
    """
    texts = [ln.text.strip() for ln in lines]
    if len(lines) < 2:
        return [list(lines)]
    if (hanging := _hanging_indents(lines)) is not None:
        return hanging
    with_year = sum(1 for x in texts if YEAR.search(x))
    width = max(len(x) for x in texts)
    lengths = sorted(len(x) for x in texts)
    wrapped = lengths[len(lengths) // 2] >= 0.6 * width and width >= 60
    groups: list[list[Line]] = [[lines[0]]]
    for prev, ln, text in zip(texts, lines[1:], texts[1:]):
        if is_continuation(prev, text) or _names_then_year(groups[-1]):
            starts = False
        elif with_year >= 0.7 * len(lines):
            starts = True
        else:
            # (a line that ends with the item's link, its DOI, ends it too when the next starts like a reference)
            # ("et al." ends an author list, never an entry: the venue is still to come)
            # (nor does a year alone on its line: a work's year under its title, its authors after it)
            starts = wrapped and not _YEAR_ALONE.fullmatch(prev) and (bool(_ENDS.search(prev))
                                                                     and not _ET_AL_END.search(prev)
                                  and (len(prev) < 0.85 * width
                                                                or bool(REFERENCE_START.match(text)))
                                  or bool(_ENDS_WITH_LINK.search(prev) and REFERENCE_START.match(text)))
        if starts:
            groups.append([ln])
        else:
            groups[-1].append(ln)
    return groups


def list_entries(lines: Sequence[Line], source_lines: Sequence[str], breaks: frozenset[int] | None = None
                 ) -> tuple[list[Entry], list[Line]]:
    """Group list items: an item starts at a bullet or enumerator and runs over the following non-blank lines
    that start with neither.  When no line has a marker, items are the references of each paragraph (paragraphs
    are separated by blank lines; :func:`split_paragraph` finds the references in one).

    ``source_lines`` (the whole document) tells where blank lines were; ``breaks``, when given, are the lines that
    start a paragraph instead (a page whose blank lines mean nothing).  Returns the entries and the lines that
    belong to none (text before the first marker).

    >>> doc = ["■ A, B, \\"T", "itle\\". (X 2023)", "■ C, \\"U\\"", "note"]
    >>> ls = [Line(i + 1, t) for i, t in enumerate(doc)]
    >>> entries, loose = list_entries(ls, doc)
    >>> [(e.first, e.last, e.text) for e in entries]
    [(1, 2, 'A, B, "Title". (X 2023)'), (3, 4, 'C, "U" note')]
    """
    starts_item = _item_markers(lines)
    markers = sum(starts_item)
    # items start at bullets, unless a page that says where its paragraphs break has far more paragraphs than
    # bullets (a page of paper cards with a bulleted note in one of them); a legend of the marks on names is
    # neither an item nor a paragraph of them
    marked = markers > 0 and (breaks is None or markers >= 0.5 * sum(
        1 for ln in lines if ln.number in breaks and not MARK_LEGEND.match(ln.text)))
    entries: list[Entry] = []
    loose: list[Line] = []
    current: list[Line] = []
    previous = None
    heads: list[int] = []           # the sub-headings, by index
    for k, (ln, has_item_marker) in enumerate(zip(lines, starts_item)):
        # a page whose blank lines mean nothing (HTML) says where paragraphs start; in a list of items its
        # markers alone say where items start
        gap = previous is not None and ((ln.number in breaks and not marked) if breaks is not None else
                                        any(not source_lines[i - 1].strip() for i in range(previous + 1, ln.number)))
        previous = ln.number
        if not has_item_marker and (MARK_LEGEND.match(ln.text) or sub_heading(
                ln.text, current[-1].text if current and not gap else None,
                lines[k + 1].text if k + 1 < len(lines) else None, marked)
                and not (current and _indent(ln.text) > _indent(current[0].text))):
            # a legend of the marks on names, or a sub-heading: it ends the item above and is no item's text (a
            # line indented under the item is part of it, whatever it says)
            if current:
                entries.append(_entry(current))
                current = []
            loose.append(ln)
            heads.append(k)
            continue
        # a bullet indented deeper than the item it follows is part of it ("3. **Title**" / "  - authors")
        nested = bool(current) and _indent(ln.text) > _indent(current[0].text)
        starts = (has_item_marker and not nested) if marked else (gap or not current)
        if marked and gap and not has_item_marker and current and not nested:
            entries.append(_entry(current))
            current = []
            loose.append(ln)
            continue
        if starts:
            if current:
                entries.append(_entry(current))
            current = [ln]
        elif current:
            current.append(ln)
        else:
            loose.append(ln)
    if current:
        entries.append(_entry(current))
    if not marked:
        entries = _join_title_first([_entry(group) for e in entries for group in split_paragraph(e.lines)])
    elif heads:
        # a sub-list with no marker under its own sub-heading, in a list whose other sub-lists are numbered
        # ("Journal articles" numbered [7]..[1], then "Theses" in paragraphs): its paragraphs are its items
        for start, stop in zip(heads, [*heads[1:], len(lines)]):
            run = lines[start + 1:stop]
            if run and not any(starts_item[start + 1:stop]):
                more, rest = list_entries(run, source_lines, breaks)
                taken = {ln.number for e in more for ln in e.lines}
                entries += more
                loose = [ln for ln in loose if ln.number not in taken]
        entries.sort(key=lambda e: e.first)
    return entries, loose


def split_at_starts(entries: list[Entry], starts: re.Pattern[str]) -> list[Entry]:
    """The lines of an unmarked list grouped again into one entry per line that starts the way every item of the
    list starts (a patent number: ``KR 10-2514809, Mar. 2023`` / title), with the lines that follow it; only when
    at least two lines do.  Lines before the first such line (a sub-heading) belong to no entry.

    >>> ls = [Line(1, "Registrations"), Line(2, "US 10111120, Oct. 2018"), Line(3, "Checking Problems"),
    ...       Line(4, "KR 10-2514809, Mar. 2023"), Line(5, "Identifying Videos")]
    >>> [(e.first, e.last) for e in split_at_starts([_entry(ls[:3]), _entry(ls[3:])], re.compile(r"(?:US|KR) \\d"))]
    [(2, 3), (4, 5)]
    """
    lines = [ln for e in entries for ln in e.lines]
    if sum(1 for ln in lines if starts.match(strip_marker(ln.text.strip())[1])) < 2:
        return entries
    groups: list[list[Line]] = []
    for ln in lines:
        if starts.match(strip_marker(ln.text.strip())[1]):
            groups.append([ln])
        elif groups:
            groups[-1].append(ln)
    return [_entry(g) for g in groups]


_WHOLE_EMPHASIS = re.compile(r"^\s*(\*\*|__|\*|_)[^*_]{8,}\1\s*$")
_TAGS_ONLY = re.compile(r"^\s*(?:<[^>]+>\s*)+$")


def _join_title_first(entries: list[Entry]) -> list[Entry]:
    """Paragraphs of one entry written title first, each part a paragraph of its own (a bold title, the authors,
    the venue and year: AcadHomepage, Jekyll pages) joined into one entry; a paragraph of HTML tags only is no
    entry (its lines are left to the leftovers).

    >>> ls = [Line(1, "**Fast Startup of Things**"), Line(3, "Ann Li, Bo Wu"), Line(5, "NSDI, 2024"),
    ...       Line(7, "**Slow Shutdown of Things**"), Line(9, "Bo Wu"), Line(11, "ATC, 2023")]
    >>> [(e.first, e.last) for e in _join_title_first([_entry([ln]) for ln in ls])]
    [(1, 5), (7, 11)]
    """
    out: list[Entry] = []
    entries = [e for e in entries if not all(_TAGS_ONLY.match(ln.text) for ln in e.lines)]
    k = 0
    while k < len(entries):
        e = entries[k]
        if len(e.lines) == 1 and _WHOLE_EMPHASIS.match(e.lines[0].text) and k + 1 < len(entries):
            lines = list(e.lines)
            j = k + 1
            while j < len(entries) and j <= k + 2 and not _WHOLE_EMPHASIS.match(entries[j].lines[0].text) \
                    and len(entries[j].lines) <= 2 and not _TAGS_ONLY.match(entries[j].lines[0].text) \
                    and entries[j].lines[0].text.count(_CELL) < 2:      # (a table's row is an entry whole)
                lines += entries[j].lines
                j += 1
            out.append(_entry(lines))
            k = j
        else:
            out.append(e)
            k += 1
    return out


# --- affiliation blocks ------------------------------------------------------------------------------------------

def block_entry(lines: Sequence[Line]) -> Entry:
    """The block of an affiliation made of ``lines``: no marker, their texts joined (blank lines off).

    >>> block_entry([Line(3, "Software Engineer, 2018–2019"), Line(4, ""), Line(5, "Huawei Technologies")]).text
    'Software Engineer, 2018–2019 Huawei Technologies'
    """
    return Entry(tuple(lines), "", join_wrapped([ln.text for ln in lines if ln.text]))


#: The end of a header line cut inside a name: a function word no field ends in ("Norwegian University of").
_CUT_AFTER = re.compile(r"(?:\b(?:of|and|for|the|de|del|della|der|des|di|du|für|und|in|on|at)|&)\s*$")
#: The start of a header line that carries on the one before ("and Robotics", "of Technology").
_CARRIES_ON = re.compile(r"^(?:and|of|for|&|de|der|für|und)\b")


#: The end of a line that breaks a word at a hyphen, the rest of it on the next line ("Centre for Molecu-").
_HYPHEN_CUT = re.compile(r"[^\W\d_]{2}-\s*$")


def header_wraps(previous: str, text: str) -> bool:
    """Whether header line ``text`` carries on the one before it: a narrow column (a sidebar, a table cell) cut
    the name after a function word, or this line starts with one; or the line cut an organisation's name
    (:func:`_name_cut`), or a word at a hyphen, the next line going on in lower case.

    >>> header_wraps("Norwegian University of", "Science and Technology")
    True
    >>> header_wraps("MSc, Systems, Control", "and Robotics")
    True
    >>> header_wraps("Stanford University", "PhD in Computer Science")
    False
    >>> header_wraps("2020–present Group Leader, Centre for Molecu-", "lar Medicine Norway (NCMM), University of Oslo")
    True
    """
    return bool(_CUT_AFTER.search(previous) or _CARRIES_ON.match(text)) or _name_cut(previous, text) \
        or bool(_HYPHEN_CUT.search(previous) and text[:1].islower())


def join_header(previous: str, text: str) -> str:
    """A header line and the line that carries it on (:func:`header_wraps`) as one text: apart by a space, or
    joined where the line broke a word at a hyphen (the hyphen off, unless it is a compound's own).

    >>> join_header("Norwegian University of", "Science and Technology")
    'Norwegian University of Science and Technology'
    >>> join_header("Group Leader, Centre for Molecu-", "lar Medicine Norway"), join_header("A cloud-", "based lab")
    ('Group Leader, Centre for Molecular Medicine Norway', 'A cloud-based lab')
    """
    if _HYPHEN_CUT.search(previous) and text[:1].islower():
        return join_wrapped([previous.rstrip(), text])
    return f"{previous} {text}"


#: The last field of a line: what follows its last comma or field separator.
_LAST_FIELD = re.compile(r"(?:^|[,|]\s*)(?P<field>[^,|]+?)\s*$")


def _head_alone(words: Sequence[str]) -> bool:
    """Whether the words a line ends with are an organisation's head word that names nothing by itself: the word
    alone ("University", "Universität", "Institute") or after a German adjective ("Technische Universität",
    "Freie Universität"), which the name of the place or founder on the next line completes.

    >>> _head_alone(["Universität"]), _head_alone(["Technische", "Universität"]), _head_alone(["Stanford", "University"])
    (True, True, False)
    """
    return bool(words) and bool(ORG_KEYWORD.fullmatch(words[-1])) and (
        len(words) == 1 or len(words) == 2 and bool(re.fullmatch(r"[A-ZÄÖÜ][a-zäöüß]+e", words[0])))


def _name_cut(previous: str, text: str) -> bool:
    """Whether a line break cut an organisation's name: the line ends with the name's head word alone ("…,
    École" / "Polytechnique Fédérale de Lausanne"), or with one or two capitalised words before an organisation
    named only in common words on the next line ("…, Delft" / "University of Technology, The Netherlands").

    >>> _name_cut("Ph.D. in Robotics, École", "Polytechnique Fédérale de Lausanne (EPFL)")
    True
    >>> _name_cut("Assistant Professor, Department of Robotics, Delft", "University of Technology, The Netherlands")
    True
    >>> _name_cut("Postdoc, Robotics Lab, Delft", "University of Oxford, UK")        # a name of its own below
    False
    >>> _name_cut("Research Intern, Google, Zurich", "Switzerland"), _name_cut("MIT", "Harvard Medical School")
    (False, False)
    >>> _name_cut("Studium (Diplom), Universität", "Stuttgart, Abschlussnote 1,3")
    True
    """
    last = _LAST_FIELD.search(previous.strip())
    if last is None or previous.rstrip().endswith((",", ".", ";", ")")):
        return False
    fragment = last.group("field").split()
    first = re.split(r"\s*[,|(]", text.strip(), maxsplit=1)[0]
    if _head_alone(fragment) and re.match(r"[^\W\d_]", first) and first[:1].isupper() \
            and not ROLE_KEYWORD.search(first) and not DATE.search(first):
        return True             # "Universität" / "Stuttgart, ...", "Technische Universität" / "München"
    if not first[:1].isupper() or not ORG_KEYWORD.search(first):
        return False
    if len(fragment) == 1 and ORG_KEYWORD.fullmatch(fragment[0]):
        return True             # "École" / "Polytechnique ...", "University" / "of ..." (the function word aside)
    return 1 <= len(fragment) <= 2 and all(w[:1].isupper() and not w.isupper() for w in fragment) \
        and not ORG_KEYWORD.search(" ".join(fragment)) and not ROLE_KEYWORD.search(" ".join(fragment)) \
        and _generic_name(first)


#: Words that describe a kind of school rather than name one ("Medical School", "University of Applied Sciences"),
#: beside the organisations' keywords and the fields of study.
_GENERIC = frozenset({"Applied", "Technical", "Medical", "National", "Polytechnic", "State", "Normal", "Advanced",
                      "Graduate", "Business", "Law", "Arts"})


def _generic_name(name: str) -> bool:
    """Whether an organisation is named in words of its kind only, with no proper name of its own: "University
    of Technology", "Medical School", "Institute of Science and Technology"; not "University of Oxford".

    >>> _generic_name("University of Technology"), _generic_name("University of Oxford")
    (True, False)
    >>> _generic_name("Huawei Technologies")          # a company's own name, though the keywords know it
    False
    """
    words = [w for w in name.split() if w not in ("of", "and", "for", "&", "the")]
    return bool(words) and all((ORG_KEYWORD.fullmatch(w) and w.lower() not in _BRANDS) or FIELD_OF_STUDY.fullmatch(w)
                               or w in _GENERIC for w in words)


#: The companies :data:`~loaders.entries.patterns.ORG_KEYWORD` names by their own names: proper names, not kinds.
_BRANDS = frozenset(b.lower() for b in ORG_BRANDS)


def year_first(text: str) -> bool:
    """Whether a line is an entry written with its one date first, then a degree, a role or an organisation
    (``Summer 2016 Research Intern, Google``, ``2014 | Ph.D., Seoul National University``, ``2009年  博士  上海交通大学``):
    a line that starts a new entry once the entry before it has its date.

    >>> year_first("Summer 2016 Research Intern, GE Research"), year_first("2008 MD, University of Ibadan")
    (True, True)
    >>> year_first("2019 saw the launch of the project"), year_first("2014 – 2018 Ph.D., MIT")
    (False, False)
    """
    m = YEAR_FIRST.match(text)
    if m is None:
        return False
    rest = text[m.start("rest"):]
    return bool(ORG_KEYWORD.search(rest) or ROLE_KEYWORD.search(rest))


def _kind_of_line(text: str) -> str:
    """bullet | label | date | location | dated_header | year_first | header_with_date | header"""
    cleaned = clean(MARKDOWN_HEADING.sub("", text))
    if has_marker(text):
        return "bullet"
    if LABEL.match(cleaned) and not DATE_RANGE.match(cleaned) and not DATE.match(cleaned) \
            and not YEAR_FIRST.match(cleaned):         # not "2013: Intern", "Summer 2013: Intern"
        return "label"
    stripped = DATE_RANGE.sub("", DURATION.sub("", cleaned))
    stripped = DATE.sub("", stripped).strip(" ,.;()（）-–")
    if not stripped:
        return "date"
    if LOCATION.fullmatch(cleaned) and not ORG_KEYWORD.search(cleaned):      # not "Harvard University, USA"
        return "location"
    if DATE_RANGE.match(cleaned) or OPEN_START.match(cleaned):
        return "dated_header"
    if year_first(cleaned):
        return "year_first"
    if DATE_RANGE.search(cleaned) or _ENDS_IN_YEAR.search(cleaned):
        return "header_with_date"
    return "header"


# a one-line entry that ends in its year: "Ph.D. in History, Princeton University, 2013", "Intern, AWS, Seattle 2018"
_ENDS_IN_YEAR = re.compile(r"\S.*?[,\s(（](?:[A-Z][a-z]{2,8}\.?\s+)?(?P<year>(?:19|20)\d{2})[\s.)）]*$")
# a degree or role, then at least one more field before the date: "M.A. in Economics, Universidad de Chile, 2011"
_ROLE_AND_MORE = re.compile(r"^[^,]{2,80},\s*[^,\d]{3,}")


#: Years in brackets after a middle dot, last on the line: how LinkedIn's export ends an entry of its Education
#: ("Master of Science - MS, Physics · (2010 - 2012)").
_DOT_YEARS = re.compile(r"[·•]\s*[(（][^()（）]*\d{4}[^()（）]*[)）]\s*$")
_HEADERS = ("dated_header", "header_with_date", "year_first")


def _start_year(text: str) -> str | None:
    """The year the first date range in ``text`` starts in (``None`` without a range).

    >>> _start_year("Ph.D., Sep 2019 - 2024.6"), _start_year("2020.09-2025.06"), _start_year("Peking University")
    ('2019', '2020', None)
    >>> _start_year("Economist Intern, World Bank Group, Washington 2015")
    '2015'
    """
    m = DATE_RANGE.search(text)
    year = re.search(r"(?:19|20)\d{2}", m.group("start")) if m else None
    first = YEAR_FIRST.match(text)
    if not m and first:                        # "Summer 2016 Research Intern, Google": the year it is written first
        return re.search(r"(?:19|20)\d{2}", first.group("date")).group(0)
    if year is None and not m:
        end = _ENDS_IN_YEAR.search(text)       # "Ph.D., Princeton University, 2013": the year it ends in
        return end.group("year") if end else None
    return year.group(0) if year else None


#: The kinds of line a field cut at its end may carry on from, and the kinds of line that carry one on.
_WRAPPING = ("header", "dated_header", "header_with_date", "year_first")
_WRAPPED = ("header", "header_with_date")


def wrapped_heads(lines: Sequence[Line]) -> list[str | None]:
    """The text each line of an affiliation section is judged by: a header line whose field is cut at its end
    (:func:`header_wraps`: "B.Sc. in Mathematics and" / "Computer Science, University of X, 2010") is judged with
    the lines that carry it on, and those lines (``None``) belong to it, whatever they hold.

    >>> ls = [Line(1, "M.Sc. in Physics, University of Y, 2012"), Line(2, "B.Sc. in Mathematics and"),
    ...       Line(3, " Computer Science, University of X, 2010"), Line(4, "- Thesis on things")]
    >>> wrapped_heads(ls)
    ['M.Sc. in Physics, University of Y, 2012', 'B.Sc. in Mathematics and Computer Science, University of X, 2010', \
None, '- Thesis on things']
    """
    heads: list[str | None] = []
    last = -1                           # the index of the line the lines after it may carry on
    for k, ln in enumerate(lines):
        text = ln.text.strip()
        if last >= 0 and _kind_of_line(text) in _WRAPPED and header_wraps(clean(lines[k - 1].text), clean(text)):
            heads[last] = join_header(heads[last], text)
            heads.append(None)
            continue
        heads.append(text)
        last = k if _kind_of_line(text) in _WRAPPING else -1
    return heads


def affiliation_blocks(lines: Sequence[Line], breaks: frozenset[int] | None = None) -> list[Entry]:
    """Group the lines of an education or experience section into one block per affiliation.

    A block starts at a line that begins with a date range (``2019.9-至今 上海交通大学``), or at a header line once
    the current block already has its date, when that header names an organisation or carries a date of its own.
    A header right under a header that carries a date is part of it (``Ph.D., 2019-2024`` under ``Stanford
    University, 2019-2024``, ``PhD, School of CS, 2019-2025`` under ``2019-present Peking University``), unless it
    is an entry of its own: it names an organisation and dates that start in another year (entries one a line,
    the date last: ``浙江大学  硕士  2017.09-2020.06`` under ``复旦大学  博士  2020.09-2025.06``).
    Bullets, ``label: value`` lines, locations and bare dates never start a block.  CVs put the date before or
    after the description, and both layouts work.  Where the page shows paragraphs (``breaks``, the lines a PDF
    paragraph starts at), a paragraph that starts after the block's date starts a block too (a sidebar's
    "**MSc, Physics**" above its university and years).

    When the section is a list whose items are the affiliations (it opens with an item, and most items at its top
    level name a date or an organisation), each such item is a block, its marker off; nested items, and items that
    name neither (a description at the same level), stay in the block before them.

    >>> ls = [Line(1, "Peking University"), Line(2, "Advisor: Prof. Xiaolin Wang"), Line(3, "Beijing, China"),
    ...       Line(4, "Sep 2019 – Present"), Line(5, "Peking University"), Line(6, "Sep 2015 – Jun 2019")]
    >>> [(b.first, b.last) for b in affiliation_blocks(ls)]
    [(1, 4), (5, 6)]
    >>> ls = [Line(1, "MIT, Ph.D. in EECS, 2019 - 2024"), Line(2, "Tsinghua University, B.S., 2015 - 2019"),
    ...       Line(3, "Stanford University, 2010 - 2015"), Line(4, "Department of Physics, Ph.D., 2010 - 2015"),
    ...       Line(5, "2005 - present  Peking University"), Line(6, "Ph.D., School of EECS, 2005 - 2010")]
    >>> [(b.first, b.last) for b in affiliation_blocks(ls)]
    [(1, 1), (2, 2), (3, 4), (5, 6)]
    >>> ls = [Line(1, "- PhD in Computer Science, MIT, 2015-2019"), Line(2, "  - Thesis: On Things"),
    ...       Line(3, "- 2011-2015 B.S., Tsinghua University"), Line(4, "- Worked on compilers")]
    >>> [(b.first, b.last, b.lines[0].text) for b in affiliation_blocks(ls)]
    [(1, 2, 'PhD in Computer Science, MIT, 2015-2019'), (3, 4, '2011-2015 B.S., Tsinghua University')]
    >>> ls = [Line(1, "**PhD, Physics**"), Line(2, "University of Oslo"), Line(3, "2015 – 2019"),
    ...       Line(4, "**MSc, Physics**"), Line(5, "KTH Royal Institute of Technology"), Line(6, "2013 – 2015")]
    >>> [(b.first, b.last) for b in affiliation_blocks(ls, breaks=frozenset({1, 4}))]
    [(1, 3), (4, 6)]

    An entry written with one date first (:func:`year_first`) starts a block once the block before has its date:

    >>> ls = [Line(1, "2018 – 2021 Postdoctoral Scholar, Caltech"), Line(2, "Summer 2016 Research Intern, GE Research"),
    ...       Line(3, "2014 | Ph.D., Seoul National University"), Line(4, "2008 | B.S., POSTECH")]
    >>> [(b.first, b.last) for b in affiliation_blocks(ls)]
    [(1, 1), (2, 2), (3, 3), (4, 4)]
    >>> ls = [Line(1, "Stanford University, Stanford, CA"), Line(2, "2019 Ph.D. in Computer Science")]
    >>> [(b.first, b.last) for b in affiliation_blocks(ls)]
    [(1, 2)]
    """
    items = _list_items(lines) or _table_rows(lines)
    if items is not None:
        return _entries_apart(items)
    blocks: list[Entry] = []
    current: list[Line] = []
    has_date = False
    start: str | None = None            # the year the block's first date range starts in
    previous_kind = ""
    closed = False                      # the line before ends an entry (its years last, after a middle dot)
    for ln, head in zip(lines, wrapped_heads(lines)):
        if head is None:                # a line that carries on a field cut at the end of the line before
            current.append(ln)
            continue
        kind = _kind_of_line(head)
        cleaned = clean(head)
        if kind == "year_first" and current and not has_date:
            kind = "header"         # inside an entry still without its date, a year may begin a name ("2012 Lab")
        starts = False
        if kind == "header" and closed:
            starts = True           # under LinkedIn's "Degree, Field · (2013 - 2018)": the next school
        elif kind == "dated_header" or (kind == "year_first" and has_date):
            starts = True
        elif breaks is not None and ln.number in breaks and has_date and kind not in ("date", "location"):
            starts = True
        elif kind in ("header", "header_with_date") and has_date and (
                len(cleaned) <= 100 or kind == "header_with_date" and len(cleaned) <= 180 and cleaned.count(",") >= 2):
            # (a long line is prose, not the header of a new entry; but a header's fields apart by commas with its
            # dates last run long: "**M.Sc., Mechanical Engineering**, Amirkabir University of Technology (Tehran
            # Polytechnic), Tehran, Iran 2009 – 2011")
            if previous_kind not in _HEADERS:
                starts = kind == "header_with_date" or bool(ORG_KEYWORD.search(cleaned))
            else:
                # (an entry of its own names an organisation, or a degree or role and another field)
                starts = kind == "header_with_date" and _start_year(cleaned) != start \
                    and bool(ORG_KEYWORD.search(cleaned) or (ROLE_KEYWORD.match(cleaned)
                                                             and _ROLE_AND_MORE.match(cleaned)))
        if starts and current:
            blocks.append(block_entry(current))
            current, has_date, start = [], False, None
        current.append(ln)
        previous_kind = kind
        closed = bool(_DOT_YEARS.search(cleaned))
        if kind in ("date", "dated_header", "header_with_date", "year_first") or (kind == "location" and DATE.search(cleaned)):
            has_date = True
            start = start or _start_year(cleaned)
    if current:
        blocks.append(block_entry(current))
    return _entries_apart(blocks)


def entries_on_line(text: str) -> list[str]:
    """The affiliations one line states, parted at its semicolons when each part is one: a date and a role or an
    organisation, short ("Visiting Scholar, MIT, 2015; Postdoc, ETH Zürich, 2016–2018"); else the line whole.

    >>> entries_on_line("Visiting Scholar, MIT, 2015; Postdoc, ETH Zürich, 2016–2018")
    ['Visiting Scholar, MIT, 2015', 'Postdoc, ETH Zürich, 2016–2018']
    >>> entries_on_line("PhD, MIT, 2015; advisor: Bo Wu"), entries_on_line("2015-2016; 2018 Research Assistant, MIT")
    (['PhD, MIT, 2015; advisor: Bo Wu'], ['2015-2016; 2018 Research Assistant, MIT'])
    """
    parts = [p.strip() for p in re.split(r"\s*[;；]\s*", text) if p.strip()]
    if len(parts) > 1 and all(len(p) <= 100 and DATE.search(clean(p)) and
                              (ORG_KEYWORD.search(p) or ROLE_KEYWORD.search(p)) for p in parts):
        return parts
    return [text]


def _entries_apart(blocks: list[Entry]) -> list[Entry]:
    """The blocks with a line that states several affiliations (:func:`entries_on_line`) parted into a block each, on
    that line: the lines above it go with the first, those under it with the last.

    >>> ls = [Line(4, "Visiting Scholar, MIT, 2015; Postdoc, ETH Zürich, 2016–2018"), Line(5, "- Worked on X")]
    >>> [(b.first, [ln.text for ln in b.lines]) for b in _entries_apart([block_entry(ls)])]
    [(4, ['Visiting Scholar, MIT, 2015']), (4, ['Postdoc, ETH Zürich, 2016–2018', '- Worked on X'])]
    """
    out: list[Entry] = []
    for block in blocks:
        lines = list(block.lines)
        found = ((k, entries_on_line(ln.text)) for k, ln in enumerate(lines)
                 if _kind_of_line(ln.text) not in ("bullet", "label"))
        k, parts = next(((k, parts) for k, parts in found if len(parts) > 1), (0, []))
        if not parts:
            out.append(block)
            continue
        groups = [[Line(lines[k].number, part)] for part in parts]
        groups[0][:0], groups[-1][1:] = lines[:k], lines[k + 1:]
        out.extend(block_entry(g) for g in groups[:-1])
        out.extend(_entries_apart([block_entry(groups[-1])]))     # (a line under it may state several too)
    return out


#: Where a table's row (a Word or HTML table read as one line) parts its cells.
_CELL = " | "


def _table_rows(lines: Sequence[Line]) -> list[Entry] | None:
    """Each row an entry, when the section is a table only (every line a row of the same three or more cells: the
    NIH biosketch's "Emory University, Atlanta, GA | PhD | 08/2014 | Immunology"); None otherwise.

    >>> rows = [Line(1, "Emory University, Atlanta, GA | PhD | 08/2014 | Immunology"), Line(2, "Yale | BS | 2008 | Art")]
    >>> [(b.first, b.text) for b in _table_rows(rows)]
    [(1, 'Emory University, Atlanta, GA | PhD | 08/2014 | Immunology'), (2, 'Yale | BS | 2008 | Art')]
    >>> _table_rows(rows + [Line(3, "Thesis: On Things")]) is None
    True
    """
    if lines and column_names(lines[0].text):
        lines = lines[1:]           # the table's first row names its columns ("INSTITUTION | LOCATION | DEGREE")
    cells = {ln.text.count(_CELL) for ln in lines}
    if len(lines) < 2 or len(cells) != 1 or min(cells) < 2:
        return None
    return [Entry((ln,), "", clean(ln.text)) for ln in lines]


def column_names(text: str) -> bool:
    """A table's row that names its columns (:func:`~loaders.formats.markup.names_columns`, its markup off): three
    cells or more, apart by bars, tabs or wide spacing.

    >>> column_names("**INSTITUTION** | **LOCATION** | **DEGREE** **(if applicable)** | **YEAR** **YYYY**")
    True
    >>> column_names("Degree        Institution             Year    Division/CGPA")
    True
    >>> column_names("Emory University | PhD | 2014 | Immunology"), column_names("Period | Degree")
    (False, False)
    """
    if any(ch.isdigit() for ch in text) or not ("\t" in text or "  " in text.strip() or " | " in text):
        return False
    cells = [clean(c) for c in re.split(r"\s+\|\s+|\t+|\s{2,}", text.strip())]
    return len(cells) >= 3 and names_columns(cells)


def _names_affiliation(text: str) -> bool:
    cleaned = clean(text)
    return bool(DATE_RANGE.search(cleaned) or OPEN_START.search(cleaned) or DATE.search(cleaned)
                or ORG_KEYWORD.search(cleaned))


def _categories(content: Sequence[Line]) -> set[int]:
    """The lines of the subheadings inside a section that group its entries ("## Research", "## Teaching"): a
    Markdown heading without a date whose next line is an item naming an organisation of its own (``### MIT``
    above ``- PhD, 2015-2019`` is that entry's header, not a category)."""
    out = set()
    for k, ln in enumerate(content):
        if not MARKDOWN_HEADING.match(ln.text):
            continue
        heading = clean(MARKDOWN_HEADING.sub("", ln.text))
        after = content[k + 1].text if k + 1 < len(content) else ""
        if not DATE.search(heading) and has_marker(after) and ORG_KEYWORD.search(clean(after)):
            out.add(ln.number)
    return out


def _item_head(body: Sequence[Line], k: int) -> str:
    """The text of the item that line ``k`` starts, marker off, with the unmarked lines after it that carry on a
    field cut at its end (:func:`header_wraps`: "- B.Sc. in Mathematics and" / "  Computer Science, ..., 2010").

    >>> _item_head([Line(1, "- B.Sc. in Mathematics and"), Line(2, "  Computer Science, 2010"), Line(3, "- M.Sc.")], 0)
    'B.Sc. in Mathematics and Computer Science, 2010'
    """
    text = strip_marker(body[k].text.strip())[1]
    previous = text
    for ln in body[k + 1:]:
        line = ln.text.strip()
        if has_marker(line) or not header_wraps(clean(previous), clean(line)):
            break
        text, previous = join_header(text, line), line
    return text


def _list_items(lines: Sequence[Line]) -> list[Entry] | None:
    """The blocks of a section that is a list of affiliations (see :func:`affiliation_blocks`), else ``None``.
    Category subheadings between the items (:func:`_categories`) start no block and are no block's text: each is
    kept, blank, at the start of the block after it, so that its line is read."""
    content = [ln for ln in lines if ln.text.strip()]
    categories = _categories(content)
    body = [ln for ln in content if ln.number not in categories]
    marked = [ln for ln in body if has_marker(ln.text)]
    if not marked or body[0] is not marked[0]:
        return None
    top = min(_indent(ln.text) for ln in marked)
    tops = [ln for ln in marked if _indent(ln.text) == top]
    heads = {ln.number: _item_head(body, k) for k, ln in enumerate(body) if ln in tops}
    if body[0] not in tops or 2 * sum(map(_names_affiliation, heads.values())) < len(tops):
        return None
    starts = {ln.number for ln in tops if ln is tops[0] or _names_affiliation(heads[ln.number])}
    blocks: list[list[Line]] = []
    pending: list[Line] = []
    for ln in content:
        if ln.number in categories:
            pending.append(Line(ln.number, ""))
        elif ln.number in starts:
            marker, text = strip_marker(ln.text.strip())
            blocks.append([*pending, Line(ln.number, text)])
            pending = []
        else:
            blocks[-1].extend([*pending, ln])
            pending = []
    if pending and blocks:
        blocks[-1].extend(pending)
    return [block_entry(b) for b in blocks]


#: A numbered reference's label ("[J4]", "[C12]", "[3]") before its first author.
_REFERENCE_LABEL = re.compile(r"^\[[A-Z]{0,3}\d{1,3}\]\s")
#: An author written surname first with initials ("Ramos, L.", "Chen, Y.-H.") or initials first ("K. O. Asante,").
_INITIALS_AUTHOR = re.compile(r"^(?:[A-Z][\w'’-]+,\s*(?:[A-Z]\.[\s-]?)+|(?:[A-Z]\.\s?)+[A-Z][\w'’-]+,)")


def looks_like_reference(text: str) -> bool:
    """Whether a line starts a reference, not an affiliation: a numbered label before an author (``[J4] Ramos,
    L.``), or an author with initials, a quoted title and a year on the line.

    >>> looks_like_reference('[J4] Ramos, L.*, and Okafor, M., 2023, "Topology of Things," J. Mech. Des.')
    True
    >>> looks_like_reference('Okafor, M. T., 2019, "Creep of Recycled Concrete," Mater. Struct., 52, p. 1.')
    True
    >>> looks_like_reference("2014–2020 Assistant Professor, Rensselaer Polytechnic Institute, Troy, NY")
    False
    >>> looks_like_reference('Thesis: "Creep of Recycled Concrete Under Sustained Loads", 2012')
    False
    """
    marker, cleaned = strip_marker(clean(text).strip())
    if _REFERENCE_LABEL.match(f"{marker} "):
        return bool(REFERENCE_START.match(cleaned))
    return bool(_INITIALS_AUTHOR.match(cleaned) and QUOTED_TITLE.search(cleaned) and YEAR.search(cleaned))


def listed_items(lines: Sequence[Line]) -> list[tuple[Line, ...]]:
    """The runs of numbered or bulleted items that hold a year in a prose section (a summary, a personal
    statement), each with the label line ending in a colon right above it ("Citations:"): the candidates for
    references cited inside prose, which the caller keeps only when they read as papers.

    >>> ls = [Line(1, "I study stroke imaging."), Line(2, "Citations:"),
    ...       Line(3, "1. Okafor M, Ruiz T. Gait after stroke. Brain. 2020;4(1):1-9."),
    ...       Line(4, "2. Ruiz T. Perfusion at night. Stroke. 2021;5:2-8."), Line(5, "- Teaching since 2015"),
    ...       Line(6, "More prose here.")]
    >>> [[ln.number for ln in run] for run in listed_items(ls)]
    [[2, 3, 4, 5]]
    """
    runs: list[tuple[Line, ...]] = []
    run: list[Line] = []
    for i, ln in enumerate(lines):
        marker, rest = strip_marker(clean(ln.text).strip())
        if marker and YEAR.search(rest):
            if not run and i > 0 and clean(lines[i - 1].text).strip().endswith((":", "：")):
                run.append(lines[i - 1])
            run.append(ln)
        elif run:
            runs.append(tuple(run))
            run = []
    return runs + ([tuple(run)] if run else [])


def _heads_references(text: str) -> bool:
    """An unrecognised heading right above references: short, no date, in capitals or ending in a colon."""
    cleaned = clean(MARKDOWN_HEADING.sub("", text)).strip()
    return (0 < len(cleaned.split()) <= 12 and not any(c.isdigit() for c in cleaned)
            and (cleaned.isupper() or cleaned.endswith((":", "：")) or bool(MARKDOWN_HEADING.match(text))))


def reference_runs(lines: Sequence[Line]) -> tuple[tuple[Line, ...], list[tuple[Line, ...]]]:
    """The lines of an education or positions section apart from the runs in it that are references (a list of
    papers under a heading that was not recognised, which would otherwise be read as the description of the
    affiliation above it and vanish): ``(affiliation lines, runs)``.  A run starts at a line that
    :func:`looks_like_reference` (with the heading-like line right above it) and holds the lines after it up to the
    next line that starts with a date.

    >>> ls = [Line(1, "2012–2018 Research Scientist, Argonne National Laboratory"),
    ...       Line(2, "REVIEWED ARTICLES IN ARCHIVAL VENUES"),
    ...       Line(3, '[A2] Okafor, M. T., and Brandt, P., 2022, "Seismic Response of'),
    ...       Line(4, 'Bridges," J. Struct. Eng., 148(3), p. 04021001.'),
    ...       Line(5, "2008–2012 Engineer, Arup, London")]
    >>> kept, runs = reference_runs(ls)
    >>> [ln.number for ln in kept], [[ln.number for ln in run] for run in runs]
    ([1, 5], [[2, 3, 4]])
    """
    kept: list[Line] = []
    runs: list[tuple[Line, ...]] = []
    run: list[Line] = []
    for ln in lines:
        if looks_like_reference(ln.text):
            if not run and kept and _kind_of_line(kept[-1].text) == "header" and _heads_references(kept[-1].text):
                run.append(kept.pop())
            run.append(ln)
        elif run and _kind_of_line(ln.text) not in ("dated_header", "year_first"):
            run.append(ln)
        else:
            if run:
                runs.append(tuple(run))
                run = []
            kept.append(ln)
    if run:
        runs.append(tuple(run))
    return tuple(kept), runs
