"""The distinct triples of a build are counted from the making of the statements: the same as a scan of the store."""

from __future__ import annotations

from collections import Counter

import pyoxigraph as ox
import pytest

from graph import resolve
from graph.rdf.quads import distinct_triples, load_dataset
from graph.rdf.store import count_triples
from loaders import extract, parse_document

CV = """Yunzhuo Liu
Email: yunzhuo.liu@example.org

Education
- Ph.D. in Computer Science, Shanghai Jiao Tong University, 2015 - 2020. Advisor: Bo Jiang

Publications
- Yunzhuo Liu, Bo Jiang. "A Paper on Things". INFOCOM 2023.
"""


@pytest.mark.parametrize("include_contact", [False, True])
def test_a_statement_two_cvs_make_counts_once(include_contact):
    # two copies of one CV: both state that the owner was advised by Bo Jiang (and give the same e-mail)
    records = [r for n in ("a.txt", "b.txt") for r in extract(parse_document(CV.encode(), source=n)).records]
    data = load_dataset(records, resolve(records), include_contact=include_contact, sources=["a.txt", "b.txt"])
    repeated = 1 + include_contact          # advisedBy, and the mailbox when contact details are asked for
    assert data.triples == count_triples(data.store) == len(data.store) - repeated


def test_a_crossing_statement_also_in_the_default_graph_counts_once():
    store = ox.Store()
    e, p, o = (ox.NamedNode(f"http://x/{n}") for n in "epo")
    store.extend([ox.Quad(e, p, o), ox.Quad(e, p, o, ox.NamedNode("http://g/1")),
                  ox.Quad(e, p, o, ox.NamedNode("http://g/2")), ox.Quad(o, p, e, ox.NamedNode("http://g/1"))])
    crossing = Counter({f"{e} {p} {o}": 2, f"{o} {p} {e}": 1})
    assert distinct_triples(store, crossing) == count_triples(store) == 2
