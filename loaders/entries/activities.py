"""Entries of the awards, grants, service, talks and students sections to :class:`ActivityRecord`.

An entry is a list item or an unbulleted line; a short line that only dates the entry before it joins it
(``国家奖学金`` / ``2020 - 2024, HKUST``).  The years of an entry are the earliest and the latest it
writes; a student entry names its student first (``Bo Wu (PhD, 2019-2024), now at SJTU``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.entries.patterns import CJK_NAME, DATE, FUNDING_SCHEME, GRANT_DETAIL, OPEN_END, YEAR, YEAR_FIRST
from loaders.entries.repair import clean, looks_like_name
from loaders.entries.sections import Line
from loaders.entries.segment import Entry, _entry, _kind_of_line, has_marker
from loaders.model import ActivityRecord, PersonMention, Span

#: Section name -> the kind of its records.
ACTIVITY_KINDS = {"awards": "award", "grants": "grant", "service": "service", "talks": "talk", "students": "student"}

_NAME_END = re.compile(r"\s*(?:[,，;；(（:：|]|\s[-–—]\s)")


def _dates_only(text: str) -> bool:
    """A short line that dates the entry before it (``Mar, 2025``, ``2020 - 2024, HKUST``, ``2019/05``)."""
    cleaned = clean(text).strip()
    if YEAR_FIRST.match(cleaned):        # "2018年 清华大学优秀博士学位论文": an entry of its own, its year first
        return False
    return len(cleaned) <= 40 and not has_marker(text) and bool(DATE.search(cleaned)) and not cleaned[:1].isalpha() \
        or _kind_of_line(text) == "date"


def activity_entries(lines: Sequence[Line]) -> list[Entry]:
    """The entries of an activity section: one per list item or unbulleted line, a short line that only dates the
    entry before it (even after a blank line, as PDF text puts it) joining that entry.

    >>> ls = [Line(1, "NSDI Student Grant"), Line(2, "Mar, 2025"), Line(3, "◇ 国家奖学金"),
    ...       Line(5, "2020 - 2024, HKUST")]
    >>> [(e.first, e.last, e.text) for e in activity_entries(ls)]
    [(1, 2, 'NSDI Student Grant Mar, 2025'), (3, 5, '国家奖学金 2020 - 2024, HKUST')]
    >>> ls = [Line(1, "2022年 钱伟长中文信息处理科学技术奖一等奖"), Line(2, "2018年 清华大学优秀博士学位论文")]
    >>> [(e.first, e.last) for e in activity_entries(ls)]
    [(1, 1), (2, 2)]
    """
    groups: list[list[Line]] = []
    for ln in lines:
        if groups and _dates_only(ln.text):
            groups[-1].append(ln)
        else:
            groups.append([ln])
    return [_entry(g) for g in groups]


def _student(text: str, span: Span) -> PersonMention | None:
    """The student an entry names first, when the text before the first separator is a name."""
    head = _NAME_END.split(text, maxsplit=1)[0].strip()
    if CJK_NAME.fullmatch(head) or (looks_like_name(head) and len(head.split()) <= 4):
        return PersonMention(head, span, role="student", raw=head)
    return None


def parse_activity(entry: Entry, kind: str, source: str, raw: str = "") -> ActivityRecord | None:
    """One entry of an activity section, or None when it holds no text.

    >>> from loaders.entries.sections import Line
    >>> e = _entry([Line(4, "- Best Paper Award, ACM SoCC 2021")])
    >>> r = parse_activity(e, "award", "cv.md")
    >>> r.text, r.start, r.end, str(r.span)
    ('Best Paper Award, ACM SoCC 2021', '2021', None, 'cv.md:4')
    >>> r = parse_activity(_entry([Line(9, "* Bo Wu (PhD student, 2019 - present)")]), "student", "cv.md")
    >>> r.person.text, r.start, r.end
    ('Bo Wu', '2019', 'present')
    """
    text = clean(entry.text).strip()
    if not text:
        return None
    span = Span(source, entry.first, entry.last)
    years = sorted({m.group(0) for m in YEAR.finditer(text)})
    start = years[0] if years else None
    end = "present" if OPEN_END.search(text) else (years[-1] if len(years) > 1 else None)
    person = _student(text, span) if kind == "student" else None
    return ActivityRecord(kind, text, span, start, end, person, raw)


def is_grant(text: str) -> bool:
    """Whether an entry of a projects section is a grant (a funded project the owner holds or takes part in), not
    an affiliation: it names a funding scheme and a grant's detail (an amount, the holder's part, a grant number).

    >>> is_grant("国家自然科学基金青年科学基金项目（52008123）：钢桥面板疲劳研究，2021.01-2023.12，30万元，主持")
    True
    >>> is_grant("NSF CAREER Award: Robust Learning, $500,000, PI, 2021–2026")
    True
    >>> is_grant("2021 – 2022 » Affordable NLP Training, RI at Alibaba DAMO Academy")
    False
    >>> is_grant("Horizon 2020 programme: Smart Grids, work package member")
    False
    """
    cleaned = clean(text)
    return bool(FUNDING_SCHEME.search(cleaned) and GRANT_DETAIL.search(cleaned))
