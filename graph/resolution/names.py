"""Person names: parse a name as written into comparable parts (the ladder that compares two is in ``name_levels``).

Pure functions, no I/O beyond reading the packaged surname table once. Chinese names written in Han characters
are romanised with pypinyin, with the surname readings and compound surnames of
``graph/resolution/data/surnames.toml`` (pypinyin reads 单 as *dan*; as a surname it is *Shan*). Romanised
names go through sinonym, which detects Chinese names, their order (LIU Yunzhuo, Zhisheng YE, Liu Y.) and
splits a given name into syllables (Yunzhuo = Yun-Zhuo) so that initials compare ("Y. Z. Liu"). Names sinonym
does not take for Chinese are read as Western names (given names first, family name last, particles kept:
"Ludwig van Beethoven").

>>> n = parse_person_name("LIU Yunzhuo")
>>> (n.family, n.given, n.initials_only)
('liu', ('yun', 'zhuo'), False)
>>> parse_person_name("刘运卓").key == n.key
True
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources


try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]


__all__ = ["PersonName", "japanese_context", "parse_person_name", "parse_person_names", "split_pinyin", "romanise_han",
           "romanise_japanese", "romanise_korean", "strip_titles",
           "may_have_family", "may_match_exactly"]

_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff·•・]+")
# Titles and honorifics in front of or after a name; the name as written keeps them, the parsed form does not.
_TITLES_EN = re.compile(
    r"^(?:(?:prof(?:essor)?|assoc\.?\s+prof|asst\.?\s+prof|dr|mr|mrs|ms|miss|sir|dame)\.?\s+)+", re.IGNORECASE)
_TITLES_ZH = re.compile(r"(?:副?教授|研究员|副研究员|博士后|博士|老师|导师|先生|女士|院士|讲师)+$")
_SUFFIX = re.compile(r"(?:,?\s+(?:jr|sr|ii|iii|iv|phd|ph\.d)\.?)+$", re.IGNORECASE)
_MARKS = re.compile(r"[*†‡§¶#✉✝∗^]|\\[a-z]+|[{}]|\(\s*(?:corresponding|equal)[^)]*\)", re.IGNORECASE)
_PAREN = re.compile(r"\s*[（(]\s*([^()（）]*)\s*[)）]\s*")
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "das", "dos", "del", "della", "di", "du", "la", "le",
                        "ter", "ten", "bin", "al", "el", "st.", "mac",
                        "op", "uit", "te", "aan", "'t",       # Dutch: "op den Kamp", "van 't Hof"
                        "ap", "ab"})                          # Welsh: "Siân ap Gwilym"
# before a family name written ahead of initials ("Ben Ammar S", "van der Meer P"), where nothing else can be the
# family's: also the Arabic "son of", which a given-first name leaves ambiguous ("Khaled Ben Letaief", K. B. Letaief)
_FAMILY_PREFIXES = _PARTICLES | {"ben", "ibn", "abu"}
_LYU = {"lü": "lyu", "lǚ": "lyu", "lv": "lyu", "lyu": "lyu", "lu:": "lyu", "nü": "nyu", "nv": "nyu", "nyu": "nyu"}


@dataclass(frozen=True, slots=True)
class PersonName:
    """A person name taken apart for comparison; ``written`` keeps the text it came from.

    ``family`` and ``given`` are lower-case ASCII (Lü, Lv and Lyu are all ``lyu``); a given token of one letter is an
    initial. ``readings`` holds every romanisation of a Han given name (several when a character has several
    readings); for other names it is the given name itself.
    """

    written: str
    family: str
    given: tuple[str, ...]
    han: str | None = None
    chinese: bool = False
    readings: tuple[tuple[str, ...], ...] = ()
    #: True when every given token is an initial ("Z. Ye", "J.-P. Sartre"); computed once (the resolver reads it
    #: for every candidate pair), not part of equality, hash or repr.
    initials_only: bool = field(init=False, repr=False, compare=False)
    #: Family name and the given name (or its initials): 'liu yunzhuo', 'ye z'; computed once like initials_only.
    key: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        initials_only = bool(self.given) and all(len(t) == 1 for t in self.given)
        object.__setattr__(self, "initials_only", initials_only)
        given = "".join(t[0] for t in self.given) if initials_only else "".join(self.given)
        object.__setattr__(self, "key", f"{self.family} {given}".strip())

    @property
    def initials(self) -> str:
        """The initials of the given tokens or syllables: 'yz' for Yunzhuo (Yun-Zhuo)."""
        return "".join(t[0] for t in self.given)

    @property
    def block_key(self) -> str:
        """Family name and first initial, the blocking key: 'liu y'."""
        return f"{self.family} {self.given[0][0] if self.given else ''}".strip()

    @property
    def short_given(self) -> bool:
        """A Chinese name with a one-syllable given name (Wei Wang, Jun Zhang): such names are shared by many."""
        return self.chinese and not self.initials_only and len(self.given) == 1

    @property
    def display(self) -> str:
        """The name in 'Given Family' order, capitalised: 'Yunzhuo Liu', 'Z. Ye'.

        >>> parse_person_name("欧阳娜娜").display
        'Nana Ouyang'
        """
        if self.initials_only:
            given = " ".join(t.upper() + "." for t in self.given)
        elif self.chinese:
            given = "".join(self.given).capitalize()
        else:
            given = " ".join(t.upper() + "." if len(t) == 1 else _cap(t) for t in self.given)
        return f"{given} {_cap(self.family)}".strip()


    def parts(self) -> tuple[str, str]:
        """(given, family) for display, keeping the casing written where the name was written in Latin script.

        >>> parse_person_name("Zhisheng YE").parts(), parse_person_name("刘运卓").parts()
        (('Zhisheng', 'Ye'), ('Yunzhuo', 'Liu'))
        >>> parse_person_name("Ludwig van Beethoven").parts()
        ('Ludwig', 'van Beethoven')
        """
        tokens = [t.strip(",") for t in _latin_tokens(strip_titles(self.written))] if not self.han else []
        width = len(self.family.split())
        for fam, giv in ((tokens[-width:], tokens[:-width]), (tokens[:width], tokens[width:])):
            if tokens and len(tokens) > width and _ascii(_fold(" ".join(fam)).casefold()) == self.family:
                fam_text = " ".join(t.capitalize() if t.isupper() else t for t in fam)
                giv_text = " ".join(t.capitalize() if t.isupper() and len(t) > 2 else t for t in giv)
                return giv_text, fam_text
        display = self.display
        family = " ".join(_cap(t) for t in self.family.split())
        return display[: len(display) - len(_cap(self.family))].strip(), family


def _cap(word: str) -> str:
    return "-".join(p[:1].upper() + p[1:] for p in word.split("-")) if word else word


@cache
def _surname_data() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    data = _surname_file()
    spaced = {variant: joined for joined, variants in data["romanised_compound"].items() for variant in variants}
    return ({**data["readings"], **data["readings_traditional"]}, {**data["compound"], **data["compound_traditional"]},
            spaced)


@cache
def _surname_file() -> dict:
    with resources.files("graph.resolution.data").joinpath("surnames.toml").open("rb") as fh:
        return tomllib.load(fh)


@cache
def _family_names(language: str, which: str = "names") -> frozenset[str]:
    """The family names of ``korean``, ``vietnamese``, ``spanish`` or ``hungarian`` in surnames.toml (``which``:
    ``names``; ``common``, the Vietnamese that Văn or Thị beside says are one; ``given``, Hungarian given names),
    lower-case ASCII."""
    return frozenset(_surname_file()[language][which])


# Latin letters that Unicode does not decompose into a base letter and a mark (NFKD leaves them whole)
_UNDECOMPOSED = str.maketrans({"đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L",
                               "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "þ": "th", "Þ": "Th",
                               "ı": "i", "ħ": "h", "Ħ": "H", "ŧ": "t", "Ŧ": "T", "ŋ": "ng", "Ŋ": "Ng",
                               # and a typographer's apostrophe is the apostrophe: O’Connor = O'Connor
                               "’": "'", "‘": "'", "ʼ": "'"})


def _fold(text: str) -> str:
    """ASCII-fold Latin text, keeping ü as 'ü' so that Lü can become Lyu first.

    >>> _fold("Đặng Søren Łukasz Núñez Lü")
    'Dang Soren Lukasz Nunez Lü'
    """
    out = []
    for ch in unicodedata.normalize("NFKD", text.replace("ü", "\0").replace("Ü", "\1")):
        if not unicodedata.combining(ch):
            out.append(ch)
    return "".join(out).translate(_UNDECOMPOSED).replace("\0", "ü").replace("\1", "Ü")


def _ascii(word: str) -> str:
    """A lower-case word of a parsed name in ASCII: Lü is read as Lyu first (:data:`_LYU`), any other ü is u."""
    return _LYU.get(word, word).replace("ü", "u")


# a given name cut to two letters that are one sound: Hungarian's Cs, Gy, Ny, Sz, Ty, Zs, Dzs (those without a vowel
# are no word of any name: initials without their full stop too, "Farkas Zs"); Russian's and Telugu's Ch, Sh, Zh, Kh,
# Ts, Th; Russian's Ya, Ye, Yo, Yu only after another initial ("O. Yu."; "Wei Yu" is a family name). The loaders have
# the list too (loaders.references.authors.SHORT_GIVEN): the name parser imports nothing from them.
_VOWELLESS = ("Cs", "Dzs", "Gy", "Ny", "Sz", "Zs")
_ONE_SOUND = "|".join((*_VOWELLESS, "Ty", "Ch", "Sh", "Shch", "Zh", "Kh", "Ts", "Th"))
_ABBREVIATED_LAST = re.compile(rf"(?:^|\s)(?:{_ONE_SOUND})\.$|(?:(?<=[A-Z]\.\s)|(?<=[A-Z]\.))Y[aeou]\.$")
#: a token that is an initial (:func:`_is_initial`)
_INITIAL_TOKEN = re.compile(rf"[A-Za-zА-ЯЁ]\.?|[A-ZА-ЯЁ]{{1,3}}\.|(?:{_ONE_SOUND}|Y[aeou])\.|{'|'.join(_VOWELLESS)}"
                            r"|(?:[A-ZА-ЯЁ]\.){2,3}")


def strip_titles(text: str) -> str:
    """Take off markup marks, honorifics and suffixes; keep the name.

    >>> strip_titles("Prof. Dr. Xiaolin Wang")
    'Xiaolin Wang'
    >>> strip_titles("王威教授")
    '王威'
    >>> strip_titles("**Z. Ye***")
    'Z. Ye'
    >>> strip_titles("Farkas Zs."), strip_titles("Ann Lee."), strip_titles("Smirnova O. Yu."), strip_titles("Wei Yu.")
    ('Farkas Zs.', 'Ann Lee', 'Smirnova O. Yu.', 'Wei Yu')
    >>> strip_titles("GARCÍA LÓPEZ, M.ª J."), strip_titles("Mª José Ruiz")       # Spanish "M.ª" is María's initial
    ('GARCÍA LÓPEZ, M. J', 'M. José Ruiz')
    """
    text = re.sub(r"(?<=[A-Z])\.?ª", ".", text)        # (before NFKC, which makes the "ª" an "a")
    text = unicodedata.normalize("NFKC", text)
    text = _MARKS.sub("", text)
    text = re.sub(r"\s+", " ", text).strip(" ,;:-–—")
    # the full stop of a list goes, an abbreviated given name's stays ("Farkas Zs.", "Smirnova O. Yu.")
    text = text if _ABBREVIATED_LAST.search(text) else text.rstrip(".").rstrip(" ,;:-–—")
    text = _TITLES_EN.sub("", text)
    text = _TITLES_ZH.sub("", text)
    text = _SUFFIX.sub("", text)
    return text.strip(" ,;:")


_KANA = re.compile(r"[\u3040-\u30ff]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")
# characters Japanese names are written with and Chinese ones are not: the iteration mark 々, kanji made in Japan
# (辻, 込, 畑, 峠, 栃, 榊), and Japan's own simplified forms (沢 for 澤/泽, 辺 for 邊/边, 恵 for 惠, 広 for 廣/广)
_JAPANESE_KANJI = re.compile(r"[々〆ヶ辻込畑峠栃榊笹匂沢浜辺斎恵広桜亜徳]")
# Chinese family names of two characters that the compound table does not hold (Taiwan's 張簡, 范姜; married names
# set the husband's family name before the woman's own, 陳林, and are read as Chinese too when they open with one)
_TWO_CHARACTER_CHINESE = frozenset({"張簡", "张简", "范姜", "歐陽", "司徒", "端木", "上官", "皇甫", "公孫", "慕容"})


def japanese_context(*texts: str | None) -> bool:
    """Whether texts around a list of names (its paper's title and venue) are Japanese: they hold kana, which
    Chinese never writes. The names of such a list that are in kanji are read as Japanese names.

    >>> japanese_context("陸奥湾における貧酸素水塊", None), japanese_context("基于深度学习的道路提取")
    (True, False)
    """
    return any(_KANA.search(t) for t in texts if t)


def _japanese_han(han: str, context: bool) -> bool:
    """Whether a name in Han characters is Japanese: it has a character only Japanese names are written with, or
    four characters or more without a Chinese compound family name (Chinese names have two or three), or its list is
    in a Japanese text (:func:`japanese_context`)."""
    if re.search(r"[·•]", han):
        return False            # a name parted by a middle dot: a transliterated or Uyghur name, in Chinese
    plain = re.sub(r"\s", "", han)
    if not 2 <= len(plain) <= 7 or not _kanji_readable(plain):
        return False            # a simplified character Japanese never writes (张, 丽): Chinese
    if _JAPANESE_KANJI.search(plain) or context:
        return True
    return len(plain) >= 4 and plain[:2] not in _surname_data()[1] and plain[:2] not in _TWO_CHARACTER_CHINESE


@lru_cache(maxsize=65_536)
def _kanji_readable(han: str) -> bool:
    """Whether pykakasi reads every character of a name and parts it into a family name of two or three characters
    and a given name (its dictionary knows Japanese names, not the simplified characters Japanese never writes)."""
    parts = [p for p in _kakasi().convert(han) if p["orig"].strip()]
    return all(p["hepburn"] for p in parts) and (len(han) < 4 or len(parts) >= 2 and 2 <= len(parts[0]["orig"]) <= 3)


@cache
def _kakasi():
    import pykakasi

    return pykakasi.kakasi()


def _hepburn(han: str) -> str:
    """Kanji in Hepburn as names are written in English: lower case, long vowels single (Satou -> sato, Yuuki ->
    yuki; not Inoue's o-u-e), no apostrophe (Ken'ichi -> kenichi)."""
    text = "".join(part["hepburn"] for part in _kakasi().convert(han)).lower()
    text = re.sub(r"[^a-z]", "", text)
    return re.sub(r"([ou])u(?![aeiou])|(o)o(?![aeiou])", lambda m: m.group(1) or m.group(2), text)


@lru_cache(maxsize=65_536)
def romanise_japanese(han: str) -> tuple[str, str]:
    """Family and given name of a Japanese name in kanji, in Hepburn: apart where the name is written with a space,
    else where pykakasi's dictionary parts them (its family names are words of their own).

    >>> romanise_japanese("森本彩香"), romanise_japanese("佐藤 健一"), romanise_japanese("長谷川拓也")
    (('morimoto', 'ayaka'), ('sato', 'kenichi'), ('hasegawa', 'takuya'))
    """
    parts = han.split()
    if len(parts) < 2:
        words = [p["orig"] for p in _kakasi().convert(han) if p["orig"].strip()]
        if len(words) >= 2:
            parts = [words[0], "".join(words[1:])]
        else:       # one word: most family names are two characters
            parts = [han[:2], han[2:]] if len(han) >= 3 else [han, ""]
    return _hepburn(parts[0]), _hepburn("".join(parts[1:]))


_HANGUL_NAME = re.compile(r"[\uac00-\ud7a3]{1,2}\s?[\uac00-\ud7a3]{1,3}")


@lru_cache(maxsize=65_536)
def romanise_korean(hangul: str) -> tuple[str, tuple[tuple[str, ...], ...]] | None:
    """Family name and given-name readings of a Korean name in Hangul, or None when its family name is not one of
    surnames.toml's (the family name as its bearers write it, the given name in the Revised Romanisation and its
    commonest other spellings).

    >>> romanise_korean("윤재민"), romanise_korean("정 지훈")[1]
    (('yoon', (('jaemin',),)), (('jihun',), ('jihoon',)))
    """
    from korean_romanizer.romanizer import Romanizer

    table = _surname_file()["korean_hangul"]
    parts = hangul.split()
    family = parts[0] if len(parts) == 2 else next((hangul[:n] for n in (2, 1) if hangul[:n] in table
                                                     and len(hangul) - n >= 1), None)
    if family is None or family not in table:
        return None
    rr = re.sub(r"[^a-z]", "", Romanizer(hangul[len(family):].strip()).romanize().lower())
    readings = tuple(dict.fromkeys((rr, rr.replace("eo", "u"), rr.replace("eo", "u").replace("un", "oon"))))
    return table[family], tuple((r,) for r in readings if r)


def _without_dots(han: str) -> str:
    """A Han name without the middle dots that part its names (司马·相如)."""
    return han.replace("·", "").replace("•", "").replace("・", "")


def romanise_han(han: str) -> tuple[str, tuple[tuple[str, ...], ...]]:
    """Family name and the possible given-name syllables of a name in Han characters.

    >>> romanise_han("单雄信")[0]
    'shan'
    >>> family, readings = romanise_han("欧阳娜娜")
    >>> family, readings[0], ('nuo', 'na') in readings
    ('ouyang', ('na', 'na'), True)
    """
    from pypinyin import Style, lazy_pinyin, pinyin

    readings, compound, _ = _surname_data()
    han = _without_dots(han)
    if len(han) >= 3 and han[:2] in compound:
        family, rest = compound[han[:2]], han[2:]
    else:
        family = readings.get(han[0]) or pinyin(han[0], style=Style.NORMAL)[0][0]
        rest = han[1:]
    family = _LYU.get(family, family)
    if not rest:
        return family, ((),)
    usual = tuple(_LYU.get(r, r) for r in lazy_pinyin(rest, style=Style.NORMAL))
    options = [[_LYU.get(r, r) for r in dict.fromkeys(choices)][:3]
               for choices in pinyin(rest, style=Style.NORMAL, heteronym=True)]
    others = (tuple(c) for c in itertools.islice(itertools.product(*options), 8))
    return family, (usual, *(c for c in others if c != usual))


@lru_cache(maxsize=1)
def _sinonym():
    from sinonym import ChineseNameDetector

    detector = ChineseNameDetector()
    ensure = getattr(detector, "_ensure_initialized", None)     # the internal steps of _batch_results need it
    if ensure is not None:
        ensure()
    return detector


# sinonym's per-name preparation for batch parsing (tokens, candidates, votes), shared across author lists: the same
# name recurs in many lists and CVs. Keyed by sinonym as (name, need_individual); cleared when it grows too large.
_PREPARED: dict = {}
_PREPARED_MAX = 100_000
# a name's batch result given the list's decision: (name, order applied or None, promoted vote) -> sinonym's result
_RESULTS: dict = {}
_RESULTS_MAX = 400_000
_INTERNAL = {"batch": True, "single": True}
_FORMAT_THRESHOLD = 0.55        # process_name_batch's defaults: format vote threshold, smallest batch
_MIN_BATCH = 2


def _sinonym_batch(names: list[str]) -> list:
    """sinonym's batch parse of one author list: the results of the public ``process_name_batch(names)``, of which
    we read ``success`` and ``parsed``.

    ``process_name_batch`` prepares every name afresh, materialises every name of every list and attaches a
    canonical-name sidecar and order evidence that we never read. :func:`_batch_results` runs sinonym's own
    steps of that call (preparation with a cache shared across lists, the format vote, the materialisation of a
    row) and keeps each name's result. Those steps are internal: on any sign that sinonym changed (missing, other
    signature) we fall back to the public call for the rest of the run. ``tests/graph/resolution/test_names_speed.py``
    checks that the two agree.
    """
    detector = _sinonym()
    if _INTERNAL["batch"]:
        for cache, most in ((_PREPARED, _PREPARED_MAX), (_RESULTS, _RESULTS_MAX)):
            if len(cache) > most:
                cache.clear()
        try:
            return _batch_results(detector, list(names))
        except (TypeError, AttributeError):
            _INTERNAL["batch"] = False
    return detector.process_name_batch(list(names))


def _batch_results(detector, names: list[str]) -> list:
    """The batch results of ``names`` from the per-name cache when every name has one under this list's decision.

    sinonym decides one order for the list (its format vote: given name first or family name first, or none when
    the vote is too weak), then gives each name the candidate of that order. A name's result therefore follows from
    the name, the order applied and whether the vote promoted the name's given-first candidate; that triple is the
    key. Deciding the order is about a quarter of the cost of the whole batch; a name not seen under this key is
    materialised by sinonym's own step for it (``_apply_batch_format``, or the individual result when the vote
    decided nothing), run on the new names only. Names recur across the author lists of a corpus: 1,000
    generated CVs have 12,256 lists, 80,755 names, 5,992 distinct.
    """
    service = detector._batch_analysis_service
    prepared = service._prepare_names_deduplicated(names, detector._normalizer, _PREPARED)
    voted, alone = service._materialize_candidate_entries(prepared)
    promoted = service._promote_guarded_given_first_batch_votes(voted, alone)
    pattern = service._detect_format_pattern(promoted, service._resolved_format_threshold(_FORMAT_THRESHOLD))
    decided = pattern.total_count > 0 and pattern.threshold_met and len(names) >= _MIN_BATCH
    order = pattern.dominant_format if decided else None
    keys = [(n, order, p.best_candidate is not v.best_candidate) for n, p, v in zip(names, promoted, voted)]
    missing = [i for i, k in enumerate(keys) if k not in _RESULTS]
    if missing:     # sinonym's own steps for the rows it would materialise, on the rows not seen before
        if order is None:
            made = service._materialize_individual_results([alone[i] for i in missing])
        else:
            made = service._apply_batch_format([promoted[i] for i in missing], [alone[i] for i in missing], order,
                                               detector._formatting_service)
        _RESULTS.update((keys[i], r) for i, r in zip(missing, made))
    return [_RESULTS[k] for k in keys]


def _sinonym_single(text: str):
    """sinonym's parse of one name: the result of the public ``normalize_name(text)`` without the canonical-name
    sidecar (``_normalize_chinese_name``, the part of it that computes ``success`` and ``parsed``); falls back to
    the public call if the internal is missing or changed."""
    detector = _sinonym()
    if _INTERNAL["single"]:
        fast = getattr(detector, "_normalize_chinese_name", None)
        if fast is not None:
            try:
                return fast(text)
            except (TypeError, AttributeError):
                pass
        _INTERNAL["single"] = False
    return detector.normalize_name(text)


def _letters(text: str) -> str:
    return "".join(ch for ch in _fold(text).lower().replace("ü", "u") if ch.isalpha())


@lru_cache(maxsize=65_536)
def _han_family(head: str) -> str:
    """The family of a name in Han characters from its first three (those :func:`romanise_han` reads it from)."""
    return romanise_han(head)[0]


def may_have_family(text: str, family: str) -> bool:
    """Whether the name written ``text`` can parse to the family name ``family``
    (``parse_person_name(text).family == family``): a necessary condition, cheap enough to pass over thousands
    of names without parsing them. The text is read as :func:`parse_person_name` reads it (NFKC, marks, titles
    and LaTeX commands off). A name in Han characters has the family of its first characters' reading; any other
    name's family is made of the letters of its own words, as written or spelled another way (Lü, Lv, Lyu), so
    those letters must be among the name's (a name mixing Han characters and others always may).

    >>> [may_have_family(t, "lyu") for t in ("Lü Biao", "Biao LV", "Lǚ Biao", "Bo Liu", "吕彪", "刘波")]
    [True, True, True, False, True, False]
    >>> may_have_family("José García-López", "garcia-lopez"), may_have_family("欧阳娜娜教授", "ouyang")
    (True, True)
    >>> may_have_family("⽅⼒", "fang")     # Kangxi radicals, as PDFs give them: 方力 once normalised
    True
    >>> may_have_family("윤재민", "yoon"), may_have_family("森本彩香", "morimoto"), may_have_family("田中宏", "tanaka")
    (True, True, True)
    """
    name = strip_titles(text)
    if _HANGUL_NAME.fullmatch(name) and (korean := romanise_korean(name)) is not None:
        return korean[0] == family          # a Korean name in Hangul, read as parse_person_name reads it
    if _HAN.search(name):
        han = "".join(_HAN_RUN.findall(name))
        if len(han) < 2 or _HAN_RUN.sub("", name).strip():
            return True             # Han and other letters, or one character: parsed as parse_person_name does
        # read as Chinese, or, in a Japanese text (parse_person_name(text, japanese=True)), as a Japanese name
        return _han_family(_without_dots(han)[:3]) == family or _japanese_han(name, True) \
            and romanise_japanese(re.sub(r"\s+", " ", name).strip())[0] == family
    letters = _letters(name)
    return any(form in letters for form in _family_letters(family))


def may_match_exactly(text: str, name: PersonName) -> bool:
    """Whether the name written ``text`` can reach an exact level with ``name`` (``han_exact``, ``full_exact`` or
    ``han_romanised`` in :func:`graph.resolution.name_levels.compare_names`): those need the same Han characters,
    or the same family name (:func:`may_have_family`).

    >>> may_match_exactly("李波", parse_person_name("Bo Lee (李波)")), may_match_exactly("李波", parse_person_name("Bo Lee"))
    (True, False)
    """
    if name.han and set(name.han) <= set(unicodedata.normalize("NFKC", text)):
        return True
    return may_have_family(text, name.family)


@lru_cache(maxsize=1024)
def _family_letters(family: str) -> tuple[str, ...]:
    """The letters of a family name and of its other spellings (:data:`_LYU`)."""
    return tuple(dict.fromkeys(_letters(form) for form in (family, *(k for k, v in _LYU.items() if v == family))))


def _latin_tokens(text: str) -> list[str]:
    text = re.sub(r"(?<=\.)(?=[A-Za-zА-ЯЁа-яё])", " ", text)      # "Y.Z. Liu" -> "Y. Z. Liu"; "А.С." too
    text = re.sub(r"(?<=\b[A-Z])\.?-(?=[A-Z]\b)", ". ", text)  # "Y.-Z." -> "Y. Z."
    return [t for t in re.split(r"[\s]+", text) if t]


def _is_initial(token: str) -> bool:
    """An initial, or a given name cut to two letters that are one sound (:data:`_ABBREVIATED_LAST`: "Zs.", "Gy." in
    Hungarian, "Yu." in Russian, "Ch." in Telugu names), not "St." nor a name ("Lee.").

    >>> [_is_initial(t) for t in ("J.", "JH.", "Zs.", "Yu.", "St.", "Jr.", "Liu", "Yu", "Lee.", "Zs", "А.")]
    [True, True, True, True, False, False, False, False, False, True, True]
    """
    return _INITIAL_TOKEN.fullmatch(token) is not None


@lru_cache(maxsize=200_000)
def parse_person_name(text: str, japanese: bool = False) -> PersonName:
    """Parse a person name as written (any script, any order) into a :class:`PersonName`; ``japanese`` says the
    name is in a Japanese text (:func:`japanese_context`): in kanji it is then read as a Japanese name.

    >>> parse_person_name("Zhisheng YE").given
    ('zhi', 'sheng')
    >>> parse_person_name("Biao Lyu").family == parse_person_name("Lv Biao").family == parse_person_name("吕彪").family
    True
    >>> parse_person_name("Ramesh K. Sitaraman").given
    ('ramesh', 'k')
    >>> parse_person_name("Weng, Qizhen").key
    'weng qizhen'
    >>> parse_person_name("Bo Li (李波)").han
    '李波'
    """
    written = text
    name = strip_titles(text)
    han_inside = None
    paren = _PAREN.search(name)
    if paren and _HAN.search(paren.group(1)) and _HAN.sub("", name.replace(paren.group(0), " ")).strip():
        han_inside = "".join(_HAN_RUN.findall(paren.group(1))) or None
        name = (name[:paren.start()] + " " + name[paren.end():]).strip()
    elif paren and not _HAN.search(name):
        name = (name[:paren.start()] + " " + name[paren.end():]).strip()   # "Ding (Eric) Ding" -> "Ding Ding"
    if _HANGUL_NAME.fullmatch(name) and (korean := romanise_korean(name)) is not None:
        family, readings = korean     # a Korean name in Hangul ("윤재민"): the script kept as ``han`` is, for matching
        return PersonName(written, family, readings[0], han=name.replace(" ", ""), chinese=False, readings=readings)
    if _HAN.search(name):
        han = "".join(_HAN_RUN.findall(name))
        japanese_name = len(han) >= 2 and not _LATIN_LETTER.search(name) and _japanese_han(name, japanese)
        family, given = romanise_japanese(re.sub(r"\s+", " ", name).strip()) if japanese_name else ("", "")
        if family:
            return PersonName(written, family, (given,) if given else (), han=han, chinese=False,
                              readings=((given,) if given else (),))
        if len(han) >= 2:
            family, combos = romanise_han(han)
            return PersonName(written, family, combos[0], han=han, chinese=True, readings=combos)
    return _parse_latin(written, name, han_inside)


@cache
def _syllables() -> frozenset[str]:
    from pypinyin.constants import PINYIN_DICT
    from pypinyin.contrib.tone_convert import to_normal

    # 41,923 characters share about 1,500 tone-marked readings: each reading is converted once (converting every
    # character's readings took 0.3 s, paid by every process that parses a name: workers, subprocesses)
    readings = {reading for value in PINYIN_DICT.values() for reading in value.split(",")}
    out = set()
    for reading in readings:
        plain = to_normal(reading).replace("ü", "v")
        if plain.isascii() and plain.isalpha():
            out.add(plain)
    return frozenset(out)


def split_pinyin(word: str) -> tuple[str, ...] | None:
    """Split a romanised given name into pinyin syllables, longest first; None when it is not pinyin.

    >>> split_pinyin("yunzhuo"), split_pinyin("xian"), split_pinyin("xi'an"), split_pinyin("ramesh")
    (('yun', 'zhuo'), ('xian',), ('xi', 'an'), None)
    """
    table = _syllables()
    parts = [p for p in re.split(r"['’\-\s]+", word.lower()) if p]
    out: list[str] = []
    for part in parts:
        found = _split(part, table)
        if found is None:
            return None
        out.extend(found)
    return tuple(out) or None


@lru_cache(maxsize=50_000)
def _split(word: str, table: frozenset[str]) -> tuple[str, ...] | None:
    if not word:
        return ()
    for n in range(min(6, len(word)), 0, -1):
        head = word[:n]
        if head in table and (n > 1 or head in {"a", "e", "o"}):
            rest = _split(word[n:], table)
            if rest is not None:
                return (head, *rest)
    return None


def _name_words(words: list[str]) -> bool:
    """Words written out before capitals: a family name and its particles ("Smith", "da Silva", "van der Meer")."""
    return bool(words) and all(len(w) > 1 and not _is_initial(w) and not w.isupper()
                               and (w[:1].isupper() or w.lower() in _PARTICLES) for w in words)


def _bare_initials(last: str, words: list[str]) -> bool:
    """Whether capitals written after a name's words are its initials without dots, as Vancouver (NLM) writes
    them ("Smith JH", "Nguyen TL", "Okonkwo CO"), rather than a family name in capitals ("Zhisheng YE", "Kevin LI",
    "Sarah LEE", "Tony NG", "Biao LV"): two or three capitals that can be no family name (:func:`_family_in_capitals`),
    after words written out. Capitals that can ("Smith MA") are initials where the whole list is written so
    (:func:`_vancouver_list`).

    >>> [_bare_initials(last, [word]) for word, last in (("Smith", "JH"), ("Nguyen", "TL"), ("Zhisheng", "YE"),
    ...                                                  ("Kevin", "LI"), ("Sarah", "LEE"), ("Tony", "NG"),
    ...                                                  ("Biao", "LV"), ("Minh", "LY"), ("Li", "JY"))]
    [True, True, False, False, False, False, False, False, True]
    >>> _bare_initials("RC", ["da", "Silva"])
    True
    """
    return 2 <= len(last) <= 3 and not _family_in_capitals(last) and _name_words(words)


#: The first words of Italian, Arabic and English family names of two words ("Lo Russo", "La Rosa", "Li Causi",
#: "Al Sayegh", "El Amrani", "St Clair"), where the second is no pinyin ("Li Wei" is Chinese).
_JOINED_PREFIXES = frozenset({"lo", "la", "li", "al", "el", "dal", "dalla", "st"})


def _family_before_initials(words: list[str], whole: bool = False) -> list[str]:
    """The words of a family name written before initials. A family name and a given or middle name first ("Le
    Thi", "Nguyen Van", "Du Xiao": the second a Vietnamese middle name, or one pinyin syllable after a pinyin
    family name): the first. Else all of them where the first are particles ("van der Meer", "De Smedt", "Le Gall"),
    or ``whole`` (a Vancouver list's names, "Vander Zee ML"); else the first ("Liu Yunzhuo Y.").

    >>> [_family_before_initials(w.split()) for w in ("van der Meer", "Le Gall", "Le Thi", "Du Xiao", "Liu")]
    [['van', 'der', 'Meer'], ['Le', 'Gall'], ['Le'], ['Du'], ['Liu']]
    >>> _family_before_initials(["Vander", "Zee"], whole=True), _family_before_initials(["Nguyen", "Van"], whole=True)
    (['Vander', 'Zee'], ['Nguyen'])
    >>> _family_before_initials(["Lo", "Russo"]), _family_before_initials(["Liu", "Yunzhuo"])
    (['Lo', 'Russo'], ['Liu'])
    """
    last = words[-1].lower()
    if len(words) > 1 and (last in ("van", "thi") or len(words) == 2 and len(split_pinyin(last) or ()) == 1
                           and split_pinyin(words[0])):
        return words[:1]
    if whole or all(w.lower() in _FAMILY_PREFIXES for w in words[:-1]):
        return words
    if len(words) == 2 and words[0].lower() in _JOINED_PREFIXES and split_pinyin(last) is None \
            and words[1][:1].isupper():
        return words        # Italian and Arabic family names of two words ("Lo Russo C.B.", "Al Sayegh R.")
    return words[:1]


def _capitals_after_words(text: str) -> tuple[list[str], str] | None:
    """The words and the capitals of a name written "Words CAPS" (up to three capitals), else None."""
    tokens = _latin_tokens(_fold(strip_titles(text)))
    if len(tokens) < 2 or "," in text or not (tokens[-1].isalpha() and tokens[-1].isupper() and len(tokens[-1]) <= 3) \
            or not _name_words(tokens[:-1]) or not all(re.fullmatch(r"[^\W\d_][\w'’-]*", w) for w in tokens[:-1]):
        return None         # ("Kowalczyk, M.": a comma says the order itself)
    return tokens[:-1], tokens[-1]


def _vancouver_list(texts: Sequence[str]) -> list[tuple[list[str], str]] | None:
    """Whether an author list is written as Vancouver (NLM) writes it, every name "Family INITIALS": two names or
    more, all of them "Words CAPS", half of them or more with capitals that can only be initials (one letter, no
    vowel, or no family name: :func:`_family_in_capitals`). Then "Smith MA" and "Adeyemi OO" in it are initials
    too; "Kevin LI, Sarah LEE" is no such list, "Okonkwo CO, Eze UN, Ibrahim HU" is. Its names' words and capitals
    (:func:`_capitals_after_words`) when it is one, else None.

    >>> _vancouver_list(["Smith JH", "Park SY"]), _vancouver_list(["Kevin LI", "Sarah LEE", "Tony NG"])
    ([(['Smith'], 'JH'), (['Park'], 'SY')], None)
    >>> _vancouver_list(["Kowalczyk, M.", "Nowak, A."]), bool(_vancouver_list(["Okonkwo CO", "Eze UN", "Ibrahim HU"]))
    (None, True)
    """
    shapes = [shape for shape in map(_capitals_after_words, texts) if shape is not None]
    if len(texts) < 2 or len(shapes) < len(texts):
        return None
    sure = sum(len(caps) == 1 or _bare_initials(caps, words) for words, caps in shapes)
    return shapes if 2 * sure >= len(shapes) else None


_CAPITALS_BEFORE = re.compile(r"([A-Z]{1,3})\s+([^\W\d_][\w'’\-]*(?:\s+[\w'’\-]+){0,3})")


def _initials_first_list(texts: Sequence[str]) -> bool:
    """Whether an author list writes every name "INITIALS Family" without dots, as Google Scholar does ("I
    Halvorsen, KS Mørkved, JE Sørlie"): two names or more, all of them so, half of them or more with capitals that
    can only be initials (one letter, or no family name: :func:`_family_in_capitals`). "LIU Yang, WANG Wei" is no
    such list.

    >>> _initials_first_list(["I Halvorsen", "KS Mørkved", "JE Sørlie"]), _initials_first_list(["LIU Yang", "MA Wei"])
    (True, False)
    """
    shapes = [m for m in (_CAPITALS_BEFORE.fullmatch(t.strip()) for t in texts) if m]
    if len(texts) < 2 or len(shapes) < len(texts):
        return False
    sure = sum(len(m.group(1)) == 1 or not _family_in_capitals(m.group(1)) for m in shapes)
    return 2 * sure >= len(shapes)


#: A Vietnamese syllable without its marks: an onset, one to three vowels, a final ("nguyen", "thu", "huy", "chau").
_VIETNAMESE_SYLLABLE = re.compile(r"(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnpqrstvx])?[aeiouy]{1,3}(?:ng|nh|ch|[cmnpt])?")


def _vietnamese_first_names(texts: Sequence[str]) -> list[list[str]] | None:
    """The tokens of each name of a list that writes Vietnamese names family name first without marks ("Le Quang
    Huy, Nguyen Thi Thu Ha, Do Minh Chau"), else None: every name of three words or more (no comma, no initial, none
    in capitals) starts with a Vietnamese family name, two names at least, and one of them ends with a word that is
    no family name. A name alone says nothing of its order ("Le Quang Huy" as "Huy" written last in English order
    is as plausible); a list in one order does. A name of the list that is not so (two words, initials) is None.

    >>> _vietnamese_first_names(["Le Quang Huy", "Nguyen Thi Thu Ha", "Do Minh Chau"])[0]
    ['Le', 'Quang', 'Huy']
    >>> _vietnamese_first_names(["Huy Quang Le", "Ha Thi Thu Nguyen"]), _vietnamese_first_names(["Anna Maria Rossi", "Le Van Tam"])
    (None, None)
    >>> _vietnamese_first_names(["Mai Linh Carter", "Ha Anh Brooks", "Tom Lee"])

    """
    families = _family_names("vietnamese")
    out: list[list[str] | None] = []
    for text in texts:
        words = text.split()
        if "," in text or len(words) < 3:
            out.append(None)
            continue
        if _fold(words[0]).lower().strip(".*") not in families:
            return None         # (most lists: an English name of three words ends the test at once)
        tokens = _latin_tokens(_fold(strip_titles(text)))
        if len(tokens) < 3 or not all(t.isalpha() and len(t) > 1 and not t.isupper() for t in tokens):
            out.append(None)
            continue
        if tokens[0].lower() not in families or not all(_VIETNAMESE_SYLLABLE.fullmatch(t.lower()) for t in tokens):
            return None     # (every word a Vietnamese syllable: not "Mai Linh Carter", "Ha Anh Brooks")
        out.append(tokens)
    named = [t for t in out if t is not None]
    if len(named) < 2 or all(t[-1].lower() in families for t in named):
        return None
    return out


def _initials_then_family(text: str) -> PersonName:
    """A name of an :func:`_initials_first_list`: its capitals are initials, the words after them the name."""
    m = _CAPITALS_BEFORE.fullmatch(_fold(text.strip()))
    if m is None or _family_in_capitals(m.group(1)) and split_pinyin(m.group(2).lower()):
        return parse_person_name(text)          # (or a family name in capitals before a pinyin name: "NG Wei")
    return _western(text, [*m.group(1), *m.group(2).split()], None)


def _family_in_capitals(caps: str) -> bool:
    """Whether two or three capitals can be a family name written in capitals after a given name: three letters
    with a vowel ("FOX", "DAS", "ITO", "LEE"), two that are a pinyin syllable ("LI", "HU"), a Korean or Vietnamese
    family name ("OH", "LY"), Ng or Lv; initials are any letters ("CO", "UN", "AB", "JH").

    >>> [_family_in_capitals(c) for c in ("LI", "HU", "LEE", "NG", "LV", "ITO", "FOX", "LYU", "CO", "UN", "AB", "HM", "NV")]
    [True, True, True, True, True, True, True, True, False, False, False, False, False]
    """
    low = caps.lower()
    # (pinyin's syllables without a vowel, "hm", "ng", "nv" (女), are no family names; Ng and Lv (吕) are; three
    # letters with a vowel are a word one says: "FOX", "DAS", "ROY", "LYU")
    return low in ("ng", "lv") or bool(re.search(r"[aeiouy]", low)) and (
        len(low) == 3 or len(split_pinyin(low) or ()) == 1 or low in _family_names("korean")
        or low in _family_names("vietnamese"))


# a Korean given name hyphenated, each part a syllable as Korean is romanised ("Min-jun", "Ji-hoon", "Kyoung-hwan"):
# an onset, a glide, a vowel and a final; "Smith-Jones" is no such name
_KOREAN_SYLLABLE = r"(?:kk|tt|pp|ss|jj|ch|[gkndtrlmbpsjh])?[yw]?(?:eo|eu|ae|oe|ui|oo|ou|[aeiou])(?:ng|[nmlkpgbt])?"
_HYPHENATED_GIVEN = re.compile(rf"(?i)(?=[A-Z])({_KOREAN_SYLLABLE})-({_KOREAN_SYLLABLE})")
# marks only Vietnamese sets among the languages of Latin script, once decomposed (NFD): the horn (ơ ư), the hook
# above (ả), the dot below (ạ), and a tone mark over a circumflex or breve (ầ ế ộ ặ)
_VIETNAMESE_MARKS = re.compile(r"[\u031b\u0309\u0323]|[\u0302\u0306][\u0300\u0301\u0303]")


def _east_asian_order(name: str, tokens: list[str]) -> tuple[list[str], list[str]] | None:
    """Family and given tokens of a Korean or Vietnamese name whose order its words show, else None.

    - Korean: two words, one a Korean family name and the other a hyphenated given name of Korean syllables
      ("Kim Min-jun", "Min-jun Kim"; not "Kim Smith-Jones"; "Kim Seoyeon" is as open as "Kim Moore").
    - Vietnamese: one of the common Vietnamese family names at one end, with the middle name Văn or Thị
      capitalised ("Nguyen Van Minh", "Minh Van Nguyen"; not "Hans van Dam"), or any Vietnamese family name
      written with Vietnamese marks, or with an accent on it, at one end ("Nguyễn Văn Minh", "Trần Hoa", "Lê Quang
      Huy"); at both ends, the first when the marks are Vietnamese ("Đặng Văn Lâm"), else the last ("Lam Van
      Dang"). The given names come in English order, the personal name first; :func:`_with_order` puts Văn and Thị
      after it in the other writings too ("Nguyen, Van Minh").

    >>> _east_asian_order("Kim Min-jun", ["Kim", "Min-jun"]), _east_asian_order("Min-jun Kim", ["Min-jun", "Kim"])
    ((['Kim'], ['Min-jun']), (['Kim'], ['Min-jun']))
    >>> _east_asian_order("Nguyen Van Minh", ["Nguyen", "Van", "Minh"])
    (['Nguyen'], ['Minh', 'Van'])
    >>> _east_asian_order("Minh Van Nguyen", ["Minh", "Van", "Nguyen"])
    (['Nguyen'], ['Minh', 'Van'])
    >>> [_east_asian_order(n, n.split()) for n in ("Ludwig van Beethoven", "Hans van Dam", "Kim Smith-Jones",
    ...                                              "Mai Itō", "Lu García")]
    [None, None, None, None, None]
    """
    words = [t.lower() for t in tokens]
    if len(tokens) == 2:
        korean = _family_names("korean")
        for family, given in ((0, 1), (1, 0)):
            if words[family] in korean and tokens[family][:1].isupper() and tokens[family].isalpha() \
                    and words[given] not in korean and _HYPHENATED_GIVEN.fullmatch(tokens[given]):
                return [tokens[family]], [tokens[given]]
    if len(tokens) < 2 or not all(w.isalpha() for w in words):
        return None
    written = name.split()
    decomposed = unicodedata.normalize("NFD", name)
    vietnamese_marks = bool(_VIETNAMESE_MARKS.search(decomposed))
    if len(written) == len(tokens):
        # a Vietnamese family name with Vietnamese marks, or any accent, on it ("Lê", "Võ", "Bùi")
        accented = [words[k] in _family_names("vietnamese") and (vietnamese_marks or any(
            unicodedata.combining(c) for c in unicodedata.normalize("NFD", written[k]))) for k in (0, -1)]
    else:
        accented = [False, False]
    # Văn or Thị between, capitalised (the Dutch "van" is not), beside a common Vietnamese family name
    middle = any(t in ("Van", "Thi", "VAN", "THI") for t in tokens[1:-1])
    common = [words[k] in _family_names("vietnamese", "common") for k in (0, -1)]
    first = accented[0] or middle and common[0]
    last = accented[-1] or middle and common[-1]
    if not (first or last):
        return None
    # a family name at both ends ("Lam Van Dang"): Vietnamese marks say Vietnamese order, else English order
    if first and (vietnamese_marks or not last):
        # the given names in English order, the personal name first ("Lê Quang Huy" as "Huy Quang Le")
        return [tokens[0]], [tokens[-1], *tokens[1:-1]]
    return [tokens[-1]], tokens[:-1]


# an Irish family name's Ó (grandson), Ní or Uí (daughter), written apart before it, last in the name
_IRISH_FAMILY = re.compile(r"\s(?:Ó|Ní|Uí)\s+[A-ZÁÉÍÓÚ][^\s,]*$")


#: a generation written after a family name, before the comma of an inverted name ("Santos Jr., P. R.")
_GENERATION_AFTER = re.compile(r"\s+(?:Jr|Sr|II|III|IV)\.?\s*$")


def _order_cue(name: str) -> tuple[list[str], list[str] | None, list[str]]:
    """Tokens, and the family / given tokens when the writing says which is which (comma, capitals, 'Liu Y.',
    a Korean or Vietnamese name's words); ``name`` as written (not yet folded: its letters can tell)."""
    written, name = name, _fold(name)
    if "," in name:
        family_part, _, given_part = name.partition(",")
        family_part = _GENERATION_AFTER.sub("", family_part)       # "Santos Jr., P. R.": Santos
        family, given = _latin_tokens(family_part), _latin_tokens(given_part)
        # ABNT's "FREITAS, G. A. de": de Freitas; and Portuguese's "do", which is no particle elsewhere (Vietnamese Đỗ)
        while len(given) > 1 and (given[-1] in _PARTICLES or given[-1] == "do"):
            family, given = [given[-1], *family], given[:-1]
        return family + given, family, given
    tokens = _latin_tokens(name)
    irish = _IRISH_FAMILY.search(written)
    if irish and len(tokens) >= 3:      # "E. Ó Briain", "Aoife Ní Fhlaithearta": Ó and Ní open the family name
        return tokens, tokens[-2:], tokens[:-2]
    upper = [i for i, t in enumerate(tokens)            # "LIU", "O'CONNOR", "OU-YANG"
             if len(t) > 1 and t.isupper() and re.sub(r"['’-]", "", t).isalpha()]
    if len(tokens) >= 2 and upper == [len(tokens) - 1] and _bare_initials(tokens[-1], tokens[:-1]):
        return tokens, tokens[:-1], list(tokens[-1])                # Vancouver: "Smith JH", "Nguyen TL"
    if len(tokens) >= 2 and len(upper) == 1:
        return tokens, [tokens[upper[0]]], tokens[:upper[0]] + tokens[upper[0] + 1:]
    if len(tokens) >= 2 and _is_initial(tokens[-1]) and not _is_initial(tokens[0]):
        # "Liu Y." -> family first; the family name's particles with it ("van der Meer P", "De Smedt K"), unless
        # the first word is a Vietnamese or Chinese family name ("Le Thi H", "Du Xiao L")
        family = _family_before_initials(tokens[:next(i for i, t in enumerate(tokens) if _is_initial(t))])
        return tokens, family, tokens[len(family):]
    known = _east_asian_order(written, tokens)
    if known is not None:
        return tokens, *known
    if 2 <= len(tokens) <= 3 and _ascii(tokens[0].lower()) in _family_names("hungarian") \
            and all(_ascii(t.lower()) in _family_names("hungarian", "given") for t in tokens[1:]):
        return tokens, tokens[:1], tokens[1:]       # Hungarian order: "Szabó Katalin", "Nagy János"
    return tokens, None, tokens


def _for_sinonym(tokens: list[str]) -> str:
    return re.sub(r"\b(?:Lyu|LYU|Lü|LÜ|lyu)\b", "Lv", " ".join(tokens))     # sinonym knows Lv, not Lyu or Lü


def _from_sinonym(written: str, parsed, han: str | None) -> PersonName:
    return _from_parts(written, parsed.surname, tuple(parsed.given_tokens), han)


@lru_cache(maxsize=200_000)
def _from_parts(written: str, surname: str, given_tokens: tuple[str, ...], han: str | None) -> PersonName:
    _, _, spaced = _surname_data()
    family = re.sub(r"[\s\-']", "", surname.lower())
    family = _ascii(family)
    given = tuple(_ascii(g) for g in (re.sub(r"[.\-'\s]", "", t.lower()) for t in given_tokens) if g)
    low = _fold(written).lower()
    for variant, joined in spaced.items():          # "Ou Yang" kept whole
        if variant in low and family in {joined, variant.replace(" ", "").replace("-", "")}:
            family = joined
    return PersonName(written, family, given, han=han, chinese=True, readings=(given,))


def _given_tokens(tokens: list[str]) -> tuple[str, ...]:
    given: list[str] = []
    for tok in tokens:
        tok = tok.strip(",")
        if re.fullmatch(r"(?:[A-Z]\.){2,3}", tok):
            given.extend(c.lower() for c in tok if c.isalpha())
            continue
        for part in tok.split("-"):
            part = part.strip(".").lower()
            if part:
                given.append(part)
    return tuple(given)


def _with_order(written: str, family_tokens: list[str], given_tokens: list[str], han: str | None) -> PersonName:
    """A name whose order is known: pinyin given names are split into syllables."""
    family = _ascii(" ".join(t.lower().strip(".") for t in family_tokens))
    family = _surname_data()[2].get(family, family)      # "OU-YANG Ting", "Ou Yang, Ting": Ouyang
    given = tuple(_ascii(g) for g in _given_tokens(given_tokens))
    if len(given) >= 2 and given[0] in ("van", "thi") and family in _family_names("vietnamese") \
            and len(given[-1]) > 1:
        # Văn and Thị after the personal name, however written ("Nguyễn Văn Minh", "Nguyen, Van Minh", "Minh Van
        # Nguyen" are one name: given minh, van)
        given = (given[-1], *given[:-1])
    joined = "".join(given)
    pinyin = (split_pinyin(" ".join(given_tokens)) if given and not all(len(g) == 1 for g in given)
              and " " not in family and split_pinyin(family) else None)
    if pinyin and len(family.replace(" ", "")) <= 6 and len(joined) <= 12 and len(given_tokens) <= 2:
        return PersonName(written, family, pinyin, han=han, chinese=True, readings=(pinyin,))
    if given and all(len(g) == 1 for g in given) and split_pinyin(family):
        return PersonName(written, family, given, han=han, chinese=True, readings=(given,))
    return PersonName(written, family, given, han=han, chinese=False, readings=(given,))


def _spanish_double(tokens: list[str]) -> bool:
    """Whether a name written given name first ends in two Spanish family names, the father's and the mother's
    ("María José Fernández Ortega", "L. A. Gómez Rivas"): the first of the last two words a patronymic in -ez or a
    common Spanish family name with its accent (:func:`_spanish_family`), both written with a capital, a given name
    before them.

    >>> _spanish_double(["María", "José", "Fernández", "Ortega"]), _spanish_double(["José", "García", "Márquez"])
    (True, True)
    >>> _spanish_double(["Ana", "Fernández"]), _spanish_double(["María", "Inez", "Smith"])
    (False, False)
    >>> _spanish_double(["John", "Torres", "Smith"]), _spanish_double(["Marco", "Lorenzo", "Rossi"])
    (False, False)
    """
    if len(tokens) < 3 or _is_initial(tokens[-2]) or not all(t[:1].isupper() for t in tokens[-2:]):
        return False
    return _spanish_family(tokens[-2])


def _spanish_family(word: str, particles_after: bool = False) -> bool:
    """A patronymic in -ez, or a common Spanish family name (surnames.toml) written with its accent (García, Gómez:
    without it, "Garcia", "Torres", "Lorenzo" are as often English, Filipino or Italian middle names) or before the
    particles of the second family name ("Ortiz de la Garza")."""
    folded = _ascii(_fold(word).lower())
    if folded.endswith("ez") and len(folded) > 3 and folded not in ("inez", "ynez"):
        return True
    return folded in _family_names("spanish") and (particles_after or bool(re.search(r"[áéíóúñÁÉÍÓÚÑ]", word)))


def _as_written(written: str, tokens: list[str]) -> list[str]:
    """Tokens folded to ASCII as the name wrote them (the accents a Spanish family name is told by)."""
    words = {_fold(w): w for w in re.findall(r"[^\W\d_]+", written)}
    return [words.get(t, t) for t in tokens]


def _western(written: str, tokens: list[str], han: str | None) -> PersonName:
    while len(tokens) > 1 and re.fullmatch(r"(?i)jr\.?|sr\.?|ii|iii|iv", tokens[-1]):
        tokens = tokens[:-1]
    cut = len(tokens) - (2 if len(tokens) >= 3 and _spanish_double(_as_written(written, tokens)) else 1)
    while cut > 1 and tokens[cut - 1].lower() in _PARTICLES:
        cut -= 1
    if 2 <= cut < len(tokens) - 1 and tokens[cut - 1][:1].isupper() and not _is_initial(tokens[cut - 1]) \
            and _spanish_family(tokens[cut - 1], particles_after=True):
        cut -= 1            # the father's family name before the mother's with its particles: "Ortiz de la Garza"
    return _with_order(written, tokens[cut:], tokens[:cut], han)


def _parse_latin(written: str, name: str, han: str | None) -> PersonName:
    tokens, family, given = _order_cue(name)
    if family is not None:
        return _with_order(written, family, given, han)
    text = _for_sinonym(tokens)
    result = _sinonym_single(text) if text.strip() and len(text) < 60 else None
    if result is not None and result.success and result.parsed is not None:
        return _from_sinonym(written, result.parsed, han)
    return _western(written, tokens, han)


def parse_person_names(texts: Sequence[str], japanese: bool = False) -> tuple[PersonName, ...]:
    """Parse the names of one author or inventor list together, so that one order (given name first, or family
    name first) holds for the whole list where the writing does not say (sinonym's batch order detection);
    ``japanese``: the list is in a Japanese text (:func:`japanese_context`).

    >>> [n.family for n in parse_person_names(["Dai Zhang", "Peirui Cao", "Shizhen Zhao"])]
    ['zhang', 'cao', 'zhao']
    >>> [n.family for n in parse_person_names(["Liu Yunzhuo", "Jiang Bo", "Wang Wei"])]
    ['liu', 'jiang', 'wang']
    """
    return _parse_batch(tuple(texts), japanese)


@lru_cache(maxsize=200_000)
def _open_order_text(text: str) -> str | None:
    """The name as handed to sinonym's batch order detection, or None when the writing already says the order
    (comma, capitals, 'Liu Y.') or it has fewer than two tokens. Once per distinct string: names recur."""
    tokens, family, _ = _order_cue(_PAREN.sub(" ", strip_titles(text)))
    if family is None and len(tokens) >= 2:
        return _for_sinonym(tokens)
    return None


# one entry per distinct author list: a paper listed in several CVs is parsed once (10,000 CVs: ~130,000 lists)
@lru_cache(maxsize=250_000)
def _parse_batch(texts: tuple[str, ...], japanese: bool = False) -> tuple[PersonName, ...]:
    # a name of open order whose batch parse succeeds takes sinonym's batch result: its single parse (sinonym's
    # single-name call, about as costly) is made only when the batch gives nothing for it. A name with Han
    # characters after NFKC (the only ones whose parse carries ``han``) is parsed singly first, as before.
    singles: list[PersonName | None] = [None] * len(texts)
    if shapes := _vancouver_list(texts):     # "Smith JH, Adeyemi OO, Park SY": every name's capitals are initials
        # (but a pinyin given name, of one syllable or two, before capitals that can be a family name keeps them
        # one: "Jianhua LI"; not "Adeyemi AO")
        return tuple(parse_person_name(t) if _family_in_capitals(caps)
                     and all(1 <= len(split_pinyin(w) or ()) <= 2 for w in words)
                     else _with_order(t, family, [*words[len(family):], *caps], None)
                     for t, (words, caps) in zip(texts, shapes)
                     for family in (_family_before_initials(words, whole=True),))
    if _initials_first_list(texts):       # "I Halvorsen, KS Mørkved": capitals first, initials
        return tuple(_initials_then_family(t) for t in texts)
    if vietnamese := _vietnamese_first_names(texts):     # "Le Quang Huy, Nguyen Thi Thu Ha": family names first
        return tuple(parse_person_name(t, japanese) if tokens is None
                     else _with_order(t, tokens[:1], [tokens[-1], *tokens[1:-1]], None)
                     for t, tokens in zip(texts, vietnamese))
    open_order: list[int] = []
    prepared: list[str] = []
    for i, t in enumerate(texts):
        if _HAN.search(unicodedata.normalize("NFKC", t)):
            singles[i] = parse_person_name(t, japanese)
            if singles[i].han and not _PAREN.search(t):
                continue
        text = _open_order_text(t)
        if text is not None:
            open_order.append(i)
            prepared.append(text)
    if len(open_order) >= 2:
        for i, result in zip(open_order, _sinonym_batch(prepared)):
            if result.success and result.parsed is not None:
                singles[i] = _from_sinonym(texts[i], result.parsed, singles[i].han if singles[i] else None)
    return tuple(s if s is not None else parse_person_name(t, japanese) for s, t in zip(singles, texts))


