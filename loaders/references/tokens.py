"""Tokens of a reference string, with their offsets: whitespace-separated runs, every Han character alone
(Chinese references have no spaces), and GB/T 7714's document types and ``//`` apart, so each field the labeller
finds is a substring of the text as written.

>>> [t.text for t in tokenize("LIU Y, 江波. FastIOV[C]//EuroSys, 2025. https://doi.org/10.1/x")]
['LIU', 'Y,', '江', '波', '.', 'FastIOV', '[C]', '//', 'EuroSys,', '2025.', 'https://doi.org/10.1/x']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TYPE_MARK = r"\[[A-Za-z]{1,2}(?:/OL)?\]"            # GB/T 7714 document types: [J] [C] [M] [C/OL]
_TOKEN = re.compile(rf"(?:https?://|www\.)\S+|[{_HAN}]|{_TYPE_MARK}|//|(?:(?!//|{_TYPE_MARK})[^\s{_HAN}])+")


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its text and its place (``start``, ``end``: character offsets) in the reference string."""

    text: str
    start: int
    end: int


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text`` in order (see the module docstring)."""
    return [Token(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]
