"""An author list as a reference writes it, split into the names as written, in order, and whether it ends in
"et al." (or 等, "and others").

Forms read: ``Liu, Y., Jiang, B., & Zhou, C.`` (family, initials pairs), ``LIU Y, JIANG B, ZHOU C``,
``Liu Yunzhuo, Guo Junchen``, ``Y. Liu et al.``, ``刘运卓, 江波, 等``, ``Buxton MJ, Lacey LA``,
``LIU, Yunzhuo, GUO, Junchen and ZHOU, Chenghu`` (ISO 690), ``Liu, Yunzhuo and Jiang, Bo`` (BibTeX-like), and
the separators ``,`` ``;`` ``、`` ``and`` ``&`` ``和`` ``与``.

>>> split_author_list("Liu, Y., Jiang, B., & Zhou, C.")
(('Liu, Y.', 'Jiang, B.', 'Zhou, C.'), False)
>>> split_author_list("Y. Liu, J. Guo, B. Jiang et al.")
(('Y. Liu', 'J. Guo', 'B. Jiang'), True)
>>> split_author_list("刘运卓, 江波, 等")
(('刘运卓', '江波'), True)
>>> split_author_list("Liu, Y., J. Guo, B. Jiang, and C. Zhou")
(('Liu, Y.', 'J. Guo', 'B. Jiang', 'C. Zhou'), False)
>>> split_author_list("LIU, Yunzhuo, GUO, Junchen and ZHOU, Chenghu")
(('LIU, Yunzhuo', 'GUO, Junchen', 'ZHOU, Chenghu'), False)
>>> split_author_list("Li, S*., Lin, Y*., Su, F*., 等")
(('Li, S.*', 'Lin, Y.*', 'Su, F.*'), True)
>>> split_author_list("Rosen, David, Elena Marchetti, and Sarah K. Webb")     # Chicago, MLA: the first inverted
(('Rosen, David', 'Elena Marchetti', 'Sarah K. Webb'), False)
>>> split_author_list("Tanaka H, Oh JK.")      # Vancouver: a two-letter family name beside two initials
(('Tanaka H', 'Oh JK'), False)
>>> split_author_list("Ito M, Nakamura Y.")
(('Ito M', 'Nakamura Y'), False)
>>> split_author_list("Rodríguez Peña, C., M. Á. Fernández de la Torre, and J. Ibáñez")   # Chicago, two family names
(('Rodríguez Peña, C.', 'M. Á. Fernández de la Torre', 'J. Ibáñez'), False)
"""

from __future__ import annotations

import re
from functools import lru_cache

_ET_AL = re.compile(r"(?:,?\s*(?:et\.?\s*al\.?|and\s+others|等(?:人)?|others|etc\.?))\s*[.,;:]*\s*$", re.IGNORECASE)
# ("y", "e", "et": the Spanish, Portuguese, Italian and French "and" after an initial: "MARTÍN, L. y SOLER, A."; not in
# "Costa e Silva", "Ramón y Cajal", nor "et al.")
_AND = re.compile(r"\s*(?:,\s*)?(?:\band\b|&|和|与|(?:(?<=\.)|(?<=\.,)|(?<=\.\*)|(?<=\.\*,))\s(?-i:y|e|et(?!\s+al\b)|ve|und|i|en|og|och|и)(?=\s))\s+"
                  r"|;\s*|、|，|,?\s+and\s*$"
                  r"|(?<=[\u4e00-\u9fff]{2})[和与](?=[\u4e00-\u9fff]{2})", re.IGNORECASE)
#: A capital letter of a Latin-script name, accented ones included ("Ødegaard", "Åström", "Łukasz", "Šimon"), for a
#: character class: an initial is one of them ("Ayduk, Ö.").
CAPITAL = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĴĶĹĻĽĿŁŃŅŇŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽА-ЯЁ"      # Cyrillic too
#: A given name cut to two letters of one sound, an initial that keeps its full stop ("Farkas Zs.", "Smirnova O.
#: Yu."): Hungarian's Cs, Dzs, Gy, Ny, Sz, Ty, Zs; Russian's and Telugu's Ch, Sh, Zh, Kh, Ts, Th (Russian's Ya, Ye, Yo,
#: Yu, which are names too, only after another initial). The name parser has its twin (graph.resolution.names).
SHORT_GIVEN = "Cs|Dzs|Gy|Ny|Sz|Ty|Zs|Ch|Sh|Zh|Kh|Ts|Th"
_INITIALS = re.compile(rf"^(?:[{CAPITAL}][a-z]?\.?ª?\s?-?\s?){{1,3}}$")      # (Spanish "M.ª" for María)
_WORD = re.compile(r"^[\w'’\-]+$")
_FAMILY = re.compile(r"^[\w'’\-]+(?: [\w'’\-]+){0,3}$")    # "Ebrahimpour Boroojeny", "Fernández de la Fuente"


