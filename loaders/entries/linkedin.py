"""LinkedIn's "Save to PDF" profile export: a sidebar, then the main column.

The export sets a narrow sidebar first (``Contact``, ``Top Skills``, ``Languages``, ``Certifications``,
``Honors-Awards``, ``Publications``, ``Patents``), then the main column: the owner's name (in bold), a headline, a
place, and the ``Summary``, ``Experience`` and ``Education`` sections.  Two things follow from the layout:

- the sidebar's last section runs on to the owner's name: the name and the lines under it (headline, place) are
  the title block of the main column, not entries of that section;
- the sidebar's ``Publications`` are titles alone, each wrapped over short lines.  The section says they are the
  owner's publications, so each title is a paper of the owner's, but the export names no author: the paper is
  recorded with no author list (``notes`` say so) and nobody is invented, the owner included (the owner is linked
  to it as its lister, as any work listed without authors).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from loaders.entries.repair import looks_like_name, strip_markup
from loaders.entries.sections import Line, Section, classify_heading
from loaders.model import PaperRecord, Span

#: The profile's address line, which only the export writes ("www.linkedin.com/in/jane-doe (LinkedIn)").
_PROFILE_URL = re.compile(r"(?i)linkedin\.com/in/(?P<slug>[\w-]*)|\(LinkedIn\)\s*$")
#: The headings of the sidebar that the section table does not name.
_SIDEBAR_HEADINGS = re.compile(r"(?i)contact|top skills|certifications|honors-awards|languages|publications|patents")
#: A bold line, whole: the owner's name at the top of the main column.
_BOLD_LINE = re.compile(r"\*\*[^*]+\*\*")
#: Words a wrapped title line cannot end on: the title goes on in the next line.
_OPEN_END = re.compile(r"(?i)(?:\b(?:a|an|the|of|for|in|on|at|to|and|or|with|from|by|via|using|into|towards?|under"
                       r"|between|as|its|their|through|over|without|versus|vs\.?|is|are)|[:,;/–-])\s*$")


def is_linkedin_export(lines: Sequence[str]) -> bool:
    """Whether ``lines`` are LinkedIn's PDF export of a profile: ``Contact`` first, the profile's address in it.

    >>> is_linkedin_export(["**Contact**", "jane@x.com", "www.linkedin.com/in/jane-doe (LinkedIn)", "**Top Skills**"])
    True
    >>> is_linkedin_export(["Jane Doe", "Contact: jane@x.com", "www.linkedin.com/in/jane-doe"])
    False
    """
    written = [strip_markup(line).strip() for line in lines[:40] if line.strip()][:12]
    return bool(written) and written[0].lower() == "contact" and any(_PROFILE_URL.search(t) for t in written[1:])


def _slug(lines: Sequence[str]) -> str:
    """The profile's address name ("jane-doe"), joined when the sidebar wrapped it after a hyphen."""
    for k, line in enumerate(lines[:12]):
        m = _PROFILE_URL.search(line)
        if m and m.group("slug") is not None:
            slug = m.group("slug")
            if slug.endswith("-") and k + 1 < len(lines):
                slug += re.match(r"[\w-]*", lines[k + 1].strip()).group(0)
            return slug.lower()
    return ""


def _folded(text: str) -> str:
    """A name as an address writes it: ASCII, lower case, words joined by hyphens ("Sofía Ruiz" -> "sofia-ruiz")."""
    ascii_text = unicodedata.normalize("NFKD", strip_markup(text)).encode("ascii", "ignore").decode()
    return "-".join(re.findall(r"[a-z0-9]+", ascii_text.lower()))


def main_column_start(lines: Sequence[str]) -> int | None:
    """The 1-based line where the main column begins (the owner's name: a bold line that is no heading, or the
    name the profile's address spells), or None when ``lines`` are no LinkedIn export or no such line is found.

    >>> main_column_start(["**Contact**", "www.linkedin.com/in/jane-doe (LinkedIn)", "**Publications**",
    ...                    "Sparse coding of odours", "**Jane Doe**", "Engineer at Acme", "**Experience**"])
    5
    >>> main_column_start(["Contact", "www.linkedin.com/in/jane-doe-5a1b2c", "Publications", "A study of bees",
    ...                    "Jane Doe", "Engineer at Acme", "Experience"])
    5
    """
    if not is_linkedin_export(lines):
        return None
    slug = _slug(lines)
    for number, line in enumerate(lines[1:], start=2):
        text = strip_markup(line).strip()
        if not text or _SIDEBAR_HEADINGS.fullmatch(text) or classify_heading(line) is not None:
            continue
        folded = _folded(text)
        if _BOLD_LINE.fullmatch(line.strip()) or (len(folded) > 3 and slug.startswith(folded)):
            return number
    return None


