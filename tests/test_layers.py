"""The layering of the pipeline holds: the contracts in pyproject.toml's ``[tool.importlinter]``, checked by
import-linter over the real import graph (indirect imports included).

- loaders import neither graph nor ontology; ontology imports neither;
- in graph: cli, build, network, rdf, resolution, each importing only the layers below it (resolution never imports
  rdf or network, rdf never imports network, only the CLI and the build import every stage);
- in loaders: extract on top of the entry readers and the formats, the model and errors below them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).with_name("lint-imports")


def _lint(root: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LINT), "--config", str(root / "pyproject.toml"), "--no-cache"], cwd=root,
                          capture_output=True, text=True, timeout=120, env=env)


def test_contracts_kept():
    run = _lint(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


@pytest.mark.parametrize("source, forbidden", [("graph.resolution", "graph.rdf"), ("loaders", "graph")])
def test_a_forbidden_import_is_caught(tmp_path, source, forbidden):
    """The contracts are not vacuous: an import that crosses a layer, added to a copy of the tree, breaks them."""
    import shutil
    for pkg in ("graph", "loaders", "ontology"):
        shutil.copytree(ROOT / pkg, tmp_path / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    offender = tmp_path / source.replace(".", "/") / "__init__.py"
    offender.write_text(offender.read_text(encoding="utf-8") + f"\nimport {forbidden}  # noqa\n", encoding="utf-8")
    run = _lint(tmp_path, env={"PYTHONPATH": str(tmp_path)})
    assert run.returncode != 0
    assert "BROKEN" in run.stdout
