"""A reference whose lines a PDF wrapped mid-sentence ("... cotransporter 2 inhibitors" / "and risk of ...") was read
as fields, a line each (authors, title, venue): its title became the second line.  Lines that go on with the sentence
before them are one text.  Expected values written by reading the CV below."""

from __future__ import annotations

from loaders import load
from loaders.model import PaperRecord

CV = """Maria L. Okafor, MD

PUBLICATIONS
1. **Okafor ML**, Brown JT, Lee KS, et al. Sodium-glucose cotransporter 2 inhibitors
and risk of readmission in older adults with type 2 diabetes. JAMA
Cardiol. 2023;8(4):345-354. doi:10.1001/jamacardio.2023.0123
2. Brown JT, **Okafor ML**. Statin use in nonagenarians. J Am Geriatr Soc. 2021;69(5):1201-1209.
"""


def test_wrapped_lines_are_one_reference(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert papers[0].title == ("Sodium-glucose cotransporter 2 inhibitors and risk of readmission in older adults "
                               "with type 2 diabetes")
    assert papers[0].year == 2023 and papers[1].title == "Statin use in nonagenarians"
