"""The loaders' exception root.  Every message names the file and, where there is one, the line.

Loaders turn these into :class:`loaders.model.LoadFailure` values; only :func:`loaders.read_document`, which has
nothing to return for an unreadable file, raises them.

>>> str(LoaderError("empty file", source="cv.txt"))
'cv.txt: empty file'
>>> str(LoaderError("not UTF-8", source="cv.txt", line=7))
'cv.txt:7: not UTF-8'
"""

from __future__ import annotations


class LoaderError(Exception):
    """Root of the loaders' errors: a reason, the source file and optionally a 1-based line."""

    def __init__(self, reason: str, *, source: str, line: int | None = None) -> None:
        self.reason = reason
        self.source = source
        self.line = line
        where = source if line is None else f"{source}:{line}"
        super().__init__(f"{where}: {reason}")


class EmptyFileError(LoaderError):
    """The file has no bytes, or only white space."""


class FileTooLargeError(LoaderError):
    """The file is over the configured size limit."""


class BinaryFileError(LoaderError):
    """The file is not text (a PDF, an image, an archive, or bytes no text encoding explains)."""


class EncodingError(LoaderError):
    """The bytes are text-like but no supported encoding decodes them."""
