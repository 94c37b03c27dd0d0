"""Generality: every CV-like file of the public corpus loads without an exception; .bib files give papers."""

from __future__ import annotations

from pathlib import Path

import pytest

from loaders import PaperRecord, PatentRecord, load

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
CV_SUFFIXES = {".txt", ".md", ".yml", ".yaml", ".tex", ".bib"}


def _files(folder: str, suffixes: set[str]) -> list[Path]:
    root = CORPUS / folder
    return sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in suffixes) if root.is_dir() else []


CV_FILES = _files("cv", CV_SUFFIXES)
BIB_FILES = [p for p in CV_FILES if p.suffix == ".bib"] + _files("and/dblp_jun_zhang", {".bib"})

needs_corpus = pytest.mark.skipif(not CV_FILES, reason="../shared/corpus is not beside this checkout")


@needs_corpus
@pytest.mark.parametrize("path", CV_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_file_loads(path):
    name = str(path.relative_to(CORPUS))
    result = load(path, source=name)
    assert result.source == name
    for item in (*result.records, *result.failures, *result.leftovers):
        assert item.span.source == name
        assert item.span.start_line <= item.span.end_line
    # nothing lost: every failure and leftover says where it is; a file that gave nothing says why
    assert result.records or result.failures or result.leftovers


@needs_corpus
@pytest.mark.parametrize("path", BIB_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_bibtex_files_give_paper_records(path):
    result = load(path, source=path.name)
    papers = result.of_type(PaperRecord) + result.of_type(PatentRecord)
    entries = sum(1 for line in path.read_text(encoding="utf-8").splitlines()
                  if line.lstrip().startswith("@") and not line.lstrip().lower().startswith(("@string", "@comment",
                                                                                            "@preamble")))
    assert papers and len(papers) + len(result.failures) == entries
    assert all(p.title and (getattr(p, 'authors', None) or getattr(p, 'inventors', None)) for p in papers)


@needs_corpus
def test_dblp_homonym_files_name_their_owner():
    # ten different people named Jun Zhang: each file's owner alias comes from the publication list
    from loaders import ProfileRecord

    named = []
    for path in _files("and/dblp_jun_zhang", {".bib"}):
        result = load(path, source=path.name)
        profiles = result.of_type(ProfileRecord)
        names = [n.text for n in profiles[0].names] if profiles else []
        assert names in ([], ["Jun Zhang"]), path.name  # never a co-author
        named.append(path.name) if names else None
    # Zhang_0002: Jun Zhang and Vasant G. Honavar are on equally many papers, so no owner is claimed
    assert sorted(set(p.name for p in _files("and/dblp_jun_zhang", {".bib"})) - set(named)) == ["Zhang_0002_Jun.bib"]
