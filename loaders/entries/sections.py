"""Split a document into sections by English and Chinese headings, from a table of patterns (not a chain of ifs).

A heading is recognised on a line cleaned of icons, Markdown ``#`` and emphasis.  English headings must fill the
line (``EDUCATION``, ``Work experience``, ``Selected Publications:``).  A Chinese heading may be followed, on the
same line, by content that PDF extraction glued to it (``职业经历 阿里巴巴集团, ...``): that remainder stays in the
new section as a content line with the heading's line number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from loaders.entries.patterns import MARKDOWN_HEADING, SETEXT_RULE
from loaders.formats.text import Document
from loaders.entries.repair import strip_icons, strip_markup

# (section, English heading alternatives, Chinese heading alternatives).  Order matters only for overlaps.
HEADINGS: tuple[tuple[str, str, str], ...] = (
    ("publications",
     r"(?:selected |recent |peer[- ]reviewed |refereed )?(?:publications?|papers?)(?: list| and (?:preprints|patents))?"
     r"|(?:conference|journal|workshop) (?:papers|publications)|preprints?|manuscripts?(?: under review)?"
     r"|research (?:output|papers)|(?:academic |research )?publications? and (?:talks|presentations)",
     r"论文成果|论文发表总览|论文发表|发表论文|学术论文|学术成果|科研成果|会议论文|期刊论文|arXiv\s*预印版|预印本|论文列表|代表性论文"),
    ("patents", r"patents?(?: and software)?|inventions?", r"专利发表|发明专利|专利成果|专利"),
    ("education", r"education(?:al background)?|academic background", r"教育背景|教育经历|学习经历"),
    ("internships", r"internships?(?: experience)?", r"实习经历|实习经验"),
    ("experience",
     r"(?:professional |work |working |industry |industrial |research |employment |academic )?experiences?"
     r"|employment(?: history)?|positions?|appointments?|work history",
     r"职业经历|工作经历|工作经验|科研经历|研究经历|其他经历"),
    ("projects", r"(?:research |selected )?projects?", r"项目经历|科研项目|科研/横向经历|横向项目|研究项目"),
    ("awards", r"(?:selected |major )?(?:honou?rs?|awards?)(?:\s*(?:&|and)\s*(?:honou?rs?|awards?|scholarships?))?|scholarships?|achievements?",
     r"获奖经历|获奖情况|荣誉奖项|荣誉|奖励|奖项"),
    ("service", r"(?:academic |professional )?services?|reviewer|program committees?|activities",
     r"学术服务|外部审稿人|学术活动|社会工作"),
    ("teaching", r"teaching(?: experience| assistant(?:ship)?s?)?", r"教学经历|助教经历"),
    ("skills", r"(?:technical )?skills|languages|programming skills", r"技术栈|技术能力|专业技能|技能|语言能力"),
    ("summary", r"research interests?|interests?|about(?: me)?|summary|biography|bio|profile|news",
     r"个人简介|研究兴趣|研究方向|个人信息|自我评价|新闻|动态"),
    ("talks", r"(?:invited )?talks|presentations", r"学术报告|报告"),
)

_ENGLISH = tuple((name, re.compile(rf"(?:{en})\s*:?", re.IGNORECASE)) for name, en, _ in HEADINGS)
_CHINESE = tuple((name, re.compile(rf"(?:{zh})(?:\s*[:：]\s*$|(?=\s)|$)")) for name, _, zh in HEADINGS)
# PDF extraction sometimes puts a Markdown heading's keyword last: "### ACM-ICPC 集训队 其他经历"
_CHINESE_LAST = tuple((name, re.compile(rf"\s(?:{zh})$")) for name, _, zh in HEADINGS)


@dataclass(frozen=True, slots=True)
class Line:
    """A content line of a section: its 1-based number in the original file and its text."""

    number: int
    text: str


@dataclass(frozen=True, slots=True)
class Section:
    """A run of lines under one heading.  ``heading_line`` is ``None`` for the part before the first heading."""

    name: str
    heading: str | None
    heading_line: int | None
    lines: tuple[Line, ...]


def _heading_text(line: str) -> str:
    text = MARKDOWN_HEADING.sub("", line)
    return strip_markup(strip_icons(text)).strip()


def classify_heading(line: str) -> tuple[str, str] | None:
    """Return ``(section, remainder)`` when ``line`` is a heading, else ``None``.

    Examples
    --------
    >>> classify_heading("🎓 教育背景")
    ('education', '')
    >>> classify_heading("PROFESSIONAL EXPERIENCE")
    ('experience', '')
    >>> classify_heading("### arXiv 预印版")
    ('publications', '')
    >>> classify_heading("职业经历 阿里巴巴集团, 爱橙科技")
    ('experience', '阿里巴巴集团, 爱橙科技')
    >>> classify_heading("所获奖项：2019全国研究生数学建模大赛三等奖") is None
    True
    >>> classify_heading("### ACM-ICPC 集训队 其他经历")
    ('experience', 'ACM-ICPC 集训队')
    >>> classify_heading("Education is what remains") is None
    True
    """
    text = _heading_text(line)
    if not text or len(text) > 200:
        return None
    for name, pattern in _ENGLISH:
        if pattern.fullmatch(text):
            return name, ""
    for name, pattern in _CHINESE:
        m = pattern.match(text)
        if m:
            rest = text[m.end():].strip()
            # a label such as "所获奖项：..." is content, not a heading
            if rest.startswith((":", "：")):
                return None
            return name, rest
    if MARKDOWN_HEADING.match(line):
        for name, pattern in _CHINESE_LAST:
            m = pattern.search(text)
            if m:
                return name, text[:m.start()].strip()
    return None


def split_sections(doc: Document) -> tuple[Section, ...]:
    """Split a document into sections; the lines before the first heading form the ``profile`` section.

    Setext underlines (``======``) after a heading are part of the heading.

    >>> from loaders.formats.text import parse_document
    >>> doc = parse_document("刘运卓\\n\\n🎓 教育背景\\n上海交通大学\\nPUBLICATIONS\\n1. A\\n".encode(), source="x")
    >>> [(s.name, s.heading_line, [l.number for l in s.lines]) for s in split_sections(doc)]
    [('profile', None, [1]), ('education', 3, [4]), ('publications', 5, [6])]
    """
    sections: list[Section] = []
    name, heading, heading_line = "profile", None, None
    current: list[Line] = []
    for number, raw in enumerate(doc.lines, start=1):
        if not raw.strip():
            continue
        if SETEXT_RULE.fullmatch(raw) and heading_line is not None and not current:
            continue
        found = classify_heading(raw)
        if found:
            sections.append(Section(name, heading, heading_line, tuple(current)))
            name, heading, heading_line = found[0], raw.strip(), number
            current = [Line(number, found[1])] if found[1] else []
            continue
        current.append(Line(number, raw))
    sections.append(Section(name, heading, heading_line, tuple(current)))
    return tuple(s for s in sections if s.lines or s.heading_line is not None)
