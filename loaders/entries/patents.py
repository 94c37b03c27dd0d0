"""Patent entries to :class:`PatentRecord`: ``CN202310791299.6《title》inventor, inventor``, ``A. Li, B. Wu,
"Title," US Patent 10,111,120, 2018``, ``Title, KR 10-2514809, Mar. 2023`` (no inventors: the CV's owner's own).

The title is the one in 《》 or quotes or emphasis when there is one; otherwise the longest part of the entry, once
the number, the status, dates and labels are off, that is not a list of names.  The inventors are the parts that
are names; a CV often lists its owner's patents without them, and then the record has none (it is not invented).
"""

from __future__ import annotations

import re

from loaders.entries.citations import _doubtful_authors, _is_name, emphasis_runs, names_before_title, split_authors
from loaders.model import LoadFailure, PatentRecord, Span
from loaders.entries.patterns import (BOOK_TITLE, CJK, DATE, GBT_TYPE_MARK, LABELLED_PATENT_NUMBER, PATENT_NUMBER,
                                      QUOTED_TITLE, YEAR)
from loaders.entries.repair import looks_like_name, strip_markup

_STATUS = re.compile(r"[(（\[]?\s*(已授权|已公开|授权|公开|实审中|实审|在审|已受理|受理|granted|issued|registered|pending|published|filed|"
                     r"applied|application)\s*[)）\]]?", re.IGNORECASE)
#: A Chinese patent's status standing as a field of its own ("..., 已授权"): among publications, the mark of a patent.
PATENT_STATUS_FIELD = re.compile(r"(?:^|[,，;；(（\s])(?:已授权|已公开|授权公告|实审中?|已受理|已申请|申请中)\s*(?:$|[,，;；)）.。])")
_STATUS_NAMES = {"已授权": "granted", "授权": "granted", "已公开": "published", "公开": "published",
                 "实审": "pending", "实审中": "pending", "在审": "pending", "已受理": "filed", "受理": "filed", "issued": "granted",
                 "applied": "filed", "application": "filed", "registered": "granted"}
_LABEL = re.compile(r"(?i)\b(?:(?:U\.?S\.?|Chinese|China|Korean|European|International|PCT|Invention|Utility|Design"
                    r"|German|Norwegian|Japanese|French|British|Swedish|Danish|Finnish|Dutch|Swiss|Canadian|Australian"
                    r"|Indian|Italian|Spanish|Austrian|Israeli|Taiwanese|Russian|Brazilian|Polish|Irish|Belgian)"
                    r"\s+)*(?:patent(?:\s+(?:no|number|app(?:lication)?|pub(?:lication)?)\.?)*|app(?:lication)?\s+no\.?|"
                    r"no\.)\s*[:：#]?|(?:中国|美国|国际|PCT)?(?:发明|实用新型|外观设计)?专利(?:号|申请号|公开号)?\s*[:：]?|申请号\s*[:：]?|公开号\s*[:：]?|"
                    r"发明人\s*[:：]?|\binventors?\s*[:：]")
#: Where the parts of a patent entry part: semicolons, commas (not a number's), a full stop between sentences, a line
#: break, and `` | ``, between the fields of a LaTeX entry macro (``\\cventry{inventors}{title}{number}{}{}``).
_SEPARATORS = re.compile(r"\s*(?:[;；．。]|[,，](?!\d{3})|(?<=[a-z\u4e00-\u9fff)])\.\s+(?=[A-Z\u4e00-\u9fff])|\n|"
                         r"(?:(?<=\s)|^)\|(?=\s|$))\s*")
_CJK = re.compile(r"[\u4e00-\u9fff]")
#: Co-inventors written after the title in brackets: "Borehole tracer device (with H. Q. Tran and A. D. Werner)".
_WITH_NAMES = re.compile(r"[(（]\s*(?:with|jointly with|与|和)\s+(?P<names>[^()（）]+?)\s*[)）]", re.IGNORECASE)
#: Initials that open a part: the end of the last inventor's name ("Tran, H. Q. Apparatus and method for ...").
_LEADING_INITIALS = re.compile(r"^(?:[A-Z]\.\s?)+(?=[A-Z][a-z])")
#: The words of a patent number that are no part of it: "U.S. Patent No. 9,876,543" is US9,876,543.
_NUMBER_WORDS = re.compile(r"(?i:\b(?:Pat(?:ent)?|App(?:l(?:ication)?)?|Pub(?:lication)?|Ser(?:ial)?)\b\.?)"
                           r"|\b[Nn][Oo]\.|\bNo\b|\s")


