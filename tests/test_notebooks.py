"""The notebooks run from top to bottom without an error, and are committed with their outputs cleared."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.mark.parametrize("name", ["explore.ipynb", "resolution.ipynb"])
def test_notebook_runs_and_is_committed_clean(name):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code and all(not c.outputs and c.execution_count is None for c in code), "clear the outputs"
    # the kernel is stopped once the last cell has run (shutdown_kernel="immediate"): a graceful shutdown only waited
    # about half a second for it to exit, after every output was in
    NotebookClient(nb, timeout=300, kernel_name="python3", shutdown_kernel="immediate",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    errors = [o for c in code for o in c.outputs if o.output_type == "error"]
    assert not errors
    html = [o["data"]["text/html"] for c in code for o in c.outputs if "text/html" in o.get("data", {})]
    if name == "explore.ipynb":
        frame = next(h for h in html if h.startswith("<iframe srcdoc="))
        assert 'sandbox="allow-scripts"' in frame and "<script" not in frame  # the page is escaped in srcdoc
        assert any("江波" in h for h in html)
