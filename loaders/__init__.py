"""Loaders: CV files (text, Markdown, LaTeX, BibTeX; English and Chinese) to records with provenance.

>>> from loaders import load, PaperRecord
>>> callable(load)
True
"""

from loaders.errors import BinaryFileError, EmptyFileError, EncodingError, FileTooLargeError, LoaderError
from loaders.extract import extract, iter_inputs, load, load_many
from loaders.model import (ActivityRecord, AdvisingRecord, AffiliationRecord, Contact, Leftover, LoadFailure,
                           LoadResult, PaperRecord, PatentRecord, PersonMention, ProfileRecord, Record, SectionSummary,
                           Span)
from loaders.formats.text import DEFAULT_MAX_BYTES, Document, parse_document, read_document
from loaders.entries.sections import split_sections

__all__ = [
    "ActivityRecord", "AdvisingRecord", "AffiliationRecord", "BinaryFileError", "Contact", "DEFAULT_MAX_BYTES",
    "Document", "EmptyFileError", "EncodingError", "FileTooLargeError", "Leftover", "LoadFailure", "LoadResult",
    "LoaderError", "PaperRecord", "PatentRecord", "PersonMention", "ProfileRecord", "Record", "SectionSummary", "Span",
    "extract", "iter_inputs",
    "load", "load_many", "parse_document", "read_document", "split_sections",
]
