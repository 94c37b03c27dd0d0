"""One module per input format, each turning a file into lines with provenance and marks (:mod:`~loaders.formats.text`
for text and Markdown, :mod:`~loaders.formats.latex` for LaTeX), or, for bibliographic formats, straight into records
(:mod:`~loaders.formats.bibtex`).

>>> from loaders.formats import parse_document
>>> parse_document(b"Publications\\n", source="cv.txt").lines
('Publications',)
"""

from loaders.formats.text import DEFAULT_MAX_BYTES, Document, parse_document, read_document

__all__ = ["DEFAULT_MAX_BYTES", "Document", "parse_document", "read_document"]
