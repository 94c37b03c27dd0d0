"""The network page as a file (offline, escaped, deterministic) and the GraphML, GEXF and CSV exports."""

from __future__ import annotations

import argparse
import base64
import csv
import hashlib
import json
import re
from pathlib import Path

import networkx as nx
import pytest

from graph import (cap_network, coauthor_network, network_html, render_html, write_edgelist_csv, write_gexf,
                   write_graphml)
from graph.network.layout import SPRING_LIMIT
from graph.cli.render import add_render_parser
from graph.rdf.sparql import read_dataset

FIXTURE = Path(__file__).resolve().parents[2] / "data" / "network" / "sample.trig"
XSS = "<img src=x onerror=alert(1)>"
CDN_HOSTS = ("cdn", "jsdelivr", "unpkg", "cloudflare", "googleapis", "gstatic", "bootstrap", "jquery", "fontawesome")


@pytest.fixture(scope="module")
def G():
    return coauthor_network(read_dataset(FIXTURE))


@pytest.fixture(scope="module")
def page(G):
    return network_html(G)


def _data(page: str) -> str:
    return re.search(r'<script type="application/json" id="skg-data">(.*?)</script>', page, re.S).group(1)


def test_no_external_resource(page):
    lowered = page.lower()
    assert not re.search(r"<script[^>]*\bsrc\s*=", lowered)
    assert "<link" not in lowered and "@import" not in lowered
    assert not re.search(r"""(src|href|action|poster|data)\s*=\s*["']?\s*(https?:)?//""", lowered)
    assert not re.search(r"url\(\s*[\"']?\s*(https?:)?//", lowered)
    urls = set(re.findall(r"https?://[^\s\"'<>)\\]+", page))
    hosts = {re.sub(r"https?://([^/]+).*", r"\1", u) for u in urls}
    assert not [h for h in hosts if any(c in h for c in CDN_HOSTS)], hosts
    # what is left are the ids of the persons and the licence comment and SVG namespace of vis-network
    assert hosts <= {"w3id.org", "almende.com", "opensource.org", "www.apache.org", "www.w3.org", "github.com",
                     "visjs.github.io"}, hosts


def test_content_security_policy_allows_only_the_pages_scripts(page):
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page).group(1)
    assert "default-src 'none'" in csp and "unsafe-eval" not in csp
    assert "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0]
    scripts = re.findall(r"<script>(.*?)</script>", page, re.S)
    assert len(scripts) == 2
    for s in scripts:
        digest = base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode()
        assert f"'sha256-{digest}'" in csp


def test_data_block_is_json_with_nothing_html_can_read(G, page):
    raw = _data(page)
    assert not set(raw) & set("<>&")
    data = json.loads(raw)
    xss = [n for n in data["nodes"] if data["people"][n["id"]]["name"] == XSS]
    assert len(xss) == 1 and xss[0]["label"] == XSS
    assert XSS in xss[0]["title"] and "</script><script>alert(2)</script>" in data["people"][xss[0]["id"]]["aliases"]
    assert len(data["nodes"]) == G.number_of_nodes() and len(data["edges"]) == G.number_of_edges()
    bo = next(n for n in data["nodes"] if data["people"][n["id"]]["name"] == "Bo Jiang")
    assert bo["label"] == "Bo Jiang\n江波" and bo["value"] == 5
    assert data["people"][bo["id"]]["aliases"] == ["Bo Jiang", "江波"]
    assert {"x", "y"} <= set(bo)
    assert data["legend"][0]["label"] == "8 persons around Bo Jiang"
    edge = next(e for e in data["edges"] if {e["from"], e["to"]} == {bo["id"], xss[0]["id"]})
    assert '<b onmouseover=alert(3)>Bold</b> & "quoted" title' in edge["title"] and edge["value"] == 1
    # the hostile strings appear nowhere in the page outside the escaped data block
    outside = page.replace(raw, "")
    assert not [s for s in (XSS, "alert(1)", "alert(2)", "alert(3)", "onmouseover=alert") if s in outside]


def test_same_dataset_gives_byte_identical_html(tmp_path, page):
    again = network_html(coauthor_network(read_dataset(FIXTURE)))
    assert again == page
    a, b = render_html(nx.Graph([(1, 2)]), tmp_path / "a.html"), render_html(nx.Graph([(1, 2)]), tmp_path / "b.html")
    assert a.read_bytes() == b.read_bytes()


def test_large_graphs_are_laid_out_in_python_without_physics():
    G = nx.connected_caveman_graph(40, 10)                 # 400 nodes > SPRING_LIMIT
    assert G.number_of_nodes() > SPRING_LIMIT
    data = json.loads(_data(network_html(G)))
    assert data["options"]["physics"]["enabled"] is False
    assert data["options"]["layout"]["improvedLayout"] is False
    positions = {(n["x"], n["y"]) for n in data["nodes"]}
    assert len(positions) > 390                           # nodes are spread out, not piled up
    small = json.loads(_data(network_html(nx.path_graph(5))))
    assert small["options"]["physics"]["enabled"] is True  # refined in the browser, then switched off


