"""The endpoint's query workers starting (issue 17): (a) ``QueryPool`` creation to the first answer, (b) a replaced
worker's first answer (every worker killed, one added as ``QueryPool.run`` does on a timeout), (c) a real timeout on
a one-worker pool: from ``QueryTimeout`` to the next answer; on a store of 200 quads.

    python -m benchmarks.endpoint_start [--repo REPO] [--rounds N] [--workers 2] [--serve | --serve-only]

``--serve`` adds (d): ``scholarkg serve`` (the console script, REPO on PYTHONPATH) started on the store, from the
command's start to the first SPARQL answer over HTTP. REPO is the checkout whose ``graph`` package is measured
(first on ``sys.path``; default: this one), so that two commits can be measured in turn from one venv. Everything
runs with REPO as the working directory: the forkserver imports its preload from there first (CPython gh-117378),
and from another checkout it would hold that one's package (the pool then spawns its workers; each round prints
the start method its workers used).
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path


def make_store(path: str, n: int = 200) -> None:
    import pyoxigraph as ox
    s = ox.Store(path)
    g = ox.NamedNode("http://g")
    for i in range(n):
        s.add(ox.Quad(ox.NamedNode(f"http://s{i}"), ox.NamedNode("http://p"), ox.Literal(f"o{i}"), g))
    s.flush()
    del s


QUERY = "SELECT ?o WHERE { <http://s1> ?p ?o }"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def serve_once(repo: str, store: str) -> float:
    """``scholarkg serve`` started in ``repo`` on ``store``: seconds from the command's start to the first answer."""
    with socket.socket() as so:
        so.bind(("127.0.0.1", 0))
        port = so.getsockname()[1]
    exe = shutil.which("scholarkg") or os.path.join(os.path.dirname(sys.executable), "scholarkg")
    env = dict(os.environ, PYTHONPATH=repo)
    url = f"http://127.0.0.1:{port}/sparql?" + urllib.parse.urlencode({"query": QUERY})
    t0 = time.perf_counter()
    proc = subprocess.Popen([exe, "serve", store, "--port", str(port)], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, cwd=repo)
    try:
        while True:
            try:
                with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept": "text/csv"}),
                                            timeout=30) as r:
                    assert r.read() == b"o\r\no1\r\n"
                return time.perf_counter() - t0
            except OSError:
                if proc.poll() is not None:
                    raise RuntimeError("the server stopped")
                time.sleep(0.02)
    finally:
        proc.terminate()
        proc.wait(10)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repo", default=str(Path(__file__).resolve().parents[1]))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--serve", action="store_true")
    ap.add_argument("--serve-only", action="store_true", help="only (d)")
    args = ap.parse_args()
    args.repo = str(Path(args.repo).resolve())
    sys.path.insert(0, args.repo)
    os.chdir(args.repo)             # where the forkserver looks first for what it preloads (see the docstring)
    # a spawned worker (REPO's code before the forkserver, or its fallback) prepares this script by its file, not by
    # its module name: REPO's own ``benchmarks`` package, first on sys.path, may have no such module
    sys.modules["__main__"].__spec__ = None
    t_import = time.perf_counter()
    from graph.endpoint import pool as poolmod
    t_import = time.perf_counter() - t_import
    assert poolmod.__file__.startswith(args.repo), poolmod.__file__
    path = tempfile.mkdtemp(prefix="poolstart-")
    make_store(path)
    a, b, c = [], [], []
    for r in range(0 if args.serve_only else args.rounds):
        t0 = time.perf_counter()
        p = poolmod.QueryPool(path, workers=args.workers, timeout=30)
        ans = p.run(QUERY, accept="text/csv")
        a.append(time.perf_counter() - t0)
        assert ans.body == b"o\r\no1\r\n", ans.body
        method = p._ctx.get_start_method()
        # (b) kill every worker, add one, as run() does on a timeout
        while not p._idle.empty():
            w = p._idle.get()
            w.stop()
            p._all.remove(w)
        t0 = time.perf_counter()
        p._add()
        p.run(QUERY, accept="text/csv")
        b.append(time.perf_counter() - t0)
        p.close()
        # (c) a real timeout on one worker
        p = poolmod.QueryPool(path, workers=1, timeout=30)
        p.run(QUERY)
        p.timeout = 0.5
        try:
            p.run(SLOW)
            raise AssertionError("no timeout")
        except poolmod.QueryTimeout:
            t0 = time.perf_counter()
        p.timeout = 30
        p.run(QUERY)
        c.append(time.perf_counter() - t0)
        p.close()
        print(f"round {r + 1} [{method}]: (a) create -> first answer {a[-1]:.3f} s, (b) replaced worker -> "
              f"first answer {b[-1]:.3f} s, (c) after a timeout -> next answer {c[-1]:.3f} s", flush=True)
    med = statistics.median
    d = []
    if args.serve or args.serve_only:
        d = [serve_once(args.repo, path) for _ in range(args.rounds)]
        print("(d) scholarkg serve -> first HTTP answer: " + ", ".join(f"{x:.2f}" for x in d) + " s")
    if not a:
        return
    print(f"import graph.endpoint.pool in the parent: {t_import:.2f} s; {args.workers} workers, {args.rounds} rounds")
    print(f"(a) first pool of the process {a[0]:.3f} s; later pools (a forkserver already running) "
          f"{med(a[1:]) if a[1:] else float('nan'):.3f} s")
    print(f"median (a) {med(a):.3f} s  (b) {med(b):.3f} s  (c) {med(c):.3f} s   "
          f"[min {min(a):.3f} / {min(b):.3f} / {min(c):.3f}]" + (f"  (d) {med(d):.2f} s" if d else ""))


if __name__ == "__main__":
    main()
