"""GB/T 7714 writes the document type after the title ("题目[J]. 期刊", "Title[C]//Proc.", "一种方法: CN...[P]");
the mark is no part of the title.  Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.model import PaperRecord, PatentRecord
from loaders.references import parse_reference


@pytest.mark.parametrize("text, title", [
    ("张海涛, 李建国, 王磊. 基于图神经网络的软件缺陷预测方法[J]. 软件学报, 2021, 32(5): 1234-1250.",
     "基于图神经网络的软件缺陷预测方法"),
    ("Zhang H, Li J, Chen Y, et al. Graph-based code clone detection at scale[C]//Proceedings of the 44th "
     "International Conference on Software Engineering. Pittsburgh: ACM, 2022: 320-331.",
     "Graph-based code clone detection at scale"),
    ("ZHANG Haitao, WANG Lei, LI Jianguo. Learning to repair compilation errors with transformers[J]. IEEE "
     "Transactions on Software Engineering, 2023, 49(2): 845-860.", "Learning to repair compilation errors with transformers"),
    ("王磊. 边缘计算任务卸载研究[D]. 北京: 清华大学, 2019.", "边缘计算任务卸载研究"),
])
def test_type_mark_is_not_in_the_title(text, title):
    assert parse_reference(text).title == title


CV = """张海涛

发表论文
[1] 张海涛, 李建国, 王磊. 基于图神经网络的软件缺陷预测方法[J]. 软件学报, 2021, 32(5): 1234-1250.
[2] 王磊, 张海涛. 面向边缘计算的任务卸载策略研究[J]. 计算机学报, 2020, 43(8): 1501-1518.

授权专利
[1] 张海涛, 李建国, 王磊. 一种基于深度学习的代码缺陷检测方法: CN112345678B[P]. 2022-03-15.
[2] 张海涛, 赵敏. 一种软件测试用例自动生成系统及方法: CN110987654A[P]. 2020-01-10.
"""


def test_gbt_cv(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    assert [p.title for p in result.of_type(PaperRecord)] == ["基于图神经网络的软件缺陷预测方法", "面向边缘计算的任务卸载策略研究"]
    patents = result.of_type(PatentRecord)
    assert [(p.number, p.title) for p in patents] == [("CN112345678B", "一种基于深度学习的代码缺陷检测方法"),
                                                      ("CN110987654A", "一种软件测试用例自动生成系统及方法")]
    assert [m.text for m in patents[1].inventors] == ["张海涛", "赵敏"]


def test_a_title_opening_on_in_keeps_it():
    """"In situ", "In vivo": the title's first word, not the "In:" before a venue."""
    parsed = parse_reference("Rowe A, Lin B, et al. In vivo tracking of lithium plating on graphite anodes[J]. "
                             "Journal of the Electrochemical Society, 2021, 168(4): 1-9.")
    assert parsed.title == "In vivo tracking of lithium plating on graphite anodes"


def test_a_journal_article_has_no_publisher():
    """A GB/T [J] reference's journal name ends at the comma before the year, whatever the model read of its
    last word ("... American Chemical | Society,")."""
    parsed = parse_reference("Okafor M, Lin B. Sodium plating kinetics in hard carbon[J]. Journal of the American "
                             "Chemical Society, 2022, 144(3): 100-110.")
    assert (parsed.container, parsed.publisher) == ("Journal of the American Chemical Society", None)


@pytest.mark.parametrize("text, title, venue", [
    ("周敏, 高扬. 储能材料导论[M]. 3版. 上海: 上海交通大学出版社, 2021.", "储能材料导论", "上海交通大学出版社"),
    ("Rowe A. Electrochemistry of Solids[M]. 2nd ed. Berlin: Springer, 2018.", "Electrochemistry of Solids",
     "Springer"),
])
def test_a_gbt_book_with_its_edition(text, title, venue):
    """A GB/T book: title up to the "[M]" mark, then edition, place and publisher, the publisher its venue."""
    from loaders.entries.citations import parse_citation
    from loaders.model import Span

    paper = parse_citation(text, Span("cv.txt", 1, 1), text)
    assert (paper.title, paper.venue, paper.year) == (title, venue, int(text[-5:-1]))
