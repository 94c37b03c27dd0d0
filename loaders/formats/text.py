"""Read a CV file into a :class:`Document`: detect the encoding, refuse what is not text, keep every line.

Lines are split on ``\\r\\n``, ``\\r`` or ``\\n`` only (never on form feeds or Unicode separators), so that line
``n`` of a :class:`Document` is line ``n`` of the file as an editor shows it.  That is the line map: records point at
these numbers.
"""

from __future__ import annotations

import codecs
from collections import Counter
import os
import re
from dataclasses import dataclass
from pathlib import Path

import charset_normalizer

from loaders.errors import BinaryFileError, EmptyFileError, EncodingError, FileTooLargeError

DEFAULT_MAX_BYTES = 5 * 1024 * 1024

_NEWLINE = re.compile(r"\r\n|\r|\n")

# File signatures of common non-text formats, so the message can say what the file is.
_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"%PDF", "a PDF file (convert it to text first)"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"PK\x03\x04", "a ZIP archive (a .docx or .odt is one: export it as text)"),
    (b"\xd0\xcf\x11\xe0", "an old Microsoft Office file (export it as text)"),
    (b"\x7fELF", "an executable"),
    (b"\x1f\x8b", "a gzip archive"),
)

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


@dataclass(frozen=True, slots=True)
class Document:
    """A decoded text file.  ``lines[0]`` is line 1 of the original file.

    Examples
    --------
    >>> doc = parse_document(b"Name\\r\\n\\r\\nEducation\\n", source="cv.txt")
    >>> doc.lines
    ('Name', '', 'Education')
    >>> doc.line(3), doc.encoding
    ('Education', 'utf-8')
    """

    source: str
    lines: tuple[str, ...]
    encoding: str
    bom: bool = False
    pages: tuple[int, ...] = ()   # the page of each line, for a document read from a PDF
    #: where paragraphs start, for a document whose blank lines mean nothing (HTML): None means blank lines break
    breaks: tuple[int, ...] | None = None
    #: what the reader could not read, as (line, reason): each becomes a failure of the load
    notes: tuple[tuple[int, str], ...] = ()

    def line(self, number: int) -> str:
        """Line ``number`` (1-based) of the original file."""
        return self.lines[number - 1]

    @property
    def text(self) -> str:
        """The whole text, lines joined with ``\\n``."""
        return "\n".join(self.lines)


def _line_of_offset(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def _looks_utf16(data: bytes) -> str | None:
    """UTF-16 without a BOM: ASCII-range text leaves NUL bytes in every other position."""
    sample = data[:4096]
    if len(sample) < 4:
        return None
    even = sample[0::2].count(0) / max(1, len(sample[0::2]))
    odd = sample[1::2].count(0) / max(1, len(sample[1::2]))
    if odd > 0.3 and even < 0.05:
        return "utf-16-le"
    if even > 0.3 and odd < 0.05:
        return "utf-16-be"
    return None


def _looks_gb18030(data: bytes) -> bool:
    """GB18030/GBK Chinese: decodes strictly, and its double-byte characters are mostly full-width punctuation or the
    3,755 common (GB2312 level-1) hanzi, as real Chinese prose is.  Mis-read Latin-1 or Big5 bytes are not."""
    try:
        data.decode("gb18030")
    except UnicodeDecodeError:
        return False
    common = total = 0
    i = 0
    while i < len(data) - 1:
        lead = data[i]
        if lead < 0x81:
            i += 1
            continue
        trail = data[i + 1]
        total += 1
        if (0xA1 <= lead <= 0xA9 or 0xB0 <= lead <= 0xD7) and 0xA1 <= trail <= 0xFE:
            common += 1
        i += 4 if 0x30 <= trail <= 0x39 else 2
    return total > 0 and common / total >= 0.8


def _control_ratio(text: str) -> float:
    if not text:
        return 0.0
    bad = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f\v")
    return bad / len(text)


#: Code point ranges that CV text is made of: Latin, Greek and Cyrillic letters, punctuation and symbols (icons,
#: bullets, arrows), CJK punctuation, kana and ideographs, Hangul, full-width forms, emoji.
_PLAUSIBLE = ((0x20, 0x7E), (0xA0, 0x24F), (0x370, 0x4FF), (0x1E00, 0x1EFF), (0x2000, 0x2BFF), (0x3000, 0x30FF),
              (0x4E00, 0x9FFF), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF),
              (0x1F000, 0x1FAFF))
