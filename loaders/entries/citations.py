"""Formatted citations (one entry of a CV's publication list) to :class:`PaperRecord`.

The anchor is the quoted title: authors come before it, venue, year, status and notes after it.  Two styles of
what follows are read: a parenthesised group (``(Sigmetrics 2023, CCF-B, 清华 A 类)``, ``(under review, 2024)``)
and running text (``in the *Proceedings of ...* (NSDI '25), Philadelphia, PA, USA, April 2025.``).
"""

from __future__ import annotations

import re

from loaders.model import LoadFailure, PaperRecord, PersonMention, Span
from loaders.entries.patterns import (ANNOTATION, ARXIV_ID, DOI, EMPHASISED_TITLE, ET_AL, QUOTED_TITLE, SHORT_YEAR,
                                      STATUS, YEAR)
from loaders.entries.repair import latex_debris_out, looks_like_name, normalize_punctuation, strip_markup

_AUTHOR_SPLIT = re.compile(r"\s*(?:,|;|，|、|；)\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+")
_EQUAL_MARK = re.compile(r"(?:\\?\*|†|‡|#|＊|\^\{?\*\}?)+$")
_MARKED = re.compile(r"^\s*(?:\*\*|__|<b>|<strong>)(.+?)(?:\*\*|__|</b>|</strong>)\s*$", re.IGNORECASE)
_TAG = re.compile(r"\s*\[[^\]]*\]\s*$")
_EMPH = re.compile(r"\*(?!\*)([^*]+)\*|_([^_]+)_")
_IN = re.compile(r"^\s*(?:in|In|IN)\s+(?:the\s+)?")


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
    """
    text = latex_debris_out(text)
    mentions: list[PersonMention] = []
    et_al = False
    for piece in _AUTHOR_SPLIT.split(text):
        raw = piece.strip()
        if not raw:
            continue
        if ET_AL.search(strip_markup(raw)) and len(strip_markup(raw).split()) <= 3:
            et_al = True
            rest = ET_AL.sub("", strip_markup(raw)).strip()
            if not rest:
                continue
            raw = rest
        marked = bool(_MARKED.match(raw)) or bool(re.search(r"<b>|<strong>", raw, re.IGNORECASE))
        name = strip_markup(raw)
        equal = bool(_EQUAL_MARK.search(name))
        name = _EQUAL_MARK.sub("", name).strip()
        name = strip_markup(name).strip(" .,:;")
        if name.endswith(" .") or (name.endswith(".") and len(name.split()[-1]) > 2):
            name = name.rstrip(".")
        if not name:
            continue
        if mentions and re.fullmatch(r"(?:Jr|Sr|II|III|IV)\.?", name):
            prev = mentions.pop()
            name = f"{prev.text}, {name}"
            marked = marked or prev.marked
        mentions.append(PersonMention(text=name, span=span, role=role, raw=raw, rank=len(mentions) + 1,
                                      marked=marked, equal_contribution=equal))
    return tuple(mentions), et_al


def _year(text: str) -> int | None:
    years = [int(m.group(0)) for m in YEAR.finditer(text)]
    if years:
        return years[-1]
    m = SHORT_YEAR.search(text)
    return 2000 + int(m.group("yy")) if m else None


def _split_top(text: str) -> list[str]:
    """Split on commas that are outside parentheses."""
    parts, depth, buf = [], 0, ""
    for ch in text:
        if ch in "([（":
            depth += 1
        elif ch in ")]）" and depth:
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(buf)
            buf = ""
        else:
            buf += ch
    parts.append(buf)
    return [p.strip() for p in parts if p.strip()]


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
    >>> parse_venue(" arXiv preprint arXiv:2407.02031, 2024.")[:3]
    ('arXiv preprint arXiv:2407.02031', 2024, 'preprint')
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
    rest = rest.strip(" .,:;")
    venue: str | None = None
    status_m = STATUS.search(rest)
    status = None
    if status_m:
        status = (status_m.group("status") or {"在投": "in submission", "审稿中": "under review", "已录用": "accepted",
                                               "已接收": "accepted"}[status_m.group("zh")]).lower()
        if status in ("submitted", "under submission"):
            status = "in submission"
    if rest.startswith("(") or rest.startswith("（"):
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
        body = _IN.sub("", rest)
        emph = re.match(r"^\*(?!\*)([^*]+)\*(\s*\([^)]*\))?", body)
        if emph:
            venue = (emph.group(1) + (emph.group(2) or "")).strip()
            tail = body[emph.end():]
        else:
            plain = strip_markup(body)
            m = re.match(r"^([^,(]*\([^)]*\))", plain)
            venue = (m.group(1) if m else _split_top(plain)[0] if _split_top(plain) else plain).strip()
            tail = plain[len(venue):]
        for m in _EMPH.finditer(tail):
            notes.append((m.group(1) or m.group(2)).strip())
        for m in re.finditer(r"\(([^)]*)\)", tail):
            notes.extend(c.strip() for c in _split_top(m.group(1)))
        venue = strip_markup(venue).strip(" .,") or None
        year = _year(strip_markup(tail)) or (_year(venue) if venue else None)
    if venue and STATUS.fullmatch(venue):
        venue = None
    if status is None:
        status = "preprint" if venue and re.search(r"arxiv|preprint|biorxiv|ssrn", venue, re.I) else (
            "published" if venue else None)
    return venue, year, status, tuple(n for n in notes + tags if n)


def _name_share(text: str) -> float:
    pieces = [strip_markup(p).strip(" *†‡") for p in _AUTHOR_SPLIT.split(latex_debris_out(text)) if p.strip()]
    pieces = [p for p in pieces if not ET_AL.search(p)]
    return sum(looks_like_name(p) for p in pieces) / len(pieces) if pieces else 0.0


def _emphasised_anchor(text: str) -> tuple[str, str, str] | None:
    """``(authors, title, rest)`` when the title is set in italics or as a link and the names stand on one side:
    ``J. Fang, G. Zhao, *Title*, Venue`` or ```ACL 2025` [Title](url), Xinlin Zhuang, Jiahui Peng``."""
    for m in EMPHASISED_TITLE.finditer(text):
        title = m.group("title") or m.group("link")
        if len(title.split()) < 3:
            continue
        before, after = text[:m.start()].strip(" ,.:;"), text[m.end():].strip(" ,.:;")
        if before and _name_share(before) >= 0.6:
            return before, title, after
        head = re.split(r"\s[(（]", after, maxsplit=1)
        if head[0] and _name_share(head[0]) >= 0.6:
            rest = ("(" + head[1]) if len(head) > 1 else ""
            return head[0], title, ", ".join(x for x in (before.strip("` "), rest) if x)
    return None


def parse_citation(text: str, span: Span, raw: str = "") -> PaperRecord | LoadFailure:
    """One formatted citation to a paper record, or a failure that says why not.

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
    >>> parse_citation("Just some sentence about a project.", Span("a", 3, 3)).reason
    'no quoted title: the citation style is not recognised'
    """
    m = QUOTED_TITLE.search(text)
    if m:
        title = next(g for g in m.groups() if g is not None)
        before, after = text[:m.start()], text[m.end():]
    else:
        anchored = _emphasised_anchor(text)
        if anchored is None:
            return LoadFailure(span, "no quoted title: the citation style is not recognised", raw or text)
        before, title, after = anchored
        after = " " + after
    title = strip_markup(title).strip().rstrip(",.;:").strip()
    authors, et_al = split_authors(before.strip(" ,:;"), span)
    if not authors:
        return LoadFailure(span, "no authors before the quoted title", raw or text)
    if not any(looks_like_name(a.text) or len(a.text) <= 40 for a in authors):
        return LoadFailure(span, "the text before the title does not look like an author list", raw or text)
    venue, year, status, notes = parse_venue(after)
    arxiv = ARXIV_ID.search(text)
    doi = DOI.search(text)
    return PaperRecord(title=title, authors=authors, venue=venue, year=year, status=status, span=span, et_al=et_al,
                       notes=notes, doi=doi.group("doi") if doi else None,
                       arxiv=(arxiv.group("id") or arxiv.group("id2")) if arxiv else None,
                       kind="preprint" if status == "preprint" else None, raw=raw or text)
