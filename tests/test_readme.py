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


def test_readme_sparql_examples_run(examples_build):
    """Every ```sparql block of the README runs on the graph of examples/cvs and answers something."""
    from graph import read_dataset, query

    blocks = (ROOT / "README.md").read_text(encoding="utf-8").split("```sparql\n")[1:]
    assert len(blocks) >= 3
    out, _ = examples_build(check=False, network=False)       # build([examples/cvs], out, ...), shared
    ds = read_dataset(out / "graph.trig")
    for block in blocks:
        text = block.split("```", 1)[0]
        rows = query(ds, text)
        assert len(rows) > 0, text


def test_readme_commands_are_real():
    """The scholarkg commands the README shows parse (a renamed option breaks this test)."""
    import shlex

    from graph.cli.commands import build_parser

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [line.split("#")[0].strip() for block in text.split("```sh\n")[1:] for line in block.split("```")[0]
             .replace("\\\n", " ").splitlines() if line.strip().startswith("scholarkg ")]
    assert len(lines) >= 15
    for line in lines:
        build_parser().parse_args(shlex.split(line)[1:])


def _tree() -> dict[str, str]:
    """The README's tree of the code ("How the code is organised"): path -> its one-line description."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("## How the code is organised", 1)[1].split("```\n", 1)[1].split("```", 1)[0]
    paths: dict[str, str] = {}
    stack: list[tuple[int, str]] = []
    for line in block.splitlines():
        indent = len(line) - len(line.lstrip())
        name, _, description = line.strip().partition(" ")
        while stack and stack[-1][0] >= indent:
            stack.pop()
        path = "".join(p for _, p in stack) + name
        paths[path] = description.strip()
        if name.endswith("/"):
            stack.append((indent, name))
    return paths


def test_readme_tree_is_true():
    """Every module of the packages is in the README's tree with a description, and every path it names exists."""
    tree = _tree()
    for path in tree:
        assert (ROOT / path).exists(), f"README names {path}, which does not exist"
    modules = {str(p.relative_to(ROOT)) for pkg in ("loaders", "graph") for p in (ROOT / pkg).rglob("*.py")
               if p.name not in ("__init__.py", "__main__.py") and "data" not in p.parts}
    missing = sorted(modules - tree.keys())
    assert not missing, f"modules missing from the README's tree: {missing}"
    assert all(tree[m] for m in modules)
