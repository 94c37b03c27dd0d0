"""Affiliations stated in prose: the sentences of an "About me" or biography paragraph that name where the owner
works and studied ("I am an Associate Professor in the School of X at the University of Y, where I lead ...",
"I received my PhD in hydrology from Utrecht University in 2016", "现任清华大学计算机系副教授").

A sentence gives an affiliation only when it says so in first person (or in the third person with "is/was a
<role> at"), and only when what follows "at" or "from" reads as an organisation (:data:`ORG_KEYWORD`, or a run of
capitalised words); the lines a statement spans are its span.  The caller keeps the statements whose institution
the CV does not already list in a section of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from loaders.entries.patterns import ORG_KEYWORD, ROLE_KEYWORD
from loaders.entries.repair import strip_markup
from loaders.entries.sections import Line
from loaders.model import AffiliationRecord, Span

#: The rest of a capitalised word of a name: a full stop only inside it ("St.Gallen", "U.S."), never the one that
#: ends a sentence ("... Informatics. I received ..."), but the one after a middle initial ("Paul G. Allen School").
_WORD_REST = r"(?:[\w'’&-]|\.(?=[\w-])|(?<=\b[A-Z])\.(?=\s+[A-Z][a-z]))*"
#: An organisation's name after "at"/"from": capitalised words, with "of", "and", "for", "de", ... between them,
#: a bracketed acronym after it ("... Organisation (CSIRO)").
_ORG = (r"(?:the\s+)?(?P<{0}>[A-Z]{1}(?:\s+(?:(?:of|and|for|de|di|des|du|der|für|la|le|the)\s+)*"
        r"[A-Z]{1})*(?:\s+\([A-Z][\w&-]{{1,12}}\))?)")
#: A role: a few words that end in a role word ("Associate Professor", "Research Fellow", "postdoc").
_ROLE = r"(?P<role>(?:[A-Za-z-]+\s+){0,3}?(?:[Pp]rofessor|[Ll]ecturer|[Rr]esearcher|[Ss]cientist|[Ff]ellow|" \
        r"[Pp]ostdoc(?:toral\s+(?:[Ff]ellow|[Rr]esearcher|[Ss]cholar|[Aa]ssociate))?|[Ee]ngineer|[Dd]irector|" \
        r"[Ss]tudent|[Cc]andidate|[Ss]cholar|[Ii]ntern|[Aa]ssociate|[Ll]eader|[Hh]ead))"
_UNIT = r"(?:\s+(?:in|of)\s+(?:the\s+)?(?P<unit>(?:School|Department|Faculty|Institute|Division|Centre|Center|" \
        r"College|Laboratory|Lab|Group)\b[^,;]*?))?"
_YEARS = r"(?:\s+(?:in|since)\s+(?P<year>(?:19|20)\d{2}))?"

#: "I am (currently) an Associate Professor in the School of X at the University of Y", "She is a Research
#: Scientist at Google", "I was a postdoc at MIT", "I spent three years as a Research Fellow at CSIRO".
POSITION_SENTENCE = re.compile(
    r"\b(?:I\s+am|I'm|I\s+was|I\s+have\s+been|(?:He|She|They)\s+(?:is|was|are|were|has\s+been)|"
    r"I\s+(?:spent|worked)\s+(?:[\w-]+\s+){0,3}?as|I\s+(?:joined|moved\s+to)\b[^.]*?\bas|previously\s+(?:a|an))"
    r"\s+(?:currently\s+|now\s+|also\s+)?(?:an?\s+|the\s+)?" + _ROLE + _UNIT +
    r"\s+(?:at|with)\s+" + _ORG.format("org", _WORD_REST) + _YEARS)
#: "I received my PhD in hydrology from Utrecht University in 2016", "... and my BSc in geology from the University
#: of Cape Town", "I obtained a Ph.D. at ETH Zurich", "I got my B.Sc. in Computer Science from Obafemi Awolowo
#: University".
DEGREE_SENTENCE = re.compile(
    r"\b(?:my|a|an|her|his|their)\s+(?P<role>(?:Ph\.?\s?D|D\.?\s?Phil|doctorate|M\.?\s?Sc|M\.?\s?S|M\.?\s?A|MPhil|"
    r"B\.?\s?Sc|B\.?\s?S|B\.?\s?A|B\.?\s?Eng|M\.?\s?Eng|MBA|bachelor'?s|master'?s|(?:undergraduate|graduate)\s+degree)"
    r"\.?(?:\s+(?:degree\s+)?in\s+[A-Za-z][\w -]{0,40}?|\s+degree)?)\s+(?:from|at)\s+" + _ORG.format("org", _WORD_REST) + _YEARS)
#: "现任清华大学计算机系副教授", "博士毕业于浙江大学", "曾任微软亚洲研究院研究员".
CHINESE_SENTENCE = re.compile(
    r"(?P<verb>现任|现为|任职于|就职于|曾任|曾就职于|毕业于|博士毕业于|硕士毕业于|本科毕业于)"
    r"(?P<org>[\u4e00-\u9fff]{2,20}(?:大学|学院|研究院|研究所|实验室|公司|中心))"
    r"(?P<rest>[\u4e00-\u9fff]{0,12})")


#: A statement in the first person ("I am ...", "my PhD ...").
_FIRST_PERSON = re.compile(r"(?:I\b|I'm|my\b|a\b|an\b|previously\b)")


@dataclass(frozen=True, slots=True)
class _Paragraph:
    """Lines joined into one text, with the line of every character."""

    text: str
    line_of: tuple[int, ...]

    def span(self, source: str, start: int, end: int) -> Span:
        return Span(source, self.line_of[start], self.line_of[max(end - 1, start)])


def _paragraphs(lines: Sequence[Line]) -> list[_Paragraph]:
    """Consecutive lines joined with spaces (a blank line or a gap in the numbers ends a paragraph)."""
    out: list[_Paragraph] = []
    text, line_of, previous = "", [], None
    for ln in lines:
        piece = " ".join(strip_markup(ln.text).split())
        if not piece or (previous is not None and ln.number != previous + 1):
            if text:
                out.append(_Paragraph(text, tuple(line_of)))
            text, line_of = "", []
        if piece:
            if text:
                text += " "
                line_of.append(ln.number)
            text += piece
            line_of.extend([ln.number] * len(piece))
        previous = ln.number
    if text:
        out.append(_Paragraph(text, tuple(line_of)))
    return out


#: A unit of an organisation: "Department of EECS", "Luoshen Cloud Network Research Team".
_UNIT_NAME = re.compile(r"^(?:School|Department|Dept\.?|Faculty|Division|Institute\s+of|College\s+of|Lab(?:oratory)?|"
                        r"Group|Team|Cent(?:er|re)\s+(?:of|for))\b|\b(?:Team|Group|Lab|Laboratory)$")
#: A school or department named after a person or a subject ("Paul G. Allen School", "Sloan School"): a unit under
#: the organisation named after it by its words ("... at the University of Washington").
_NAMED_UNIT = re.compile(r"\b(?:School|Department|Faculty)$")
#: The organisation a unit is part of, written after it: ", UC Berkeley", " at Alibaba Cloud", " of Fudan University".
_PARENT = re.compile(r"(?:\s*,\s*|\s+(?:at|of)\s+)" + _ORG.format("org", _WORD_REST))


def _with_parent(org: str, after: str) -> tuple[str, str | None, int]:
    """The institution and the unit a statement names, and how far into ``after`` the parent runs: a unit
    ("Department of EECS") followed by the organisation it is part of (", UC Berkeley") is that organisation's
    unit.

    >>> _with_parent("Department of EECS", ", UC Berkeley, working with"), _with_parent("Utrecht University", ", and")
    (('UC Berkeley', 'Department of EECS', 13), ('Utrecht University', None, 0))
    >>> _with_parent("Paul G. Allen School", " at the University of Washington in 2021")
    ('University of Washington', 'Paul G. Allen School', 32)
    >>> _with_parent("Harvard Medical School", ", Boston")
    ('Harvard Medical School', None, 0)
    """
    m = _PARENT.match(after)
    if m and (_UNIT_NAME.search(org) and (ORG_KEYWORD.search(m.group("org")) or len(m.group("org").split()) <= 3)
              or _NAMED_UNIT.search(org) and ORG_KEYWORD.search(m.group("org"))):
        return m.group("org").strip(" .,"), org, m.end("org")
    return org, None, 0


def _is_org(name: str) -> bool:
    """Whether a capitalised run after "at"/"from" names an organisation: an organisation word, or two capitalised
    words or more (not a place alone: "Brisbane", "New York" are one or two words without such a word)."""
    return bool(ORG_KEYWORD.search(name)) or (len(name.split()) >= 3 and not name.isupper())


def parse_prose_affiliations(lines: Sequence[Line], source: str, third_person: bool = True
                             ) -> list[AffiliationRecord]:
    """The affiliations that the sentences of ``lines`` state (see the module docstring), in the order written;
    with ``third_person`` False, only those stated in the first person (a page with no owner, such as a group's
    page of its members' biographies, states theirs in the third person).

    >>> ls = [Line(5, "I am an Associate Professor in the School of Earth Sciences at the University of"),
    ...       Line(6, "Queensland, where I lead a lab. I received my PhD in hydrology from Utrecht University in 2016.")]
    >>> [(a.kind, a.role, a.unit, a.institution, a.end, a.span.start_line, a.span.end_line)
    ...  for a in parse_prose_affiliations(ls, "cv.md")]  # doctest: +NORMALIZE_WHITESPACE
    [('position', 'Associate Professor', 'School of Earth Sciences', 'University of Queensland', None, 5, 6),
     ('education', 'PhD in hydrology', None, 'Utrecht University', '2016', 6, 6)]
    >>> parse_prose_affiliations([Line(1, "I was at the beach in Brisbane in 2020.")], "cv.md")
    []
    """
    found: list[tuple[int, AffiliationRecord]] = []
    for para in _paragraphs(lines):
        for kind, pattern in (("position", POSITION_SENTENCE), ("education", DEGREE_SENTENCE)):
            for m in pattern.finditer(para.text):
                if not third_person and not _FIRST_PERSON.match(m.group(0)):
                    continue
                org = m.group("org").strip(" .,")
                if not _is_org(org):
                    continue
                org, parent_unit, further = _with_parent(org, para.text[m.end("org"):])
                unit = m.groupdict().get("unit") or parent_unit
                year = m.group("year")
                end = m.end()
                if further:         # the year after the parent ("... School at the University of X in 2021")
                    after = re.compile(_YEARS).match(para.text, m.end("org") + further)
                    year, end = (after.group("year"), after.end()) if after and after.group("year") else (year, end)
                found.append((m.start(), AffiliationRecord(
                    kind=kind, institution=org, span=para.span(source, m.start(), end),
                    unit=unit.strip(" ,") if unit else None, role=" ".join(m.group("role").split()),
                    start=year if kind == "position" and year and "since" in para.text[m.start():end] else None,
                    end=year if kind == "education" else None, raw=para.text[m.start():end])))
        for m in CHINESE_SENTENCE.finditer(para.text):
            kind = "education" if "毕业" in m.group("verb") or m.group("verb").startswith("获") else "position"
            role = ROLE_KEYWORD.search(m.group("rest"))
            found.append((m.start(), AffiliationRecord(
                kind=kind, institution=m.group("org"), span=para.span(source, m.start(), m.end()),
                role=m.group("rest")[:role.end()] if role else None, raw=m.group(0))))
    return [record for _, record in sorted(found, key=lambda x: (x[1].span.start_line, x[0]))]
