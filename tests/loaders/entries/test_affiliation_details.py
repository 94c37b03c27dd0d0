"""Units, roles and locations of affiliations, read by hand from the sample CVs (line numbers of the header)."""

from pathlib import Path

import pytest

from loaders import AffiliationRecord, load

CVS = Path(__file__).resolve().parents[3] / "examples" / "cvs"

EXPECTED = [  # (file, first line, institution, unit, role, location)
    ("000_c992527a1da3d179.txt", 9, "上海交通大学", "计算机科学与技术", "硕博连读", None),
    ("000_c992527a1da3d179.txt", 46, "阿里巴巴达摩院 XG 实验室", None, "研究型实习生", None),
    ("001_cc30772fa1baa516.txt", 10, "上海交通大学", "计算机科学与技术", "博士", None),
    ("001_cc30772fa1baa516.txt", 50, "阿里云云网络", None, "研究型实习生", None),
    ("002_227b703a430543ab.txt", 5, "阿里巴巴集团", "爱橙科技-技术风险效能部-集群管理-AI系统工程", "技术专家 (P7)", "浙江省杭州市"),
    ("002_227b703a430543ab.txt", 80, "微软亚洲研究院 (MSRA)", "创新工程组 (IEG)", "研究实习生", "北京市"),
    ("003_441e5538762dd731.txt", 9, "Alibaba DAMO Academy", None, "RI", None),
    ("004_26d677b8e0a8f1b8.txt", 79, "Peng Cheng Laboratory", None, "Research Intern", "Shenzhen, China"),
    ("004_26d677b8e0a8f1b8.txt", 95, "Student Super Computing Team of Peking University", None, "Team member",
     "Beijing, China"),
]


@pytest.mark.parametrize("source,line,institution,unit,role,location", EXPECTED)
def test_affiliation_details(source, line, institution, unit, role, location):
    records = [a for a in load(CVS / source, source=source).of_type(AffiliationRecord) if a.span.start_line == line]
    assert len(records) == 1
    a = records[0]
    assert (a.institution, a.unit, a.role, a.location) == (institution, unit, role, location)


def test_project_titles():
    got = {a.span.start_line: a.title for a in load(CVS / "003_441e5538762dd731.txt").of_type(AffiliationRecord)}
    assert got[22] == "QoS Provision at Massive Scale Data Centers"
    assert got[48] == "Hybrid Cloud"  # after "»" it is a title, although "Cloud" can name an organisation


def test_an_organisation_in_bold_then_its_place_on_one_line():
    """awesome-cv sets the organisation in bold with its place after it on the line: the bold run is the whole
    name ("**Princeton University** Princeton, NJ, USA" gave the institution "Princeton University Princeton")."""
    from tests.loaders.cvtext import affiliation_rows

    rows, _ = affiliation_rows("cv.md", "Education\n\n**Princeton University** Princeton, NJ, USA\n"
                               "Ph.D. in Mechanical Engineering Sep. 2019 - May 2024\n", ("institution", "location"))
    assert rows == [("Princeton University", "Princeton, NJ, USA")]