_IMPLAUSIBLE = re.compile("[^" + "".join(f"\\U{lo:08x}-\\U{hi:08x}" for lo, hi in _PLAUSIBLE) + "]")
_WHITE = re.compile(r"\s+")
_HAN = re.compile("[\u3400-\u9fff]")


def _common_han_share(text: str) -> float:
    """The share of the Han characters of ``text`` in everyday use (encodable in GB2312 or Big5): above 0.9 in
    Chinese text, far lower in bytes misread as UTF-16 (which spread over all 28,000 ideographs)."""
    han = Counter(_HAN.findall(text))
    total = sum(han.values())
    if total < 10:
        return 1.0
    def common(c: str) -> bool:
        for codec in ("gb2312", "big5"):
            try:
                c.encode(codec)
                return True
            except UnicodeEncodeError:
                pass
        return False
    return sum(count for c, count in han.items() if common(c)) / total     # each distinct character tried once


def plausible_share(text: str) -> float:
    """The share of the non-space characters of ``text`` that CV text is made of (:data:`_PLAUSIBLE`), or of its
    Han characters in everyday use, whichever is lower: about 1 for any real CV, far lower for bytes decoded in the
    wrong encoding (mojibake spreads over the whole of Unicode, or over all the ideographs).

    >>> plausible_share("刘运卓 Yunzhuo Liu, “FuncPipe” ■ 2023"), round(plausible_share("\ue000\ua000\u0800abc"), 2)
    (1.0, 0.5)
    """
    chars = _WHITE.sub("", text)            # ``\s`` is what str.isspace says is space
    if not chars:
        return 1.0
    ok = len(chars) - len(_IMPLAUSIBLE.findall(chars))
    return min(ok / len(chars), _common_han_share(text))


def _cp1252_byte(error: UnicodeDecodeError) -> tuple[str, int]:
    """A byte that is not UTF-8, read as Windows-1252 (the stray "é" of a text edited on Windows)."""
    byte = error.object[error.start:error.start + 1]
    return byte.decode("cp1252", errors="replace"), error.start + 1


codecs.register_error("scholarkg-cp1252", _cp1252_byte)


