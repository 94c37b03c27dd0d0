"""A reference wrapped at the page width whose line breaks fall between words of its title or venue (text read from
a PDF): "Ann Li and Bo Wu (2023). Probabilistic Models of" / "Urban Bike-Share Demand. Journal ...", "In Proceedings
of the 20th" / "USENIX Symposium ...".  A line ending in a preposition, an article or an ordinal, or a line of names
and a year in brackets that goes on with the title, is no field of its own: the entry is read as one reference.
Expected values written by reading the CV."""

from __future__ import annotations

from loaders import load
from loaders.model import PaperRecord

CV = """Laura Benitez
PUBLICATIONS

Laura Benitez and Thomas Richardson (2023). Probabilistic Models of
Urban Bike-Share Demand. Journal of the American Statistical Association.

Ana Morales and Laura Benitez (2021). Causal Effects of Transit Fare
Changes under Interference. Annals of Applied Statistics.

Priya Natarajan, Laura Benitez, Hongqiang Harry Liu, Justine Sherry.
Learning Congestion Control from Passive Traces. In Proceedings of the 20th
USENIX Symposium on Networked Systems Design and Implementation
(NSDI), 2023.
"""


def test_title_wrapped_after_a_function_word_or_a_year_sentence(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    papers = load(path).of_type(PaperRecord)
    assert [p.title for p in papers] == ["Probabilistic Models of Urban Bike-Share Demand",
                                         "Causal Effects of Transit Fare Changes under Interference",
                                         "Learning Congestion Control from Passive Traces"]
    assert [p.venue for p in papers] == [
        "Journal of the American Statistical Association", "Annals of Applied Statistics",
        "Proceedings of the 20th USENIX Symposium on Networked Systems Design and Implementation (NSDI)"]
    assert [p.year for p in papers] == [2023, 2021, 2023]
    assert [a.text for a in papers[0].authors] == ["Laura Benitez", "Thomas Richardson"]
