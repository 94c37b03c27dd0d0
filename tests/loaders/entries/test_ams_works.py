"""A mathematician's publication list in the AMS form, the owner's name never written: "Title (with A and B),
Journal **vol** (year), no. n, pages" and "Title, arXiv:NNNN.NNNNN (year), preprint." (a CV made for the test)."""

from __future__ import annotations

from loaders import PaperRecord, extract, parse_document
from tests.loaders.cvtext import paper_rows

MATHS_CV = """NADIA KARIMI
Department of Mathematics, Example State University

PUBLICATIONS
1. Lattice points on thin spheres, arXiv:2109.00017
(2021), preprint.
2. Zeros of quadratic Dirichlet series (with T. Okafor and R.
Lind), Adv. Math. **401** (2020), no. 3, 1–33.
3. Low-lying zeros of symmetric-square families, Q. J. Math. **70**
(2019), 8–24.
4. Moments of theta functions (with P. Ruiz), Ann. of Math. (2) **190** (2019), 101–140.
"""


def _papers():
    return extract(parse_document(MATHS_CV.encode(), source="karimi.txt"))


def test_each_work_is_a_paper_with_the_owner_first():
    result = _papers()
    assert not result.failures
    assert paper_rows(result) == [
        ("Lattice points on thin spheres", 2021, ["NADIA KARIMI"]),
        ("Zeros of quadratic Dirichlet series", 2020, ["NADIA KARIMI", "T. Okafor", "R. Lind"]),
        ("Low-lying zeros of symmetric-square families", 2019, ["NADIA KARIMI"]),
        ("Moments of theta functions", 2019, ["NADIA KARIMI", "P. Ruiz"]),
    ]


def test_journal_and_preprint_venues():
    papers = _papers().of_type(PaperRecord)
    assert [(p.venue, p.status) for p in papers] == [
        ("arXiv", "preprint"), ("Adv. Math.", "published"), ("Q. J. Math.", "published"),
        ("Ann. of Math. (2)", "published")]
    assert papers[0].arxiv == "2109.00017"
