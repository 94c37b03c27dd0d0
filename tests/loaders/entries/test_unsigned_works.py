"""Works a CV lists without its owner's name.  A mathematician's list in the AMS form: "Title (with A and B),
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


LAW_CV = """PRIYA NAIR
Example University School of Law

BOOKS
Standing in the Shadow State: Courts and Agencies (Harvard Univ. Press 2021).

ARTICLES
*Judicial Review of Automated Agencies*, 77 Vand. L. Rev. 901 (2024) (with Ada Cole & Ben Ruiz).
*Consent Decrees After Chevron*, 101 Tex. L. Rev. 1422, 1430 (2023).
*The Federal Courts and Data Trusts*, ___ Yale L.J. ___ (forthcoming 2025).

AMICUS BRIEFS
Brief of Administrative Law Scholars as Amici Curiae, *Doe v. Roe*, 599 U.S. 12 (2022) (No. 21-100).
"""


def test_bluebook_articles_and_books_name_the_owner_first():
    result = extract(parse_document(LAW_CV.encode(), source="nair.txt"))
    assert not result.failures
    assert paper_rows(result) == [
        ("Standing in the Shadow State: Courts and Agencies", 2021, ["PRIYA NAIR"]),
        ("Judicial Review of Automated Agencies", 2024, ["PRIYA NAIR", "Ada Cole", "Ben Ruiz"]),
        ("Consent Decrees After Chevron", 2023, ["PRIYA NAIR"]),
        ("The Federal Courts and Data Trusts", 2025, ["PRIYA NAIR"]),
    ]
    assert [(p.venue, p.status) for p in result.of_type(PaperRecord)] == [
        ("Harvard Univ. Press", "published"), ("Vand. L. Rev.", "published"), ("Tex. L. Rev.", "published"),
        ("Yale L.J.", "accepted")]
