"""Fixtures shared by the whole run: what several test modules would otherwise each compute again from the same
inputs."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.examples import EXAMPLES


def _digests(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` by its path there, with the SHA-256 of its bytes."""
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="session")
def examples_build(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., tuple[Path, object]]]:
    """``examples_build(**options)``: the output folder and the result of ``build([examples/cvs], out, **options)``,
    built once per set of options for the whole run (``store=True``: the persistent store in ``out/store``). The
    folder and the result are shared: a test reads them and changes neither (a test that changes the files works
    on a copy; the store is only ever opened read-only). At the end of the run every shared folder is checked to
    hold the bytes it was built with, so that a test that writes into one fails instead of changing what the tests
    after it read."""
    from graph.build import build

    done: dict[tuple, tuple[Path, object]] = {}
    built: dict[Path, dict[str, str]] = {}

    def get(**options: object) -> tuple[Path, object]:
        key = tuple(sorted(options.items()))
        if key not in done:
            out = tmp_path_factory.mktemp("examples-build")
            if options.get("store") is True:
                options = {**options, "store": out / "store"}
            done[key] = (out, build([EXAMPLES], out, **options))
            built[out] = _digests(out)
        return done[key]

    yield get
    changed = sorted(str(out) for out, digests in built.items() if _digests(out) != digests)
    assert not changed, f"a test changed the shared build(s) of examples/cvs: {changed}"
