"""Contact details written inside entries (an author's address in an author list, "Contact:" after a venue, a
corresponding author's e-mail) never reach the graph, the page or the reports, in any format; the entry keeps its
reference and the report says where something was left out."""

from __future__ import annotations

import json
import re

import pytest

from graph.build import build
from loaders import load_many
from loaders.entries.profile import strip_contact

ADDRESSES = ("jane.doe@example.edu", "bob.smith@example.org", "13912345678", "555-0123", "ming.li@pku.edu.cn",
             "650-723-2300", "617.253.0000", "617-555-0142", "0755 8601 3388", "6275 1234", "liming", "dxu",
             "eve @ mit", "bchen", "hr＠huawei", "0013-8000", "１３８", "310-555-0199", "23 45 67 89", "9876 5432",
             "liming_wx", "123456789", "tom.ray", "98765", "900123", "bli -at-", "723‑2300", "carl_mayer", "mayerexample", "mayer@")

CVS = {
    "cv.md": """# Jane Doe

## Publications

1. Jane Doe (jane.doe@example.edu), Bob Smith. "Learning to Route Packets with Graphs." In Proc. NSDI 2023. Contact: bob.smith@example.org, tel. +86 139 1234 5678
2. Jane Doe and Ming Li, "Fast Caches for Everyone," SIGCOMM 2022. Corresponding author: ming.li@pku.edu.cn.
""",
    "cv.txt": """Jane Doe

PUBLICATIONS
[1] Jane Doe, Bob Smith <bob.smith@example.org>, "Learning to Route Packets with Graphs", NSDI 2023.
[2] J. Doe, M. Li, "Fast Caches for Everyone", SIGCOMM 2022 (Tel: (617) 555-0123).
""",
    "cv.tex": r"""\documentclass{article}
\begin{document}
\section*{Jane Doe}
\section*{Publications}
\begin{itemize}
\item Jane Doe, Bob Smith (\texttt{bob.smith@example.org}), ``Learning to Route Packets with Graphs,'' NSDI 2023.
\item Jane Doe and Ming Li, ``Fast Caches for Everyone,'' SIGCOMM 2022. E-mail: ming.li@pku.edu.cn
\end{itemize}
\end{document}
""",
    "cv.bib": """@inproceedings{doe2023,
  author = {Jane Doe and Bob Smith},
  title = {Learning to Route Packets with Graphs},
  booktitle = {NSDI 2023. Contact: jane.doe@example.edu},
  year = {2023}
}
""",
    # forms a first version missed (found by a review): North American and Chinese landline numbers, full-width
    # characters, spaced and spelled-out addresses, in positions, awards and prose lines
    "other.md": """# Jane Doe

## Positions

- Assistant Professor, Stanford University, 2020 - present, office phone 650-723-2300
- Visiting Researcher, MIT, 2019, fax 617.253.0000

## Publications

- Jane Doe, Alice Wu, tel. 617-555-0142. "Slow Graphs." In SIGCOMM 2022.
- Jane Doe and Dan Xu. "Graph Contact Study (write to dxu＠mit.edu)." In ATC 2020.
- Jane Doe, Eve Fox. "Graphs Again." In EuroSys 2019. Contact: eve @ mit.edu
- Jane Doe, Bob Chen (bchen<at>google.com). "Graphs Forever." In OSDI 2021.
""",
    "zh.txt": """李明

邮箱：liming＠pku.edu.cn  电话：(010) 6275 1234  手机：１３８００１３８０００

工作经历

腾讯, 研究员 2020.7 - 至今 联系电话：0755 8601 3388

获奖

2021 华为奖学金 联系 hr＠huawei.com

论文

1. Ming Li and Jane Doe. "Graph Learning at Scale." In NSDI 2023. call 0086-138-0013-8000
""",
    # forms a second review found missed (numbers of other countries, labelled lines, words for the at, LaTeX's \\@,
    # messaging ids)
    "world.md": """# Jane Doe

## Awards

- Best Paper Award, NSDI 2023 (contact the chair: +33 1 23 45 67 89)
- Outstanding Reviewer, ICML 2022, questions: +61 2 9876 5432
- 2018年 华为奖学金, 联系方式: 微信 liming_wx, QQ 123456789

## Publications

- Jane Doe, Tom Ray. "Fast Graphs." In MobiSys 2018. Email: tom.ray at example.com.
- Jane Doe, Ann Wu (+91 98765 43210). "Slow Graphs." In AAAI 2015. Mob: 07700 900123
- Jane Doe, Bo Li (bli -at- example -dot- edu). "Graphs Again." In CVPR 2019. Fax (650) 723‑2300.
""",
    "refs.bib": """@inproceedings{k,
  author = {Carl Mayer and Jane Doe},
  title = {Learning to Route, questions to carl\\_mayer\\@example.org},
  booktitle = {NSDI},
  year = {2020}
}
""",
    "cv.yaml": """name: Jane Doe
phone:
  value: 310-555-0199
publications:
  - title: A YAML Paper
    authors: [Jane Doe]
    venue: ICML 2021
    year: 2021
""",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cvs")
    for name, text in CVS.items():
        (folder / name).write_text(text, encoding="utf-8")
    out = tmp_path_factory.mktemp("out")
    result = build([folder], out, formats=("turtle", "nquads", "jsonld"))
    return folder, out, result


def test_no_address_or_phone_in_any_output(built):
    _, out, _ = built
    for path in sorted(out.iterdir()):
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            for address in ADDRESSES:
                assert address not in text, (path.name, address)
            # an address ([\w.]+@...): [\w.]@ is found wherever [\w.]+@ is (one character before the @ decides it),
            # without retrying [\w.]+ from every position of the page's long runs of script (1.8 s on network.html)
            assert not re.search(r"[\w.]@[\w-]+\.\w+", text.replace("@prefix", "").replace("@zh", "")
                                 .replace("@en", "").replace("@base", "")), path.name


def test_entries_keep_their_references(built):
    folder, _, _ = built
    for result in load_many([folder]):
        papers = [r for r in result.records if type(r).__name__ == "PaperRecord"]
        assert papers, result.source
        for paper in papers:
            assert paper.title.startswith(("Learning to Route", "Fast Caches", "Slow Graphs", "Graph Contact Study",
                                           "Graphs Again", "Graphs Forever", "Graph Learning", "A YAML Paper",
                                           "Fast Graphs")), \
                (result.source, paper)
            assert not re.search(r"@|＠|\d{3}-\d{4}|write to", paper.title), (result.source, paper.title)
            names = [a.text for a in paper.authors]
            assert all("@" not in n and not re.search(r"\d{3}", n) for n in names), (result.source, names)
            assert any(n in ("Jane Doe", "J. Doe", "Ming Li") for n in names), (result.source, names)
            assert paper.venue is None or not re.search(r"@|\d{3}-\d{4}|Contact|E-mail|Tel", paper.venue), \
                (result.source, paper.venue)


def test_the_report_says_where_contact_details_were_left_out(built):
    _, out, _ = built
    data = json.loads((out / "report.json").read_text(encoding="utf-8"))
    noted = {(f["source"], x["span"]["start_line"]) for f in data["files"] for x in f["leftovers"]
             if "contact details" in x["reason"]}
    assert {("cv.md", 5), ("cv.md", 6), ("cv.txt", 4), ("cv.txt", 5), ("cv.tex", 6), ("cv.tex", 7)} <= noted
    assert any(source == "cv.bib" for source, _ in noted)


@pytest.mark.parametrize("text", [
    # identifiers and prose the patterns must leave alone (a review found each of these cut by a first version)
    "Jane Doe (ORCID 0000-0002-1825-0097)", "ISNI 0000 0001 2345 6789", "Scopus Author ID 15019123400",
    "复旦大学，学号 16307130123", "Electron tunneling at a dot in a magnetic field.",
    "Venture capital at the dot com peak.", "Safety analysis at state DOT in rural areas.",
    "Adoption of Assistive Technology (AT) Devices. A Survey.", "Code: git@github.com:jane/cachelib.git",
    "doi:10.1007/s00127-011-0408-2", "pp. 3-5+7-11+13-213+215-287", "ISBN 008 034397 X", "US 10,123,456 B2",
    "NSFC 61972254, 2021YFB1234567", "01.10.2019 - 30.09.2022", "published at ACM.org 2020",
])
def test_identifiers_and_prose_are_kept(text):
    assert strip_contact(text) == text


@pytest.mark.parametrize("text, kept", [
    ("Jane Doe (jane.doe@example.edu)", "Jane Doe"),
    ("Proc. NSDI 2023. Contact: bob@example.org, tel. +86 139 1234 5678", "Proc. NSDI 2023."),
    ("SIGCOMM 2022. Corresponding author: jane@x.edu.", "SIGCOMM 2022."),
    ("李明（邮箱：liming@pku.edu.cn）", "李明"),
    ("Bob Smith <bob@x.org>", "Bob Smith"),
    ("jane[at]x.edu", ""),
    # no contact details: nothing changes
    ("Contact-free sensing with WiFi, MobiCom 2023", "Contact-free sensing with WiFi, MobiCom 2023"),
    ("pp. 123-145, doi:10.1145/3689031.3717456", "pp. 123-145, doi:10.1145/3689031.3717456"),
    ("CN202310791299.6", "CN202310791299.6"),
    ("IEEE INFOCOM 2019-2023, vol. 12, no. 3", "IEEE INFOCOM 2019-2023, vol. 12, no. 3"),
])
def test_strip_contact(text, kept):
    assert strip_contact(text) == kept


def test_a_phone_number_in_a_file_name_stays_out_of_the_outputs(tmp_path):
    """A CV saved under its owner's name and phone number: the name is the file's identity in the graph and the
    reports, so it is redacted there (two such files stay two CVs)."""
    folder = tmp_path / "cvs"
    folder.mkdir()
    for phone, title in (("13912345678", "A Paper Title Here"), ("13800138000", "Another Paper Title")):
        (folder / f"陈波_{phone}.md").write_text(f'# 陈波\n\n## Publications\n\n- 陈波, Bo Li. "{title}." In NSDI 2023.\n',
                                               encoding="utf-8")
    result = build([folder], tmp_path / "out")
    assert sorted(r.source for r in result.results) == ["陈波_[phone]-2.md", "陈波_[phone].md"]
    for path in (tmp_path / "out").iterdir():
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            assert "13912345678" not in text and "13800138000" not in text, path.name
