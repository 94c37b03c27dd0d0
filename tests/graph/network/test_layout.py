"""The Python-side layout: networkx's spring layout, computed for many communities at once, and the same
positions in every run (not dependent on Python's string hashing)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from graph.network.layout import SPRING_LIMIT, network_layout, spring_positions

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("H", [nx.karate_club_graph(), nx.petersen_graph(), nx.star_graph(9), nx.path_graph(2)])
def test_spring_positions_are_networkx_spring_layout(H):
    [pos] = spring_positions([H])
    want = nx.spring_layout(H, seed=42, weight="weight")
    assert max(abs(pos[v][i] - want[v][i]) for v in H for i in (0, 1)) < 1e-6


def test_a_batch_lays_out_each_graph_as_alone():
    graphs = [nx.complete_graph(3), nx.cycle_graph(12), nx.karate_club_graph(), nx.empty_graph(1), nx.path_graph(5)]
    together = spring_positions(graphs)
    for H, pos in zip(graphs, together):
        [alone] = spring_positions([H])
        assert pos.keys() == alone.keys()
        assert max((abs(pos[v][i] - alone[v][i]) for v in H for i in (0, 1)), default=0) < 1e-9


def _caveman_with_names() -> nx.Graph:
    G = nx.relabel_nodes(nx.connected_caveman_graph(45, 9), lambda n: f"https://example.org/p/{n * 7919 % 1000:03d}")
    G.add_edges_from((f"solo-{i}", f"solo-{i + 1}") for i in range(0, 30, 2))
    return G


def test_large_graph_is_spread_and_deterministic():
    G = _caveman_with_names()
    assert len(G) > SPRING_LIMIT
    pos = network_layout(G)
    assert pos.keys() == set(G) and len(set(pos.values())) > 0.98 * len(G)
    assert pos == network_layout(G)


SCRIPT = """
import json, sys
sys.path.insert(0, {root!r})
from tests.graph.network.test_layout import _caveman_with_names
from graph.network.layout import network_layout
from graph.network.projection import assign_communities
G = _caveman_with_names()
plain = network_layout(G)
assign_communities(G)
print(json.dumps([sorted(plain.items()), sorted(network_layout(G).items())]))
"""


def test_same_positions_whatever_the_string_hash_seed():
    """G.subgraph's node order follows a set of the members: positions once changed from run to run."""
    # the two interpreters run side by side
    started = [subprocess.Popen([sys.executable, "-c", SCRIPT.format(root=str(ROOT))], cwd=ROOT,
                                env=dict(os.environ, PYTHONHASHSEED=seed), text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE) for seed in ("1", "2")]
    runs = []
    for process in started:
        out, err = process.communicate()
        assert process.returncode == 0, err
        runs.append(out)
    assert runs[0] == runs[1]
