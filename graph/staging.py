"""Outputs written whole or not at all: a build writes into a staging folder beside its outputs and moves each
file into place only once every file is written, so a build that is killed or fails midway leaves the last good
outputs as they were (each file is replaced by one atomic rename).

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp())
>>> _ = (out / "graph.trig").write_text("old")
>>> try:
...     with staged(out) as stage:
...         _ = (stage / "graph.trig").write_text("half")
...         raise KeyboardInterrupt
... except KeyboardInterrupt:
...     pass
>>> (out / "graph.trig").read_text(), sorted(p.name for p in out.iterdir())
('old', ['graph.trig'])
>>> with staged(out) as stage:
...     _ = (stage / "graph.trig").write_text("new")
>>> (out / "graph.trig").read_text()
'new'
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["staged", "staged_folder"]

_PREFIX = ".staging-"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _sweep(out: Path) -> None:
    """Remove the staging folders of builds that were killed (their process is gone)."""
    for folder in out.glob(_PREFIX + "*"):
        pid = folder.name[len(_PREFIX):].split("-", 1)[0]
        if folder.is_dir() and pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def staged(out: str | Path) -> Iterator[Path]:
    """A staging folder inside ``out``; when the block ends normally its files (and folders) replace those of
    the same name in ``out``; when it raises, ``out`` is left untouched and the staging folder removed."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    _sweep(out)
    stage = Path(tempfile.mkdtemp(prefix=f"{_PREFIX}{os.getpid()}-", dir=out))
    try:
        yield stage
        for item in sorted(stage.iterdir()):
            target = out / item.name
            if item.is_dir() and target.is_dir():     # a folder (a store) cannot be renamed over: old one aside
                aside = Path(tempfile.mkdtemp(prefix=f"{_PREFIX}{os.getpid()}-old-", dir=out))
                os.replace(target, aside / item.name)
            os.replace(item, target)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
        for aside in out.glob(f"{_PREFIX}{os.getpid()}-old-*"):
            shutil.rmtree(aside, ignore_errors=True)


@contextmanager
def staged_folder(target: str | Path) -> Iterator[Path]:
    """The path of a staging folder beside ``target`` (a folder anywhere, such as a persistent store), for the
    block to make and fill; when the block ends normally it replaces ``target``, when it raises ``target`` is left
    as it was. Nested
    outside :func:`staged`, the folder is replaced once the files are.

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "store"
    >>> target.mkdir(); _ = (target / "old").write_text("old")
    >>> try:
    ...     with staged_folder(target) as new:
    ...         new.mkdir(); _ = (new / "half").write_text("half")
    ...         raise KeyboardInterrupt
    ... except KeyboardInterrupt:
    ...     pass
    >>> sorted(p.name for p in target.iterdir()), sorted(p.name for p in target.parent.iterdir())
    (['old'], ['store'])
    >>> with staged_folder(target) as new:
    ...     new.mkdir(); _ = (new / "new").write_text("new")
    >>> sorted(p.name for p in target.iterdir()), sorted(p.name for p in target.parent.iterdir())
    (['new'], ['store'])
    """
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    _sweep(target.parent)
    stage = Path(tempfile.mkdtemp(prefix=f"{_PREFIX}{os.getpid()}-", dir=target.parent))
    new = stage / target.name
    try:
        yield new
        if target.exists():
            os.replace(target, stage / (target.name + ".old"))
        os.replace(new, target)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