def test_graphml_and_gexf_round_trip(G, tmp_path):
    write_graphml(G, tmp_path / "n.graphml")
    write_gexf(G, tmp_path / "n.gexf")
    for H in (nx.read_graphml(tmp_path / "n.graphml"), nx.read_gexf(tmp_path / "n.gexf")):
        assert sorted(H) == sorted(G) and H.number_of_edges() == G.number_of_edges()
        bo = next(n for n in H if H.nodes[n].get("label") == "Bo Jiang")
        assert H.nodes[bo]["zh"] == "江波" and H.nodes[bo]["aliases"] == "Bo Jiang | 江波"
        assert int(H.nodes[bo]["papers"]) == 4
        assert any(n for n in H if H.nodes[n].get("label") == XSS)
        assert max(float(w) for _, _, w in H.edges(data="weight")) == 4


def test_edgelist_csv(G, tmp_path):
    H = G.copy()
    first = next(n for n in H if H.nodes[n]["name"] == "Zimeng Huang")
    H.nodes[first]["name"] = "=HYPERLINK(\"x\")"
    write_edgelist_csv(H, tmp_path / "e.csv")
    rows = list(csv.DictReader((tmp_path / "e.csv").open(encoding="utf-8")))
    assert len(rows) == G.number_of_edges()
    assert [(r["source"], r["target"]) for r in rows] == sorted((r["source"], r["target"]) for r in rows)
    bo_liu = next(r for r in rows if {r["source_name"], r["target_name"]} == {"Bo Jiang", "Yunzhuo Liu"})
    assert bo_liu["weight"] == "4" and "数据包处理方法、系统、设备和存储介质" in bo_liu["works"].split(" | ")
    names = [r[k] for r in rows for k in ("source_name", "target_name")]
    assert "'=HYPERLINK(\"x\")" in names and not [n for n in names if n.startswith("=")]


def _render(argv):
    parser = argparse.ArgumentParser(prog="scholarkg")
    add_render_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["render", *map(str, argv)])
    return args.func(args)


def test_render_command_writes_page_and_exports_and_says_what_it_drew(tmp_path, capsys):
    out = tmp_path / "network.html"
    code = _render([FIXTURE, "-o", out, "--focus", "江波", "--min-weight", "2", "--graphml", tmp_path / "n.graphml",
                    "--gexf", tmp_path / "n.gexf", "--csv", tmp_path / "n.csv"])
    err = capsys.readouterr().err
    assert code == 0 and out.exists()
    assert "drew 4 persons (nodes), 5 collaborations (edges)" in err
    assert "11 edges below 2 joint works dropped" in err and "ego network of '江波' at depth 1" in err
    assert all((tmp_path / f).exists() for f in ("n.graphml", "n.gexf", "n.csv"))


def test_render_command_errors(tmp_path, capsys):
    assert _render([FIXTURE, "-o", tmp_path / "x.html", "--focus", "Nobody"]) == 2
    assert "no person of the selected network" in capsys.readouterr().err
    assert _render([tmp_path / "missing.trig", "-o", tmp_path / "x.html"]) == 2
    assert "missing.trig" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        _render([FIXTURE, "--years", "recently"])


def test_small_networks_are_drawn_whole_and_unchanged(G, page):
    data = json.loads(_data(page))
    assert data["note"] == "" and len(data["nodes"]) == len(G)
    assert network_html(G, max_nodes=0) == page == network_html(G, max_nodes=len(G)) == network_html(G, max_nodes=None)
    assert '<p id="skg-note" role="note" hidden></p>' in page


def test_a_capped_page_draws_the_most_connected_and_says_so(G):
    data = json.loads(_data(network_html(G, max_nodes=4)))
    H = cap_network(G, 4)
    assert sorted(n["id"] for n in data["nodes"]) == sorted(H) and len(data["edges"]) == H.number_of_edges()
    assert data["stats"] == f"4 persons, {H.number_of_edges()} collaborations"
    assert data["note"] == (f"Showing the 4 most connected of {len(G)} persons, with {H.number_of_edges()} of "
                            f"{G.number_of_edges()} collaborations. To draw everyone: scholarkg render GRAPH "
                            "--max-nodes 0 (max_nodes=0 in Python; slow in a browser). The whole network, for "
                            "Gephi or a spreadsheet: "
                            "--graphml, --gexf, --csv.")
    assert f"the 4 most connected of {len(G)} persons drawn" in data["filters"]
    # the most connected: nobody left out has more collaborators than anybody drawn
    assert max(G.degree(n) for n in G if n not in H) <= min(G.degree(n) for n in H)
    # drawing a capped network again gives the same page
    assert network_html(H, max_nodes=4) == network_html(G, max_nodes=4)


def test_render_command_caps_the_page_not_the_exports(tmp_path, capsys, G):
    out = tmp_path / "network.html"
    assert _render([FIXTURE, "-o", out, "--max-nodes", "3", "--graphml", tmp_path / "n.graphml"]) == 0
    err = capsys.readouterr().err
    assert "drew 3 persons (nodes)" in err and f"the 3 most connected of {len(G)} persons drawn" in err
    assert f"exported the whole network: {len(G)} persons (nodes)" in err
    assert len(json.loads(_data(out.read_text(encoding="utf-8")))["nodes"]) == 3
    assert len(nx.read_graphml(tmp_path / "n.graphml")) == len(G)
    assert _render([FIXTURE, "-o", out, "--max-nodes", "0"]) == 0
    assert "most connected" not in capsys.readouterr().err
    assert len(json.loads(_data(out.read_text(encoding="utf-8")))["nodes"]) == len(G)
    with pytest.raises(SystemExit):
        _render([FIXTURE, "-o", out, "--max-nodes", "-5"])
    assert "--max-nodes takes a number of persons (0 = all), not '-5'" in capsys.readouterr().err
