"""DBLP's form of a reference: "A, B, C: Title. VENUE 'YY: pages" — the colon closes the author list (given names
first, an advisee's mark "†" after a name), a proceedings' venue keeps its year as written, a journal's is cut before
its volume, and a word "in" inside the title is no "In <venue>"."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span


@pytest.mark.parametrize("text, authors, title, venue, year", [
    ("Daniel Oyelaran, Mina Tahmasbi†, Aditya Rao: Congestion Control for Disaggregated Memory Fabrics. "
     "NSDI 2024: 1021-1037",
     ["Daniel Oyelaran", "Mina Tahmasbi", "Aditya Rao"], "Congestion Control for Disaggregated Memory Fabrics",
     "NSDI 2024", 2024),
    ("Lucas Ferreira†, Daniel Oyelaran: Measuring Starlink Latency Under Load from 40 Vantage Points. "
     "CoRR abs/2403.01234 (2024)",
     ["Lucas Ferreira", "Daniel Oyelaran"], "Measuring Starlink Latency Under Load from 40 Vantage Points", "CoRR",
     2024),
    ("Hyun-Woo Kim, Daniel Oyelaran: Towards Verified P4 Parsers. HotNets '22: 55-62 *Best Paper Award*",
     ["Hyun-Woo Kim", "Daniel Oyelaran"], "Towards Verified P4 Parsers", "HotNets '22", 2022),
    ("Daniel Oyelaran, Wei Bai 0001, Aditya Rao: Sirocco: Receiver-Driven Transport for Incast-Heavy Datacenter "
     "Workloads. SIGCOMM '22: 412-426",
     ["Daniel Oyelaran", "Wei Bai", "Aditya Rao"],
     "Sirocco: Receiver-Driven Transport for Incast-Heavy Datacenter Workloads", "SIGCOMM '22", 2022),
    ("Daniel Oyelaran, Kwame Boateng, Aditya Rao: Characterizing Mobile Data Usage in Sub-Saharan African Cities. "
     "Comput. Commun. 145: 22-34 (2019)",
     ["Daniel Oyelaran", "Kwame Boateng", "Aditya Rao"],
     "Characterizing Mobile Data Usage in Sub-Saharan African Cities", "Comput. Commun.", 2019),
    ("Daniel Oyelaran, Hyun-Woo Kim: Programmable Switch Telemetry at Line Rate. IEEE/ACM Trans. Netw. 31(4): "
     "1550-1565 (2023)",
     ["Daniel Oyelaran", "Hyun-Woo Kim"], "Programmable Switch Telemetry at Line Rate", "IEEE/ACM Trans. Netw.", 2023),
])
def test_the_colon_closes_the_author_list(text, authors, title, venue, year):
    r = parse_citation(text, Span("cv.html", 40, 40))
    assert isinstance(r, PaperRecord)
    assert ([a.text for a in r.authors], r.title, r.venue, r.year) == (authors, title, venue, year)


def test_corr_is_a_preprint_with_its_arxiv_identifier():
    r = parse_citation("Lucas Ferreira, Daniel Oyelaran: Measuring Starlink Latency. CoRR abs/2403.01234 (2024)",
                       Span("cv.html", 1, 1))
    assert (r.status, r.arxiv) == ("preprint", "2403.01234")


@pytest.mark.parametrize("text", [
    "Kowalczyk, M., Nowak, A.: Compositional verification. In: CAV 2023, pp. 221–243. Springer (2023)",
    "Deep learning: a survey of the field and its methods. Nature 521, 436–444 (2015)",
    "Daniel Oyelaran, Aditya Rao: Timely Retransmission in Backhauls. MobiCom '20: 31:1-31:14. Talk given twice "
    "at the workshop",
])
def test_not_dblp(text):
    from loaders.entries.citations import parse_dblp
    assert parse_dblp(text, Span("cv.html", 1, 1)) is None
