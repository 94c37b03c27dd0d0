"""Every regular expression the loaders use, named and compiled in one place, each with examples.

Each :class:`NamedPattern` carries strings it must find (``must_match``, searched anywhere in the string) and strings it
must not find (``must_not_match``); ``tests/loaders/entries/test_patterns.py`` checks all of them, so a pattern and its
examples cannot drift apart.

>>> bool(PATENT_NUMBER.search("CN202310791299.6《数据包处理方法》"))
True
>>> [p.name for p in ALL_PATTERNS][:3]
['BULLET', 'ENUMERATOR', 'MARK_LEGEND']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from loaders.references.authors import CAPITAL as _CAPITAL


@dataclass(frozen=True)
class NamedPattern:
    """A compiled regular expression with a name and examples that must and must not match."""

    name: str
    regex: re.Pattern[str]
    must_match: tuple[str, ...]
    must_not_match: tuple[str, ...]

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.regex.search(text, pos)

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.regex.match(text, pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.regex.fullmatch(text)

    def finditer(self, text: str):
        return self.regex.finditer(text)

    def sub(self, repl, text: str, count: int = 0) -> str:
        return self.regex.sub(repl, text, count)


def _p(name: str, pattern: str, must_match: tuple[str, ...], must_not_match: tuple[str, ...],
       flags: int = 0) -> NamedPattern:
    return NamedPattern(name, re.compile(pattern, flags), must_match, must_not_match)


# --- list markers -----------------------------------------------------------------------------------------------

BULLET = _p(
    "BULLET",
    r"^\s*(?:[-*+](?=\s|$)|[•■□◆◇♦◊●○▪▫►▶➢✓✔⋄·]|\\item\b)\s*",
    ("- Yunzhuo Liu", "■ Yunzhuo Liu", "◇导师: 余英豪博士", "♦ ACM SIGCOMM", "\\item Paper"),
    ("Yunzhuo Liu", "2019.9-至今", "**Yunzhuo Liu**"),
)
ENUMERATOR = _p(
    "ENUMERATOR",
    # lettered sub-items too ("a. Li A, Wu B. Title." under "1. What the work found"; "(b) X")
    r"^\s*(?:\[[A-Za-z]{0,3}\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.)](?=\s)|[A-Z]\d{1,3}[.:](?=\s)"
    r"|\*\*\d{1,3}[.)]?\*\*(?=\s)"              # a number in bold, no stop ("**2** Roldán Valverde, I.; ...")
    # a German list's kind and number before a name, no stop ("Z5 **Weißenbach, F.**", "B1 Li, A.")
    r"|[A-Z]{1,2}\d{1,3}(?=\s+(?:\*\*)?[A-ZÀ-Þ][\w'’-]*,\s*[A-ZÀ-Þ]\.)"
    r"|[a-h][.)](?=\s)|\([a-h]\)(?=\s))\s*",
    ("[C4] Lingyun Yang", "[I1] Suyi Li", "1. Q. Hu", "12) W. Gao", "[3] A. B.", "(2) X", "a. de la Fuente MJ",
     "(b) Li A", "Z5 **Weißenbach, F.**; Grünewald, T.", "B1 Li, A. (2020)", "**2** Roldán Valverde, I."),
    ("2019.9 - 2025.3", "2023 华为奖学金", "1.3X-2.2X faster", "e.g. a study", "al. 2020", "C4 Photosynthesis in maize",
     "CO2 Emissions, Economic Growth and Trade", "Q1 Journal, IF=10.1"),
)
#: A line that explains a mark set on names ("* denotes graduate student co-author", "† = equal contribution"): a
#: legend, not an item, though it opens with a character a bullet may be.
MARK_LEGEND = _p(
    "MARK_LEGEND",
    r"(?i)^\s*\(?\s*[*†‡§#^]{1,3}\s*(?:[=:–—-]\s*)?(?:(?:denotes?|indicates?|marks?|signifies|designates?|identifies"
    r"|means|refers\s+to)\b|(?:equal(?:ly)?\s+contribut|co-?first|corresponding|presenting|(?:under)?graduate"
    r"|student|trainee|mentee|postdoc)\w*(?:\s+(?:students?|co-?)?authors?|\s+contributions?)?\s*[).]?\s*$)",
    ("* denotes graduate student co-author", "† = equal contribution", "(* indicates corresponding author)",
     "*Corresponding author", "‡ student co-author", "* Equal contribution."),
    ("* Li A, Wu B. Title. NSDI 2024.", "- denotes", "* Student engagement in online courses. J. Ed. 2020.",
     "** Yunzhuo Liu**", "* Corresponding authors of large teams: a study. Nature 2020."),
)

# --- contact details (private) -------------------------------------------------------------------------------------

#: Full-width forms of ASCII (``＠``, ``１３８``, ``（``) and the ideographic space, each to its ASCII character: one
#: character for one, so a match in the folded text is at the same place in the text itself
_FULL_WIDTH = str.maketrans({**{chr(0xFF01 + i): chr(0x21 + i) for i in range(94)}, "\u3000": " "})


@dataclass(frozen=True)
class FoldedPattern(NamedPattern):
    """A :class:`NamedPattern` matched on the text with its full-width characters folded to ASCII (a Chinese CV's
    ``liming＠pku.edu.cn``, ``１３８００１３８０００``); the matches stand at the text's own places, and :meth:`sub`
    keeps every character it does not replace as written.

    >>> EMAIL.search("邮箱：liming＠pku.edu.cn").group(0), EMAIL.sub("[e-mail]", "（liming＠pku.edu.cn）")
    ('liming@pku.edu.cn', '（[e-mail]）')
    """

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.regex.search(fold_width(text), pos)

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.regex.match(fold_width(text), pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.regex.fullmatch(fold_width(text))

    def finditer(self, text: str):
        return self.regex.finditer(fold_width(text))

    def sub(self, repl, text: str, count: int = 0) -> str:
        folded = fold_width(text)
        if folded is text:
            return self.regex.sub(repl, text, count)
        out, at = [], 0
        for n, m in enumerate(self.regex.finditer(folded)):
            if count and n >= count:
                break
            out += [text[at:m.start()], m.expand(repl) if isinstance(repl, str) else repl(m)]
            at = m.end()
        return "".join(out) + text[at:]


_WIDE = re.compile("[\uff01-\uff5e\u3000]")


def fold_width(text: str) -> str:
    """``text`` with its full-width characters folded to ASCII, one character for one (the text itself when it has
    none, the common case).

    >>> fold_width("手机：１３８"), fold_width("plain")
    ('手机:138', 'plain')
    """
    return text if text.isascii() or _WIDE.search(text) is None else text.translate(_FULL_WIDTH)


def _f(name: str, pattern: str, must_match: tuple[str, ...], must_not_match: tuple[str, ...]) -> FoldedPattern:
    return FoldedPattern(name, re.compile(pattern), must_match, must_not_match)


#: a local part starts where a run of its characters starts (so a long run is scanned once, not once per character:
#: linear time on a line of 100,000 letters)
_LOCAL = r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+"
#: the last label of a domain spelled out in words ("x at pku dot edu dot cn"; no English word such as "in", "it")
_TLD_WORD = r"(?:edu|com|org|net|gov|mil|info|io|ac|cn|hk|tw|sg|jp|kr|uk|de|fr|es|nl|ch|se|ca|au)\b"
#: words after "at" that begin prose, not a host ("tunneling at a dot", "capital at the dot com peak")
_NOT_HOST = r"(?!(?i:the|a|an|this|that|these|our|its|their|his|her|each|every|state|home|work|least|most|all)\b)"
EMAIL = _f(
    "EMAIL",
    # the local part once, then: the @ plain, with spaces on both sides ("x @ y.edu") or percent-encoded (a
    # mailto link, "x%40y.edu"), not an SSH address ("git@github.com:x"); the at in brackets or dashes, the dots
    # plain (a label right after: "Technology (AT) Devices. A" is no address), in brackets or in words
    # ("jane[at]x.edu", "jane<at>x(dot)edu", "jane -at- x -dot- edu"); at and dots in words, all lower or all upper
    # case, ending in a known domain ("jane at x dot edu"); an upper-case AT before a lower-case domain
    # ("jane AT x.edu")
    rf"{_LOCAL}(?:(?:@|\s@\s|%40)[A-Za-z0-9.-]+\.[A-Za-z]{{2,}}(?![A-Za-z])(?![:/]\w)"
    rf"|(?:\s?[\[(（{{<]\s?(?:at|AT|@)\s?[\])）}}>]\s?|\s?-(?:at|AT)-\s?)[A-Za-z0-9-]+"
    r"(?:(?:\.(?=[A-Za-z0-9])|\s?[\[(（{<]\s?(?:dot|DOT|\.)\s?[\])）}>]\s?|\s(?:dot|DOT)\s|\s?-(?:dot|DOT)-\s?)"
    r"[A-Za-z0-9-]+)+"
    rf"|\s+at\s+{_NOT_HOST}[A-Za-z0-9-]+(?:\s+dot\s+[A-Za-z0-9-]+)*\s+dot\s+(?i:{_TLD_WORD})"
    rf"|\s+AT\s+{_NOT_HOST}[A-Za-z0-9-]+(?:\s+DOT\s+[A-Za-z0-9-]+)*\s+DOT\s+(?i:{_TLD_WORD})"
    r"|\s+AT\s+[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![A-Za-z]))"
    # a local part with a dot, an underscore or a digit, the at in words, the domain plain ("tom.ray at
    # example.com"; "published at ACM.org" has no such local part)
    r"|(?<![A-Za-z0-9._%+-])(?=[A-Za-z0-9._%+-]*[A-Za-z])[A-Za-z0-9_%+-]*[._0-9][A-Za-z0-9._%+-]*\s+(?:at|AT)\s+"
    r"(?!www\.)[A-Za-z0-9-]+"
    r"(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z])",
    ("liu445126256@sjtu.edu.cn", "✉ a.b@pku.edu.cn", "jane[at]x.edu", "jane (at) x dot edu", "jane{at}x(dot)edu",
     "liming＠pku.edu.cn", "eve @ mit.edu", "eve at mit dot edu", "bchen<at>google.com", "pc-chairs at usenix dot org",
     "tom.ray at example.com", "jane AT example.edu", "jane -at- example -dot- edu", "mailto:dan.wu%40example.org"),
    ("@inproceedings{x,", "user at host", "meet (at) noon", "follow @jane.doe", "Looking at data in 2023",
     "a study at scale.", "at 5 p.m. at MIT", "published at ACM.org 2020", "code at github.com/x/y",
     "Electron tunneling at a dot in a magnetic field.", "Venture capital at the dot com peak.",
     "Safety analysis at state DOT in rural areas.", "Adoption of Assistive Technology (AT) Devices. A Survey.",
     "Code: git@github.com:jane/cachelib.git", "Retrieved on November 13, 2015 at www.towerswatson.com/x"),
)
_SEP = r"[\s.\-–‑]"
#: The label before a phone number ("Telefone:", "Tel.:", "Phone (office):", "Fax"), with the space after it.
PHONE_LABEL = (r"(?i:\b(?:tel(?:e(?:fone|phone|fono))?|t[eé]l[eé]phone|tel[eé]fono|phone|mobile|mob|cell(?:phone)?"
               r"|celular|handy|fax)\b\.?)\s*(?:\([A-Za-z.]{1,12}\)\s*)?[:：]?\s*")
PHONE = _f(
    "PHONE",
    # an international prefix (+86, (+86), 0086), then groups of digits, an area code in brackets among them
    # ("+33 1 23 45 67 89", "+49 (0)30 1234567", "+7 495 939-10-00"): eight digits at least. Not a "+" between page
    # numbers ("5+7-11+13-213"); not 00 inside a DOI, an ISBN or an ORCID ("s00127-011-0408", "0000-0002-1825-0097"),
    # the country code starting with 1-9
    rf"(?=[(+0])(?=(?:[^\d\n]{{0,4}}\d){{8}})"
    rf"(?:\(\s*\+[1-9]\d{{0,2}}\s*\)|(?<![\w)+-])\+[1-9]\d{{0,2}}"
    rf"|(?<![\w.\-/])00[1-9]\d{{0,2}}(?={_SEP})(?=(?:[^\d\n]{{0,4}}\d){{10}}))"
    rf"(?:{_SEP}*(?:\(\d{{1,4}}\)|(?>\d{{1,5}}))){{2,7}}(?![\d+]|[-–‑]\d)"
    # the country code of China, Hong Kong, Macao or Taiwan written without its "+" (86, 852, 853, 886; 0086 with no
    # gap or in brackets), before a number of the shape that country gives it: China's mobile numbers
    # (8613800138000, 86 138 0013 8000, 008613912345678), its area codes and numbers of seven or eight digits that
    # never start with 0 or 1 (86-10-62751234, (86) 10 6275 4321, 86-755-8601-3388; a gap after 86 or brackets:
    # "86(10):1234-1245" is a volume, an issue and pages), Hong Kong's and Macao's eight digits (852-2358-6990),
    # Taiwan's area codes and numbers (886-2-3366-3366). Not inside a longer number or an identifier ("978-86-10-")
    r"|(?<![A-Za-z0-9_.\-/+])(?:\(\s*(?:00)?86\s*\)\s?|(?:00)?86[\s\-–‑]?)1[3-9]\d(?:[\s.\-–‑]?\d{4}){2}(?![\d-])"
    r"|(?<![A-Za-z0-9_.\-/+])(?:\(\s*(?:00)?86\s*\)\s?|(?:00)?86[\s\-–‑])"
    r"(?:\(0?(?:10|2\d|[3-9]\d{2})\)|0?(?:10|2\d|[3-9]\d{2}))[\s\-–‑]?[2-9]\d{2,3}[\s\-–‑]?\d{4}(?![\d-])"
    r"|(?<![A-Za-z0-9_.\-/+])(?:\(\s*(?:00)?85[23]\s*\)\s?|(?:00)?85[23][\s\-–‑])[2-9]\d{3}[\s\-–‑]?\d{4}(?![\d-])"
    r"|(?<![A-Za-z0-9_.\-/+])(?:\(\s*(?:00)?886\s*\)\s?|(?:00)?886[\s\-–‑])"
    r"(?:9\d{2}[\s\-–‑]?\d{3}[\s\-–‑]?\d{3}|(?:\(0?[2-8]\d?\)|0?[2-8]\d?)[\s\-–‑]?[2-9]\d{2,3}[\s\-–‑]?\d{4})(?![\d-])"
    # a Chinese mobile number (138 0013 8000, 138-1234-5678, 138.0013.8000), not a number labelled as an identifier
    # ("Scopus Author ID 15019123400", "学号 16307130123")
    # (nor digits inside a hexadecimal hash: "…4a15523333151b62…", a letter right after)
    r"|(?<!\d)(?<!ID )(?<!ID:)(?<!ID: )(?<!号)(?<!号 )(?<!号:)(?<!号：)1[3-9]\d(?:[\s.\-–‑]?\d{4}){2}(?![\d\-A-Za-z])"
    # a Chinese landline (010-62751234, 0755 8601 3388, (010) 6275 1234)
    r"|(?<![\d.-])(?:\(0[1-9]\d{1,2}\)\s?|0[1-9]\d{1,2}[\s\-–‑])\d{3,4}[\s\-–‑]?\d{4}(?![\d-])"
    # other numbers written at home with a leading 0 and no second (03-1234-5678, 01 23 45 67 89, 07700 900123):
    # nine to eleven digits in groups
    r"|(?<![\w.\-/])(?=(?:[^\d\n]{0,2}\d){9})(?!(?:[^\d\n]{0,2}\d){12})0[1-9]\d{0,3}(?:[\s\-–‑]\d{2,6}){1,4}"
    r"(?![\d]|[-–‑]\d)"
    # a North American number (650-723-2300, 617.253.0000, (617) 555-0123, 1-510-528-8649, 650 723 2300)
    r"|(?<![\d./-])(?:1[\s.\-–‑])?(?:\(\d{3}\)\s?\d{3}[\s.\-–‑]|\d{3}[\s\-–‑]\d{3}[\s\-–‑]|\d{3}\.\d{3}\.)\d{4}"
    r"(?![\d-]|\.\d)"
    # any number a phone label introduces, in whatever form a country writes it at home ("Telefone: (21) 2629-5412",
    # "Teléfono: 91 394 1234", "Fax: 2629-5412"): seven digits or more after the label, the label taken with it
    rf"|{PHONE_LABEL}(?=(?:[^\d\n]{{0,3}}\d){{7}})\+?\(?\d[\d\s().\-–‑/]{{4,22}}\d"
    # a messaging number or id (QQ 123456789, 微信 liming_wx)
    r"|(?i:\bQQ)\s*(?:号)?\s*[:：]?\s*[1-9]\d{4,10}(?!\d)"
    r"|(?:微信(?:号)?|(?i:\bwechat)(?:\s*id)?)\s*[:：]?\s*[A-Za-z][A-Za-z0-9_-]{5,19}",
    ("Telefone: (21) 2629-5412", "Tel.: (11) 3091-1234", "Teléfono: 91 394 1234", "Fax: 2629-5412",
     "Phone (office): 2629 5412",
     "☎(+86) 13800000000", "+86 13800000000", "(+86) 181-5566-1676", "13800000000", "+1 (617) 555-0123",
     "138-1234-5678", "010-62751234", "+86 138 1234 5678", "Tel: (617) 555-0123", "650-723-2300", "617.253.0000",
     "0755 8601 3388", "(010) 6275 1234", "0086-138-0013-8000", "1-510-528-8649", "手机：１３８００１３８０００",
     "+33 1 23 45 67 89", "+61 2 9876 5432", "+82-2-880-5114", "+886 2 3366 3366", "+7 495 939-10-00",
     "+55 11 91234-5678", "+91 98765 43210", "+49 (0)30 1234567", "03-1234-5678", "01 23 45 67 89",
     "07700 900123", "650 723 2300", "1 650 723 2300", "650–723–2300", "138.0013.8000", "QQ 123456789",
     "微信 liming_wx", "8613800138000", "86-10-62751234", "(86) 10 6275 4321", "86 138 0013 8000",
     "(0086) 10 6275 1234", "008613912345678", "86-755-8601-3388", "852-2358-6990", "(853) 2888 1234",
     "886-2-3366-3366", "886 912 345 678"),
    ("CN202310791299.6", "2019.9 - 2025.3", "55/401=13.7%", "pp. 123-145", "2019-2023", "vol. 12, no. 3",
     "ISBN 978-3-031-93061-4", "10.1145/3689031.3717456", "pages 1761-1800", "2003 2004 2005", "IEEE 802.11ax",
     "doi:10.1109/123.456.7890", "Vol. 35, No. 4, pp. 101-112", "arXiv:2103.12345", "1999-2003, 2005-2008",
     # reference strings of the AnyStyle training data that an earlier form of this pattern took for numbers
     "doi: 10.1007/s00127-011-0408-2", "pp. 3-5+7-11+13-213+215-287+289-291", "ISBN 008 034397 X",
     "(024-003-00179-4)", "doi:10.1111/j.1399-0004.2007.00790.x", "DOI: 10.3868/s030-006-017-0010-8",
     # identifiers a review found taken for numbers
     "ORCID 0000-0002-1825-0097", "ISNI 0000 0001 2345 6789", "Scopus Author ID 15019123400", "学号 16307130123",
     "01.10.2019 - 30.09.2022", "US 10,123,456 B2", "NSF CNS-1234567", "2021YFB1234567", "NSFC 61972254",
     # numbers of references that begin like a country code
     "Phys. Rev. B 86, 10 6275 (2012)", "86(10):1234-1245", "Report 86-10-1234", "ISBN 978-86-10-62751-2",
     "doi:10.1103/PhysRevB.86.1062751", "vol. 852, pp. 2358-2369", "886 pages, 1999",
     # a label's word in a name or a field, without a phone number after it
     "Mobile Computing 2019-2021", "Tel Aviv University, 2010-2014", "Mobile 5G networks, 2019", "Fax machines"),
)
#: An @ escaped inside a word: an e-mail address written in LaTeX or BibTeX (``amylu\@microsoft.com``; LaTeX prints
#: no @ for ``\@``, but an address written so is an address, and is kept private as one)
ESCAPED_AT = _p(
    "ESCAPED_AT",
    r"(?<=\w)\\@(?=\w)",
    ("amylu\\@microsoft.com", "carl\\_mayer\\@example.org"),
    ("e.g.\\@ the rest", "\\@ alone"),
)
#: An e-mail address or phone number written inside an entry (a paper, a patent, an affiliation), with the label
#: before it ("Contact:", "Corresponding author:", "office phone", "联系电话：") and the brackets around it, and any
#: more addresses after it: what :func:`loaders.entries.profile.strip_contact` cuts out
_ONE_CONTACT = rf"(?:{EMAIL.regex.pattern}|{PHONE.regex.pattern})"
_CONTACT_LABEL = (r"(?:(?i:corresponding\s+authors?|contact(?:\s+(?:me|info(?:rmation)?|mentor|person))?"
                  r"(?:\s+at)?|write\s+to|reach\s+(?:me\s+)?at|e-?mails?|mail|"
                  r"(?:office\s+|mobile\s+|cell\s+|work\s+|home\s+)?(?:tel(?:ephone)?|phone|mobile|cell|fax|ph))"
                  r"\s*(?:[:：]\s*|\.\s*|\s+)"
                  r"|(?:联系|办公|移动|个人)?(?:电话|手机|邮箱|电子邮件|电子邮箱|邮件|传真)\s*[:：]?\s*"
                  r"|(?:联系方式|通讯作者|联系人|联系)\s*[:：]?\s*)")
_CONTACTS = rf"{_CONTACT_LABEL}?{_ONE_CONTACT}(?:\s*[,;/，；、]\s*{_CONTACT_LABEL}?{_ONE_CONTACT})*"
CONTACT_IN_ENTRY = _f(
    "CONTACT_IN_ENTRY",
    rf"[\s,;，；]*(?:\(\s*{_CONTACTS}\s*\)|\[\s*{_CONTACTS}\s*\]|（\s*{_CONTACTS}\s*）|<\s*{_CONTACTS}\s*>"
    rf"|{_CONTACTS})",
    ("Jane Doe (jane.doe@example.edu)", "NSDI 2023. Contact: bob@example.org, tel. +86 138 0013 8000",
     "Corresponding author: jane@x.edu.", "李明（邮箱：liming@pku.edu.cn）", "Tel: (617) 555-0123",
     "研究员 联系电话：0755 8601 3388", "(write to dxu＠mit.edu)"),
    ("Jane Doe", "CN202310791299.6", "pp. 123-145", "10.1145/3689031.3717456", "Contact-free sensing, 2023"),
)
URL = _p(
    "URL",
    r"<?https?://[^\s<>()（）]+>?|\bwww\.[^\s<>()（）]+",
    ("<https://liu445126256.github.io/>", "主页：https://liu445126256.github.io/）", "www.fangjin.site"),
    ("liu445126256@sjtu.edu.cn", "arXiv:2407.02031"),
)

# --- dates ---------------------------------------------------------------------------------------------------------

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
          r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_YEAR = r"(?:19|20)\d{2}"
#: A season, which dates an internship or a term as a month does ("Summer 2013", "2019 (summer)", "Fall 2019").
_SEASON = r"(?:[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter)"
_DATE = (rf"(?:{_SEASON},?\s+{_YEAR}(?!\d)|{_MONTH}\.?,?\s+{_YEAR}|(?:1[0-2]|0?[1-9])\s*[/.]\s*{_YEAR}(?!\d)"
         rf"|{_YEAR}\s*(?:[./-]\s*(?:1[0-2]|0?[1-9])(?:\s*[./-]\s*(?:3[01]|[12]\d|0?[1-9]))?(?!\d)"
         rf"|年(?:\s*(?:1[0-2]|0?[1-9])\s*月?)?)?)"
         rf"(?:\s*[(（]\s*(?:预期|预计|expected|{_SEASON})\s*[)）])?")
#: an open end, in the languages CVs are written in ("2018–presente", "2015 – heute", "2019 – aujourd'hui")
_OPEN_END = (r"(?:(?i:presente|actualidad|actualmente|atual(?:mente|idade)?|hoy|heute|jetzt|aujourd['’]hui"
             r"|oggi|obecnie|nadal|heden|g[üu]n[üu]m[üu]z|наст(?:\.|оящее время)|н\.\s?в\.|현재)(?!\w)"
             r"|至今|今|现在|目前|[Pp]resent|PRESENT|[Nn]ow|[Cc]urrent|[Oo]ngoing)")
#: the open end's words alone (a parsed date's ``present``)
OPEN_END_WORDS = _OPEN_END
_RANGE_SEP = r"\s*(?:--?|–|—|~|～|至|\bto\b|»)\s*"

DATE = _p(
    "DATE",
    _DATE,
    ("2019.9", "2020/09", "Sep 2019", "Dec. 2020", "2025.3(预期)", "2019年9月", "July 2022", "09/2019",
     "2023-07-01", "Summer 2013", "2019 (summer)", "Fall 2019"),
    ("CCF-A", "version 3.2", "Jun", "1.3X-2.2X", "Summer School"),
)
DATE_RANGE = _p(
    "DATE_RANGE",
    # (a range within one year names the year once: "Jul – Sep 2019")
    rf"(?<![\d.])(?P<start>{_DATE}|{_MONTH}\.?(?={_RANGE_SEP}{_MONTH}\.?,?\s+{_YEAR}))"
    rf"{_RANGE_SEP}(?P<end>{_DATE}|{_OPEN_END})(?![\d])",
    ("2019.9 - 2025.3(预期)", "2020/09 - 至今", "Sep 2019 – Present", "2025/10 - 至今", "2019 – 2021",
     "2015.06 – 2015.08", "2019.9-至今", "July 2022 – Jan 2024", "Dec. 2020 – Present", "2024 - 2024针对",
     "09/2019 - 06/2023", "2023-07-01 – 2024-06-30", "Fall 2019 – Spring 2020", "Jul – Sep 2019"),
    ("2019 全国研究生数模大赛三等奖", "CN202310791299.6", "55/401=13.7%", "2016, 2017, 2018 校级奖学金"),
)
#: How long a position lasted, in brackets after its dates (LinkedIn writes it after every range): part of the dates.
DURATION = _p(
    "DURATION",
    r"[(（]\s*(?:(?:less than )?\d+\+?\s*(?:years?|yrs?|months?|mos?)\s*){1,2}[)）]",
    ("January 2021 - Present (3 years 11 months)", "June 2017 - May 2018 (1 year)", "2020 - 2021 (8 mos)",
     "May 2023 - June 2023 (2 months)"),
    ("Professor (2019 - 2021)", "PhD (3rd year)", "Lecturer (2 courses)"),
)
#: A line that starts with one date (a year, a month, a season and its year), not a range, and then the text of an
#: entry after a gap, a bar or a colon: "Summer 2016 Research Intern, Google", "2022年 国家奖学金",
#: "2014 | Ph.D., Seoul National University".  ``rest`` is where that text starts.
YEAR_FIRST = _p(
    "YEAR_FIRST",
    rf"^(?:(?:Spring|Summer|Fall|Autumn|Winter)\s+)?(?P<date>{_DATE})(?:\s*[|:：]\s*|\s+)(?P<rest>[^\W\d_])",
    ("Summer 2016 Research Intern, Google", "2022年 国家奖学金", "2014 | Ph.D., Seoul National University",
     "Sep 2019 Research Intern, MSRA", "2013: Summer Intern", "2009年  博士  上海交通大学"),
    ("2008-2014   MD, University of Ibadan", "2020 - 2024, HKUST", "2019.9-至今 上海交通大学", "Peking University 2019",
     "2016, 2017 校级奖学金", "2016年至今  浙江大学", "2019 – present Professor"),
)
MONTH_NAMES = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")

YEAR = _p(
    "YEAR",
    rf"(?<![\d./:-])(?:{_YEAR})(?![\d]|\.\d)",
    ("(Sigmetrics 2023, CCF-B)", "April 2025.", "2024", "Dec. 2023.", "(2020-2023)"),
    ("CN202310791299.6", "12345", "arXiv:2407.02031", "arXiv:2012.14799 [hep-ph]", "s13360-022-02405-3"),
)
OPEN_START = _p(
    "OPEN_START",
    # (after the word, a month in any case: "depuis sept. 2017"; a spaced em dash before a word parts the date from
    # the entry: "Depuis sept. 2017 — Maître de conférences")
    rf"(?i:\b(?:since|from|seit|depuis|desde)\s+)(?P<start>(?i:{_DATE}))"
    rf"(?!\s*(?:-|–|(?<=\s)—(?!\s+[^\W\d_])|—(?!\s)|~|to\b)\s*\S)"
    # a range left open by a dash with nothing after it: "2021–", "2020-- Professor", "Lecturer (2019–)"
    # (a spaced em dash before a word parts the date from the entry: "2015 — Summer Student" is 2015 alone)
    rf"|(?<![\d./–-])(?P<open>{_DATE})(?!\s*(?<=\s)—\s+[^\W\d_])\s*(?:--?|–|—)(?=\s*$|\s+[^\W\d_]|\s*[,;|)])",
    ("Since 2020", "since Sep 2019", "From 09/2021", "Assistant Professor, MIT, since 2024", "2021–",
     "Depuis sept. 2017 — Maître de conférences",
     "2020-- Professor, MIT", "Lecturer, UCL (2019–)", "Sep 2019 – Research Scientist", "2021 —", "2021— Lecturer"),
    ("since then", "from 2019 to 2021", "2019 - 2021", "2020-2024", "2021-22", "1680–1780", "2019–2021",
     "from 2019 — 2021", "from 2019—2021",
     "2015 — Summer Student, CERN"),
)
#: A funding scheme named in a grant or a funded project ("国家自然科学基金青年科学基金项目", "上海市科技创新行动计划",
#: "NSF CAREER Award", "ERC Starting Grant", "Horizon Europe programme").
FUNDING_SCHEME = _p(
    "FUNDING_SCHEME",
    r"基金|计划|专项|课题|资助|(?i:\b(?:foundation|grant|programme|program|fund(?:ing|ed)?)\b)"
    r"|\b(?:NSFC?|NIH|ERC|DFG|EPSRC|NSERC|JSPS|DARPA)\b",
    ("国家自然科学基金青年科学基金项目（52008123）", "上海市“科技创新行动计划”项目", "NSF CAREER Award",
     "ERC Starting Grant", "Wellcome Trust funded project"),
    ("针对在线推荐 DLRM 服务的 CPU-GPU 分离式推理系统", "Affordable NLP Training", "RI at Alibaba DAMO Academy"),
)
#: What a grant states and a project's description does not: the amount granted ("30万元", "$450,000", "EUR 1.2M"),
#: the holder's part ("主持", "参与", "PI", "Co-PI", "Principal Investigator") or the grant's number ("（52008123）",
#: "Grant No. 2019YFB1600700").
GRANT_DETAIL = _p(
    "GRANT_DETAIL",
    r"\d(?:[\d,.]*\d)?\s*(?:万元|万|亿元|元)|(?:RMB|CNY|USD|EUR|GBP|CHF|US\$|\$|€|£|¥)\s?\d"
    r"|\d(?:[\d,.]*\d)?\s?[kKM]?\s?(?:USD|EUR|GBP|CHF|RMB|CNY)\b"
    r"|主持|参与|负责人|(?<![A-Za-z])(?:Co-)?PI(?![A-Za-z])|(?i:principal investigator|grant\s+(?:no\.?|number|#))"
    r"|[（(]\s*(?:No\.\s*)?(?=(?:[A-Za-z-]*\d){6})[A-Za-z0-9-]{6,24}\s*[）)]",
    ("30万元", "$450,000", "EUR 1.2M", "1.2M EUR", "主持", "Co-PI", "(PI)", "Grant No. 2019", "（52008123）",
     "(22dz1201800)"),
    ("2021.01-2023.12", "Affordable NLP Training", "RI at Alibaba DAMO Academy", "GPIO", "API design"),
)
#: The end of a range that a table cell wrapped onto the line under its start ("2013–" / "2017 Dissertation: ...",
#: "2022–" / "present"): a date or an open end first on the line, no range of its own.
RANGE_END_BELOW = _p(
    "RANGE_END_BELOW",
    rf"^(?P<end>{_DATE}|{_OPEN_END})(?![\d./-]|\s*(?:--?|–|—|~|至|to\b))(?=\s|$)\s*",
    ("2017", "present", "2017 Dissertation: On things", "06/2019", "至今"),
    ("2015–2019 Assistant Professor", "2020 - 至今", "Professor 2019", "2019年9月-2023年6月"),
)
OPEN_END = _p(
    "OPEN_END",
    rf"(?:{_YEAR})\s*(?:-|–|—|~|至|to)\s*{_OPEN_END}",
    ("2020 - 至今", "2019–present", "2021 to now"),
    ("2019 - 2021", "present day"),
)
REFERENCE_START = _p(
    "REFERENCE_START",
    r"^(?:\[[^\]\s]{1,8}\]|\(\d{1,3}\)|[A-Z][\w'’-]+,\s*(?:[A-Z]\.|[A-Z][a-z]+)|[A-Z]\.(?:\s?[A-Z]\.)*\s?[A-Z][\w'’-]+[,\s]"
    r"|[A-Z][a-z]+(?:\s[A-Z][a-z]+){1,2}(?:,|\sand\s)|[\u4e00-\u9fff]{2,4}\s?[,，、]|[A-Z]{2,}\s[A-Z]{1,3},)",
    ("Qizhen Weng, Lingyun Yang", "Liu, Y., Jiang, B.", "Y. Liu, B. Jiang", "[C3] Liu", "刘运卓, 江波", "LIU Y, GUO J",
     "Liu, Yunzhuo and Jiang, Bo"),
    ("learning workload scheduling in GPU", "pipelined serverless framework", "ACM Computing Surveys 56(6)"),
)
#: A word that names a kind of work, as a sub-heading of a publication list does ("Monographs", "Edited volumes",
#: "Articles in peer-reviewed journals").
KIND_OF_WORK = _p(
    "KIND_OF_WORK",
    r"(?i)\b(?:publications?|papers|articles|proceedings|preprints|chapters|monographs|books|volumes|journals|reviews"
    r"|editions|translations|essays|reports|theses|thesis|dissertations?|abstracts|posters|patents|manuscripts"
    r"|working papers)\b",
    ("Monographs", "Articles in peer-reviewed journals", "Book Chapters", "Refereed Conference Proceedings",
     "Manuscripts Under Review"),
    ("Monograph", "Public writing", "Paperback"),
)
SHORT_YEAR = _p(
    "SHORT_YEAR",
    r"(?<=[A-Za-z\s])['’‘](?P<yy>\d{2})\b",
    ("NSDI '25", "(ATC ’23)"),
    ("2025", "Xuan'er"),
)

# --- publications --------------------------------------------------------------------------------------------------

#: A generational suffix, a word of a name and none of its family name ("Jones Jr, Robert", "Smith III").
NAME_SUFFIX = _p(
    "NAME_SUFFIX",
    r"^(?:jr\.?|sr\.?|ii|iii|iv)$",
    ("Jr", "Jr.", "sr.", "III", "IV"),
    ("Junior", "Ivo", "Li", "Xi"),
    re.IGNORECASE,
)

QUOTED_TITLE = _p(
    "QUOTED_TITLE",
    r"(?:\"(?P<a>[^\"]{6,}?)\"|“(?P<b>[^”]{6,}?)”|``(?P<c>.{6,}?)''|「(?P<d>[^」]{6,}?)」"
    # guillemets (Spanish, French, Italian, Russian: «Título», « Titre ») and German low-high quotes („Titel“)
    r"|«\s?(?P<f>[^»]{6,}?)\s?»|„(?P<g>[^“”]{6,}?)[“”]"
    # Harvard's single quotes, straight or curly: the opening quote stands after a space or a bracket (not in
    # O'Brien) before a word (not '22); the closing one before punctuation or the end (not in don't, Europe's)
    r"|(?<![\w'’])['‘](?P<e>(?!\d{2}\b)[\w\"“(¿][^\n]*?\s[^\n]*?[^\s'‘])['’](?=[,.;:)\]]|\s*$))",
    ('Bo Jiang, "FuncPipe: A Pipelined Serverless Framework". (Sigmetrics 2023)', "“Hydro: Surrogate-Based,” in",
     "GARCÍA LÓPEZ, M. J., «El gobierno corporativo de las sociedades», Revista", "Groß, F., „Mensch und Maschine“, in",
     "Whitfield, T. (2022) 'Minimum wages in the UK', Economic Journal", "O'Brien, K. (2021) ‘Why firms don’t "
     "export’, Economic and Social Review"),
    ("Bo Jiang, Tian Guo", '"ab"', "O'Brien, K. and D'Souza, R. (2020) Europe's workers. Journal",
     "Proceedings of Supercomputing (SC '22). IEEE Press, Article 42", "Don't 'Stop', now"),
)
LINK_TITLE = _p(
    "LINK_TITLE",
    r"\[(?P<link>[^\]]{10,})\]\([^)]*\)",
    ("`ACL 2025` [Meta-rater: A Multi-dimensional Data Selection Method](https://arxiv.org/abs/2504.14194), X",),
    ("**J. Fang**, G. Zhao", "[code](https://x.org)", "*A Title in Italics*"),
)
ET_AL = _p(
    "ET_AL",
    r"\bet\.?\s*al\b\.?|\betc\b\.?|等人?$|\.\.\.|…",
    ("*et al.*", "et al", "Z. Wang, ...", "张三等", "X. Zheng, J. Fang, etc"),
    ("Albert", "metal", "etcd"),
)
#: The words of a work's status (in progress, or accepted and not yet out), in English (R&R aside, see STATUS).
STATUS_WORDS = r"under review|under revision|submitted|in press|forthcoming|in preparation|to appear|accepted|" \
               r"(?:revise|reject)\s*(?:and|&)\s*resubmit|invited to resubmit|(?:major|minor) revisions?"
#: The statuses written in Chinese, by the loaders' names.
ZH_STATUS = {"在投": "in submission", "审稿中": "under review", "已录用": "accepted", "已接收": "accepted",
             "修改后重投": "under review", "返修": "under review", "录用待刊": "accepted", "待刊": "accepted",
             "待发表": "accepted", "已投稿": "in submission"}
#: The statuses written in other languages (German, French, Spanish, Portuguese, Italian, Polish, Turkish,
#: Russian), lower case, by the loaders' names.
OTHER_STATUS = {"im druck": "in press", "eingereicht": "submitted", "angenommen": "accepted",
                "sous presse": "in press", "soumis": "submitted", "accepté": "accepted",
                "en prensa": "in press", "enviado": "submitted", "aceptado": "accepted",
                "no prelo": "in press", "submetido": "submitted", "aceito": "accepted",
                "in stampa": "in press", "sottomesso": "submitted", "accettato": "accepted",
                "w druku": "in press", "złożony": "submitted", "baskıda": "in press", "değerlendirmede": "under review",
                "в печати": "in press", "принята к печати": "accepted", "направлена в редакцию": "submitted"}
STATUS = _p(
    "STATUS",
    rf"\b(?P<status>under submission|in submission|preprint|{STATUS_WORDS})\b"
    rf"|(?<!\w)(?P<rr>R\s?&\s?R)(?!\w)|(?P<zh>{'|'.join(ZH_STATUS)})"
    # (in other languages in brackets or after a separator, and closing its phrase: "soumis à" opens a title's)
    rf"|(?:(?<=[(\[])|(?<=[,.;:]\s)|(?<=[,.;:]))\s*(?P<other>{'|'.join(OTHER_STATUS)})(?=\s*(?:[)\].,;]|$))",
    ("(under review, 2024)", "(in submission, 2024)", "arXiv preprint arXiv:2407.02031", "在投", "in preparation",
     "Revise and resubmit at Econometrica", "R&R, Journal of Finance", "Reject & resubmit, AER", "(im Druck)",
     "(в печати)", "Forstwesen, im Druck."),
    ("(Sigmetrics 2023, CCF-B)", "reviewer", "R&D Magazine", "AT&T Labs", "Bétons soumis à des températures",
     "La finanza in stampa italiana"),
    re.IGNORECASE,
)
ANNOTATION = _p(
    "ANNOTATION",
    r"^\s*(?:CCF[- ]?[ABC]\b.*|清华\s*[ABC]\s*类.*|acceptance rate.*|录用率.*|(?:JCR|SCI|EI|CORE)\b.*|"
    r"中科院.*|IF\s*[:=]?\s*\d.*|Best Paper.*|Oral\b.*|Spotlight\b.*|[A-Z]{1,3}\d?\s*区)\s*$",
    ("CCF-A", " CCF-B", "清华 A 类", "acceptance rate: 55/401=13.7%", "JCR Q1"),
    ("Sigmetrics 2023", "ACM Multimedia 2020", "INFOCOM 2023"),
    re.IGNORECASE,
)
ARXIV_ID = _p(
    "ARXIV_ID",
    r"arXiv\s*:\s*(?P<id>\d{4}\.\d{4,5}(?:v\d+)?)|arxiv\.org/abs/(?P<id2>\d{4}\.\d{4,5})",
    ("arXiv preprint arXiv:2407.02031, 2024.", "https://arxiv.org/abs/2407.02031"),
    ("arXiv preprint", "2407.02031"),
    re.IGNORECASE,
)
DOI = _p(
    "DOI",
    # brackets only in pairs (10.1016/S0140-6736(20)30183-5): the link's own bracket closes "(https://doi.org/...)"
    r"\b(?P<doi>10\.\d{4,9}/(?:[^\s,;\"'<>()]|\([^\s()]*\))*(?:[^\s,;.\"'<>()]|\([^\s()]*\)))",
    ("doi: 10.1145/3575693.3575705", "https://doi.org/10.1109/TPDS.2021.3064345.",
     "doi:10.1016/S0140-6736(20)30183-5"),
    ("10.5 points", "arXiv:2407.02031"),
)
#: A venue badge, the label a homepage list (al-folio's ``abbr`` column) sets on a line of its own before an entry:
#: one to three short words with two capitals, an ``@`` or an ``&`` each ("CHI EA", "L@S", "NeurIPS", "C&C"), or a
#: preprint server, a year after them allowed ("ICML 2023", "CSCW '23").  Matched whole (``fullmatch``).
VENUE_BADGE = _p(
    "VENUE_BADGE",
    r"(?:(?=\S*[A-Z]\S*[A-Z@&]|\S*[@&])[A-Za-z@&]{2,12}|arXiv|bioRxiv|medRxiv)"
    r"(?:\s+(?=\S*[A-Z]\S*[A-Z@&]|\S*[@&])[A-Za-z@&]{2,12}){0,2}(?:\s+(?:['’]\d{2}|(?:19|20)\d{2}))?",
    ("CHI", "L@S", "CHI EA", "NeurIPS", "C&C", "ICML 2023", "CSCW '23", "arXiv", "IEEE TPAMI"),
    ("Ann", "2023", "Li A", "Preprints"),
)

# --- patents -------------------------------------------------------------------------------------------------------

PATENT_NUMBER = _p(
    "PATENT_NUMBER",
    r"(?<![\w-])(?P<number>(?:CN|ZL|US|U\.S\.|WO|EP|JP|KR|DE|GB|TW|CA|AU|IN|FR|ES|IT|NL|SE|CH|BR|RU|SG|IL|DK|FI|AT|BE|MX"
    r"|NO|PL|CZ|HU|PT|NZ|IE|TR|ZA|HK)"
    r"\s?(?:Pat(?:ent)?\.?\s*(?:No\.?\s*)?)?"
    r"(?:(?:Pat(?:ent)?\.?\s*)?App(?:l(?:ication)?)?\.?\s*(?:(?:Ser(?:ial)?\.?\s*)?No\.?\s*)?\d{2}/\d{3},\d{3}"
    # a US application's publication number: "U.S. Patent Application 2022/0234567 A1"
    r"|(?:Pat(?:ent)?\.?\s*)?(?:App(?:l(?:ication)?)?|Pub(?:lication)?)\.?\s*(?:No\.?\s*)?(?:19|20)\d{2}/\d{7}"
    r"|\d{1,3}(?:,\d{3}){2,}|(?:\d{4}/)?\d{5,13}(?:\.\d)?|10-(?:\d{4}-)?\d{7}|\d{4}-\d{5,7}"
    r"|\d{4}\s\d\s\d{7}(?:\.[\dX])?|\d{2}\s\d{4}\s\d{6}-\d"
    r"|\d{1,2}(?:\s\d{3}){2}|\d{2}\s\d{4}\s\d{3}\s\d{3}|\d{3}\s\d{3})"
    r"(?:\s?[A-Z]\d?)?)(?![\w-])",
    ("CN202310791299.6《数据包处理方法》", "CN114900482B", "US 10,123,456 B2", "WO2020/123456 A1", "CN113961324A",
     "KR 10-2514809", "KR 10-2022-0132964", "US Patent 10,111,120", "JP 2019-123456", "EP 3 123 456 B1",
     "U.S. Patent 9,876,543", "ZL201910123456.7", "CN Patent ZL 2021 1 0694788.0", "US Patent App. 17/123,456",
     "U.S. Patent Application No. 16/987,654", "ES 2 812 345 B2", "BR 10 2019 012345-6", "DE 10 2021 123 456 A1",
     "NO 345678 B1", "NO 346 112 B1", "U.S. Patent 11 545 832 B2", "US 10\u2009987\u2009654 B1",
     "U.S. Patent Application 2022/0234567 A1", "US Patent Pub. No. 2021/0123456"),
    ("CCF-A", "CN-A", "INFOCOM 2023", "US 2023", "KR-10", "IT 2019", "US App. 2021"),
)
#: A patent number that a Chinese label names, without a country code: ``申请号：202111098765.4``.
LABELLED_PATENT_NUMBER = _p(
    "LABELLED_PATENT_NUMBER",
    # (GB/T 7714's patent, "题名: 中国, 202310123456.7[P]. 2023-02-08", names the country, then the number)
    r"(?:申请号|专利号|公开号|授权号|公告号|授权公告号|(?<![\u4e00-\u9fff])中国(?:专利)?\s*[,，])\s*[:：]?\s*(?P<number>(?:CN|ZL)?\s?\d{8,13}(?:\.[\dX])?(?:\s?[A-Z]\d?)?)"
    r"(?![\w.])"
    # a country named in words before "Patent" ("Korean Patent 10-2345678", "Japanese Patent No. 6543210")
    r"|(?:\b(?:Korean|Japanese|Chinese|European|German|French|British|Taiwanese|Canadian|Australian|Indian)\s+Patent"
    r"(?:\s+(?:Application|Publication))?(?:\s+No\.?)?"
    # Korean: "대한민국 특허 제10-2345678호", "특허등록 제 10-2345678 호"
    r"|(?:대한민국\s*)?특허\s*(?:등록|출원)?\s*(?:번호\s*[:：]?\s*)?제)\s*(?P<number2>10-(?:\d{4}-)?\d{7}|\d{4}-\d{5,7}|\d{6,13})(?:\s?호|(?![\w-]))",
    ("申请号：202111098765.4", "专利号: ZL 201910123456.7", "公开号：CN112345678A", "Korean Patent 10-2345678",
     "Japanese Patent No. 6543210", "一种添加剂及其应用: 中国, 202310123456.7[P]. 2023-02-08",
     "대한민국 특허 제10-2345678호 (2021.12.15 등록)"),
    ("申请号：待定", "专利号 123", "Korean Patent pending", "Korean Patent 2021", "中国, 2023-02-08"),
)
#: A note on an author's role in brackets right after the name ("陈思远*（通讯作者）", "A. Li (corresponding author)"):
#: no part of the name, and its brackets are no field of the entry.
AUTHOR_ROLE_NOTE = _p(
    "AUTHOR_ROLE_NOTE",
    r"\s*[(（]\s*(?:通讯作者|通信作者|共同通讯作者|共同第一作者|第一作者|共同一作|导师|学生|"
    r"(?i:corresponding(?:\s+author)?|co-?first(?:\s+author)?|co-?corresponding(?:\s+author)?|equal\s+contribution|"
    r"first\s+author|student\s+author|advisee))\s*[)）]",
    ("王晓燕, 陈思远*（通讯作者）. 题目[J]", "A. Li (corresponding author), B. Wu", "Bo Wu (co-first author)"),
    ("A. Li (2020). Title", "(Eds.)", "B. Wu (Ed.)"),
)
#: A name's "on behalf of the X Collaboration" (HEP proceedings, a talk given for a collaboration): the group the
#: author spoke for, a note, never an author; it runs to the next comma, semicolon, quote, bracket or full stop.
ON_BEHALF = _p(
    "ON_BEHALF",
    r"(?:\s*[,;])?\s*\b(?P<note>on\s+behalf\s+of\s+[^,;“”\"()]{3,120}?)(?=\s*(?:[,;“\"(]|$)|\.\s)",
    ("R. Quintero, on behalf of the ATLAS Collaboration, “Track-based b-tagging”",
     "R. Quintero on behalf of the ATLAS Collaboration, “Title”",
     "A. Li on behalf of the CMS and TOTEM Collaborations",
     "Quintero R, on behalf of the CMS Collaboration (2022) Title"),
    ("R. Quintero, “Acting on behalf: agents in economics”", "Behalf, A., Title"),
    re.IGNORECASE,
)
GBT_TYPE_MARK = _p(
    "GBT_TYPE_MARK",
    r"\[(?:[A-Z]{1,2}|EB)(?:/OL)?\](?://)?",
    ("一种方法: CN112345678B[P]. 2022-03-15", "题目[J]. 软件学报", "Title[C]//Proceedings", "[EB/OL]", "[J/OL]"),
    ("[12] A. Author", "[C3] Liu", "[J3]", "[P1] A. Rowe"),
)
#: The place and publisher GB/T 7714 writes after a proceedings' title or as a book's or thesis's source ("...
#: Linguistics. Online: ACL", "北京: 清华大学出版社"): the place is a few words without digits before a colon.
GBT_PLACE_PUBLISHER = _p(
    "GBT_PLACE_PUBLISHER",
    r"(?:^|\.\s+)(?P<place>[^\W\d_][^.:：,，;\d]{0,30}?)\s*[:：]\s*(?P<publisher>[^\W\d_][^:：]{0,80}?)[\s.]*$",
    ("Proceedings of the 59th Annual Meeting. Online: ACL", "北京: 清华大学出版社", "北京：清华大学",
     "Proceedings of ICSE. New York: ACM"),
    ("IEEE Transactions on Software Engineering", "软件学报", "Proceedings of ICSE 2022: 320-331"),
)
#: A reference as DBLP writes it: the names (given name first) closed by a colon, the title to its full stop, then a
#: proceedings' short name with its year as written ("SIGCOMM '22: 412-426", "NSDI 2024: 1021-1037", "ACL (1)
#: 2023") or a journal's volume, issue, pages and year ("IEEE/ACM Trans. Netw. 31(4): 1550-1565 (2023)", "CoRR
#: abs/2403.01234 (2024)"); whatever follows (a note, an award) is ``rest``.
DBLP_REFERENCE = _p(
    "DBLP_REFERENCE",
    r"(?P<names>[^:]{3,600}?):\s+(?P<title>\S.{7,600}?[.?!])\s+"
    r"(?:(?P<conf>(?!In\b)[A-Z][\w/@&+.-]*(?:\s+(?!In\b)[\w/@&+.()-]+){0,6}?\s+(?:['’](?P<yy>\d{2})|"
    r"(?P<cyear>(?:19|20)\d{2})))(?::\s*\w?\d[\w.:–-]*)?"
    r"|(?P<journal>(?!In\b)[A-Z][^():]{0,100}?)\s+(?:\d+|abs/[\w./-]+)(?:\s*\([^()]{1,20}\))?(?::\s*\w?\d[\w.:–-]*)?"
    r"\s+\((?P<jyear>(?:19|20)\d{2})\))(?P<rest>\s.*)?$",
    ("Daniel Oyelaran, Aditya Rao: Timely Retransmission in Lossy Wireless Backhauls. MobiCom '20: 31:1-31:14",
     "Ann Lee: Towards Verified P4 Parsers. HotNets '22: 55-62 *Best Paper Award*",
     "Ann Lee, Bo Wu: Sirocco: Receiver-Driven Transport. NSDI 2024: 1021-1037",
     "Ann Lee: Telemetry at Line Rate. IEEE/ACM Trans. Netw. 31(4): 1550-1565 (2023)",
     "Ann Lee: Measuring Starlink Latency. CoRR abs/2403.01234 (2024)"),
    ("Kowalczyk, M.: Compositional verification. In: CAV 2023, pp. 221–243 (2023)",
     "Wu, B.: Title of it. J. Funct. Program. 31, e4 (2021)",
     "Deep learning: a survey of the field. Nature 521, 436–444 (2015)"),
)
#: The place, publisher and year that humanities styles (MHRA, Chicago notes) write in brackets after a book's title,
#: or the title of the book a chapter is in: "(Cambridge: Cambridge University Press, 2021)", "(Turnhout: Brepols,
#: 2018)"; the place is a few words without digits before a colon.
PLACE_PUBLISHER_YEAR = _p(
    "PLACE_PUBLISHER_YEAR",
    r"\(\s*(?P<place>[^\W\d_][^():;\d]{0,40}?)\s*:\s*(?P<publisher>[^\W\d_][^():;]{0,80}?),\s*"
    r"(?P<year>(?:19|20)\d{2})\s*\)",
    ("Florence (Cambridge: Cambridge University Press, 2021).", "Mediterranean (Turnhout: Brepols, 2018)",
     "(London and New York: Routledge, 2010)"),
    ("(SIGCSE 2023)", "(Cambridge University Press, 2021)", "(eds)", "Proceedings of ICSE 2022: 320-331"),
)
#: The editors of the book a chapter is in, after its title (MLA: "Book Title, edited by A. Editor and B. Editor,
#: Press, 2019"; "Book Title. Edited by ..."; "ed. by"): where the book's title ends, never part of it.
EDITED_BY = _p(
    "EDITED_BY",
    r"[,.;]\s+(?:edited|eds?\.)\s+by\s",
    ("Book Title, edited by A. Editor and B. Editor, Press", "Book Title. Edited by Alan Editor, 2019",
     "Rivers of the World, ed. by Alan Editor, Routledge"),
    ("Title of an edited volume, Press", "Book Title (A. Editor, Ed.)", "In A. Editor & B. Editor (Eds.), Book"),
    re.IGNORECASE,
)
#: The end of a reference in Elsevier's numbered styles: the journal, the volume (with an issue), the year in
#: brackets and the pages or article number, a DOI after them allowed (", J. Power Sources 512 (2021) 230456.").
#: A status naming the journal a work is headed to, closing the reference or a note: "Submitted to Nat. Catal.",
#: "under review at Journal of Finance".
HEADED_TO = _p(
    "HEADED_TO",
    r"(?i)\b(?:submitted|under review|under revision|accepted|in revision|revised and resubmitted|"
    r"r\s?&\s?r|(?:major|minor) revisions?)\s+(?:to|at|in|for publication in|with)\s+(?P<venue>(?-i:[A-Z])[^;()]{1,80}?)[\s.]*$",
    ("Submitted to Journal of Geophysical Research: Solid Earth", "under review at Journal of Finance."),
    ("Submitted", "Accepted in principle"),
)
ELSEVIER_TAIL = _p(
    "ELSEVIER_TAIL",
    r",\s+(?P<venue>[A-Z][^,()]{1,100}?)\s+(?:(?P<volume>\d{1,5}[A-Z]?)(?:\s*\([\w–-]{1,9}\))?"
    r"\s+\((?P<year>(?:19|20)\d{2})\)\s+(?P<pages>[A-Za-z]?\d+(?:\s*[–-]\s*[A-Za-z]?\d+)?)[.,]?"
    # (an article in press: the journal, the year, the status: "Energy Convers. Manag. (2024), in press.")
    r"|\((?P<pressed>(?:19|20)\d{2})\)(?:,?\s+(?i:in press|article in press|accepted|under review|submitted))?[.,]?)"
    r"(?:\s+(?:https?://|doi:?\s*)\S*)?\s*$",
    ("J. Smith, K. Lee, Title of the paper, Journal Name 12 (2020) 100–110.",
     "L. Zhang, C.P. Grey, Solid-state NMR, J. Mater. Chem. A 6 (2018) 14211-14222.",
     "M. Fichtner, Magnesium batteries, Electrochim. Acta 389 (2021) 138720.",
     "A. Li, Oxides, J. Power Sources 512 (2021) 230456. https://doi.org/10.1016/j.jpowsour.2021.230456.",
     "R. Amiri, M. Shams, Data-driven model of jet cooling, Energy Convers. Manag. (2024), in press."),
    ("Smith, J. (2020). Title. Journal, 12(3), 100–110.", "A. Li, Title, in: Proc. ICML, 2020, pp. 1–9.",
     "A. Li, Title, Journal 12, 100–110 (2020)."),
)
BOOK_TITLE = _p(
    "BOOK_TITLE",
    r"《(?P<title>[^》]+)》",
    ("CN202310791299.6《数据包处理方法、系统、设备和存储介质》刘运卓",),
    ("数据包处理方法",),
)

# --- people --------------------------------------------------------------------------------------------------------

ADVISOR_LABEL = _p(
    "ADVISOR_LABEL",
    r"(?P<label>博士生导师|硕士生导师|博士导师|硕士导师|研究生导师|指导老师|指导教师|导师|主管|教练|"
    r"\b(?:Co-)?[Aa]dvis[eo]rs?|\b[Ss]upervisors?|\b[Mm]entors?|\bManagers?|\bCoach(?:es)?|\b[Hh]osts?"
    # other languages' words for a thesis's advisor: Spanish, Portuguese, French, German, Dutch and Polish, Italian,
    # Russian, Korean ("Directora: Dra. Ana Ruiz", "Orientador: Prof. Dr. J. Silva", "Promotor: prof. dr. hab. J.
    # Nowak", "Betreuer: Prof. Dr. K. Weber"); a plain "Director" only before an honorific (it is a post too)
    r"|(?<!Program )(?<!Programme )(?<!Managing )(?<!Executive )(?<!Medical )(?<!Clinical )(?<!Research )"
    r"\b(?:[Cc]o-?)?[Dd]irector(?:a|es|as)?(?: de (?:la )?(?:tesis|tese))?(?=\s*[:：]\s*(?:Prof|Dr|Dra)\b)"
    r"|\b(?:[Cc]o-?)?[Dd]irector(?:a|es|as)? de (?:la )?(?:tesis|tese)|\bTutor(?:a|es)? de (?:la )?tesis"
    r"|\b(?:[Cc]o-?)?[Oo]rientador(?:a|es)?|\b(?:[Cc]o-?)?[Dd]irect(?:eur|rice)s? de th[èe]se|\b[Ee]ncadrant(?:e)?s?"
    r"|\b(?:Erst|Zweit)?[Bb]etreuer(?:in)?|\bDoktor(?:vater|mutter)|\b(?:[Cc]o-?)?[Pp]romotor(?:es|en|zy)?"
    r"|\bRelat(?:ore|rice)|\b[Oo]piekun naukowy|[Нн]аучный руководитель|지도\s?교수)\s*[:：]\s*",
    ("导师: 江波", "导师：江波", "博士生导师: 王威教授", "主管: 余英豪博士", "Advisor: Prof. Yingwei Luo",
     "- Advisor: Peng Sun from Sensetime Research", "⋄ Mentor: Dr. Yinghao Yu", "教练: 冼楚华教授",
     "Microsoft Research, Redmond (mentor: Jane Roe)", "Uppsala University, Sweden (host: Dr. P. Lindgren)",
     "Directora: Dra. Ana Ruiz Pérez", "Promotor: prof. dr hab. Jan Nowak", "Orientadora: Profa. Maria Silva",
     "Betreuer: Prof. Dr. Klaus Weber", "Directeur de thèse : Pierre Martin", "Director: Prof. José García"),
    ("Advisor Prof. X", "advisory board", "导师制度", "Director: Human Resources", "Tutorial: Deep Learning",
     "Program Director: Dr. Ann Li", "Tutor: Prof. Anna Rossi"),
)
HONORIFIC = _p(
    "HONORIFIC",
    r"^(?:(?:Prof(?:essor)?|Assoc\.?\s+Prof|Asst\.?\s+Prof|Dr|Mr|Ms|Mrs)\.?\s+)+|"
    # other languages' titles: "Dra.", "Profa.", "Prof.ª", "prof. dr hab.", "Univ.-Prof.", "PD Dr.", "dr. ir."
    r"^(?:(?i:prof(?:a|\.ª)?|dr(?:a|\.ª)?|hab|ir|univ\.-prof|pd|mgr|doc|ing|d(?:o)?tt(?:\.ssa)?)\.?\s+)+(?=[A-ZÀ-ÞĀ-Ž])|"
    r"(?:教授|副教授|研究员|副研究员|博士|老师|院士|先生|女士|讲师)$|,?\s*Ph\.?\s?D\.?$",
    ("Prof. Yingwei Luo", "Dr. Yinghao Yu", "王威教授", "余英豪博士", "冼楚华教授"),
    ("Yingwei Luo", "江波", "Professional"),
)
CJK = _p(
    "CJK",
    r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]",
    ("刘运卓", "abc 江波"),
    ("Yunzhuo Liu", "《》，"),
)
CJK_NAME = _p(
    "CJK_NAME",
    r"^[\u3400-\u4dbf\u4e00-\u9fff]{2,4}(?:·[\u3400-\u4dbf\u4e00-\u9fff]{1,6})?$",
    ("刘运卓", "江波", "欧阳娜娜"),
    ("上海交通大学计算机", "Bo Jiang", "刘"),
)
#: The particles a Latin-script name may hold in lower case ("van der Berg", "da Silva").
# (and Dutch's "op den Kamp", "van 't Hof", "uit den Bogaard", "te Velde", "aan de Wiel")
# (and the Philippines' "dela", "delos", Arabic's "ibn", "bint")
_PARTICLES = ("de|van|von|der|den|da|do|di|la|le|del|della|dos|das|du|bin|al|ter|ten|zu|op|uit|te|aan|['’]t|ap|ab"
              "|dela|delos|delas|ibn|bint")
LATIN_NAME = _p(
    "LATIN_NAME",
    rf"^(?:[{_CAPITAL}][\w'’]*(?:-[\w'’]+)*\.?|(?:{_PARTICLES})\b)"
    # (and Catalan's "i", Spanish's "y", Portuguese's "e" between two family names: "Puig i Vidal", "Ortega y Gasset")
    rf"(?:\s+(?:[{_CAPITAL}][\w'’]*(?:-[\w'’]+)*\.?|(?:{_PARTICLES})\b|[iye](?=\s+[{_CAPITAL}]))){{0,5}}$",
    ("Yunzhuo Liu", "Z. Ye", "Zhisheng YE", "Ramesh K. Sitaraman", "Min Yee Teh", "Jörg Müller", "Ludwig van Beethoven",
     "Wei-Neng Chen", "Zhi-hui Zhan", "Fredrik Ødegaard", "Karl Johan Åström", "Łukasz Kowalski", "Élodie Martin",
     "Puig i Vidal M.", "José Ortega y Gasset"),
    ("and Liping Zhang", "Guodong Yang, and", "et al.", "the Proceedings", "2024"),
)
#: An author written family name first whose name opens with its particles in lower case ("van den Heuvel, S.",
#: "de Vries, M. H.", "ter Hoeven, C. L."): a reference may start so, in lower case.
PARTICLE_AUTHOR = _p(
    "PARTICLE_AUTHOR",
    rf"^\s*(?:(?:{_PARTICLES})\s+)+[{_CAPITAL}][\w'’-]+(?:\s+[{_CAPITAL}][\w'’-]+){{0,2}},\s*[A-Z]\.",
    ("van den Heuvel, S. (2020).", "de Vries, M. H., & Li, A.", "ter Hoeven, C. L.", "de Oliveira Lima, T., & Li, A."),
    ("van den Heuvel and Li (2020)", "de la Cruz", "the Proceedings, A."),
)
#: A name written initials first, as Elsevier's and IEEE's styles write authors ("A.R. Armstrong", "J. Müller",
#: "K. Wisniewska-Holt", "J.-P. Dupont", "M. van der Berg").
INITIALS_FIRST_NAME = _p(
    "INITIALS_FIRST_NAME",
    rf"^(?:[A-Z]\.\s?-?\s?){{1,3}}(?:(?:{_PARTICLES})\s+){{0,2}}"
    rf"[{_CAPITAL}][\w'’]+(?:[-\s][{_CAPITAL}][\w'’]+)?$",
    ("A.R. Armstrong", "J. Müller", "K. Wisniewska-Holt", "C. P. Grey", "J.-P. Dupont", "M. van der Berg",
     "S. Passerini"),
    ("Title of the paper", "Smith, J.", "Magnesium batteries: current", "J. Smith and K. Lee", "A. 2020"),
)
LATEX_MATH = _p(
    "LATEX_MATH",
    r"\\\((?P<body>.*?)\\\)|\$(?P<body2>[^$]*)\$",
    (r"\( \sqrt{20}\) Yongkang Zhang", r"\( \frac{\text{Lingyun Yang}}{\text{Aug}} \)", r"\( \)"),
    ("Lingyun Yang", "(Sigmetrics 2023)"),
)
LATEX_TEXT = _p(
    "LATEX_TEXT",
    r"\\(?:text|textrm|mathrm|textbf|mathbf|emph|textit)\s*\{(?P<text>[^{}]*)\}",
    (r"\frac{\text{Lingyun Yang}}{\text{Aug}}", r"\textbf{方缙}"),
    (r"\sqrt{20}", "text{x}"),
)

# --- documents -----------------------------------------------------------------------------------------------------

BIBTEX_START = _p(
    "BIBTEX_START",
    r"^\s*@(?P<type>[A-Za-z]+)\s*[{(]",
    ("@inproceedings{wang2026Suika,", "  @article{x,", "@misc( key,"),
    ("liu@sjtu.edu.cn", "@ mention", "email me @home"),
)
MARKDOWN_HEADING = _p(
    "MARKDOWN_HEADING",
    r"^\s{0,3}#{1,6}\s+",
    ("# 杨凌云", "### 会议论文", "#### 学术服务"),
    ("#hashtag", "C# programmer", "1. item"),
)
SETEXT_RULE = _p(
    "SETEXT_RULE",
    r"^\s*(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$",
    ("======", "---", "***"),
    ("- item", "==x=="),
)
LABEL = _p(
    "LABEL",
    r"^[^\s:：]{1,12}(?:\s[^\s:：]{1,12}){0,3}\s*[:：](?!//)\s*\S",
    ("导师：江波", "专业排名：21/97", "Related Courses: Distributed Systems", "所获奖项：2019全国研究生"),
    ("Peking University", "2019.9-至今 上海交通大学 博士", "https://x.org"),
)
#: The companies an organisation is known by without a keyword: their own names, which :data:`ORG_KEYWORD` takes as
#: keywords (and not words of a kind, as "University" is).
ORG_BRANDS = ("Microsoft", "Google", "Alibaba", "Tencent", "ByteDance", "Huawei", "Baidu", "Meta", "Amazon", "Apple",
              "Intel", "NVIDIA", "IBM")
ORG_KEYWORD = _p(
    "ORG_KEYWORD",
    r"(?i:\b(?:University|Universit(?:[éä]t?|à|at|eit|et|etet)|Universida(?:d|de)|Uniwersytet|Politecnico|Polit[eé]cnica|College|Institute|Institut|Instituto|Istituto|Institution|Hochschule|Laborator(?:y|ies)|Labs?|Academy|"
    # the words of other languages' schools, institutes and hospitals: "Karolinska Institutet", "École Polytechnique",
    # "Escuela Nacional de ...", "Oslo universitetssykehus"
    r"Institutet|Institutt|Instytut|[ÉE]cole|Escuela|Escola|Scuola|H[öø]gskol[ae]n?|Polytechnique|Sykehus|Sjukhuset|"
    r"Klinikum|Krankenhaus|Ziekenhuis|Hôpital|Hospital(?:et)?|"
    r"Research|School|Cent(?:er|re)|Department|Dept|Faculty|Inc|Corp(?:oration)?|Ltd|LLC|GmbH|Group|Company|Co|"
    rf"Team|Club|Foundation|Hospital|Clinic|Bank|Cloud|Technolog(?:y|ies)|{'|'.join(ORG_BRANDS)})\b)"
    r"|大学|学院|研究院|研究所|研究中心|实验室|公司|集团|中心|科技|"
    r"小组|俱乐部|夏令营|研究组|团队|课题组|阿里|腾讯|字节|华为|百度|微软|达摩院",
    ("Peking University", "上海交通大学", "阿里巴巴达摩院 XG 实验室", "RI at Alibaba DAMO Academy", "阿里云云网络",
     "Università degli Studi di Milano", "Universidad de Chile"),
    ("Pursuing Ph.D. in Computer Science", "Beijing, China", "研究型实习生"),
)
ROLE_KEYWORD = _p(
    "ROLE_KEYWORD",
    r"(?i:\b(?:Ph\.?\s?D\.?(?:\s+(?:Student|Candidate))?|Bachelor|Master|B\.\s?(?:S|Sc|Eng|A|E)\.?|M\.\s?(?:S|Sc|Eng|Phil|A|D)\.?|"
    r"D\.\s?Phil\.?|[BM]\.?\s?Tech\.?|(?:Clinical\s+)?(?:Residency|Fellowship)|"
    r"(?-i:MSc|BSc|MPhil|DPhil|MEng|BEng|MBA|MPH|MA|BA|MD)|"
    r"Post-?doc(?:toral)?(?:\s+\w+)?|(?:(?:Research|Development|Software|Summer|Visiting|Engineering)\s+)*Intern(?:ship)?|"
    r"(?:Research|Teaching)\s+Assistant|R[AI]|R&D|"
    r"(?:(?:Senior|Junior|Principal|Lead|Staff|Chief|Visiting|Research|Assistant|Associate|Adjunct|Postdoctoral)\s+)*"
    r"(?:Engineer|Researcher|Scientist|Professor|Lecturer|Fellow|Economist|Physicist|Chemist|Mathematician|"
    r"Statistician|Astronomer|Analyst|Consultant|Developer|Officer|"
    r"Instructor|Physician|Surgeon|Resident|\w+ologist|Curator|Programmer|Architect|Scholar|Associate)|Diplom(?:a)?|Student|"
    r"(?:Group|Team|Project|Section|Unit)\s+(?:Leader|Lead|Head)|"
    r"Team member|Member|Director|Manager|"
    # French academic ranks and posts: "Maître de conférences", "Chargée de recherche", "Chercheuse post-doctorante",
    # "Attaché temporaire d'enseignement et de recherche (ATER)", "Doctorant"
    r"Ma[îi]tre de conf[ée]rences|Professeure?|(?:Charg[ée]e?|Directeur|Directrice|Ing[ée]nieure?) de recherche|"
    r"Chercheu(?:r|se)(?:\s+post-?doctorante?)?|Post-?doctorante?|Doctorante?|"
    r"Attach[ée]e? temporaire d'enseignement et de recherche|ATER)\b)|硕博连读|直博|博士后|博士|硕士|本科|学士|工学学士|理学学士|"
    r"研究型实习生|研究实习生|实习生|工程师|研究员|专家|助教|副主席|主席|成员|本科研究助理|研究助理|教授|讲师|医师",
    ("Research Intern", "硕博连读", "Pursuing Ph.D. in Computer Science", "RI at Alibaba", "技术专家 (P7)",
     "M.A. in Economics", "MSc Economics", "Research Fellow", "D.Phil. in Modern History", "M.Tech., Civil",
     "Residency in Neurology", "Staff Cardiologist", "浙江大学 教授", "Maître de conférences",
     "Chercheuse post-doctorante", "Attachée temporaire d'enseignement et de recherche (ATER)"),
    ("Peking University", "上海交通大学", "Beijing, China", "Ma Long"),
)
#: A field of study written as a field of its own after a degree or role ("博士，计算机科学与技术", "PhD, Computer
#: Science"): a subject, never the name of an organisation.  Chinese: Han characters ending in a discipline's word
#: (…科学与技术, …工程, …学, …理论); English: up to four capitalised words ending in a discipline's word.
FIELD_OF_STUDY = _p(
    "FIELD_OF_STUDY",
    r"^(?:(?![\u4e00-\u9fff]*(?:大学|学院|学校|研究院|研究所|公司|集团|中心|实验室))[\u4e00-\u9fff]{0,12}"
    r"(?:科学与技术|科学与工程|工程|技术|学|理论|专业)"
    r"|(?:[A-Z][a-z]+,?\s+(?:(?:and|&)\s+)?){0,3}(?:Sciences?|Engineering|Mathematics|Physics|Chemistry|Biology|"
    r"Economics|Statistics|Studies|Informatics|Linguistics|Philosophy|History|Psychology|Medicine|Literature|"
    r"Finance|Neuroscience))$",
    ("计算机科学与技术", "电子工程", "软件工程", "数学", "物理学", "计算机软件与理论", "Computer Science",
     "Electrical and Computer Engineering", "Mathematics", "Applied Physics"),
    ("清华大学", "工学院", "中国科学院", "SenseTime", "Acme Robotics", "Acme Engineering Ltd", "博士",
     "Department of Physics", "计算机科学与技术学院"),
)
#: The countries a CV names after a city or an organisation ("Shenzhen, China", "Minneapolis, Minnesota, United States").
COUNTRIES = (r"china|usa|united states|united kingdom|england|scotland|wales|ireland|canada|australia|"
             r"germany|france|japan|korea|singapore|india|italy|spain|netherlands|the netherlands|switzerland|sweden|"
             r"hong kong|taiwan|israel|brazil|mexico|new zealand|america|norway|denmark|finland|austria|"
             r"belgium|portugal|poland|greece|turkey|russia|nigeria|south africa|egypt|kenya|ghana|chile|"
             r"argentina|colombia|peru|vietnam|thailand|malaysia|indonesia|philippines|pakistan|"
             r"bangladesh|iran|saudi arabia|qatar|czech republic|hungary|romania|(?:south |republic of )?korea")
LOCATION = _p(
    "LOCATION",
    # a city, maybe its state or province (two letters, or written out), then a country
    r"^(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+)*,\s*(?:[A-Z]{2}(?![A-Za-z])(?:,\s*)?|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s*)?"
    rf"(?:(?i:{COUNTRIES})|U\.S\.A\.|UK|[A-Z]{{2}})(?![A-Za-z])"
    r"|[\u4e00-\u9fff]{2,3}省[\u4e00-\u9fff]{2,4}市|[\u4e00-\u9fff]{2,3}市)"
    r"(?:[,，\s]\s*.*)?$",
    ("Beijing, China", "Shenzhen, China", "浙江省杭州市", "北京市", "北京市, 2019/08", "Philadelphia, PA, USA",
     "浙江省杭州市 2025/10 - 至今", "Minneapolis, Minnesota, United States", "Valencia, California, United States"),
    ("Peking University", "Beijing University of Posts", "上海交通大学", "Postdoctoral Researcher, JILA, 2015–2020"),
)

ALL_PATTERNS: tuple[NamedPattern, ...] = tuple(v for v in list(globals().values()) if isinstance(v, NamedPattern))
