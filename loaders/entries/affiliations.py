"""Affiliation blocks (education, positions, internships, projects) and advisor statements to records."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from loaders.entries.sections import Line, classify_heading
from loaders.entries.segment import Entry, _kind_of_line, block_entry, header_wraps, join_header
from loaders.model import AdvisingRecord, AffiliationRecord, PersonMention, Span
from loaders.entries.patterns import (OPEN_END_WORDS, ADVISOR_LABEL, CJK, COUNTRIES, DATE, DATE_RANGE, FIELD_OF_STUDY, HONORIFIC, LABEL, LOCATION,
                                      MARKDOWN_HEADING, OPEN_START, MONTH_NAMES, ORG_KEYWORD, RANGE_END_BELOW,
                                      ROLE_KEYWORD)
from loaders.entries.repair import clean, is_icon, looks_like_name

_OPEN_END = re.compile(OPEN_END_WORDS, re.IGNORECASE)
_SUBLABEL = re.compile(r"^(?:Description|Main Work|Responsibilities|Achievements|Summary|Keywords|主要工作|项目描述|"
                       r"工作内容|项目内容|成果)\s*:?\s*$", re.IGNORECASE)
_AT = re.compile(r"^(?P<role>[^,]{1,60}?)\s+(?:at|@)\s+(?P<org>.+)$")
_TRAILING_ROLE = re.compile(
    r"^(?P<org>.+?)\s+(?P<role>(?:(?:Research|Development|Software|Summer|Visiting|Engineering)\s+)?Intern|"
    r"Research (?:Assistant|Scientist|Engineer)|Software Engineer|Engineer|Researcher|Team member|Member|"
    r"研究型实习生|研究实习生|实习生|技术专家(?:\s*\([^)]*\))?|工程师|研究员|博士|硕士|本科|硕博连读)$")
_ADVISOR_ROLES = (("博士生导师|硕士生导师|博士导师|硕士导师|研究生导师|指导老师|指导教师|导师|advis|direct|orientador|"
                   "promotor|betreuer|doktor|relat|tutor|encadrant|opiekun|руководитель|지도", "advisor"),
                  ("主管|supervis|manager", "supervisor"), ("mentor|host", "mentor"), ("教练|coach", "coach"))
_YEAR_LAST = re.compile(r"[,\s(（|]+(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Spring|Summer|Fall|Autumn|Winter)"
                        r"[a-z]{0,6}\.?\s+)?(?:19|20)\d{2}[\s.)）]*$")
#: the one date an entry's line starts with ("2013: Summer Intern", "Summer 2016 Research Intern", "2014 | Ph.D.",
#: "2009年  博士", "2017 — PhD in Physics", "2019 (summer): Research Intern"), the date and the gap after it
_YEAR_FIRST = re.compile(r"^(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}年?(?:\s*\((?i:spring|summer|fall|autumn|winter)\))?"
                         r"(?:\s*[:：|]\s*|\s+—\s+|\s+(?=[^\W\d_]))")
#: what parts two names of one label: "&", "and", and its words in other languages before an honorific or a name of two
#: words ("Dr. J. Pérez y Dra. A. López", "João Silva e Maria Souza"; not "Santiago Ramón y Cajal", "João Pereira e
#: Silva")
_NAME_SPLIT = re.compile(r"\s*(?:&|、|/|;|\band\b|和|及)\s*"
                         r"|\s+(?:y|e|et|und|en|i|и|ve)\s+(?=(?i:prof|dr|dra|profa|pr|doc)\.?\s"
                         r"|[A-ZÀ-Þ][\w'’-]+\s+(?:(?:de|da|do|dos|das|del|della|di|van|von)\s+)*[A-ZÀ-Þ])")


def parse_date(text: str) -> str | None:
    """One date as ``YYYY`` or ``YYYY-MM``; ``present`` for an open end.

    >>> [parse_date(s) for s in ["2019.9", "2020/09", "Sep 2019", "2025.3(预期)", "至今", "Present", "2019年9月", "2019"]]
    ['2019-09', '2020-09', '2019-09', '2025-03', 'present', 'present', '2019-09', '2019']
    """
    text = text.strip()
    if _OPEN_END.fullmatch(text):
        return "present"
    year = re.search(r"(?:19|20)\d{2}", text)
    if not year:
        return None
    month = None
    m = re.search(r"(?:19|20)\d{2}\s*(?:[./-]|年)\s*(\d{1,2})", text) or \
        re.match(r"\s*(\d{1,2})\s*[/.]\s*(?:19|20)\d{2}", text)          # "09/2019"
    if m:
        month = int(m.group(1))
    else:
        word = re.match(r"([A-Za-z]{3})", text)
        if word and word.group(1).lower() in MONTH_NAMES:
            month = MONTH_NAMES.index(word.group(1).lower()) + 1
    return f"{year.group(0)}-{month:02d}" if month and 1 <= month <= 12 else year.group(0)


def parse_date_range(text: str) -> tuple[str | None, str | None]:
    """The first date range in ``text`` (or a single date, which is then both start and end).

    >>> parse_date_range("上海交通大学, 硕博连读 2019.9 - 2025.3(预期)")
    ('2019-09', '2025-03')
    >>> parse_date_range("Sep 2019 – Present")
    ('2019-09', 'present')
    >>> parse_date_range("北京市, 2019/08")
    ('2019-08', '2019-08')
    >>> parse_date_range("Peking University")
    (None, None)
    >>> parse_date_range("09/2019 - 06/2023"), parse_date_range("Since 2024"), parse_date_range("2023-07-01 – 2024-06-30")
    (('2019-09', '2023-06'), ('2024', 'present'), ('2023-07', '2024-06'))
    >>> parse_date_range("Jul – Sep 2019 Visiting Researcher")
    ('2019-07', '2019-09')
    >>> parse_date_range("2021– Lecturer, UCL"), parse_date_range("2020--")
    (('2021', 'present'), ('2020', 'present'))
    """
    m = DATE_RANGE.search(text)
    if m:
        start, end = parse_date(m.group("start")), parse_date(m.group("end"))
        if start is None and end not in (None, "present"):      # "Jul – Sep 2019": the end's year
            start = parse_date(f"{m.group('start')} {end[:4]}")
            if start is not None and start > end:                 # "Nov – Feb 2020": across the new year
                start = parse_date(f"{m.group('start')} {int(end[:4]) - 1}")
        return start, end
    m = OPEN_START.search(text)
    if m:                                   # "Since 2020", "2021–": open to the present
        return parse_date(m.group("start") or m.group("open")), "present"
    single = DATE.search(text)
    if single:
        d = parse_date(single.group(0))
        return d, d
    return None, None


#: A gap that parts two fields of an entry's line (``2015.09-2019.06  清华大学  计算机科学与技术  学士``): a tab, an
#: ideographic space or two spaces and more between two texts, and one space between two words of Han characters
#: (Chinese writes no space inside a name; a character alone is not taken, a PDF may space every character)
_FIELD_GAP = re.compile(r"(?<=\S)(?:\t[\t \u3000]*|\u3000[\t \u3000]*| [\t \u3000]+)(?=\S)"
                        r"|(?<=[\u4e00-\u9fff]{2}) (?=[\u4e00-\u9fff]{2})|(?<=[)）]) (?=[\u4e00-\u9fff]{2})")


def fields_apart(text: str) -> str:
    """``text`` with the gaps that part its fields (:data:`_FIELD_GAP`) written as `` | ``, the separator the fields
    of an entry are split at.

    >>> fields_apart("2015.09-2019.06  清华大学  计算机科学与技术  学士")
    '2015.09-2019.06 | 清华大学 | 计算机科学与技术 | 学士'
    >>> fields_apart("北京大学 计算机软件与理论 博士"), fields_apart("阿里巴巴达摩院 XG 实验室"), fields_apart("清 华 大 学")
    ('北京大学 | 计算机软件与理论 | 博士', '阿里巴巴达摩院 XG 实验室', '清 华 大 学')
    >>> fields_apart("弗吉尼亚理工大学电力电子系统中心（CPES） 联合培养博士生")     # after an acronym in brackets
    '弗吉尼亚理工大学电力电子系统中心（CPES） | 联合培养博士生'

    """
    return _FIELD_GAP.sub(" | ", text)


#: An organisation set in bold at the start of a line, with more text after it on the line.
_BOLD_ORG_FIRST = re.compile(r"^(\s*(?:\*\*|__)(?P<org>[^*_]{3,}?)(?:\*\*|__))\s+(?=[^\s|,])")


def _bold_org_apart(text: str) -> str:
    """A line that opens with an organisation in bold and goes on in plain text ("**Princeton University**
    Princeton, NJ, USA", as awesome-cv sets it) with the two apart as fields: the bold run is a whole name.

    >>> _bold_org_apart("**Princeton University** Princeton, NJ, USA")
    '**Princeton University** | Princeton, NJ, USA'
    >>> _bold_org_apart("**Ann Li** and Bo Wu"), _bold_org_apart("**MIT**, 2015")
    ('**Ann Li** and Bo Wu', '**MIT**, 2015')
    """
    m = _BOLD_ORG_FIRST.match(text)
    if m is None or not ORG_KEYWORD.search(m.group("org")):
        return text
    return f"{m.group(1)} | {text[m.end():]}"


def _header_lines(block: Entry) -> tuple[list[str], str | None, tuple[str | None, str | None]]:
    """The leading header texts of a block (their fields apart by :func:`fields_apart`), its location and its
    first date range."""
    headers: list[str] = []
    location = None
    dates: tuple[str | None, str | None] = (None, None)
    stopped = False
    single = False          # the dates found are one date standing alone (a year in a name: "华为2012中央研究院")
    open_above = False      # the line above opens the entry with a range left open ("2013– Ph.D. in ...")
    for ln in block.lines:
        kind = _kind_of_line(ln.text)
        text = clean(fields_apart(_bold_org_apart(MARKDOWN_HEADING.sub("", ln.text))))
        fields = text.split(" | ")
        while len(fields) > 2 and len(fields[-1]) > 100:
            fields.pop()        # an entry macro's description, its last field ("\cventry{..}{..}{..}{..}{}{Head of ...}")
        text = " | ".join(fields)
        below = RANGE_END_BELOW.match(text) if open_above else None
        open_above = False
        if below:                       # the end of the range, wrapped in its table cell ("2013–" / "2017")
            dates, text = (dates[0], parse_date(below.group("end"))), text[below.end():].strip()
            if text and headers and headers[-1].endswith(","):      # the row's fields go on ("..., Aarhus University,")
                headers[-1] = f"{headers[-1]} {text}"
                continue
            if not text:
                continue
            kind = _kind_of_line(text)
        if (dates == (None, None) or single) and kind not in ("bullet", "label", "header") or \
                (dates == (None, None) or single) and kind == "header" and not stopped:
            found = parse_date_range(text)
            ranged = bool(DATE_RANGE.search(text) or OPEN_START.search(text))
            if found != (None, None) and (dates == (None, None) or ranged):
                dates, single = found, not ranged
                opening = OPEN_START.match(text)
                open_above = bool(opening and opening.group("open"))
        if stopped:
            continue
        if kind == "location":
            location = location or DATE.sub("", DATE_RANGE.sub("", text)).strip(" ,|")
            continue
        if kind == "date":
            continue
        if kind in ("bullet", "label") or _SUBLABEL.match(text) or _too_long(text) or \
                headers and _LABEL_LAST.search(headers[-1]) or \
                len(headers) >= 3 and not header_wraps(headers[-1], text) or \
                (headers and _is_prose(text)):
            stopped = True
            continue
        # an inline bullet glued on by PDF extraction ends the header ("本科 ◇国家奖学金")
        cut = next((i for i, ch in enumerate(ln.text) if is_icon(ch) and i > 0), None)
        if cut is not None:
            text = clean(fields_apart(MARKDOWN_HEADING.sub("", ln.text[:cut])))
        if headers and header_wraps(headers[-1], text):
            headers[-1] = join_header(headers[-1], text)
            continue
        if headers and _ACRONYM_FIRST.match(text) and ORG_KEYWORD.search(re.split(r"[,|]", headers[-1])[-1]):
            headers[-1] = f"{headers[-1]} {text}"       # (a name wrapped before its acronym: "... Biology" / "(MRC LMB)")
            continue
        headers.append(text)
    return headers, location, dates


#: An acronym in brackets opening a line: the acronym of the name the line above ends in.
_ACRONYM_FIRST = re.compile(r"[(（][A-Z][A-Za-z&-]*(?: [A-Z][A-Za-z&-]*)?[)）](?:[,\s]|$)")


#: A labelled clause that ends a header's line, its value on the lines under it ("..., Norway. Thesis:").
_LABEL_LAST = re.compile(r"[.;,]\s*[*_]*[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}\s*:$")


def _too_long(text: str) -> bool:
    """A line too long for a header: over 120 characters, unless it is the fields of an entry (``2021 – Present |
    Department of CS, Some University | Research Assistant | City``), none of them long.

    >>> _too_long("x" * 130), _too_long(" | ".join(["Aug 2021 – Present", "y" * 60, "z" * 40, "Beijing, China"]))
    (True, False)
    >>> _too_long("2019–2021 Postdoctoral Researcher, Department of Linguistic and Cultural Evolution, Max Planck "
    ...           "Institute for Evolutionary Anthropology, Leipzig")
    False
    """
    text = _before_clauses(text)
    if len(text) <= 120 or " | " in text and all(len(f) <= 100 for f in text.split(" | ")):
        return False
    # a header of many short fields, a role and the parts of an organisation ("2019–2021 Postdoctoral Researcher,
    # Department of ..., Max Planck Institute for ..., Leipzig"), not a sentence
    fields = [f for f in re.split(r"[,;|]", text) if f.strip()]
    return not (len(text) <= 200 and len(fields) >= 3 and all(len(f) <= 70 for f in fields)
                and ORG_KEYWORD.search(text) and not is_sentence(text))


def is_sentence(text: str) -> bool:
    """A description written as a sentence, not a field of an entry: it ends in a full stop (not an abbreviation's)
    and has six words or more, most of them in lower case past the first, as names are not.

    >>> is_sentence("Teaching in control engineering; research on legged locomotion and whole-body control.")
    True
    >>> is_sentence("Leads the Language and Meaning group (4 PhD students, 2 postdocs).")
    True
    >>> is_sentence("Department of Ecology and Evolutionary Biology, Princeton University."), is_sentence("B.Sc.")
    (False, False)
    """
    text = text.strip(" *_")
    words = [w for w in text.split() if w[:1].isalpha()]
    if not re.search(r"[a-z)]{2}[.。]$", text) or len(words) < 6:
        return False
    return sum(1 for w in words[1:] if w[0].islower()) >= 0.4 * (len(words) - 1)


def _is_prose(text: str) -> bool:
    """A description line, not part of a header: a sentence (:func:`is_sentence`), or long and naming neither an
    organisation nor a role."""
    if is_sentence(text):
        return True
    if ORG_KEYWORD.search(text) or ROLE_KEYWORD.search(text):
        return False
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    return cjk > 15 or len(text) > 60


def _split_org_role(segment: str) -> tuple[str | None, str | None]:
    """The organisation and the role of a field that names both ("RI at Alibaba DAMO Academy", "阿里巴巴 实习生",
    "SenseTime 博士"): the organisation names one by its words, or is a name in Latin letters before a role in
    Chinese (a company's own name needs no organisation word); ``(None, None)`` otherwise.

    >>> _split_org_role("RI at Alibaba DAMO Academy"), _split_org_role("SenseTime 博士")
    (('Alibaba DAMO Academy', 'RI'), ('SenseTime', '博士'))
    >>> _split_org_role("Senior Software Engineer"), _split_org_role("计算机 博士")
    ((None, None), (None, None))
    """
    m = _AT.match(segment)
    if m and ORG_KEYWORD.search(m.group("org")):
        return m.group("org").strip(), m.group("role").strip()
    m = _TRAILING_ROLE.match(segment)
    if m and (ORG_KEYWORD.search(m.group("org")) or CJK.search(m.group("role")) and not CJK.search(m.group("org"))
              and not ROLE_KEYWORD.search(m.group("org"))):
        return m.group("org").strip(), m.group("role").strip()
    return None, None


ACRONYM = re.compile(r"[A-Z][A-Z&-]{1,7}")
#: A name in Latin letters, as an organisation is written without its keyword: two capitalised words or more, a
#: word with a capital inside or an acronym ("Acme Robotics", "SenseTime", "IBM"; not "Dean", "Emeritus").
_NAME_WORDS = re.compile(r"[A-Z][\w&.'’-]*(?:\s+(?:[A-Z0-9][\w&.'’-]*|&|of|de|for|and))+|[A-Z][a-z]+[A-Z][A-Za-z]*|"
                         r"[A-Z]{2,}")
#: A role that may close a field after an organisation's name with one space ("Acme Robotics PhD", "SenseTime
#: 博士", "Acme Robotics Research Intern"): a degree, an internship; never the trade of a role such as "Software
#: Engineer", whose first word is no organisation.
_DEGREE_OR_INTERN = re.compile(r"(?:Ph\.?\s?D\.?|M\.?\s?Sc\.?|B\.?\s?Sc\.?|MBA|MPhil|M\.?\s?Eng\.?|B\.?\s?Eng\.?|"
                               r"(?:(?:Research|Summer|Software|Engineering|Visiting)\s+)*Intern|"
                               r"博士后|博士|硕士|本科|实习生|研究型实习生)$")


def _role_glued(text: str) -> tuple[str, str] | None:
    """The organisation and the role of a field that writes a role and a name with one space between them: any
    role first ("博士 SenseTime", "Research Engineer Acme Robotics"), a degree or an internship last ("Acme Robotics
    PhD"); None when the rest is no organisation's name (a subject, a place, a word of the role).

    >>> _role_glued("博士 SenseTime"), _role_glued("Acme Robotics PhD"), _role_glued("Acme Robotics Research Intern")
    (('SenseTime', '博士'), ('Acme Robotics', 'PhD'), ('Acme Robotics', 'Research Intern'))
    >>> [_role_glued(s) for s in ("PhD Computer Science", "Professor Emeritus", "Associate Dean", "Software Engineer")]
    [None, None, None, None]
    """
    first = ROLE_KEYWORD.match(text)
    if first and text[first.end():first.end() + 1] == " " and _org_name(text[first.end():].strip()):
        return text[first.end():].strip(), first.group(0)
    last = _DEGREE_OR_INTERN.search(text)
    if last and last.start() > 0 and text[last.start() - 1] == " " and _org_name(text[:last.start()].strip()):
        return text[:last.start()].strip(), last.group(0)
    return None


def _org_name(text: str) -> bool:
    """A name that may be an organisation's (:data:`_NAME_WORDS`, or one with an organisation's word), neither a
    role, a subject nor a place."""
    return bool((_NAME_WORDS.fullmatch(text) or ORG_KEYWORD.search(text)) and not ROLE_KEYWORD.search(text)
                and not FIELD_OF_STUDY.fullmatch(text) and not _is_country(text))


def _role_apart(orgs: list[str], role: str | None) -> tuple[list[str], str | None]:
    """The organisations and the role of an entry once a role written with a name in one field is parted from it
    (:func:`_role_glued`): a role read with no organisation ("博士 SenseTime"), or the one organisation read with no
    role ("Acme Robotics Research Intern")."""
    glued = _role_glued(role) if not orgs and role else _role_glued(orgs[0]) if len(orgs) == 1 and role is None \
        else None
    return ([glued[0]], glued[1]) if glued else (orgs, role)


def _state_last(seg: str, segments: list[str]) -> bool:
    """A two-letter code closing an entry after its place ("Mayo Clinic, Rochester, MN"): a state, not an org."""
    return len(seg) == 2 and len(segments) > 2 and seg is segments[-1]


_ORG_TIERS = (
    re.compile(r"(?i:Universi|Politec|Polytechn|Hochschule|Istituto|Institut|College|Academy|Hospital|Clinic\b|"
               r"Inc\b|Corp|Ltd|Company|"
               r"Group\b(?! of)|GmbH|LLC)|"
               r"大学|学院|研究院|研究所|公司|集团|达摩院"),
    re.compile(r"(?i:Laborator|\bLabs?\b|Research|Cent(?:er|re)|Department|School|Faculty|Cloud)|实验室|中心|系$"),
    ACRONYM,
)


def org_rank(name: str) -> int:
    """How high an organisation name sits: 0 for universities and companies, 1 for labs and departments,
    2 for a bare acronym, 3 for groups, teams and clubs.

    >>> [org_rank(s) for s in ["香港科技大学 (HKUST)", "分布式系统实验室 (ADSL)", "SCUT", "腾讯创新俱乐部"]]
    [0, 1, 2, 3]
    """
    for tier, pattern in enumerate(_ORG_TIERS):
        if pattern.search(name) if tier < 2 else pattern.fullmatch(name):
            return tier
    return 3


#: A unit named as the part of something ("Department of Physics", "School of Medicine"), never the organisation
#: of an entry that names another one beside it, even one written as an acronym ("KAIST").
_UNIT_OF = re.compile(r"^(Department|Dept\.?|School|Faculty|Division|Institute|College|Cent(?:er|re)|"
                      r"Graduate School|Laboratory)\s+(?:of|for)\b")
#: The units of :data:`_UNIT_OF` that are always part of something (the others may be organisations of their own).
_PARTS = frozenset({"Department", "Dept", "Dept.", "School", "Faculty", "Division", "Graduate School"})


#: A group or team, and the organisations that hold groups: a university, an institute, a hospital.
_TEAM = re.compile(r"\b(?:Group|Team)\b")
_SEAT = re.compile(r"(?i)universi|institut|hospital|college|polytechn|hochschule|academy")


def _rank_beside(org: str, orgs: list[str]) -> float:
    """How high ``org`` sits among the organisations of one entry (:func:`org_rank`), a unit named "Department
    of ..." below an acronym beside it.

    >>> orgs = ["Department of Materials Science", "KAIST"]
    >>> min(orgs, key=lambda o: _rank_beside(o, orgs))
    'KAIST'
    >>> orgs = ["Institute of Computing", "University of Campinas (UNICAMP)"]
    >>> min(orgs, key=lambda o: _rank_beside(o, orgs))
    'University of Campinas (UNICAMP)'
    >>> orgs = ["Institute of Computing Technology", "CAS"]
    >>> min(orgs, key=lambda o: _rank_beside(o, orgs))
    'Institute of Computing Technology'
    >>> orgs = ["Computer Vision Group", "University of Freiburg"]
    >>> min(orgs, key=lambda o: _rank_beside(o, orgs))
    'University of Freiburg'
    >>> orgs = ["Hunyuan AI Infra Team", "Tencent TEG"]
    >>> min(orgs, key=lambda o: _rank_beside(o, orgs))
    'Tencent TEG'
    """
    rank = org_rank(org)
    unit = _UNIT_OF.match(org)
    if unit is None and rank == 0 and _TEAM.search(org) and not _ORG_TIERS[0].search(_TEAM.sub("", org)) \
            and any(o != org and _SEAT.search(o) for o in orgs):
        return 1.5              # "Computer Vision Group" beside "University of Freiburg": a part of it
    if unit is None and rank == 3 and _TEAM.search(org) \
            and any(o != org and ORG_KEYWORD.search(o) and not _TEAM.search(o) for o in orgs):
        return 3.5              # "Hunyuan AI Infra Team" beside "Tencent TEG": a part of it
    if unit is None:
        return rank
    # a department under any organisation; an institute, college or centre only under a university by name
    # ("Institute of Computing Technology, CAS" and "..., Chinese Academy of Sciences" are the institute's own)
    if unit.group(1) in _PARTS:
        above = any(not _UNIT_OF.match(o) and org_rank(o) <= 2 for o in orgs if o != org)
    else:
        above = any(not _UNIT_OF.match(o) and re.search(r"(?i)universi", o) for o in orgs if o != org)
    return 2.5 if above else rank


#: A note in brackets closing a field ("Research Physicist (Staff)", "MSc in Physics (with distinction)").
_NOTE_LAST = re.compile(r"\s*[(（][^()（）]*[)）]$")


def _tidy(name: str) -> str:
    """Trailing punctuation off an institution, but not the period of an abbreviation (``Inc.``)."""
    name = name.strip(" ,;:")
    if name.endswith(".") and not re.search(r"\b(?:Inc|Ltd|Co|Corp|Univ|Dept|Lab)\.$", name) \
            and not _LEGAL_LAST.search(name):
        name = name.rstrip(".")
    return name


_CLAUSE_LABEL = re.compile(r"(?<=[.;,，；。|])\s*[*_]*[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}\s*:(?:\s|$)|(?<=[，；。])\s*\S{1,6}[:：]")


def _before_clauses(text: str) -> str:
    """``text`` without the labelled clauses after its header ("MIT. Advisor: Prof. Bo Wu", "MIT; Thesis: On
    Things"): they are no part of it (the advisors are read from the line by themselves).

    >>> _before_clauses("PhD in Physics, Jagiellonian University, Kraków. Thesis: *Searches for things*")
    'PhD in Physics, Jagiellonian University, Kraków'
    >>> _before_clauses("Advisor: Prof. Bo Wu"), _before_clauses("Microsoft Research, Redmond (mentor: Jane Roe)")
    ('Advisor: Prof. Bo Wu', 'Microsoft Research, Redmond')
    >>> _before_clauses("PhD in Biology, University of Bergen, Norway. Thesis:")      # the line ends at the label
    'PhD in Biology, University of Bergen, Norway'
    """
    if ":" not in text and "：" not in text:
        return text             # (a label ends with its colon)
    cut = min((m.start() for m in (ADVISOR_LABEL.search(text), _CLAUSE_LABEL.search(text)) if m and m.start()),
              default=None)
    return text if cut is None else text[:cut].strip(" ,;.(（")


#: A university named after a state or system ("University of California"), which names a campus after a comma.
_SYSTEM = re.compile(r"(?:The )?University of [A-Z][a-z]+(?: [A-Z][a-z]+)?")
_CAMPUS = re.compile(r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+){0,2}")
_COUNTRY = re.compile(f"(?i){COUNTRIES}")


#: A funding scheme that names a project (a grant, a programme), not an organisation: "科技部重点研发计划课题",
#: "国家自然科学基金青年科学基金项目", "Horizon 2020 Programme".
_FUNDING = re.compile(r"(?:基金|计划|项目|课题|专项)$|(?i:\b(?:programme|program|grant|fund|initiative)\b)")


def _campus_of(org: str, seg: str) -> bool:
    """Whether ``seg`` after a comma is the campus of the university system ``org`` ("University of California,
    Berkeley"): a place of one to three capitalised words, no country, not the place the university is named after
    ("University of Oxford, Oxford"), no organisation or role word of its own."""
    return bool(_SYSTEM.fullmatch(org) and _CAMPUS.fullmatch(seg) and not _COUNTRY.fullmatch(seg)
                and not set(seg.lower().replace("-", " ").split()) & set(org.lower().split())
                and not ORG_KEYWORD.search(seg) and not ROLE_KEYWORD.search(seg))


def _segments(text: str) -> list[str]:
    """The fields of a header line: parted at `` | `` first (a CV class's fields, a table's cells), then at commas,
    dots and dashes, except a field that is a degree or role with its subject ("Ph.D. in Automatic Control,
    Robotics and Vision"), kept whole; a field that is a sentence (:func:`is_sentence`, a description) is none.

    >>> _segments("Ph.D. in Automatic Control, Robotics and Vision | Universitat Politècnica de Catalunya")
    ['Ph.D. in Automatic Control, Robotics and Vision', 'Universitat Politècnica de Catalunya']
    >>> _segments("Associate Professor | University of Oslo | Leads the group (4 PhD students, 2 postdocs).")
    ['Associate Professor', 'University of Oslo']
    >>> _segments("Ph.D. in Informatics, University of Edinburgh")
    ['Ph.D. in Informatics', 'University of Edinburgh']
    >>> _segments("Diplom, Universität Stuttgart, Abschlussnote 1,3")
    ['Diplom', 'Universität Stuttgart', 'Abschlussnote 1,3']

    A company's legal form after a comma is part of its name, and a comma inside brackets parts nothing:

    >>> _segments("Visiting Researcher, Toyota Central R&D Labs., Inc., Nagakute")
    ['Visiting Researcher', 'Toyota Central R&D Labs., Inc.', 'Nagakute']
    >>> _segments("Huawei Technologies Co., Ltd., Shenzhen"), _segments("BSc (Hons, First Class) in Marine Science")
    (['Huawei Technologies Co., Ltd.', 'Shenzhen'], ['BSc (Hons, First Class) in Marine Science'])
    """
    fields = [f.strip() for f in re.split(r"\s*\|\s*", text) if f.strip()]
    out: list[str] = []
    for field in fields:
        if len(fields) > 1 and is_sentence(field):
            continue
        if len(fields) > 1 and ROLE_KEYWORD.match(field) and re.search(r"\bin\b", field) \
                and not ORG_KEYWORD.search(field):
            out.append(field)
            continue
        # (a comma between digits is a decimal one: "Abschlussnote 1,3"; one inside brackets parts nothing)
        field = _BRACKETED.sub(lambda m: m.group(0).replace(",", "\0"), field)
        for seg in re.split(r"\s*(?:(?<!\d),|,(?!\d))\s*|\s+[·•]\s+|\s+[—–]\s+", field):
            seg = seg.replace("\0", ",").strip()
            if out and _LEGAL_FORM.fullmatch(seg) and not out[-1].endswith(")"):
                out[-1] = f"{out[-1]}, {seg}"      # "Toyota Central R&D Labs., Inc.": the company's legal form
            elif seg:
                out.append(seg)
    return out


#: A field that describes the work, no organisation's name: four words or more, the first in lower case (not a
#: particle of a name: "de", "van", "al").
_DESCRIPTION = re.compile(r"(?!(?:de|del|della|des|di|du|da|van|von|der|den|la|le|el|al|al-|y|zu|of|the)\s)"
                          r"[a-z][\w'’-]*(?:\s+\S+){3,}")
#: A run in brackets (no brackets inside): its commas part no fields ("BSc (Hons, First Class)").
_BRACKETED = re.compile(r"[(（\[][^()（）\[\]]*[)）\]]")
#: A company's legal form, written after its name and a comma ("Toyota Central R&D Labs., Inc.", "Huawei Technologies
#: Co., Ltd.", "Siemens, AG", "Acme, S.A.").
_LEGAL_FORM = re.compile(r"(?:Inc|Ltd|Co|Corp|LLC|LLP|L\.L\.C|GmbH|AG|S\.A|S\.A\.S|SAS|S\.p\.A|SpA|S\.r\.l|B\.V|"
                         r"N\.V|plc|PLC|Pty\.? Ltd|K\.K|Limited|Incorporated|Corporation)\.?")
#: A company's name that ends in its legal form after a comma ("Acme Holdings, S.A.").
_LEGAL_LAST = re.compile(rf",\s*(?:{_LEGAL_FORM.pattern})$")


#: A place written after an entry's organisation: a city (a few capitalised words), its state's code or its
#: country after a comma or in brackets ("Pasadena, CA", "Edinburgh, UK", "Madrid (Spain)").
_PLACE_IN_BRACKETS = re.compile(r"(?P<city>[A-Z][\w'’-]+(?:[ -][A-Z][\w'’-]+){0,2})\s*\((?P<country>[^()]+)\)")


def _is_country(text: str) -> bool:
    return bool(_COUNTRY.fullmatch(text) or re.fullmatch(r"[A-Z]{2}|UK|USA|U\.S\.A?\.?|PRC|UAE", text))


def _is_place(text: str) -> bool:
    return bool(_CAMPUS.fullmatch(text) and not ORG_KEYWORD.search(text) and not ROLE_KEYWORD.search(text)
                and not _is_country(text))


def _place_off(segments: list[str]) -> tuple[list[str], str | None]:
    """The segments of a header without the place written last, and that place (``None`` when there is none):
    a city and its state or country ("Edinburgh", "UK"; "Batavia", "IL", "USA"), a city with its country in
    brackets, or a city alone after a university or a company (:func:`_city_last`); never the campus of a
    university named after its state ("University of Michigan", "Ann Arbor", "MI" keeps "Ann Arbor").

    >>> _place_off(["Ph.D. in Informatics", "University of Edinburgh", "Edinburgh", "UK"])
    (['Ph.D. in Informatics', 'University of Edinburgh'], 'Edinburgh, UK')
    >>> _place_off(["Universidad Politécnica de Madrid", "Madrid (Spain)"])
    (['Universidad Politécnica de Madrid'], 'Madrid (Spain)')
    >>> _place_off(["University of Michigan", "Ann Arbor", "MI"])
    (['University of Michigan', 'Ann Arbor', 'MI'], None)
    >>> _place_off(["MD", "University of Ibadan", "Nigeria"])
    (['MD', 'University of Ibadan'], 'Nigeria')
    >>> _place_off(["Research Intern", "Google", "NY"])
    (['Research Intern', 'Google', 'NY'], None)
    >>> _place_off(["Summer Student", "Fermi National Accelerator Laboratory", "Batavia", "IL", "USA"])
    (['Summer Student', 'Fermi National Accelerator Laboratory'], 'Batavia, IL, USA')
    >>> _place_off(["Research Physicist", "CERN", "Geneva", "Switzerland"])
    (['Research Physicist', 'CERN'], 'Geneva, Switzerland')
    >>> _place_off(["Huawei Technologies", "Shenzhen"])
    (['Huawei Technologies'], 'Shenzhen')
    """
    if len(segments) >= 2 and _PLACE_IN_BRACKETS.fullmatch(segments[-1]):
        m = _PLACE_IN_BRACKETS.fullmatch(segments[-1])
        if _is_place(m.group("city")) and _is_country(m.group("country").strip()):
            return segments[:-1], segments[-1]
    if len(segments) >= 2 and _COUNTRY.fullmatch(segments[-1]) and org_rank(segments[-2]) == 0:
        return segments[:-1], segments[-1]          # "University of Ibadan College of Medicine, Nigeria"
    # the state's code between the city and the country ("Batavia, IL, USA")
    state = int(len(segments) >= 4 and _is_country(segments[-1]) and bool(re.fullmatch(r"[A-Z]{2}", segments[-2])))
    if len(segments) >= 3 + state and _is_country(segments[-1]) and _is_place(segments[-2 - state]) \
            and _before_place(segments[-3 - state], segments[-2 - state]):
        return segments[:-2 - state], ", ".join(segments[-2 - state:])
    if _city_last(segments):
        return segments[:-1], segments[-1]
    return segments, None


def _before_place(before: str, city: str) -> bool:
    """Whether ``before`` may stand before the city of a place (an organisation, a role, anything but a name shaped
    as a place itself), ``city`` not being the campus of a university named after its state."""
    return not _campus_of(before, city) and (ORG_KEYWORD.search(before) or ROLE_KEYWORD.search(before)
                                             or org_rank(before) == 0 or not _is_place(before))


#: The words of a unit that is part of an organisation: a city never follows one alone ("Department of Physics,
#: Harvard" names the university).
_UNIT_WORD = re.compile(r"(?:Department|Dept|School|Faculty|Division|Program(?:me)?)")


def _city_last(segments: list[str]) -> bool:
    """Whether the last of ``segments`` is a city written after a university or a company without a country
    ("Huawei Technologies, Shenzhen", "Universidad de los Andes, Bogotá"): a place's shape (a few capitalised
    words, no organisation or role word), no subject of study, not a campus, after an organisation named by its
    words that is not a lab, a department or an acronym (after which a bare name is its organisation: "Vision Lab,
    Stanford"), or a company's research arm ("IBM Research, Zurich").

    >>> _city_last(["Universidad de los Andes", "Bogotá"]), _city_last(["Google", "Mountain View"])
    (True, True)
    >>> _city_last(["Microsoft Research", "Redmond"])
    True
    >>> _city_last(["Department of Physics", "Harvard"]), _city_last(["Stanford University", "Computer Science"])
    (False, False)
    >>> _city_last(["University of California", "Berkeley"]), _city_last(["Vision Lab", "Stanford"])
    (False, False)
    """
    if len(segments) < 2:
        return False
    org, city = segments[-2], segments[-1]
    return _is_place(city) and not FIELD_OF_STUDY.fullmatch(city) and not _campus_of(org, city) \
        and bool(ORG_KEYWORD.search(org) or _LEGAL_LAST.search(org)) \
        and (org_rank(org) in (0, 3) or org.endswith(" Research")) \
        and not _UNIT_WORD.search(org)


#: A part of an organisation by the word its name ends or starts in: a lab, a department, a group ("Robotic
#: Systems Lab", "Department of Physics", "Computer Vision Group"), never an organisation's own name.
_UNIT_NAMED = re.compile(r"^(?:Department|Dept\.?|School|Faculty|Division|Lab(?:oratory)?|Group|Cent(?:er|re))\s+"
                         r"(?:of|for)\b|\b(?:Lab|Laboratory|Department|Group|Team|Division)$")


def _unit_only(org: str) -> bool:
    """Whether ``org`` names a part of an organisation and no organisation of its own (:data:`_UNIT_NAMED`; not a
    national laboratory, a university or a company)."""
    return bool(_UNIT_NAMED.search(org)) and org_rank(_UNIT_NAMED.sub("", org)) > 0 \
        and not re.search(r"(?i)\bnational\b", org)


#: A country a Chinese name of a university abroad starts with ("美国弗吉尼亚理工大学", "丹麦奥尔堡大学"); never China's own
#: (中国科学技术大学), nor a place whose universities are named after it (香港, 新加坡, 澳门).
_ABROAD = re.compile(r"^(美国|英国|德国|法国|丹麦|瑞典|瑞士|荷兰|挪威|芬兰|比利时|奥地利|意大利|西班牙|爱尔兰|加拿大|澳大利亚|新西兰|"
                     r"日本|韩国|以色列)(?=[\u4e00-\u9fff]{2})")
#: A university's Chinese name with the unit written on after it ("浙江大学电气工程学院", "奥尔堡大学能源技术系 (Aalborg
#: University)"): the university, the unit (a department, school, centre, lab or institute), a bracket after it.
_UNIVERSITY_AND_UNIT = re.compile(r"(?P<university>[\u4e00-\u9fff]{2,12}?大学)(?P<unit>[\u4e00-\u9fff]{2,20}?"
                                  r"(?:系|学院|研究生院|中心|实验室|研究所|研究院))?(?P<note>\s*[(（][^()（）]*[)）])?")


def _university_apart(seg: str) -> list[str]:
    """A field that names a university in Chinese with the country before it or the unit after it as the
    university and its unit, the country off (:func:`parse_affiliation` takes it for the location); a bracket
    that names the university in another language stays with the university, another with the unit.

    >>> _university_apart("美国弗吉尼亚理工大学电力电子系统中心 (CPES)"), _university_apart("丹麦奥尔堡大学能源技术系 (Aalborg University)")
    (['弗吉尼亚理工大学', '电力电子系统中心 (CPES)'], ['奥尔堡大学 (Aalborg University)', '能源技术系'])
    >>> _university_apart("浙江大学电气工程学院"), _university_apart("中国科学技术大学"), _university_apart("香港中文大学")
    (['浙江大学', '电气工程学院'], ['中国科学技术大学'], ['香港中文大学'])
    """
    abroad = _ABROAD.match(seg)
    rest = seg[abroad.end():] if abroad else seg
    m = _UNIVERSITY_AND_UNIT.fullmatch(rest)
    if m is None or not (abroad or m.group("unit")):
        return [seg]
    university, unit, note = m.group("university"), m.group("unit"), (m.group("note") or "").strip()
    if note and (unit is None or org_rank(note) == 0):
        university, note = f"{university} {note}", ""
    return [university] + ([f"{unit} {note}".strip()] if unit else [])


def _is_heading(block: Entry) -> bool:
    """A block that is one line naming a section ("Work Experience" under "工作经历" in a bilingual CV)."""
    return len(block.lines) == 1 and classify_heading(block.lines[0].text) is not None


#: Brackets that held only the dates, with the separator before them ("PhD, Physics · ( )").
_EMPTIED = re.compile(r"\s*(?:[·•|,]\s*)?[(（\[]\s*[)）\]]")


#: A post's title, as against a degree: in a section of both ("Education & Career"), the entry is a position.
_JOB_TITLE = re.compile(r"(?i)\b(?:professor|lecturer|post-?doc(?:toral)?|researcher|scientist|engineer|fellow|director|"
                        r"manager|analyst|consultant|instructor|physician|officer|intern)\b|教授|讲师|研究员|工程师|博士后")
_DEGREE = re.compile(r"(?i)\b(?:ph\.?\s?d|doctor|doctorate|bachelor|master|b\.?\s?sc?|m\.?\s?sc?|b\.?a|m\.?a|mba|md|"
                     r"diplom\w*|licenciatur\w*|habilitation|degree|student|candidate)\b|学士|硕士|博士(?!后)")


def parse_affiliation(block: Entry, kind: str, source: str) -> AffiliationRecord | None:
    """An affiliation record from a block of an education, experience or projects section.

    >>> from loaders.entries.sections import Line
    >>> blk = Entry((Line(9, "上海交通大学, 计算机科学与技术, 硕博连读 2019.9 - 2025.3(预期)"),), "", "")
    >>> r = parse_affiliation(blk, "education", "cv.txt")
    >>> r.institution, r.unit, r.role, r.start, r.end
    ('上海交通大学', '计算机科学与技术', '硕博连读', '2019-09', '2025-03')
    >>> blk = Entry((Line(7, "2022.03 – present: Associate Professor, School of Computing, KAIST"),), "", "")
    >>> parse_affiliation(blk, "education", "cv.md").kind      # a post in a section of "Education & Career"
    'position'
    >>> blk = Entry((Line(9, "2021 – 2022 » Affordable NLP Training"), Line(11, "RI at Alibaba DAMO Academy")), "", "")
    >>> r = parse_affiliation(blk, "project", "cv.txt")
    >>> r.institution, r.role, r.title, r.start, r.end
    ('Alibaba DAMO Academy', 'RI', 'Affordable NLP Training', '2021', '2022')
    >>> r = parse_affiliation(Entry((Line(3, "2015-2019 PhD, MIT. Thesis advisor: Prof. Bo Wu"),), "", ""), "education", "a")
    >>> r.institution, r.role
    ('MIT', 'PhD')
    """
    headers, location, (start, end) = _header_lines(block)
    institution = unit = role = title = None
    units: list[str] = []
    orgs: list[str] = []
    title_unit: str | None = None       # a unit written right after the name read as the title ("ETH Zurich, X Lab")
    for n, header in enumerate(headers):
        text = DATE_RANGE.sub(" ", header).strip()
        text = OPEN_START.sub(" ", text).strip()       # "2021– Lecturer", "since 2021 Postdoctoral Researcher"
        text = _YEAR_LAST.sub("", text) or text     # "Ph.D., Princeton University, 2016": the entry's year
        text = _EMPTIED.sub("", text)               # "PhD, Physics · (2013 - 2018)": the brackets the dates left
        if n == 0:                                  # "2013: Summer Intern, ...": the entry's year (further down,
            text = _YEAR_FIRST.sub("", text) or text    # a year may begin a name: "Huawei" / "2012 Lab")
        if "»" in text:
            text, _, after = text.partition("»")
            title = title or after.strip(" >»") or None
        # the field separator of an entry whose date (or an empty field) went, a colon after a date ("2013: Intern")
        # or a dash after it ("2021 – present — Research Physicist")
        text = _before_clauses(text).strip(" ,|:—–")    # (a label ending the line goes with its colon: "Thesis:")
        text = _YEAR_LAST.sub("", text) or text     # the entry's year before the clause ("MIT, 2012. Advisor: ...")
        text = re.sub(r"^\([^)]*\)\s*", "", text).strip()  # "(China's National 863 Program) RA at ..."
        # a labelled clause after the header on its line ("MIT. Advisor: Prof. Bo Wu", "MIT; Thesis: On Things")
        # is not part of it: the advisors are read from the line by themselves
        text = _before_clauses(text)
        if not text:
            continue
        if n == 0 and not DATE_RANGE.match(header) and not ORG_KEYWORD.search(text) and kind == "project":
            title = title or text
            continue
        segments = [part for seg in _segments(text) for part in _university_apart(seg)]
        if location is None:        # the country a Chinese name of a university abroad starts with ("美国")
            location = next((_ABROAD.match(seg).group(1) for seg in _segments(text) if _ABROAD.match(seg)
                             and _university_apart(seg) != [seg]), None)
        without, place = _place_off(segments)
        if location is None or place is None or place in location:     # (a second place stays, as a unit)
            segments, location = without, location or place
        for k, seg in enumerate(segments):
            if seg[:1] in "–—":             # a field a dash opens after its organisation's ("**X** | – Y")
                seg = seg.lstrip("–— ")
                if orgs and not ORG_KEYWORD.search(seg) and not ROLE_KEYWORD.search(seg):
                    continue                # the organisation's other name ("– Te Herenga Waka"): no unit of it
            if kind != "project" and _DESCRIPTION.match(seg) and not ORG_KEYWORD.search(seg):
                continue                    # what the entry did ("– stable-isotope food-web models for ..."): no unit
            if kind == "project" and _FUNDING.search(seg) and not _ORG_TIERS[0].search(_FUNDING.sub("", seg)):
                title = title or seg            # a funding scheme, not an organisation ("科技部重点研发计划课题")
                continue
            org, seg_role = _split_org_role(seg)
            if k and orgs and orgs[-1] == segments[k - 1] and _campus_of(orgs[-1], seg):
                orgs[-1] = f"{orgs[-1]}, {seg}"         # "University of California, Berkeley": one name
                continue
            if role is None and (ROLE_KEYWORD.fullmatch(_NOTE_LAST.sub("", seg))
                                 or ROLE_KEYWORD.match(seg) and org_rank(seg) >= 2):
                # "Research Intern", "Research Physicist (Staff)", "Bachelor of Science in ...", but not "Student
                # ... Team of Peking University"
                role = seg
            elif org:
                orgs.append(org)
                role = role or seg_role
            elif (ORG_KEYWORD.search(seg) or ACRONYM.fullmatch(seg) and not _state_last(seg, segments)
                  and not _is_country(seg)) \
                    and not ROLE_KEYWORD.fullmatch(seg):
                if not orgs and k and title is not None and segments[k - 1] == title:
                    title_unit = seg
                orgs.append(seg)
            elif ROLE_KEYWORD.search(seg) and (role is None):
                role = seg
            elif FIELD_OF_STUDY.fullmatch(seg) and kind != "project" and any(map(ROLE_KEYWORD.search, segments)):
                units.append(seg)           # the subject of a degree ("博士，计算机科学与技术"), never the institution
            elif not orgs and title is None and not ROLE_KEYWORD.search(seg):
                title = seg
            else:
                units.append(seg)
    if kind in ("education", "position", "internship") and title is None:
        orgs, role = _role_apart(orgs, role)
    if title and role and kind in ("education", "position", "internship") and orgs and orgs[0] == title_unit \
            and all(_unit_only(o) for o in orgs) and _org_name(title):
        # a name with no keyword written before its lab or department ("ETH Zurich, Robotic Systems Lab"): the
        # name is the institution, the lab its unit
        orgs.insert(0, title)
        title, named = None, title
    else:
        named = None
    if not orgs and title and role and kind in ("education", "position", "internship"):
        # a degree or a role beside a name with no keyword ("Ph.D., ETH Zurich", "Anyscale, Software Intern"):
        # the name is the institution
        orgs.append(title)
        title = None
    if kind == "project" and not orgs and title and units:
        title, units = ", ".join([title, *units]), []      # a project's name, funder and part, without an org
    if orgs:
        # the organisation that others are part of: a university or company before its lab, group or club
        institution = named or min(orgs, key=lambda o: (_rank_beside(o, orgs), orgs.index(o)))
        units = [o for o in orgs if o != institution] + units
        if title in units:
            units.remove(title)
    institution = _tidy(institution) if institution else None
    if units:
        unit = ", ".join(units)
    if institution is None and unit is None and (title is None or kind == "education" or _is_heading(block)):
        return None         # (a date, a role or a heading alone names no affiliation: its lines are left over)
    if kind == "education" and role and _JOB_TITLE.search(role) and not _DEGREE.search(role):
        kind = "position"       # a section of education and career ("Education & Career"): a post, not a degree
    if kind in ("position", "internship") and institution is None and title:
        kind = "project"
    elif kind == "position" and role and re.search(r"intern|实习", role, re.IGNORECASE):
        kind = "internship"
    span = Span(source, block.first, block.last)
    return AffiliationRecord(kind=kind, institution=institution, span=span, unit=unit, role=role, start=start,
                             end=end, title=title, location=location,
                             raw="\n".join(ln.text for ln in block.lines))


# --- a role whose organisation is on the lines beside it -----------------------------------------------------------

def _reads_institution(lines: Sequence[Line], kind: str, source: str) -> str | None:
    """The institution the block of ``lines`` reads (``None`` without one, or without lines)."""
    record = parse_affiliation(block_entry(lines), kind, source) if lines else None
    return record.institution if record is not None else None


def _role_only(lines: Sequence[Line], kind: str, source: str) -> bool:
    """A block that names a role (and its dates) but no organisation: no record of its own."""
    return parse_affiliation(block_entry(lines), kind, source) is None and \
        any(ROLE_KEYWORD.search(clean(ln.text)) for ln in lines)


def _org_line(ln: Line) -> bool:
    """A line that may name an entry's organisation alone ("Huawei Technologies, Shenzhen"): a header with no date,
    no role and no description in it."""
    text = clean(ln.text)
    return _kind_of_line(ln.text) == "header" and not DATE.search(text) and not ROLE_KEYWORD.search(text) \
        and not _SUBLABEL.match(text) and not _is_prose(text)


def _from_previous(before: list[Line], lines: list[Line], kind: str, source: str
                   ) -> tuple[list[Line], list[Line]] | None:
    """The lines of a role-only block and of the block before it, once the organisation written last in that
    block (the fewest lines after its dates that name an organisation alone) has moved to the role it stands
    above ("Huawei Technologies" / "Software Engineer, 2018–2019" / "Zalando, Berlin" / "Research Intern, 2015");
    ``None`` unless the block before is written so too (its organisation first) and both then read an institution,
    the one before the same as it read."""
    if not before or not _org_line(before[0]):
        return None
    had = _reads_institution(before, kind, source)
    for n in range(1, len(before)):
        tail = before[-n:]
        if not all(map(_org_line, tail)):
            break
        if had is not None and _reads_institution(before[:-n], kind, source) == had and \
                _reads_institution(tail + lines, kind, source) is not None:
            return before[:-n], tail + lines
    return None


def _from_next(blocks: list[list[Line]], k: int, kind: str, source: str) -> list[list[Line]] | None:
    """The blocks from ``k`` on once each role-only block took the lines that open the block after it and name an
    organisation alone ("Software Engineer" / "2018–2019" / "Huawei Technologies, Shenzhen" / "Research Intern"
    ...): a CV that writes the organisation under the role.  ``None`` unless the chain ends well: every block that
    gave lines reads an institution with the lines it has left, or has none left."""
    out = [list(b) for b in blocks[k:]]
    for i in range(len(out)):
        if i and not (out[i] and _role_only(out[i], kind, source)):
            return out if not out[i] or _reads_institution(out[i], kind, source) is not None else None
        if i + 1 == len(out):
            return None
        head = 0
        while head < len(out[i + 1]) and _org_line(out[i + 1][head]):
            head += 1
        if head == 0 or _reads_institution(out[i] + out[i + 1][:head], kind, source) is None:
            return None
        out[i], out[i + 1] = out[i] + out[i + 1][:head], out[i + 1][head:]
    return out


def parse_affiliations(blocks: Sequence[Entry], kind: str, source: str) -> list[tuple[Entry, AffiliationRecord]]:
    """The affiliation records of the blocks of a section, each with its block.  A block that names a role and
    no organisation (:func:`_role_only`) takes the organisation from the lines beside it: the lines written last
    in the block before it (the organisation above the role), else the lines that open the block after it (the
    organisation under the role), as long as every block read keeps an institution.

    >>> from loaders.entries.sections import Line
    >>> lines = ["Software Engineer", "2018–2019", "Huawei Technologies, Shenzhen", "Research Intern", "2017",
    ...          "Zalando SE, Berlin"]
    >>> blocks = [block_entry([Line(1, lines[0]), Line(2, lines[1])]),
    ...           block_entry([Line(k + 1, x) for k, x in enumerate(lines) if k >= 2])]
    >>> [(r.institution, r.role, r.start, str(r.span)) for _, r in parse_affiliations(blocks, "position", "a")]
    [('Huawei Technologies', 'Software Engineer', '2018', 'a:1-3'), ('Zalando SE', 'Research Intern', '2017', 'a:4-6')]
    """
    groups = [list(b.lines) for b in blocks]
    k = 0
    while k < len(groups):
        if _role_only(groups[k], kind, source):
            moved = _from_previous(groups[k - 1], groups[k], kind, source) if k else None
            if moved is not None:
                groups[k - 1], groups[k] = moved
            else:
                groups[k:] = _from_next(groups, k, kind, source) or groups[k:]
        k += 1
    parsed = [(b, parse_affiliation(b, kind, source)) for b in map(block_entry, groups) if b.lines]
    return [(b, r) for b, r in parsed if r is not None]


def strip_honorifics(name: str) -> str:
    """Titles off a name: ``Prof. Yingwei Luo`` -> ``Yingwei Luo``, ``王威教授`` -> ``王威``.

    >>> [strip_honorifics(s) for s in ["Prof. Yingwei Luo", "王威教授", "余英豪博士", "Dr. Yinghao Yu"]]
    ['Yingwei Luo', '王威', '余英豪', 'Yinghao Yu']
    """
    previous = None
    while previous != name:
        previous, name = name, HONORIFIC.sub("", name).strip()
    return name


def parse_advisors(text: str, line: int, source: str, institution: str | None = None) -> list[AdvisingRecord]:
    """Advisor, supervisor, mentor and coach statements in one line of text.

    >>> [(r.advisor.text, r.advisor.role) for r in parse_advisors("- John Hopcroft 中心, 导师: 江波, 博士研究方向: 分布式", 11, "a")]
    [('江波', 'advisor')]
    >>> [r.advisor.text for r in parse_advisors("Advisor: Prof. Yingwei Luo & Prof. Xiaolin Wang", 30, "a")]
    ['Yingwei Luo', 'Xiaolin Wang']
    >>> rs = parse_advisors("- Advisor: Peng Sun from Sensetime Research and Tianwei Zhang from S-Lab, Nanyang "
    ...                     "Technological University.", 65, "a")
    >>> [(r.advisor.text, r.advisor.context) for r in rs]
    [('Peng Sun', 'Sensetime Research'), ('Tianwei Zhang', 'S-Lab, Nanyang Technological University')]
    >>> [(r.advisor.text, r.advisor.role) for r in parse_advisors("◊主管: 余英豪博士", 9, "a")]
    [('余英豪', 'supervisor')]
    >>> [r.advisor.text for r in parse_advisors("PhD, 2018. *Supervisors*: Prof. James R. Whitaker, Dr. Sunita Reddy", 3, "a")]
    ['James R. Whitaker', 'Sunita Reddy']
    """
    records: list[AdvisingRecord] = []
    cleaned = clean(text)
    if ":" not in cleaned and "：" not in cleaned:
        return records          # (every label ends with its colon)
    span = Span(source, line, line)
    for m in ADVISOR_LABEL.finditer(cleaned):
        label = m.group("label").lower()
        role = next(r for keys, r in _ADVISOR_ROLES if re.search(keys, label))
        value = cleaned[m.end():]
        nxt = ADVISOR_LABEL.search(value)
        if nxt:
            value = value[:nxt.start()]
        clause = re.search(r"[,;]\s*[^,;:]{1,20}:", value)  # "江波, 博士研究方向: ..." ends at the next label
        if clause:
            value = value[:clause.start()]
        # the value runs to the next clause: a comma not inside a "from ..." context, or a closing bracket
        parts = re.split(r"\)|（|;|。", value)[0]
        pieces = []
        for chunk in _NAME_SPLIT.split(parts):
            chunk = chunk.strip(" .,")
            context = None
            if " from " in chunk:
                chunk, _, context = chunk.partition(" from ")
                context = context.strip(" .,") or None
            elif "," in chunk and label.endswith("s") and all(
                    looks_like_name(strip_honorifics(c.strip(" ."))) for c in chunk.split(",") if c.strip(" .")):
                # the names of a plural label, apart by commas ("Supervisors: Prof. J. Whitaker, Dr. S. Reddy")
                pieces.extend((strip_honorifics(c.strip(" .")), None) for c in chunk.split(",") if c.strip(" ."))
                continue
            elif "," in chunk:
                chunk = chunk.split(",")[0]
            pieces.append((strip_honorifics(chunk.strip(" .,")), context))
        for rank, (name, context) in enumerate(pieces, start=1):
            if not looks_like_name(name) and not (2 <= len(name) <= 4 and all('\u4e00' <= c <= '\u9fff' for c in name)):
                continue
            if ORG_KEYWORD.search(name):
                continue        # an organisation after the label ("Directora: Centro de Investigación"), no advisor
            mention = PersonMention(text=name, span=span, role=role, raw=text.strip(), rank=rank, context=context)
            records.append(AdvisingRecord(advisor=mention, span=span, institution=institution, raw=text.strip()))
    return records


# --- the title block ---------------------------------------------------------------------------------------------

#: A qualifier a title block adds to a role, no field of the affiliation ("副研究员，博士生导师").
_SUPERVISOR = re.compile(r"(?i)博士生导师|硕士生导师|博导|硕导|(?:ph\.?\s?d\.?|doctoral)\s+supervisor")
#: A role that makes the owner a student, not a member of staff ("PhD Candidate", "博士生").
_STUDENT_ROLE = re.compile(r"(?i)\b(?:student|candidate)\b|^(?:Ph\.?\s?D|M\.?\s?Sc?|B\.?\s?Sc?|Bachelor|Master)\b|"
                           r"博士生|硕士生|研究生|本科生")
#: How many lines under the owner's name a title block may state the position in.
TITLE_POSITION_LINES = 4
#: A year in brackets closing a position in a title block: the year it starts ("Incoming Assistant Professor,
#: University of Toronto (2025)", "(from 2025)", "(starting Fall 2025)").
_START_YEAR = re.compile(r"\s*[(（](?:(?:from|since|starting(?: in)?)\s+)?(?:(?:Spring|Summer|Fall|Autumn|Winter)\s+)?"
                         r"(?P<year>(?:19|20)\d{2})[)）]\s*$", re.IGNORECASE)
#: What parts two positions written on one line of a title block ("PhD Candidate, EECS, UC Berkeley · Incoming
#: Assistant Professor, University of Toronto (2025)").
_POSITIONS_APART = re.compile(r"\s+[·•|]\s+")


def _title_line(text: str) -> bool:
    """A line of a title block that may state the owner's position: a role or an organisation, short, with no
    digit (an address, a phone number) but the year a position starts (:data:`_START_YEAR`), no label ("Research
    interests: ..."), no e-mail address or link."""
    cleaned = " · ".join(_START_YEAR.sub("", part) for part in _POSITIONS_APART.split(clean(text)))
    return (0 < len(cleaned) <= 120 and not re.search(r"\d|@|https?:|www\.", cleaned)
            and not LABEL.match(cleaned) and not _is_prose_sentence(cleaned)
            and bool(ORG_KEYWORD.search(cleaned) or ROLE_KEYWORD.search(cleaned)))


def _is_prose_sentence(text: str) -> bool:
    """A sentence ("I am an Associate Professor at ..."), which :mod:`loaders.entries.prose` reads."""
    return bool(re.match(r"(?:I|I'm|My|She|He|They|We)\b", text)) or len(text.split()) > 16


def _title_run(lines: Sequence[Line]) -> list[Line]:
    """The lines at the top of ``lines`` that may state the owner's position (:func:`_title_line`, at most
    :data:`TITLE_POSITION_LINES`, up to the first that names an institution), cleaned, qualifiers such as
    "博士生导师" off."""
    run: list[Line] = []
    for ln in lines:
        if len(run) == TITLE_POSITION_LINES or not _title_line(ln.text):
            break
        text = ", ".join(seg for seg in re.split(r"\s*[,，;；]\s*", clean(ln.text).strip())
                         if seg and not _SUPERVISOR.fullmatch(seg))
        run.append(Line(ln.number, text))
        if _ORG_TIERS[0].search(text):      # the institution is named: a line after it is another affiliation
            break
    return run


def parse_title_positions(lines: Sequence[Line], source: str) -> list[AffiliationRecord]:
    """The owner's current (or incoming) positions that the lines under the name in a CV's title block state.

    ``lines`` are the lines that follow the name; the run of them at its top that name a role or an organisation
    (:func:`_title_run`; an address, a contact line, a labelled line such as the research interests ends it) is
    read as one position ("Associate Professor of Economics" / "University of Chicago"), or, when a line writes
    several apart by " · " or " | ", as a position each ("PhD Candidate, EECS, UC Berkeley · Incoming Assistant
    Professor, University of Toronto (2025)": a year in brackets is the year the position starts).  Each must name
    a university or a company (:func:`_title_position`); nothing is invented from an address.

    >>> from loaders.entries.sections import Line
    >>> rs = parse_title_positions([Line(2, "PhD Candidate, EECS, University of California, Berkeley · Incoming "
    ...                                     "Assistant Professor, University of Toronto (2025)")], "cv.md")
    >>> [(r.kind, r.role, r.institution, r.start, r.end) for r in rs]
    [('education', 'PhD Candidate', 'University of California, Berkeley', None, None), \
('position', 'Incoming Assistant Professor', 'University of Toronto', '2025', None)]
    >>> parse_title_positions([Line(2, "Research Scientist"), Line(3, "Google")], "a")
    []
    """
    run = _title_run(lines)
    parts = [[Line(ln.number, part) for part in _POSITIONS_APART.split(ln.text)] for ln in run]
    found = [r for line_parts in parts if len(line_parts) > 1 for part in line_parts
             if (r := _title_position([part], source)) is not None]
    if not found:
        whole = _title_position([Line(ln.number, _POSITIONS_APART.sub(", ", ln.text)) for ln in run], source)
        found = [whole] if whole is not None else []
    return [replace(r, raw="\n".join(ln.text for ln in lines if r.span.start_line <= ln.number <= r.span.end_line))
            for r in found]


def _title_position(run: Sequence[Line], source: str) -> AffiliationRecord | None:
    """The position that lines of a title block (:func:`_title_run`) state, or None.  It names a role and an
    institution, a university or a company (not a lab, a group or a bare acronym); or, with no role, a university
    or a company and the units it is written with, nothing else ("Department of Economics, Northwestern
    University"): the owner's current affiliation, read as a position whose role is not said (``role`` None; a
    student's would be the same line).

    >>> from loaders.entries.sections import Line
    >>> r = _title_position([Line(2, "Associate Professor of Economics"), Line(3, "University of Chicago")], "cv.md")
    >>> r.kind, r.role, r.institution, r.unit, str(r.span)
    ('position', 'Associate Professor of Economics', 'University of Chicago', None, 'cv.md:2-3')
    >>> r = _title_position([Line(2, "Assistant Professor, Department of CS, Northwestern University")], "cv.md")
    >>> r.role, r.institution, r.unit
    ('Assistant Professor', 'Northwestern University', 'Department of CS')
    >>> r = _title_position([Line(4, "副研究员"), Line(5, "中国科学院自动化研究所  模式识别国家重点实验室")], "a")
    >>> r.role, r.institution, r.unit
    ('副研究员', '中国科学院自动化研究所', '模式识别国家重点实验室')
    >>> r = _title_position([Line(2, "Department of Economics, Northwestern University")], "cv.md")
    >>> r.kind, r.role, r.institution, r.unit
    ('position', None, 'Northwestern University', 'Department of Economics')
    >>> [_title_position([Line(2, t)], "cv.md") for t in ["Department of Physics, KAIST", "Robot Learning Lab",
    ...                                                    "Assistant Professor, Department of Civil Engineering"]]
    [None, None, None]
    """
    if not run:
        return None
    start = next((m.group("year") for ln in run if (m := _START_YEAR.search(ln.text))), None)
    run = [Line(ln.number, _START_YEAR.sub("", ln.text)) for ln in run]
    record = parse_affiliation(Entry(tuple(run), "", ""), "position", source)
    if record is None or record.institution is None or org_rank(record.institution) > 0 \
            or _UNIT_OF.match(record.institution) or re.search(r"\b(?:Group|Team|Lab)\b", record.institution) \
            or record.start is not None or record.role is None and not _names_organisations_only(run):
        return None
    # a unit with no organisation word ("Division of Cardiology") is read as a title; a title block has none
    unit = ", ".join(x for x in (record.title, record.unit) if x) or None
    kind = "education" if record.role and _STUDENT_ROLE.search(record.role) else "position"
    return replace(record, kind=kind, unit=unit, title=None, start=start)


def _names_organisations_only(run: Sequence[Line]) -> bool:
    """Lines that name an organisation and its units and nothing else: one line, each field of it naming an
    organisation by its words ("Department of Economics, Northwestern University")."""
    return len(run) == 1 and all(ORG_KEYWORD.search(seg) for seg in _segments(run[0].text))
