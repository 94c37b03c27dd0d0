"""Fixtures shared by the whole run: what several test modules would otherwise each compute again from the same
inputs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "cvs"


@pytest.fixture(scope="session")
def examples_build(tmp_path_factory) -> Callable[..., tuple[Path, object]]:
    """``examples_build(**options)``: the output folder and the result of ``build([examples/cvs], out, **options)``,
    built once per set of options for the whole run (``store=True``: the persistent store in ``out/store``). The
    folder and the result are shared: a test reads them and changes neither (a test that changes the files works
    on a copy; the store is only ever opened read-only)."""
    from graph.build import build

    done: dict[tuple, tuple[Path, object]] = {}

    def get(**options) -> tuple[Path, object]:
        key = tuple(sorted(options.items()))
        if key not in done:
            out = tmp_path_factory.mktemp("examples-build")
            if options.get("store") is True:
                options = {**options, "store": out / "store"}
            done[key] = (out, build([EXAMPLES], out, **options))
        return done[key]

    return get
