"""A Markdown homepage entry written title / authors / venue on three lines, the venue opening in lower case
("arXiv preprint, 2024", "bioRxiv, 2023", "eLife, 2022"): the lines are fields, not a wrapped reference.  Expected
values written by reading the entries."""

from __future__ import annotations

import pytest

from loaders import PaperRecord, load

CV = """# Wei Zhang

## Publications

- **Towards Optimal Caching for Language Model Inference**  
  **Wei Zhang**, Ion Stoica  
  arXiv preprint, 2024
- **Single-cell atlas of the developing zebrafish heart**  
  Ana Ruiz, **Wei Zhang**, Tom Baker  
  bioRxiv, 2023
- **Cortical oscillations during sleep in songbirds**  
  **Wei Zhang**, Lena Hofmann  
  eLife, 2022
"""

EXPECTED = [
    ("Towards Optimal Caching for Language Model Inference", ["Wei Zhang", "Ion Stoica"], "arXiv preprint", 2024),
    ("Single-cell atlas of the developing zebrafish heart", ["Ana Ruiz", "Wei Zhang", "Tom Baker"], "bioRxiv", 2023),
    ("Cortical oscillations during sleep in songbirds", ["Wei Zhang", "Lena Hofmann"], "eLife", 2022),
]


def test_three_line_entries(tmp_path):
    path = tmp_path / "index.md"
    path.write_text(CV, encoding="utf-8")
    got = [(p.title, [a.text for a in p.authors], p.venue, p.year) for p in load(path).of_type(PaperRecord)]
    assert got == EXPECTED
