"""English words, to tell a word that PDF extraction broke across lines ("Effic" + "ient") from two words that a
line break separates ("graph" + "neural").

The list (``loaders/entries/data/words.txt.gz``, about 78,000 lower-case words) is SCOWL's American English list
(Debian's ``wamerican``; its notice is in ``loaders/entries/data/NOTICE``) with the words of the titles and venues of
AnyStyle's labelled references and of the BibTeX files in ``../shared/corpus`` (seen twice or more): the technical
vocabulary a dictionary lacks.  ``python -m loaders.entries.words --build`` rebuilds it, byte for byte.

>>> is_word("neural"), is_word("Effic"), is_word("container")
(True, False, True)
"""

from __future__ import annotations

import gzip
import re
import sys
from collections import Counter
from functools import cache
from importlib import resources
from pathlib import Path

DATA = "words.txt.gz"
_WORD = re.compile(r"[a-z]{2,}")


@cache
def _words() -> frozenset[str]:
    raw = resources.files("loaders.entries").joinpath("data", DATA).read_bytes()
    return frozenset(gzip.decompress(raw).decode("ascii").split("\n"))


def is_word(text: str) -> bool:
    """Whether ``text`` (any case) is an English word of two letters or more."""
    return text.lower() in _words()


def build(dictionary: Path, corpus: Path) -> bytes:
    """The gzipped word list from a SCOWL word list and the labelled references and BibTeX files of ``corpus``."""
    words = {w.lower() for w in dictionary.read_text(encoding="utf-8", errors="ignore").split()
             if "'" not in w and _WORD.fullmatch(w.lower())}
    seen: Counter[str] = Counter()
    for f in sorted((corpus / "references" / "anystyle").glob("*.xml")):
        text = f.read_text(encoding="utf-8")
        for tag in ("title", "container-title", "journal", "publisher", "collection-title"):
            for m in re.finditer(rf"<{tag}>(.*?)</{tag}>", text, re.S):
                seen.update(w.lower() for w in re.findall(r"[A-Za-z]+", m.group(1)))
    for f in sorted(corpus.rglob("*.bib")):
        text = f.read_text(encoding="utf-8", errors="ignore")
        for m in re.finditer(r"(?im)^\s*(?:title|booktitle|journal)\s*=\s*[{\"](.*?)[}\"],?\s*$", text):
            seen.update(w.lower() for w in re.findall(r"[A-Za-z]+", m.group(1)))
    words |= {w for w, n in seen.items() if n >= 2 and len(w) >= 3}
    return gzip.compress("\n".join(sorted(words)).encode("ascii"), mtime=0)


if __name__ == "__main__":       # python -m loaders.entries.words --build [DICTIONARY] [CORPUS]
    if sys.argv[1:2] == ["--build"]:
        dictionary = Path(sys.argv[2] if len(sys.argv) > 2 else "/usr/share/dict/american-english")
        corpus = Path(sys.argv[3] if len(sys.argv) > 3 else Path(__file__).resolve().parents[3] / "shared" / "corpus")
        target = Path(__file__).with_name("data") / DATA
        target.write_bytes(build(dictionary, corpus))
        print(f"wrote {target}")
