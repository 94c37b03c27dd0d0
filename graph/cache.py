"""The build's cache of what each input file gave: its load result and its mentions, by content.

``scholarkg build`` keeps ``OUT/.cache/``: one entry per input file, named by the SHA-256 of everything the
file's result depends on (:meth:`FileCache.key`): the file's bytes, the name its records carry, the size limit, the
files a LaTeX CV may pull in (every ``.tex``, ``.bib``, ``.sty`` and ``.cls`` beside it), and the code and
libraries that read it (:func:`code_version`: the source of ``loaders`` and of the mention collection, the Python
and library versions). Rebuilding after one CV was added, changed or removed reads only that file again; the
others come from the cache, and the outputs are byte for byte those of a build without it (the cache holds what
the reading gave; nothing of the cache goes into the outputs).

An entry is a header (format, checksum of the body) and the pickled result. An entry that cannot be read, whose
checksum does not match, or whose format is another one, is reported, removed and the file read again: a cache is
never trusted over the input. Private contact details are not kept (the owner's e-mail and phone stay out of the
output folder) unless the build publishes them (``--include-contact``, which has entries of its own). A result cut by the time budget is not kept (it depends on the machine's load). The
entries no build has used since the last one are removed at the end of a build.

The cache is the build's own folder, written by this process only: it is not a place to put pickles from
elsewhere (unpickling runs code, as Python's manual warns), so a checksum, not a signature, guards it.

>>> import tempfile, pathlib
>>> from loaders.model import LoadResult
>>> from graph.resolution.mentions import collect_mentions
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> _ = (d / "cv.txt").write_text("Publications\\n- B. Jiang. A Paper. INFOCOM 2023.\\n")
>>> cache = FileCache(d / ".cache")
>>> key = cache.key(d / "cv.txt", "cv.txt", 1000)
>>> cache.get(key) is None
True
>>> cache.put(key, (LoadResult("cv.txt"), collect_mentions([])))
>>> cache.get(key)[0].source
'cv.txt'
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import pickle
import sys
import tempfile
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from graph.resolution.mentions import Mentions
from loaders import LoadResult
from loaders.model import Contact, ProfileRecord

__all__ = ["FileCache", "code_version", "CACHE_DIR"]

#: the cache's folder inside the output folder
CACHE_DIR = ".cache"

_MAGIC = b"scholarkg-cache\n"
_FORMAT = b"1\n"
#: files a LaTeX CV may read from beside it (``\input``, ``\include``, a bibliography, its class and style)
_LATEX_PARTS = (".tex", ".bib", ".sty", ".cls")
#: the libraries whose versions change what a file gives
_LIBRARIES = ("pylatexenc", "bibtexparser", "pdfminer.six", "pypdfium2", "pypdf", "python-docx", "selectolax",
              "beautifulsoup4", "charset-normalizer", "sinonym", "pypinyin", "rapidfuzz", "python-crfsuite",
              "PyYAML")


@lru_cache(maxsize=1)
def code_version() -> str:
    """A digest of the code that turns a file into its load result and mentions: every file of the ``loaders``
    package and of ``graph/resolution`` (the name parsing and its tables), the Python version and the versions
    of the libraries that read files. Any change to them makes every cache entry a miss.

    >>> len(code_version())
    64
    """
    h = hashlib.sha256(sys.version.encode())
    for lib in _LIBRARIES:
        try:
            h.update(f"{lib}={importlib.metadata.version(lib)}\n".encode())
        except importlib.metadata.PackageNotFoundError:
            h.update(f"{lib}=none\n".encode())
    root = Path(__file__).resolve().parents[1]
    for package in (root / "loaders", root / "graph" / "resolution"):
        for path in sorted(package.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                h.update(path.relative_to(root).as_posix().encode() + b"\0")
                h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def _file_digest(path: Path, h: "hashlib._Hash") -> None:
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)


def _without_contact(result: LoadResult) -> LoadResult:
    """``result`` without the owner's private contact details (the only place a load result keeps them)."""
    if not any(isinstance(r, ProfileRecord) and not r.contact.is_empty() for r in result.records):
        return result
    return replace(result, records=tuple(replace(r, contact=Contact()) if isinstance(r, ProfileRecord) else r
                                         for r in result.records))


class FileCache:
    """The entries of one cache folder (see the module docstring). ``corrupt`` lists the entries found damaged and
    removed; ``used`` the keys read or written by this build."""

    def __init__(self, folder: str | Path, *, keep_contact: bool = False) -> None:
        self.folder = Path(folder)
        self.keep_contact = keep_contact
        self.used: set[str] = set()
        self.corrupt: list[str] = []

    def key(self, path: Path, source: str, max_bytes: int) -> str:
        """The entry name of the file ``path`` read as ``source`` with the size limit ``max_bytes``."""
        h = hashlib.sha256(code_version().encode())
        h.update(f"\0{source}\0{max_bytes}\0{self.keep_contact}\0".encode())
        _file_digest(path, h)
        if path.suffix.lower() in (".tex", ".ltx"):     # the parts it may pull in: any change re-reads it
            folder = path.parent
            for part in sorted(p for p in folder.rglob("*") if p.suffix.lower() in _LATEX_PARTS and p != path
                               and p.is_file()):
                h.update(b"\0" + part.relative_to(folder).as_posix().encode() + b"\0")
                _file_digest(part, h)
        return h.hexdigest()

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.pkl"

    def get(self, key: str) -> tuple[LoadResult, Mentions] | None:
        """The entry ``key``, or None when there is none or it is damaged (then removed and listed in
        ``corrupt``)."""
        path = self._path(key)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        head = len(_MAGIC) + len(_FORMAT)
        body = data[head + 32:]
        try:
            if (data[:head] != _MAGIC + _FORMAT or hashlib.sha256(body).digest() != data[head:head + 32]):
                raise ValueError("bad header or checksum")
            value = pickle.loads(body)
            if not (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], LoadResult)
                    and isinstance(value[1], Mentions)):
                raise ValueError("not a load result")
        except Exception:       # any damage at all: the entry is not trusted, the file is read again
            self.corrupt.append(str(path))
            path.unlink(missing_ok=True)
            return None
        self.used.add(key)
        return value

    def put(self, key: str, value: tuple[LoadResult, Mentions]) -> None:
        """Write the entry ``key`` (atomically: a build killed while writing leaves no half entry)."""
        if any("time budget" in f.reason for f in value[0].failures):
            return          # cut by the clock: another run may read further
        if not self.keep_contact:
            value = (_without_contact(value[0]), value[1])
        body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC + _FORMAT + hashlib.sha256(body).digest() + body)
        os.replace(tmp, path)
        self.used.add(key)

    def prune(self) -> int:
        """Remove the entries this build did not use (files removed or changed since); returns how many."""
        removed = 0
        for path in self.folder.glob("*/*"):
            if path.stem not in self.used:
                path.unlink(missing_ok=True)
                removed += 1
        return removed
