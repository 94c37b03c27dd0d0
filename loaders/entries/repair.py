"""Pure text repairs (``str -> str``): markup off, OCR/LaTeX debris out, icons off, PDF line breaks mended.

The loaders keep the raw text beside what these functions return; nothing here does I/O.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from contextvars import ContextVar
from functools import lru_cache

from loaders.entries.patterns import BULLET, CJK, ENUMERATOR, LATEX_MATH, LATEX_TEXT, LATIN_NAME
from loaders.entries.words import is_word

# Full-width punctuation to ASCII.  《》 are kept: Chinese titles live in them.
_FULLWIDTH = str.maketrans({"，": ", ", "；": "; ", "：": ": ", "（": " (", "）": ") ", "！": "! ", "？": "? ",
                            "　": " ", "＆": "&"})
_HTML_TAG = re.compile(r"</?(?:b|strong|i|em|u|span|font|sup|sub|br)\b[^>]*>", re.IGNORECASE)
_MD_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_MD_EM = re.compile(r"(?<![\w*\\])\*(?=\S)([^*]+?)(?<=[^\s\\])\*(?![\w*])")
_MD_LINK = re.compile(r"\[([^\]]+)\]\((?:[^)]+)\)")
_MD_CODE = re.compile(r"`([^`]+)`")
_MD_ESCAPE = re.compile(r"(?<!\\)\\([`*_{}\[\]()#+\-.!|~])")  # not after a backslash: "\\." stays, so clean is idempotent
_SPACES = re.compile(r"[ \t\u00a0\u2002-\u200b]+")
_MARKUP_START = re.compile(r"[<\[*_\\`]")        # every pattern above needs one of these to match
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?)\]])")
_SPACE_AFTER_OPEN = re.compile(r"([(\[])\s+")

# Words after which a line break is never inside a word ("... Accumulation on" + "Cloud-based").
_FUNCTION_WORDS = frozenset(
    "a an and are as at be by for from in into is of on or the to via vs with without under over".split())


def is_icon(ch: str) -> bool:
    """True for pictographs, dingbats and the like that decorate CVs (🎓 ☎ ✉ ■ ◇ ♦ ⚙️), false for text.

    >>> [is_icon(c) for c in "🎓■◇A江,"]
    [True, True, True, False, False, False]
    """
    if ch in "\ufe0f\ufe0e\u200d\u20e3":
        return True
    cat = unicodedata.category(ch)
    return cat in ("So", "Co") or (cat == "Sm" and ch in "⋄◊") or "\U0001f000" <= ch <= "\U0001faff"


def strip_icons(text: str) -> str:
    """Remove decorative symbols and collapse the spaces they leave.

    >>> strip_icons("🎓 教育背景")
    '教育背景'
    >>> strip_icons("⚙️ 技术能力")
    '技术能力'
    """
    if not text.isascii():      # every icon is outside ASCII; each distinct character looked at once
        icons = {ch for ch in set(text) if not ch.isascii() and is_icon(ch)}
        if icons:
            text = "".join(" " if ch in icons else ch for ch in text)
    return _SPACES.sub(" ", text).strip()


def strip_marker(text: str) -> tuple[str, str]:
    """Split a leading bullet or enumerator (``-``, ``■``, ``[C4]``, ``1.``) off a line.

    >>> strip_marker("■ Yunzhuo Liu, Bo Jiang")
    ('■', 'Yunzhuo Liu, Bo Jiang')
    >>> strip_marker("- [C4] Lingyun Yang")
    ('- [C4]', 'Lingyun Yang')
    >>> strip_marker("Peking University")
    ('', 'Peking University')
    """
    marker = ""
    rest = text
    for _ in range(3):
        m = BULLET.match(rest) or ENUMERATOR.match(rest)
        if not m or not m.group(0).strip():
            break
        marker = (marker + " " + m.group(0).strip()).strip()
        rest = rest[m.end():]
    return marker, rest.strip()


def latex_debris_out(text: str) -> str:
    """Replace OCR'd inline math (``\\( ... \\)``, ``$...$``) by the person-like text inside it, or by nothing.

    ``\\frac{\\text{Lingyun Yang}}{\\text{Aug}}`` is a name over a month: the name is kept, the month dropped.

    >>> latex_debris_out(r"\\( \\sqrt{20}\\) Yongkang Zhang")
    'Yongkang Zhang'
    >>> latex_debris_out(r"Luping Wang\\*, \\( \\frac{\\text{Lingyun Yang}}{\\text{Aug}} \\), Yinghao Yu")
    'Luping Wang\\\\*, Lingyun Yang, Yinghao Yu'
    >>> latex_debris_out(r"\\( \\) Luping Wang")
    'Luping Wang'
    """

    def keep(m: re.Match[str]) -> str:
        body = m.group("body") if m.group("body") is not None else m.group("body2") or ""
        names = [t.group("text").strip() for t in LATEX_TEXT.finditer(body)]
        names = [n for n in names if looks_like_name(n)]
        return " ".join(names)

    if not LATEX_MATH.search(text):  # nothing to take out, so no comma is left dangling ("," stays ",")
        return text
    out = LATEX_MATH.sub(keep, text)
    return _SPACES.sub(" ", out).strip().lstrip(",").strip()


#: A superscript mark set after a name (HTML ``<sup>s</sup>``, LaTeX ``\textsuperscript{$\ast$}``, ``^{1}``): a
#: mark symbol, one or two small letters (a student, an affiliation) or footnote numbers, written right after a
#: letter or an initial's period and followed by what ends a name in a list (a comma, a semicolon, "and", "&", a
#: bracket, the end): "CO<sup>2</sup> capture" and "Li<sup>+</sup>" are no marks (a space and a word follow, "+").
_SUPERSCRIPT_MARK = re.compile(
    r"(?<=[^\W\d_]|\.)\s*(?:<sup>\s*(?P<a>[^<>]{1,8}?)\s*</sup>|\\textsuperscript\{\s*(?P<b>[^{}]{1,12}?)\s*\}"
    r"|\^\{\s*(?P<c>[^{}]{1,12}?)\s*\})(?=\s*(?:[,;&)(\[]|and\b|$))", re.IGNORECASE)
_MARK_SYMBOLS = re.compile(r"^(?:\$?\s*(?:\\ast|\\star|\\dagger|\\dag|\\ddagger|\\ddag|[*∗⋆†‡§¶#＊])\s*\$?)+$")
_MARK_LETTERS = re.compile(r"^(?:[a-z]{1,2}|\d{1,2}(?:\s*,\s*\d{1,2})*)$")
#: The same mark after a converter dropped the tags around it: one or two small letters glued to an initial's period
#: before a comma, a semicolon or "and" ("Ramos, L. F.s, and", "Li, H.s,"), never how a name is written.
_FLAT_MARK = re.compile(r"(?<=(?<![\w.])[A-Z]\.)[a-z]{1,2}(?=\s*(?:[,;&]|and\b|\())")
_SYMBOL_OF = {"\\ast": "*", "\\star": "*", "\\dagger": "†", "\\dag": "†", "\\ddagger": "‡", "\\ddag": "‡", "∗": "*",
              "⋆": "*", "＊": "*"}


def superscript_marks_out(text: str) -> str:
    """Superscript marks after names made plain: a mark symbol kept as the symbol (equal contribution, as a bare
    "*" after a name is), a letter or footnote number dropped, so the name reads as a name.

    >>> superscript_marks_out("Zhao, X., Ramos, L. F.<sup>s</sup>, and Sause, R. (2023).")
    'Zhao, X., Ramos, L. F., and Sause, R. (2023).'
    >>> superscript_marks_out(r"J. Moreau\\textsuperscript{$\\ast$}, A. Dubois\\textsuperscript{*}, and E. Moulines")
    'J. Moreau*, A. Dubois*, and E. Moulines'
    >>> superscript_marks_out("Li, H.s, Zhao, X., and Ramos, L. F.s (2021). Title, e.g., this")
    'Li, H., Zhao, X., and Ramos, L. F. (2021). Title, e.g., this'
    >>> superscript_marks_out("Capture of CO<sup>2</sup> in Li<sup>+</sup>, 20<sup>th</sup> century")
    'Capture of CO<sup>2</sup> in Li<sup>+</sup>, 20<sup>th</sup> century'
    """
    text = _FLAT_MARK.sub("", text)
    if "sup" not in text and "^" not in text:
        return text

    def plain(m: re.Match[str]) -> str:
        mark = (m.group("a") or m.group("b") or m.group("c") or "").strip()
        if _MARK_SYMBOLS.match(mark):
            for written, symbol in _SYMBOL_OF.items():
                mark = mark.replace(written, symbol)
            return re.sub(r"[\s$]", "", mark)
        return "" if _MARK_LETTERS.match(mark) else m.group(0)

    return _SUPERSCRIPT_MARK.sub(plain, text)


#: How many distinct strings the pure text tests and repairs below remember per process: a CV repeats its co-authors'
#: names in every entry, and a worker reads many CVs of one community
TEXT_CACHE = 1 << 16


@lru_cache(maxsize=TEXT_CACHE)
def strip_markup(text: str) -> str:
    """Markdown and HTML emphasis, links and escapes off; white space collapsed (a pure function, remembered).

    >>> strip_markup("**Yunzhuo Liu**")
    'Yunzhuo Liu'
    >>> strip_markup(r"Lingyun Yang\\*")
    'Lingyun Yang*'
    >>> strip_markup("*ACM Computing Surveys*, 2024")
    'ACM Computing Surveys, 2024'
    >>> strip_markup("<b>Qiongwen Xu</b>, [code](https://x.org)")
    'Qiongwen Xu, code'
    >>> strip_markup("Kai Zhang, `Zhiwei Xu`")
    'Kai Zhang, Zhiwei Xu'
    """
    if _MARKUP_START.search(text) is None:       # most text has none: one scan instead of five
        return _SPACES.sub(" ", text).strip()
    out = _HTML_TAG.sub("", text)
    out = _MD_LINK.sub(r"\1", out)
    out = _MD_CODE.sub(r"\1", out)
    out = _MD_STRONG.sub(r"\2", out)
    out = _MD_EM.sub(r"\1", out)
    out = _MD_ESCAPE.sub(r"\1", out)
    return _SPACES.sub(" ", out).strip()


def normalize_punctuation(text: str) -> str:
    """Full-width punctuation and spaces to ASCII (Chinese title brackets 《》 are kept).

    >>> normalize_punctuation("导师：江波，预期毕业时间：2025-03")
    '导师: 江波, 预期毕业时间: 2025-03'
    >>> normalize_punctuation("阿里巴巴（中国）")
    '阿里巴巴 (中国)'
    """
    out = unicodedata.normalize("NFC", text).translate(_FULLWIDTH)
    out = _SPACE_BEFORE_PUNCT.sub(r"\1", _SPACES.sub(" ", out))
    out = _SPACE_AFTER_OPEN.sub(r"\1", out)
    return out.strip()


def clean(text: str) -> str:
    """The usual pipeline for a line of CV prose: icons, debris, markup off; punctuation normalised.

    >>> clean("◆博士生导师：王威教授")
    '博士生导师: 王威教授'
    """
    out = _clean_once(text)
    # closing up a space can bring a backslash next to what it escapes ("\\<icon>)" -> "\\ )" -> "\\)"): once more
    return _clean_once(out) if "\\" in out else out


def _clean_once(text: str) -> str:
    return normalize_punctuation(strip_markup(latex_debris_out(strip_icons(text))))


#: Words of a CV that are never part of a person's name ("Teaching Assistant", "Program Committee", "Best Paper"):
#: roles, units, events, documents.  Words that are also surnames (Young, Long, Song, Law...) are not here.
_NOT_NAME_WORDS = frozenset("""
    assistant associate professor lecturer instructor teaching teacher tutor student students postdoc postdoctoral
    researcher scientist engineer intern internship fellow fellowship director manager chair cochair co-chair
    member committee program programme reviewer editor editorial board head representative president secretary
    treasurer founder officer coordinator advisor adviser supervisor mentor
    university universidad universität universite institute institution department dept school college faculty
    laboratory lab labs center centre academy foundation society association council group team company inc corp
    ltd llc gmbh
    conference workshop symposium journal proceedings transactions letters review magazine press publishing
    award awards prize prizes scholarship grant grants medal honor honour honors honours best paper papers
    thesis dissertation report preprint patent patents course courses lecture lectures seminar seminars
    tutorial talk talks keynote presentation poster certificate certification licence license diploma degree
    bachelor master doctor phd msc bsc introduction fundamentals principles advanced topics
    present semester
    """.split())


# the family names of Korea in Hangul, their first syllable (김 이 박 최 ...), and the words of a Korean CV that open with
# one of them
_KOREAN_FAMILY_SYLLABLES = frozenset("김이리박최정강조윤장임한오서신권황안송전홍유류고문양손배백허남심노하곽성차주우구민나진지엄변채원방천공현함"
                                     "염여추도석선설마길연표명기반왕금옥인맹제탁국은편용예경봉")
_KOREAN_CV_WORDS = frozenset({"이력서", "경력", "주소", "전화", "성명", "기타", "연락처", "연구분야", "연구업적", "연구실적",
                              "연구과제", "전공", "학회", "국내", "국제", "저서", "지도학생", "정보", "자기소개서", "이메일",
                              "연구소", "교수", "강의", "학위", "수상", "특허", "논문", "대학", "대학원", "한국", "서울", "주요"})


@lru_cache(maxsize=TEXT_CACHE)
def looks_like_name(text: str) -> bool:
    """A cheap shape test for a person's name (Latin or Chinese); it does not know whether the person exists (a
    pure function, remembered).

    >>> [looks_like_name(s) for s in ["Lingyun Yang", "Aug", "Z. Ye", "江波", "2024", "et al."]]
    [True, False, True, True, False, False]
    >>> looks_like_name("Teaching Assistant"), looks_like_name("Ludwig van Beethoven"), looks_like_name("YunZhang")
    (False, True, True)
    >>> looks_like_name("堀川 聡"), looks_like_name("堀川 聡 化学"), looks_like_name("윤재민"), looks_like_name("Лебедева А. С.")
    (True, False, True, True)
    """
    text = text.strip()
    if not text or len(text) > 80 or any(ch.isdigit() for ch in text):
        return False
    if re.fullmatch(r"[\uac00-\ud7a3]{2,4}", text):
        # a Korean name in Hangul: a family syllable and one or two of the given name ("윤재민"), not a word of a
        # Korean CV that opens with the syllable of a family name (이력서, résumé; 경력, career)
        return text[0] in _KOREAN_FAMILY_SYLLABLES and text not in _KOREAN_CV_WORDS
    if CJK.search(text):
        # (a family name and a given name in Han characters may have a space between them: "堀川 聡", "森本 遥")
        text = re.sub(r"^(\S{1,3}) (?=\S{1,3}$)", r"\1", text)
        return 2 <= len(text.replace("·", "")) <= 6 and all(CJK.fullmatch(c) or c == "·" for c in text)
    if not LATIN_NAME.fullmatch(text):
        return False
    words = text.replace("-", " ").split()
    if len(words) == 1 and re.fullmatch(r"[A-Z][a-z]+[A-Z][a-z]+(?:[A-Z][a-z]+)?", text):
        return True     # a name written without its space, as some pages do ("NaLi", "YunZhang")
    if len(words) < 2 or any(w.lower().strip(".,") in _NOT_NAME_WORDS for w in words):
        return False
    return text.split()[0].lower()[:3] not in {"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "oct",
                                                "nov", "dec"} or len(words) > 1


def _ends_word(fragment: str) -> str:
    # the tail only: a search anchored at the end still tries every start, quadratic on a long entry
    m = re.search(r"([A-Za-z]+)$", fragment[-64:])
    return m.group(1) if m else ""


def _starts_word(fragment: str) -> str:
    m = re.match(r"([A-Za-z]+)", fragment)
    return m.group(1) if m else ""


#: Whether the text being read may break words at line ends, as text from a PDF does ("FuncPip" + "e"): set per
#: document by :func:`loaders.extract.extract` (not for LaTeX, Markdown, HTML or Word, whose authors broke lines
#: between words).
WORDS_BROKEN: ContextVar[bool] = ContextVar("words_broken", default=True)
#: A line shorter than this ends where its writer ended it, not at the width of a page.
_SHORT_LINE = 50


def words_broken(lines: Sequence[str]) -> bool:
    """Whether a text breaks words at line ends, as text from a PDF does: some line ends in a piece of a word that
    the next line completes ("Effic" + "ient", "Contain" + "ers"), where neither piece is a word itself.

    >>> words_broken(["Fast Startup of Passthrough Network I/O Virtualization for Secure Contain", "ers, 2024"])
    True
    >>> words_broken(["A study of graph", "neural networks", "on data", "base systems"])
    False

    A line ending in a hyphen that cuts a word the next line completes ("Compila-" + "tion": their join a word, the
    pieces not both words) is such a break too; a compound ("cloud-" + "based") is not.

    >>> words_broken(["Certified Compila-", "tion of Financial Contracts"]), words_broken(["A cloud-", "based system"])
    (True, False)
    """
    previous = ""
    for line in lines:
        text = line.strip()
        if not text:
            previous = ""
            continue
        if previous:
            cut = re.search(r"(?<![\w-])([A-Za-z]+)-$", previous)
            head = _starts_word(text)
            if cut and len(head) >= 2 and head[0].islower() and is_word(cut.group(1) + head) \
                    and not (is_word(cut.group(1)) and is_word(head)):
                return True
            tail, head = _ends_word(previous), _starts_word(text)
            if tail and len(head) >= 2 and head[0].islower() and (tail[-1].islower() or len(tail) == 1) \
                    and is_word(tail + head) and not (is_word(tail) and is_word(head)):
                return True
        previous = text
    return False


def _hyphen_kept(before: str, after: str) -> bool:
    """Whether a hyphen at a line end, between ``before`` and a lower-case ``after``, is a compound's own (kept:
    "state-of-" + "the-art", "cloud-" + "based": both pieces are words and their join is none) rather than the
    hyphen of a word broken in two (dropped: "be-" + "fore" is "before", "Compila-" + "tion").  A first piece the
    list lacks (a term of the field: "inverter-" + "rich") is a compound's too when the second is a word of four
    letters or more, the first as long, and their join no word.

    >>> _hyphen_kept("a state-of", "the-art"), _hyphen_kept("A cloud", "based"), _hyphen_kept("bookkeeping be", "fore")
    (True, True, False)
    >>> _hyphen_kept("Certified Compila", "tion"), _hyphen_kept("Business History Re", "view")
    (False, False)
    >>> _hyphen_kept("analysis of inverter", "rich feeders"), _hyphen_kept("Centre for Molecu", "lar Medicine")
    (True, False)
    """
    tail, head = _ends_word(before), _starts_word(after)
    return bool(tail and head) and not is_word(tail + head) and is_word(head) \
        and (is_word(tail) or min(len(tail), len(head)) >= 4)


def _second_word(tail: str, head: str) -> bool:
    """Whether a line that ends with a whole lower-case word of four letters or more (``tail``) and a next line
    that starts with four lower-case letters or more (``head``) are two words though the list lacks the second (a
    term of the field: "sustains" + "peroxisome"): their join is no word either.  A capitalised ``tail`` may be a
    name's first syllables ("Chen" + "xiang"), broken as often as written apart.

    >>> _second_word("sustains", "peroxisome"), _second_word("Effic", "ient"), _second_word("perform", "ance")
    (True, False, False)
    >>> _second_word("Chen", "xiang")
    False
    """
    return len(tail) >= 4 and len(head) >= 4 and tail.islower() and is_word(tail) and not is_word(tail + head)


# a line that opens with initials: "Q Q.", "Q. Title", "W, Title" is not ("W" then a comma: "WW" + "W, 2021")
_INITIALS_OPEN = re.compile(r"[A-Z](?:\.|\s+[A-Z](?:\.|\b))")


def join_wrapped(lines: Sequence[str]) -> str:
    """Join the physical lines of one entry, mending words that PDF extraction broke across lines.

    A break stays a space when the first line ends in white space, a hyphenated compound, or a complete
    function word, or when the next line starts an upper-case word after a complete lower-case one.  It is
    mended (no space) when a Latin word runs on in lower case ("FuncPip" + "e", "Xi" + "nbing"), when a single
    capital letter starts a name ("C" + "henren"), and between two CJK characters ("网" + "络").
    A line ending in a soft hyphen ("experi-" + "ence", "be-" + "fore") loses the hyphen, in any text; a compound
    broken at its own hyphen, before a capital ("Lin, Y.-" + "H.", "Copper-" + "Catalyzed", "Panthéon-" + "Sorbonne")
    or between two words whose join is none ("state-of-" + "the-art"), keeps it and joins without a space, and so
    does a range of numbers ("1280–" + "1350").  A short line followed by a line that
    starts a word, where both are words and their join is none ("graph" + "neural"), is two words; and where the
    text never breaks words (:data:`WORDS_BROKEN` false: LaTeX, Markdown, HTML, Word), lines join with a space.

    >>> join_wrapped(["Shunmin Zhu, Xi", "nbing Wang, \\"FastIOV\\""])
    'Shunmin Zhu, Xinbing Wang, "FastIOV"'
    >>> join_wrapped(["Biao Lyu, C", "henren Xu"])
    'Biao Lyu, Chenren Xu'
    >>> join_wrapped(["Gradient Accumulation on", "Cloud-based Distributed Training"])
    'Gradient Accumulation on Cloud-based Distributed Training'
    >>> join_wrapped(["(MobiCo", "m 2023, CCF-A) "])
    '(MobiCom 2023, CCF-A)'
    >>> join_wrapped(["Secure Container", "s in Multi-Tenant Clouds"])
    'Secure Containers in Multi-Tenant Clouds'
    >>> join_wrapped(["DONG C C, ZHU", "Q Q. Title"])      # a family name in capitals, its initials on the next line
    'DONG C C, ZHU Q Q. Title'
    >>> join_wrapped(["Proceedings of the IEE", "E/ACM Symposium"]), join_wrapped(["ICDC", "S 2021"])
    ('Proceedings of the IEEE/ACM Symposium', 'ICDCS 2021')
    >>> join_wrapped(["优化面向安全容器的网", "络设备"])
    '优化面向安全容器的网络设备'
    >>> join_wrapped(["Chenghu ", "Zhou"])
    'Chenghu Zhou'
    >>> join_wrapped(["Zhang, Y.-H.; Lin, Y.-", "H. Ligand-Controlled Copper-", "Catalyzed Coupling"])
    'Zhang, Y.-H.; Lin, Y.-H. Ligand-Controlled Copper-Catalyzed Coupling'
    >>> join_wrapped(["an experi-", "ence of"]), join_wrapped(["a cloud-", "based store, pp. 401–", "38"])
    ('an experience of', 'a cloud-based store, pp. 401–38')
    >>> join_wrapped(["A study of graph", "neural networks"]), join_wrapped(["Effic", "ient serving"])
    ('A study of graph neural networks', 'Efficient serving')
    >>> join_wrapped(["Lipid transfer by VPS13D sustains", "peroxisome biogenesis in human cells"])
    'Lipid transfer by VPS13D sustains peroxisome biogenesis in human cells'
    >>> join_wrapped(["attribution? A", "field study"])       # the article opening a subtitle: no "Afield"
    'attribution? A field study'
    >>> join_wrapped(["of ACM Symposium on Cloud Computing (SoCC 21), Seattle, WA, USA, 2021. (CCF-B, acceptance",
    ...               "rate: 46/145)"])[-32:]           # a long line too: two words of four letters, no word joined
    '(CCF-B, acceptance rate: 46/145)'
    """
    out = ""
    broken = WORDS_BROKEN.get()
    previous = ""
    for raw in lines:
        line = raw.rstrip("\r\n")
        if not out:
            out = previous = line
            continue
        prior, previous = previous, line
        nxt = line.lstrip()
        if not nxt:
            continue
        if out.endswith((" ", "\t")) or out.isspace():
            out = out.rstrip() + " " + nxt
            continue
        last, first = out[-1], nxt[0]
        if CJK.fullmatch(last) and CJK.fullmatch(first):
            out += nxt
            continue
        if CJK.fullmatch(last) or CJK.fullmatch(first):
            # "RD" + "MA协议" keeps running; a CJK char next to Latin text joins without a space
            out += nxt if (last.isalpha() and first.isalpha()) else " " + nxt
            continue
        tail, head = _ends_word(out), _starts_word(nxt)
        if re.search(r"(?:[^\W\d_]|(?<=[A-Z])\.)-$", out) and first.isupper() or re.search(r"\d[-–]$", out) \
                and first.isdigit():
            out += nxt  # a compound broken at its own hyphen: "Lin, Y.-" + "H.", "Copper-" + "Catalyzed"; "1280–1350"
        elif out.endswith("-") and len(out) > 1 and out[-2].isalpha() and first.islower():
            # a soft hyphen at the end of a line ("be-" + "fore"), or a compound's own ("cloud-" + "based")
            out = (out if _hyphen_kept(out[:-1], nxt) else out[:-1]) + nxt
        elif not broken:
            out += " " + nxt
        elif re.search(r"[a-z][.?!:]\s+[AI]$", out) and head and is_word(head):
            out += " " + nxt  # the article or pronoun that opens a sentence or a subtitle ("? A" + "field study")
        elif tail and head and head[0].islower() and tail.lower() not in _FUNCTION_WORDS \
                and head.lower() not in _FUNCTION_WORDS \
                and not ((len(prior.strip()) < _SHORT_LINE or min(len(tail), len(head)) >= 4)
                         and is_word(tail) and is_word(head) and not is_word(tail + head)) \
                and not _second_word(tail, head):
            out += nxt  # a word broken in two ("Effic" + "ient"), not two words ("graph" + "neural")
        elif tail and head and len(tail) == 1 and tail.isupper() and head[0].islower():
            out += nxt  # "C" + "henren"
        elif tail and head and tail[-1].isupper() and head.isupper() and len(tail) + len(head) <= 6 \
                and not _INITIALS_OPEN.match(nxt):
            out += nxt  # an acronym split in two ("RD" + "MA", "IEE" + "E"); not a name before its initials ("ZHU" +
            # "Q Q", "LI" + "W.")
        else:
            out += " " + nxt
    return _SPACES.sub(" ", out).strip()
