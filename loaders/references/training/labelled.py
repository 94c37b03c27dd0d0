"""Labelled reference strings: a string and the label of each of its tokens; the label set and how AnyStyle's
hand-labelled XML (``../shared/corpus/references/anystyle``, BSD-2) maps onto it."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from loaders.references.tokens import tokenize

#: The labels the parser gives (AnyStyle's, with container for container-title, journal and collection-title,
#: and year for date).
LABELS = ("author", "title", "container", "year", "volume", "issue", "pages", "publisher", "location", "doi", "url",
          "note", "citation-number", "editor", "edition", "genre", "isbn", "other")
_ANYSTYLE = {"container-title": "container", "journal": "container", "collection-title": "container",
             "date": "year", "medium": "note", "translator": "editor", "director": "editor", "producer": "publisher",
             "identifier": "other", "language": "note", "scripts": "other", "signal": "other", "legal-ref": "other"}


@dataclass(frozen=True, slots=True)
class Labelled:
    """A reference string and one label per token (:func:`loaders.references.tokens.tokenize`), with where it
    came from (``anystyle:core``, ``csl:ieee``...)."""

    text: str
    labels: tuple[str, ...]
    origin: str


def read_anystyle(path: str | Path) -> list[Labelled]:
    """The sequences of one AnyStyle XML file, each as a string of its fields joined by spaces.

    >>> import tempfile, os
    >>> xml = "<dataset><sequence><author>Solon, G.</author><date>(1999).</date><title>A T.</title></sequence></dataset>"
    >>> with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f: _ = f.write(xml)
    >>> [(x.text, x.labels) for x in read_anystyle(f.name)]
    [('Solon, G. (1999). A T.', ('author', 'author', 'year', 'title', 'title'))]
    >>> os.unlink(f.name)
    """
    out = []
    origin = "anystyle:" + Path(path).stem
    for seq in ET.parse(path).getroot().iter("sequence"):
        parts: list[str] = []
        labels: list[str] = []
        for field in seq:
            value = " ".join((field.text or "").split())
            if not value:
                continue
            label = _ANYSTYLE.get(field.tag, field.tag)
            label = label if label in LABELS else "other"
            parts.append(value)
            labels.extend([label] * len(tokenize(value)))
        text = " ".join(parts)
        if text and len(tokenize(text)) == len(labels):
            out.append(Labelled(text, tuple(labels), origin))
    return out
