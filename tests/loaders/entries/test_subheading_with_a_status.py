"""A sub-heading in a heading's markup that names a status ("## Manuscripts Under Review") between the works of a
list whose paragraphs are not apart by blank lines (a Word document): it was read as the next line of the work above,
and that work took the title of the work below (a held-out CV written by a helper). Expected values by reading."""

from __future__ import annotations

from loaders import load
from loaders.model import PaperRecord

CV = """# Publications
## Book Chapters
Whitfield-Osei, L. K., & Morrison, T. A. (2024). Rumination and worry in adolescence. In D. Ferreira & K. Lund (Eds.), *The Cambridge handbook of adolescent mental health* (pp. 211–229). Cambridge University Press.
## Manuscripts Under Review
Whitfield-Osei, L. K., Kowalski, J. R.*, & Tanaka, S. (2025). *Momentary rumination and passive social media use in adolescents: An experience sampling study* [Manuscript submitted for publication]. School of Psychology.
"""


def test_a_status_heading_ends_the_work_above(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    papers = [(r.span.start_line, r.span.end_line, r.title) for r in result.records if isinstance(r, PaperRecord)]
    assert papers == [(3, 3, "Rumination and worry in adolescence"),
                      (5, 5, "Momentary rumination and passive social media use in adolescents: An experience "
                             "sampling study")]
    assert [ln.text for ln in result.leftovers] == ["## Book Chapters", "## Manuscripts Under Review"]