_MARK = re.compile(r"[*†‡#]+")
_DOTTED_INITIALS = re.compile(rf"(?:[{CAPITAL}]\.\s*-?\s*){{1,3}}")
#: The small words of family names written in two words or three ("Fernández de la Torre", "van der Berg").
_FAMILY_PARTICLES = frozenset({"de", "del", "della", "la", "le", "da", "das", "do", "dos", "van", "von", "der", "den",
                               "ter", "y", "e", "di", "du", "op", "uit", "te", "aan", "'t", "’t"})
# a mark set after the separator that ends its name, apart from the next name ("Lindqvist, E.;† Kärkäs, M. D.", as
# ACS lists are often typed): a mark that opens a name is written against it ("*Kärkäs"), never before a space
_MARK_AFTER_SEPARATOR = re.compile(r"([;,])\s*([*†‡]+)(?=\s)")
# a name ending in an initial and its full stop (then perhaps a mark), which the list's stop is not
_ENDS_IN_INITIAL = re.compile(rf"(?:^|[\s.,-])(?:[{CAPITAL}]|{SHORT_GIVEN}|Y[aeou])\.[*†‡#]*$")
# a slash after a name's initial, before the next name: German styles part the names so ("Horák, J./Kettunen, L.")
_SLASH_BETWEEN_NAMES = re.compile(r"(?<=\b[A-Z]\.)\s*/\s*(?=[^\W\d_])")
# a word of a name in any Latin script, written with a capital ("David", "Tomás", "Oyarzún-Hale", "McDonald")
_NAME_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_INITIAL = re.compile(r"[A-Z]\.?")
# a Spanish patronymic family name (Fernández, Gómez, Pérez): no given name ends so but Inez
_PATRONYMIC = re.compile(r"(?i)^(?!inez$|ynez$)\w{2,}[eé]z$")


def _capitalised(word: str) -> bool:
    """A word of a name: letters (any Latin script), a capital first, not all capitals.

    >>> [_capitalised(w) for w in ("Tomás", "Oyarzún-Hale", "McDonald", "LIU", "van", "J.")]
    [True, True, True, False, False, False]
    """
    return bool(_NAME_WORD.fullmatch(word)) and word[0].isupper() and not word.isupper()


def _given_names(text: str) -> int:
    """How many given names written out a piece holds ("David" 1, "Thi Mai" 2, "Sarah K." 1, up to three, initials
    after them allowed), 0 when it is not given names (initials alone, a lower-case word, more than three).

    >>> [_given_names(t) for t in ("David", "Thi Mai", "Sarah K.", "Anna Lena Maria", "J. K.", "the Press")]
    [1, 2, 1, 3, 0, 0]
    """
    words = text.split()
    full = 0
    while full < len(words) and _capitalised(words[full]):
        full += 1
    if not 1 <= full <= 3 or not all(_INITIAL.fullmatch(w) for w in words[full:]):
        return 0
    return full


@lru_cache(maxsize=65_536)
def _inverted_first(family: str, given: str) -> bool:
    """Whether two pieces are an inverted name, family name first: one family name with one to three given names
    ("Nguyen", "Thi Mai"), or two family names with one given name ("Garcia Lopez", "Maria").

    >>> _inverted_first("Oyarzún-Hale", "Beatriz"), _inverted_first("Garcia Lopez", "Maria")
    (True, True)
    >>> _inverted_first("Ó Súilleabháin", "Cathal"), _inverted_first("Gómez de Liaño", "Paula")   # "Ó"; a particle
    (True, True)
    >>> _inverted_first("Yunzhuo Liu", "Bo Jiang"), _inverted_first("LIU", "Yunzhuo")
    (False, False)
    >>> _inverted_first("Fernández Ortega", "María José"), _inverted_first("Ana Ruiz", "Pedro Sánchez")
    (True, False)
    """
    families = family.split()
    count = _given_names(given)
    core = [w for w in families if w not in _FAMILY_PARTICLES]     # "Gómez de Liaño": two names and a particle
    # two family names before two given names only when the first is a Spanish patronymic ("Fernández Ortega",
    # "María José"): two words then two words are as often two names written given name first ("Ana Ruiz", "Eva Paz")
    return all(_capitalised(w) or w == "Ó" or w in _FAMILY_PARTICLES for w in families) \
        and (len(core) == 1 and count >= 1 or len(core) == 2 and (count == 1 or count == 2 and _PATRONYMIC.search(
            core[0]) is not None))


