"""graph.coauthor_network over the hand-written TriG fixture (the RDF contract of graph.to_rdf)."""

from __future__ import annotations

from pathlib import Path

import pytest
import rdflib

from graph import GraphError, coauthor_network, find_persons, network_summary
from graph.sparql import read_dataset

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "network" / "sample.trig"
P = "https://w3id.org/scholarkg/id/person/"
LIU, JIANG, GUO, CAI, XSS, ZHOU = (P + h for h in ("1a2b3c4d5e6f7081", "b0b0b0b0b0b0b0b0", "7a7a7a7a7a7a7a7a",
                                                  "4e4e4e4e4e4e4e4e", "6e6e6e6e6e6e6e6e", "9f9f9f9f9f9f9f9f"))


@pytest.fixture(scope="module")
def ds():
    return read_dataset(FIXTURE)


def test_nodes_are_persons_with_works_and_their_attributes(ds):
    G = coauthor_network(ds)
    assert G.number_of_nodes() == 8 and G.number_of_edges() == 16
    assert ZHOU not in G                                  # a person without any work is not drawn
    bo = G.nodes[JIANG]
    assert bo == {"name": "Bo Jiang", "zh": "江波", "aliases": ["Bo Jiang", "江波"], "institution": "John Hopcroft Center",
                  "papers": 4, "patents": 1, "works": 5, "community": 0}
    # the latest membership (Alibaba, 2022) wins over the earlier one (SJTU, 2019) and the undated one
    assert G.nodes[LIU]["institution"] == "Alibaba Group"
    assert G.nodes[XSS]["name"] == "<img src=x onerror=alert(1)>"   # kept as written: escaping is the renderer's


def test_a_work_listed_in_two_cvs_counts_once(ds):
    G = coauthor_network(ds)
    edge = G.edges[LIU, JIANG]
    assert edge["weight"] == 4                           # FuncPipe and the patent are in both CVs
    assert edge["works"] == sorted(["FuncPipe: A Pipelined Serverless Framework for Fast and Cost-efficient "
                                    "Training of Deep Learning Models",
                                    "LIBRA: Contention-Aware GPU Thread Allocation for Data Parallel Training in "
                                    "High Speed Networks",
                                    "Grad: Learning for Overhead-aware Adaptive Video Streaming with Scalable Video "
                                    "Coding", "数据包处理方法、系统、设备和存储介质"])
    assert G.nodes[LIU]["papers"] == 3 and G.nodes[LIU]["patents"] == 1


def test_kind_years_and_min_weight(ds):
    papers = coauthor_network(ds, kind="papers")
    assert CAI not in papers and papers.edges[LIU, JIANG]["weight"] == 3
    patents = coauthor_network(ds, kind="patents")
    assert sorted(patents) == sorted([LIU, JIANG, CAI]) and patents.number_of_edges() == 3
    recent = coauthor_network(ds, years=(2021, None))     # the patent has no year: left out with a range
    assert recent.edges[LIU, JIANG]["weight"] == 2 and recent.graph["works_filtered"] == 2
    strong = coauthor_network(ds, min_weight=2)
    assert all(w >= 2 for _, _, w in strong.edges(data="weight")) and strong.graph["edges_below_min_weight"] == 11
    assert strong.number_of_nodes() == 8                  # nodes stay unless asked
    assert coauthor_network(ds, min_weight=2, drop_isolated=True).number_of_nodes() == 4


def test_ego_network_by_any_alias(ds):
    by_zh = coauthor_network(ds, focus="江波", depth=1)
    by_en = coauthor_network(ds, focus="BO JIANG")
    assert by_zh.number_of_nodes() == 8 and list(by_zh.edges(data=True)) == list(by_en.edges(data=True))
    cai = coauthor_network(ds, focus="蔡慧", depth=1)
    assert sorted(cai) == sorted([CAI, LIU, JIANG])
    assert cai.graph["nodes_outside_focus"] == 5
    assert coauthor_network(ds, focus="蔡慧", depth=0).number_of_nodes() == 1
    with pytest.raises(GraphError, match="no person"):
        coauthor_network(ds, focus="Nobody")


def test_ambiguous_focus_names_the_candidates():
    ds = rdflib.Dataset(default_union=True)
    ds.parse(data="""
        @prefix foaf: <http://xmlns.com/foaf/0.1/> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
        @prefix vivo: <http://vivoweb.org/ontology/core#> . @prefix bibo: <http://purl.org/ontology/bibo/> .
        <urn:p:1> a foaf:Person ; foaf:name "Xiaolin Wang" ; skos:altLabel "X. Wang" .
        <urn:p:2> a foaf:Person ; foaf:name "Xinbing Wang" ; skos:altLabel "X. Wang" .
        <urn:w:1> a bibo:AcademicArticle .
        [] a vivo:Authorship ; vivo:relates <urn:p:1>, <urn:w:1> .
        [] a vivo:Authorship ; vivo:relates <urn:p:2>, <urn:w:1> .""", format="turtle")
    with pytest.raises(GraphError, match="names 2 persons.*Xiaolin Wang.*Xinbing Wang"):
        coauthor_network(ds, focus="x. wang")
    assert find_persons(coauthor_network(ds), "X. Wang") == ["urn:p:1", "urn:p:2"]


def test_bad_parameters_are_errors(ds):
    for kwargs in ({"kind": "books"}, {"min_weight": 0}, {"depth": -1}):
        with pytest.raises(GraphError):
            coauthor_network(ds, **kwargs)


def test_deterministic_and_same_on_memory_and_oxigraph_stores(ds):
    mem = rdflib.Dataset(default_union=True)
    mem.parse(FIXTURE, format="trig")
    a, b = coauthor_network(ds), coauthor_network(mem)
    assert list(a.nodes(data=True)) == list(b.nodes(data=True))
    assert list(a.edges(data=True)) == list(b.edges(data=True))


def test_communities_numbered_by_size():
    ds = rdflib.Dataset(default_union=True)
    triples = ["@prefix foaf: <http://xmlns.com/foaf/0.1/> . @prefix vivo: <http://vivoweb.org/ontology/core#> ."]
    # two cliques joined by nothing: 4 people on w1, 3 on w2
    for person, work in [(1, 1), (2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2)]:
        triples.append(f"<urn:p:{person}> a foaf:Person ; foaf:name \"P{person}\" . "
                       f"[] a vivo:Authorship ; vivo:relates <urn:p:{person}>, <urn:w:{work}> .")
    ds.parse(data="\n".join(triples), format="turtle")
    G = coauthor_network(ds)
    assert {G.nodes[f"urn:p:{i}"]["community"] for i in (1, 2, 3, 4)} == {0}
    assert {G.nodes[f"urn:p:{i}"]["community"] for i in (5, 6, 7)} == {1}
    assert G.graph["communities"] == 2


def test_summary_says_what_was_filtered(ds):
    text = network_summary(coauthor_network(ds, kind="papers", years=(2020, 2023), min_weight=2, focus="Bo Jiang"))
    for part in ("persons (nodes)", "papers only", "years 2020-2023", "edges below 2 joint works dropped",
                 "ego network of 'Bo Jiang' at depth 1"):
        assert part in text
