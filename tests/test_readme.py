"""The Python examples of the README run (from the repository root, as a reader would run them)."""

from __future__ import annotations

import doctest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_examples_run(monkeypatch):
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3
    assert result.failed == 0


def test_readme_corrections_example_parses():
    from graph import parse_corrections

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("```toml\n", 1)[1].split("```", 1)[0]
    kinds = [s.kind for s in parse_corrections(block, "README.md").statements]
    assert kinds == ["must_link", "cannot_link", "canonical"]
