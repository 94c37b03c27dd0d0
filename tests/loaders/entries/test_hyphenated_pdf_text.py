"""Text pasted from a PDF whose lines end in a hyphen that breaks a word ("Compila-" / "tion", "Ser-" / "gey"):
the document breaks words, so an entry's lines are mended.  Expected values written by reading the CV."""

from __future__ import annotations

from loaders import load
from loaders.entries.repair import words_broken
from loaders.model import PaperRecord

CV = """Priya Raghunathan
School of Computing, National University of Singapore
REFEREED PUBLICATIONS
1. Priya Raghunathan, Kiran Gopinathan, and Ilya Sergey. Certified Compila-
tion of Financial Contracts. In Proceedings of the 43rd ACM SIGPLAN Confer-
ence on Programming Language Design and Implementation (PLDI), pages
123–138, 2022.
2. Kiran Gopinathan, Priya Raghunathan, George Pîrlea, and Ilya Ser-
gey. Mechanised Verification of Sharded Blockchains. In Computer Aided
Verification (CAV), volume 12759 of LNCS, pages 211–234. Springer, 2021.
3. Priya Raghunathan and Ilya Sergey. Protocol Combinators for Modelling
Testing and Execution of Distributed Systems. Journal of Functional Pro-
gramming, 31:e3, 2021.
"""


def test_hyphen_at_a_line_end_is_a_broken_word():
    assert words_broken(["Certified Compila-", "tion of Financial Contracts"])
    assert not words_broken(["A cloud-", "based system"])       # neither piece a word's part: a compound


def test_hyphenated_pdf_text(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    papers = load(path).of_type(PaperRecord)
    assert [p.title for p in papers] == ["Certified Compilation of Financial Contracts",
                                         "Mechanised Verification of Sharded Blockchains",
                                         "Protocol Combinators for Modelling Testing and Execution of Distributed Systems"]
    assert [a.text for a in papers[1].authors] == ["Kiran Gopinathan", "Priya Raghunathan", "George Pîrlea",
                                                   "Ilya Sergey"]
    assert [p.year for p in papers] == [2022, 2021, 2021]
    assert papers[2].venue == "Journal of Functional Programming"
