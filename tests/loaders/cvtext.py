"""Small CVs written in tests: the affiliation records a CV text gives, as rows of the fields a test compares; the
paper record one entry gives."""

from __future__ import annotations

from loaders import AffiliationRecord, Leftover, PaperRecord, extract, parse_document
from loaders.entries.citations import parse_citation
from loaders.model import Span

#: The fields of a record's span a row may name beside the record's own.
_SPAN_FIELDS = ("start_line", "end_line")


def affiliation_rows(name: str, text: str, fields: tuple[str, ...]) -> tuple[list[tuple], tuple[Leftover, ...]]:
    """The affiliation records that the CV ``text`` (read as a file called ``name``) gives, each as the tuple of
    its ``fields`` (``start_line`` and ``end_line`` are its span's), and the lines it left over."""
    result = extract(parse_document(text.encode(), source=name))
    rows = [tuple(getattr(r.span if f in _SPAN_FIELDS else r, f) for f in fields)
            for r in result.of_type(AffiliationRecord)]
    return rows, result.leftovers


def paper_rows(result) -> list[tuple]:
    """The papers of a load result as ``(title, year, [authors as written])``."""
    return [(p.title, p.year, [a.text for a in p.authors]) for p in result.of_type(PaperRecord)]


def exported_text(result) -> str:
    """Everything of a load result that leaves the loader (its JSON, contact details left out): what a test of
    privacy searches."""
    import json

    from loaders.export import result_to_dict

    return json.dumps(result_to_dict(result), ensure_ascii=False)


def paper_of(text: str, line: int = 3) -> PaperRecord:
    """The paper record that one entry ``text`` (at ``line`` of a CV) gives; the test fails when it gives none."""
    record = parse_citation(text, Span("cv.txt", line, line), text)
    assert isinstance(record, PaperRecord), record
    return record
