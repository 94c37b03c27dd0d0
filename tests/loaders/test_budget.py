"""A time budget per file, and extraction time that grows linearly with the entries of one file."""

from __future__ import annotations

import importlib
import time

import pytest

from loaders import PaperRecord, extract, parse_document


def _cv(n: int, quoted: bool = True) -> bytes:
    entry = ('{k}. Ann Li, Bo Wu{k}, "Title number {k} of things," in Proc. NSDI, 2020.' if quoted
             else "{k}. Ann Li, Bo Wu. Title number {k} of things. NSDI, 2020.")
    return ("Ann Li\n\nPublications\n" + "\n".join(entry.format(k=k) for k in range(n)) + "\n").encode()


class _Clock:
    """A clock that advances one second each time it is read: the budget is spent after a known number of checks,
    whatever the machine is doing."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 1.0
        return self.now


def test_a_spent_budget_keeps_what_was_read_and_says_where_it_stopped(monkeypatch):
    monkeypatch.setattr(importlib.import_module("loaders.extract"), "time", _Clock())
    doc = parse_document(_cv(3000), source="big.md")
    result = extract(doc, max_seconds=100)
    stop = [f for f in result.failures if "time budget" in f.reason]
    assert len(stop) == 1
    line = stop[0].span.start_line
    papers = result.of_type(PaperRecord)
    assert 0 < len(papers) < 3000 and all(p.span.end_line < line for p in papers)
    assert {x.span.start_line for x in result.leftovers} >= set(range(line, len(doc.lines) + 1)) - {0}
    assert extract(doc, max_seconds=None).ok


def test_the_cli_goes_on_with_the_other_files(tmp_path, monkeypatch):
    from graph.cli import main

    monkeypatch.setattr(importlib.import_module("loaders.extract"), "time", _Clock())
    (tmp_path / "big.md").write_bytes(_cv(3000))
    (tmp_path / "small.md").write_bytes(_cv(3))
    assert main(["extract", str(tmp_path), "--max-seconds", "100", "--report", str(tmp_path / "r.md")]) == 1
    report = (tmp_path / "r.md").read_text(encoding="utf-8")
    assert "time budget of 100 s spent at line" in report and "## small.md" in report
    assert "time budget" not in report.split("## small.md", 1)[1]


def _seconds(data: bytes, below: float = 0.0) -> float:
    """The best of two runs; with ``below``, the first when it is under it (a second could only lower the best, so
    it would not change whether the best is under ``below``)."""
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        extract(parse_document(data, source="x.md"))
        best = min(best, time.perf_counter() - start)
        if best < below:
            break
    return best


@pytest.mark.slow
@pytest.mark.parametrize("quoted", [True, False], ids=["rules", "reference-parser"])
def test_extraction_time_is_linear_in_the_entries(quoted):
    """n and 4n entries of one file, timed in one run: the ratio stays near 4 (a quadratic step would give 16)."""
    small = _seconds(_cv(500, quoted))
    large = _seconds(_cv(2000, quoted), below=8 * small)
    assert large / small < 8, (small, large)
