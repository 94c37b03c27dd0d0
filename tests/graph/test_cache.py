"""Incremental builds: a rebuild reads only new and changed files, and its outputs are those of a fresh build."""

from __future__ import annotations

import gc
import pickle
import shutil
from pathlib import Path

import pytest

from benchmarks.generate import generate_corpus, write_corpus
from graph.build import RESOLUTION_FILES, build
from graph.cache import CACHE_DIR, FileCache

ROOT = Path(__file__).resolve().parents[2]
OUTPUTS = ("graph.trig", "report.md", "report.json", "network.html", *RESOLUTION_FILES)


def _same_outputs(a: Path, b: Path) -> None:
    for name in OUTPUTS:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    folder = write_corpus(generate_corpus(12, seed=21), tmp_path_factory.mktemp("gen"))
    (Path(folder) / "truth.json").unlink()
    return Path(folder)


def test_adding_changing_and_removing_a_cv_gives_the_fresh_build(corpus, tmp_path):
    cvs = tmp_path / "cvs"
    shutil.copytree(corpus, cvs)
    held = sorted(cvs.iterdir())[-1]
    moved = tmp_path / held.name
    held.rename(moved)
    out = tmp_path / "out"
    first = build([cvs], out, workers=1, check=False, network=False)  # fills the cache; its outputs are replaced
    assert first.cached == 0

    moved.rename(cvs / held.name)                  # add one CV
    added = build([cvs], out)
    assert added.cached == len(added.results) - 1
    fresh = build([cvs], tmp_path / "fresh", cache=False)
    assert not (tmp_path / "fresh" / CACHE_DIR).exists()
    _same_outputs(out, tmp_path / "fresh")
    assert added.counts == fresh.counts

    changed = sorted(p for p in cvs.iterdir() if p.suffix == ".txt")[0]   # change one
    changed.write_text(changed.read_text(encoding="utf-8").replace("Publications", "Selected Publications", 1)
                       + "\n- Bo Jiang, Yunzhuo Liu. \"A Paper Added Later\". INFOCOM 2023.\n", encoding="utf-8")
    again = build([cvs], out)
    assert again.cached == len(again.results) - 1
    build([cvs], tmp_path / "fresh2", cache=False)
    _same_outputs(out, tmp_path / "fresh2")
    assert "A Paper Added Later" in (out / "graph.trig").read_text(encoding="utf-8")

    entries = len(list((out / CACHE_DIR).glob("*/*.pkl")))
    changed.unlink()                               # remove one: its entry goes, the rest stay
    removed = build([cvs], out)
    assert removed.cached == len(removed.results)
    assert len(list((out / CACHE_DIR).glob("*/*.pkl"))) == entries - 1
    build([cvs], tmp_path / "fresh3", cache=False)
    _same_outputs(out, tmp_path / "fresh3")


def test_a_damaged_cache_is_read_again_not_trusted(corpus, tmp_path):
    out = tmp_path / "out"
    build([corpus], out, check=False, network=False)     # fills the cache; its outputs are replaced
    entries = sorted((out / CACHE_DIR).glob("*/*.pkl"))
    entries[0].write_bytes(entries[0].read_bytes()[:-7] + b"garbage")          # a flipped tail
    entries[1].write_bytes(b"")                                                 # an empty file
    head = entries[2].read_bytes()
    entries[2].write_bytes(head.replace(b"scholarkg-cache\n2\n", b"scholarkg-cache\n1\n", 1))  # another format
    other = FileCache(out / CACHE_DIR, secret=b"another user's key, 32 bytes..")                # another signer
    key = entries[3].stem
    body = entries[3].read_bytes()[len(b"scholarkg-cache\n2\n") + 32:]
    other.put(key, pickle.loads(body))
    rebuilt = build([corpus], out)
    assert len(rebuilt.cache_corrupt) == 4 and rebuilt.cached == len(rebuilt.results) - 4
    build([corpus], tmp_path / "fresh", cache=False)
    _same_outputs(out, tmp_path / "fresh")
    # and the entries were written again (the cache alone is asked of this build: no check, no page)
    assert build([corpus], out, check=False, network=False).cached == len(rebuilt.results)