def split_sidebar(sections: Sequence[Section], lines: Sequence[str]) -> tuple[Section, ...]:
    """The sections of a LinkedIn export with the sidebar's last section ended at the owner's name: the name and
    the lines under it, to the next heading, are a ``profile`` section (the main column's title block).

    >>> text = ["**Contact**", "www.linkedin.com/in/jane-doe (LinkedIn)", "**Publications**", "A study of bees",
    ...         "**Jane Doe**", "Engineer at Acme", "**Experience**", "Acme"]
    >>> sections = (Section("profile", None, None, (Line(1, text[0]), Line(2, text[1]))),
    ...             Section("publications", "**Publications**", 3, tuple(Line(n, text[n - 1]) for n in (4, 5, 6))),
    ...             Section("experience", "**Experience**", 7, (Line(8, "Acme"),)))
    >>> [(s.name, [ln.number for ln in s.lines]) for s in split_sidebar(sections, text)]
    [('profile', [1, 2]), ('publications', [4]), ('profile', [5, 6]), ('experience', [8])]
    """
    start = main_column_start(lines)
    if start is None:
        return tuple(sections)
    out: list[Section] = []
    for section in sections:
        before = tuple(ln for ln in section.lines if ln.number < start)
        after = tuple(ln for ln in section.lines if ln.number >= start)
        if before and after:
            out += [Section(section.name, section.heading, section.heading_line, before),
                    Section("profile", None, None, after)]
        else:
            out.append(section)
    return tuple(out)


def is_sidebar_list(section: Section, lines: Sequence[str]) -> bool:
    """Whether ``section`` is the sidebar's list of publications of a LinkedIn export (titles alone)."""
    start = main_column_start(lines)
    return (section.name == "publications" and start is not None and bool(section.lines)
            and section.lines[-1].number < start)


def wrapped_titles(section_lines: Sequence[Line]) -> list[tuple[Line, ...]]:
    """The titles of a sidebar list, each wrapped over short lines: a title begins on a line that starts with a
    capital letter or a digit, unless the line before ends on a word that needs more ("for", "of", "a", ":").

    >>> lines = [Line(n, t) for n, t in enumerate(["Deep learning for", "MRI reconstruction", "A study",
    ...                                           "of bees", "Bees in Winter"], start=1)]
    >>> [" ".join(ln.text for ln in t) for t in wrapped_titles(lines)]
    ['Deep learning for MRI reconstruction', 'A study of bees', 'Bees in Winter']
    """
    titles: list[list[Line]] = []
    for line in section_lines:
        text = strip_markup(line.text).strip()
        if not text:
            continue
        starts = bool(re.match(r"[\"“‘(]?[A-Z0-9À-ÞΑ-Ω]", text))
        if titles and (not starts or _OPEN_END.search(strip_markup(titles[-1][-1].text))):
            titles[-1].append(line)
        else:
            titles.append([line])
    return [tuple(t) for t in titles]


def parse_listed_title(title_lines: Sequence[Line], source: str) -> PaperRecord:
    """A title the owner lists alone: a paper with no author list, venue or year (nobody is invented).

    >>> r = parse_listed_title([Line(4, "Sparse coding of"), Line(5, "odours in the fly")], "cv.pdf")
    >>> r.title, r.authors, r.venue, r.year, r.notes, (r.span.start_line, r.span.end_line)
    ('Sparse coding of odours in the fly', (), None, None, ('no author list',), (4, 5))
    """
    title = re.sub(r"(?<=\w)- (?=[a-z])", "-", " ".join(strip_markup(ln.text).strip() for ln in title_lines))
    span = Span(source, title_lines[0].number, title_lines[-1].number)
    return PaperRecord(title=title.strip(" .,;"), authors=(), venue=None, year=None, status=None, span=span,
                       notes=("no author list",), raw="\n".join(ln.text for ln in title_lines))


