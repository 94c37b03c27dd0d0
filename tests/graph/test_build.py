"""scholarkg build on bad input: every file is still processed, failures are named in the report, the exit code
says that something failed, and the graph of the good files is whole and valid."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from graph.resolution.tables import read_entities
from graph.build import RESOLUTION_FILES, build
from graph.cli.commands import main
from graph.rdf.sparql import lookup_persons, read_dataset

ROOT = Path(__file__).resolve().parents[2]


def _inputs(tmp_path: Path) -> Path:
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    shutil.copy(ROOT / "examples" / "cvs" / "004_26d677b8e0a8f1b8.txt", cvs / "good.txt")
    (cvs / "binary.pdf").write_bytes(b"%PDF-1.4\x00\x01\x02\x00\xff" * 50)
    (cvs / "empty.md").write_text("", encoding="utf-8")
    (cvs / "refs.bib").write_text("@article{ok, title={A Fine Paper}, author={Bo Jiang and Yunzhuo Liu}, year={2023}}\n"
                                  "@article{broken, title={No Authors At All}, year={2020}}\n", encoding="utf-8")
    return cvs


def test_bad_files_are_reported_and_the_rest_is_built(tmp_path):
    result = build([_inputs(tmp_path)], tmp_path / "out")
    assert not result.ok
    assert result.validation.conforms
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    for name in ("binary.pdf", "empty.md", "refs.bib"):
        assert name in report
    data = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    failed = {f["source"] for f in data["files"] if f["failures"]}
    assert failed == {"binary.pdf", "empty.md", "refs.bib"}
    bib = next(f for f in data["files"] if f["source"] == "refs.bib")
    assert bib["failures"][0]["span"]["start_line"] == 2      # the broken entry, by its line
    ds = read_dataset(tmp_path / "out" / "graph.trig")
    assert lookup_persons(ds, "Zhisheng YE") and lookup_persons(ds, "Bo Jiang")
    assert data["counts"]["files"] == 4 and data["counts"]["files_failed"] == 3


def test_cli_exit_codes(tmp_path, capsys):
    cvs = _inputs(tmp_path)
    assert main(["build", str(cvs), "-o", str(tmp_path / "a"), "--no-network"]) == 1
    assert "FAILED binary.pdf" in capsys.readouterr().err
    assert main(["build", str(cvs / "good.txt"), "-o", str(tmp_path / "b"), "--no-network"]) == 0
    assert main(["build", str(cvs / "good.txt"), str(tmp_path / "missing.txt"), "-o", str(tmp_path / "c")]) == 1
    assert "missing" in capsys.readouterr().err
    assert main(["build", str(cvs), "-o", str(tmp_path / "d"), "--format", "rdfxml"]) == 2


def test_build_caps_the_page_and_says_so(tmp_path, capsys):
    cv = tmp_path / "cv.txt"
    cv.write_text('Publications\n- Bo Jiang, Yunzhuo Liu, Zhisheng Ye. "A Paper". INFOCOM 2023.\n'
                  '- Bo Jiang, Yunzhuo Liu. "Another Paper". NSDI 2024.\n', encoding="utf-8")
    result = build([cv], tmp_path / "out", max_nodes=2, check=False)
    assert "the 2 most connected of 3 persons drawn" in result.network_summary
    page = (tmp_path / "out" / "network.html").read_text(encoding="utf-8")
    assert "Showing the 2 most connected of 3 persons" in page
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert f"Network page (network.html): {result.network_summary}" in report
    data = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    assert data["network_page"] == result.network_summary
    assert main(["build", str(cv), "-o", str(tmp_path / "all"), "--no-validate", "--max-nodes", "0"]) == 0
    err = capsys.readouterr().err
    assert "network.html: drew 3 persons (nodes), 3 collaborations (edges)" in err and "most connected" not in err


def test_a_capped_page_finds_its_communities_among_the_persons_it_draws(tmp_path, monkeypatch):
    # Louvain runs on the drawn persons only (never on the whole network, most of the page's time on a large one),
    # and the build's page is the page `render` draws from the built graph with the same cap
    import argparse

    import networkx as nx

    from benchmarks.generate import generate_corpus, write_corpus
    from graph.cli.render import add_render_parser

    cvs = write_corpus(generate_corpus(8, seed=4), tmp_path / "cvs")
    (cvs / "truth.json").unlink()
    sizes: list[int] = []
    louvain = nx.community.louvain_communities

    def counted(G, *args, **kwargs):
        sizes.append(G.number_of_nodes())
        return louvain(G, *args, **kwargs)

    monkeypatch.setattr(nx.community, "louvain_communities", counted)
    result = build([cvs], tmp_path / "out", max_nodes=40, check=False)
    assert "the 40 most connected of" in result.network_summary
    assert sizes and max(sizes) <= 40
    parser = argparse.ArgumentParser(prog="scholarkg")
    add_render_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["render", str(tmp_path / "out" / "graph.trig"), "-o", str(tmp_path / "r.html"),
                              "--max-nodes", "40", "--graphml", str(tmp_path / "n.graphml")])
    assert args.func(args) == 0
    page = (tmp_path / "out" / "network.html").read_bytes()
    assert (tmp_path / "r.html").read_bytes() == page
    # the export carries the communities of the whole network
    whole = nx.read_graphml(tmp_path / "n.graphml")
    assert len(whole) > 40 and all("community" in d for _, d in whole.nodes(data=True))


def test_a_killed_build_leaves_the_last_good_outputs(tmp_path):
    # the build process is killed (SIGKILL) after it wrote the new graph and before the rest: the outputs of the
    # last good build stay as they were, byte for byte; the next build clears the dead build's staging folder
    import subprocess
    import sys

    cvs = tmp_path / "cvs"
    cvs.mkdir()
    shutil.copy(ROOT / "examples" / "cvs" / "004_26d677b8e0a8f1b8.txt", cvs / "good.txt")
    out = tmp_path / "out"
    assert build([cvs], out).ok
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    shutil.copy(ROOT / "examples" / "cvs" / "003_441e5538762dd731.txt", cvs / "more.txt")
    script = ("import os, signal, sys\n"
              "import importlib\n"
              "b = importlib.import_module('graph.build')\n"
              "b.render_html = lambda *a, **k: os.kill(os.getpid(), signal.SIGKILL)\n"
              f"b.build([{str(cvs)!r}], {str(out)!r})\n")
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=False)
    assert proc.returncode == -9
    assert any(p.name.startswith(".staging-") for p in out.iterdir())   # the dead build's half-written files
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file() and not p.name.startswith(".")} == before
    build([cvs], out)
    assert not any(p.name.startswith(".staging-") for p in out.iterdir())
    assert (out / "graph.trig").read_bytes() != before["graph.trig"]


def test_a_failing_build_leaves_the_last_good_outputs(tmp_path, monkeypatch):
    import importlib

    module = importlib.import_module("graph.build")

    import pyoxigraph as ox

    cvs = _inputs(tmp_path)
    out, store = tmp_path / "out", tmp_path / "store"
    build([cvs], out, store=store)
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    quads = len(ox.Store.read_only(str(store)))

    def broken(*args, **kwargs):
        raise RuntimeError("disk full")

    (cvs / "more.txt").write_text('Publications\n- Ann Li, Bo Wu. "Another Paper". NSDI 2024.\n', encoding="utf-8")
    monkeypatch.setattr(module, "render_html", broken)
    with pytest.raises(RuntimeError):
        build([cvs], out, store=store)
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before
    # the persistent store is the last good build's too (it was filled anew, and replaced only at the end)
    assert len(ox.Store.read_only(str(store))) == quads and sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["cvs", "out", "store"])


def test_report_md_is_a_bounded_summary_past_its_limit(tmp_path, monkeypatch):
    """Past REPORT_DETAIL_LINES, report.md summarises (files that need a look, the strongest refusals) and
    report.json keeps every failure and leftover line (the decisions are in resolution/)."""
    import sys

    gb = sys.modules["graph.build"]      # the module (graph.build is also the name of its function)
    cvs = _inputs(tmp_path)
    full = build([cvs], tmp_path / "full", check=False, network=False)
    monkeypatch.setattr(gb, "REPORT_DETAIL_LINES", 10)
    build([cvs], tmp_path / "short", check=False, network=False)
    long_md = (tmp_path / "full" / "report.md").read_text(encoding="utf-8")
    short_md = (tmp_path / "short" / "report.md").read_text(encoding="utf-8")
    assert "### Leftovers" in long_md and "### Leftovers" not in short_md
    assert "## Files that need a look (4 of 4)" in short_md and "report.json" in short_md
    for name in ("binary.pdf", "empty.md", "refs.bib"):
        assert name in short_md
    assert len(short_md) < len(long_md)
    assert (tmp_path / "full" / "report.json").read_bytes() == (tmp_path / "short" / "report.json").read_bytes()
    assert sum(len(r.leftovers) for r in full.results) == sum(
        len(f["leftovers"]) for f in json.loads((tmp_path / "short" / "report.json").read_text())["files"])


def test_files_of_one_name_in_two_folders_are_two_cvs_whatever_the_order(tmp_path):
    """cv.md in two folders: two named graphs with both papers, the same output for either order of the folders
    (both CVs used to become one source, keeping the paper of whichever folder came last)."""
    for sub, owner, other, title, venue in (("x", "Ann Smith", "Bo Li", "Paper X One", "VLDB 2020"),
                                            ("y", "Carl Jones", "Dan Wu", "Paper Y Two", "SIGMOD 2021")):
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "cv.md").write_text(f'# {owner}\n\n## Publications\n\n- {owner}, {other}. "{title}." In '
                                              f'{venue}.\n', encoding="utf-8")
    first = build([tmp_path / "x", tmp_path / "y"], tmp_path / "a")
    second = build([tmp_path / "y", tmp_path / "x", tmp_path / "x" / "cv.md"], tmp_path / "b")
    assert first.ok and second.ok
    assert sorted(r.source for r in first.results) == ["x/cv.md", "y/cv.md"]
    assert first.counts["papers"] == 2 and first.counts["named_graphs"] == 2
    for name in ("graph.trig", "report.json", "report.md", "network.html", *RESOLUTION_FILES):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name
    trig = (tmp_path / "a" / "graph.trig").read_text(encoding="utf-8")
    assert "Paper X One" in trig and "Paper Y Two" in trig


def test_html_in_a_cv_stays_text_in_report_md(tmp_path):
    """A venue or leftover line holding an HTML tag: report.md escapes it, report.json and the resolution tables keep
    the text as written."""
    (tmp_path / "cvs").mkdir()
    (tmp_path / "cvs" / "refs.bib").write_text(
        "@inproceedings{k,\n  author = {Jane Doe},\n  title = {A Title},\n"
        "  booktitle = {SIGCOMM <b onmouseover=alert(7)>x</b>},\n  year = {2022}\n}\n", encoding="utf-8")
    (tmp_path / "cvs" / "cv.md").write_text("# Jane Doe\n\n<img src=x onerror=alert(1)> a line of prose here\n",
                                            encoding="utf-8")
    build([tmp_path / "cvs"], tmp_path / "out")
    md = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "<b" not in md and "<img" not in md
    assert "&lt;b onmouseover=alert(7)>x&lt;/b>" in md
    assert '"text": "a line of prose here"' in (tmp_path / "out" / "report.json").read_text(encoding="utf-8")
    venues, _ = read_entities(tmp_path / "out" / "resolution", "venue")
    assert [v.labels for v in venues] == [("SIGCOMM <b onmouseover=alert(7)>x</b>",)]


def test_a_memory_budget_changes_the_processes_not_the_outputs(tmp_path, capsys, monkeypatch):
    """A build whose budget leaves no room for workers runs every stage in one process and says so; its outputs are
    byte for byte those of the build on worker processes (enough CVs, and shards small enough, that every stage
    would fork)."""
    import importlib
    from functools import partial

    from benchmarks.generate import generate_corpus, write_corpus

    stage = importlib.import_module("graph.build")      # the module (the package's ``build`` is the function)
    monkeypatch.setattr(stage, "write_dataset", partial(stage.write_dataset, size=2_000))
    cvs = write_corpus(generate_corpus(16, seed=8), tmp_path / "cvs")
    (cvs / "truth.json").unlink()
    options = ["--workers", "3", "--no-cache", "--no-validate"]       # three: the persons' partitions fork from three
    assert main(["build", str(cvs), "-o", str(tmp_path / "a"), *options]) == 0
    capsys.readouterr()
    assert main(["build", str(cvs), "-o", str(tmp_path / "b"), *options, "--progress", "--max-memory", "1M"]) == 0
    told = capsys.readouterr().err
    for stage in ("loading", "persons", "RDF"):
        assert f"scholarkg: {stage}: in this process, not on 3 worker processes" in told
    for name in ("graph.trig", "report.md", "report.json", "network.html", *RESOLUTION_FILES):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


def test_a_memory_size_that_is_not_one_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["build", str(tmp_path), "-o", str(tmp_path / "out"), "--max-memory", "lots"])
    assert exit_.value.code == 2 and "not a memory size: 'lots'" in capsys.readouterr().err
