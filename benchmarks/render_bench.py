"""Benchmark: the collaboration page at 5,000 persons and 20,000 edges, opened in real headless Chromium.

A seeded random network with communities (sizes drawn from a heavy-tailed law, most edges inside a community,
weights mostly 1, names in English with a Chinese form for half of the people) is rendered by
``graph.render_html``; the page is opened from file:// with every request blocked, and the script records the
time to write the page, the file size, the time until the page reports the network stable
(``window.__networkStable``, measured from navigation start), that it can be panned (a 10-step mouse drag on
an empty spot; its wall time), and the time of one full frame.

    python benchmarks/render_bench.py [--nodes 5000 --edges 20000 --seed 7 --json benchmarks/render_bench.json]
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from graph import assign_communities, render_html  # noqa: E402
from tests.browser import launched_browser, missing_browser_reason, offline_page, wait_until_stable  # noqa: E402

FAMILY = [("Wang", "王"), ("Li", "李"), ("Zhang", "张"), ("Liu", "刘"), ("Chen", "陈"), ("Yang", "杨"), ("Zhao", "赵"),
          ("Huang", "黄"), ("Zhou", "周"), ("Wu", "吴"), ("Xu", "徐"), ("Sun", "孙"), ("Jiang", "江"), ("Guo", "郭")]
GIVEN = [("Bo", "波"), ("Hui", "慧"), ("Tian", "天"), ("Yun", "云"), ("Zhuo", "卓"), ("Hao", "浩"), ("Xin", "新"),
         ("Ming", "明"), ("Jun", "军"), ("Lei", "磊"), ("Yu", "宇"), ("Wei", "伟"), ("Jing", "静"), ("Fang", "芳")]


# a point of the canvas, near its centre, where no node is (so that a drag pans the view)
EMPTY_SPOT = """([w, h]) => { const n = window.scholarkgNetwork;
  for (let r = 0; r < Math.min(w, h) / 2; r += 7) for (let a = 0; a < 6.3; a += 0.3) {
    const x = w / 2 + r * Math.cos(a), y = h / 2 + r * Math.sin(a);
    if (n.getNodeAt({x, y}) === undefined && n.getEdgeAt({x, y}) === undefined) return [x, y]; }
  return [5, 5]; }"""


def generate_network(nodes: int, edges: int, seed: int) -> nx.Graph:
    """A seeded co-authorship-like network in the schema of ``graph.coauthor_network``."""
    rng = random.Random(seed)
    sizes: list[int] = []
    while sum(sizes) < nodes:
        sizes.append(min(nodes - sum(sizes), max(5, int(rng.paretovariate(1.3) * 12))))
    members, start = [], 0
    for size in sizes:
        members.append(list(range(start, start + size)))
        start += size
    G = nx.Graph()
    for i in range(nodes):
        fam, given = rng.choice(FAMILY), rng.sample(GIVEN, rng.choice((1, 2)))
        name = "".join(g[0] for g in given).capitalize() + " " + fam[0]
        zh = fam[1] + "".join(g[1] for g in given) if rng.random() < 0.5 else ""
        G.add_node(f"p{i:05d}", name=name, zh=zh, aliases=sorted({name, zh} - {""}), institution=f"Lab {i % 97}",
                   papers=0, patents=0, works=0)
    community_of = [c for c, m in enumerate(members) for _ in m]
    count = 0
    while count < edges:
        a = rng.randrange(nodes)
        group = members[community_of[a]]
        b = rng.choice(group) if rng.random() < 0.85 and len(group) > 1 else rng.randrange(nodes)
        if a == b or G.has_edge(f"p{a:05d}", f"p{b:05d}"):
            continue
        weight = min(12, int(rng.expovariate(0.9)) + 1)
        count += 1
        G.add_edge(f"p{a:05d}", f"p{b:05d}", weight=weight, works=sorted(f"Work {rng.randrange(10**6)}"
                                                                         for _ in range(weight)))
    for n in G:
        papers = sum(w for _, _, w in G.edges(n, data="weight"))
        G.nodes[n].update(papers=papers, patents=papers // 7, works=papers + papers // 7)
    return G


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--edges", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", metavar="FILE", help="also write the numbers as JSON")
    args = ap.parse_args(argv)
    reason = missing_browser_reason()
    if reason:
        print(f"cannot run: {reason}", file=sys.stderr)
        return 2

    t0 = time.perf_counter()
    G = generate_network(args.nodes, args.edges, args.seed)
    t1 = time.perf_counter()
    communities = assign_communities(G)
    t2 = time.perf_counter()
    with tempfile.TemporaryDirectory() as d:
        path = render_html(G, Path(d) / "network.html")
        t3 = time.perf_counter()
        size = path.stat().st_size
        with launched_browser() as browser, offline_page(browser, path, viewport={"width": 1400, "height": 900}) as (
                page, log):
            wait_until_stable(page, timeout_ms=600_000)
            stable_ms = page.evaluate("window.__networkStableMs")
            drawn = page.evaluate("window.scholarkgNetwork.body.nodeIndices.length")
            drawn_edges = page.evaluate("window.scholarkgNetwork.body.edgeIndices.length")
            before = page.evaluate("window.scholarkgNetwork.getViewPosition()")
            box = page.locator("#skg-network canvas").bounding_box()
            empty = page.evaluate(EMPTY_SPOT, [box["width"], box["height"]])  # drag the view, not a node
            x, y = box["x"] + empty[0], box["y"] + empty[1]
            t4 = time.perf_counter()
            page.mouse.move(x, y)
            page.mouse.down()
            for step in range(1, 11):
                page.mouse.move(x + 30 * step, y + 20 * step)
            page.mouse.up()
            page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            pan_ms = (time.perf_counter() - t4) * 1000
            after = page.evaluate("window.scholarkgNetwork.getViewPosition()")
            # one full frame (vis-network's internal redraw, synchronous), averaged over 5
            frame_ms = page.evaluate("(() => { const r = window.scholarkgNetwork.renderer, t = performance.now();"
                                     " for (let i = 0; i < 5; i++) r._redraw(); return (performance.now() - t) / 5; })()")
            found = page.evaluate("(q) => window.scholarkgSearch(q)", G.nodes["p00042"]["name"])
            problems = log.console_errors + log.external_requests + log.dialogs
    result = {
        "nodes": G.number_of_nodes(), "edges": G.number_of_edges(), "communities": communities,
        "drawn_nodes": drawn, "drawn_edges": drawn_edges, "file_bytes": size,
        "generate_s": round(t1 - t0, 2), "communities_s": round(t2 - t1, 2), "render_s": round(t3 - t2, 2),
        "stable_ms_from_navigation": stable_ms, "pan_ms": round(pan_ms), "frame_ms": round(frame_ms),
        "panned": before != after, "search_found": bool(found), "problems": problems,
        "python": platform.python_version(), "seed": args.seed,
    }
    print(json.dumps(result, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0 if drawn == args.nodes and before != after and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
