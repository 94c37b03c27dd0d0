"""Advisors the seventeenth round's affiliation gold showed missed: a name cut at the end of a line after its
label, an honorific or an initial; the names of a plural label apart by commas; a postdoc's host in lower case."""

from __future__ import annotations

from loaders import load
from loaders.model import AdvisingRecord


def _advisors(tmp_path, text: str) -> list[str]:
    path = tmp_path / "cv.txt"
    path.write_text(text, encoding="utf-8")
    return [r.advisor.text for r in load(path).records if isinstance(r, AdvisingRecord)]


def test_advisors_named_across_a_line_break_in_plural_or_as_a_host(tmp_path):
    text = ("Elena Marchetti\n\nEducation\n\n"
            "2016 Ph.D. in Physics, Università degli Studi di Valmontano. Thesis: “Background rejection\n"
            "in liquid argon detectors”. Advisor:\n"
            "Prof. C. Benedetti\n\n"
            "2018 PhD in Linguistics, University of Melbourne. Supervisors: Prof. James R. Whitaker, Dr. Sunita Reddy\n\n"
            "Positions\n\n"
            "2019 – 2021 Postdoctoral Researcher, Uppsala University, Sweden (host: Dr. P. Lindgren)\n")
    assert _advisors(tmp_path, text) == ["C. Benedetti", "James R. Whitaker", "Sunita Reddy", "P. Lindgren"]
