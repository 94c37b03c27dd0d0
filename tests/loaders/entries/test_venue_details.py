"""What is no part of a venue's name: the lead-in and date of a poster's meeting (AMA: "Poster presented at:
Meeting; July 31, 2022; San Diego"), the volume Google Scholar writes after a journal ("Expert Systems with
Applications 207, 117921, 2022"), the year, volume, pages and marks after a venue set in italics in a homepage's
fields ("*International Conference on 3D Vision (3DV)*, 2023 **Oral**"); and a preprint whose only source is its
arXiv identifier ("Under review, 2024. arXiv:2405.01234") has arXiv as its venue. A list headed "Abstracts and
Posters" is a list of works."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.citations import parse_citation, parse_fielded
from loaders.model import PaperRecord, Span


def test_a_poster_entry_under_abstracts_and_posters_has_its_meeting_as_venue(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text("Chiamaka A. Okonkwo\n\nABSTRACTS AND POSTERS\n2022   Okonkwo CA, Mehta P. Actigraphy-measured "
                    "sleep fragmentation and amyloid burden. Poster presented at: Alzheimer's Association International "
                    "Conference; July 31-August 4, 2022; San Diego, CA.\n", encoding="utf-8")
    result = load(path)
    [paper] = result.of_type(PaperRecord)
    assert (paper.title, paper.venue, paper.year) == ("Actigraphy-measured sleep fragmentation and amyloid burden",
                                                     "Alzheimer's Association International Conference", 2022)
    assert not result.failures


def test_a_preprint_known_by_its_arxiv_identifier_is_on_arxiv():
    record = parse_citation("**Rahul Deshpande**, Mohammad Alizadeh, and Hari Balakrishnan. Can LLMs Configure "
                            "Networks? Under review, 2024. arXiv:2405.01234.", Span("cv.md", 1, 1))
    assert (record.venue, record.status) == ("arXiv", "under review")


@pytest.mark.parametrize("lines, venue", [
    (["[Graph neural networks for traffic forecasting: A survey](/citations?view_op=view_citation)",
      "W Jiang, J Luo, M He, S Kowalski", "Expert Systems with Applications 207, 117921, 2022"],
     "Expert Systems with Applications"),
    (["- **Look Before You Leap! Uncertainty-Aware Monocular Depth for Robots** | Tomás Ibarra, Christian Theobalt | "
      "*International Conference on 3D Vision (3DV)*, 2023 **Oral** | [[PDF]](papers/leap.pdf)"],
     "International Conference on 3D Vision (3DV)"),
    (["- **Canonical Shape Spaces for Category-Level Pose Estimation** | Tomás Ibarra, Andrea Vedaldi | "
      "*International Journal of Computer Vision*, vol. 130, pp. 1845–1866, 2022"],
     "International Journal of Computer Vision"),
])
def test_the_venue_of_a_homepage_entry_is_its_name_alone(lines, venue):
    record = parse_fielded(lines, Span("cv.html", 1, len(lines)))
    assert isinstance(record, PaperRecord)
    assert record.venue == venue


def test_a_journal_section_letter_is_part_of_the_venue():
    record = parse_citation("T. Karzig, H. Aasgaard-Lund, et al., Scalable designs for quasiparticle-poisoning-protected "
                            "topological quantum computation, Phys. Rev. X 7, 031040 (2017).", Span("cv.txt", 1, 1))
    assert (record.venue, record.year) == ("Phys. Rev. X", 2017)