@pytest.mark.parametrize("part", ["pubs.tex", "pubs.dat"])
def test_a_change_in_a_latex_part_reads_the_cv_again(tmp_path, part):
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    (cvs / "cv.txt").write_text("Ann Li\n\n" + "\n" * 3, encoding="utf-8")   # a plain CV beside: cached
    (cvs / "cv.tex").write_text("\\documentclass{article}\\begin{document}\n\\section{Publications}\n"
                                f"\\input{{{part.removesuffix('.tex')}}}\n\\end{{document}}\n", encoding="utf-8")
    (cvs / part).write_text("\\begin{itemize}\n\\item Bo Jiang, Yunzhuo Liu. ``A Paper''. INFOCOM 2023.\n"
                                  "\\end{itemize}\n", encoding="utf-8")
    out = tmp_path / "out"
    build([cvs], out)
    (cvs / part).write_text("\\begin{itemize}\n\\item Bo Jiang, Yunzhuo Liu. ``Another Paper''. "
                            "INFOCOM 2024.\n\\end{itemize}\n", encoding="utf-8")
    again = build([cvs], out)
    assert again.cached == 1        # the plain CV; the one that reads another file is read on every build
    assert "Another Paper" in (out / "graph.trig").read_text(encoding="utf-8")


def test_the_key_names_the_content_the_name_and_the_limit(tmp_path):
    a = tmp_path / "a.txt"
    a.write_text("Publications\n", encoding="utf-8")
    cache = FileCache(tmp_path / CACHE_DIR)
    key = cache.key(a, "a.txt", 100, 60.0)
    assert key == cache.key(a, "a.txt", 100, 60.0)
    with_contact = FileCache(tmp_path, keep_contact=True)
    assert len({key, cache.key(a, "b.txt", 100, 60.0), cache.key(a, "a.txt", 200, 60.0),
                cache.key(a, "a.txt", 100, 5.0), with_contact.key(a, "a.txt", 100, 60.0)}) == 5
    a.write_text("Publications \n", encoding="utf-8")
    assert cache.key(a, "a.txt", 100, 60.0) != key


def test_no_cache_keeps_none(corpus, tmp_path):
    out = tmp_path / "out"
    build([corpus], out, check=False, network=False)          # the cache folder alone is asked of these builds
    assert (out / CACHE_DIR).is_dir()
    build([corpus], out, cache=False, check=False, network=False)
    assert not (out / CACHE_DIR).exists()


def test_the_cache_holds_no_contact_details(tmp_path):
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    (cvs / "cv.md").write_text("# Ann Li\n\nE-mail: ann.li@example.edu, phone +1 617 555 0123\n\n## Publications\n"
                               '1. **Ann Li**, Bo Wu, "Fast Startup of Things," in Proc. EuroSys, 2025.\n',
                               encoding="utf-8")
    build([cvs], tmp_path / "out")
    entries = list((tmp_path / "out" / CACHE_DIR).glob("*/*.pkl"))
    assert entries and all(b"ann.li" not in p.read_bytes() and b"555" not in p.read_bytes() for p in entries)
    build([cvs], tmp_path / "with", include_contact=True)      # asked for: kept, in entries of their own
    assert any(b"ann.li" in p.read_bytes() for p in (tmp_path / "with" / CACHE_DIR).glob("*/*.pkl"))


def test_the_cache_folder_is_not_read_as_input(tmp_path):
    cvs = tmp_path / "cvs"
    shutil.copytree(ROOT / "examples" / "cvs", cvs)
    # the output folder inside the input folder; the inputs read and the cache alone are asked: no check, no page
    first = build([cvs], cvs / "out", check=False, network=False)
    second = build([cvs], cvs / "out", check=False, network=False)
    assert [r.source for r in second.results] == [r.source for r in first.results]
    assert second.cached == len(second.results)


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("include_contact", [False, True])
def test_outputs_are_the_same_without_a_cache_with_a_cold_one_and_a_warm_one(tmp_path, include_contact, workers):
    cvs = tmp_path / "cvs"
    shutil.copytree(ROOT / "examples" / "cvs", cvs)
    (cvs / "contact.md").write_text("# Ann Li\n\nE-mail: ann.li@example.edu\n\n## Publications\n"
                                    '1. **Ann Li**, Bo Wu, "Fast Startup of Things," in Proc. EuroSys, 2025.\n',
                                    encoding="utf-8")
    options = dict(include_contact=include_contact, workers=workers, check=False)
    build([cvs], tmp_path / "none", cache=False, **options)
    cold = build([cvs], tmp_path / "cached", **options)
    _same_outputs(tmp_path / "none", tmp_path / "cached")
    assert gc.isenabled() and gc.get_freeze_count() == 0       # the reading's stream was read to its end
    kept = [p.read_bytes() for p in (tmp_path / "cached" / CACHE_DIR).glob("*/*.pkl")]
    assert kept and any(b"ann.li" in body for body in kept) == include_contact
    warm = build([cvs], tmp_path / "cached", **options)
    _same_outputs(tmp_path / "none", tmp_path / "cached")
    assert cold.cached == 0 and warm.cached == len(warm.results) and cold.counts == warm.counts
    assert (b"ann.li" in (tmp_path / "cached" / "graph.trig").read_bytes()) == include_contact