# Chicago's and MLA's inverted first author, split at its comma: a family name (one word, or two before one given
# name), then given names written out ("David", "Thi Mai", "Sarah K.", "Jean-Luc"), not initials alone
def join_inverted_first(names: list[str]) -> list[str]:
    """The first two pieces of a list split at commas joined into one name when they are the inverted first
    author of Chicago or MLA ("Rosen", "David", "Elena Marchetti" -> "Rosen, David", ...): the family name and the
    given names written out (:func:`_inverted_first`), and every other name written given name first (two words or
    more).

    >>> join_inverted_first(["Marchetti", "Elena"])
    ['Marchetti, Elena']
    >>> join_inverted_first(["Rosen", "David", "Elena Marchetti"])
    ['Rosen, David', 'Elena Marchetti']
    >>> join_inverted_first(["Nguyen", "Thi Mai"]), join_inverted_first(["Oyarzún-Hale", "Beatriz", "Tomás Greenberg"])
    (['Nguyen, Thi Mai'], ['Oyarzún-Hale, Beatriz', 'Tomás Greenberg'])
    >>> join_inverted_first(["Rosen", "David", "Marchetti"])          # one-word names: a list of family names
    ['Rosen', 'David', 'Marchetti']
    >>> join_inverted_first(["Sutrisno", "Wijaya A", "Kurniawan D"])   # Vancouver: a name of one word first
    ['Sutrisno', 'Wijaya A', 'Kurniawan D']
    """
    if len(names) < 2 or not _inverted_first(_MARK.sub("", names[0]).strip(), _MARK.sub("", names[1]).strip(" .")) \
            or not all(len(n.split()) >= 2 for n in names[2:]):
        return names
    if len(names) >= 3 and all(_VANCOUVER.match(_MARK.sub("", n).strip())
                                 and "." not in n.rstrip(".") for n in names[1:]):
        return names        # a Vancouver list opened by a name of one word ("Sutrisno, Wijaya A, Kurniawan D")
    return [f"{names[0]}, {names[1]}"] + names[2:]


def _initials(part: str) -> bool:
    part = _MARK.sub("", part)              # "S*." and "X.*": initials with an equal-contribution mark
    return bool(_INITIALS.fullmatch(part.strip())) and ("." in part or len(part.strip()) <= 2)


# a whole name as Vancouver writes it, family name then initials ("Tanaka H", "Oh JK"): never the family half of a pair
_VANCOUVER = re.compile(r"^[A-Z][a-z][\w'’\-]*(?: [\w'’\-]+)* [A-Z]{1,3}\.?$")
# and GB/T's with the family name in capitals and spaced initials ("CHEN X M", "LI W"): a whole name too
_VANCOUVER_CAPITALS = re.compile(r"^[A-Z][A-Z'’\-]+(?: [A-Z]){1,3}\.?$")


#: a generation after a family name: "Santos Jr.", "Hale III"
_GENERATION = re.compile(r"\s+(?:Jr|Sr)\.?$|\s+(?:II|III|IV)$")


def _pairs(parts: list[str]) -> bool:
    """Whether comma-separated parts alternate family name and given name (or initials).

    >>> _pairs(["Liu", "Y.", "Oh", "J. K."]), _pairs(["Tanaka H", "Oh JK."]), _pairs(["LI W", "CHEN X M"])
    (True, False, False)
    >>> _pairs(["Dela Paz", "A.M.C.", "Santos Jr.", "P.R."])
    True
    """
    if len(parts) < 2 or len(parts) % 2:
        return False
    # (a family name with its generation after it, "Santos Jr.", "Hale III", is a family name)
    evens = [_GENERATION.sub("", _MARK.sub("", e)) for e in parts[0::2]]
    if any(_VANCOUVER.match(e) or _VANCOUVER_CAPITALS.match(e) for e in evens):
        return False
    odds = parts[1::2]
    if not all(_FAMILY.match(_MARK.sub("", e)) for e in evens):
        return False
    return all(_initials(o) for o in odds) or all(e.isupper() and len(e) > 1 for e in evens)