def _mostly_utf8(data: bytes) -> tuple[str, str, bool] | None:
    """UTF-8 text with a few stray single-byte characters in it (pasted from a Windows editor): the UTF-8 kept, each
    stray byte read as Windows-1252, the encoding says how many; None when the bytes are not mostly UTF-8.

    >>> _mostly_utf8("Université ".encode() + "café ".encode("cp1252") + "刘运卓".encode())[::2]
    ('Université café 刘运卓', False)
    """
    kept = data.decode("utf-8", errors="ignore")
    bad = len(data) - len(kept.encode("utf-8"))              # bytes that are no part of a UTF-8 character
    good = sum(1 for ch in kept if ord(ch) > 127)            # characters UTF-8 read beyond ASCII
    if bad == 0 or bad > max(3, len(data) // 1000) or good < bad:
        return None
    return data.decode("utf-8", errors="scholarkg-cp1252"), f"utf-8 ({bad} stray byte(s) read as cp1252)", False


def _decode(data: bytes, source: str) -> tuple[str, str, bool]:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(encoding), encoding.replace("-le", "").replace("-be", ""), True
            except UnicodeDecodeError as exc:
                line = _line_of_offset(data, exc.start)
                raise EncodingError(f"starts with a {encoding} byte-order mark but is not valid {encoding}",
                                    source=source, line=line) from None
    utf16 = _looks_utf16(data)
    if utf16:
        try:
            return data.decode(utf16), "utf-16", False
        except UnicodeDecodeError:
            pass
    for magic, what in _MAGIC:
        if data.startswith(magic):
            raise BinaryFileError(f"not a text file: {what}", source=source)
    if b"\x00" in data:
        raise BinaryFileError(f"not a text file: NUL byte at line {_line_of_offset(data, data.index(0))}",
                              source=source, line=_line_of_offset(data, data.index(0)))
    try:
        return data.decode("utf-8"), "utf-8", False
    except UnicodeDecodeError as exc:
        utf8_error_line = _line_of_offset(data, exc.start)
    mostly = _mostly_utf8(data)
    if mostly is not None:
        return mostly
    if _looks_gb18030(data):
        return data.decode("gb18030"), "gb18030", False
    best = charset_normalizer.from_bytes(data).best()
    if best is None:
        raise BinaryFileError("not a text file: no text encoding explains its bytes "
                              f"(first invalid UTF-8 byte on line {utf8_error_line})",
                              source=source, line=utf8_error_line)
    encoding = best.encoding
    if encoding in {"gbk", "gb2312"}:  # GB18030 is the superset: decode with it so rarer characters survive
        encoding = "gb18030"
    try:
        return data.decode(encoding), encoding, False
    except (UnicodeDecodeError, LookupError):
        raise EncodingError(f"not valid UTF-8 (line {utf8_error_line}) and not valid {encoding} either",
                            source=source, line=utf8_error_line) from None


def repair_mojibake(lines: list[str]) -> tuple[list[str], int]:
    """Lines whose text was once decoded in the wrong encoding and saved again (``GonzÃ¡lez`` for ``González``), as
    CVs copied between tools often are, repaired line by line by ftfy; returns the lines and how many changed.

    >>> repair_mojibake(["GonzÃ¡lez-Santa Cruz A.", "刘运卓, “FuncPipe”"])
    (['González-Santa Cruz A.', '刘运卓, “FuncPipe”'], 1)
    """
    from ftfy import fix_encoding
    from ftfy.badness import is_bad

    if not is_bad("\n".join(lines)):
        return lines, 0
    out = [fix_encoding(line) if is_bad(line) else line for line in lines]
    return out, sum(a != b for a, b in zip(lines, out))


def parse_document(data: bytes, *, source: str) -> Document:
    """Decode bytes into a :class:`Document` (no I/O).

    UTF-8 with or without a byte-order mark, UTF-16 and UTF-32 (with a BOM, or UTF-16 recognised by its NUL
    pattern), and legacy encodings such as GB18030/GBK recognised by ``charset_normalizer``.

    Raises
    ------
    EmptyFileError, BinaryFileError, EncodingError
        Each message names ``source`` and, where it helps, the line.

    Examples
    --------
    >>> parse_document("刘运卓\\n".encode("gbk"), source="a.txt").lines[0]
    '刘运卓'
    >>> parse_document("Jörg".encode("utf-16"), source="b.txt").encoding
    'utf-16'
    >>> parse_document(b"%PDF-1.7 ...", source="c.pdf")
    Traceback (most recent call last):
    ...
    loaders.errors.BinaryFileError: c.pdf: not a text file: a PDF file (convert it to text first)
    """
    if not data.strip():
        raise EmptyFileError("empty file (no text in it)", source=source)
    text, encoding, bom = _decode(data, source)
    if _control_ratio(text) > 0.01:
        raise BinaryFileError(f"not a text file: too many control characters after decoding as {encoding}",
                              source=source)
    if len(text) >= 20 and plausible_share(text) < 0.8:
        raise EncodingError(f"decoded as {encoding}, {1 - plausible_share(text):.0%} of the characters are "
                            "unassigned, private-use or implausible for a CV: wrong encoding or not text",
                            source=source)
    if not text.strip():
        raise EmptyFileError("empty file (only white space)", source=source)
    lines = _NEWLINE.split(text)
    if lines and lines[-1] == "":
        lines.pop()  # a final newline ends the last line; it does not start a new one
    lines, repaired = repair_mojibake(lines)
    if repaired:
        encoding += f" (mojibake repaired on {repaired} line(s))"
    return Document(source=source, lines=tuple(lines), encoding=encoding, bom=bom)


def read_document(path: str | os.PathLike[str], *, max_bytes: int = DEFAULT_MAX_BYTES,
                  source: str | None = None) -> Document:
    """Read a file into a :class:`Document`, refusing files over ``max_bytes`` before reading them.

    ``source`` is the name records will carry (default: the path as given).

    Examples
    --------
    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "cv.txt"
    >>> _ = p.write_text("Zhisheng YE\\nEDUCATION\\n", encoding="utf-8")
    >>> read_document(p, source="cv.txt").lines
    ('Zhisheng YE', 'EDUCATION')
    >>> read_document(p, max_bytes=4, source="cv.txt")
    Traceback (most recent call last):
    ...
    loaders.errors.FileTooLargeError: cv.txt: file is 22 bytes, over the limit of 4 bytes (raise it with --max-bytes)
    """
    name = source if source is not None else str(path)
    return parse_document(read_bytes(path, max_bytes=max_bytes, source=name), source=name)


def read_bytes(path: str | os.PathLike[str], *, max_bytes: int, source: str) -> bytes:
    """The bytes of a file, refused (naming ``source``) when there are more than ``max_bytes``."""
    path = Path(path)
    size = path.stat().st_size
    if size > max_bytes:
        raise FileTooLargeError(f"file is {size} bytes, over the limit of {max_bytes} bytes "
                                "(raise it with --max-bytes)", source=source)
    return path.read_bytes()
