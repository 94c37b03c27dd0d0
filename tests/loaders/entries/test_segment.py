"""Entries of unbulleted publication lists, found by layout (hand-written lists in three layouts)."""

from __future__ import annotations

from loaders.entries.sections import Line
from loaders.entries.segment import list_entries

ONE_PER_LINE = """Liu, Y., Jiang, B., & Zhou, C. (2023). FuncPipe: A pipelined serverless framework. Proc. ACM Meas. Anal.
Liu Y, Guo J, Jiang B, et al. FastIOV: fast startup of passthrough network I/O virtualization. EuroSys, 2025.
Wu B, Li A. A short one, 2021.
Chen C, Wu B, Li A, Zhou C, Jiang B, Liu Y, Zhang P, Zhu S, Wang X, Guo J, Ye Z, Sun P. A long author list
that wraps. NSDI, 2022."""

WRAPPED = """Yunzhuo Liu, Bo Jiang, Tian Guo, Zimeng Huang, Wenhao Ma, Xinbing Wang, and Chenghu Zhou. FuncPipe: A
pipelined serverless framework for fast and cost-efficient training of deep learning models. Proceedings of the
ACM on Measurement and Analysis of Computing Systems 6(3): 1-30, 2022.
Zhisheng Ye, Wei Gao, Qinghao Hu, Peng Sun, Xiaolin Wang, Yingwei Luo, Tianwei Zhang, and Yonggang Wen. Deep
learning workload scheduling in GPU datacenters: a survey. ACM Computing Surveys 56(6): 1-38, 2024.
Qizhen Weng, Lingyun Yang, Yinghao Yu, Wei Wang, and Xiaochuan Tang. Beware of fragmentation: scheduling
GPU-sharing workloads with fragmentation gradient descent. USENIX ATC, 2023."""

TITLE_FIRST = """FuncPipe: A Pipelined Serverless Framework
Yunzhuo Liu, Bo Jiang, Tian Guo
SIGMETRICS 2023

Deep Learning Workload Scheduling in GPU Datacenters
Zhisheng Ye, Wei Gao, Qinghao Hu
ACM Computing Surveys, 2024"""


def _groups(text: str) -> list[tuple[int, int]]:
    source = text.split("\n")
    lines = [Line(i + 1, t) for i, t in enumerate(source) if t.strip()]
    entries, loose = list_entries(lines, source)
    assert not loose
    return [(e.first, e.last) for e in entries]


def test_one_reference_per_line():
    assert _groups(ONE_PER_LINE) == [(1, 1), (2, 2), (3, 3), (4, 5)]


def test_references_wrapped_over_lines():
    assert _groups(WRAPPED) == [(1, 3), (4, 5), (6, 7)]


def test_title_first_entries_separated_by_blank_lines():
    assert _groups(TITLE_FIRST) == [(1, 3), (5, 7)]


NUMBERED_YEAR_WRAPPED = """1. Lattice points on thin spheres, arXiv:2109.00017
(2021), preprint.
2. Zeros of quadratic Dirichlet series (with T. Okafor), Adv. Math. **401**
(2020), 1–33.
3. Low-lying zeros of symmetric-square families, Q. J. Math. **70** (2019), 8–24."""

YEAR_FIRST_LIST = """(2021) Lattice points on thin spheres. Preprint.
(2020) Zeros of quadratic Dirichlet series. Adv. Math."""


def test_bracketed_year_wrapped_in_a_numbered_list_continues_the_item():
    assert _groups(NUMBERED_YEAR_WRAPPED) == [(1, 2), (3, 4), (5, 5)]


def test_bracketed_years_still_start_the_items_of_a_year_first_list():
    assert _groups(YEAR_FIRST_LIST) == [(1, 1), (2, 2)]
