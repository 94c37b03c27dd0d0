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


@lru_cache(maxsize=None)
def _generated(n: int, seed: int) -> tuple:
    import tempfile

    from benchmarks.generate import cv_files, generate_corpus, write_corpus
    from loaders import load_many

    with tempfile.TemporaryDirectory() as folder:
        written = write_corpus(generate_corpus(n, seed=seed), folder)
        return tuple(load_many(cv_files(written)))


def generated_results(n: int, seed: int) -> list:
    """``load_many`` of the CV files of ``generate_corpus(n, seed)`` (without the generator's truth.json, which
    gives no record), read once for every test module that asks for the same corpus (a new list each time)."""
    return list(_generated(n, seed))
