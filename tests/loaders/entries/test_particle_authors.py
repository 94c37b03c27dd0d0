"""APA references one a line whose first author's name opens with a lower-case particle ("van der Berg, K.",
"ter Haar, B."): each line is a reference of its own, even after a line that ends with a DOI link, and the
particles are names.  The CV is written for this test; expected values by reading it."""

from __future__ import annotations

from loaders import extract, parse_document
from tests.loaders.cvtext import paper_rows

CV = """Kees van der Berg
Tilburg University

PUBLICATIONS
Mertens, A., & van der Berg, K. (2022). Job crafting in small firms: A weekly diary study. Journal of Vocational Behavior, 134, 103690. https://doi.org/10.1016/j.jvb.2022.103690
van der Berg, K., ter Haar, B., & Mertens, A. (2021). Idle time at work and creative performance. Applied Psychology, 70(3), 1001–1024. https://doi.org/10.1111/apps.12345
ter Haar, B., & van der Berg, K. (2020). Commute length and daily fatigue. Work & Stress, 34(2), 155–171.
"""


def test_references_that_open_with_a_name_particle_are_entries_of_their_own():
    result = extract(parse_document(CV.encode(), source="vanderberg.txt"))
    assert paper_rows(result) == [
        ("Job crafting in small firms: A weekly diary study", 2022, ["Mertens, A.", "van der Berg, K."]),
        ("Idle time at work and creative performance", 2021, ["van der Berg, K.", "ter Haar, B.", "Mertens, A."]),
        ("Commute length and daily fatigue", 2020, ["ter Haar, B.", "van der Berg, K."]),
    ]
