"""Patents written in forms the readers had not met: U.S. patents and applications with their label words, a
European national number, Chinese patents with full-width stops and labelled numbers, patents without a number,
inventors after the title. Each entry was written by hand as CVs write them; the expected values by reading it."""

from __future__ import annotations

import pytest

from loaders.entries.patents import parse_patent
from loaders.model import PatentRecord, Span

CASES = [
    ('M. T. Abernathy, R. K. Shah, and L. Novak, "Catalyst composition for the selective hydrogenation of furfural," '
     'U.S. Patent 11,234,890 B2, issued Mar. 1, 2022.',
     "US11,234,890B2", "Catalyst composition for the selective hydrogenation of furfural",
     ["M. T. Abernathy", "R. K. Shah", "L. Novak"]),
    ('M. T. Abernathy and R. K. Shah, "Process for the oxidative coupling of methane," US Patent App. 17/123,456, '
     'filed Jan. 14, 2021.',
     "US17/123,456", "Process for the oxidative coupling of methane", ["M. T. Abernathy", "R. K. Shah"]),
    ("J. Moreno-Díaz, G. Alenyà | Robotic gripper with compliant tactile fingertips | ES 2 812 345 B2 | 2020",
     "ES2812345B2", "Robotic gripper with compliant tactile fingertips", ["J. Moreno-Díaz", "G. Alenyà"]),
    ("Zeolite membrane reactor for continuous ethanol dehydration. M. T. Abernathy, P. J. Dauenhauer. "
     "Patent pending, 2018.",
     None, "Zeolite membrane reactor for continuous ethanol dehydration", ["M. T. Abernathy", "P. J. Dauenhauer"]),
    ("Borehole tracer injection device (with H. Q. Tran and A. D. Werner), provisional patent application filed 2022.",
     None, "Borehole tracer injection device", ["H. Q. Tran", "A. D. Werner"]),
    ("Oyelaran-Whitmore, R. N., & Tran, H. Q. Apparatus and method for in-situ salinity profiling in monitoring "
     "wells. Australian Patent AU 2021204567 B2, granted 2023.",
     "AU2021204567B2", "Apparatus and method for in-situ salinity profiling in monitoring wells",
     ["Oyelaran-Whitmore, R. N.", "Tran, H. Q."]),
    ("陈思远，刘洋，孙茂松．一种基于双语词典的神经机器翻译方法，发明专利，ZL202010123456.7，授权．",
     "ZL202010123456.7", "一种基于双语词典的神经机器翻译方法", ["陈思远", "刘洋", "孙茂松"]),
    ("陈思远，王晓燕．一种低资源语言语音翻译数据增强装置及方法，CN 112345678 A，2021．",
     "CN112345678A", "一种低资源语言语音翻译数据增强装置及方法", ["陈思远", "王晓燕"]),
    ("一种多语言文本分类模型的训练方法，发明专利，申请号：202111098765.4，实审中（发明人：陈思远，张伟）",
     "202111098765.4", "一种多语言文本分类模型的训练方法", ["陈思远", "张伟"]),
    ("A. B. Souza, R. da S. Torres. Sistema de recuperação de imagens por conteúdo. BR 10 2019 012345-6, 2019.",
     "BR102019012345-6", "Sistema de recuperação de imagens por conteúdo", ["A. B. Souza", "R. da S. Torres"]),
    ("陈晓宇, 张铭. 一种基于图神经网络的推荐方法. 中国发明专利, ZL202010123456.7, 2021.",
     "ZL202010123456.7", "一种基于图神经网络的推荐方法", ["陈晓宇", "张铭"]),
    # the country in words before "Patent", a registration as its status, the date cell of a Word table before
    ("2021 | Seo, J.-H.; Oh, K. Catalytic hydrogenation of nitroarenes over cobalt nanoparticles. Korean Patent "
     "10-2298765 (registered Aug. 2021).",
     "10-2298765", "Catalytic hydrogenation of nitroarenes over cobalt nanoparticles", ["Seo, J.-H.", "Oh, K."]),
    ("Tanaka, H.; Mori, Y. Solid electrolyte for lithium batteries. Japanese Patent No. 6543210, 2019.",
     "6543210", "Solid electrolyte for lithium batteries", ["Tanaka, H.", "Mori, Y."]),
]


@pytest.mark.parametrize("text, number, title, inventors", CASES)
def test_patent_forms(text, number, title, inventors):
    r = parse_patent(text, Span("cv.txt", 1, 1))
    assert isinstance(r, PatentRecord), r
    assert (r.number, r.title, [m.text for m in r.inventors]) == (number, title, inventors)


def test_a_line_without_number_or_inventors_is_no_patent():
    for text in ("Robotic gripper with compliant tactile fingertips", "More are pending with the office"):
        assert not isinstance(parse_patent(text, Span("cv.txt", 1, 1)), PatentRecord)


def test_a_status_written_with_a_capital_is_the_same_status():
    r = parse_patent("Thin film transistor with an oxide channel | KR 10-2087654 | Registered, 2020", Span("a", 1, 1))
    assert (r.number, r.status) == ("KR10-2087654", "granted")
