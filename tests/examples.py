"""What the tests read from examples/cvs, computed once for the whole run."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "cvs"


@lru_cache(maxsize=None)
def _loaded() -> tuple:
    from loaders import load_many

    return tuple(load_many([EXAMPLES]))


def examples_results() -> list:
    """``load_many([examples/cvs])``, read once for every test module that asks (a new list each time; the load
    results and their records are frozen dataclasses holding tuples, so the shared ones cannot be changed)."""
    return list(_loaded())
