"""Phone numbers written with the country code and no "+" (``8613800138000``, ``86-10-62751234``, ``0086 10 6275
1234``, ``(86) 10 6275 4321``) are contact details: the owner's in the header (private), cut out of entries
elsewhere. The CV is hand-written (``tests/data/handwritten/zh_phone_country_code.txt``); the expected records were
read from it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from loaders import AffiliationRecord, PaperRecord, ProfileRecord, load
from loaders.entries.patterns import PHONE
from loaders.export import result_to_dict

CV = Path(__file__).resolve().parents[1] / "data" / "handwritten" / "zh_phone_country_code.txt"
NUMBERS = ("8613800138000", "86-10-62751234", "0086 10 6275 1235", "86-10-62600123", "(86) 10 6275 4321",
           "008613912345678")


@pytest.mark.parametrize("number", NUMBERS + ("0086-10-6275-1234", "86 138 0013 8000", "(0086) 10 6275 1234",
                                              "86-755-8601-3388", "86 21 5474 0000", "+86-10-62751234"))
def test_the_number_is_a_phone_number(number):
    m = PHONE.search(f"电话：{number}。")
    assert m is not None and m.group(0) == number


@pytest.mark.parametrize("text", ["Phys. Rev. B 86, 10 6275 (2012)", "vol. 86, pp. 1062-1075", "86(10):1234-1245",
                                  "pp. 86-101", "ISBN 978-86-10-62751-2", "doi:10.1103/PhysRevB.86.1062751",
                                  "Report 86-10-1234", "1986-2010", "In Proc. 86th meeting, 2010, 6275-1234"])
def test_numbers_in_references_are_not(text):
    assert PHONE.search(text) is None


def test_the_owner_s_numbers_are_private_and_entries_lose_theirs():
    result = load(CV, source="cv.txt")
    profile = result.records[0]
    assert isinstance(profile, ProfileRecord) and [n.text for n in profile.names] == ["赵静怡"]
    assert profile.contact.phones == ("8613800138000", "86-10-62751234", "0086 10 6275 1235")
    assert profile.contact.emails == ("zhaojy@ict.example.cn",)
    assert (profile.span.start_line, profile.span.end_line) == (1, 3)
    position = [a for a in result.of_type(AffiliationRecord) if a.kind == "position"]
    assert [(a.span.start_line, a.institution, a.role, a.start, a.end) for a in position] == [
        (9, "中国科学院计算技术研究所", "助理研究员", "2021-07", "present")]
    papers = result.of_type(PaperRecord)
    assert [(p.span.start_line, p.title, [a.text for a in p.authors], p.year) for p in papers] == [
        (12, "分布式存储系统的纠删码修复优化", ["赵静怡", "孙磊"], 2022),
        (13, "Fast Repair of Erasure-Coded Data in Wide Stripes", ["Jingyi Zhao", "Lei Sun"], 2023)]
    hidden = json.dumps(result_to_dict(result), ensure_ascii=False)
    for number in NUMBERS:
        assert number not in hidden
    cut = sorted(x.span.start_line for x in result.leftovers if x.text == "[phone]")
    assert cut == [9, 12, 13]


def test_digits_inside_a_hash_are_no_phone_number():
    """A commit hash or a key with eleven digits in it ("...4a15523333151b62...") is no Chinese mobile number;
    the number standing alone, or after 手机, still is."""
    from loaders.entries.profile import redact

    assert redact("commit 530c1820c1a6830b4a15523333151b6241ff726c") == \
        "commit 530c1820c1a6830b4a15523333151b6241ff726c"
    assert redact("手机13800138000，Tel: 138 0013 8000.") == "手机[phone]，Tel: [phone]."


def test_a_number_after_a_phone_label_in_any_national_form():
    """Numbers in a form no country rule knows (Brazil's "(21) 2629-5412", Spain's "91 394 1234" without +34) are
    phone numbers after a phone label, in any of the labels' languages; a label's word in a name is not one."""
    from loaders import load
    from loaders.entries.profile import redact

    assert redact("Telefone: (21) 2629-5412 | Celular: (21) 98765-4321") == "Telefone: [phone] | Celular: [phone]"
    assert redact("Teléfono: 91 394 1234. Fax: 2629-5412") == "Teléfono: [phone]. Fax: [phone]"
    assert redact("Tel Aviv University, 2010-2014; Mobile Computing 2019-2021") == \
        "Tel Aviv University, 2010-2014; Mobile Computing 2019-2021"


def test_a_labelled_local_number_reaches_no_output(tmp_path):
    import json

    from loaders import load
    from loaders.export import result_to_dict

    path = tmp_path / "cv.txt"
    path.write_text("João Silva\nEndereço: Av. Brasil 500, Rio de Janeiro\nTelefone: (21) 2629-5412\n\n"
                    "Formação\n2010 - 2014 Doutorado, Universidade Federal do Rio de Janeiro\n", encoding="utf-8")
    out = json.dumps(result_to_dict(load(path)), ensure_ascii=False)
    assert "2629" not in out
