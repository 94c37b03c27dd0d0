"""A Chinese entry that writes a university's name with its country before it and its unit after it, in one run
("美国弗吉尼亚理工大学电力电子系统中心（CPES） 联合培养博士生", "丹麦奥尔堡大学能源技术系（Aalborg University） 博士后",
"浙江大学电气工程学院 教授"): the university is the institution as written without the country (which is the
location), the centre or department its unit, the role after the bracket the role; a name that starts with a
place it is named after (香港中文大学, 中国科学技术大学) is kept whole.  Written by hand as faculty pages write them."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """王志强

工作经历

2019.12–至今 浙江大学电气工程学院 教授
2013.07–2015.06 丹麦奥尔堡大学能源技术系（Aalborg University） 博士后

教育经历

2011.09–2012.08 美国弗吉尼亚理工大学电力电子系统中心（CPES） 联合培养博士生
2008.09–2011.06 香港中文大学 机械与自动化工程学系 硕士
2004.09–2008.07 中国科学技术大学 工学学士
"""


def test_country_university_and_unit_apart():
    got, _ = affiliation_rows("cv.txt", CV, ("institution", "unit", "role", "location"))
    assert got == [("浙江大学", "电气工程学院", "教授", None),
                   ("奥尔堡大学 (Aalborg University)", "能源技术系", "博士后", "丹麦"),
                   ("弗吉尼亚理工大学", "电力电子系统中心 (CPES)", "联合培养博士生", "美国"),
                   ("香港中文大学", "机械与自动化工程学系", "硕士", None),
                   ("中国科学技术大学", None, "工学学士", None)]
