"""CV noise on a labelled reference: the owner's name in bold, equal-contribution marks, ``[C3]`` labels, CCF and
acceptance-rate tags, "to appear" / "under review", a PDF line break inside a word, full-width punctuation.  Each
change keeps every token's label (a mark added to a token keeps its label; a tag added is a ``note``)."""

from __future__ import annotations

import random

from loaders.references.tokens import tokenize
from loaders.references.training.labelled import Labelled

_TAGS = ("(CCF-A)", "(CCF-B, acceptance rate: 18.4%)", "CCF-A", "(Oral)", "(Best Paper Award)", "[Spotlight]",
         "(清华 A 类)", "(CCF-A, 中科院一区)", "(acceptance rate 55/401=13.7%)")
_STATUS = ("To appear.", "(to appear)", "Under review.", "(under review)", "In submission.", "Accepted.")


def _pieces(x: Labelled) -> list[tuple[str, str, bool]]:
    toks = tokenize(x.text)
    return [(t.text, lab, i > 0 and t.start > toks[i - 1].end) for i, (t, lab) in enumerate(zip(toks, x.labels))]


def _join(pieces: list[tuple[str, str, bool]], origin: str) -> Labelled:
    text = "".join((" " if gap else "") + tok for tok, _, gap in pieces).strip()
    labels = tuple(lab for _, lab, _ in pieces)
    return Labelled(text, labels, origin)


def add_noise(x: Labelled, rng: random.Random) -> Labelled:
    """One noisy variant of ``x`` (see the module docstring); the result tokenizes to as many tokens as labels."""
    pieces = _pieces(x)
    authors = [i for i, (_, lab, _) in enumerate(pieces) if lab == "author"]
    if authors and rng.random() < 0.5:     # the owner in bold: one author's two tokens (or one)
        i = rng.choice(authors)
        j = i + 1 if i + 1 in authors and rng.random() < 0.7 else i
        tok, lab, gap = pieces[i]
        pieces[i] = ("**" + tok, lab, gap)
        tok, lab, gap = pieces[j]
        core = tok.rstrip(",;.")
        pieces[j] = ("**".join((core, tok[len(core):])) if i != j or True else tok, lab, gap)
    if authors and rng.random() < 0.2:     # equal contribution
        i = rng.choice(authors)
        tok, lab, gap = pieces[i]
        core = tok.rstrip(",;.")
        pieces[i] = (core + rng.choice("*†") + tok[len(core):], lab, gap)
    if rng.random() < 0.3:                 # a [C3] label in front (replacing a citation number)
        if pieces and pieces[0][1] == "citation-number":
            pieces = pieces[1:]
        pieces.insert(0, (f"[{rng.choice('CJWP')}{rng.randint(1, 30)}]", "citation-number", False))
    if rng.random() < 0.25:
        for tok in rng.choice(_TAGS).split():
            pieces.append((tok, "note", True))
    if rng.random() < 0.15:
        for tok in rng.choice(_STATUS).split():
            pieces.append((tok, "note", True))
    if rng.random() < 0.2:                 # a PDF line break inside a long word: "virtu- alization"
        long = [i for i, (tok, _, _) in enumerate(pieces) if len(tok) >= 8 and tok.isalpha()]
        if long:
            i = rng.choice(long)
            tok, lab, gap = pieces[i]
            cut = rng.randint(3, len(tok) - 3)
            pieces[i:i + 1] = [(tok[:cut] + "-", lab, gap), (tok[cut:], lab, True)]
    if rng.random() < 0.1:                 # full-width punctuation
        pieces = [(tok.replace(",", "，").replace(":", "："), lab, gap) for tok, lab, gap in pieces]
    out = _join(pieces, x.origin + "+noise")
    return out if len(tokenize(out.text)) == len(out.labels) else x
