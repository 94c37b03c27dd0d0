"""Small CVs written in tests: a CV text from an owner and publication entries, and the records of several."""

from __future__ import annotations

from loaders import extract, parse_document


def records_of(files: dict[str, str]) -> list[object]:
    """The records the loaders extract from CV texts, by file name."""
    return [r for name, text in files.items()
            for r in extract(parse_document(text.encode(), source=name)).records]


def cv_text(owner: str, entries: list[str]) -> str:
    """A CV: the owner's name, then a Publications section with one bullet per entry."""
    return f"{owner}\n\nPublications\n" + "".join(f"- {e}\n" for e in entries)
