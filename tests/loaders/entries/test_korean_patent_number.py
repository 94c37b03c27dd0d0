"""A Korean patent written "대한민국 특허 제10-2345678호" (the number between 제 and 호) gives its number."""

from __future__ import annotations

from loaders.entries.patents import parse_patent
from loaders.model import Span


def test_a_korean_patent_number_between_je_and_ho_is_read():
    text = "1. 김재현, 이혜영, “프로필렌 분리용 ZIF-8 분리막 및 이의 제조방법,” 대한민국 특허 제10-2345678호 (2021.12.15 등록)"
    record = parse_patent(text, Span("cv.pdf", 60, 61))
    assert record.number is not None and record.number.endswith("10-2345678")
