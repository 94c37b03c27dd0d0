"""The build's cache of what each input file gave: its load result and its mentions, by content.

``scholarkg build`` keeps ``OUT/.cache/``: one entry per input file, named by the SHA-256 of everything the
file's result depends on (:meth:`FileCache.key`): the file's bytes, the name its records carry, the size limit and
the time budget, and the code and libraries that read it (:func:`code_version`: the source of ``loaders`` and of
the mention collection, the Python and library versions). A file that may pull in other files (a LaTeX
``\\input``, ``\\include``, ``\\import``, a printed bibliography: :func:`may_read_others`, whatever its suffix) is
never cached: what it gives depends on files the key does not see, so it is read on every build. Rebuilding
after one CV was added, changed or removed reads only that file again; the others come from the cache, and the
outputs are byte for byte those of a build without it (the cache holds what the reading gave; nothing of the
cache goes into the outputs).

An entry is a header (format, HMAC-SHA-256 of the body) and the pickled result. The HMAC key is the user's own,
kept outside the output folder (``$XDG_CACHE_HOME/scholarkg/cache.key``, mode 0600, made on first use): an entry
is unpickled only when this user's key signed it, so an entry put in the folder by anyone else (a shared or synced
output folder, a restored artifact) is never run as a pickle. An entry that cannot be read, whose signature does
not match, or whose format is another one, is reported, removed and the file read again: a cache is never trusted
over the input. Private contact details are not kept (the owner's e-mail and phone stay out of the
output folder) unless the build publishes them (``--include-contact``, which has entries of its own). A result
cut by the time budget is not kept (it depends on the machine's load). The entries no build has used since the
last one are removed at the end of a build.

>>> import tempfile, pathlib
>>> from loaders.model import LoadResult
>>> from graph.resolution.mentions import collect_mentions
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> _ = (d / "cv.txt").write_text("Publications\\n- B. Jiang. A Paper. INFOCOM 2023.\\n")
>>> cache = FileCache(d / ".cache", secret=b"k" * 32)
>>> key = cache.key(d / "cv.txt", "cv.txt", 1000, 60.0)
>>> cache.get(key) is None
True
>>> cache.put(key, (LoadResult("cv.txt"), collect_mentions([])))
>>> cache.get(key)[0].source
'cv.txt'
"""

from __future__ import annotations

import hashlib
import hmac
import importlib.metadata
import os
import pickle
import re
import secrets
import sys
import tempfile
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from graph.resolution.mentions import Mentions
from loaders import LoadResult
from loaders.model import Contact, ProfileRecord

__all__ = ["FileCache", "code_version", "entry_body", "may_read_others", "user_secret", "CACHE_DIR"]

#: the cache's folder inside the output folder
CACHE_DIR = ".cache"

_MAGIC = b"scholarkg-cache\n"
_FORMAT = b"2\n"
#: a command with which a file makes the loaders read another file (see ``loaders.extract.read_included``)
_READS_OTHERS = re.compile(rb"\\(?:input|include|import|subimport|inputfrom|subinputfrom|includefrom|subincludefrom"
                           rb"|bibliography|addbibresource|printbibliography)(?![A-Za-z])")
