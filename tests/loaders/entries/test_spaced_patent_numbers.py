"""Patent numbers written with spaces (European, German, Norwegian forms) are read whole, never as phone numbers."""

from __future__ import annotations

import pytest

from loaders import PatentRecord, extract, parse_document
from loaders.entries.patents import parse_patent
from loaders.model import Span


@pytest.mark.parametrize("text,number", [
    ("Lindqvist, E. & Moreau, P. Solid sodium electrolytes. European Patent EP 3 987 210 B1 (2022).", "EP3987210B1"),
    ("Ferraz, D., Weber, K.: Camera calibration from road markings. German Patent Application "
     "DE 10 2019 204 871 A1 (2020)", "DE102019204871A1"),
    ("Haugland T, Lie RK. Portable spirometer with cloud upload. Norwegian patent NO 341200 B1. Granted 2019.",
     "NO341200B1"),
    ("Lie, R. and Moe, K. (2020) Fish-counting sonar buoy. Norwegian Patent NO 344 918 B1.", "NO344918B1"),
    # IEEE writes a US number in groups of three apart by spaces (or thin spaces)
    ('K. Varga and T. Osei, "Adaptive dead-time compensation for SiC bridges," U.S. Patent 11 208 417 B2, '
     "Dec. 28, 2021.", "US11208417B2"),
    ('K. Varga, "Gate driver with desaturation sensing," U.S. Patent 9\u2009876\u2009543, May 2018.', "US9876543"),
])
def test_a_spaced_number_is_read_whole(text, number):
    r = parse_patent(text, Span("cv.txt", 1, 1), text)
    assert isinstance(r, PatentRecord) and r.number == number
    assert "Norwegian" not in r.title and "German" not in r.title


def test_a_spaced_european_number_is_no_phone_number():
    cv = ("Eva Lindqvist\n\n## Patents\n\n- Lindqvist, E. & Moreau, P. Solid sodium electrolytes. European Patent "
          "EP 3 012 210 B1 (2022).\n")
    patents = extract(parse_document(cv.encode(), source="cv.md")).of_type(PatentRecord)
    assert [p.number for p in patents] == ["EP3012210B1"]


def test_a_numbered_patent_list_among_publications_gives_patents():
    # "[P1]"-labelled entries under a publications heading (the patents sub-heading not taken for a heading):
    # patents, whether their number is read or only the word patent says so
    cv = ("Katalin Varga\n\n## Publications\n\n"
          "[J1] **K. Varga** and T. Osei, “Dead-time effects in SiC half-bridges,” *IEEE Trans. Power Electron.*, "
          "vol. 36, no. 2, pp. 1–9, 2021.\n"
          "[P1] **K. Varga** and T. Osei, “Adaptive dead-time compensation for SiC bridges,” U.S. Patent "
          "11 208 417 B2, Dec. 28, 2021.\n"
          "[P2] **K. Varga**, “Gate driver with desaturation sensing,” U.S. patent application, filed Mar. 2023.\n")
    result = extract(parse_document(cv.encode(), source="cv.md"))
    assert [(p.number, p.title) for p in result.of_type(PatentRecord)] == [
        ("US11208417B2", "Adaptive dead-time compensation for SiC bridges"),
        (None, "Gate driver with desaturation sensing")]