def patent_number(written: str) -> str:
    """A patent number as written, its label words and spaces off and ``U.S.`` written ``US``.

    >>> patent_number("U.S. Patent 11,234,890 B2"), patent_number("US Patent App. 17/123,456")
    ('US11,234,890B2', 'US17/123,456')
    >>> patent_number("CN 112345678 A"), patent_number("EP 3 876 543 A1")
    ('CN112345678A', 'EP3876543A1')
    >>> patent_number("NO 346 112 B1"), patent_number("DE 10 2021 123 456 A1"), patent_number("US Pat. No. 9,876,543")
    ('NO346112B1', 'DE102021123456A1', 'US9,876,543')
    >>> patent_number("U.S. Patent Application 2022/0234567 A1"), patent_number("US Patent Pub. No. 2021/0123456")
    ('US2022/0234567A1', 'US2021/0123456')
    """
    return _NUMBER_WORDS.sub("", written.replace("U.S.", "US"))


def _is_names(piece: str, span: Span) -> bool:
    """Whether a part of a patent entry is a list of inventors.  A Chinese name is two to four characters (or a
    transliteration with ``·``): a longer run is a phrase, so a title that enumerates with 、 ("节点控制方法、装置、
    处理系统", standing as a field of its own without 《》) is no list of names."""
    names, _ = split_authors(piece, span, role="inventor")
    return bool(names) and all((2 <= len(n.text) <= 4 or "·" in n.text) if _CJK.search(n.text)
                               else looks_like_name(n.text) for n in names)


def _title_by_parts(text: str, span: Span) -> tuple[str | None, str]:
    """The longest part that is no list of names (the title), and the text of the name parts."""
    parts = [p.strip(" .,:;-–—()[]") for p in _SEPARATORS.split(text)]
    parts = [p for p in parts if p]
    names = [p for p in parts if _is_names(p, span)]
    # a title glued to the initials that end the last inventor's name ("Tran, H. Q. Apparatus and method for ..."):
    # the initials are no part of it
    parts = [p if p in names else _LEADING_INITIALS.sub("", p) for p in parts]
    others = [p for p in parts if p not in names and (len(p.split()) >= 3 or len(_CJK.findall(p)) >= 6)]
    if not others:
        return None, ", ".join(names)
    return max(others, key=len), ", ".join(names)


def _names_text(before: str) -> str:
    """The text before a title, its closing punctuation off but the full stop of a last initial kept.

    >>> _names_text("Li, A., & Tran, H. Q. "), _names_text("Ann Li, Bo Wu, “")
    ('Li, A., & Tran, H. Q.', 'Ann Li, Bo Wu')
    """
    text = before.rstrip(" ,.:;(（\"“'‘《")
    return text + "." if re.search(r"\b[A-Z]$", text) and before[len(text):].lstrip().startswith(".") else text


