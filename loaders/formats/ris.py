"""RIS (the export format of Zotero, Mendeley, EndNote, Google Scholar) to paper and patent records: one record
per ``TY  -`` ... ``ER  -`` block, with its lines (read by :mod:`loaders.formats.tagged`, RIS's tag table).

>>> text = "TY  - CONF\\nAU  - Liu, Yunzhuo\\nAU  - Jiang, Bo\\nTI  - FastIOV\\nT2  - EuroSys\\nPY  - 2025\\nER  - \\n"
>>> records, failures = parse_ris(text.splitlines(), "refs.ris")
>>> r = records[0]
>>> r.title, [a.text for a in r.authors], r.venue, r.year, str(r.span), r.reader
('FastIOV', ['Yunzhuo Liu', 'Bo Jiang'], 'EuroSys', 2025, 'refs.ris:1-7', 'ris')
>>> r.authors[0].raw
'Liu, Yunzhuo'
"""

from __future__ import annotations

from collections.abc import Sequence

from loaders.formats.tagged import RIS, display_name, parse_tagged
from loaders.model import LoadFailure, PaperRecord, PatentRecord

__all__ = ["display_name", "looks_like_ris", "parse_ris"]


def looks_like_ris(lines: Sequence[str]) -> bool:
    """Whether a text is RIS: its first tag line is ``TY  - ...``.

    >>> looks_like_ris(["", "TY  - JOUR", "TI  - T"]), looks_like_ris(["Publications"])
    (True, False)
    """
    first = next((ln for ln in lines if ln.strip()), "")
    return first.lstrip("\ufeff").startswith("TY  -")


def parse_ris(lines: Sequence[str], source: str) -> tuple[list[PaperRecord | PatentRecord], list[LoadFailure]]:
    """Every RIS record of ``lines`` (line 1 first) to a record, or a failure naming its lines; a line that is
    neither a tag nor the continuation of one inside a record is a failure too."""
    return parse_tagged(lines, source, RIS)
