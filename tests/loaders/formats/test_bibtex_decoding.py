"""The LaTeX decoding shortcut of loaders.formats.bibtex (values with nothing to decode skip pylatexenc) changes
nothing.

Every field value of the BibTeX files in examples/, in a generated corpus and, when it is beside the checkout, in
../shared/corpus is decoded both ways; a value the shortcut keeps as written must be what pylatexenc gives.
"""

from __future__ import annotations

from pathlib import Path

import bibtexparser
import pytest
from bibtexparser.middlewares import LatexDecodingMiddleware

from loaders.formats.bibtex import _LATEX_ACTIVE, _LatexDecoding

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT.parent / "shared" / "corpus"


def _values(folders: list[Path]) -> set[str]:
    out: set[str] = set()
    for folder in folders:
        for path in sorted(folder.rglob("*.bib")):
            library = bibtexparser.parse_string(path.read_text(encoding="utf-8", errors="replace"))
            out.update(f.value for e in library.entries for f in e.fields if isinstance(f.value, str))
    return out


@pytest.fixture(scope="module")
def values(tmp_path_factory) -> set[str]:
    from benchmarks.generate import generate_corpus, write_corpus

    generated = tmp_path_factory.mktemp("gen")
    write_corpus(generate_corpus(60, seed=3), str(generated))
    # LaTeX as real BibTeX files write it (the corpus beside the checkout has more)
    (generated / "latex.bib").write_text(
        "@article{a, author = {J{\\\"o}rg M{\\\"u}ller and Fran{\\c{c}}ois Dupr{\\'e}},\n"
        "  title = {{LIBRA}: Fast $O(n)$ Scheduling -- a ``Study''},\n  journal = {IEEE/ACM Trans.~Netw.},\n"
        "  pages = {1--12}, year = {2023}, note = {50\\% faster \\& smaller}}\n", encoding="utf-8")
    return _values([ROOT / "examples", generated] + ([CORPUS] if CORPUS.exists() else []))


def test_shortcut_gives_what_pylatexenc_gives(values):
    plain = [v for v in values if _LATEX_ACTIVE.search(v) is None]
    assert len(plain) > 100 and len(plain) < len(values)       # both paths are exercised
    full, fast = LatexDecodingMiddleware(), _LatexDecoding()
    for v in values:
        assert fast._transform_python_value_string(v) == full._transform_python_value_string(v), v


@pytest.mark.parametrize("text", ["50% off", "a -- b", "``q''", "x~y", "$x^2$", "a\nb", "{\\'E}cole", "?`Qu\\'e?"])
def test_values_with_latex_are_decoded(text):
    assert _LATEX_ACTIVE.search(text)
    assert _LatexDecoding()._transform_python_value_string(text) == \
        LatexDecodingMiddleware()._transform_python_value_string(text)
