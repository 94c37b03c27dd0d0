"""A long author list wrapped after a given name's initial ("..., Peter J. Bradbury, Kelly R." / "Robbins, Jianming
Yu, ..."): the period is the initial's, not the end of an entry, so the reference is not cut there.  Expected values
written by reading the CV."""

from __future__ import annotations

from loaders import load
from loaders.model import PaperRecord

CV = """Siddharth Raghavan
PEER-REVIEWED PUBLICATIONS

Maria Gonzalez-Ortega, Siddharth Raghavan, Peter J. Bradbury, Kelly R.
Robbins, Jianming Yu, Edward S. Buckler, Seth C. Murray, Wenqian Kong,
Andrew H. Paterson (2024) Genome-Wide Association of Drought Tolerance in
Sorghum Landraces. Nature Genetics 10(1): 200-215.

Siddharth Raghavan, Xiaoyu Chen, Christine Diepenbrock, Rajeev K. Varshney,
Michael Gore (2023) Root Architecture Traits Predict Yield Stability Across
Environments. Plant Cell 11(2): 207-222.
"""


def test_an_author_list_cut_after_an_initial_stays_one_entry(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    papers = load(path).of_type(PaperRecord)
    assert [p.title for p in papers] == ["Genome-Wide Association of Drought Tolerance in Sorghum Landraces",
                                         "Root Architecture Traits Predict Yield Stability Across Environments"]
    assert [a.text for a in papers[0].authors] == [
        "Maria Gonzalez-Ortega", "Siddharth Raghavan", "Peter J. Bradbury", "Kelly R. Robbins", "Jianming Yu",
        "Edward S. Buckler", "Seth C. Murray", "Wenqian Kong", "Andrew H. Paterson"]
    assert [p.venue for p in papers] == ["Nature Genetics", "Plant Cell"]
    assert [p.year for p in papers] == [2024, 2023]
