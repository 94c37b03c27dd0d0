"""Features of each token for the sequence labeller: the word, its shape and punctuation, lexicons of reference
words (months, venue, publisher, connector words), its place in the string, whether it stands inside quotes or
brackets, and the same of its neighbours.

>>> from loaders.references.tokens import tokenize
>>> f = token_features(tokenize('Liu, Y. (2023). "A title". In Proc. NSDI.'))
>>> f[0]["w"], f[0]["shape"], f[2]["year"], f[4]["quoted"], f[6]["lex"]
('liu', 'Xx,', True, True, 'venue')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from loaders.references.tokens import Token

_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_OPEN_QUOTES = "\"“‘«「《"
_CLOSE_QUOTES = "\"”’»」》"
_LEXICON = {
    "month": "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august "
             "september october november december spring summer fall autumn winter",
    "venue": "proc proceedings conference conf journal trans transactions symposium workshop international annual "
             "acm ieee usenix sigcomm arxiv preprint letters review magazine bulletin annals advances meeting "
             "congress colloquium forum lecture notes lncs corr",
    "publisher": "press springer elsevier wiley publishing publishers publisher verlag acm ieee mit cambridge oxford "
                 "university academic sage routledge taylor francis",
    "connector": "in in: pp pp. p. vol vol. no no. nos. issue ed ed. eds eds. edited by available at retrieved from "
                 "accessed doi doi: url isbn issn chapter chap.",
    "etal": "et al al. et.al. 等 and & 和 与",
    "status": "to appear under review submitted accepted in press preprint forthcoming",
    "zhtype": "[j] [c] [m] [d] [r] [p] [s] [n] [z] [j/ol] [c/ol] [m/ol] [eb/ol] [c]// [j]. [c]. [m].",
}
_WORDS: dict[str, str] = {}
for _kind, _words in _LEXICON.items():
    for _w in _words.split():
        _WORDS.setdefault(_w, _kind)


def _shape(text: str) -> str:
    """A coarse shape: runs of upper, lower, digit and other characters collapsed (``Liu,`` -> ``Xx,``)."""
    out = []
    for ch in text[:12]:
        c = "X" if ch.isupper() else "x" if ch.islower() else "d" if ch.isdigit() else "H" if _HAN.match(ch) else ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def _one(tok: str) -> dict[str, object]:
    w = tok.lower().strip(".,;:()[]{}\"'“”‘’«»《》「」")
    lex = _WORDS.get(tok.lower()) or _WORDS.get(w) or ""
    return {
        "w": w[:20], "shape": _shape(tok), "first": tok[:1], "last": tok[-1:], "suffix": tok[-3:].lower(),
        "len": min(len(tok), 10), "year": bool(_YEAR.search(tok)), "digits": any(c.isdigit() for c in tok),
        "alldigits": w.isdigit(), "initial": bool(re.fullmatch(r"[A-Z]\.?,?|[A-Z]{1,3},?", tok)),
        "caps": tok.isupper() and len(tok) > 1, "han": bool(_HAN.match(tok)), "lex": lex,
        "url": tok.startswith(("http", "www.")), "doi": tok.lower().startswith(("10.", "doi")),
        "range": bool(re.search(r"\d[-–—]\d", tok)),
    }


def token_features(tokens: Sequence[Token]) -> list[dict[str, object]]:
    """One dict of features per token (see the module docstring); strings and booleans, as crfsuite takes them."""
    base = [_one(t.text) for t in tokens]
    n = len(tokens)
    quoted = bracket = False
    out: list[dict[str, object]] = []
    for i, (t, f) in enumerate(zip(tokens, base)):
        if t.text[:1] in _OPEN_QUOTES:
            quoted = True
        if t.text[:1] in "([":
            bracket = True
        feats = dict(f)
        feats["pos"] = str(int(10 * i / max(n, 1)))
        feats["quoted"] = quoted
        feats["bracket"] = bracket
        feats["gap"] = i > 0 and t.start > tokens[i - 1].end      # a space before (Han characters have none)
        for k in (-2, -1, 1, 2):
            j = i + k
            if 0 <= j < n:
                g = base[j]
                feats[f"{k}:w"] = g["w"]
                feats[f"{k}:shape"] = g["shape"]
                feats[f"{k}:lex"] = g["lex"]
                feats[f"{k}:last"] = g["last"]
            else:
                feats[f"{k}:edge"] = True
        if i == 0:
            feats["BOS"] = True
        if i == n - 1:
            feats["EOS"] = True
        out.append(feats)
        if t.text[-1:] in _CLOSE_QUOTES or t.text.rstrip(".,;:")[-1:] in _CLOSE_QUOTES:
            quoted = False
        if t.text.rstrip(".,;:")[-1:] in ")]":
            bracket = False
    return out
