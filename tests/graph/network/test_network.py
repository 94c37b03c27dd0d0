"""graph.coauthor_network over the hand-written TriG fixture (the RDF contract of graph.to_rdf)."""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest
import rdflib

from graph import GraphError, cap_network, coauthor_network, find_persons, network_summary
from graph.rdf.sparql import read_dataset

FIXTURE = Path(__file__).resolve().parents[2] / "data" / "network" / "sample.trig"
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


def _ranked() -> nx.Graph:
    """hub: 4 collaborators; a, b: 3 each (a has more joint works); c, d: 2 each (same joint works, c more works);
    e, f: 1 each, all else equal (tie broken by id)."""
    G = nx.Graph()
    for n, works in [("f", 1), ("e", 1), ("d", 1), ("c", 5), ("b", 1), ("a", 1), ("hub", 9)]:
        G.add_node(n, name=n.upper(), works=works)
    G.add_edges_from([("hub", "a", {"weight": 3}), ("hub", "b", {"weight": 1}), ("hub", "c", {"weight": 1}),
                      ("hub", "d", {"weight": 1}), ("a", "b", {"weight": 1}), ("a", "c", {"weight": 1}),
                      ("b", "d", {"weight": 1}), ("e", "f", {"weight": 1})])
    G.graph["kind"] = "all"
    return G


@pytest.mark.parametrize("k, kept", [(1, {"hub"}), (2, {"hub", "a"}), (3, {"hub", "a", "b"}),
                                     (4, {"hub", "a", "b", "c"}), (6, {"hub", "a", "b", "c", "d", "e"})])
def test_cap_keeps_the_most_connected_with_fixed_tie_breaks(k, kept):
    G = _ranked()
    H = cap_network(G, k)
    assert set(H) == kept
    # every edge between the persons kept, with its attributes; node attributes kept; G untouched
    assert sorted(map(sorted, H.edges)) == sorted(sorted(e) for e in G.subgraph(kept).edges)
    assert all(H.edges[e] == G.edges[e] for e in H.edges) and all(H.nodes[n] == G.nodes[n] for n in H)
    assert len(G) == 7 and "persons_before_cap" not in G.graph
    assert (H.graph["persons_before_cap"], H.graph["edges_before_cap"], H.graph["max_nodes"]) == (7, 8, k)
    assert H.graph["kind"] == "all"
    assert list(H) == [n for n in G if n in kept]          # G's order: the page and layout do not depend on k


def test_cap_does_not_depend_on_insertion_order():
    G = _ranked()
    R = nx.Graph()
    R.add_nodes_from(reversed(list(G.nodes(data=True))))
    R.add_edges_from(reversed(list(G.edges(data=True))))
    for k in range(1, 7):
        assert set(cap_network(G, k)) == set(cap_network(R, k))


def test_cap_keeps_the_focused_person_and_says_what_it_left_out(ds):
    G = coauthor_network(ds, focus="Yunzhuo Liu", depth=2)
    assert G.graph["focus_node"] == LIU
    H = cap_network(G, 1)
    assert list(H) == [LIU]
    text = network_summary(H)
    assert text.startswith("1 person (nodes), 0 collaborations (edges)")
    assert (f"the 1 most connected of {len(G)} persons drawn: {len(G) - 1} persons and {G.number_of_edges()} of "
            f"{G.number_of_edges()} collaborations left out (--max-nodes 0 draws all)") in text
    assert text.split("; ")[-1].startswith("the 1 most connected")   # one part: the page shows one part a line


def test_no_cap_for_small_networks_zero_or_none():
    G = _ranked()
    for k in (0, None, 7, 100):
        assert cap_network(G, k) is G
    assert "drawn" not in network_summary(G)
    with pytest.raises(GraphError, match="max_nodes must be >= 0"):
        cap_network(G, -1)


def test_capping_again_keeps_the_first_totals():
    H = cap_network(cap_network(_ranked(), 4), 2)
    assert set(H) == {"hub", "a"}
    assert (H.graph["persons_before_cap"], H.graph["edges_before_cap"], H.graph["max_nodes"]) == (7, 8, 2)
    assert cap_network(H, 2) is H


def test_creator_links_give_the_network_of_the_authorships(monkeypatch, examples_build):
    """A graph scholarkg builds states dcterms:creator, which the network reads; the authorships of the CV graphs
    (what a graph without creator links is read from) give the same network."""
    import graph.network.projection as network

    # build([examples/cvs], out, check=False), shared: read only (the run's build of it with a store beside the files)
    out, _ = examples_build(store=True, check=False)
    built = read_dataset(out / "graph.trig")
    asked: list[str] = []
    real = network._rows

    def spy(dataset, name):
        asked.append(name)
        return real(dataset, name)

    monkeypatch.setattr(network, "_rows", spy)
    fast = coauthor_network(built)
    assert "creators" in asked and "works" not in asked
    monkeypatch.setattr(network, "_rows", lambda d, name: [] if name == "has_creators" else real(d, name))
    slow = coauthor_network(built)
    assert fast.number_of_edges() > 10
    assert list(fast.nodes(data=True)) == list(slow.nodes(data=True))
    assert list(fast.edges(data=True)) == list(slow.edges(data=True))
    assert fast.graph == slow.graph


def _same_graph(A: nx.Graph, B: nx.Graph) -> None:
    """The same nodes and edges with the same attributes, in the same order, and the same graph attributes in the
    same order: what the page and the layout read of a network."""
    assert list(A.nodes(data=True)) == list(B.nodes(data=True))
    assert list(A.edges(data=True)) == list(B.edges(data=True))
    assert list(A.graph.items()) == list(B.graph.items())


@pytest.mark.parametrize("k", [1, 2, 3, 5, 7, 8, 100, 0])
def test_a_capped_projection_is_the_whole_network_capped(ds, k):
    _same_graph(coauthor_network(ds, communities=False, max_nodes=k),
                cap_network(coauthor_network(ds, communities=False), k))


def test_a_capped_projection_of_a_generated_corpus_is_the_whole_network_capped():
    """On a corpus with many ties in the ranking (persons of one work and one co-author) and papers and patents."""
    from graph import resolve, to_rdf
    from tests.examples import generated_results

    results = generated_results(40, 11)     # the CV files of generate_corpus(40, seed=11), read once for the run
    records = [r for res in results for r in res.records]
    dataset = to_rdf(records, resolve(records))
    whole = coauthor_network(dataset, communities=False)
    assert len(whole) > 200
    for k in (1, 17, 50, 150, len(whole) - 1, len(whole)):
        _same_graph(coauthor_network(dataset, communities=False, max_nodes=k), cap_network(whole, k))
    for kind in ("papers", "patents"):
        _same_graph(coauthor_network(dataset, kind=kind, min_weight=2, communities=False, max_nodes=9),
                    cap_network(coauthor_network(dataset, kind=kind, min_weight=2, communities=False), 9))


def test_a_negative_cap_is_refused(ds):
    with pytest.raises(GraphError):
        coauthor_network(ds, max_nodes=-1)
