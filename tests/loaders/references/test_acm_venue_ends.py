"""ACM's reference format closes the venue with its acronym and year in parentheses, then the publisher:
"In Proceedings of ... (SC '22). IEEE Press, Article 42".  The venue ends at that closing parenthesis, neither
running past it nor stopping short of it.  Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span

CASES = [
    ("Sofia Lindqvist, Marcin Copik, and Torsten Hoefler. 2022. Serverless Collective Communication for Distributed "
     "Training. In Proceedings of the International Conference for High Performance Computing, Networking, Storage "
     "and Analysis (SC '22). IEEE Press, Article 42, 14 pages. https://doi.org/10.1109/SC41404.2022.00042",
     "Proceedings of the International Conference for High Performance Computing, Networking, Storage and Analysis "
     "(SC '22)"),
    ("Marcin Copik, Sofia Lindqvist, Alexandru Calotoiu, and Torsten Hoefler. 2021. SeBS: A Serverless Benchmark "
     "Suite for Function-as-a-Service Computing. In Proceedings of the 22nd International Middleware Conference "
     "(Middleware '21). ACM, New York, NY, USA, 64–78.",
     "Proceedings of the 22nd International Middleware Conference (Middleware '21)"),
    ("Priya Raman, Omar Haddad, and Jun Sato. 2020. Tail Latency in Microservice Graphs. In Proceedings of the "
     "11th ACM Symposium on Cloud Computing (SoCC '20). ACM, 312–326.",
     "Proceedings of the 11th ACM Symposium on Cloud Computing (SoCC '20)"),
    ("Kenji Mori and Elena Petrova. 2019. Energy-Aware Scheduling for Edge Devices. In 2019 IEEE International "
     "Conference on Pervasive Computing and Communications (PerCom '19). IEEE, Kyoto, Japan, 1–10.",
     "2019 IEEE International Conference on Pervasive Computing and Communications (PerCom '19)"),
]


@pytest.mark.parametrize("text, venue", CASES)
def test_acm_venue_ends_at_its_parenthesis(text, venue):
    r = parse_citation(text, Span("cv.md", 1, 1))
    assert isinstance(r, PaperRecord)
    assert r.venue == venue