#: A LinkedIn profile page's publication (saved as PDF from the browser, not the export): the title in bold (over
#: lines), "Venue · Date", "Show publication", a description, then "Other authors" and a name a line.
_VENUE_DATE = re.compile(r"(?P<venue>.+?)\s+·\s+(?:[A-Z][a-z]{2,8}\s+(?:\d{1,2},\s+)?)?(?P<year>(?:19|20)\d{2})\s*")
_SHOW = re.compile(r"(?i)show publication\W*")


def profile_page_publications(lines: Sequence[str], source: str) -> list[PaperRecord]:
    """The publications of a LinkedIn profile page saved from the browser, or none when ``lines`` hold fewer than
    two: each a title in bold over one line or two, "Venue · Date" under it, and the page's own lines under it
    ("Show publication", a description, "Other authors" with a name a line), up to a blank line or a heading. A
    bold line over "Place · Year" without them (a CV's degree, talk or award) is none. The page names its owner's co-authors, not the owner (the
    owner lists the work, as any work listed without the owner's name).

    >>> page = ["**Publications**", "**Sepsis alerts in practice: a stepped-wedge evaluation**",
    ...         "Critical Care Medicine · Jan 2025", "Show publication ↗", "Other authors", "Marcelo Antunes",
    ...         "Juliana Lima", "**Federated learning for multi-hospital mortality prediction**",
    ...         "IEEE Journal of Biomedical and Health Informatics · Sep 2022", "Show publication ↗"]
    >>> [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in profile_page_publications(page, "p.pdf")]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('Sepsis alerts in practice: a stepped-wedge evaluation', ['Marcelo Antunes', 'Juliana Lima'],
      'Critical Care Medicine', 2025),
     ('Federated learning for multi-hospital mortality prediction', [], 'IEEE Journal of Biomedical and Health
      Informatics', 2022)]
    >>> profile_page_publications(["**PhD in Computer Science**", "Stanford University · 2021", "**BSc in Maths**",
    ...                            "Tsinghua University · 2016", "## Publications"], "cv.md")
    []
    """
    from loaders.entries.citations import author_mention     # (citations imports this module's neighbours)

    found: list[PaperRecord] = []
    if sum(line.strip() == "Other authors" or bool(_SHOW.fullmatch(line.strip())) for line in lines) < 2:
        return found        # (every document is asked: the page's own lines, a plain test first)
    k = 0
    while k < len(lines):
        text = lines[k].strip()
        # the title: a bold line (or two, the first left open), with "Venue · Date" under it
        title_lines = 2 if (text.startswith("**") and not text.endswith("**") and k + 2 < len(lines)
                            and lines[k + 1].strip().endswith("**")) else 1
        date = _VENUE_DATE.fullmatch(lines[k + title_lines].strip()) if k + title_lines < len(lines) else None
        if not (text.startswith("**") and date):
            k += 1
            continue
        title = strip_markup(" ".join(ln.strip() for ln in lines[k:k + title_lines])).strip()
        end = k + title_lines + 1
        names: list[str] = []
        marked = False      # the page's own lines under a publication: "Show publication", "Other authors"
        while end < len(lines) and not lines[end].strip().startswith(("**", "#")) and lines[end].strip():
            marked = marked or bool(_SHOW.fullmatch(lines[end].strip()))
            if lines[end].strip() == "Other authors":
                marked = True
                n = end + 1
                while n < len(lines) and looks_like_name(lines[n].strip()):
                    names.append(lines[n].strip())
                    n += 1
                end = n
                break
            end += 1
        if not marked:
            k += 1
            continue
        span = Span(source, k + 1, end)
        found.append(PaperRecord(
            title=title, authors=tuple(m for rank, name in enumerate(names, start=1)
                                       if (m := author_mention(name, span, rank=rank))),
            venue=strip_markup(date.group("venue")).strip(), year=int(date.group("year")), status="published",
            span=span, notes=() if names else ("no author list",), raw="\n".join(lines[k:end]), reader="linkedin"))
        k = end
    return found if len(found) >= 2 else []