def parse_patent(text: str, span: Span, raw: str = "") -> PatentRecord | LoadFailure:
    """One patent entry to a record, or a failure that says why not.

    >>> r = parse_patent("CN202310791299.6 《数据包处理方法、系统、设备和存储介质》刘运卓, 蔡慧, 聂浩, 江波", Span("a", 78, 78))
    >>> r.number, r.title, [m.text for m in r.inventors]
    ('CN202310791299.6', '数据包处理方法、系统、设备和存储介质', ['刘运卓', '蔡慧', '聂浩', '江波'])
    >>> r = parse_patent("CN202210110770.6《一种全局流级别网络仿真方法》曹培睿，赵世振 , 林圣凯", Span("a", 80, 80))
    >>> [m.text for m in r.inventors]
    ['曹培睿', '赵世振', '林圣凯']
    >>> r = parse_patent("US 10111120, Oct. 2018 Method and Apparatus for Checking Problem in Mobile Networks",
    ...                  Span("a", 1, 2))
    >>> r.number, r.title, r.inventors
    ('US10111120', 'Method and Apparatus for Checking Problem in Mobile Networks', ())
    >>> r = parse_patent("Ann Li, Bo Wu. Systems and methods for caching. U.S. Patent 9,876,543, granted 2019.",
    ...                  Span("a", 1, 1))
    >>> r.title, [m.text for m in r.inventors], r.status
    ('Systems and methods for caching', ['Ann Li', 'Bo Wu'], 'granted')
    >>> r = parse_patent("赵功名, **方缙**, 徐宏力, *PS架构下基于可编程交换机的梯度调度方法和装置*, 已授权", Span("a", 1, 1))
    >>> r.title, [m.text for m in r.inventors], r.status
    ('PS架构下基于可编程交换机的梯度调度方法和装置', ['赵功名', '方缙', '徐宏力'], 'granted')
    >>> r = parse_patent("张海涛, 赵敏. 一种测试用例生成方法: CN110987654A[P]. 2020-01-10.", Span("a", 1, 1))
    >>> r.number, r.title, [m.text for m in r.inventors]
    ('CN110987654A', '一种测试用例生成方法', ['张海涛', '赵敏'])
    >>> parse_patent("一些没有", Span("a", 1, 1)).reason
    'no patent title found (neither 《title》, quotes nor a patent number)'
    """
    raw = raw or text
    text = GBT_TYPE_MARK.sub(" ", text)     # GB/T 7714's "[P]" after the number: no part of the title
    number_m = PATENT_NUMBER.search(text) or LABELLED_PATENT_NUMBER.search(text)
    status = None
    status_m = _STATUS.search(text)
    if status_m:
        status = _STATUS_NAMES.get(status_m.group(1).lower(), status_m.group(1).lower())
    title_m = BOOK_TITLE.search(text) or QUOTED_TITLE.search(text)
    emphasised = [r for r in emphasis_runs(text) if (len(r[3].split()) >= 3 or len(CJK.regex.findall(r[3])) >= 5)
                  and not looks_like_name(r[3])]
    rest = text
    if number_m:
        rest = rest.replace(number_m.group(0), " ")
    with_m = _WITH_NAMES.search(rest)
    if with_m:      # "(with H. Q. Tran and A. D. Werner)": co-inventors, a part of their own
        rest = rest.replace(with_m.group(0), " , " + with_m.group("names") + " , ")
    if title_m:
        title = next(g for g in title_m.groups() if g is not None).strip()
        rest = rest.replace(title_m.group(0), " , ")
        names = rest
    elif emphasised:
        title = emphasised[0][3].strip(" .,")
        names = rest.replace(text[emphasised[0][1]:emphasised[0][2]], " , ")
    else:
        plain = strip_markup(rest)
        if status_m:
            plain = plain.replace(status_m.group(0), " , ")
        plain = _LABEL.sub(" , ", plain)
        plain = DATE.sub(" , ", plain)
        plain = YEAR.sub(" , ", plain)
        title, names = _title_by_parts(plain, span)
        # without a number, the parts are a patent when they hold its inventors too ("Title. A. Li, B. Wu. Patent
        # pending, 2018."); a status alone does not make one ("More are pending with the office")
        if title is None or not (number_m or names):
            return LoadFailure(span, "no patent title found" if number_m else
                               "no patent title found (neither 《title》, quotes nor a patent number)", raw or text)
    if status_m:
        names = names.replace(status_m.group(0), " ")
    names = _LABEL.sub(" , ", strip_markup(names))
    names = DATE.sub(" ", YEAR.sub(" ", names))
    # (the last inventor after a serial comma: ", and L. Novak")
    pieces = [re.sub(r"^(?:and|&)\s+", "", p.strip("()（）")) for p in re.split(r"\s*[,，;；]\s*", names)
              if p.strip(" .,;:，。()（）")]
    inventors, _ = split_authors(", ".join(p for p in pieces if _is_names(p, span)), span, role="inventor")
    if _doubtful_authors(inventors) or not inventors:
        # inventors written as a paper's authors before the title ("Okafor, M. L., & Luthy, R. G. (2020). Title"):
        # read as the papers' authors are
        plain_text, plain_title = strip_markup(text), strip_markup(title).strip(" .,;:")
        at = plain_text.find(plain_title) if plain_title else -1
        before = (plain_text[:at] if at > 0 else "").rpartition(" | ")[2]    # a table's date cell is no name
        if number_m:
            before = before.replace(number_m.group(0), " ")
        if status_m:
            before = before.replace(status_m.group(0), " ")
        read, _ = names_before_title(_names_text(before), span, role="inventor") if before.strip() else ((), False)
        if read and not _doubtful_authors(read) and all(_is_name(m.text) for m in read):
            inventors = read
    return PatentRecord(number=patent_number(number_m.group("number") or number_m.group("number2")) if number_m else None,
                        title=strip_markup(title).strip(" .,;:"), inventors=inventors, span=span, status=status,
                        raw=raw or text)