def _paired_with_single_names(parts: list[str]) -> list[str] | None:
    """Names of an APA list where some authors have one name only, as many Indonesian authors do ("Dewi, R. S.,
    Kurniawan, Setiawan, A."): family names each followed by initials, and single capitalised words followed by
    none; None unless at least two names are pairs and one a single name.

    >>> _paired_with_single_names(["Dewi", "R. S.", "Kurniawan", "Setiawan", "A."])
    ['Dewi, R. S.', 'Kurniawan', 'Setiawan, A.']
    >>> _paired_with_single_names(["Rosen", "David", "Elena Marchetti"]) is None
    True
    """
    names: list[str] = []
    i = pairs = 0
    while i < len(parts):
        word = _MARK.sub("", parts[i]).strip()
        if i + 1 < len(parts) and _FAMILY.match(word) and not _VANCOUVER.match(word) and _initials(parts[i + 1]):
            names.append(f"{parts[i]}, {parts[i + 1]}")
            i, pairs = i + 2, pairs + 1
        elif _capitalised(word):
            names.append(parts[i])
            i += 1
        else:
            return None
    return names if pairs >= 2 and len(names) > pairs else None


def split_author_list(text: str) -> tuple[tuple[str, ...], bool]:
    """The names of an author list as written, and whether it ends in et al. (see the module docstring)."""
    text = " ".join(text.replace("\u00a0", " ").split()).strip(" ,;:")
    text = _MARK_AFTER_SEPARATOR.sub(r"\2\1", text)     # "Lindqvist, E.;† Kärkäs": the mark is Lindqvist's
    text = _SLASH_BETWEEN_NAMES.sub(", ", text)     # German lists: "Nováková, T./Horák, J./Schulze-Hennig, A."
    et_al = bool(_ET_AL.search(text)) or "…" in text or "..." in text    # APA's "A, B, … Z": a list cut short
    text = _ET_AL.sub("", text).replace("…", ",").replace("...", ",").strip(" ,;:")
    if not text:
        return (), et_al
    chunks = [c.strip(" ,") for c in _AND.split(text) if c and c.strip(" ,")]
    names: list[str] = []
    for chunk in chunks:
        parts = [p.strip() for p in chunk.split(",") if p.strip()]
        if len(parts) == 2 and _WORD.match(parts[0]) and (len(chunks) > 1 or _initials(parts[1])
                                                         or parts[0].isupper()):
            names.append(f"{parts[0]}, {parts[1]}")       # "Liu, Yunzhuo" of a BibTeX-like "and" list
        elif _pairs(parts):
            names += [f"{parts[i]}, {parts[i + 1]}" for i in range(0, len(parts), 2)]
        elif (paired := _paired_with_single_names(parts)) is not None:
            names += paired
        else:
            if len(parts) >= 2 and _initials(parts[1]) and (_WORD.match(parts[0]) or _FAMILY.match(parts[0]) and all(
                    _capitalised(w) or w in _FAMILY_PARTICLES for w in parts[0].split())
                    and _DOTTED_INITIALS.fullmatch(parts[1].strip())):
                # Chicago: only the first name inverted ("Rodríguez Peña, C., M. Á. Fernández de la Torre")
                parts = [f"{parts[0]}, {parts[1]}"] + parts[2:]
            names += parts
    names = join_inverted_first(names)
    names = [re.sub(r"([A-Z])([*†‡#]+)\.$", r"\1.\2", n) for n in names]      # "S*." -> "S.*"
    # an initial keeps its full stop, and so does a given name cut to two letters of one sound (SHORT_GIVEN)
    names = [n.strip(" ;:") if _ENDS_IN_INITIAL.search(n) else n.strip(" .;:")
             for n in names]
    if len(names) >= 2 and names[-1].endswith(".") and not any("." in n for n in names[:-1]):
        names[-1] = names[-1].rstrip(".")     # "Ito M, Nakamura Y.": the list's full stop, not an initial's
    return tuple(n for n in names if n), et_al
