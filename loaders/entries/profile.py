"""The CV's title block and contact details: names a header line gives, e-mail addresses, phone numbers and
homepages (private), their redaction, and the pinyin spellings of a Chinese name (the owner is decided in
:mod:`loaders.entries.owner`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.model import Contact
from loaders.entries.patterns import (CJK_NAME, CONTACT_IN_ENTRY, EMAIL, MARKDOWN_HEADING, PATENT_NUMBER, PHONE,
                                      PHONE_LABEL, URL,
                                      fold_width)
from loaders.entries.repair import clean, looks_like_name

_NAME_WITH_GLOSS = re.compile(r"^(?P<a>[^()（）]+?)\s*[(（](?P<b>[^()（）]+)[)）]$")


#: The degrees and titles a header writes after a name ("Hyun-woo Park, Ph.D.", "Amara N. Whitfield, MD, PhD",
#: "李慧敏 教授") or before it ("Dr. Jane Doe", "Prof. Bo Wu"): not part of the name.
_NAME_SUFFIX = re.compile(r"(?:,\s*|\s+)(?:Ph\.?\s?D\.?|D\.?\s?Phil\.?|M\.?\s?D\.?|MPH|MBA|MSc|M\.?\s?S\.?|M\.?\s?A\.?|"
                          r"DrPH|FRCP(?:C)?|FACC|FRS|FAAS|P\.?\s?Eng\.?|Jr\.?|Sr\.?|III?|IV)\s*$"
                          r"|(?<=[\u4e00-\u9fff])\s*(?:教授|副教授|研究员|副研究员|博士|讲师)\s*$")
_NAME_PREFIX = re.compile(r"^(?:Dr|Prof|Professor)\.?\s+(?=[A-Z])")


def _bare_name(text: str) -> str:
    """A header's name without the degrees and titles around it.

    >>> _bare_name("Hyun-woo Park, Ph.D."), _bare_name("Amara N. Whitfield, MD, PhD"), _bare_name("李慧敏 教授")
    ('Hyun-woo Park', 'Amara N. Whitfield', '李慧敏')
    >>> _bare_name("Dr. Jane Doe"), _bare_name("Bo Wu")
    ('Jane Doe', 'Bo Wu')
    """
    previous = None
    while previous != text:
        previous, text = text, _NAME_PREFIX.sub("", _NAME_SUFFIX.sub("", text)).strip()
    return text


def header_names(text: str) -> list[str]:
    """Name forms in a CV's header line: ``刘运卓``, ``Zhisheng YE``, ``丁鼎 Eric Ding``, ``Lingyun Yang (杨凌云)``;
    degrees and titles around the name are not part of it (``Hyun-woo Park, Ph.D.``, ``李慧敏 教授``).

    >>> header_names("# 杨凌云"), header_names("Zhisheng YE"), header_names("Lingyun Yang (杨凌云)")
    (['杨凌云'], ['Zhisheng YE'], ['Lingyun Yang', '杨凌云'])
    >>> header_names("丁鼎 Eric Ding"), header_names("What makes the desert beautiful")
    (['丁鼎', 'Eric Ding'], [])
    >>> header_names("**Hyun-woo Park, Ph.D.**"), header_names("李慧敏 教授")
    (['Hyun-woo Park'], ['李慧敏'])
    """
    text = _bare_name(clean(MARKDOWN_HEADING.sub("", text)).strip())
    m = _NAME_WITH_GLOSS.match(text)
    if m:
        parts = [m.group("a").strip(), m.group("b").strip()]
        return [p for p in parts if looks_like_name(p) or CJK_NAME.fullmatch(p)] if all(
            looks_like_name(p) or CJK_NAME.fullmatch(p) for p in parts) else []
    if CJK_NAME.fullmatch(text) or (looks_like_name(text) and len(text.split()) <= 4):
        return [text]
    words = text.split()
    if len(words) >= 2 and CJK_NAME.fullmatch(words[0]) and looks_like_name(" ".join(words[1:])):
        return [words[0], " ".join(words[1:])]
    return []


#: A form's field that names the person: "NAME: de la Fuente, María José", "Full name: Ann Li", "姓名：刘思远".
_NAME_LABEL = re.compile(r"^\s*(?:(?:full|applicant'?s?|candidate'?s?)\s+)?name\s*:\s*(?P<value>.+)$|^\s*姓\s*名\s*:\s*(?P<zh>.+)$",
                         re.IGNORECASE)
#: The next field on the line after a name: wide spacing, a separator or another label ("刘思远 性别：男").
_NEXT_FIELD = re.compile(r"\s{2,}|\s*[|｜·;]\s*|\s+\S+\s*:")
_NAME_PART = re.compile(r"[^\W\d_][\w.'’-]*(?:\s+[^\W\d_][\w.'’-]*){0,5}")


def labelled_name(text: str) -> list[str]:
    """The name a form's ``NAME:`` field gives (as written: "Last, First" stays so), or none.

    >>> labelled_name("NAME: de la Fuente-Ortega, María José"), labelled_name("姓名：刘思远 性别：男 出生年月：1990.03")
    (['de la Fuente-Ortega, María José'], ['刘思远'])
    >>> labelled_name("eRA COMMONS USER NAME: JDOE1"), labelled_name("Name: 2 of 3 co-authors, 2020")
    ([], [])
    """
    m = _NAME_LABEL.match(clean(text))
    if m is None:
        return []
    value = _bare_name(_NEXT_FIELD.split(m.group("value") or m.group("zh"))[0].strip())
    if m.group("zh"):
        return [value] if CJK_NAME.fullmatch(value) else []
    family, comma, given = value.partition(",")
    parts = (family, given) if comma else (value,)
    return [value] if all(_NAME_PART.fullmatch(p.strip()) for p in parts) and len(value.split()) <= 6 else []


def find_contact(lines: Sequence[str]) -> Contact:
    """E-mail addresses, phone numbers and homepages in some lines (kept private by later stages).

    >>> c = find_contact(["☎(+86) 13800000000 · ✉ liu@sjtu.edu.cn · 🏠 <https://liu.github.io/>"])
    >>> c.emails, c.phones, c.homepages
    (('liu@sjtu.edu.cn',), ('(+86) 13800000000',), ('https://liu.github.io/',))
    """
    emails: list[str] = []
    phones: list[str] = []
    pages: list[str] = []
    for line in lines:
        for m in EMAIL.finditer(line):
            emails.append(m.group(0))
        rest = EMAIL.sub(" ", line)
        for m in URL.finditer(rest):
            pages.append(m.group(0).strip("<>").rstrip("）)"))
        rest = URL.sub(" ", rest)
        for m in PHONE.finditer(rest):
            phones.append(_PHONE_LABEL.sub("", m.group(0)).strip())
    dedupe = lambda xs: tuple(dict.fromkeys(xs))  # noqa: E731
    return Contact(emails=dedupe(emails), phones=dedupe(phones), homepages=dedupe(pages))


def redact(text: str) -> str:
    """Replace e-mail addresses and phone numbers by placeholders (for reports and leftovers).

    >>> redact("☎(+86) 13800000000 · ✉ liu@sjtu.edu.cn"), redact("Telefone: (21) 2629-5412")
    ('☎[phone] · ✉ [e-mail]', 'Telefone: [phone]')
    """
    return PHONE.sub(_phone_placeholder, EMAIL.sub("[e-mail]", text))


_PHONE_LABEL = re.compile(PHONE_LABEL)


def _phone_placeholder(m: re.Match[str]) -> str:
    """``[phone]`` for a phone number, after its label when the number was found by its label ("Telefone: ")."""
    label = _PHONE_LABEL.match(m.group(0))
    return (label.group(0) if label else "") + "[phone]"


def pinyin_readings(name: str) -> set[str]:
    """Latin spellings a Chinese name may take in an author list: given name + family name, in either order,
    over every reading of each character (so 曾 gives both Zeng and Ceng).

    >>> sorted(pinyin_readings("杨凌云"))
    ['lingyun yang', 'yang lingyun', 'yangling yun', 'yun yangling']
    """
    from pypinyin import Style, pinyin  # imported here: only CVs with a Chinese header name need it

    if not CJK_NAME.fullmatch(name) or "·" in name:
        return set()
    per_char = pinyin(name, style=Style.NORMAL, heteronym=True)
    readings: set[str] = set()
    splits = [1, 2] if len(name) >= 3 else [1]
    for cut in splits:
        families = {"".join(p) for p in _product(per_char[:cut])}
        givens = {"".join(p) for p in _product(per_char[cut:])}
        for f in families:
            for g in givens:
                readings.add(f"{g} {f}")
                readings.add(f"{f} {g}")
    return readings


def _product(options: list[list[str]]) -> list[tuple[str, ...]]:
    import itertools

    return list(itertools.product(*options))


#: where :func:`strip_contact` cut a contact detail out (never in CV text: a control character)
_CUT = "\x00"
_CUT_TIDY = (
    (re.compile(r"\s*\x00(?:\s*\x00)*\s*"), _CUT),
    # a label of up to three words of letters and a colon right before the cut is the address's ("questions:",
    # "联系方式："), and brackets left holding nothing go with it
    (re.compile(r"(?:(?<=^)|(?<=[\s,;(（\[]))[^\W\d_]{1,20}(?:\s[^\W\d_]{1,20}){0,2}\s*[:：]\s*\x00"), _CUT),
    (re.compile(r"\s*[(（\[]\s*\x00\s*[)）\]]"), _CUT),
    (re.compile(r"([.,;:，；。：])\x00[.,;:，；。：]"), r"\1"),      # "2022. <cut>." -> "2022."
    (re.compile(r"\x00(?=[.,;:)\]，；。：）])"), ""),                     # "Doe <cut>, Bob" -> "Doe, Bob"
    (re.compile(r"^\x00[.,;:，；。：]*\s*|[\s,;:，；：]*\x00$"), ""),      # at either end, with its separators
    (re.compile(r"\x00"), " "),
)


#: What an e-mail address holds besides its @ (:data:`EMAIL`: an at in brackets, a dot in words), and what a phone
#: number holds (:data:`PHONE`: seven digits, at most four separators between two): looked for before the patterns
#: themselves, which are far slower, and only where they can apply (most names and titles hold none of it)
_AT_WORD = re.compile(r"(?i:[\[({<]\s?at\s?[\])}>]|\sdot\s|-at-)|\sAT\s|[._0-9][\w.%+-]*\sat\s")
_DIGITS = re.compile(r"\d(?:[\s().+/\-–‑]{0,4}\d){6}")
#: how an at in words or brackets ends ("[at]", "( at )", "tom.ray at example.com", "-at-")
_AT_ENDS = ("at]", "at)", "at}", "at>", "at ]", "at )", "at }", "at >", " at ", "-at-")


def holds_contact(text: str) -> bool:
    """Whether ``text`` holds an e-mail address or a phone number (what :func:`strip_contact` cuts out).

    >>> holds_contact("Learning at Scale, SIGCOMM 2022, pp. 1-12"), holds_contact("Jane Doe (jane＠x.edu)")
    (False, True)
    >>> holds_contact("@inproceedings{p00220320251, title={X}}"), holds_contact("Tel: (617) 555-0123")
    (False, True)
    >>> holds_contact("Lead-free inks. European Patent EP 4 012 345 B1 (2023).")     # a patent's number, no phone's
    False
    """
    # the digits of a patent number after its country code are no phone number ("EP 4 012 345 B1")
    folded = PATENT_NUMBER.sub(lambda m: "#" * len(m.group(0)), fold_width(text))
    low = folded.lower()
    if ("@" in low or "%40" in low or " dot " in low or "-dot-" in low
            or ("at" in low and any(at in low for at in _AT_ENDS) and _AT_WORD.search(folded))) \
            and EMAIL.regex.search(folded):
        return True
    if ("qq" in low or "微信" in low or "wechat" in low) and PHONE.regex.search(folded):
        return True
    return _DIGITS.search(folded) is not None and PHONE.regex.search(folded) is not None


def strip_contact(text: str) -> str:
    """``text`` without the e-mail addresses and phone numbers written in it, with their labels ("Contact:",
    "Corresponding author:", "邮箱：") and the brackets around them: an entry of a publication list keeps its
    reference, and the addresses never reach the graph (:class:`~loaders.model.Contact` keeps the owner's).

    >>> strip_contact("Jane Doe (jane.doe@example.edu)")
    'Jane Doe'
    >>> strip_contact("Proc. NSDI 2023. Contact: bob@example.org, tel. +86 138 0013 8000")
    'Proc. NSDI 2023.'
    >>> strip_contact("SIGCOMM 2022. Corresponding author: jane@x.edu.")
    'SIGCOMM 2022.'
    >>> strip_contact("李明（邮箱：liming@pku.edu.cn）, 王伟"), strip_contact("Contact-free sensing")
    ('李明, 王伟', 'Contact-free sensing')
    """
    if not holds_contact(text):
        return text
    out = CONTACT_IN_ENTRY.sub(_CUT, text)
    for pattern, repl in _CUT_TIDY:
        out = pattern.sub(repl, out)
    return out.strip()
