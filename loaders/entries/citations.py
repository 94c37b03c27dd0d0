"""Formatted citations (one entry of a CV's publication list) to :class:`PaperRecord`.

The anchor is the quoted title: authors come before it, venue, year, status and notes after it.  Two styles of
what follows are read: a parenthesised group (``(Sigmetrics 2023, CCF-B, 清华 A 类)``, ``(under review, 2024)``)
and running text (``in the *Proceedings of ...* (NSDI '25), Philadelphia, PA, USA, April 2025.``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from dataclasses import replace

from loaders.model import LoadFailure, PaperRecord, PersonMention, Span
from loaders.references.authors import CAPITAL, SHORT_GIVEN, join_inverted_first
from loaders.entries.patterns import (ANNOTATION, ARXIV_ID, AUTHOR_ROLE_NOTE, CJK, DATE, DBLP_REFERENCE, DOI,
                                      EDITED_BY, ELSEVIER_TAIL, ET_AL, HEADED_TO, GBT_PLACE_PUBLISHER, GBT_TYPE_MARK,
                                      INITIALS_FIRST_NAME, LINK_TITLE, MARKDOWN_HEADING, ON_BEHALF,
                                      OTHER_STATUS, PLACE_PUBLISHER_YEAR, QUOTED_TITLE, SHORT_YEAR, STATUS,
                                      STATUS_WORDS, YEAR, ZH_STATUS)
from loaders.entries.repair import (TEXT_CACHE, is_word, join_wrapped, latex_debris_out, looks_like_name,
                                    normalize_punctuation, strip_marker, strip_markup, superscript_marks_out)

# (the "and" of Spanish, Portuguese, Italian and French after an initial: "GARCÍA, M. y RUIZ, F.", "Silva, J. e
# Santos, M.", "Dubois, H. et Lefèvre, A."; not inside a family name, "Costa e Silva", "Ramón y Cajal"; "et al."
# closes a list; not German "und", which German titles write after an author's colon)
_AUTHOR_SPLIT = re.compile(r"\s*(?:,|;|，|、|；)(?:(?<=\.,)\s*(?:y|e|et)\s+(?!al\b)|\s*(?:and\s+|&\s*)?)|\s+(?:and|&)\s+"
                           r"|(?<=\.)\s+(?:y|e|et(?!\s+al\b))\s+")
_EQUAL_MARK = re.compile(r"(?:\s*(?:\\?\*|†|‡|§|¶|#|＊|\^\{?\*\}?))+$")
_MARKED = re.compile(r"^\s*(?:\*\*|__|<b>|<strong>)(.+?)(?:\*\*|__|</b>|</strong>)\s*$", re.IGNORECASE)
_TAG = re.compile(r"\s*\[[^\]]*\]\s*$")
_EMPH = re.compile(r"\*(?!\*)([^*]+)\*|_([^_]+)_")
_IN = re.compile(r"^\s*(?:in|In|IN|en|em)\s+(?!(?:prensa|preparaci[oó]n|preparation|press|revisi[oó]n|revis[aã]o)\b)"
                 r"(?:the\s+)?")
_YEAR_AFTER_NAMES = re.compile(r"(?<!\b[A-Z])[\s,.]*[(（]?(?:19|20)\d{2}[a-z]?[)）]?[\s,.:]*$")
_GLOSS = re.compile(r"^(?P<name>[^()（）]+?)\s*[(（](?:[\u4e00-\u9fff·]{2,6}|[A-Z][a-z]+(?:[ -][A-Z]?[a-z]+){1,3})[)）]"
                    r"(?P<mark>\s*(?:\\?\*|†|‡)*)\s*$")

# the patterns of author_mention and _doubtful_authors, compiled once (they run on every name of every list)
_BOLD_TAG = re.compile(r"<b>|<strong>", re.IGNORECASE)
_HTML_TAG = re.compile(r"<[^>]*>?")
_NOT_A_NAME = re.compile(r"[<>=]|://|javascript:", re.IGNORECASE)     # (no [a-z]+ before ://: quadratic)
# (or a given name cut to two letters of one sound: "Farkas Zs.", "Smirnova O. Yu.")
_ENDS_INITIAL = re.compile(rf"(?:^|[\s.,-])(?:[{CAPITAL}]|{SHORT_GIVEN}|Y[aeou])$")
# ... which keeps its full stop (Russian's Yu, Ya only after another initial: "Wei Yu." ends a list)
_SHORT_GIVEN_LAST = re.compile(rf"(?:^|\s)(?:{SHORT_GIVEN})\.$|[A-Z]\.\s+Y[aeou]\.$")
_ENDS_INITIALS_BARE = re.compile(rf"(?:^|\s)[{CAPITAL}]\s+[{CAPITAL}]$")
_DOTTED_INITIALS = re.compile(r"(?:[A-Z]\.-?)+")
_DIGIT_WORD = re.compile(r"(?:^|\s|\()\d")
_ET_AL = re.compile(r"\bet\.?\s*al\b")


def split_authors(text: str, span: Span, role: str = "author") -> tuple[tuple[PersonMention, ...], bool]:
    """Split an author list into mentions, in order; the flag says whether it was truncated (et al.).

    Markup marks the owner (``**Z. Ye**``); an asterisk or dagger after a name marks equal contribution.

    Examples
    --------
    >>> ms, et_al = split_authors("Q. Hu, **Z. Ye**, Z. Wang, *et al.*", Span("a", 1, 1))
    >>> [(m.text, m.rank, m.marked) for m in ms], et_al
    ([('Q. Hu', 1, False), ('Z. Ye', 2, True), ('Z. Wang', 3, False)], True)
    >>> ms, _ = split_authors(r"Qizhen Weng\\*, Lingyun Yang\\*, Yinghao Yu, and Liping Zhang", Span("a", 1, 1))
    >>> [(m.text, m.equal_contribution) for m in ms]
    [('Qizhen Weng', True), ('Lingyun Yang', True), ('Yinghao Yu', False), ('Liping Zhang', False)]
    >>> [m.text for m in split_authors("W. Gao, P. Sun, T. Zhang, and Y. Wen", Span("a", 1, 1))[0]]
    ['W. Gao', 'P. Sun', 'T. Zhang', 'Y. Wen']
    >>> ms, et_al = split_authors("Y. Liu et al.,", Span("a", 1, 1))
    >>> [m.text for m in ms], et_al
    (['Y. Liu'], True)
    """
    text = latex_debris_out(text)
    text, bold = _unbold(text)
    mentions: list[PersonMention] = []
    et_al = False
    pieces = _AUTHOR_SPLIT.split(text)
    for k in range(1, len(pieces)):             # a venue run on after the last name ends the list there
        cut = _name_prefix(pieces[k])
        if cut != pieces[k]:
            pieces = pieces[:k] + [cut]
            break
    for piece in pieces:
        raw = piece.strip()
        if not raw or raw.lower() in ("and", "&", "和", "与"):
            continue
        plain = strip_markup(raw)
        if re.match(r"(?i)\W*et\.?\s*al\b", plain):
            et_al = True
            if ET_AL.sub("", plain).strip(" .,;:*"):
                break                                 # "et al. — a note": the list ends there
            continue                                  # "A, B, et al., Z" (the last author after the gap)
        found = ET_AL.search(plain)
        # "et al." alone, or ending a name ("Y. Liu et al.", IEEE's form): the list is truncated there
        if found and (len(plain.split()) <= 3 or not plain[found.end():].strip(" .,;:*")):
            et_al = True
            rest = ET_AL.sub("", plain).strip()
            if not rest:
                continue
            raw = rest
        mention = author_mention(raw, span, role, len(mentions) + 1)
        if mention is None:
            continue
        if not mention.marked and _bare(mention.text) in bold:
            mention = replace(mention, marked=True, raw=f"**{raw}**")
        if mentions and re.fullmatch(r"(?:Jr|Sr|II|III|IV)\.?", mention.text):
            prev = mentions.pop()
            mention = PersonMention(text=f"{prev.text}, {mention.text}", span=span, role=role, raw=raw,
                                    rank=prev.rank, marked=mention.marked or prev.marked,
                                    equal_contribution=mention.equal_contribution)
        mentions.append(mention)
    if len(mentions) >= 2 and len(join_inverted_first([m.text for m in mentions])) < len(mentions):
        # Chicago's and MLA's inverted first author ("Rosen, David, Elena Marchetti, and Sarah K. Webb")
        return _first_two_joined(mentions), et_al
    return tuple(mentions), et_al


def _first_two_joined(mentions: Sequence[PersonMention]) -> tuple[PersonMention, ...]:
    """An author list whose first two mentions are one inverted name ("Rosen", "David"): joined as one, the ranks
    after it one less."""
    first, given = mentions[0], mentions[1]
    joined = PersonMention(text=f"{first.text}, {given.text}", span=first.span, role=first.role,
                           raw=f"{first.raw}, {given.raw}", rank=1, marked=first.marked or given.marked,
                           equal_contribution=first.equal_contribution or given.equal_contribution)
    return (joined, *(replace(m, rank=m.rank - 1) for m in mentions[2:]))


def _name_key(text: str) -> str:
    return " ".join(strip_markup(text).replace(".", " ").split()).casefold()


def join_known_inverted(papers: Sequence[PaperRecord], names: Iterable[str] = ()) -> list[PaperRecord]:
    """The papers with an inverted first author that an author list split at its comma joined again, where the CV
    writes that person's name given name first elsewhere (in another entry's list, or as the owner's name in
    ``names``): "García Lorenzo, María Teresa, and Ana Ruiz Pérez" is two authors when "María Teresa García
    Lorenzo" is a name of the CV, though two words before two words are as often two names (:func:`split_authors`
    cannot tell them apart from the list alone).

    >>> s = Span("a", 1, 1)
    >>> one = PaperRecord("T", split_authors("García Lorenzo, María Teresa, and Ana Ruiz Pérez", s)[0], None, None, None, s)
    >>> two = PaperRecord("U", split_authors("Ana Ruiz Pérez and María Teresa García Lorenzo", s)[0], None, None, None, s)
    >>> [m.text for m in join_known_inverted([one, two])[0].authors]
    ['García Lorenzo, María Teresa', 'Ana Ruiz Pérez']
    >>> [m.text for m in join_known_inverted([one])[0].authors]      # nothing else says so: as the list says
    ['García Lorenzo', 'María Teresa', 'Ana Ruiz Pérez']
    """
    known = {_name_key(n) for n in names} | {_name_key(m.text) for p in papers for m in p.authors
                                             if "," not in m.text and len(m.text.split()) >= 3}
    out = []
    for paper in papers:
        ms = paper.authors
        if len(ms) >= 2 and "," not in ms[0].text + ms[1].text and ms[0].raw != ms[1].raw \
                and _name_key(f"{ms[1].text} {ms[0].text}") in known and len(f"{ms[1].text} {ms[0].text}".split()) >= 3:
            paper = replace(paper, authors=_first_two_joined(ms))
        out.append(paper)
    return out


_AFTER_NAME = re.compile(r"\s+(?=(?:[A-Z]{2,}|Proc\.|Proceedings|In\s|Journal|IEEE|ACM|arXiv|\(|\d|[\u4e00-\u9fff—–-]))")


def _name_prefix(piece: str) -> str:
    """The last piece of an author list with what runs on after the name cut off ("Yongdae Kim Proceedings of
    ...", "Si Liu ICML"): only when the piece is no name and its first words are one.

    >>> _name_prefix("Yongdae Kim Proceedings of the 22nd ACM CCS"), _name_prefix("Ludwig van Beethoven")
    ('Yongdae Kim', 'Ludwig van Beethoven')
    >>> _name_prefix("Tianqi Chen. **Spotlight**")      # a distinction after the list: no part of the name
    'Tianqi Chen'
    """
    plain = strip_markup(piece).strip()
    name, dot, after = plain.rpartition(". ")
    if dot and ANNOTATION.match(after) and _is_name(name.strip(" *†‡")):
        return name
    if not plain or looks_like_name(plain.strip(" .,*†‡")) or ET_AL.search(plain):
        return piece
    m = _AFTER_NAME.search(plain)
    if m and 1 <= len(plain[:m.start()].split()) <= 4 and _is_name(plain[:m.start()].strip(" *†‡")):
        return plain[:m.start()]
    return piece


def _bare(name: str) -> str:
    return strip_markup(name).strip(" ,;:*†‡#.\\")


def _unbold(text: str) -> tuple[str, set[str]]:
    """An author list with its bold delimiters off (paired as a reader pairs them: ``**Zeren Chen*** ,`` is the
    bold name "Zeren Chen" and an equal-contribution mark), and the names it set in bold.

    >>> text, bold = _unbold("**Zeren Chen*** , **Ann Li,** Bo Wu")
    >>> text, sorted(bold)
    ('Zeren Chen* , Ann Li, Bo Wu', ['Ann Li', 'Zeren Chen'])
    """
    if "**" not in text and "__" not in text:
        return text, set()
    runs = [r for r in emphasis_runs(text.replace("__", "**")) if r[0] == "bold"]
    bold = {_bare(p) for _, _, _, inner in runs for p in _AUTHOR_SPLIT.split(inner) if _bare(p)}
    cut = {k for _, start, end, _ in runs for k in (start, start + 1, end - 2, end - 1)}
    plain = "".join(c for k, c in enumerate(text) if k not in cut)
    return re.sub(r"\*\*|__", "", plain), bold      # a delimiter without its pair (the list cut out of a bold run)


def author_mention(raw: str, span: Span, role: str = "author", rank: int = 1) -> PersonMention | None:
    """One name of an author list as a mention: markup off (bold marks the owner), an asterisk or dagger after it
    marks equal contribution; None when nothing is left.

    >>> m = author_mention("**Liu, Y.**", Span("a", 1, 1))
    >>> m.text, m.marked, author_mention("Lingyun Yang*", Span("a", 1, 1)).equal_contribution
    ('Liu, Y.', True, True)
    >>> m = author_mention("`Zhiwei Xu (许志伟)`*", Span("a", 1, 1))
    >>> m.text, m.equal_contribution
    ('Zhiwei Xu', True)
    >>> author_mention("Han G R.", Span("a", 1, 1)).text, author_mention("Smith, J. R.", Span("a", 1, 1)).text
    ('Han G R', 'Smith, J. R.')
    >>> m = author_mention("Xiangyang Li†.", Span("a", 1, 1))
    >>> m.text, m.equal_contribution
    ('Xiangyang Li', True)
    """
    marked = bool(_MARKED.match(raw)) or bool(_BOLD_TAG.search(raw))
    name = _HTML_TAG.sub(" ", strip_markup(raw))      # HTML tags and what is left of them are markup
    if _NOT_A_NAME.search(name):
        return None                                         # never a person: "<img src=x onerror=..."
    gloss = _GLOSS.match(name)      # "Zhiwei Xu (许志伟)", "许志伟 (Zhiwei Xu)": the form the list writes first
    if gloss:
        name = gloss.group("name") + gloss.group("mark")
    name = name.rstrip(" .,:;") if _EQUAL_MARK.search(name.rstrip(" .,:;")) else name   # "Li†." closing the list
    equal = bool(_EQUAL_MARK.search(name))
    name = _EQUAL_MARK.sub("", name).strip()
    name = strip_markup(name).strip(" .,:;")
    if _ENDS_INITIAL.search(name) and raw.rstrip(" *†‡\\").endswith(".") and not _ENDS_INITIALS_BARE.search(name):
        name += "."     # an initial keeps its period: "Liu, Y." (not after initials written without: "Han G R.")
    if name.endswith(" .") or (name.endswith(".") and len(name.split()[-1]) > 2
                               and not _DOTTED_INITIALS.fullmatch(name.split()[-1])
                               and not _SHORT_GIVEN_LAST.search(name)):
        name = name.rstrip(".")
    if not name:
        return None
    return PersonMention(text=name, span=span, role=role, raw=raw, rank=rank, marked=marked,
                         equal_contribution=equal)


def _year(text: str) -> int | None:
    years = [int(m.group(0)) for m in YEAR.finditer(text)]
    if years:
        return years[-1]
    m = SHORT_YEAR.search(text)
    return 2000 + int(m.group("yy")) if m else None


def _split_top(text: str) -> list[str]:
    """Split on commas (ASCII or full-width) that are outside parentheses.

    >>> _split_top("電子工程學刊，第 35 卷, (a, b)")
    ['電子工程學刊', '第 35 卷', '(a, b)']
    """
    parts, depth, buf = [], 0, ""
    for ch in text:
        if ch in "([（":
            depth += 1
        elif ch in ")]）" and depth:
            depth -= 1
        if ch in ",，" and depth == 0:
            parts.append(buf)
            buf = ""
        else:
            buf += ch
    parts.append(buf)
    return [p.strip() for p in parts if p.strip()]


#: A journal's volume (and issue) after its name, a number that is no year: "Expert Systems with Applications 207",
#: "Transport Policy 98 (2)".
_VOLUME_END = re.compile(r"\s+(?!(?:19|20)\d{2}\b)\d{1,4}(?:\s*\(\d{1,4}\))?$")


#: The words of a work's status in English (:data:`~loaders.entries.patterns.STATUS_WORDS`), R&R among them, and
#: the "in review" and "in revision" that stand in brackets where an author-date style puts the year ("Li AB, Wu CD
#: (in review) Title. J Abbrev"; here only, where a status stands alone: in running text they may be a title's words).
_STATUS_WORDS = STATUS_WORDS + r"|R\s?&\s?R(?!\w)|in review|in revision"
_ZH_STATUS = ZH_STATUS
#: A status named as written to the loaders' own names: a resubmission invited is a work under review.
_RESUBMIT = re.compile(r"(?i)resubmit|^r\s?&\s?r$|^(?:major|minor) revisions?$")


def status_name(written: str) -> str:
    """The loaders' name of a status as written (lower case; "submitted" is "in submission", an invitation to
    revise and resubmit is "under review").

    >>> status_name("Submitted"), status_name("Revise and resubmit"), status_name("R&R"), status_name("In press")
    ('in submission', 'under review', 'under review', 'in press')
    >>> status_name("in review"), status_name("In revision")
    ('under review', 'under revision')
    >>> status_name("Major revision")
    'under review'
    """
    status = written.lower()
    if status in ("submitted", "under submission"):
        return "in submission"
    if status in ("in review", "in revision"):
        return "under " + status[3:]
    return "under review" if _RESUBMIT.search(status) else status
#: A status that stands before the venue, or for it: "Under review at", "Submitted to", "preprint (2024),",
#: "in preparation."
_STATUS_LEAD = re.compile(
    # a bilingual CV writes the status twice, Chinese first: "修改后重投 Revise and resubmit, Journal"
    rf"^(?:(?:{'|'.join(_ZH_STATUS)})\s*)?(?:under submission|accepted for publication|preprint|{_STATUS_WORDS})"
    r"(?:\s*\((?P<year>(?:19|20)\d{2})\))?(?:\s+(?:at|to|in|with|for)\s+|\s*[,.;:]\s*|\s*$)",
    re.IGNORECASE)


#: biblatex's standard style for an online preprint after its title: the year, then "Server: id [class]" (its
#: eprint field, the id often a link), and nothing else.
_BIBLATEX_EPRINT = re.compile(r"^(?P<year>(?:19|20)\d{2})[a-z]?\.\s+(?P<server>arXiv|bioRxiv|medRxiv|SSRN|HAL)\s*:\s+"
                              r"(?:\[[^\]\s]+(?:\s*\[[^\]]*\])?\]\([^()\s]*\)|\S+(?:\s*\[[^\]]*\])?)[\s.]*$")


def _status_lead_off(rest: str) -> tuple[str, int | None]:
    """``rest`` without the status it starts with, and the year in brackets after that status.

    >>> _status_lead_off("Submitted to *Ecology Letters*"), _status_lead_off("Science, 2020")
    (('*Ecology Letters*', None), ('Science, 2020', None))
    >>> _status_lead_off("Preprint, 2026")
    ('Preprint, 2026', None)
    """
    m = _STATUS_LEAD.match(strip_markup(rest) if rest.startswith(("*", "_")) else rest)
    after = rest[m.end():] if m else ""
    if m is None or rest.startswith(("*", "_")) or after.strip() and not re.search(r"[^\W\d_]", after):
        return rest, None       # (a status and a year alone, "Preprint, 2026", name no venue either way)
    return rest[m.end():], int(m.group("year")) if m.group("year") else None


def status_of(m: re.Match[str]) -> str:
    """The status a match of :data:`STATUS` names, by the loaders' names ("in press", "accepted", ...), whatever its
    language.

    >>> status_of(STATUS.search("(im Druck)")), status_of(STATUS.search("在投")), status_of(STATUS.search("R&R"))
    ('in press', 'in submission', 'under review')
    """
    if m.group("status") or m.group("rr"):
        return status_name(m.group("status") or m.group("rr"))
    return _ZH_STATUS[m.group("zh")] if m.group("zh") else OTHER_STATUS[m.group("other").lower()]


#: A thesis named as the kind of work where a venue stands ("Ph.D. dissertation", "PhD diss.", "Master's thesis").
_THESIS_KIND = re.compile(r"(?i)(?:(?:ph\.?\s?d\.?|doctoral|master'?s?|m\.?\s?(?:sc|a|s|phil)\.?|diploma|habilitation|"
                          r"licentiate|bachelor'?s?|honou?rs)\s+)?(?:thesis|dissertation|diss\.?|th[eè]se|tese|tesis|tesi"
                          r"|doktorarbeit|disserta[çc][ãa]o)(?:\s+(?:de|di)\s+(?:doctorat|doutorado|doctorado|dottorato|"
                          r"mestrado|maestr[ií]a|laurea|master))?(?:\s*\([^()]*\))?")
#: A university, in the languages' words, before an institute or a school where a thesis names both.
_UNIVERSITY = re.compile(r"(?i)\buniv|大学|大學")
#: A university (or school) named in a thesis's reference.
_SCHOOL = re.compile(r"(?i)\b(?:universit\w*|univ\.|universida\w*|uniwersytet\w*|institut\w*|istituto|college|[ée]cole"
                     r"|escuela|politecnico|polytechni\w*|hochschule)|大学|大學|学院|學院|研究[院所]")


#: APA 7's thesis: the kind and the school in brackets after the title ("[Doctoral dissertation, McMaster University]").
_APA_THESIS = re.compile(r"\[(?:[^\],]*(?i:thesis|dissertation)),\s*(?P<school>[^\]]{3,120})\]")
#: A name, then a dash and the school's words: "Technion – Israel Institute of Technology".
_NAME_BEFORE_DASH = re.compile(r"[A-ZÀ-Þ][\w'’-]+(?: [A-ZÀ-Þ][\w'’-]+){0,2} [–—] (?=.*(?i:univ|institut))")


def thesis_venue(venue: str | None, text: str) -> str | None:
    """The venue of a thesis: the university the reference names after the kind of work, where the venue read is
    that kind ("Ph.D. dissertation, Dept. Elect. Eng., Stanford University, Stanford, CA, USA, 2015"); the venue
    as it is otherwise.

    >>> thesis_venue("Ph.D. dissertation", "Li, “Title,” Ph.D. dissertation, Dept. Elect. Eng., Stanford University, "
    ...              "Stanford, CA, USA, 2015.")
    'Stanford University'
    >>> thesis_venue("PhD diss", "Li, A. 2019. Title. PhD diss., Universidad de Sevilla.")
    'Universidad de Sevilla'
    >>> thesis_venue("Dissertation", "Li, A. (2019): Title. Dissertation. Berlin: Springer."), thesis_venue("Nature", "")
    ('Dissertation', 'Nature')

    ABNT's year before the kind, a university before an institute; no venue read where the kind is written:

    >>> thesis_venue("2015. Tese (Doutorado em Saúde Pública)", "Li, A. Título. 2015. Tese (Doutorado em Saúde "
    ...              "Pública) - Instituto de Saúde Coletiva, Universidade Federal da Bahia, Salvador, 2015.")
    'Universidade Federal da Bahia'
    >>> thesis_venue(None, "Li, É.: Sémantique formelle. Thèse de doctorat, Université Paris-Saclay (2017)")
    'Université Paris-Saclay'
    >>> thesis_venue("MacSphere", "Li, P. (2014). Title [Doctoral dissertation, McMaster University]. MacSphere.")
    'McMaster University'
    >>> thesis_venue("M.Sc. thesis", "Y. Li, “Title,” M.Sc. thesis, Technion – Israel Institute of Technology (2012).")
    'Technion – Israel Institute of Technology'
    >>> thesis_venue("Ph.D. dissertation", "B. Li, “Title,” Ph.D. dissertation, Dept. Comput. Sci., Norwegian Univ. of "
    ...              "Science and Technology, Trondheim, Norway, 2018.")
    'Norwegian Univ. of Science and Technology'
    """
    if (apa := _APA_THESIS.search(text)) is not None and _SCHOOL.search(apa.group("school")):
        return apa.group("school").strip()     # APA 7: "[Doctoral dissertation, McMaster University]. MacSphere."
    if venue:
        if not _THESIS_KIND.fullmatch(re.sub(r"^(?:19|20)\d{2}[.,]\s*", "", venue.strip(" .,"))):
            return venue
        at = text.find(venue)
        after = text[at + len(venue):] if at >= 0 else text
    elif (kind := _THESIS_KIND.search(text)) is not None:
        after = text[kind.end():]
    else:
        return venue
    # (a dash parts the kind from the school, "Tese (Doutorado) - Instituto de ...", but not a name from its
    # gloss, "Technion – Israel Institute of Technology": one to three capitalised words before it)
    pieces = [piece for part in re.split(r"[,;]|\.\s+(?=[A-ZÀ-Þ])", after)
              for piece in ([part] if _NAME_BEFORE_DASH.match(part.strip()) else re.split(r"\s[–—-]\s", part))]
    parts = [re.sub(r"\s*\((?:19|20)\d{2}\)$", "", part.strip(" .–—-[]"))     # "Universität München (2014)"
             for part in pieces]
    schools = [part for part in parts if _SCHOOL.search(part) and len(part) <= 100
               and not re.match(r"(?i)(?:dept|department|faculty|school of|fakult)", part)]
    return next((part for part in schools if _UNIVERSITY.search(part)), schools[0] if schools else venue)


#: The language of a work in brackets after its title, before its venue: "(in Spanish)", "[in Russian]".
_LANGUAGE_LEAD = re.compile(r"(?i)^[(\[]\s*(?P<note>(?:in|written in)\s+[A-Z][a-z]+(?:\s+with\s+[^()\[\]]{3,40})?)\s*[)\]]"
                            r"[\s.,:;]*")
#: A book in Chinese title marks, after the words for "in" ("收錄於《Book》", "载于《Book》").
_CHINESE_BOOK = re.compile(r"^(?:收[錄录][於于]|[載载][於于]|[見见]|in\s)?\s*《([^《》]+)》()")


def parse_venue(rest: str) -> tuple[str | None, int | None, str | None, tuple[str, ...]]:
    """Venue as written, year, status and notes from what follows a citation's title.

    >>> parse_venue(". (Sigmetrics 2023, CCF-B, 清华 A 类) [AI 分布式训练相关]")
    ('Sigmetrics 2023', 2023, 'published', ('CCF-B', '清华 A 类', 'AI 分布式训练相关'))
    >>> parse_venue(". (under review, 2024) [容器网络相关]")
    (None, 2024, 'under review', ('容器网络相关',))
    >>> parse_venue(" in the *Proceedings of the 22nd USENIX Symposium on Networked Systems Design and "
    ...             "Implementation* (NSDI '25), Philadelphia, PA, USA, April 2025. (CCF-A, acceptance rate: 55/401=13.7%)")[:3]
    ("Proceedings of the 22nd USENIX Symposium on Networked Systems Design and Implementation (NSDI '25)", 2025, 'published')
    >>> parse_venue(" *ACM Computing Surveys*, 2024, *First author with equal contributions*.")
    ('ACM Computing Surveys', 2024, 'published', ('First author with equal contributions',))
    >>> parse_venue(" Expert Systems with Applications 207, 117921, 2022")[:2]
    ('Expert Systems with Applications', 2022)
    >>> parse_venue(" arXiv preprint arXiv:2407.02031, 2024.")[:3]
    ('arXiv preprint arXiv:2407.02031', 2024, 'preprint')

    A status before the venue is no part of it ("Under review at *Journal*", "preprint (2024), arXiv:...")

    >>> parse_venue(" Under review at *Work, Employment and Society*.")[:3]
    ('Work, Employment and Society', None, 'under review')
    >>> parse_venue(", preprint (2024), arXiv:2403.01234.")[:3], parse_venue(", in preparation.")[:3]
    (('arXiv:2403.01234', 2024, 'preprint'), (None, None, 'in preparation'))

    A preprint submitted to a journal names the journal as its venue, its status in submission (the journal is where
    the work is headed, as "Under review at X" names X; the preprint's number is kept apart, the arXiv id)

    >>> parse_venue(", arXiv:2402.11223 [hep-ex], submitted to Phys. Rev. D.")[:3]
    ('Phys. Rev. D', None, 'in submission')

    biblatex's "Year. arXiv: id [class]" after a preprint's title names the server as the venue

    >>> parse_venue(". 2023. arXiv: [2311.04567 [stat.ME]](https://arxiv.org/abs/2311.04567).")[:3]
    ('arXiv', 2023, 'preprint')

    A Chinese chapter's book in its title marks, after "in" ("收錄於《Book》"); a Chinese journal before its volume

    >>> parse_venue("，收錄於《無線通訊電路設計實務》，臺北：全華圖書，2019 年，頁 101–135。")[:2]
    ('無線通訊電路設計實務', 2019)
    >>> parse_venue("，電子工程學刊，第 35 卷，第 2 期，頁 45–58，2020 年。")[:2]
    ('電子工程學刊', 2020)

    A language in brackets before the venue; a Spanish chapter's "en" and its editors ("(dirs.)", "VV. AA.")

    >>> parse_venue(" (in Spanish). *Lingüística Española Actual* 40 (2): 201–29.")[:3]
    ('Lingüística Española Actual', None, 'published')
    >>> parse_venue(", en PÉREZ DE LA CRUZ, J. y ALONSO, C. (dirs.), *Estudios de Derecho*, Valencia, 2016, pp. 4-8.")[:2]
    ('Estudios de Derecho', 2016)
    >>> parse_venue(", en VV. AA., *Tratado de Derecho concursal*, t. III, Aranzadi, 2020, pp. 901-934.")[:2]
    ('Tratado de Derecho concursal', 2020)

    The editors of the book a chapter is in are no part of it ("Book Title. Edited by A. Editor, Press, 2019")

    >>> parse_venue(". Book Title of Essays. Edited by Alan Editor and Bea Editor, Press, 2019, pp. 10-30.")[:2]
    ('Book Title of Essays', 2019)
    """
    notes: list[str] = []
    tags: list[str] = []
    rest = rest.strip()
    while True:
        m = _TAG.search(rest)
        if not m:
            break
        tags.insert(0, m.group(0).strip()[1:-1].strip())
        rest = rest[:m.start()].rstrip()
    rest = rest.strip(" .,:;，、。")
    if (language := _LANGUAGE_LEAD.match(rest)) and rest[language.end():].strip():
        notes.append(language.group("note"))        # '"Title" (in Spanish). *Journal*': a note, not the venue
        rest = rest[language.end():].strip(" .,:;")
    venue: str | None = None
    status_m = STATUS.search(rest)
    status = status_of(status_m) if status_m else None
    book = PLACE_PUBLISHER_YEAR.match(rest)
    if book:                # a book's "(Place: Publisher, Year)" after its title: the publisher is the venue
        venue, year = book.group("publisher").strip(), int(book.group("year"))
        notes.extend(c.strip() for c in _split_top(rest[book.end():].strip(" .,;")) if c.strip())
    elif rest.startswith("(") or rest.startswith("（"):
        inner = rest[1:].split(")")[0].split("）")[0]
        after = rest[len(inner) + 2:]
        for comp in _split_top(normalize_punctuation(inner)):
            if STATUS.fullmatch(comp.strip()) or ANNOTATION.match(comp) or YEAR.fullmatch(comp):
                if ANNOTATION.match(comp):
                    notes.append(comp.strip())
                continue
            if venue is None:
                venue = strip_markup(comp)
            else:
                notes.append(comp)
        notes.extend(c for c in re.findall(r"\(([^)]*)\)", after))
        year = _year(inner) or _year(after)
    else:
        target = _PREPRINT_THEN_TARGET.match(rest)
        rest, lead_year = _status_lead_off(rest[target.end():] if target else rest)
        eprint = _BIBLATEX_EPRINT.match(rest)
        if eprint:      # biblatex's online entry: "2023. arXiv: 2311.04567 [stat.ME]": the server is the venue
            return eprint.group("server"), int(eprint.group("year")), "preprint", tuple(n for n in notes + tags if n)
        body = _IN.sub("", rest)
        editors = _EDITORS.match(body)
        if editors and body[editors.end():].strip():
            body = body[editors.end():]     # "in A. Editor (ed.), Book Title": the book is the venue, not its editor
        emph = re.match(r"^\*(?!\*)([^*]+)\*(\s*\([^)]*\))?", body) or _CHINESE_BOOK.match(body)
        if emph:
            venue = (emph.group(1) + (emph.group(2) or "")).strip()
            tail = body[emph.end():]
        else:
            plain = strip_markup(body)
            m = re.match(r"^([^,(]*\([^)]*\))", plain)
            venue = (m.group(1) if m else _split_top(plain)[0] if _split_top(plain) else plain).strip()
            tail = plain[len(venue):]
            volume = _VOLUME_END.search(venue)
            if volume and re.match(r"\s*,\s*[A-Za-z]?\d", tail) and len(venue[:volume.start()].split()) >= 2:
                venue = venue[:volume.start()]      # Google Scholar's "Journal 207, 117921, 2022": no volume
        for m in _EMPH.finditer(tail):
            notes.append((m.group(1) or m.group(2)).strip())
        for m in re.finditer(r"\(([^)]*)\)", tail):
            notes.extend(c.strip() for c in _split_top(m.group(1)))
        venue = EDITED_BY.regex.split(strip_markup(venue), 1)[0].strip(" .,") or None     # "Book. Edited by ..."
        year = _year(strip_markup(tail)) or (_year(venue) if venue else None) or lead_year
        venue = PLACE_PUBLISHER_YEAR.sub("", venue).strip(" .,") or None if venue else venue   # the book's publisher
    if venue and STATUS.fullmatch(venue):
        venue = None
    if status is None:
        status = "preprint" if venue and re.search(r"arxiv|preprint|biorxiv|ssrn", venue, re.I) else (
            "published" if venue else None)
    return venue, year, status, tuple(n for n in notes + tags if n)


def _ends_in_name(text: str) -> bool:
    """Whether the last piece of an author list is a name (a title right after it is read as the title; a
    sentence after the names, "Juanjuan He. Two-Stage ...", says the emphasis further on is the venue)."""
    text = re.sub(r"[\s,.]*[(（]?(?:19|20)\d{2}[a-z]?[)）]?[\s,.:]*$", "", text)   # author-date: "Li, A., 2022."
    pieces = [strip_markup(p).strip(" *†‡.") for p in _AUTHOR_SPLIT.split(latex_debris_out(text)) if p.strip()]
    pieces = [p for p in pieces if p and not ET_AL.search(p)]
    return not pieces or _is_name(pieces[-1]) or len(pieces[-1]) <= 3


def _name_share(text: str) -> float:
    """The share of the pieces of ``text`` that are names, split at commas, or as the reference parser splits
    author lists ("Borhani, Z., Ortega, F.R." is two names), whichever finds more."""
    from loaders.references.authors import split_author_list

    pieces = [strip_markup(p).strip(" *†‡") for p in _AUTHOR_SPLIT.split(latex_debris_out(text)) if p.strip()]
    pieces = [p for p in pieces if not ET_AL.search(p)]
    share = sum(looks_like_name(p) for p in pieces) / len(pieces) if pieces else 0.0
    names = split_author_list(strip_markup(latex_debris_out(text)))[0]
    return max(share, sum(_is_name(n) for n in names) / len(names) if names else 0.0)


def emphasis_runs(text: str) -> list[tuple[str, int, int, str]]:
    """The emphasised runs of Markdown text, paired left to right as a reader pairs them: ``(kind, start, end,
    inner)`` with kind ``bold`` (``**...**``) or ``italic`` (``*...*``; an asterisk glued to the end of a word, an
    equal-contribution mark, opens nothing).  Escaped asterisks (``\\*``) are text.

    >>> [(k, t) for k, _, _, t in emphasis_runs("J. Liu, **J. Fang**, Z. Zeng, Title, (**WWW'24**)")]
    [('bold', 'J. Fang'), ('bold', "WWW'24")]
    >>> [(k, t) for k, _, _, t in emphasis_runs("A. Li*, B. Wu*, *A Title in Italics*, NSDI")]
    [('italic', 'A Title in Italics')]
    >>> [(k, t) for k, _, _, t in emphasis_runs("**J. Alda, S. Pena: *A Title in Italics***")]
    [('bold', 'J. Alda, S. Pena: *A Title in Italics*'), ('italic', 'A Title in Italics')]
    """
    runs: list[tuple[str, int, int, str]] = []
    bold_at: int | None = None
    italic_at: int | None = None
    i, n = 0, len(text)
    while i < n:
        if text.startswith("\\*", i):
            i += 2
            continue
        if text.startswith("***", i) and bold_at is not None and italic_at is not None and italic_at > bold_at:
            # "**Authors: *Title***": the italic, opened last, closes first
            runs.append(("italic", italic_at, i + 1, text[italic_at + 1:i]))
            italic_at = None
            i += 1
            continue
        if text.startswith("**", i):
            if bold_at is None:
                bold_at = i
            else:
                runs.append(("bold", bold_at, i + 2, text[bold_at + 2:i]))
                bold_at = None
            i += 2
            continue
        if text[i] == "*":
            before = text[i - 1] if i else " "
            after = text[i + 1] if i + 1 < n else " "
            if italic_at is None and not before.isalnum() and (after.isalnum() or after in "\"“'‘([<`"):
                italic_at = i
            elif italic_at is not None and not before.isspace() and not after.isalnum():
                runs.append(("italic", italic_at, i + 1, text[italic_at + 1:i]))
                italic_at = None
        i += 1
    return sorted(runs, key=lambda r: r[1])


def _emphasised_anchor(text: str) -> tuple[str, str, str] | None:
    """``(authors, title, rest)`` when the title is set in italics, as a link, or in bold (four words or more, not
    a name) and the names stand on one side: ``J. Fang, G. Zhao, *Title*, Venue``, ```ACL 2025` [Title](url),
    Xinlin Zhuang, Jiahui Peng``, ``Borhani, Z., Ortega, F.R. **Title.** *In TVCG*. 2024``."""
    # an italic or linked title; else a bold one that is no name (bold marks the owner: "**Z. Ye**")
    found = [(start, end, inner) for kind, start, end, inner in emphasis_runs(text)
             if len(inner.strip()) >= 10 and "*" not in inner
             and (kind == "italic" or (len(inner.split()) >= 4 and not looks_like_name(inner.strip(" ,.;:"))
                                       and not _is_name(inner.strip(" ,.;:"))))]      # "**Nguyen, T. M. A.**"
    found += [(m.start(), m.end(), m.group("link")) for m in LINK_TITLE.finditer(text)]
    for start, end, title in sorted(found):   # the first after the names
        if len(title.split()) < 3 or re.search(r"\b[Ii]n:?\s*$", text[:start]):
            continue        # (italics after "In" are the book or the proceedings a work is in, never its title)
        before, after = text[:start].strip(" ,.:;"), text[end:].strip(" ,.:;")
        if before and _name_share(before) >= 0.6:
            if not _ends_in_name(before):
                return None
            return before, title, after
        head = re.split(r"\s[(（]", after, maxsplit=1)
        if head[0] and _name_share(head[0]) >= 0.6:
            rest = ("(" + head[1]) if len(head) > 1 else ""
            return head[0], title, ", ".join(x for x in (before.strip("` "), rest) if x)
    return None


#: The reference parser's confidence (mean marginal probability, 0-1) under which its reading is not taken.
MIN_CONFIDENCE = 0.6


@lru_cache(maxsize=TEXT_CACHE)
def _is_name(text: str) -> bool:
    """A name in any of the forms author lists take ("Liu, Y.", "R.K. Sitaraman", "LIU Y", "Zhen (Sean) Qian"), by
    its shape."""
    text = re.sub(r"\s*\([A-Z][a-z]+\)\s*", " ", text)          # a nickname in brackets
    text = re.sub(r"(?<=[A-Z])\.?ª", ".", text)                   # Spanish "M.ª" (María): an initial
    text = re.sub(r"(?<=[A-Z]\.)-(?=[A-Z]\b)", " ", text)         # hyphenated initials: "Park, J.-H."
    return looks_like_name(" ".join(text.replace(",", " ").replace(".", ". ").split()))


_LEAD_WORDS = re.compile(r"^(?:with|by|authors?:|co-?authors?:)\s+", re.IGNORECASE)
_OPENERS = (("**", "**"), ("__", "__"), ("*", "*"), ('"', '"'), ("“", "”"), ("[", "]"))
#: What separates the arguments of a LaTeX entry macro (``\\cventry{..}{..}``) on a line: each is a field.
FIELD_SEPARATOR = " | "
_FIELD_SPLIT = re.compile(r"(?:^|\s+)\|\s+")
#: Words of a venue, not of a title ("Proceedings", "Journal", "vol.", "NSDI '24"...).
VENUE_WORDS = re.compile(
    r"(?i)\b(?:proceedings|proc\.|conference|conf\.|journal|transactions|trans\.|symposium|workshop|letters|"
    r"review|magazine|arxiv|preprint|volume|vol\.|pp\.|pages|issue|press|springer|elsevier|in:|"
    r"accepted|to appear|under review|submitted|in submission|forthcoming|id\.)|^\s*in\s|\b(?:[A-Z]{2,}[\w-]*)"
    r"\s*(?:'|’)?\d{2,4}\b")


_LABEL_LINK = re.compile(r"\s*\[\[?(?:pdf|code|slides?|video|arxiv|paper|project(?: page)?|bib(?:tex)?|html|doi|link|"
                         r"website|poster|talk|abs(?:tract)?|preprint|github|demo|dataset|data|supp(?:lementary)?|"
                         r"presentation|news link|full text|acm|ieee|springer|openreview)\]?\]\([^)]*\)",
                         re.IGNORECASE)
#: A Markdown image (a badge: GitHub stars, a citation count), linked or not: "[![stars](badge.svg)](repo)".
_IMAGE_LINK = re.compile(r"\s*(?:\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!\[[^\]]*\]\([^)]*\))")


def without_link_labels(text: str) -> str:
    """An entry without the links a page adds after it ("[[pdf]](...)", "[code](...)", "[Project page](...)",
    badges).

    >>> without_link_labels("Ann Li, Bo Wu [[arxiv]](https://arxiv.org/abs/1) [code](https://x.org)")
    'Ann Li, Bo Wu'
    >>> without_link_labels("Ann Li, Bo Wu. [![GitHub stars](https://img.shields.io/x.svg)](https://github.com/x)")
    'Ann Li, Bo Wu.'
    >>> without_link_labels("*NSDI*, 2024 | [[PDF]](a.pdf) [[Slides]](b.pdf)")     # the links' own field goes too
    '*NSDI*, 2024'
    """
    return re.sub(r"(?:\s+\|)+$", "", _IMAGE_LINK.sub("", _LABEL_LINK.sub("", text)).rstrip())


def _fields(lines: Sequence[str]) -> list[str]:
    """The lines of an entry as fields: markers off, a line holding the arguments of an entry macro split at
    :data:`FIELD_SEPARATOR`, and a title whose emphasis or quotes open on one line and close on a later one joined
    into one field (``**A title that`` / ``wraps**``)."""
    texts = [without_link_labels(strip_marker(MARKDOWN_HEADING.sub("", ln.strip()))[1]) for ln in lines]
    texts = [p.strip() for t in texts for p in _FIELD_SPLIT.split(t)]
    texts = [t for t in texts if t]
    fields: list[str] = []
    k = 0
    while k < len(texts):
        text = texts[k]
        for opener, closer in _OPENERS:
            body = text.lstrip("-– ")
            if body.startswith(opener) and closer not in body[len(opener):]:
                end = next((j for j in range(k + 1, min(k + 4, len(texts))) if closer in texts[j]), None)
                if end is not None:
                    text = join_wrapped(texts[k:end + 1])
                    k = end
                break
        fields.append(text)
        k += 1
    return fields


def read_author_list(text: str, span: Span, role: str = "author") -> tuple[tuple[PersonMention, ...], bool]:
    """An author list in whatever form it is written: split at commas and "and" (:func:`split_authors`), or, when
    that gives pieces that are no names, as the reference parser splits lists ("Molu, Lekan and Doe, Jane",
    "Tredennick, A.T., P.B. Adler").

    >>> [m.text for m in read_author_list("Molu, Lekan and Doe, Jane", Span("a", 1, 1))[0]]
    ['Molu, Lekan', 'Doe, Jane']
    """
    authors, et_al = split_authors(text, span, role)
    if authors and (_doubtful_authors(authors) or not all(_is_name(a.text) for a in authors)):
        again, more = _resplit(text, span, authors, et_al)
        if again is not authors:
            authors, et_al = tuple(replace(a, role=role) for a in again), more
    return authors, et_al


def _names_field(text: str, span: Span) -> tuple[tuple[PersonMention, ...], bool] | None:
    """The author list a whole field is, or None when it is not one (every piece must be a name)."""
    text = _LEAD_WORDS.sub("", text.strip()).strip(" ,:;")
    text = text if re.search(r"(?:^|[\s.,])[A-Z]\.$", text) else text.rstrip(".")   # "Bitsch, B." keeps its period
    if not text or len(text) > 1500:
        return None
    authors, et_al = split_authors(text, span)
    if authors and (_doubtful_authors(authors) or not all(_is_name(a.text) for a in authors)):
        authors, et_al = _resplit(text, span, authors, et_al)    # "Tredennick, A.T., P.B. Adler, & F.R. Adler"
    if not authors or not all(_is_name(a.text) for a in authors):
        return None
    return authors, et_al


#: A line that ends inside an italic opened after its first word ("“Title”. In: *Advances in Neural"): the italic
#: closes on the next line, so the line break is inside a field.
_OPEN_ITALIC_END = re.compile(r"\S\s+\*(?=[^\s*])[^*]*$")


def _wrapped(lines: Sequence[str]) -> bool:
    """Whether the line breaks of an entry fall inside its sentences, as in a reference wrapped at a width (a word
    cut in two, or a line that carries on in lower case): then the lines are no fields.

    >>> _wrapped(["香港青少年網絡欺凌與心理健康的關係研究", "馬曉彤, 陳嘉偉", "中國臨床心理學雜誌 29 (4), 2021"])
    False
    >>> _wrapped(["李明, 王芳. 面向边缘计算的联邦学习资源调", "度方法[J]. 计算机学报, 2023"])
    True
    >>> _wrapped(["Ann Li and Bo Wu. 2024. Co-Designing Smart Home", "Routines for Care. In Proceedings of DIS."])
    True
    """
    texts = [strip_marker(ln.strip())[1] for ln in lines if ln.strip()]
    # a line after the first that opens with the year in brackets and goes on ("..., Anil Kumar Singh" / "(2020)
    # Title. BMC"): an author-date reference wrapped after its names (the year is no enumerator here)
    if any(re.match(r"\((?:19|20)\d{2}[a-z]?\)[.,:]?\s+\S", strip_markup(ln.strip())) for ln in lines[1:]):
        return True
    for prev, nxt in zip(lines, lines[1:]):
        # names closing with the year in brackets ("..., Jianming Yu (2022)") and a plain line after them: the
        # title of an author-date reference goes on there (a title set apart as a field is emphasised or quoted)
        dated = _NAMES_YEAR_END.match(strip_markup(prev.strip()))
        if dated and _names_field(dated.group("names"), Span("", 0, 0)) is not None \
                and not re.match(r"\s*(?:\*|_|[\"“])", nxt):
            return True
    for prev, nxt in zip(texts, texts[1:]):
        if _YEAR_THEN_TITLE.search(strip_markup(prev)):
            return True     # ACM's "Names. 2024. Co-Designing Smart Home" / "Routines with ...": the title goes on
        # (a venue's name may open in lower case: "arXiv preprint", "bioRxiv", "eLife", "npj Digital Medicine")
        if nxt[:1].islower() and not re.match(r"(?:in|and|with|by|et)\b|[a-z]+[A-Z]\w*\b|npj\b", nxt):
            return True
        if join_wrapped([prev, nxt]) != " ".join(f"{prev} {nxt}".split()) and not (
                CJK.search(prev[-1:]) and CJK.search(nxt[:1])
                and (_names_field(prev, Span("", 0, 0)) or _names_field(nxt, Span("", 0, 0)))):
            return True     # (lines of Chinese run on with no space, unless one of the two is the names: "标题" / "李明, 王芳")
        if _OPEN_END.search(strip_markup(prev)):     # "Probabilistic Models of" / "Urban ...", "of the 20th" / "USENIX"
            return True
        if _OPEN_ITALIC_END.search(prev.replace("**", "")) and "*" in nxt.replace("**", ""):
            return True     # "... In: *Advances in Neural" / "Information Processing Systems*. 2020": a venue wraps
        if re.search(r"[^\W\d_]{2}:$", strip_markup(prev)) and len(prev.split()) >= 4:
            return True                             # a title cut at its colon: "... of Aryl Triflates:" / "Scope and ..."
        dated = _NAMES_YEAR_MORE.match(strip_markup(prev))
        if dated and _names_field(dated.group("names"), Span("", 0, 0)) is not None:
            return True                             # "Ann Li and Bo Wu (2022). Bayesian" / "Nonparametric ...": a sentence
    return False


#: The year closing a sentence (ACM's names), then the next sentence's words (the title) on the same line.
_YEAR_THEN_TITLE = re.compile(r"[^\d\s]\.\s+(?:19|20)\d{2}[a-z]?\.\s+[A-Z\d\"“][^.]*$")
#: Names and the year in brackets (an author-date reference's first part): closing the line, or with more after
#: them on it (then the line is an author-year reference, not a line of names).
_NAMES_YEAR = r"^(?P<names>[^()]{3,}?)\s*\((?:19|20)\d{2}[a-z]?\)[.,:]?"
_NAMES_YEAR_END = re.compile(_NAMES_YEAR + r"$")
_NAMES_YEAR_MORE = re.compile(_NAMES_YEAR + r"\s+\S")
#: The end of a line that cannot end a field (a title, a venue, names): a preposition or article, or an ordinal.
_OPEN_END = re.compile(r"(?<![\w.-])(?:of|the|for|in|on|to|with|from|under|via|at|a|an|into|towards?|"
                       r"\d+(?:st|nd|rd|th))\s*$")


def _title_field(text: str) -> str | None:
    bare = text.strip().rstrip(".,;:").strip("*_ ").rstrip(".,;:")
    if re.search(r"[\"“”]", bare) and not re.fullmatch(r"[\"“].*[\"”]", bare):
        return None          # a quoted title with more text beside it: a reference, not a title line
    # the punctuation after a closing quote first ("“Title”." on a line of its own), then the quotes
    plain = strip_markup(text).strip().rstrip(",.;:").strip().strip("\"“”'").strip()
    plain = re.sub(r"^\[|\]$", "", plain).rstrip(",.;:").strip()
    if len(plain.split()) < 2 and len(CJK.regex.findall(plain)) < 4:
        return None
    if re.match(r"(?i)^(?:in\s|proceedings|proc\.|journal|ieee|acm|arxiv|preprint|to appear|accepted|under review)",
                plain) or YEAR.fullmatch(plain):
        return None
    return plain


_NOTE = re.compile(r"(?i)contributed equally|equal contribution|co-?first author|corresponding author|best (?:\w+ )?paper|"
                   r"\baward\b|honou?rable mention|editor.s choice|\bselected (?:as|for)\b|\bspotlight\b|\boral\b|"
                   r"\bhighlight\b|\binvited\b|\bfeatured\b|\bnominated\b|\bacceptance rate\b|\bcitations?:|"
                   r"extended version|discussed in|\bslides\b|\bvideo\b|\bposter\b")


def _title_score(field: str, position: int, names_at: int) -> float:
    """How much a field looks like the title of the entry: emphasis or quotes, length, no venue words, next to the
    authors."""
    score = 0.0
    stripped = field.strip().rstrip(".,;:")
    if re.fullmatch(r"(?:\*\*|\*|__|_|[\"“]).+(?:\*\*|\*|__|_|[\"”])", stripped):
        score += 2.5
    if VENUE_WORDS.search(strip_markup(field)):
        score -= 3
    words = len(strip_markup(field).split()) + len(CJK.regex.findall(field)) // 2
    score += min(words, 15) / 3
    if words < 4:
        score -= 2           # "Doctoral thesis", "Best Paper": a note, not a title
    if abs(position - names_at) == 1:
        score += 1
    if YEAR.search(field) or len(re.findall(r"\d", field)) > 0.2 * max(len(field), 1):
        score -= 1
    if _NOTE.search(strip_markup(field)):
        score -= 4           # "These authors contributed equally", "Best Paper Award": a note on the entry
    return score


_EMPHASISED_VENUE = re.compile(r"^\s*(?:\*(?!\*)(?P<venue>[^*]+)\*|_(?P<venue2>[^_]+)_)(?P<acronym>\s*\([^)]*\))?"
                               r"(?=\s*(?:[,.;]|$))")


def _venue_argument(field: str, fallback: str | None) -> str | None:
    """The venue argument of a LaTeX entry macro (``\\cventry{authors}{title}{venue}{year}{}``): the venue as written,
    whole ("A & A, Volume 617, id.L7"), less what follows it that is no part of a venue: a ranking or a status
    ("MobiCom 2023, CCF-A", "NSDI 2025, to appear"), as :func:`parse_venue` leaves them out of a parenthesised venue;
    a status alone ("in submission") names no venue.  ``fallback`` when the argument is empty.

    >>> _venue_argument("MobiCom 2023, CCF-A", None), _venue_argument("in submission", None)
    ('MobiCom 2023', None)
    >>> _venue_argument("A & A, Volume 617, id.L7", None)
    'A & A, Volume 617, id.L7'
    >>> _venue_argument("*International Conference on 3D Vision (3DV)*, 2023 **Oral**", None)
    'International Conference on 3D Vision (3DV)'
    """
    emphasised = _EMPHASISED_VENUE.match(field)
    name = (emphasised.group("venue") or emphasised.group("venue2")) if emphasised else ""
    if len(name.split()) >= 2:
        # the venue's name set in italics, the volume, pages, year and marks after it ("*International Journal of
        # Computer Vision*, vol. 130, pp. 1845–1866, 2022", "*3DV*, 2023 **Oral**") no part of it
        field = name + (emphasised.group("acronym") or "")
    text = strip_markup(field).strip(" .,;")
    if not text:
        return fallback
    depth = 0
    for i, ch in enumerate(text):
        if ch in "([（":
            depth += 1
        elif ch in ")]）" and depth:
            depth -= 1
        elif ch in ",，" and depth == 0:
            comp = re.split(r"[,，]", text[i + 1:], maxsplit=1)[0]
            if ANNOTATION.match(comp) or STATUS.fullmatch(comp.strip()):
                text = text[:i].strip(" .,;")
                break
    return None if STATUS.fullmatch(text) else text or fallback


#: The lines a profile's export sets around a work's fields (ResearchGate's "Full-text available", "Download",
#: "Recommend"; ORCID's "Source: Crossref", a work's type and date "2024-02-07 | Journal article"; the kind of item
#: alone): no field of the work. (A "Source:" with a year is Web of Science's venue: "Source: J. X, 140, 2020".)
_EXPORT_LABEL = re.compile(
    r"(?i)(?:full-text available|download|recommend|follow|share|sort|source:\D*|(?:part of )?issn:.*|eid:.*"
    r"|(?:(?:19|20)\d{2}(?:-\d{2}){0,2}\s*\|\s*)?(?:journal article|conference paper|article|preprint|chapter"
    r"|book chapter|poster|presentation|book|data set|dataset|other|review|conference abstract)"
    r"|research output:.*|\d+ citations? \(.*\)|open access(?: file)?)\s*")
#: A line of names a profile's export prefixes or parts with its own marks: "Contributors: A; B", "A · B · C"
_EXPORT_NAMES = re.compile(r"(?i)^(?:contributors|authors?|other authors|co-?authors)\s*:\s*")


def _dotted_names(text: str) -> list[str]:
    return [p.strip() for p in text.split(" · ") if p.strip() not in ("", "[...]", "[…]", "…")]


def export_fields(lines: Sequence[str]) -> list[str] | None:
    """The fields of a work as a profile's export lists them (ORCID, ResearchGate), its labels left out and its
    names' line as an author list ("Contributors: A; B" -> "A; B", first; "A · B" -> "A, B"); None when ``lines`` hold
    no such label or names' line (an entry of a CV is read as it is).

    >>> export_fields(["Article", "Sep 2024", "Heat and birth outcomes", "Ann Li · Bo Wu", "DOI:10.1/x", "Share"])
    ['Sep 2024', 'Heat and birth outcomes', 'Ann Li, Bo Wu', 'DOI:10.1/x']
    >>> export_fields(["Stability of membranes", "ChemRxiv", "2025-01-14 | Preprint", "Contributors: Ann Li; Bo Wu"])
    ['Ann Li; Bo Wu', 'Stability of membranes', 'ChemRxiv', '2025']
    >>> export_fields(["Nov 2020", "Uptake of self-testing", "Ann Li · Bo Wu · [...] · Chen Chen", "AIDS and Behavior"])
    ['Nov 2020', 'Uptake of self-testing', 'Ann Li, Bo Wu, Chen Chen', 'AIDS and Behavior']
    >>> export_fields(["Ann Li, Bo Wu. A title. NSDI 2024."]) is None
    True
    """
    kept: list[str] = []
    changed = False
    for line in lines:
        text = strip_markup(line).strip()
        if _EXPORT_LABEL.fullmatch(text):
            changed = True
            if (m := re.match(r"((?:19|20)\d{2})(?:-\d{2}){0,2}\s*\|", text)) is not None:
                kept.append(m.group(1))         # ORCID's date before the work's type: its year
            continue
        if _EXPORT_NAMES.match(text):       # said to be the names: first, before a journal that reads like names
            kept.insert(0, _EXPORT_NAMES.sub("", text))
            changed = True
        elif " · " in text and all(map(_is_name, names := _dotted_names(text))):
            kept.append(", ".join(names))       # (ResearchGate's "[...]" leaves out the names between)
            changed = True
        else:
            kept.append(line)
    return kept if changed and len(kept) >= 2 else None


def parse_fielded(lines: Sequence[str], span: Span, raw: str = "", exported: bool = False) -> PaperRecord | None:
    """An entry whose fields stand apart, a line each (or as the arguments of a LaTeX entry macro): the authors on
    a line of their own, the title on another (the field that reads most like a title: emphasised or quoted, long,
    without venue words, next to the authors), the venue and year on the others.  Title first (academicpages,
    awesome-cv, LaTeX ``\\item`` lists, PDF CVs), authors first, or any order a CV's macro prints; a title may
    wrap over lines inside its emphasis or quotes.  None when the lines are not fields (a reference wrapped over
    lines is read whole, by :func:`parse_citation`).  ``exported``: the fields are a profile's export's
    (:func:`export_fields`), whose venue carries the kind of work and the volume (:func:`export_venue`).

    >>> r = parse_fielded(["3. **Fast Startup of Things**", "  - **Ann Li,** Bo Wu, Chen Chen",
    ...                    "  - <i>ACM SIGCOMM 2021 </i>"], Span("cv.md", 3, 5))
    >>> r.title, [a.text for a in r.authors], r.venue, r.year, r.reader
    ('Fast Startup of Things', ['Ann Li', 'Bo Wu', 'Chen Chen'], 'ACM SIGCOMM 2021', 2021, 'rules')
    >>> r = parse_fielded(["- **BaseComp: Integrity Protection", "in Cellular Baseband Software**",
    ...                    "Eunsoo Kim*, Min Woo Baek*, and Insu Yun", "Proceedings of USENIX Security (Security'23)",
    ...                    "Aug. 2023"], Span("cv.tex", 1, 5))
    >>> r.title, [a.text for a in r.authors], r.venue, r.year
    ('BaseComp: Integrity Protection in Cellular Baseband Software', ['Eunsoo Kim', 'Min Woo Baek', 'Insu Yun'], "Proceedings of USENIX Security (Security'23)", 2023)
    >>> r = parse_fielded(["- 09/18 | Schneider, A. D.; Bitsch, B. | A & A, Volume 617, id.L7 | Surface waves in "
    ...                    "protoplanetary disks induced by outbursts"], Span("cv.tex", 1, 1))
    >>> r.title, [a.text for a in r.authors], r.venue, r.year
    ('Surface waves in protoplanetary disks induced by outbursts', ['Schneider, A. D.', 'Bitsch, B.'], 'A & A, Volume 617, id.L7', 2018)
    """
    fields = [part for f in _fields([superscript_marks_out(ln) for ln in lines]) for part in _title_then_more(f)]
    if len(fields) < 2 or _wrapped([ln for ln in lines if not _FIELD_SPLIT.search(ln)]):
        return None
    names_at = None
    for k in range(min(len(fields), 4)):
        found = _names_field(fields[k], span)
        if found is not None:
            names_at, (authors, et_al) = k, found
            break
    if names_at is None:
        return None
    # an author list wrapped over lines: the next line that is names too, after a line ending in "," or "and"
    while names_at + 1 < len(fields) and re.search(r"(?:,|\band)\s*$", fields[names_at]):
        joined = fields[names_at] + " " + fields[names_at + 1]
        found = _names_field(joined, span)
        if found is None:
            break
        fields = fields[:names_at] + [joined] + fields[names_at + 2:]
        authors, et_al = found
    # two author lists and two years: the lines are several entries (a paragraph a paper, read together), not one
    if sum(1 for k, f in enumerate(fields) if k != names_at and _names_field(f, span) is not None) \
            and sum(1 for f in fields if YEAR.search(strip_markup(f))) >= 2:
        return None
    candidates = [(k, f, _title_field(f)) for k, f in enumerate(fields)
                  if k != names_at and _names_field(f, span) is None]
    candidates = [(k, f, t) for k, f, t in candidates if t]
    if not candidates:
        return None
    at, field, title = max(candidates, key=lambda c: (_title_score(c[1], c[0], names_at), -c[0]))
    if _title_score(field, at, names_at) <= 0:
        return None
    # a field that reads as a title between the best one and the authors is the title: the one further off is a
    # line above the entry (a sentence introducing the list), not part of it
    between = [c for c in candidates if min(at, names_at) < c[0] < max(at, names_at)
               and _title_score(c[1], c[0], names_at) > 0]
    if between:
        at, field, title = min(between, key=lambda c: abs(c[0] - names_at))
    # (the fields after the title and the names first: a badge before the title, al-folio's "ML4H", is no venue when
    # the venue follows them, "*In Proceedings of the 3rd Machine Learning for Health Symposium (ML4H)*")
    last = max(at, names_at)
    others = [f for k, f in enumerate(fields) if k > last] + [f for k, f in enumerate(fields)
                                                             if k < last and k not in (at, names_at)]
    venue_fields = [f for f in others if not _no_venue(f) and (VENUE_WORDS.search(strip_markup(f))
                                                               or not _bare_date(f))]
    rest = " ".join(venue_fields)
    venue, year, status, notes = parse_venue(" " + strip_markup(rest)) if rest else (None, None, None, ())
    if venue_fields and _FIELD_SPLIT.search(" ".join(lines)):    # a macro's venue argument is the venue, whole
        venue = _venue_argument(venue_fields[0], venue)
    elif len(venue_fields) > 1:                                  # the venue is the first of the fields after
        venue = parse_venue(" " + strip_markup(venue_fields[0]))[0] or venue
    if venue and exported:
        venue = export_venue(venue)
    venue = thesis_venue(venue, " ".join(strip_markup(f) for f in others))
    if year is None:
        year = next((y for y in (_year(strip_markup(f)) or _bare_date(f) for f in others) if y), None)
    if year is None and len(title.split()) < 3:
        return None         # no year: the layout alone (a title of three words or more over a line of names) says it
    doi = DOI.search(" ".join(lines))
    arxiv = ARXIV_ID.search(" ".join(lines))
    return PaperRecord(title=title, authors=authors, venue=venue, year=year, status=status, span=span, et_al=et_al,
                       notes=notes, doi=doi.group("doi") if doi else None,
                       arxiv=(arxiv.group("id") or arxiv.group("id2")) if arxiv else None,
                       raw=raw or "\n".join(lines))


_TITLE_THEN_MORE = re.compile(r"\s*(?P<title>(?:\*\*|__|\*)?[\"“][^\"“”]{8,}[\"”](?:\*\*|__|\*)?|(?:\*\*|__)[^*_]{8,}(?:\*\*|__))"
                              r"\s*(?:[—–:,.]|\s-\s|(?=\())\s*(?P<more>\S.*)$")


def _title_then_more(field: str) -> list[str]:
    """A line that starts with a quoted or bold title and goes on with the venue (``**“Title”** — `Venue` (2023)``)
    as two fields.

    >>> _title_then_more("**“Fast Startup of Things”** — `EuroSys` (2025)")
    ['**“Fast Startup of Things”**', '`EuroSys` (2025)']
    >>> _title_then_more("D'Amico F., Lo Russo C.B. – Journal of Food Composition and Analysis, 84, 103311.")
    ["D'Amico F., Lo Russo C.B.", 'Journal of Food Composition and Analysis, 84, 103311.']
    """
    names, dash, rest = (re.split(r"(\s[—–]\s)", field, maxsplit=1) + ["", ""])[:3]
    if dash and rest.strip() and not re.search(r"[\"“”*_]|(?:19|20)\d{2}", names) \
            and _names_field(names, Span("", 0, 0)) is not None:
        return [names, rest]            # "Ann Li, Bo Wu — NSDI, 2024": the authors, then the venue
    m = _TITLE_THEN_MORE.match(field)
    title = strip_markup(m.group("title")).strip("\"“” ") if m else ""
    if m and len(title.split()) >= 3 and not looks_like_name(title) and not _is_name(title.strip(" ,.;:")) \
            and _names_field(field, Span("", 0, 0)) is None:
        return [m.group("title"), m.group("more")]      # (not the owner's name in bold: "**Nguyen, T. M. A.** (2018)")
    return [field]


_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]\"”’?!])[.?!]\s+(?=[A-Z\d“\"\[(*\u00c0-\u024f])")


def parse_sentences(text: str, span: Span, raw: str = "") -> PaperRecord | None:
    """A one-line entry whose parts are sentences in an order the reference parser does not know ("Title. Authors.
    Venue, Place."): each sentence read as a field (:func:`parse_fielded`), so the sentence that is all names
    gives the authors and the one that reads as a title the title.

    >>> r = parse_sentences("A Scalable File Based Data Store for Forensic Analysis. Flavio Cruz, Andreas Moser, "
    ...                     "Michael Cohen. Journal Digital Investigation. Dublin, Ireland.", Span("cv.tex", 1, 1))
    >>> r.title, [a.text for a in r.authors], r.venue
    ('A Scalable File Based Data Store for Forensic Analysis', ['Flavio Cruz', 'Andreas Moser', 'Michael Cohen'], 'Journal Digital Investigation')
    """
    parts = [p.strip() for p in _SENTENCE_END.split(strip_marker(text.strip())[1]) if p.strip()]
    if len(parts) < 2:
        return None
    found = parse_fielded(parts, span, raw or text)
    if found is None or not found.authors:
        return None
    return found


#: A short tag before an entry's title: a code span or a bracketed label ("`ICLR 2025`", "[J3]" is an enumerator).
_LEADING_TAG = re.compile(r"\s*`(?P<tag>[^`]{1,30})`\s*")


def parse_without_authors(lines: Sequence[str], span: Span, raw: str = "") -> PaperRecord | None:
    """An entry that gives a title and a year but no authors (a page listing its owner's works as titles: "**Title**
    / *Under review, 2026*"): a paper with no author list (the CV does not say who wrote it; nobody is invented),
    noted as such.  Only an entry whose first field is a title set apart (bold, italics, quotes or a link, three
    words or more) and that carries a year.

    >>> r = parse_without_authors(["- **Enhancing LLM Reasoning via Selective Fine-Tuning**", "  - *Under Review, 2026*"],
    ...                            Span("cv.tex", 1, 2))
    >>> r.title, r.authors, r.year, r.status, r.notes
    ('Enhancing LLM Reasoning via Selective Fine-Tuning', (), 2026, 'under review', ('no author list',))
    >>> r = parse_without_authors(["1. `ICLR 2025` [OmniCorpus: A Unified Multimodal Corpus](https://x.org/a) — 语料库"],
    ...                           Span("a.md", 7, 7))
    >>> r.title, r.venue, r.year
    ('OmniCorpus: A Unified Multimodal Corpus', 'ICLR 2025', 2025)
    """
    fields = [part for f in _fields(lines) for part in _title_then_more(f)]
    if not fields:
        return None
    tag = _LEADING_TAG.match(fields[0])
    if tag:                 # "`ICLR 2025` [Title](url) — what it is": the tag gives the venue and year
        head = fields[0][tag.end():].partition(" — ")[0]       # what follows the dash describes the work
        fields = [head, *fields[1:], tag.group("tag")]
    first = fields[0].strip().rstrip(".,;:")
    marked = re.fullmatch(r"(?:\*\*|__|\*|_)?[\"“]?(.+?)[\"”]?(?:\*\*|__|\*|_)?", first)
    if not (re.fullmatch(r"(\*\*|__|\*|[\"“]).{8,}(\*\*|__|\*|[\"”])", first) or LINK_TITLE.fullmatch(first)):
        return None
    title = _title_field(LINK_TITLE.sub(lambda m: m.group("link"), first))
    citations = [f for f in fields[1:] if _CITATION_LABEL.match(strip_markup(f))]
    fields = [f for f in fields[1:] if f not in citations and not _LINK_ONLY.fullmatch(f)]
    if not title or len(title.split()) < 3 or any(_names_field(f, span) for f in fields) or marked is None:
        return None
    cited = _cited(citations, title, span)
    rest = _PUBLISHED_IN.sub("", " ".join(strip_markup(f) for f in fields))
    venue, year, status, notes = parse_venue(" " + rest) if rest else (None, None, None, ())
    year = year or _year(rest)
    if year is None:
        return None
    if venue and re.fullmatch(r"\W*(?:19|20)\d{2}\W*", venue):
        venue = None                # a year alone names no venue
    if cited is not None:           # the page's own citation of the work names its authors
        return PaperRecord(title=title, authors=cited.authors, venue=venue or cited.venue, year=year,
                           status=status or cited.status, span=span, et_al=cited.et_al, notes=notes,
                           doi=cited.doi, raw=raw or "\n".join(lines), reader=cited.reader,
                           confidence=cited.confidence)
    return PaperRecord(title=title, authors=(), venue=venue, year=year, status=status, span=span,
                       notes=("no author list", *notes), raw=raw or "\n".join(lines))


#: A work written with others that names only them, its title first (quoted or emphasised), the co-authors after
#: it in brackets ("“Title” (with A and B)", "*Title* (joint with A)"), then what became of it.
_JOINT_WORK = re.compile(r"\s*(?P<title>[\"“][^\"“”]{8,}[\"”]|\*(?!\*)[^*]{8,}\*"
                         r"|(?:\*\*|__)[^*_]{8,}(?:\*\*|__))"
                         r"[\s.,]*[(（]\s*(?:joint(?:ly)?\s+)?with\s+(?P<names>[^()（）]{3,300}?)\s*[)）][\s.,;:]*"
                         r"(?P<rest>.*)", re.IGNORECASE | re.DOTALL)


#: A Markdown link, its text kept: "[Ann Li](https://li.org)" is "Ann Li".
_LINK_TEXT = re.compile(r"\[([^\[\]]{1,300})\]\([^()\s]*\)")


def owner_first(owner: str, coauthors: Sequence[PersonMention], span: Span) -> tuple[PersonMention, ...]:
    """The authors of a work whose entry names only the co-authors: the owner (as the title block writes the name),
    then the co-authors, ranked in that order.

    >>> [(a.text, a.rank) for a in owner_first("Mara Quintero", split_authors("Ann Li and Bo Wu", Span("a", 1, 1))[0],
    ...                                        Span("a", 1, 1))]
    [('Mara Quintero', 1), ('Ann Li', 2), ('Bo Wu', 3)]
    """
    written = PersonMention(text=owner, span=span, role="author", raw="", rank=1,
                            context="the CV's owner: the entry names only the co-authors")
    return (written, *(replace(a, rank=k) for k, a in enumerate(coauthors, start=2)))


def parse_joint_work(text: str, span: Span, owner: str | None, raw: str = "") -> PaperRecord | None:
    """A work the CV's owner wrote with the co-authors named after its title, none before it (economics working
    papers: "“Title” (with A and B)" and a status line, "Revise and resubmit at *Econometrica*", "Submitted"): the
    owner (``owner``, the name of the title block; the entry does not write it) and the co-authors are the
    authors, the status a status and the journal it names the venue.  None when the entry is not so written or
    the owner is unknown.

    >>> r = parse_joint_work("“Trade Credit in Village Economies” (with Ann Li and Bo Wu) Revise and resubmit at "
    ...                      "*Review of Economic Studies*", Span("cv.tex", 40, 41), "Mara Quintero")
    >>> r.title, [a.text for a in r.authors]
    ('Trade Credit in Village Economies', ['Mara Quintero', 'Ann Li', 'Bo Wu'])
    >>> r.venue, r.year, r.status
    ('Review of Economic Studies', None, 'under review')
    >>> r = parse_joint_work("“Trade Credit in Village Economies” (with Bo Wu), 2021.", Span("cv.tex", 9, 9),
    ...                      "M. Q.")
    >>> [a.text for a in r.authors], r.venue, r.year, r.status
    (['M. Q.', 'Bo Wu'], None, 2021, None)
    >>> parse_joint_work("“Trade Credit in Village Economies” (with Bo Wu)", Span("cv.tex", 9, 9), None) is None
    True

    A homepage links the title and the co-authors' pages, and sets the venue apart by a field separator:

    >>> r = parse_joint_work("[**Trade Credit in Villages**](p/tc.pdf) (with [Ann Li](https://li.org) and Bo Wu) "
    ...                      "| *Journal of Development Economics*, 2020, 140: 1–20.", Span("cv.html", 9, 9), "M. Q.")
    >>> r.title, [a.text for a in r.authors], r.venue, r.year
    ('Trade Credit in Villages', ['M. Q.', 'Ann Li', 'Bo Wu'], 'Journal of Development Economics', 2020)
    """
    m = _JOINT_WORK.fullmatch(_LINK_TEXT.sub(r"\1", text))
    if m is None or not owner:
        return None
    title = strip_markup(m.group("title")).strip(" \"“”.,;:")
    coauthors, et_al = split_authors(m.group("names"), span)
    if not coauthors or not all(_is_name(a.text) for a in coauthors) or len(title.split()) < 2:
        return None
    authors = owner_first(owner, coauthors, span)
    rest = strip_markup(m.group("rest")).strip().lstrip("|").strip()
    venue, year, status, notes = parse_venue(" " + rest) if rest else (None, None, None, ())
    if venue and (re.fullmatch(r"\W*(?:19|20)\d{2}\W*", venue) or STATUS.fullmatch(venue)):
        venue = None                # a year or a status alone names no venue
    if venue is None and status == "published":
        status = None               # nothing says where it appeared
    return PaperRecord(title=title, authors=authors, venue=venue, year=year, status=status, span=span, et_al=et_al,
                       notes=notes, raw=raw or text)


#: A field that is a link alone ("[Download Paper](files/a.pdf)").
_LINK_ONLY = re.compile(r"\s*\[[^\]]{1,40}\]\([^)]*\)\s*")
#: A field that gives the work's citation, after a label (academicpages: "Recommended citation: Li, A. (2020) ...").
_CITATION_LABEL = re.compile(r"(?i)^\s*(?:recommended\s+citation|citation|cite\s+as|how\s+to\s+cite|reference)\s*:\s*")
#: The words that introduce a venue ("Published in *Journal*, 2023").
_PUBLISHED_IN = re.compile(r"(?i)^\s*(?:published|appeared|presented|accepted)\s+(?:in|at|to)\s+")


def _cited(fields: Sequence[str], title: str, span: Span) -> PaperRecord | None:
    """The reading of a labelled citation of the work among ``fields`` ("Recommended citation: Marchand, S. (2020).
    \"Title.\" *Venue*."), when it cites the work titled ``title`` and names its authors.

    >>> r = _cited(['Recommended citation: Marchand, S., & Seddah, D. (2021). "Subword Tokenization Matters." '
    ...             '*Findings of EMNLP 2021*. pp. 3301-3310.'], "Subword Tokenization Matters", Span("a", 1, 1))
    >>> [a.text for a in r.authors], r.year
    (['Marchand, S.', 'Seddah, D.'], 2021)
    """
    want = re.sub(r"\W+", " ", title).strip().lower()
    for field in fields:
        label = _CITATION_LABEL.match(strip_markup(field))
        if not label:
            continue
        read = parse_citation(strip_markup(field)[label.end():], span)
        if isinstance(read, PaperRecord) and read.authors and \
                re.sub(r"\W+", " ", read.title).strip().lower() == want:
            return read
    return None


def _bare_date(field: str) -> int | None:
    """The year of a field that is a date and nothing else (``Aug. 2023``, ``09/18``, ``2021``), else None."""
    text = strip_markup(field).strip(" .,;()")
    m = re.fullmatch(r"(?:\d{1,2}[/.-])?(\d{2})", text)
    if m:
        return 2000 + int(m.group(1)) if int(m.group(1)) < 50 else 1900 + int(m.group(1))
    m = re.fullmatch(r"(?:[A-Za-z]{3,9}\.?\s*)?(?:\d{1,2}[/.-]\s*)?((?:19|20)\d{2})(?:[/.-]\d{1,2})?", text)
    return int(m.group(1)) if m else None


def _no_venue(field: str) -> bool:
    """Whether a field of an entry is a date and nothing else written with a month or a season ("Aug 2024", "Summer
    2019"), or a number alone (a table's row number, "3"): no venue, though a venue may be a word and a year ("NSDI
    2024").

    >>> _no_venue("Aug 2024"), _no_venue("3"), _no_venue("[12]"), _no_venue("NSDI 2024"), _no_venue("2021")
    (True, True, True, False, True)
    >>> _no_venue("DOI:10.1101/2024.09.12.24313456"), _no_venue("https://doi.org/10.1/x")
    (True, True)
    """
    text = strip_markup(field).strip(" .,;()[]")
    return bool(re.fullmatch(r"\d{1,3}[.)]?|(?:19|20)\d{2}|(?i:doi:?\s*|https?://)\S+", text)
                or _bare_date(field) and DATE.fullmatch(text))


#: What a profile's export writes around the venue of a work: its kind before it ("Conference: ", "book: ") and the
#: volume, issue or pages after it ("12(8):e1301-e1310", "(pp.143-162)").
_EXPORT_VENUE = re.compile(r"(?i)^(?:book|conference|journal|in|published in|source)\s*:\s*(?P<venue>.+?)"
                           r"(?:\s*\(pp?\.[^()]*\)|\s+\d+(?:\s*\(\d[^()]*\))?(?::\s*\S+)?)?$")
_VOLUME_TAIL = re.compile(r"(?<=[^\W\d])\s+\d+\s*\(\d[^()]*\)(?::\s*\S+)?$")


def export_venue(venue: str) -> str:
    """A venue as a profile's export writes it, without the kind of work before it and the volume, issue and pages
    after it.

    >>> export_venue("book: Urban Health in Sub-Saharan Africa (pp.143-162)"), export_venue("The Lancet 12(8):e1-e9")
    ('Urban Health in Sub-Saharan Africa', 'The Lancet')
    >>> export_venue("Conference: 50th Union World Conference on Lung Health"), export_venue("ICML 2024")
    ('50th Union World Conference on Lung Health', 'ICML 2024')
    """
    m = _EXPORT_VENUE.match(venue)
    venue = m.group("venue") if m else venue
    return _VOLUME_TAIL.sub("", venue) or venue


#: A note after a book on where it was reviewed ("Reviewed in: English Historical Review, Speculum."), a sentence
#: of its own at the end of the entry.
_REVIEWED = re.compile(r"(?<=[.)\]])\s+(?P<note>(?:Reviewed\s+(?:in|by)\b|Reviews?(?:\s+in)?\s*:)[^\n]*?)[\s.]*$",
                       re.IGNORECASE)


def parse_citation(text: str, span: Span, raw: str = "", year: int | None = None) -> PaperRecord | LoadFailure:
    """One formatted citation to a paper record, or a failure that says why not: the rules first (a quoted or
    emphasised title, authors before it), then, where they fail, the learned reference parser
    (:mod:`loaders.references`), which reads any citation style; its record says ``reader="crf"`` and its
    confidence.  An entry neither reads (no title, no year, no author, markup in the title, author names that are
    not names, or a confidence under :data:`MIN_CONFIDENCE`) is a failure with both reasons.  ``year`` is the
    year the list gives the entry when the entry gives none (a year heading above it).

    >>> r = parse_citation("Liu, Y., Jiang, B., & Zhou, C. (2023). FuncPipe: A pipelined serverless framework. "
    ...                    "Proceedings of the ACM on Measurement and Analysis of Computing Systems.", Span("a", 9, 9))
    >>> [a.text for a in r.authors], r.year, r.title, r.reader
    (['Liu, Y.', 'Jiang, B.', 'Zhou, C.'], 2023, 'FuncPipe: A pipelined serverless framework', 'crf')
    """
    text = AUTHOR_ROLE_NOTE.sub("", without_link_labels(superscript_marks_out(text)))
    behalf = ON_BEHALF.search(text)
    if behalf and (quote := QUOTED_TITLE.search(text)) and behalf.start() > quote.start():
        behalf = None           # (in the title or after it: the title's words)
    if behalf:                  # "R. Quintero, on behalf of the ATLAS Collaboration, “Title”": a note, no author
        read = parse_citation(f"{text[:behalf.start()]}{text[behalf.end():]}", span, raw or text, year)
        return replace(read, notes=(*read.notes, behalf.group("note"))) if isinstance(read, PaperRecord) else read
    reviews = _REVIEWED.search(text)
    if reviews:         # "... (Cambridge: CUP, 2021). Reviewed in: English Historical Review": a note, not the venue
        read = parse_citation(text[:reviews.start()], span, raw or text, year)
        return replace(read, notes=(*read.notes, reviews.group("note"))) if isinstance(read, PaperRecord) else read
    if _FIELD_SPLIT.search(text):
        # the fields of a LaTeX entry macro: the one that holds the reference when one holds most of the text
        # (\cvitem{2021}{Authors. Title. Venue}), else all of them, read as one reference, a sentence each
        parts = [p.strip() for p in _FIELD_SPLIT.split(text) if p.strip()]
        longest = max(parts, key=len) if parts else text
        if len(longest) >= 0.7 * sum(len(p) for p in parts):
            others = " ".join(p for p in parts if p is not longest)
            text = longest if YEAR.search(longest) or not YEAR.search(others) else f"{longest} ({others})"
        else:
            text = re.sub(r"[\s.,;:]*(?:^|\s)\|\s+", ". ", text).lstrip(". ")
    bare, status = status_apart(text)
    if status is not None:
        # a work in progress: the status stands where the year or the venue would ("(in press).", "Under review.")
        read = _parse_text(bare, span, raw, year, in_progress=True)
        if isinstance(read, PaperRecord):
            journal = journal_before_status(text, read.title)
            if journal and (read.venue is None or _PREPRINT_SERVER.match(read.venue)):
                read = replace(read, venue=journal)     # "J. Topol., to appear. arXiv:2306.01234": the journal's
            return replace(read, status=status, kind=None if status != "preprint" else read.kind)
    return _parse_text(text, span, raw, year)


_SMALL_WORDS = frozenset({"and", "&", "of", "the", "in", "for", "on", "to", "a", "an", "de", "la", "und", "für"})
#: A word journals' names are made of (a subtitle in Title Case, "Development and Validation of a Scale", has none).
_JOURNAL_NAME_WORD = re.compile(r"\b(?:Journal|Review|Research|Studies|Quarterly|Letters|Reports|Annals|Bulletin|"
                                r"Transactions|Proceedings|Science|Sciences|Computers|Computing|Applications|Management|"
                                r"Education|Psychology|Medicine|Economics|Policy|Behavior|Behaviour|Systems|Society|"
                                r"Engineering|Technology|Communications|Interaction|Perspectives|Frontiers|Nature|"
                                r"Archives|Acta|Revista|Zeitschrift|Forum|Analysis|Affairs|Sociology|History)\b")


def journal_after_sentence_case_title(title: str) -> tuple[str, str] | None:
    """A title read on into the journal after it, in a work in progress that gives no volume ("Title in sentence
    case. Journal in Title Case"): the title up to its last full stop and the journal, when every word of the last
    sentence is capitalised (small words aside) and the sentence before it is written in sentence case.

    >>> journal_after_sentence_case_title("Platform governance and seller opportunism. Electronic Commerce Research "
    ...                                   "and Applications")
    ('Platform governance and seller opportunism', 'Electronic Commerce Research and Applications')
    >>> journal_after_sentence_case_title("Deep learning for ecology. A Review") is None        # a subtitle
    True
    >>> journal_after_sentence_case_title("Graph Neural Networks. Journal of Machine Learning") is None   # Title Case
    True
    >>> journal_after_sentence_case_title("Measuring trust in social robots. Development and Validation of a Scale") is None
    True
    """
    head, dot, last = title.rpartition(". ")
    words, before = last.split(), head.split()
    if not dot or len(before) < 3 or not 2 <= len(words) <= 8 or words[0] in ("A", "An", "The", "On") \
            or not _JOURNAL_NAME_WORD.search(last) \
            or not all(w[:1].isupper() or w.lower() in _SMALL_WORDS for w in words) \
            or sum(w[:1].islower() for w in before[1:]) < len(before[1:]) / 2:
        return None
    return head.strip(), last.strip()


#: A journal named right before the status that stands alone after it (AMS's "Title, J. Topol., to appear."): a
#: comma-separated piece of capitalised journal words.
_JOURNAL_BEFORE_STATUS = re.compile(rf"(?:^|,)\s*(?P<journal>[A-Z][^,;:()\d]{{0,80}}?)\s*,\s*(?:{_STATUS_WORDS})\b",
                                    re.IGNORECASE)


def journal_before_status(text: str, title: str) -> str | None:
    """The journal an entry names right before its status, after its title ("Title, J. Topol., to appear."), when
    its words are a journal's (capitalised, one of them abbreviated with a full stop).

    >>> journal_before_status("T. Li, Artin groups of dimension two, J. Topol., to appear. arXiv:2306.01234",
    ...                       "Artin groups of dimension two")
    'J. Topol.'
    >>> journal_before_status("T. Li, Artin groups of dimension two, Preprint, submitted.",
    ...                       "Artin groups of dimension two") is None
    True
    """
    at = text.find(title) if title else -1
    m = _JOURNAL_BEFORE_STATUS.search(text, at + len(title)) if at >= 0 else None
    if m is None:
        return None
    words = m.group("journal").split()
    if not 1 <= len(words) <= 7 or not all(_JOURNAL_WORD.fullmatch(w) for w in words) \
            or not any(w.endswith(".") for w in words):
        return None
    return m.group("journal").strip()


#: One name of a Brazilian ABNT author list: the surname in capitals, a comma, the given names as initials or in
#: capitals ("SANTOS, C. E. A.", "ALMEIDA SANTOS, CARLOS EDUARDO").
_ABNT_NAME = r"[A-ZÀ-Ý][A-ZÀ-Ý'-]+(?:\s+[A-ZÀ-Ý][A-ZÀ-Ý'-]+)*,\s*(?:[A-ZÀ-Ý](?:\.|[A-ZÀ-Ý]+\b)[\s-]*)+"
#: An ABNT reference (the Lattes CV's): names apart by ";", the list closed by a full stop (Lattes writes it " ."),
#: the title to its full stop, then the venue: "SANTOS, C. E. A.; SOUZA, M. . Title. Revista X, v. 14, p. 1-18, 2021."
_ABNT = re.compile(rf"(?P<names>{_ABNT_NAME}(?:\s*;\s*{_ABNT_NAME})*?)\s*\.\s+(?P<title>\S.{{7,}}?)\.\s+"
                   r"(?P<rest>(?:In:\s+)?[^\W\d_].*)")
#: Where an ABNT venue ends: its volume, number or pages ("v. 14", "n. 3", "p. 1-18"), its year, or a full stop.
_ABNT_VENUE_END = re.compile(r",\s*(?:v|n|p|vol)\.\s*\S|,\s*(?:19|20)\d{2}\b|\.(?:\s|$)")


def parse_abnt(text: str, span: Span, raw: str = "") -> PaperRecord | None:
    """A reference in the Brazilian ABNT style (NBR 6023, the Lattes CV's), or None when ``text`` is not one.

    >>> r = parse_abnt("COSTA, A. B.; LIMA, R. . Ensaios de fadiga em pontes. Revista Exemplo, v. 3, n. 2, "
    ...                "p. 10-20, 2018.", Span("a", 1, 1))
    >>> [a.text for a in r.authors], r.title, r.venue, r.year
    (['COSTA, A. B.', 'LIMA, R.'], 'Ensaios de fadiga em pontes', 'Revista Exemplo', 2018)
    >>> r = parse_abnt("LIMA, R.. Sensores em pontes. In: 10º Simpósio de Estruturas, 2015, Recife. Anais, 2015.",
    ...                Span("a", 1, 1))
    >>> r.title, r.venue, r.year
    ('Sensores em pontes', '10º Simpósio de Estruturas', 2015)
    >>> parse_abnt("Smith, J. Graphs and trees. Journal of X, 2020.", Span("a", 1, 1)) is None
    True
    """
    m = _ABNT.fullmatch(strip_markup(text).strip())
    if m is None:
        return None
    rest = m.group("rest")
    years = [int(y) for y in re.findall(r"(?<!\d)(?:19|20)\d{2}(?!\d)", rest)]
    if not years:
        return None
    venue = re.sub(r"^In:\s+", "", rest)
    end = _ABNT_VENUE_END.search(venue)
    venue = venue[:end.start()].strip() if end else venue.strip()
    # an initial keeps its period, which the list's closing " ." stands apart from ("PEREIRA, L. F ." is "L. F.")
    names = [n.strip() + ("." if re.search(r"\b[A-Z]$", n.strip()) else "")
             for n in re.split(r"\s*;\s*", m.group("names")) if n.strip()]
    authors = tuple(a for rank, n in enumerate(names, start=1) if (a := author_mention(n, span, rank=rank)) is not None)
    if not authors:
        return None
    return PaperRecord(title=m.group("title").strip(), authors=authors, venue=venue or None, year=years[0],
                       status="published", span=span, raw=raw or text)


#: A Japanese (or Chinese) author-year reference: names in Han characters or kana apart by "・", "、", "，" or spaces,
#: the year in brackets, the title to its full stop ("．" or "。"), then the venue with its volume and pages:
#: "森本彩香・田中宏・佐藤健一（2022）陸奥湾における貧酸素水塊．日本水産学会誌，88(4)，231–242．"
_CJK_NAME = r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々〆ヶ]{1,6}(?:[ \u3000][\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々]{1,5})?"
_CJK_AUTHOR_YEAR = re.compile(
    rf"(?P<names>{_CJK_NAME}(?:\s*[・、，,；;]\s*{_CJK_NAME}|[ \u3000]+{_CJK_NAME})*)\s*(?:[,，]\s*)?"
    r"[（(]\s*(?P<year>(?:19|20)\d{2})[a-z]?\s*[)）]\s*[．.]?\s*(?P<title>[^\W_][^．。]+?)\s*[．。](?P<rest>.*)")


def parse_cjk_author_year(text: str, span: Span, raw: str = "") -> PaperRecord | None:
    """A reference of Japanese author-year style (also Chinese lists written so), or None when ``text`` is not one:
    the names apart by "・", "、" or "，" (a space then belongs to a name, "高橋 直樹"), else by spaces; the year in
    brackets after them; the title to its full stop; the venue to its first comma.

    >>> r = parse_cjk_author_year("森本彩香・田中宏・佐藤健一（2022）陸奥湾における夏季貧酸素水塊の形成．日本水産学会誌，"
    ...                           "88(4)，231–242．", Span("a", 1, 1))
    >>> [a.text for a in r.authors], r.title, r.venue, r.year
    (['森本彩香', '田中宏', '佐藤健一'], '陸奥湾における夏季貧酸素水塊の形成', '日本水産学会誌', 2022)
    >>> r = parse_cjk_author_year("高橋 直樹，森本 彩香（2018）硫酸還元細菌の分布．沿岸海洋研究，55(2)．", Span("a", 1, 1))
    >>> [a.text for a in r.authors], r.title
    (['高橋 直樹', '森本 彩香'], '硫酸還元細菌の分布')
    >>> parse_cjk_author_year("Ann Lee (2020). A title. Journal, 3.", Span("a", 1, 1)) is None
    True
    >>> parse_cjk_author_year("陳美玲（2018）：〈最低工資的影響〉，《學報》，第52期。", Span("a", 1, 1)) is None  # a quoted title
    True
    >>> parse_cjk_author_year("王小明 (2019). 中国城市化进程研究. 地理学报, 74(3), 100-110。", Span("a", 1, 1)) is None
    True
    """
    m = _CJK_AUTHOR_YEAR.fullmatch(strip_markup(text).strip())
    if m is None or ". " in m.group("title"):       # fields apart by ". " too: the other readers read it
        return None
    names = m.group("names")
    pieces = re.split(r"\s*[・、，,；;]\s*", names) if re.search(r"[・、，,；;]", names) else names.split()
    pieces = [p.strip() for p in pieces if p.strip()]
    # a Chinese name has two to four characters; a Japanese one (the text holds kana) up to seven
    longest = 7 if re.search(r"[\u3040-\u30ff]", text) else 4
    if not pieces or not all(2 <= len(p.replace(" ", "").replace("\u3000", "")) <= longest for p in pieces):
        return None
    authors = tuple(a for rank, p in enumerate(pieces, start=1) if (a := author_mention(p, span, rank=rank)))
    rest = m.group("rest").strip()
    venue = re.split(r"\s*[，,]\s*|\s*[．。]", rest, maxsplit=1)[0].strip() or None
    return PaperRecord(title=m.group("title").strip(), authors=authors, venue=venue, year=int(m.group("year")),
                       status="published", span=span, raw=raw or text)


def parse_dblp(text: str, span: Span, raw: str = "") -> PaperRecord | None:
    """A reference as DBLP writes it (:data:`DBLP_REFERENCE`: "A, B: Title. VENUE 'YY: pages"), or None when
    ``text`` is not one: the names before the colon, each a name given name first (a mark after it, "†", and DBLP's
    number that tells namesakes apart, "Wei Bai 0001", are no part of it); a proceedings' venue keeps its year as
    written, a journal's ends before its volume; CoRR is arXiv's, a preprint.  Only a note may follow.

    >>> r = parse_dblp("Ann Lee†, Daniel Oyelaran: Sirocco: Receiver-Driven Transport. SIGCOMM '22: 412-426",
    ...                Span("a", 1, 1))
    >>> [a.text for a in r.authors], r.title, r.venue, r.year
    (['Ann Lee', 'Daniel Oyelaran'], 'Sirocco: Receiver-Driven Transport', "SIGCOMM '22", 2022)
    >>> r = parse_dblp("Ann Lee: Data Usage in Sub-Saharan Cities. Comput. Commun. 145: 22-34 (2019)", Span("a", 1, 1))
    >>> r.title, r.venue, r.year
    ('Data Usage in Sub-Saharan Cities', 'Comput. Commun.', 2019)
    >>> parse_dblp("Lee, A., Wu, B.: Title of the paper. NSDI 2024: 1-12", Span("a", 1, 1)) is None
    True
    """
    m = DBLP_REFERENCE.match(strip_markup(text).strip())
    if m is None:
        return None
    rest = (m.group("rest") or "").strip()
    if rest and not (ANNOTATION.match(strip_markup(rest)) or _NOTE.search(rest)
                     or re.fullmatch(r"\*[^*]+\*|\([^()]+\)|\[[^\[\]]+\]", rest)):
        return None
    pieces = [re.sub(r"\s+\d{4}$", "", p.strip()) for p in _AUTHOR_SPLIT.split(m.group("names")) if p.strip()]
    if not pieces or not all(_is_name(_EQUAL_MARK.sub("", p)) and len(p.split()) >= 2 for p in pieces):
        return None
    authors = tuple(a for rank, p in enumerate(pieces, start=1) if (a := author_mention(p, span, rank=rank)))
    title = m.group("title").rstrip(".").strip()
    venue = m.group("conf") or m.group("journal")
    yy = m.group("yy")
    year = int(m.group("cyear") or m.group("jyear") or 0) or (2000 + int(yy) if int(yy) < 50 else 1900 + int(yy))
    preprint = venue == "CoRR"
    arxiv = re.search(r"abs/(\d{4}\.\d{4,5})", text) or ARXIV_ID.search(text)
    return PaperRecord(title=title, authors=authors, venue=venue, year=year,
                       status="preprint" if preprint else "published", span=span,
                       notes=(strip_markup(rest).strip(),) if rest else (),
                       arxiv=next((g for g in arxiv.groups() if g), None) if arxiv else None,
                       kind="preprint" if preprint else None, raw=raw or text)


#: A person of one name, as some Indonesian, Indian and Burmese authors are ("Sutrisno", "Wahyuni")
_SINGLE_NAME = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]{2,}")


def _last_single_name(text: str, name: str, before: Sequence[str] = ()) -> bool:
    """Whether ``name``, one capitalised word closing an author list, is an author of one name: after "and" or "&",
    and before the year that follows the names ("..., Priya Venkatesh, and Sunayana. 2023. Title"); or closing a
    Vancouver list, whose names ``before`` it are each a family name and initials, at the list's full stop
    ("Wijaya A, Hartono B, Sutrisno. Title": Vancouver writes no "and").

    >>> _last_single_name("Anand Raghavan, Priya Venkatesh, and Sunayana. 2023. IndicParaphrase.", "Sunayana")
    True
    >>> _last_single_name("Li, A., Wu, B., and Petrology. Title. 2023.", "Petrology")
    False
    >>> _last_single_name("Wijaya A, Hartono B, Sutrisno. Prevalence of stunting. Med J. 2019;3:1-5.", "Sutrisno",
    ...                   ["Wijaya A", "Hartono B"])
    True
    >>> _last_single_name("Li A, Wu B, Petrology. Title. 2023.", "Petrology", ["Li A"])     # one name is no list
    False
    """
    if not _SINGLE_NAME.fullmatch(name):
        return False
    if len(before) >= 2 and all(_VANCOUVER_NAME.fullmatch(b) for b in before) and re.search(
            rf"[A-Z],\s+{re.escape(name)}\.\s+[^\W\d_]", text):
        return True
    return bool(re.search(
        rf"(?:\band|&)\s+{re.escape(name)}\s*(?:\.\s*(?:19|20)\d{{2}}\b|\(\s*(?:19|20)\d{{2}})", text))


#: A Vancouver name: a family name (one or more words) and one to three initials without full stops ("Hartono B").
_VANCOUVER_NAME = re.compile(r"[A-Z][\w'’-]+(?: [A-Z]?[\w'’-]+)* [A-Z]{1,3}")


def _single_name(text: str, name: str, previous: str | None) -> bool:
    """Whether ``name``, one capitalised word, is an author of one name in the list ``text``: it stands between
    separators, the next name is no initials (else it is a family name whose initials were lost: "Erisman, J. W."),
    and the name before it ended ("Dewi, R. S." or "F. Iskandar", not "Stewart III" before "Charles").

    >>> _single_name("Dewi, R. S., Kurniawan, & Setiawan, A. (2024). T.", "Kurniawan", "Dewi, R. S.")
    True
    >>> _single_name("Erisman, J. W., A. Bleeker (2011). T.", "Erisman", None)
    False
    >>> _single_name("Li, X., Wang, H., Zhiyuan Ouyang*. Title", "Zhiyuan", "Wang, H.")
    False
    >>> _single_name("Kongkiatpaiboon, W., Sutrisno, Wahyuni, & Lee, H. J. (2023). T.", "Wahyuni", "Sutrisno")
    True
    """
    if not _SINGLE_NAME.fullmatch(name):
        return False
    m = re.search(rf"(?:^|[,;&]\s*|\band\s+){re.escape(name)}\s*(?:[,;]\s*(?:&|and\b)?\s*(?P<next>[^\s,;]+)"
                  rf"|\s*[.(])", text)
    if m is None or m.group("next") and re.match(r"[A-Z]\.|[A-Z]{1,2}\b", m.group("next")):
        return False
    # (the name before it ended: a name of its own, or one of one word too, "Sutrisno, Wahyuni, & Lee, H. J.")
    return previous is None or ("," in previous or len(previous.split()) >= 2
                                or bool(_SINGLE_NAME.fullmatch(previous)) and _is_name_piece(text, previous)) \
        and not re.search(r"\b(?:Jr|Sr|II|III|IV)\.?$", previous)


def _is_name_piece(text: str, name: str) -> bool:
    """Whether a one-word name stands between separators of the list (", Sutrisno, "), not as half of a name."""
    return bool(re.search(rf"[,;&]\s*{re.escape(name)}\s*[,;]", text))


def _parse_text(text: str, span: Span, raw: str, year: int | None, in_progress: bool = False
                ) -> PaperRecord | LoadFailure:
    """:func:`parse_citation` on its text: the rules, then the reference parser."""
    if (abnt := parse_abnt(text, span, raw)) is not None:
        return abnt
    if (dblp := parse_dblp(text, span, raw)) is not None:
        return dblp
    if (cjk := parse_cjk_author_year(text, span, raw)) is not None:
        return cjk
    ruled = _parse_by_rules(text, span, raw)
    if isinstance(ruled, PaperRecord):
        quote = QUOTED_TITLE.search(text)
        # a quoted title, but an author list the rules misread; or a title in guillemets or German quotes, whose
        # styles (French, Spanish, German) put editors, volumes and issues after it in ways the rules' venue does
        # not read: the model first
        if _doubtful(ruled) or quote and (quote.group("f") or quote.group("g")):
            read = _parse_by_model(text, span, raw, LoadFailure(span, "", raw), year, in_progress)
            quoted = strip_markup(quote.group("f") or quote.group("g") or "").strip(" .,") if quote else ""
            italics = [strip_markup(inner).strip(" .,") for kind, _, _, inner in emphasis_runs(text) if kind == "italic"]
            if isinstance(read, PaperRecord) and not _doubtful(ruled) and quoted and ruled.title == quoted \
                    and read.title != quoted and (read.title.startswith(quoted) and re.match(
                        r"\s*[»“”\"]\s*[,.;]", read.title[len(quoted):]) is not None
                                                  or any(i and read.title.startswith(i) for i in italics)):
                # the model ran the title past its closing quote, or took the book in italics for it: the quotes
                # say which the title is (the model's venue kept, the styles that set titles in guillemets write
                # editors and volumes after them in ways the rules' venue does not read)
                read = replace(read, title=ruled.title, venue=read.venue or ruled.venue)
            if isinstance(read, PaperRecord) and read.title == ruled.title and ruled.venue \
                    and read.venue != ruled.venue and ruled.venue in italics and not re.search(r"\d", ruled.venue):
                read = replace(read, venue=ruled.venue)     # the same title, and the venue the italics set apart
            return read if isinstance(read, PaperRecord) else ruled
        return ruled
    if book := parse_edited_book(text, span, raw):
        return book
    return _parse_by_model(text, span, raw, ruled, year, in_progress)


def book_title_end(title: str, text: str, bracket: int) -> str:
    """A book's title run on to the bracket of its place and publisher at ``bracket``, where only a period it
    names (", 1150–1320", "c. 1280–1350") stands between the title read and the bracket.

    >>> text = "Li, A., Salt and Tithe, 1150–1320 (Leiden: Brill, 2019)."
    >>> book_title_end("Salt and Tithe", text, text.index("("))
    'Salt and Tithe, 1150–1320'
    >>> book_title_end("Salt", "Li, A., Salt (Leiden: Brill, 2019).", 12)
    'Salt'
    """
    at = text.find(title)
    between = text[at + len(title):bracket] if at >= 0 else ""
    if re.fullmatch(r"[,:]?\s*(?:c\.\s*)?\d{3,4}\s*[–-]\s*\d{2,4}\s*", between):
        return title + between.rstrip()
    return title


#: An edited book as humanities styles (MHRA, Chicago notes) write it: the editors, "(eds)", the title unquoted.
_EDITED_VOLUME = re.compile(r"(?P<names>[^()]{3,300}?)\s*\((?:eds?|Hrsg|éds?)\.?\)\s*[,.:]?\s+"
                            r"(?P<title>[^\"“”]{8,})",
                            re.IGNORECASE)


def parse_edited_book(text: str, span: Span, raw: str = "") -> PaperRecord | None:
    """An edited book as humanities styles write it: its editors, "(eds)", its title, then the place, publisher
    and year in brackets and nothing after them but a full stop; the editors are its authors as the CV lists it,
    the publisher the venue.  None for any other entry (a chapter "in" a book is read by the rules).

    >>> r = parse_edited_book("Whitcombe, A., and R. Brunel (eds), Markets and Monasteries in Medieval Europe "
    ...                       "(Leiden: Brill, 2019).", Span("cv.txt", 30, 31))
    >>> [a.text for a in r.authors], r.title, r.venue, r.year, r.kind
    (['Whitcombe, A.', 'R. Brunel'], 'Markets and Monasteries in Medieval Europe', 'Brill', 2019, 'book')
    >>> parse_edited_book("Whitcombe, A., 'Salt and sanctity', in R. Brunel (ed.), Markets and Monasteries (Leiden: "
    ...                   "Brill, 2019), pp. 201–24.", Span("cv.txt", 3, 3)) is None
    True
    """
    plain = strip_markup(text)
    m = PLACE_PUBLISHER_YEAR.search(plain)
    book = _EDITED_VOLUME.fullmatch(plain[:m.start()].strip(" ,.")) if m and not plain[m.end():].strip(" .") else None
    if book is None or re.search(r"\bin\s", book.group("names")):
        return None
    authors, et_al = names_before_title(book.group("names"), span)
    if not authors or not all(_is_name(a.text) for a in authors) or _doubtful_authors(authors):
        return None
    return PaperRecord(title=book.group("title").strip(), authors=authors, venue=m.group("publisher").strip(),
                       year=int(m.group("year")), status="published", span=span, et_al=et_al, kind="book",
                       raw=raw or text)


#: A status that stands alone: in brackets where an author-date style puts the year ("(in press).", "(submitted)"),
#: or as a sentence of its own ("Forthcoming.", "Under review.")
_STATUS_ALONE = re.compile(rf"\s*\(\s*(?P<a>{_STATUS_WORDS})\s*\)\s*[.,]?"
                           rf"|(?:(?<=[.,;:”\"’*])|^)\s*(?P<b>{_STATUS_WORDS})\s*(?:[.,;]|$)(?=\s|$)"
                           rf"|(?<=[.,;，。])\s*(?P<zh>{'|'.join(_ZH_STATUS)})\s*[.,;。]?\s*$", re.IGNORECASE)


def status_apart(text: str) -> tuple[str, str | None]:
    """The text of a reference without the status that stands alone in it, and that status (lower case; none
    when there is none).

    >>> status_apart("Li, A. (in press). Prosodic cues in narratives. *Journal of Linguistics*.")
    ('Li, A. Prosodic cues in narratives. *Journal of Linguistics*.', 'in press')
    >>> status_apart("Li A, Wu B. Triage of acute dyspnoea in the emergency department. Under review.")
    ('Li A, Wu B. Triage of acute dyspnoea in the emergency department.', 'under review')
    >>> status_apart("Li, Ann. Forthcoming. “Title of the Article.” *Journal*.")[1], status_apart("Li, A. 2020. T.")
    ('forthcoming', ('Li, A. 2020. T.', None))
    """
    m = _STATUS_ALONE.search(text)
    if m is None:
        return text, None
    status = _ZH_STATUS[m.group("zh")] if m.group("zh") else status_name(m.group("a") or m.group("b"))
    bare = f"{text[:m.start()]} {text[m.end():]}".strip()
    return re.sub(r"\s{2,}", " ", bare), status


#: Words set in bold whole at the start of an author list, without commas or digits (a sub-heading run in).
_BOLD_LEAD = re.compile(r"\s*(\*\*|__)(?P<head>[^*_,\d]{3,60}?)\1\s+(?=\S)")


def names_before_title(before: str, span: Span, role: str = "author") -> tuple[tuple[PersonMention, ...], bool]:
    """The names written before a title (an author-date year after them off), split as a paper's authors are: at
    commas and "and", then, when that misreads the list ("Okafor, M. L., & Luthy, R. G."), as the reference
    parser splits author lists.

    >>> [m.text for m in names_before_title("Okafor, M. L., & Luthy, R. G. (2020). ", Span("a", 1, 1))[0]]
    ['Okafor, M. L.', 'Luthy, R. G.']
    """
    names = _YEAR_AFTER_NAMES.sub("", before).strip(" ,:;")      # author-date: "Li, A.; Wu, B. (2020). Title"
    # a sub-heading in bold with no break before the entry ("**Conference Presentations** **Daniel Mensah**, ..."):
    # words that are no name, emphasised whole, before the names
    lead = _BOLD_LEAD.match(names)
    if lead and not looks_like_name(lead.group("head").strip()) and not re.search(r"\b(?:and|&)\b|&", lead.group("head")) \
            and split_authors(names[lead.end():], span, role)[0]:
        names = names[lead.end():]
    authors, et_al = split_authors(names, span, role)
    if authors and _doubtful_authors(authors):
        authors, et_al = _resplit(names, span, authors, et_al, role)
    return authors, et_al


def _resplit(before: str, span: Span, authors: tuple[PersonMention, ...], et_al: bool, role: str = "author"
             ) -> tuple[tuple[PersonMention, ...], bool]:
    """An author list the comma split misread ("Borhani, Z., Holen, E."), split again as the reference parser
    splits author lists (family, initials pairs and the other forms); kept only when every name is a name."""
    from loaders.references.authors import split_author_list

    bold = {strip_markup(m).strip(" ,;") for m in re.findall(r"\*\*(.+?)\*\*", before)}
    names, more = split_author_list(strip_markup(before).strip(" ,:;~"))
    alt = tuple(PersonMention(text=n, span=span, role=role, raw=n, rank=k, marked=n in bold or f"{n}," in bold
                              or n.rstrip(".") in {b.rstrip(".") for b in bold})
                for k, n in enumerate(names, start=1))
    if alt and all(_is_name(a.text) for a in alt):
        return alt, et_al or more
    return authors, et_al


_INITIALS_ONLY = re.compile(r"^(?:[A-Z]\.ª?\s?-?){1,3}[A-Z]?$|^[A-Z]{1,2}$")      # (Spanish "M.ª J.": María J.)


def _doubtful(record: PaperRecord) -> bool:
    return _doubtful_authors(record.authors)


def _doubtful_authors(authors: Sequence[PersonMention]) -> bool:
    """Whether the rules' author list looks misread: a bare initial taken for a name (the second half of an
    inverted "Liu, Y."), a year or a number in a name, or "et al." left in one.

    >>> s = Span("a", 1, 1)
    >>> _doubtful(PaperRecord("T", split_authors("Liu, Y., B. Jiang, and X. Wang. 2023.", s)[0], None, None, None, s))
    True
    >>> _doubtful(PaperRecord("T", split_authors("Yunzhuo Liu, Bo Jiang", s)[0], None, None, None, s))
    False
    """
    return any(_INITIALS_ONLY.match(a.text) or _DIGIT_WORD.search(a.text) or _ET_AL.search(a.text) for a in authors)


#: An author-date style's date in brackets after the names: "(2022)", "(2022, December)", "(2024, in press)".
_DATE_AFTER_NAMES = re.compile(r"\(\s*(?:(?:19|20)\d\d[a-z]?\s*(?:[,;][^()]{1,30})?"
                               rf"|(?i:{STATUS_WORDS}|{'|'.join(OTHER_STATUS)}))\s*\)")


def _title_after_date(plain: str, parsed):
    """The reference parser's reading with a title that opened inside the date in brackets after the names cut
    after it ("(2023, in press). Privacy calculus ..." read as the title "press). Privacy calculus ...").

    >>> from loaders.references import ParsedReference
    >>> text = "Kao, S. (2023, in press). Privacy calculus in smart speakers. Computers in Human Behavior."
    >>> _title_after_date(text, ParsedReference(text, title="press). Privacy calculus in smart speakers")).title
    'Privacy calculus in smart speakers'
    >>> text = "Li, F.; Wu, T. (im Druck): Waldumbau im Privatwald: Eine Befragung. Schweiz. Z. Forstwes."
    >>> _title_after_date(text, ParsedReference(text, title="Druck): Waldumbau im Privatwald: Eine Befragung")).title
    'Waldumbau im Privatwald: Eine Befragung'
    """
    date = _DATE_AFTER_NAMES.search(plain)
    at = plain.find(parsed.title) if date and parsed.title else -1
    if at < 0 or not date.start() < at < date.end():
        return parsed
    rest = parsed.title[date.end() - at:].lstrip(" .,;:")
    return replace(parsed, title=rest) if len(rest.split()) >= 3 else parsed


#: A chapter's "In:" (Vancouver, Harvard, German styles: "Title. In: Gagnon P, Rossi L, editors. Book. ...")
_CHAPTER_IN = re.compile(r"\.\s+In:?\s+(?=[^\W\d_])")


def _chapter_title_before_in(plain: str, parsed):
    """The reference parser's reading of a chapter with its title where it took the book's ("Haddad N, Chowdhury
    MR. Infections in older adults. In: Gagnon P, Rossi L, editors. Geriatric Medicine. Toronto: Maple; 2022.",
    read with the title "Geriatric Medicine"): when the title it read stands after the "In:" and the sentence
    before the "In:" follows its last author, that sentence is the title, and the book is the venue.

    >>> from loaders.references import ParsedReference
    >>> text = ("Haddad N, Chowdhury MR. Infections in older adults. In: Gagnon P, Rossi L, editors. Geriatric "
    ...         "Medicine: A Clinical Handbook. Toronto: Maple Leaf Medical; 2022. p. 311-28.")
    >>> fixed = _chapter_title_before_in(text, ParsedReference(text, authors=("Haddad N", "Chowdhury MR"),
    ...                                  title="Geriatric Medicine: A Clinical Handbook"))
    >>> fixed.title, fixed.container
    ('Infections in older adults', 'Geriatric Medicine: A Clinical Handbook')
    """
    found = _CHAPTER_IN.search(plain)
    if found is None or not parsed.title or not parsed.authors or plain.find(parsed.title, found.end()) < 0:
        return parsed
    last = plain.rfind(parsed.authors[-1], 0, found.start())
    if last < 0:
        return parsed
    sentence = plain[last + len(parsed.authors[-1]):found.start()].strip(" .,;:")
    sentence = re.sub(r"^\(?(?:19|20)\d{2}[a-z]?\)?[.,:]?\s*", "", sentence)       # a year after the names
    if len(sentence.split()) < 2 or "." in sentence.rstrip("?!"):
        return parsed
    return replace(parsed, title=sentence, container=parsed.title)


def _authors_before_date(plain: str, parsed):
    """The reference parser's reading with the whole author list of an author-date reference where it cut the
    list short: every name before the date in brackets that opens the reference's body ("Lin, Yu-Chen; Tsai,
    Wei-Ting (2022, December). Title", read as "Lin, Yu-Chen" and "Tsai"), when those names are the parser's and
    more, and the title follows the date.

    >>> from loaders.references import parse_reference
    >>> text = "Lin, Yu-Chen; Tsai, Wei-Ting (2022, December). Nudging green choices. In Proc. ICIS, Copenhagen."
    >>> _authors_before_date(text, replace(parse_reference(text), authors=("Lin, Yu-Chen", "Tsai"))).authors
    ('Lin, Yu-Chen', 'Tsai, Wei-Ting')
    """
    from loaders.references.authors import split_author_list

    date = _DATE_AFTER_NAMES.search(plain)
    if not date or not parsed.authors or not parsed.title or plain.find(parsed.title, date.end()) < 0:
        return parsed
    names, et_al = split_author_list(plain[:date.start()])
    if len(names) < len(parsed.authors) or tuple(names) == tuple(parsed.authors) \
            or not all(_is_name(n) and not re.search(r"['’]s\b", n) for n in names) \
            or not all(n.startswith(_DATE_AFTER_NAMES.sub("", a).strip().rstrip(" .,;"))
                       for n, a in zip(names, parsed.authors)):
        return parsed       # (the parser may keep the date with the last name: "Özdemir, C. (im Druck)")
    return replace(parsed, authors=tuple(names), et_al=parsed.et_al or et_al)


#: A name written family name first in capitals, as Japanese and some Chinese lists write it: "MORI Takumi", "LIU
#: Yunzhuo". The capitals are a name's (a vowel, never three consonants together: not "RDMA", "GPT").
_FAMILY_IN_CAPITALS = re.compile(r"(?=[A-Z]*[AEIOUY])(?![A-Z]*[B-DF-HJ-NP-TV-Z]{3})[A-Z]{2,}"
                                 r"(?:\s+[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?){1,2}")


def _names_out_of_title(parsed):
    """The reference parser's reading with the author list it left at the start of the title given back ("Jinpeng
    Li" | "Harold Mouchere and Christian Viard-Gaudin. Quantifying spatial relations ..."): names up to the first
    full stop of the title, when every one is a name and the rest is a title."""
    from loaders.references.authors import split_author_list

    title = parsed.title or ""
    m = re.match(r"^(.{3,200}?[a-z\u00c0-\u024f])\.\s+(?=[A-Z\u00c0-\u024f\d\"“])(.{10,})$", title)
    if not m and parsed.authors:
        # the list's last name before a colon that opens the title ("SUZUKI Yui, ONO Ai: Title", as Japanese lists
        # are written, the family name in capitals): right after the names read, a comma between, and written as
        # the name before it is (a system's name opens many titles: "Alice Li, InArt: In-Network Aggregation")
        m = re.match(r"^([^:,;]{3,60}?)\s*:\s+(?=[A-Z\u00c0-\u024f\d\"“])(.{10,})$", title)
        if m and not (_FAMILY_IN_CAPITALS.fullmatch(m.group(1)) and _FAMILY_IN_CAPITALS.fullmatch(parsed.authors[-1])
                      and not any(len(w) >= 5 and is_word(w.lower()) for w in m.group(1).split()[1:])
                      and re.search(re.escape(parsed.authors[-1]) + r"\s*,\s*" + re.escape(m.group(1)) + r"\s*:",
                                    parsed.text)):
            m = None
    if not m or not parsed.authors:
        return parsed
    names, more = split_author_list(m.group(1))
    if not names or not all(_is_name(n) for n in names) or len(m.group(2).split()) < 3:
        return parsed
    return replace(parsed, authors=parsed.authors + tuple(names), et_al=parsed.et_al or more, title=m.group(2))


_VENUE_START = re.compile(r"(?:,|\.)\s+(?=(?:In\s+|in\s+)?(?:(?:the|The)\s+)?(?:\d+(?:st|nd|rd|th)\s+)?(?:Annual\s+|"
                          r"International\s+|IEEE\s+|ACM\s+|USENIX\s+)*(?:Proceedings|Proc\.|Conference|Workshop|"
                          r"Symposium|Journal|Transactions|Letters|arXiv|Preprint|Technical Report)\b)")


def _venue_out_of_title(title: str) -> str:
    """A title the reference parser ran on into its venue ("EPAC, Workshop on Machine Learning Open Source
    Software") cut where the venue starts.

    >>> _venue_out_of_title("Embarrassingly Parallel Array Computing (EPAC), Workshop on Machine Learning Open Source")
    'Embarrassingly Parallel Array Computing (EPAC)'
    """
    m = _VENUE_START.search(title)
    return title[:m.start()].strip() if m and len(title[:m.start()].split()) >= 3 else title


#: A venue that is an acronym alone, after the title's full stop: "AISTATS", "NeurIPS", "ACL-IJCNLP".
_ACRONYM_AFTER_TITLE = re.compile(r"(?<=[a-z\d)])\.\s+(?P<venue>(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z&/-]{1,14})\s*$")
_ETC = re.compile(r",\s*etc\.?\s*,", re.IGNORECASE)
_TAIL_YEAR = re.compile(r",\s+(?P<venue>[^,]{3,120}?\((?P<acr>[^()]*?['’‘](?P<yy>\d{2})|[^()]*?\b(?P<yyyy>(?:19|20)\d{2}))"
                        r"\)?)\s*$")


def _venue_out_of_title_end(parsed):
    """The reference parser's reading with the venue it left at the end of a title given back: a last field
    after a comma that ends in a parenthesis holding the year ("..., Computer Networks (ComNet'23)"), when the
    model read no year.

    >>> from loaders.references import ParsedReference
    >>> p = _venue_out_of_title_end(ParsedReference("t", ("A. Li",), False, "Reveal: Robust VNF Placement in "
    ...                             "Edge Clouds, Computer Networks (ComNet’23", None, None))
    >>> p.title, p.container, p.year
    ('Reveal: Robust VNF Placement in Edge Clouds', 'Computer Networks (ComNet’23)', 2023)
    """
    m = _TAIL_YEAR.search(parsed.title or "")
    if not m or parsed.container or len(parsed.title[:m.start()].split()) < 3:
        return parsed
    year = 2000 + int(m.group("yy")) if m.group("yy") else int(m.group("yyyy"))
    venue = m.group("venue") if m.group("venue").endswith(")") else m.group("venue") + ")"
    return replace(parsed, title=parsed.title[:m.start()].strip(), container=venue, year=year)


_ACRONYM_YEAR = r"\((?:[^()]*?\s)?[A-Za-z][\w/&+-]*\s*['’‘]?(?:\d{2}|(?:19|20)\d{2})\)"
_VENUE_RUN_ON = re.compile(rf"^(?P<venue>.+?{_ACRONYM_YEAR})[.,]\s+\S.*$")
#: The locator APA writes after a book or proceedings title, in parentheses ("(pp. 1123–1130)", "(Vol. 34, pp.
#: 100–110)"), closed or cut where the reference parser ended the venue ("(pp"): no part of the venue's name.
_LOCATOR_END = re.compile(r"\s*\((?:pp?|vol|no|article|chapter|ch)(?:\.|\s+\d|$)[^()]*\)?\s*$", re.IGNORECASE)


#: The letter of a journal's section after its name, before the volume: "Phys. Rev. X 7, 031040", "J. Mater. Chem. A 6".
_SECTION_LETTER = re.compile(r"(?P<dot>\.?)\s+(?P<letter>[A-Z])(?=\s+\d)")


def venue_end(venue: str, text: str) -> str:
    """A venue the reference parser read ended where the entry ends it: at the closing parenthesis of an
    acronym with its year, which it may run past (ACM's "(SC '22). IEEE Press, Article") or stop short of
    ("(Middleware '21").

    >>> venue_end("Proceedings of Supercomputing (SC '22). IEEE Press, Article", "")
    "Proceedings of Supercomputing (SC '22)"
    >>> venue_end("Proceedings of the 22nd International Middleware Conference (Middleware '21",
    ...           "In Proceedings of the 22nd International Middleware Conference (Middleware '21). ACM, New York")
    "Proceedings of the 22nd International Middleware Conference (Middleware '21)"
    >>> venue_end("Proceedings of the 48th Annual Meeting of the North East Linguistic Society (NELS",
    ...           "In A & B (eds.), Proceedings of the 48th Annual Meeting of the North East Linguistic Society (NELS 48), vol. 2")
    'Proceedings of the 48th Annual Meeting of the North East Linguistic Society (NELS 48)'
    >>> venue_end("Phys. Rev", "T. Karzig, et al., Scalable designs, Phys. Rev. X 7, 031040 (2017).")
    'Phys. Rev. X'
    >>> venue_end("Journal of Urban Economics", "")
    'Journal of Urban Economics'
    >>> venue_end("Proceedings of the IEEE International Conference on Robotics and Automation (ICRA) (pp", "")
    'Proceedings of the IEEE International Conference on Robotics and Automation (ICRA)'
    >>> venue_end("Advances in Neural Information Processing Systems (Vol. 34, pp. 100–110)", "")
    'Advances in Neural Information Processing Systems'

    What follows a venue and is none of it goes: its pages, a link and when it was accessed; and the end of a note
    in brackets that it starts with ("[published online ahead of print, 2024 Mar 3]. Circ Genom Precis Med"):

    >>> venue_end("Mensch und Computer 2018, S. 245–256. Gesellschaft für Informatik", "")
    'Mensch und Computer 2018'
    >>> venue_end("Delft University of Technology. Available at: https:// repository.tudelft.nl/", "")
    'Delft University of Technology'
    >>> venue_end("Revista de Derecho Mercantil, núm", ""), venue_end("Revista de Direito, ano IX, n.º", "")
    ('Revista de Derecho Mercantil', 'Revista de Direito')
    >>> venue_end("European Sociological Review 37 (2021), Nr. 2", "")
    'European Sociological Review'
    >>> venue_end("Proceedings of the 29th European Congress (ECCMID); 2019 Apr 13-16; Amsterdam, Netherlands", "")
    'Proceedings of the 29th European Congress (ECCMID)'
    >>> venue_end("Atti del XX Convegno ANIDIS. Torino, 4-8 settembre 2023", "")
    'Atti del XX Convegno ANIDIS'
    >>> venue_end("3]. Circ Genom Precis Med", "")
    'Circ Genom Precis Med'
    >>> venue_end("Programming Languages and Systems. 31st European Symposium on Programming, ESOP 2022", "")
    'Programming Languages and Systems. 31st European Symposium on Programming, ESOP 2022'
    """
    venue = _LOCATOR_TAIL.sub("", venue).rstrip(" .,;:") or venue
    venue = _VOLUME_YEAR_TAIL.sub("", venue) or venue
    venue = _MEETING_WHEN_WHERE.sub("", venue) or venue
    at = text.find(venue) if venue else -1
    if at >= 0 and (year := re.search(r"\s+(?:19|20)\d{2}$", venue)) and re.match(r"\s*,\s*\d+\s*,\s*\d", text[at + len(venue):]) \
            and not re.search(r"(?i)proceedings|conference|symposium|workshop|\b[A-Z]{2,}\s+(?:19|20)\d{2}$", venue):
        venue = venue[:year.start()]        # ACS's "J. Phys. Chem. C 2021, 125, 18902": the year is no part of it
    if (note := re.search(r"\s*\(([^()]*)\)$", venue)) and STATUS.search(note.group(0)) and venue[:note.start()].strip():
        venue = venue[:note.start()]        # "Social Science Research (eingereicht, 2. Begutachtungsrunde)"
    if venue.count("]") > venue.count("["):
        venue = re.sub(r"^[^\[\]]{0,60}\]\s*[.,;:]?\s*", "", venue) or venue
    venue = _LOCATOR_END.sub("", venue) or venue
    at = text.find(venue) if venue else -1
    section = _SECTION_LETTER.match(text, at + len(venue)) if at >= 0 else None
    if section:                 # a journal's section the parser left out: "Phys. Rev" + ". X 7, 031040"
        venue += section.group("dot") + " " + section.group("letter")
    if venue.count("(") > venue.count(")"):
        at = text.find(venue)
        # the bracket closes right after, or after a few more words of it ("(NELS" + " 48)", the number the
        # parser read as the volume)
        close = re.match(r"(?P<more>[^()\n,;]{0,20}?)\)", text[at + len(venue):]) if at >= 0 else None
        if close:
            venue += close.group("more").rstrip() + ")" if close.group("more").strip() else ")"
    m = _VENUE_RUN_ON.match(venue)
    if m and m.group("venue").count("(") == m.group("venue").count(")"):
        venue = m.group("venue")
    return venue


#: A volume that a proceedings' own title names at its end ("... Computer Science Education V. 1", "Vol. 2",
#: "Part II"), inside the italics of the title.
_TITLE_VOLUME = re.compile(r"[\s,]+(?:V|Vol|Volume|Part)\.?\s*(?:\d{1,3}|[IVX]{1,4})", re.IGNORECASE)


def volume_in_title(venue: str, text: str) -> str:
    """The venue with the volume its emphasised title names after it, which the reference parser reads as a
    volume of its own: the volume is part of the proceedings' title ("Proceedings of the 54th ACM Technical
    Symposium on Computer Science Education V. 1").

    >>> volume_in_title("Proceedings of the 50th ACM Symposium on CS Education",
    ...                 "Ann Li. 2019. Title. In *Proceedings of the 50th ACM Symposium on CS Education V. 1*.")
    'Proceedings of the 50th ACM Symposium on CS Education V. 1'
    >>> volume_in_title("Journal of Labor Economics", "A. Li. 2019. Title. *Journal of Labor Economics* Vol. 2.")
    'Journal of Labor Economics'
    """
    for _, _, _, inner in emphasis_runs(text):
        inner = strip_markup(inner).strip(" ,.")
        if inner.startswith(venue) and _TITLE_VOLUME.fullmatch(inner[len(venue):]):
            return inner
    return venue


#: The servers of preprints, written where APA 7 puts a work's source ("Title? arXiv. https://doi.org/...").
_PREPRINT_SERVERS = r"(?:arXiv|bioRxiv|medRxiv|ChemRxiv|PsyArXiv|SocArXiv|EarthArXiv|TechRxiv|engrXiv|SSRN|" \
                    r"Research Square|Preprints\.org|OSF Preprints)"
#: ABNT's event: its name, its edition, year and place before the proceedings' kind ("CONGRESSO BRASILEIRO DE
#: EPIDEMIOLOGIA, 11., 2021, Online. Anais [...]").
_ABNT_EVENT = re.compile(r"^(?P<event>[^,]{4,200}?),\s*\d{1,3}\.?,\s*(?:19|20)\d{2}\b")


#: A status before the journal it names, in one language or two: "Eingereicht / submitted to", "Under review at".
_STATUS_BEFORE_VENUE = re.compile(rf"(?i)^(?:(?:{'|'.join(OTHER_STATUS)}|{_STATUS_WORDS})\s*/\s*)?(?:{_STATUS_WORDS})\s+"
                          r"(?:to|at|in|with|for publication in)\s+(?=\S)"
                          # other languages' "submitted to": "Wysłano do:", "Eingereicht bei", "Soumis à", "Enviado
                          # a", "Submetido à", "Inviato a", "Ingediend bij", "Направлено в"
                          r"|^(?:wys[łl]ano do|z[łl]o[żz]ono (?:do|w)|eingereicht (?:bei|in)|soumis (?:à|au|aux)"
                          r"|enviado (?:a|para)|submetido (?:a|ao|à|para)|sometido a|inviato a|ingediend bij"
                          r"|направлен[оа]? в)\s*:?\s+(?=\S)")


_STATUS_AFTER_VENUE = re.compile(rf"(?i)[.,;]\s*(?:{'|'.join(OTHER_STATUS)}|{_STATUS_WORDS})\.?\s*$")
#: A series of papers and the number of one ("NBER Working Paper 31872", "CEPR Discussion Paper No. DP17788").
_NUMBERED_SERIES = re.compile(r"(?i)^(?P<series>[^.;]*?\b(?:working|discussion|policy research|technical|staff|research)\s+"
                              r"papers?(?:\s+series)?)\s*(?:no\.?\s*|#\s*)?[A-Z]{0,4}\d[\w./-]*(?:\W.*)?$")
#: A publisher and its place after a book's title, as Elsevier's Harvard writes a chapter's book ("Sustainable Binders.
#: Woodhead Publishing, Cambridge"): a publisher's word, or one of the great publishers' names.
_PUBLISHER_AFTER = re.compile(
    r"(?<!\bUniv)(?<!\bInst)(?<!\bAcad)\.\s+(?:(?:[A-Z][\w&'’-]*\s+){1,3}(?:Publishing|Publishers|Press|Verlag)"
    r"|Springer(?: Nature)?|Elsevier|Wiley(?:-VCH)?|Routledge|Taylor (?:&|and) Francis|Woodhead(?: Publishing)?"
    r"|De Gruyter|Brill|Palgrave(?: Macmillan)?|IGI Global|CRC(?: Press)?)\b"
    r"(?:\s*[,:]\s*[A-Z][\w .'’-]{1,40}){0,2}[.,]?\s*(?:pp?\.\s*[\d–-]+\.?)?\s*$")
#: A book's place, publisher and year after its title, as Vancouver writes them: ". Cham: Springer; 2021".
_PLACE_PUBLISHER_YEAR = re.compile(r"\.\s+[A-Z][\w .,'’-]{1,40}:\s*[A-Z][^;:.]{1,60}(?:\.[^;:.]{0,30})?;\s*(?:19|20)\d{2}\.?\s*$")
_BRACKETED_STATUS_END = re.compile(r"[\s,.;]*\((?i:accepted|submitted|in press|forthcoming|under review|to appear)"
                                   r"[^()]{0,40}\)[\s.]*$")
_BRACKETED_YEAR_END = re.compile(r"[\s,.;]*\((?:19|20)\d{2}[a-z]?\)[\s.]*$")
_ISSN_TAIL = re.compile(r"(?i)[.,;]?\s*\b(?:ISSN|ISBN|e-ISSN|eISSN)\b.*$")


def normal_venue(venue: str | None) -> str | None:
    """A venue as read, with what is no part of its name taken off: ABNT's edition, year and place after an event's
    name.  (A preprint's server keeps the number written after it: "arXiv preprint arXiv:2403.01234" is a venue as
    written, which the graph reads as arXiv.)

    >>> normal_venue("CONGRESSO BRASILEIRO DE EPIDEMIOLOGIA, 11., 2021, Online. Anais [...]. Rio de Janeiro: ABRASCO")
    'CONGRESSO BRASILEIRO DE EPIDEMIOLOGIA'
    >>> normal_venue("Proceedings of Things, 3, 2021"), normal_venue(None)
    ('Proceedings of Things, 3, 2021', None)

    A book's edition and what follows it, a journal's ISSN, a status before the journal it names, a status alone:

    >>> normal_venue("Human Factors in Road and Rail Transport. 2nd edn. Boca Raton: CRC Press")
    'Human Factors in Road and Rail Transport'
    >>> normal_venue("PROGETTAZIONE SISMICA, ISSN: 1974-4471, in corso di stampa")
    'PROGETTAZIONE SISMICA'
    >>> normal_venue("Eingereicht / submitted to Phys. Rev. Lett"), normal_venue("Under review, 2025")
    ('Phys. Rev. Lett', None)
    >>> normal_venue("NBER Working Paper 31872. * Review of Economic Studies.*"), normal_venue("CEPR Discussion Paper No. DP1")
    ('NBER Working Paper', 'CEPR Discussion Paper')
    >>> normal_venue("Global Change Biology. Enviado"), normal_venue("Nature, in press")
    ('Global Change Biology', 'Nature')
    """
    if not venue:
        return venue
    if (event := _ABNT_EVENT.match(venue)) and event.group("event").isupper():
        return event.group("event")
    if series := _NUMBERED_SERIES.match(venue):
        return series.group("series")       # "NBER Working Paper 31872": the series (the number is the paper's)
    for tail in (_EDITION_END, _ISSN_TAIL):
        if (cut := tail.search(venue)) and venue[:cut.start()].strip(" .,"):
            venue = venue[:cut.start()].strip(" .,")
    if (trailing := _STATUS_AFTER_VENUE.search(venue)) and venue[:trailing.start()].strip(" .,;"):
        venue = venue[:trailing.start()].strip(" .,;")     # "Global Change Biology. Enviado"
    if (lead := _STATUS_BEFORE_VENUE.match(venue)) and venue[lead.end():].strip():
        venue = venue[lead.end():]
    # a book's publisher after its title, where a title of two words at least stays ("Book Title. Woodhead Publishing,
    # Cambridge", Vancouver's "Book Title. Cham: Springer; 2021")
    for tail in (_PUBLISHER_AFTER, _PLACE_PUBLISHER_YEAR):
        if (cut := tail.search(venue)) and len(venue[:cut.start()].split()) >= 2:
            venue = venue[:cut.start()]
    # a status or the work's year in brackets last ("Journal (accepted 12 November 2024)", "arXiv:2403.01234
    # [physics.optics] (2024)")
    for tail in (_BRACKETED_STATUS_END, _BRACKETED_YEAR_END):
        if (cut := tail.search(venue)) and venue[:cut.start()].strip(" .,;"):
            venue = venue[:cut.start()]
    if STATUS.match(venue) and not re.sub(r"[\d\s,.;:()]", "", venue[STATUS.match(venue).end():]):
        return None                         # "Under review, 2025": a status and its year, no venue
    return venue


#: A preprint that names the journal it is submitted to or under review at after it ("arXiv:2402.11223 [hep-ex],
#: submitted to Phys. Rev. D"): the preprint is no venue, the journal is (as "Under review at X" names X).
_PREPRINT_THEN_TARGET = re.compile(rf"^(?:{_PREPRINT_SERVERS})\b[^,;]*?[,;.]\s+(?=(?:{_STATUS_WORDS})\s+"
                                   r"(?:to|at|in|by|for|with)\s+\S)", re.IGNORECASE)
#: An arXiv identifier written out in the text (not in a link): "arXiv:2405.01234".
_ARXIV_WRITTEN = re.compile(r"(?i)(?<![/\w.])arXiv\s*:\s*\d{4}\.\d{4,5}")
_PREPRINT_SERVER = re.compile(rf"(?i)^{_PREPRINT_SERVERS}$")
_SERVER_AFTER_TITLE = re.compile(rf"(?<=[\w?!)])[.?!]?\s+(?P<venue>{_PREPRINT_SERVERS})\.?$")


def _preprint_server(title: str, parsed):
    """The title and reading of a preprint whose server the reference parser did not read as the venue: read as
    its publisher ("Title? arXiv. https://..."), or left at the end of the title ("Title. bioRxiv").

    >>> from loaders.references import ParsedReference
    >>> t, p = _preprint_server("Learning to fall safely. bioRxiv",
    ...                         ParsedReference("t", ("C. Okafor",), False, "Learning to fall safely. bioRxiv"))
    >>> t, p.container
    ('Learning to fall safely', 'bioRxiv')
    """
    if parsed.publisher and _PREPRINT_SERVER.match(parsed.publisher.strip(" .")):
        return title, replace(parsed, container=parsed.publisher.strip(" ."))
    m = _SERVER_AFTER_TITLE.search(title)
    if m and len(title[:m.start()].split()) >= 3:
        return title[:m.start()].rstrip(" ."), replace(parsed, container=m.group("venue"))
    return title, parsed


#: Springer's styles (LNCS and its kin) end an author list of "Family, I." with a colon: "Kowalczyk, M., Nowak, A.,
#: Jensen, T.P.: Title" (the names up to a colon after an initial's full stop, "et al." allowed).
_COLON_AUTHORS = re.compile(r"^(?P<names>[^:]{3,400}?(?:[A-Z]\.|et al\.))\s*:\s+(?=\S)")
#: DIN 1505's author list, family names in capitals, closed by a colon: "SCHÄFER, Lena ; BRAUN, Tobias: Title".
_CAPS_COLON_AUTHORS = re.compile(r"^(?P<names>[A-ZÀ-Þ][A-ZÀ-Þ'’-]+(?:\s+[A-ZÀ-Þ][A-ZÀ-Þ'’-]+)*,\s*[^:]{1,400}?)\s*:\s+(?=\S)")
#: Springer's "In:" before the book a paper is in, and the editors that book's title follows ("In: Leino, K.R.M.,
#: Ruiz, P. (eds.) Computer Aided Verification").
_SPRINGER_IN = re.compile(r"(?:^|[.,]?\s+)In:\s+")
#: The marks the languages set in brackets after a book's editors: "(eds.)", "(Hrsg.)", "(org.)", "(dirs.)", "(a cura
#: di)" (each pattern below adds its own few).
_EDITOR_MARKS = r"eds?|hrsg|orgs?|coords?|dirs?|a cura di"
_EDITORS = re.compile(rf"^(?:[^()]{{0,400}}?\((?:{_EDITOR_MARKS}|Hg|éds?)\.?\)|VV\.\s?AA\.)[.,:]?\s*", re.IGNORECASE)
#: Where the book's title ends: its series ("LNCS, vol. 13964", "EPiC Series in Computing"), volume, pages,
#: publisher, or the year in brackets that closes the reference.
_BOOK_END = re.compile(r"[.,]\s+(?:LNCS|LNAI|LNBI|LNBIP|CCIS|LIPIcs|IFIP AICT|AICT|Lecture Notes\b|"
                       r"(?:[A-Z][\w-]*\s+){1,3}Series\b|[Vv]ol\.|pp?\.|Springer\b|Elsevier\b|IEEE\b|ACM\b)|"
                       r"\s*\((?:19|20)\d{2}\)\.?\s*$")


def colon_authors(text: str) -> tuple[tuple[str, ...], bool] | None:
    """The author list Springer's styles close with a colon, split into names, when each is a name.

    >>> colon_authors("Kowalczyk, M., Nowak, A., Jensen, T.P.: Compositional verification. In: CAV (2023)")
    (('Kowalczyk, M.', 'Nowak, A.', 'Jensen, T.P.'), False)
    >>> colon_authors("Deep learning: a survey. Nature (2020)") is None
    True
    >>> colon_authors("SCHÄFER, Lena ; BRAUN, Tobias: Occupational Mobility. In: Zeitschrift für Soziologie 49 (2020)")
    (('SCHÄFER, Lena', 'BRAUN, Tobias'), False)
    """
    from loaders.references.authors import split_author_list

    m = _COLON_AUTHORS.match(text) or _CAPS_COLON_AUTHORS.match(text)
    if not m:
        return None
    names, more = split_author_list(m.group("names").strip())
    return (names, more) if names and all(_is_name(n) for n in names) else None


def springer_book(text: str, title: str) -> str | None:
    """The book a paper is in where Springer's styles cite it: after "In:" and its editors, up to the series,
    volume, pages or publisher.  The venue is that title as written, with the conference the book holds when it
    names it ("Computer Aided Verification. CAV 2023"; "Tools and Algorithms ... (TACAS 2022)"), never the series.

    >>> springer_book("Kowalczyk, M.: Title. In: Leino, K.R.M., Ruiz, P. (eds.) Computer Aided Verification. "
    ...               "CAV 2023. LNCS, vol. 13964, pp. 221–243. Springer, Cham (2023)", "Title")
    'Computer Aided Verification. CAV 2023'
    >>> springer_book("Wu, B.: Title. In: Logic for Programming (LPAR-22). EPiC Series in Computing, vol. 57 "
    ...               "(2018)", "Title")
    'Logic for Programming (LPAR-22)'
    >>> springer_book("Wu, B.: Title. J. Funct. Program. 31, e4 (2021)", "Title") is None
    True
    """
    at = text.find(title) if title else -1
    m = _SPRINGER_IN.search(text, at + len(title) if at >= 0 else 0)
    if not m:
        return None
    book = text[m.end():]
    book = _EDITORS.sub("", book, count=1) if _EDITORS.match(book) else book
    end = _BOOK_END.search(book)
    book = (book[:end.start()] if end else book).strip(" .,;")
    return book if re.search(r"[^\W\d_]{3,}", book) else None


_VANCOUVER_VENUE = re.compile(r"^[\s.]*(?:\[[^\[\]]{1,80}\][\s.]*)?(?P<venue>[A-Z][^.;:()\d]{0,80}?)\.\s+(?:19|20)\d{2}[^;:]{0,12}[;:]\s*\d")


def italics_realigned(title: str, venue: str, text: str) -> tuple[str, str | None] | None:
    """A title and a venue the reference parser parted at an "in" inside the title, put right by the italics of
    the reference: a book's title in italics whole (``*Equity and Empire in the British Atlantic*``, then no venue
    but its publisher: ``None``), or a journal in italics after the title (``... increase in Nahuan languages.
    *Linguistic Typology*``).  ``None`` when the italics say nothing against the parts.

    >>> italics_realigned("Equity and Empire", "the British Atlantic",
    ...                   "Li, Ann. 2023. *Equity and Empire in the British Atlantic, 1680–1780*. Cambridge: CUP.")
    ('Equity and Empire in the British Atlantic, 1680–1780', None)
    >>> italics_realigned("Applicatives and valency increase", "Nahuan languages. Linguistic Typology",
    ...                   "Li, A. (2023). Applicatives and valency increase in Nahuan languages. *Linguistic Typology*, 27.")
    ('Applicatives and valency increase in Nahuan languages', 'Linguistic Typology')
    >>> italics_realigned("Trifluoromethylation by In Situ", "IR Spectroscopy. Org. Lett",   # an abbreviated journal
    ...                   "Li, A. Trifluoromethylation by In Situ IR Spectroscopy. *Org. Lett.* 2022, 24, 1–5.")
    ('Trifluoromethylation by In Situ IR Spectroscopy', 'Org. Lett')
    >>> italics_realigned("Fast Things", "NSDI", "Li, A. *Fast Things*. In *NSDI*, 2024.") is None
    True
    >>> italics_realigned("Shadow education: A multilevel analysis of", "PISA 2018 Korea data. Contemp. Educ. Psychol.",
    ...                   "Li, A. (2020). Shadow education: A multilevel analysis of PISA 2018 Korea data. "
    ...                   "*Contemp. Educ. Psychol.*, *63*, 101921.")
    ('Shadow education: A multilevel analysis of PISA 2018 Korea data', 'Contemp. Educ. Psychol')
    >>> italics_realigned("Fast Things", "2021. Computing", "Li, A. Fast Things. 2021. *Computing*, 3.") is None
    True
    >>> italics_realigned("Racial discrimination among Black adolescents", "the United Kingdom. Child Development",
    ...                   "Li, A. (2020). Racial discrimination among Black adolescents in the United Kingdom. "
    ...                   "*Child Development, 91*(5), e1120–e1136.")
    ('Racial discrimination among Black adolescents in the United Kingdom', 'Child Development')
    >>> italics_realigned("Test anxiety among students. Learning and", "Individual Differences",
    ...                   "Li, A. (2017). Test anxiety among students. *Learning and Individual Differences*, *55*.")
    ('Test anxiety among students', 'Learning and Individual Differences')
    """
    italics = [strip_markup(inner).strip() for kind, _, _, inner in emphasis_runs(text) if kind == "italic"]
    for run in italics:
        if run.startswith(title) and len(run) > len(title) and venue in run[len(title):]:
            return run.rstrip(" .,;:"), None
    # APA sets a journal's volume in its italics ("*Child Development, 91*(5)"): the journal is the run without it
    italics = [re.sub(r",\s*\d+$", "", run.strip(" .,")) for run in italics]
    tail = venue.strip(" .,")       # the italics end the venue, a sentence of the title before them
    plain = strip_markup(text)
    start = plain.find(title)
    for run in italics:             # the title ran into the journal in italics after its full stop ("... the CSAT.
        core = run.strip(" .,")     # *Learning and Individual Differences*" read as "... the CSAT. Learning and")
        at = plain.find(core, start + 1) if core and start >= 0 else -1
        if start < at < start + len(title) and tail and core.endswith(tail) \
                and plain[start:at].rstrip().endswith(".") and len(plain[start:at].split()) >= 3:
            return plain[start:at].strip().rstrip(" .,;:"), core
    run = next((r for r in italics if (core := r.strip(" .,")) and tail.endswith(core)
                and tail[:-len(core)].rstrip().endswith(".")), None)
    at = plain.find(run, start + len(title)) if run and start >= 0 else -1
    if at < 0:
        return None
    longer = plain[start:at].strip().rstrip(" .,;:")
    added = longer[len(title):]
    # the title's own words, a number among them ("... analysis of PISA 2018 Korea data"), not a date, a volume or
    # pages between the title and its journal
    if not longer.startswith(title) or _NOT_TITLE_WORDS.search(added) or len(added.split()) > 8 \
            or added.strip() and not re.search(r"[^\W\d_]{2,}", added):
        return None
    return longer, run.strip(" .,")


#: What stands between a title and its journal and is no word of the title: a date in brackets, a year, volume or
#: pages alone as a sentence, "vol.", "no.", "pp.", a volume with its issue, a number first.
_NOT_TITLE_WORDS = re.compile(r"[(\[]\s*\d|(?:^|[.,;:]\s*)\d+\s*(?:[.,;:]|$)|\b(?:vol|no|pp|p)\.|\d+\s*\(\d+\)|^\W*\d"
                              r"|\b(?:vol(?:ume)?|issue|part|no|number)\.?\s*\d", re.IGNORECASE)


def italic_venue_in_title(title: str, text: str) -> tuple[str, str] | None:
    """A title and the journal the reference parser read into it, when it read no venue: the title's last sentence
    is a run of the entry's italics (APA's ``Title: A study. *Emotion*, *24*(1)``, a journal of one word).
    ``None`` when the title ends in no italic run after a full stop.

    >>> italic_venue_in_title("Distanced self-talk in daily life. Emotion",
    ...                       "Li, A. (2024). Distanced self-talk in daily life. *Emotion*, *24*(1), 112–127.")
    ('Distanced self-talk in daily life', 'Emotion')
    >>> italic_venue_in_title("Growth of E. coli", "Li, A. (2024). Growth of *E. coli*. Microbiology.") is None
    True
    """
    for kind, _, _, inner in emphasis_runs(text):
        run = strip_markup(inner).strip(" .,")
        head = title[:-len(run)].rstrip() if kind == "italic" and run and title.endswith(run) else ""
        if head.endswith(".") and len(head.split()) >= 3:
            return head.rstrip(" ."), run
    return None


def _without_volume(run: str) -> str:
    """A venue set in italics without the volume after its comma that APA sets in the italics too ("*Journal, 104*").

    >>> _without_volume("Teaching and Teacher Education, 104"), _without_volume("Computers, Environment and Society")
    ('Teaching and Teacher Education', 'Computers, Environment and Society')
    """
    return re.sub(r",\s*\d.*$", "", run)


def italic_venue_after_title(title: str, venue: str | None, text: str) -> str | None:
    """The venue an entry sets in italics right after its title's full stop, when the reference parser read none or
    read it on into the date and place after it (HAL's exports: "Title. *25e Congrès Français de Mécanique (CFM
    2022)*, Aug 2022, Nantes, France. ⟨hal-03802211⟩"); ``None`` when the italics say nothing more.

    >>> italic_venue_after_title("Twinning in AZ31 sheets", "TMS 2017 Annual Meeting, Feb 2017, San Diego. ⟨hal-1⟩",
    ...                          "C. Li. Twinning in AZ31 sheets. *TMS 2017 Annual Meeting*, Feb 2017, San Diego. ⟨hal-1⟩")
    'TMS 2017 Annual Meeting'
    >>> italic_venue_after_title("Twinning", "Acta Mater", "C. Li. Twinning. *Acta Mater.* 145, 2018.") is None
    True
    >>> italic_venue_after_title("Blockchain y Registro", "de Derecho Inmobiliario",
    ...                          "Li, A., «Blockchain y Registro», *Revista Crítica de Derecho Inmobiliario*, núm. 4")
    'Revista Crítica de Derecho Inmobiliario'
    """
    plain = strip_markup(text)
    start = plain.find(title) if title else -1
    if start < 0:
        return None
    after = start + len(title)
    for kind, _, _, inner in emphasis_runs(text):
        run = strip_markup(inner).strip(" .,")
        at = plain.find(run, after) if kind == "italic" and run else -1
        if at < 0 or plain[after:at].strip(" .,:*_»”\"’'"):
            continue
        if venue is None:
            return run
        rest = strip_markup(venue)
        whole = _without_volume(run)
        if rest.strip(" .,") in whole and len(whole) > len(rest.strip(" .,")):
            return whole        # a part of the italics ("de Derecho Inmobiliario" of "Revista Crítica de ...")
        if rest.startswith(run) and re.match(rf"\s*\*?\s*,\s*(?:{DATE.regex.pattern})", rest[len(run):]):
            return run          # the run, then ", Aug 2022, Nantes, France": the meeting's date and place
        return None
    return None


#: A word of an abbreviated journal name: "Energy", "Environ.", "Sci", "J.", "Am.", "&", "of"
_JOURNAL_WORD = re.compile(r"[A-Z][A-Za-z]*\.?|[A-Z]{2,}|&|–|of|and|in|the|für")     # "Chem. – Eur. J."
#: The end of a word written out in a title, which an abbreviated journal word never has ("Exchange", "Alcohols",
#: "Functionalization", "Chemistry"; never "Chem", "Phys", "Lett", "Environ", "Commun", "Res", "Trans")
_FULL_WORD_END = re.compile(r"(?:e|y|ion|ing|\w{4}[^sy]s)$")     # (a plural of six letters or more)


def _title_word(word: str) -> bool:
    """Whether a capitalised word is a title's word written out, not an abbreviation (Title Case titles, ACS's).

    >>> [_title_word(w) for w in ("Exchange", "Alcohols", "Chemistry", "Chem", "Phys", "Trans", "Environ")]
    [True, True, True, False, False, False, False]
    """
    return len(word) >= 5 and word[:1].isupper() and word[1:].islower() and bool(_FULL_WORD_END.search(word))


def abbreviated_venue_apart(title: str, venue: str, text: str) -> tuple[str, str] | None:
    """A title and an abbreviated journal (Nature's, Vancouver's: "Energy Environ. Sci.", "Chem. Rev.") that the
    reference parser parted in the wrong place, parted again after the title's last sentence: the venue is the
    longest run of journal words, one of them abbreviated, after a full stop that ends a word in lower case.
    ``None`` when the parts stand as they should (or cannot be found in ``text``).

    >>> abbreviated_venue_apart("Oxide anodes with conversion chemistry. Energy", "Environ. Sci",
    ...                         "Li, A. Oxide anodes with conversion chemistry. Energy Environ. Sci. 16, 1 (2023).")
    ('Oxide anodes with conversion chemistry', 'Energy Environ. Sci')
    >>> abbreviated_venue_apart("Surface passivation of halide perovskite", "nanocrystals. Chem. Rev",
    ...                         "Li, A. Surface passivation of halide perovskite nanocrystals. Chem. Rev. 120, 1 (2020).")
    ('Surface passivation of halide perovskite nanocrystals', 'Chem. Rev')
    >>> abbreviated_venue_apart("Polar metals", "Phys. Rev. B", "Li, A. Polar metals. Phys. Rev. B 1, 2 (2020).") is None
    True
    >>> abbreviated_venue_apart("Iridium-Catalyzed Hydrogen Isotope", "Exchange. Chem. Sci",     # ACS: Title Case
    ...                         "Zhou, Y. Iridium-Catalyzed Hydrogen Isotope Exchange. Chem. Sci. 2024, 15, 1.")
    ('Iridium-Catalyzed Hydrogen Isotope Exchange', 'Chem. Sci')
    """
    start = text.find(title)
    end = text.find(venue, start + len(title)) if start >= 0 else -1
    if start < 0 or end < 0 or end - (start + len(title)) > 3:
        return None
    joined = text[start:end + len(venue)]
    for m in re.finditer(r"(?<=[a-z\d)]{3})\.\s+", joined):
        head, tail = joined[:m.start()].strip(), joined[m.end():].strip()
        if not re.search(r"(?:^|\s)[a-z\d(][^\s]*$", head) and not (head.split() and _title_word(head.split()[-1])):
            continue            # the title's sentence ends in a word in lower case ("chemistry."), not in "Phys."
        words = tail.split()
        if len(head.split()) >= 3 and 1 <= len(words) <= 7 and all(_JOURNAL_WORD.fullmatch(w) for w in words) \
                and any(w.endswith(".") for w in words[:-1]) and words[0] not in ("A", "An", "The", "On"):
            return None if (head, tail) == (title, venue) else (head, tail)
    return None


def title_cut_at_in(title: str, venue: str, text: str) -> tuple[str, str] | None:
    """A title the reference parser cut at a word "in" of its own, taken for the "In <venue>" marker ("Characterizing
    Mobile Data Usage" + "Sub-Saharan African Cities. Comput. Commun"): the title runs on over "in" to the venue's
    first sentence, when the text writes them so (no full stop or comma before "in"), that sentence ends in a word
    written out and names no venue, and a venue follows it.  ``None`` otherwise.

    >>> title_cut_at_in("Characterizing Mobile Data Usage", "Sub-Saharan African Cities. Comput. Commun",
    ...                 "D. Oyelaran. Characterizing Mobile Data Usage in Sub-Saharan African Cities. Comput. Commun. "
    ...                 "145, 22-34 (2019).")
    ('Characterizing Mobile Data Usage in Sub-Saharan African Cities', 'Comput. Commun')
    >>> title_cut_at_in("Program repair", "Proceedings of ICSE. ACM", "A. Li. Program repair in Proceedings of ICSE. "
    ...                 "ACM, 2020.") is None
    True
    """
    m = re.search(r"(?<=[a-z\d)])\.\s+(?=[A-Z])", venue)
    if m is None:
        return None
    head, rest = venue[:m.start()].strip(), venue[m.end():].strip()
    words = head.split()
    if not words or VENUE_WORDS.search(head) or not (words[-1].islower() or _title_word(words[-1])) \
            or not re.search(rf"(?<![\w.,;:]){re.escape(title)}\s+in\s+{re.escape(head)}\.", text):
        return None
    return f"{title} in {head}", rest


def abbreviation_after_comma(title: str, venue: str, text: str) -> tuple[str, str] | None:
    """A title and an abbreviated journal (AMS style: "Title, Invent. Math. 211 (2018)") that the reference parser
    parted at the journal's first full stop, the abbreviated word left at the title's end after its comma ("...,
    Invent" and "Math"): the word goes back to the venue.  ``None`` when the title ends otherwise.

    >>> abbreviation_after_comma("Separability of surfaces, Invent", "Math",
    ...                          "L. Ferrari, Separability of surfaces, Invent. Math. 211 (2018), no. 1, 233-270.")
    ('Separability of surfaces', 'Invent. Math')
    >>> abbreviation_after_comma("Groups, Rings", "Fields", "A. Li, Groups, Rings, Fields 2 (2018).") is None
    True
    >>> abbreviation_after_comma("Stroke awareness in Ibadan, Nigeria", "Afr J Neurol Sci",
    ...                          "Okonkwo CA. Stroke awareness in Ibadan, Nigeria. Afr J Neurol Sci. 2021;40:1-9.") is None
    True
    """
    m = re.search(r",\s+(?P<word>[A-Z][a-z]{0,8}[b-df-hj-np-tv-z])$", title)     # an abbreviation ends in a consonant
    words = venue.split()
    if m is None or len(title[:m.start()].split()) < 3 or not all(_JOURNAL_WORD.fullmatch(w) for w in words) \
            or not all(w.endswith(".") or w.islower() for w in words[:-1]):
        return None         # (a journal abbreviated without full stops, Vancouver's "Afr J Neurol Sci", is whole)
    joined = f"{m.group('word')}. {venue}"
    return (title[:m.start()], joined) if joined in " ".join(text.split()) else None


#: A journal's volume and pages as Springer's author-date styles write them after its abbreviated name: "712:45–61",
#: "198:104089", "44(3):612–628".
_VOLUME_PAGES = r"\d{1,4}(?:\s*\(\d{1,4}\))?\s*:\s*[A-Za-z]?\d+(?:\s*[–-]\s*[A-Za-z]?\d+)?"
_JOURNAL_AT_TITLE_END = re.compile(rf"(?<=[a-z\d)]{{3}})\.\s+(?P<venue>[A-Z][^.:]{{0,80}}?)"
                                   rf"(?P<loc>\s+{_VOLUME_PAGES})?$")


def journal_at_title_end(title: str, text: str) -> tuple[str, str] | None:
    """A title the reference parser read on into the journal after it, a journal abbreviated without full stops
    (Springer's author-date styles: "Title. Mar Ecol Prog Ser 712:45–61"): the title up to its last full stop and the
    journal, when a volume and pages follow the journal (in the title read or right after it) and one of its words
    is abbreviated.  ``None`` otherwise.

    >>> journal_at_title_end("Trophic niche of mesopelagic fishes. Mar Ecol Prog Ser",
    ...                      "Li A (2023) Trophic niche of mesopelagic fishes. Mar Ecol Prog Ser 712:45–61")
    ('Trophic niche of mesopelagic fishes', 'Mar Ecol Prog Ser')
    >>> journal_at_title_end("Internal waves at the shelf break. Cont Shelf Res 198:104089",
    ...                      "Li A (2020) Internal waves at the shelf break. Cont Shelf Res 198:104089")
    ('Internal waves at the shelf break', 'Cont Shelf Res')
    >>> journal_at_title_end("Deep learning for ecology. A Review", "Li A (2020) Deep learning for ecology. A Review "
    ...                      "12:1–9") is None
    True
    """
    at = text.find(title)
    m = _JOURNAL_AT_TITLE_END.search(title) if at >= 0 else None
    if m is None:
        return None
    head, venue, words = title[:m.start()].strip(), m.group("venue").strip(), m.group("venue").split()
    located = m.group("loc") or re.match(rf"\s*{_VOLUME_PAGES}", text[at + len(title):])
    if not located or len(head.split()) < 3 or not 1 <= len(words) <= 7 or words[0] in ("A", "An", "The", "On") \
            or not all(_JOURNAL_WORD.fullmatch(w) for w in words) \
            or not any(w[:1].isupper() and not _title_word(w) and len(w) <= 8 for w in words) \
            or not (re.search(r"(?:^|\s)[a-z\d(]\S*$", head) or _title_word(head.split()[-1])):
        return None
    return head, venue


#: Small words inside a venue's name ("Journal of", "Science & Technology", "ecología y conservación").
_VENUE_JOINERS = frozenset("& and of on for the in de del di e y et und für la le des du da do".split())
#: The nouns a journal's name ends in ("Journal of Hazardous" goes on to "Materials").
_JOURNAL_NOUNS = frozenset("materials research equilibria technology technologies science sciences letters review reviews "
                           "reports studies systems engineering medicine chemistry physics biology journal bulletin "
                           "quarterly annals communications methods publishing economics psychology education health "
                           "ecology genetics informatics mathematics computing management policy nursing therapy "
                           "neuroscience pharmacology oncology cardiology".split())
#: Words after a venue that are no part of its name: its volume, pages, a status.
_NOT_VENUE_WORDS = frozenset("vol vol. volume no no. issue pp pp. pages article epub advance online published accepted "
                             "forthcoming submitted in press at to". split())
#: The words after a venue up to its next stop: punctuation, a figure, a bracket, a dash between spaces.
_VENUE_GOES_ON = re.compile(r"^((?:\s+(?!\s)[^\s,.;:()\[\]\d*_–—]+){1,5})(?=\s*(?:[,.;()\[\]*_]|\s[–—-]\s|\d|$))")


def venue_extended(venue: str, text: str, plain: str) -> str:
    """A venue the reference parser cut short, whole: the italics it is inside, when they start with it ("*Proceedings
    of the Eleventh International Conference on Tangible, Embedded, and Embodied Interaction*"), without the
    volume after a comma; else the words after it up to the next stop, when they are capitalised or small words of a
    name, or follow a small word it ends with ("Trends in Food Science" + " & Technology.", "Journal of Hazardous" +
    " Materials, in press").

    >>> venue_extended("Conference on Health", "A. Li. Title. *Conference on Health, Inference, and Learning*, 2022", "")
    'Conference on Health, Inference, and Learning'
    >>> venue_extended("Tạp chí Giáo", "Li, A. (2019). Title. *Tạp chí Giáo dục, 412*, 23–27.", "")
    'Tạp chí Giáo dục'
    >>> venue_extended("Journal of Hazardous", "", "Li A. Title[J]. Journal of Hazardous Materials, 审稿中.")
    'Journal of Hazardous Materials'
    >>> venue_extended("Los humedales de Andalucía: ecología y", "", "Title. Los humedales de Andalucía: ecología y conservación. pp. 87")
    'Los humedales de Andalucía: ecología y conservación'
    >>> venue_extended("Nature Communications", "", "Title. Nature Communications Volume 5, 2014.")
    'Nature Communications'
    >>> venue_extended("PHASA", "", "Title. PHASA Conference At: Durban")
    'PHASA'
    """
    for _, _, _, inner in emphasis_runs(text):
        inner = strip_markup(inner).strip(" .,;")
        if inner.startswith(venue) and len(inner) > len(venue) and not DATE.search(inner[len(venue):]):
            return _without_volume(inner).strip(" .,;") or venue
    at = plain.find(venue)
    m = _VENUE_GOES_ON.match(plain[at + len(venue):]) if at >= 0 and venue.strip() else None
    if m is None or plain[at + len(venue) + m.end():].lstrip().startswith(":"):
        return venue
    words = m.group(1).split()
    ends_small = venue.split()[-1].lower() in _VENUE_JOINERS
    if words[0].lower() in _NOT_VENUE_WORDS or any(len(w) == 1 and w != "&" for w in words) or not all(
            w[:1].isupper() or w.lower() in _VENUE_JOINERS or ends_small and k == 0 for k, w in enumerate(words)) \
            or words[-1].lower() in _VENUE_JOINERS:
        return venue
    # (a place or a series after a whole venue is no part of it: "..., Pisa", "Geological Society of America Special
    # Paper"; the name goes on only from a small word, or to the noun a journal's name ends in)
    if not (ends_small or words[0].lower() in ("&", "and") or words[-1].lower() in _JOURNAL_NOUNS):
        return venue
    return f"{venue} {' '.join(words)}"


#: A journal as Vancouver writes it with the date and volume after it: "ASAIO J. 2023 Jan;69(1)", "Heart. 2016;102".
_NLM_DATED_VENUE = re.compile(r"^(?P<venue>[^.;:()]{2,80}?)\.?\s+(?P<year>(?:19|20)\d{2})(?:\s+[A-Z][a-z]{2}(?:\s+\d{1,2})?)?"
                              r"\s*[;:]\s*\d")


def vancouver_venue(text: str, title: str) -> str | None:
    """The journal of a Vancouver reference the reference parser read no venue in: the words between the title
    and "year;volume", as in "Title. Heart. 2016;102(9):690-8."

    >>> vancouver_venue("Tanaka H, Oh JK. Diastolic function. Heart. 2016;102(9):690-8.", "Diastolic function")
    'Heart'
    >>> vancouver_venue("Tanaka H. Diastolic function. Heart failure, 2016.", "Diastolic function") is None
    True
    """
    at = text.find(title) if title else -1
    m = _VANCOUVER_VENUE.match(text[at + len(title):]) if at >= 0 else None
    return m.group("venue").strip() if m else None


def _model_authors(text: str, parsed, span: Span) -> tuple[PersonMention, ...]:
    """The reference parser's author names (read from the entry without markup) as mentions, the names the entry
    sets in bold marked (``**Pignatelli, E.**``)."""
    bold = {strip_markup(inner).strip(" ,;.*†‡") for kind, _, _, inner in emphasis_runs(text) if kind == "bold"}
    bold = {b.rstrip(".") for b in bold}
    out = []
    for rank, name in enumerate(parsed.authors, start=1):
        m = author_mention(name, span, "author", rank)
        if m is None:
            continue
        if not m.marked and m.text.rstrip(".") in bold:
            m = replace(m, marked=True)
        out.append(m)
    return tuple(out)


#: The label a numbered list sets before a reference ("[3] ", "3. ", "(3) ").
_NUMBER_LABEL = re.compile(r"^\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}\.)\s+")


def _initials_first_names(pieces: Sequence[str]) -> tuple[list[str], bool, int]:
    """The names written initials first that open ``pieces`` (an author list split at its commas, the title
    after it), whether an "et al." closes them, and how many pieces they take."""
    names: list[str] = []
    et_al = False
    for used, piece in enumerate(pieces):
        if names and ET_AL.fullmatch(piece.strip()):
            et_al = True
            continue
        parts = [p.strip() for p in re.split(r"\s+(?:and|&)\s+|^(?:and|&)\s+", piece.strip()) if p.strip()]
        # (a mark after a name, the corresponding author's or an equal contribution's, is no part of it)
        if not parts or not all(INITIALS_FIRST_NAME.fullmatch(p.rstrip("*†‡#")) for p in parts):
            return names, et_al, used
        names += parts
    return names, et_al, len(pieces)


def elsevier_parts(text: str) -> tuple[tuple[str, ...], bool, str, str, int] | None:
    """The authors, et al., title, journal and year of a reference in Elsevier's numbered styles: names written
    initials first and separated by commas only (no "and" needed), the title unquoted, then "Journal Volume (Year)
    Pages".  ``None`` for any other form.

    >>> elsevier_parts("[3] J. Smith, K. Lee, Title of the paper, J. Name 12 (2020) 100–110.")
    (('J. Smith', 'K. Lee'), False, 'Title of the paper', 'J. Name', 2020)
    >>> elsevier_parts("A.R. Armstrong, et al., Operando diffraction, J. Power Sources 512 (2021) 230456.")[:3]
    (('A.R. Armstrong',), True, 'Operando diffraction')
    >>> elsevier_parts("Smith, J., Lee, K. (2020). Title of the paper. J. Name, 12(3), 100–110.") is None
    True
    """
    body = _NUMBER_LABEL.sub("", text)
    tail = ELSEVIER_TAIL.search(body)
    if tail is None:
        return None
    pieces = body[:tail.start()].split(",")
    names, et_al, used = _initials_first_names(pieces)
    title = ",".join(pieces[used:]).strip()
    # (a title never opens with an initial: "M. Kovač & J. Baláž - Title" is more names, in another form)
    if not names or len(title.split()) < 2 or _is_name(title) or re.match(r"[A-Z]\.\s*[A-Z]", title):
        return None
    venue = tail.group("venue").strip(" .,;:")
    if tail.group("pressed") and not re.search(r"\b[A-Z][a-z]{0,9}\.\s", tail.group("venue") + " "):
        return None     # (a year alone after a name is no journal's: "..., Technical University of Denmark (2015).")
    return tuple(names), et_al, title, venue, int(tail.group("year") or tail.group("pressed"))


def _elsevier_reading(text: str, parsed):
    """The reference parser's reading with the parts of Elsevier's numbered styles (:func:`elsevier_parts`) in
    place of its own when the reference is in that form: the parser runs the last name into the title ("A.R." |
    "Armstrong, Operando ...") and the journal into the title (", J. Name 12 (2020)")."""
    parts = elsevier_parts(text)
    if parts is None:
        return parsed
    names, et_al, title, venue, year = parts
    return replace(parsed, authors=names, et_al=et_al or parsed.et_al, title=title, container=venue, year=year)


def edited_book(title: str, text: str) -> tuple[str, str] | None:
    """A title the reference parser ran on into the book a chapter is in, parted: the book is the last sentence
    of that title when "edited by" follows it in the reference (MLA: "Chapter Title. Book Title, edited by A.
    Editor, Press, 2019").  ``None`` when the title does not run on so.

    >>> edited_book("Chapter Title on Water Policy. Book Title of Essays", "Smith, Jane. Chapter Title on Water "
    ...             "Policy. Book Title of Essays, edited by A. Editor and B. Editor, Press, 2019, pp. 10-30.")
    ('Chapter Title on Water Policy', 'Book Title of Essays')
    >>> edited_book("Chapter Title on Water Policy", "Smith, J. Chapter Title on Water Policy. Book, 2019.") is None
    True
    """
    m = EDITED_BY.search(text)
    head, _, book = title.rpartition(". ")
    if m is None or not text[:m.start()].rstrip(" .").endswith(title.rstrip(" .")) or len(head.split()) < 2 \
            or not book.strip():
        return None
    return head.strip(), book.strip()


def _springer_authors(text: str, parsed):
    """The reference parser's reading, its author list taken from the colon that closes it in Springer's styles
    when it misread the names ("Kowalczyk, M.; Nowak; A.; Jensen") and the start of the title it ran into
    ("T.P.: Compositional ...") off."""
    head = colon_authors(text)
    if head is None or (parsed.authors and all(_is_name(a) for a in parsed.authors)):
        return parsed
    title = parsed.title or ""
    names_end = (_COLON_AUTHORS.match(text) or _CAPS_COLON_AUTHORS.match(text)).end()
    if ":" in title and text.find(title) < names_end:
        title = title.split(":", 1)[1].strip()
    return replace(parsed, authors=head[0], et_al=parsed.et_al or head[1], title=title or parsed.title)


#: ACS's author list: names apart by semicolons, the last closed by its initial and its marks ("Chang, Y.†; Gong, W.†;
#: Xu, L.* Lattice Strain ..."), then the title.
#: ACS's last author before the title (the names before it apart by semicolons): "Xu, L.* Lattice Strain ...". The
#: names are found by splitting at the semicolons: one pattern over the whole list backtracked without end on a long
#: list ("Li, A.; Wu, B.; ..." forty times took minutes).
_ACS_LAST = re.compile(r"^(?P<name>[^;:]{2,40}?[A-Z]\.)[*†‡#§]*\s+(?=[A-Z](?![.-])|[\d“\"])")
#: One of the names before it: up to 40 characters and four more dotted parts, no colon.
_ACS_NAME = re.compile(r"[^;:]{2,100}")


def _acs_names(text: str) -> tuple[tuple[str, ...], int] | None:
    """The names of an ACS author list opening ``text`` and where they end (the title's start), or None.

    >>> text = "Chang, Y.†; Gong, W.; Xu, L.* Lattice Strain Engineering. ACS Catal. 2020, 10, 7821."
    >>> names, end = _acs_names(text)
    >>> names, text[end:end + 7]
    (('Chang, Y.†', 'Gong, W.', 'Xu, L.'), 'Lattice')
    >>> len(_acs_names("Li, A.; " * 59 + "Li, A. Title of it. J. Chem. 2020.")[0])      # at once, however long
    60
    """
    *before, last = text.split(";") if ";" in text else ("", "")
    if not before or not all(_ACS_NAME.fullmatch(n.strip()) and "." in n for n in before):
        return None
    m = _ACS_LAST.match(last.lstrip())
    if m is None:
        return None
    offset = len(text) - len(last) + (len(last) - len(last.lstrip()))
    return tuple(n.strip() for n in before) + (m.group("name").strip(),), offset + m.end()


#: The astronomers' style (MNRAS, ApJ, A&A): "Li A., Wu B., 2021, Title, ApJ, 915, 42", or "..., 2019, Title, in Book,
#: Proc. IAU Symp. 361, eds. ...": the year after the names, the title up to the journal's volume and page, or up to
#: the ", in " of the book it is in.
_ASTRO = re.compile(r"^(?P<names>.+?),\s+(?P<year>(?:19|20)\d{2})[a-z]?,\s+(?P<rest>.+)$")
_ASTRO_JOURNAL = re.compile(r"^(?P<title>.{10,}?),\s+(?P<venue>[A-Z][\w&.' ]{0,40}?),\s+\d{1,5},\s+[A-Za-z]?\d+[.,]?\s*$")
_ASTRO_BOOK = re.compile(r"^(?P<title>.{10,}?),\s+in\s+(?P<venue>[A-Z][^,]{3,150}?),")


#: The last words of a title the reference parser left at the head of its note, before the preprint's identifier or
#: the link that follow the title ("... Language Model" | "Assistants. arXiv:2501.04412").
_NOTE_HEAD = re.compile(r"(?P<words>[A-Za-z][\w'’-]*(?: [\w'’-]+){0,2})[.?!]\s+(?=arXiv|bioRxiv|medRxiv|doi|https?://)")


def _title_end_from_note(text: str, parsed):
    """The reference parser's reading with the last words of the title given back from its note, where the text
    has them right after the title (see :data:`_NOTE_HEAD`).

    >>> from loaders.references import ParsedReference
    >>> text = "A. Li. 2025. Mental Models of Large Language Model Assistants. arXiv:2501.04412."
    >>> _title_end_from_note(text, ParsedReference(text, ("A. Li",), False, "Mental Models of Large Language Model",
    ...                                            note="Assistants. arXiv:2501.04412")).title
    'Mental Models of Large Language Model Assistants'
    """
    m = _NOTE_HEAD.match(parsed.note or "")
    if m is None or not parsed.title or f"{parsed.title} {m.group('words')}" not in text:
        return parsed
    return replace(parsed, title=f"{parsed.title} {m.group('words')}", note=parsed.note[m.end():] or None)


def _astro_reading(text: str, parsed):
    """The reference parser's reading with the title and venue of the astronomers' style (:data:`_ASTRO`) where
    the names before the year are the parser's own: the parser cuts a title at its colon, and runs a title into the
    book after its ", in".

    >>> r = parse_citation("Hartley B., Okafor E., 2022, The WARATAH spectroscopic survey: second data release, "
    ...                    "PASA, 39, e031", Span("", 1, 1))
    >>> r.title, r.venue, r.year
    ('The WARATAH spectroscopic survey: second data release', 'PASA', 2022)
    >>> r = parse_citation("O'Connell S.-J., 2019, Chemical clocks for Galactic archaeology, in Stellar Populations "
    ...                    "Across Cosmic Time, Proc. IAU Symp. 361, eds. R. Kaur & D. Fenwick (Cambridge: CUP), p. 112",
    ...                    Span("", 1, 1))
    >>> r.title, r.venue
    ('Chemical clocks for Galactic archaeology', 'Stellar Populations Across Cosmic Time')
    """
    m = _ASTRO.match(text)
    if m is None or not parsed.authors or not m.group("names").startswith(parsed.authors[0][:4]):
        return parsed
    if m.group("rest")[:1] in "«“\"‘'":
        return parsed       # (a quoted title is another style's: "Forsé M., 2015, « Title », in Editors (dirs), Book")
    part = _ASTRO_BOOK.match(m.group("rest")) or _ASTRO_JOURNAL.match(m.group("rest"))
    if part is not None and re.search(r"\b[A-Z]\.$", part.group("venue").strip()):
        return parsed       # (the editors after "in", an initial last: "in Guérard de la Tour S., ..., (dirs)")
    read = parsed.title or ""
    if part is None or not read or read not in part.group("title") and part.group("title") not in read:
        return parsed       # (the parser's title and the style's share their start: the same reading, cut or run on)
    return replace(parsed, title=part.group("title").strip(), container=part.group("venue").strip(),
                   year=int(m.group("year")))


#: A chapter as ACS writes it: "Li, A.; Wu, B. Title. In Book, 2nd ed.; Editor, C., Ed.; Publisher: Place, 2023; pp",
#: read in parts (one pattern over the whole backtracks without end on a long reference that is no chapter): the
#: book and what follows "In", the last author's initials before the title.
_ACS_BOOK = re.compile(r"(?P<book>[^;]{3,200}?)(?:,\s*\d+(?:st|nd|rd|th)\s+ed\.)?;\s*[^;]{3,300}?,?\s*Eds?\.;\s*[^;:]{2,80}:"
                       r"\s*[^;,]{2,60},\s*(?P<year>(?:19|20)\d{2})")
_ACS_LAST_NAME = re.compile(r"^(?P<name>[^;:.,]{2,40},\s*(?:[A-Z]\.[\s-]?){1,4})[*†‡#§]*\s+(?P<title>[A-Z0-9“\"].+)$")


def _acs_chapter(text: str, parsed):
    """The reference parser's reading with the parts of a chapter in ACS style (:data:`_ACS_BOOK`) in place of its
    own: the parser reads the book's "In" as the title's first word and one author's initials as the next name.

    >>> r = parse_citation("Wiśniewska-Kowal, M. Photoredox Amination. In Photocatalysis in Organic Synthesis, 2nd "
    ...                    "ed.; Marlowe, C. J., Okada, T. P., Eds.; Wiley-VCH: Weinheim, 2023; pp 211–248.", Span("", 1, 1))
    >>> [a.text for a in r.authors], r.title, r.venue, r.year
    (['Wiśniewska-Kowal, M.'], 'Photoredox Amination', 'Photocatalysis in Organic Synthesis', 2023)
    """
    cut = re.search(r"[.?!]\s+In\s+", text) if re.search(r"\bEds?\.;", text) else None
    book = _ACS_BOOK.match(text[cut.end():]) if cut else None
    if book is None:
        return parsed
    *names, last = text[:cut.start()].split(";")
    head = _ACS_LAST_NAME.match(last.strip())
    if head is None:
        return parsed
    names = tuple(re.sub(r"[*†‡#§]+$", "", n.strip()) for n in [*names, head.group("name")])
    if not all(_is_name(n) for n in names):
        return parsed
    return replace(parsed, authors=names, title=head.group("title").strip(), container=book.group("book").strip(),
                   year=int(book.group("year")))


def _acs_authors(text: str, parsed):
    """The reference parser's reading, its author list taken as ACS writes it, names apart by semicolons, where the
    parser ran the last name into the title ("Xu, L.* Lattice Strain"): the title starts after the last initial.

    >>> r = parse_citation("Chang, Y.†; Gong, W.†; Min, J.; Xu, L.* Lattice Strain Engineering of NiFe Layered Double "
    ...                    "Hydroxides for Efficient Alkaline Water Oxidation. ACS Catal. 2020, 10, 7821–7830.", Span("", 1, 1))
    >>> [a.text for a in r.authors], r.title[:30], r.venue
    (['Chang, Y.', 'Gong, W.', 'Min, J.', 'Xu, L.'], 'Lattice Strain Engineering of ', 'ACS Catal')
    >>> r = parse_citation("Kowal, M.; Lüthi, S.; Schmidt, R. T.* Photoredox-Catalyzed Decarboxylative Amination of "
    ...                    "Aliphatic Carboxylic Acids. J. Am. Chem. Soc. 2014, 136, 1234.", Span("", 1, 1))
    >>> [a.text for a in r.authors][-1], r.title[:20]
    ('Schmidt, R. T.', 'Photoredox-Catalyzed')
    """
    found = _acs_names(text) if not (parsed.authors and all(_is_name(a) for a in parsed.authors)) else None
    if found is None:
        return parsed
    names = tuple(re.sub(r"[*†‡#§]+$", "", n) for n in found[0])
    if not all(_is_name(n) for n in names):
        return parsed
    title = parsed.title or ""
    end = text.find(title) + len(title) if title and title in text else -1
    if end > found[1]:
        title = text[found[1]:end].strip()
    return replace(parsed, authors=names, title=title or parsed.title)


#: AMA's and APA's lead-in to the meeting a poster or talk was given at ("Poster presented at: Meeting; July 31, 2022;
#: San Diego"), and the date and place the meeting's name is followed by after a semicolon.
_PRESENTED_AT = re.compile(r"(?i)^(?:(?:poster|oral|paper|abstract|talk|podium)\s+(?:presentation\s+)?)?"
                           r"presented\s+at\s*:?\s+")


#: A name as NLM, AMA and Vancouver write it: family name, then initials ("Rich MW", "Van der Berg JH").
_NLM_NAME = r"[A-Z][^\s,.;:()]+(?:[ -][A-Za-z][^\s,.;:()]+)*\s+[A-Z]{1,3}"
#: The editors of the book a chapter is in, before its title ("In: Rich MW, Alexander KP, eds. Book"), and the
#: edition after it ("Book. 2nd ed."): no part of the book's title.
_NLM_EDITORS = re.compile(rf"^(?:In:?\s+)?(?:{_NLM_NAME}),?(?:\s*(?:,|and|&)\s*{_NLM_NAME})*(?:,?\s+et al)?,?\s+"
                          r"(?:eds?\.|editors?[.:])\s+(?=\S)")
#: Editors named before the book in the languages' own marks, in brackets after the names: "Kölling, C.; Meyer-Haas,
#: P. (Hrsg.):", "OLIVEIRA, R. C. de (org.).", "Keller, A., Brandt, M. (eds.)".
_MARKED_EDITORS = re.compile(rf"(?i)^(?:In:?\s+)?[^()]{{2,150}}?\s*\((?:{_EDITOR_MARKS}|red)\.?\)\s*[.:,]?\s+(?=\S)")
#: The editors' mark just before a book's title: "(Hrsg.):", "(eds.)", "editors.", "eds.".
_EDITORS_BEFORE = re.compile(rf"(?i)(?:\((?:{_EDITOR_MARKS}|red)\.?\)|\beds?\.|\beditors?[.:]?)\s*[.:,]?\s*$")
_EDITION_END = re.compile(r"[.,]\s*(?:\d{1,2}(?:st|nd|rd|th|e|\.)|[Rr]ev(?:ised)?\.?)\s+(?:ed|edn|edition|Aufl)\b\.?.*$")
#: The place and publisher after a chapter's book ("Book. Philadelphia: Elsevier; 2024", "Book. Stuttgart: Ulmer").
_PLACE_PUBLISHER_END = re.compile(r"\.\s+(?!(?:Vol|Volume|Part|Chapter|Section|Book|Band|Bd|Tome|Teil|No|Nr|[IVXLC]+)\b)[A-Z][^.:;,]{1,40}:\s*[^:;]{2,80}$")
#: A journal's volume and year in brackets after its name, and what follows: "Review 37 (2021), Nr. 2", "Lett. 120 (2018)".
_VOLUME_YEAR_TAIL = re.compile(r"(?<=[^\W\d])\.?\s+\d{1,4}\s*\((?:19|20)\d{2}\)(?:[,.:;\s].*)?$")
#: When and where a meeting was held, after its name: Vancouver's "; 2019 Apr 13-16; Amsterdam", or ". Torino, 4-8
#: settembre 2023", ", Grillenburg, 27.–29. Mai 2019".
_MEETING_WHEN_WHERE = re.compile(r";\s*(?:19|20)\d{2}\s+[A-Z][a-z]{2}\b.*$|[.,]\s*[A-Z][^.,;\d]{1,40},\s*\d{1,2}\.?\s*[–-]\s*"
                                 r"\d{1,2}\.?\s*[^\W\d]+\.?\s+(?:19|20)\d{2}\s*$")
#: A locator or an access note after a venue: pages ("S. 245–256", "pp. 10-20", "p. 612-25"), a link and its date.
_LOCATOR_TAIL = re.compile(r"(?i)[.,;]?\s*(?:(?:(?-i:\bS\.)|\bpp?\.|\bpages?|\bSeiten)\s*\d|(?:available|retrieved)\s+"
                           r"(?:at|from)\b|\baccessed\b|https?://|\bdoi:).*$"
                           # a volume, number or tome in the languages' words, after a comma: "núm. 312", "n.º 4",
                           # "t. III", "ano IX", "Heft 2", "Jg. 65"
                           r"|,\s*(?:núm|n\.?\s?º|nº|t|tomo|ano|año|anno|fasc|heft|jg|bd|vol|no|nr)\.?(?:\s+[IVXLC\d]|\s*$).*$")


def book_of_chapter(venue: str, text: str = "") -> str:
    """The book a chapter is in, without its editors before it and its edition after it (AMA and Vancouver's "In:
    Editors, eds. Book. 2nd ed. Publisher; Year").

    >>> book_of_chapter("Rich MW, Alexander KP, eds. Geriatric Cardiology: A Case-Based Approach. 2nd ed")
    'Geriatric Cardiology: A Case-Based Approach'
    >>> book_of_chapter("Journal of Clinical Oncology")
    'Journal of Clinical Oncology'
    >>> book_of_chapter("Kowalczyk RA, Imamura T, editors. Clinical Cardiomyopathies. 2nd ed. Philadelphia: Elsevier; 2024")
    'Clinical Cardiomyopathies'
    >>> book_of_chapter("Kölling, C.; Meyer-Haas, P. (Hrsg.): Handbuch Waldbau im Klimawandel. Stuttgart: Ulmer")
    'Handbuch Waldbau im Klimawandel'

    The editors may stand before the venue read, in the reference (``text``):

    >>> book_of_chapter("Handbook of Child Psychology. Vol. III: Cognitive Development", "In J. Flavell (Eds.), Handbook"
    ...                 " of Child Psychology. Vol. III: Cognitive Development (pp. 1-20).")
    'Handbook of Child Psychology. Vol. III: Cognitive Development'
    >>> book_of_chapter("Handbuch Arbeitsmarkt. Wiesbaden : Springer VS, 2019",
    ...                 "LI, Ann: Title. In: ROTH, Sabine (Hrsg.): Handbuch Arbeitsmarkt. Wiesbaden : Springer VS, 2019")
    'Handbuch Arbeitsmarkt'
    """
    m = _NLM_EDITORS.match(venue) or _MARKED_EDITORS.match(venue)
    book = venue[m.end():] if m else venue
    at = text.find(venue) if text and venue else -1
    edited = bool(m) or at > 0 and bool(_EDITORS_BEFORE.search(text[:at]))
    if not (edited or _EDITION_END.search(book)):
        return venue
    book = _EDITION_END.sub("", book).strip(" .,") or book
    return (_PLACE_PUBLISHER_END.sub("", book).strip(" .,") or book) if edited else book


def meeting_venue(venue: str) -> str:
    """The meeting a poster or talk was presented at, where a citation says so ("Poster presented at: Alzheimer's
    Association International Conference; July 31-August 4, 2022; San Diego, CA"): the meeting's name alone.

    >>> meeting_venue("Poster presented at: Alzheimer's Association International Conference; July 31-August 4")
    "Alzheimer's Association International Conference"
    >>> meeting_venue("Journal of Hydrology; special issue")
    'Journal of Hydrology; special issue'
    """
    m = _PRESENTED_AT.match(venue)
    if not m:
        return venue
    return venue[m.end():].split(";")[0].strip(" .,") or venue


#: A journal in GB/T 7714: after the "[J]." mark, up to the comma before its year.
_GBT_JOURNAL = re.compile(r"\[J\]\s*[.．]\s*(?P<journal>[^,，\[\]]{2,80}?)\s*[,，]\s*(?:19|20)\d{2}")


def gbt_venue(venue: str, text: str) -> str:
    """A GB/T 7714 entry's venue without the place and publisher after a proceedings' title ("Proceedings of ...
    Linguistics. Online: ACL"); a book's or thesis's source is its publisher or university, without the place
    ("北京: 清华大学"). Entries without a GB/T type mark ("[J]", "[C]//") keep their venue.

    >>> gbt_venue("Proceedings of the 59th Annual Meeting of the ACL. Online: ACL", "Chen S. Title[C]//Proceedings")
    'Proceedings of the 59th Annual Meeting of the ACL'
    >>> gbt_venue("北京: 清华大学", "陈思远. 神经机器翻译中的领域适应方法研究[D]. 北京: 清华大学, 2018.")
    '清华大学'
    >>> gbt_venue("信息科学", "刘畅, 赵明轩. 基于图神经网络的异常检测[J]. 中国科学: 信息科学, 2022, 52(8): 1423-1440.")
    '中国科学: 信息科学'
    >>> gbt_venue("中国科学: 信息科学", "刘畅. 基于图神经网络的异常检测[J]. 中国科学: 信息科学, 2022, 52(8): 1423-1440.")
    '中国科学: 信息科学'
    >>> gbt_venue("Findings of ACL: EMNLP 2020", "Li, A. (2020). Title. Findings of ACL: EMNLP 2020.")
    'Findings of ACL: EMNLP 2020'
    """
    if not GBT_TYPE_MARK.regex.search(text):
        return venue
    journal = _GBT_JOURNAL.search(text)
    if journal and journal.group("journal").endswith(venue):
        return journal.group("journal")         # a journal's name with a colon, no place: "中国科学: 信息科学"
    m = GBT_PLACE_PUBLISHER.regex.search(venue)
    if not m:
        return venue
    return venue[:m.start()].strip(" .") or m.group("publisher").strip()


def _springer_venue(text: str, title: str, parsed):
    """The title and reading of a paper Springer's styles cite in a book ("Title. In: Eds (eds.) Book. LNCS, vol.
    ..."): the book (:func:`springer_book`) is the venue, never the series the parser ran into (". LNCS"), and no
    part of the title ("Title. In: Book" read as one title)."""
    cut = _SPRINGER_IN.search(title)
    own = title[:cut.start()].rstrip(" .") if cut else title
    book = springer_book(text, own)
    if book is None or len(own.split()) < 2:
        return title, parsed
    return own, replace(parsed, container=book)


#: A group of authors named as a group ("EU-PHARMA Study Group", "the ATLAS Collaboration", "PRIME-HF Investigators").
_GROUP_AUTHOR = re.compile(r"(?i)\b(?:group|consortium|collaboration|collaborative|investigators|network|committee|"
                           r"trialists|task force|initiative|alliance)\s*\.?$")
#: A status in another language standing where an author-date reference puts the year: "(en prensa)", "(im Druck)".
_OTHER_STATUS_DATE = re.compile(rf"(?i)\((?:{'|'.join(s for s in OTHER_STATUS if 'press' in OTHER_STATUS[s])})\)")


def _parse_by_model(text: str, span: Span, raw: str, ruled: LoadFailure, year: int | None = None,
                    in_progress: bool = False) -> PaperRecord | LoadFailure:
    from loaders.references import parse_reference

    # "etc" closing an author list is "et al." (as 等 is): written so, the model reads it as one
    plain = strip_markup(text)
    # (a status in another language in the date's brackets read as the model knows it: "(en prensa)" as "(in press)")
    model_text = _OTHER_STATUS_DATE.sub("(in press)", plain)
    parsed = parse_reference(_ETC.sub(", et al.,", model_text))
    parsed = _acs_chapter(plain, _elsevier_reading(plain, _acs_authors(plain, _springer_authors(plain, parsed))))
    parsed = _title_end_from_note(plain, _astro_reading(plain, parsed))
    if parsed.year is None and parsed.title:     # a year the model does not read as one ("WWW'24")
        parsed = _venue_out_of_title_end(parsed)
        parsed = replace(parsed, year=parsed.year or _year(plain.replace(parsed.title, " ")) or year)
    # no year is no reference, unless the parser is sure of a long title and of a venue (a list of works in
    # progress, a CV that writes no years); a GB/T type mark right after the title ("Title[J]. Journal, 录用待刊.")
    # says as surely as four words of a title that it is one (a Chinese title has no spaces to count)
    # (a status in the entry says as much as a list of works in progress: "(im Druck)", "(in press)")
    sure = parsed.confidence >= 0.85 and (parsed.container or parsed.publisher or in_progress
                                          or STATUS.search(plain)) and \
        (len((parsed.title or "").split()) >= 4 or bool(parsed.title) and re.search(
            re.escape(parsed.title.strip()) + r"\s*" + GBT_TYPE_MARK.regex.pattern, plain) is not None)
    if not parsed.title or not (parsed.year or sure) or not parsed.authors or parsed.confidence < MIN_CONFIDENCE \
            or re.search(r"[<>=]|https?://", parsed.title):
        return LoadFailure(span, f"{ruled.reason}; the reference parser read no title, year and authors "
                                 f"(confidence {parsed.confidence:.2f})", raw or text)
    parsed = _authors_before_date(model_text, _title_after_date(model_text, _names_out_of_title(parsed)))
    parsed = _chapter_title_before_in(plain, parsed)
    authors = _model_authors(text, parsed, span)
    if len(authors) >= 2 and _GROUP_AUTHOR.search(authors[-1].text) and not _is_name(authors[-1].text):
        # Vancouver's group author after the names ("Lindqvist E; EU-PHARMA Study Group."): a note, not a person
        parsed = replace(parsed, note=parsed.note or f"group author: {authors[-1].text}")
        authors = authors[:-1]
    named = sum(_is_name(a.text) for a in authors)
    # an author of one name (many Indonesians: "Dewi, R. S., Kurniawan, & Setiawan, A."): a capitalised word that
    # stands alone in the list, in a list where two names at least are names; never the last (a word of the title or
    # of a note the model left in the list: "..., Powell, R.A., Petrology")
    if named < len(authors) and (named < 2 or not all(
            _is_name(a.text) or k < len(authors) - 1 and _single_name(plain, a.text, authors[k - 1].text if k else None)
            or k == len(authors) - 1 and k >= 2 and _last_single_name(plain, a.text, [b.text for b in authors[:k]])
            for k, a in enumerate(authors))):
        return LoadFailure(span, f"{ruled.reason}; the reference parser's author list does not look like names: "
                                 f"{'; '.join(a.text for a in authors)[:200]}", raw or text)
    title = _venue_out_of_title(strip_markup(parsed.title).strip().rstrip(",.;:"))
    if re.search(r"\s[–—-]$", title) and parsed.container \
            and (sentence := re.match(r"([^.?!]{3,120}[?!])\s+(\S.*)", strip_markup(parsed.container).strip())):
        # a title cut at its dash ("Die Weißtanne –" / "Hoffnungsträgerin im Klimawandel? AFZ-DerWald"): a title never
        # ends on a dash; it runs on to its question or exclamation, the journal after it
        title, parsed = f"{title} {sentence.group(1)}", replace(parsed, container=sentence.group(2))
    if (language := _LANGUAGE_NOTE.search(title)) and len(title[:language.start()].split()) >= 2:
        # "Title (in Japanese)": the language the work is written in, a note, no word of the title
        title, parsed = title[:language.start()], replace(parsed, note=parsed.note or language.group("note"))
    if (thesis := _THESIS_NOTE_THEN_PLACE.search(title)) and len(title[:thesis.start()].split()) >= 2:
        # Vancouver's thesis: "Title [dissertation]. Pathum Thani: Asian Institute of Technology; 2014": the model
        # took the place into the title; the note ends it
        title = title[:thesis.end()].rstrip(" .")
    if (bracket := _BRACKETED_AT_TITLE_END.search(title)) and (len(title[:bracket.start()].split()) >= 2
                                                               or CJK.search(title[:bracket.start()])):
        # "Title [Article in Polish]", "Title [dissertation]", "제목 [the title in English]": a note
        title = title[:bracket.start()].rstrip(" .,;:")
        parsed = replace(parsed, note=parsed.note or bracket.group("note"))
    if not parsed.container and (m := _ACRONYM_AFTER_TITLE.search(title)) and len(title[:m.start()].split()) >= 3:
        # "(2022). Title. AISTATS.": an acronym alone after the title's full stop is the venue
        title, parsed = title[:m.start()].strip(), replace(parsed, container=m.group("venue"))
    if parsed.container and (moved := title_cut_at_in(title, strip_markup(parsed.container), plain)):
        title, parsed = moved[0], replace(parsed, container=moved[1])
    if parsed.container and (moved := italics_realigned(title, strip_markup(parsed.container), text)):
        title, parsed = moved[0], replace(parsed, container=moved[1] or parsed.publisher)
    if parsed.container and (moved := abbreviated_venue_apart(title, strip_markup(parsed.container),
                                                               plain)):
        title, parsed = moved[0], replace(parsed, container=moved[1])
    if parsed.container and (moved := abbreviation_after_comma(title, strip_markup(parsed.container), plain)):
        title, parsed = moved[0], replace(parsed, container=moved[1])
    title, parsed = _springer_venue(plain, title, parsed)
    if not parsed.container and (book := edited_book(title, plain)):
        title, parsed = book[0], replace(parsed, container=book[1])
    if not parsed.container and (swallowed := italic_venue_in_title(title, text)):
        title, parsed = swallowed[0], replace(parsed, container=swallowed[1])
    if (italic := italic_venue_after_title(title, parsed.container, text)) is not None:
        parsed = replace(parsed, container=italic)
    if not parsed.container:
        title, parsed = _preprint_server(title, parsed)
    if not parsed.container and _ARXIV_WRITTEN.search(plain):
        parsed = replace(parsed, container="arXiv")    # "Under review, 2024. arXiv:2405.01234": the preprint's server
    if not parsed.container and parsed.publisher and GBT_TYPE_MARK.regex.search(plain):
        parsed = replace(parsed, container=parsed.publisher)     # a GB/T book ("[M]. 北京: 出版社"): its publisher
    if not parsed.container and (moved := journal_at_title_end(title, plain)):
        title, parsed = moved[0], replace(parsed, container=moved[1])
    if not parsed.container and (in_progress or STATUS.search(text)) \
            and (moved := journal_after_sentence_case_title(title)):
        title, parsed = moved[0], replace(parsed, container=moved[1])    # "(2024, in press). Title. Journal."
    if not parsed.container:
        parsed = replace(parsed, container=vancouver_venue(plain, parsed.title))
    if (inside := HEADED_TO.search(title)) and len(title[:inside.start()].split()) >= 3:
        # the status and the journal read into the title ("Title. Major revision at The Annals of Statistics")
        title = title[:inside.start()].rstrip(" .,;")
        parsed = replace(parsed, container=parsed.container or inside.group("venue"))
    if not parsed.container and (headed := HEADED_TO.search(plain)) and title in plain \
            and plain.find(title) < headed.start():
        parsed = replace(parsed, container=headed.group("venue"))     # "Submitted to Nat. Catal.": where it is headed
    if not parsed.container and (book := PLACE_PUBLISHER_YEAR.search(plain)):
        # a book's "(Place: Publisher, Year)": the publisher is the venue, the title runs up to the bracket (a
        # period it names, ", 1150–1320", is no date of the book)
        title, parsed = book_title_end(title, plain, book.start()), replace(parsed, container=book.group("publisher"))
    if not parsed.container and parsed.publisher:
        # the publisher the parser read, no journal or book: a book's ("Cambridge: Cambridge University Press, 2021."),
        # or a journal it took for one where no volume, pages or year follows ("Title. Nat. Methods (in press).")
        parsed = replace(parsed, container=parsed.publisher)
    if parsed.year and str(parsed.year) in title and title in plain \
            and str(parsed.year) not in plain.replace(title, " ") and (later := YEAR.search(
            plain[plain.find(title) + len(title):])) and int(later.group()) != parsed.year:
        # "Trends in cancer incidence, 2000–2016. JAMA Netw Open. 2019;2(11)": a year in the title is its subject's
        parsed = replace(parsed, year=int(later.group()))
    status = None
    found = STATUS.search(text)
    if found:
        status = status_of(found)
    elif parsed.container and re.search(_PREPRINT_SERVERS, parsed.container, re.IGNORECASE):
        status = "preprint"
    arxiv = ARXIV_ID.search(text)
    venue = book_of_chapter(meeting_venue(gbt_venue(volume_in_title(venue_end(strip_markup(parsed.container), plain),
                                                                     text), text)), plain) \
        if parsed.container else None
    venue = thesis_venue(venue_extended(venue, text, plain) if venue else venue, plain)
    if venue and (dated := _NLM_DATED_VENUE.match(venue)):
        # Vancouver's "ASAIO J. 2023 Jan;69(1):e12-e16. Epub 2022 Aug 15.": the journal, then the issue's date, which
        # is the work's year (not the date it was put online before)
        venue, parsed = dated.group("venue"), replace(parsed, year=int(dated.group("year")))
    return PaperRecord(title=title, authors=authors, venue=venue,
                       year=parsed.year, status=status or "published", span=span, et_al=parsed.et_al,
                       notes=(parsed.note,) if parsed.note else (), doi=parsed.doi,
                       arxiv=(arxiv.group("id") or arxiv.group("id2")) if arxiv else None, raw=raw or text,
                       reader="crf", confidence=parsed.confidence)


#: What a note in square brackets after a title says: words, no figures ("[Article in Polish]", "[dissertation]", "[in
#: Japanese]", a translation of the title; "[Cu(NH3)4]", "F_q[x,y]" are the title's).
_BRACKETED_NOTE = r"(?P<note>(?=[^\[\]]*[^\W\d_]{4})[^\[\]\d]{3,200}?)"
#: Such a note ending a title (its closing bracket may be gone with the title's edge).
#: A thesis's note in brackets inside a title read too long, the place after it ("... [dissertation]. Pathum Thani").
_THESIS_NOTE_THEN_PLACE = re.compile(r"\s*\[(?i:(?:doctoral |master'?s |ph\.?\s?d\.? |msc |ma )?(?:dissertation|thesis))\](?=\.\s+\S)")
_BRACKETED_AT_TITLE_END = re.compile(rf"\s*\[{_BRACKETED_NOTE}\]?\s*$")
#: Such a note after a quoted title, before its venue.
_BRACKET_NOTE = re.compile(rf"\s*\[{_BRACKETED_NOTE}\]\s*[.,;:]?")
#: The language a work is written in, after its title: "(in Japanese)", "[in Russian]", "(in Chinese with English
#: abstract)"; its closing bracket may be gone with the title's edge.
_LANGUAGES = (r"(?:Chinese|Japanese|Korean|Vietnamese|Thai|Russian|Ukrainian|Polish|Czech|Slovak|Hungarian|Romanian"
              r"|Bulgarian|Serbian|Croatian|Slovenian|Greek|Turkish|Persian|Farsi|Arabic|Hebrew|Hindi|Bengali|Urdu"
              r"|Indonesian|Malay|German|French|Spanish|Portuguese|Italian|Dutch|Danish|Swedish|Norwegian|Finnish"
              r"|Icelandic|Estonian|Latvian|Lithuanian|Catalan|Galician|Basque|English|Latin)")
_LANGUAGE_NOTE = re.compile(rf"(?i:\s*[(\[]\s*(?P<note>(?:in|written in)\s+{_LANGUAGES}(?:\s+with\s+(?:an\s+)?"
                            rf"{_LANGUAGES}\s+(?:abstract|summary))?)\s*[)\]]?\s*)$")


#: After a quotation that opens a title: a subtitle after a colon, or the title's words in lower case (not "in" or
#: "and" of a venue or a list: IEEE's '"Title," in Proc.'), where the quotation closes on no punctuation of its own
#: (MLA's '"Title." journal of ...' is a whole title).
_QUOTE_IN_TITLE = re.compile(r"\s*:\s+[^\W\d_]|\s+(?!(?:in|and|to|at|pp?|vol|no|presented|published|accepted|submitted"
                             r"|forthcoming|paper|talk|poster|delivered|given|read|invited|keynote)\b)[a-z]{2,}\s+[a-z]")
#: The end of a title's sentence: a full stop, question or exclamation mark before a capital, a bracket or the end;
#: or IEEE's ", in" before a venue.
_TITLE_SENTENCE_END = re.compile(r"(?<=[^\s.])[.?!](?=\s+[A-Z\[(*_“\"]|\s*$)|,(?=\s+in\s)")
#: What follows a quoted title and is no part of it: a status, a kind of work, a note of the CV (economics and finance
#: CVs: '"Title" under review at Nature Communications', '"Title" job market paper, 2017', '"Title" joint work with')
_NOT_TITLE_AFTER_QUOTE = re.compile(rf"(?i)\b(?:{_STATUS_WORDS})\b|\b(?:working|job market|discussion|policy|"
                                    r"white)\s+paper\b|\bjoint (?:work|with)\b|\b(?:doctoral |ph\.?d\.? )?"
                                    r"(?:dissertation|thesis)\b|\brevise\b|\b(?:19|20)\d\d\b")


#: What closes a Markdown link after its text: ``](address)``.
_LINK_REST = re.compile(r"\]\([^)\s]*\)")


def _parse_by_rules(text: str, span: Span, raw: str = "") -> PaperRecord | LoadFailure:
    """The rules: the quoted (or emphasised) title is the anchor, authors before it, venue and year after it.

    Examples
    --------
    >>> r = parse_citation('Zimeng Huang, Bo Jiang, Tian Guo, **Yunzhuo Liu**, "Measuring the Impact of Gradient '
    ...                    'Accumulation on Cloud-based Distributed Training". (CCGrid 2023, CCF-C)', Span("a", 72, 72))
    >>> r.title, [a.text for a in r.authors][-1], r.venue, r.year, r.status
    ('Measuring the Impact of Gradient Accumulation on Cloud-based Distributed Training', 'Yunzhuo Liu', 'CCGrid 2023', 2023, 'published')
    >>> r = parse_citation("**J. Fang**, G. Zhao, H. Xu, *GRID: Gradient Routing with In-network Aggregation*, "
    ...                    "IEEE/ACM Transactions on Networking (**ToN**), 2023, CCF A", Span("a", 5, 5))
    >>> r.title, [a.text for a in r.authors], r.venue, r.year
    ('GRID: Gradient Routing with In-network Aggregation', ['J. Fang', 'G. Zhao', 'H. Xu'], 'IEEE/ACM Transactions on Networking (ToN)', 2023)
    >>> r = parse_citation('Jing Chen and Tao Xu, [“Edge States in Lattices,”](https://doi.org/10.1103/Rev.1) '
    ...                    'Phys. Rev. Lett. 128, 053901 (2022).', Span("a", 9, 9))
    >>> [a.text for a in r.authors], r.title, r.year, r.doi
    (['Jing Chen', 'Tao Xu'], 'Edge States in Lattices', 2022, '10.1103/Rev.1')
    >>> parse_citation("Just some sentence about a project.", Span("a", 3, 3)).reason.split(";")[0]
    'no quoted title: the citation style is not recognised'
    """
    m = QUOTED_TITLE.search(text)
    if m:
        title = next(g for g in m.groups() if g is not None)
        before, after = text[:m.start()], text[m.end():]
        link = _LINK_REST.match(after)
        if link and before.rstrip().endswith("["):     # a linked quoted title: [“Title,”](https://doi.org/...)
            before, after = before.rstrip()[:-1], after[link.end():]
    else:
        anchored = _emphasised_anchor(text)
        if anchored is None:
            return LoadFailure(span, "no quoted title: the citation style is not recognised", raw or text)
        before, title, after = anchored
        after = " " + after
    title = strip_markup(title).strip().rstrip(",.;:").strip()
    if not re.search(r"[^\W\d_]{3,}", title) and len(CJK.regex.findall(title)) < 2:
        return LoadFailure(span, f"the quoted text {title[:40]!r} is no title", raw or text)
    if m and (after.lstrip().startswith(":") or not re.search(r"[.,;?!]\W*$", text[m.start():m.end()])) \
            and _QUOTE_IN_TITLE.match(after) and (end := _TITLE_SENTENCE_END.search(after)) \
            and not _NOT_TITLE_AFTER_QUOTE.search(after[:end.start() + 1]):
        # a quotation that opens the title, no quoted title: '"Silent" atrial fibrillation ...', '"It feels like
        # someone is watching": Older adults' perceptions ...': the title runs on to its sentence's end
        title = strip_markup(text[m.start():m.end()] + after[:end.start() + 1]).strip().rstrip(",.;:").strip()
        after = after[end.end():]
    notes_before: tuple[str, ...] = ()
    if (bracket := _BRACKET_NOTE.match(after)) is not None:      # "Title. [Article in Polish]. Journal. 2016"
        notes_before, after = (bracket.group("note"),), after[bracket.end():]
    authors, et_al = names_before_title(before, span)
    if not authors:
        return LoadFailure(span, "no authors before the quoted title", raw or text)
    if sum(_is_name(a.text) for a in authors) < 0.5 * len(authors):
        return LoadFailure(span, "the text before the title does not look like an author list", raw or text)
    venue, year, status, notes = parse_venue(after)
    venue = thesis_venue(venue, after)
    notes = (*notes_before, *notes)
    if year is None:            # author-date styles write the year before the title: "Liu, Y. (2023). “Title”"
        year = _year(before)
    arxiv = ARXIV_ID.search(text)
    doi = DOI.search(text)
    return PaperRecord(title=title, authors=authors, venue=venue, year=year, status=status, span=span, et_al=et_al,
                       notes=notes, doi=doi.group("doi") if doi else None,
                       arxiv=(arxiv.group("id") or arxiv.group("id2")) if arxiv else None,
                       kind="preprint" if status == "preprint" else None, raw=raw or text)