#: the libraries whose versions change what a file gives
_LIBRARIES = ("pylatexenc", "bibtexparser", "pdfminer.six", "pypdfium2", "pypdf", "python-docx", "selectolax",
              "beautifulsoup4", "charset-normalizer", "ftfy", "sinonym", "pypinyin", "rapidfuzz", "python-crfsuite",
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


def may_read_others(path: Path) -> bool:
    """Whether reading ``path`` may read other files too: it names one with a LaTeX input, include, import or
    bibliography command (any file: a ``.txt`` that is LaTeX is read as LaTeX).

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / "cv.txt").write_text("\\\\section{Publications}\\n\\\\input{pubs.dat}\\n")
    >>> _ = (d / "plain.txt").write_text("Publications\\n")
    >>> may_read_others(d / "cv.txt"), may_read_others(d / "plain.txt")
    (True, False)
    """
    return _scan(path, None)


def _scan(path: Path, h: "hashlib._Hash | None") -> bool:
    """One pass over the file: whether it names another file (:func:`may_read_others`, stopping there), its bytes
    fed to ``h`` on the way."""
    tail = b""
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            if _READS_OTHERS.search(tail + block):
                return True
            if h is not None:
                h.update(block)
            tail = block[-32:]
    return False


def user_secret() -> bytes | None:
    """This user's key for signing cache entries, made on first use (32 random bytes, mode 0600) in
    ``$XDG_CACHE_HOME/scholarkg/cache.key`` (default ``~/.cache``); None when it can be neither read nor made
    (then nothing is cached)."""
    folder = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "scholarkg"
    path = folder / "cache.key"
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            key = path.read_bytes()
            return key if len(key) == 32 else None
        with os.fdopen(fd, "wb") as f:
            key = secrets.token_bytes(32)
            f.write(key)
        return key
    except OSError:
        return None


def _without_contact(result: LoadResult) -> LoadResult:
    """``result`` without the owner's private contact details (the only place a load result keeps them)."""
    if not any(isinstance(r, ProfileRecord) and not r.contact.is_empty() for r in result.records):
        return result
    return replace(result, records=tuple(replace(r, contact=Contact()) if isinstance(r, ProfileRecord) else r
                                         for r in result.records))


def entry_body(value: tuple[LoadResult, Mentions], *, keep_contact: bool) -> bytes:
    """What a cache entry holds: the load result (without contact details unless ``keep_contact``) and the
    mentions, pickled; made where the file is read, so that the build unpickles it once and writes it as it is.

    >>> from graph.resolution.mentions import collect_mentions
    >>> value = (LoadResult("a.txt"), collect_mentions([]))
    >>> pickle.loads(entry_body(value, keep_contact=False)) == value
    True
    """
    if not keep_contact:
        value = (_without_contact(value[0]), value[1])
    return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)


class FileCache:
    """The entries of one cache folder (see the module docstring). ``corrupt`` lists the entries found damaged and
    removed; ``used`` the keys read or written by this build."""

    def __init__(self, folder: str | Path, *, keep_contact: bool = False, secret: bytes | None = None) -> None:
        self.folder = Path(folder)
        self.keep_contact = keep_contact
        self.secret = secret if secret is not None else user_secret()
        self.used: set[str] = set()
        self.corrupt: list[str] = []

    def key(self, path: Path, source: str, max_bytes: int, max_seconds: float | None) -> str | None:
        """The entry name of the file ``path`` read as ``source`` with the size limit and time budget; None when the
        file is not cached (it may read other files: :func:`may_read_others`; or there is no key to sign with)."""
        if self.secret is None:
            return None
        h = hashlib.sha256(code_version().encode())
        h.update(f"\0{source}\0{max_bytes}\0{max_seconds}\0{self.keep_contact}\0".encode())
        return None if _scan(path, h) else h.hexdigest()

    def _sign(self, body: bytes) -> bytes:
        assert self.secret is not None
        return hmac.new(self.secret, body, hashlib.sha256).digest()

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
            if data[:head] != _MAGIC + _FORMAT or not hmac.compare_digest(self._sign(body), data[head:head + 32]):
                raise ValueError("bad header or signature")
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

    def put(self, key: str, value: tuple[LoadResult, Mentions], body: bytes | None = None) -> None:
        """Write the entry ``key`` (atomically: a build killed while writing leaves no half entry); ``body``, when
        given, is ``value`` already pickled by :func:`entry_body` (by a worker process of this build, unpickled
        into ``value``), and is refused when ``value`` holds contact details this cache does not keep.

        >>> import tempfile
        >>> from loaders.model import Contact, ProfileRecord, Span
        >>> from graph.resolution.mentions import collect_mentions
        >>> cache = FileCache(tempfile.mkdtemp(), secret=b"k" * 32)
        >>> profile = ProfileRecord((), Span("cv.txt", 1, 1), Contact(emails=("a@b.org",)))
        >>> value = (LoadResult("cv.txt", (profile,)), collect_mentions([]))
        >>> cache.put("ab" * 32, value, entry_body(value, keep_contact=True))
        Traceback (most recent call last):
        ValueError: a cache entry body with contact details, for a cache that does not keep them
        """
        if any("time budget" in f.reason for f in value[0].failures):
            return          # cut by the clock: another run may read further
        if body is None:
            body = entry_body(value, keep_contact=self.keep_contact)
        elif not self.keep_contact and _without_contact(value[0]) is not value[0]:
            raise ValueError("a cache entry body with contact details, for a cache that does not keep them")
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC + _FORMAT + self._sign(body) + body)
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
