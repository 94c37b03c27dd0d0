"""GB/T 7714 writes the place and publisher after a proceedings' title ("[C]//Proceedings ... Online: ACL, 2021")
and as the source of a book or thesis ("[M]. 北京: 清华大学出版社, 2019"): the venue is the proceedings or the
journal; a book's or thesis's is its publisher or university, never the place."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, venue", [
    ("Chen S, Liu Y, Sun M. Knowledge-enhanced neural machine translation with bilingual lexicons[C]//Proceedings "
     "of the 59th Annual Meeting of the Association for Computational Linguistics. Online: ACL, 2021: 3312-3324.",
     "Proceedings of the 59th Annual Meeting of the Association for Computational Linguistics"),
    ("陈思远. 神经机器翻译中的领域适应方法研究[D]. 北京: 清华大学, 2018.", "清华大学"),
    ("刘洋, 孙茂松. 机器翻译方法研究[M]. 北京: 清华大学出版社, 2019.", "清华大学出版社"),
    ("张海涛, 李建国, 王磊. 基于图神经网络的软件缺陷预测方法[J]. 软件学报, 2021, 32(5): 1234-1250.", "软件学报"),
])
def test_the_venue_of_a_gbt_entry_has_no_place(text, venue):
    record = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(record, PaperRecord)
    assert record.venue == venue
