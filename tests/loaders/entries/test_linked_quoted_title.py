"""A quoted title that is a link (a Word or OpenDocument hyperlink on the title, written as a Markdown link), and a
DOI at the end of a link: the link's brackets belong to neither the authors, the venue nor the DOI."""

from __future__ import annotations

from loaders import load
from loaders.entries.patterns import DOI
from loaders.model import PaperRecord


def test_a_linked_quoted_title(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text("## Publications\n\n"
                    "- **Jing Chen**, Wei Liu and Tao Xu, [“Topological Edge States in Photonic Lattices,”]"
                    "(https://doi.org/10.1103/PhysRevLett.128.053901) Phys. Rev. Lett. 128, 053901 (2022).\n"
                    "- Min Zhao and Jing Chen, [\"Quantum Hall Plateaus in Twisted Bilayers\"](https://x.org/p.pdf), "
                    "Nat. Phys. 17, 1 (2021).\n", encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert [(p.title, [a.text for a in p.authors], p.year) for p in papers] == [
        ("Topological Edge States in Photonic Lattices", ["Jing Chen", "Wei Liu", "Tao Xu"], 2022),
        ("Quantum Hall Plateaus in Twisted Bilayers", ["Min Zhao", "Jing Chen"], 2021)]
    assert papers[0].doi == "10.1103/PhysRevLett.128.053901"
    assert not any("](" in (p.venue or "") or "http" in (p.venue or "") for p in papers)


def test_a_doi_keeps_its_own_brackets_and_not_a_link_s():
    found = [DOI.search(t).group("doi") for t in (
        "[Title](https://doi.org/10.1145/3575693.3575705)", "doi:10.1016/S0140-6736(20)30183-5.",
        "(see https://doi.org/10.1109/TPDS.2021.3064345).")]
    assert found == ["10.1145/3575693.3575705", "10.1016/S0140-6736(20)30183-5", "10.1109/TPDS.2021.3064345"]
