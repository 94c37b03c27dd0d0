"""Latency of the canned queries through ``scholarkg serve`` (HTTP, SPARQL JSON results) against the same queries
in-process on the same store (pyoxigraph, the engine the endpoint runs), on a store built from generated CVs.

The difference is the endpoint's own cost: HTTP, the hand-over to a worker process and back, serialisation.
Parameters are bound (substitutions), in both paths, never formatted into the query text.

Usage::

    python -m benchmarks.endpoint_bench --n 1000 [--repeat 20] [--json benchmarks/endpoint.json]

>>> _median_ms([0.001, 0.003, 0.002])
2.0
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pyoxigraph as ox  # noqa: E402

from benchmarks.generate import generate_corpus, write_corpus  # noqa: E402
from graph.rdf.sparql import canned_query  # noqa: E402

#: canned query -> the variable it binds (None: no parameter)
QUERIES = {"coauthors": "person", "works": "person", "venues": "person", "patents": "person",
           "provenance": "entity", "institution-people": "org", "coauthor-counts": None, "person-labels": None}
_TOP_PERSON = ("SELECT ?p (COUNT(?w) AS ?n) WHERE { ?w <http://purl.org/dc/terms/creator> ?p } "
               "GROUP BY ?p ORDER BY DESC(?n) ?p LIMIT 1")
_TOP_ORG = ("SELECT ?o (COUNT(?m) AS ?n) WHERE { ?m <http://www.w3.org/ns/org#organization> ?o } "
            "GROUP BY ?o ORDER BY DESC(?n) ?o LIMIT 1")


def _median_ms(seconds: list[float]) -> float:
    return round(statistics.median(seconds) * 1000, 2)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _top(store: ox.Store, query: str) -> str:
    return next(iter(store.query(query, use_default_graph_as_union=True)))[0].value


def bench(n: int, repeat: int, root: Path) -> dict[str, object]:
    corpus = root / "corpus"
    write_corpus(generate_corpus(n, seed=0), corpus)
    (corpus / "truth.json").unlink()
    out = root / "out"
    # exit code 1 is expected: the generator writes a few CVs with entries the loaders report as failures
    built = subprocess.run([sys.executable, "-m", "graph.cli", "build", str(corpus), "-o", str(out), "--store",
                            str(out / "store"), "--no-validate", "--no-network"], capture_output=True, text=True)
    if not (out / "store").is_dir():
        raise RuntimeError(f"the build wrote no store: {built.stderr[-2000:]}")
    store = ox.Store.read_only(str(out / "store"))
    values = {"person": _top(store, _TOP_PERSON), "org": _top(store, _TOP_ORG)}
    values["entity"] = values["person"]
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "graph.cli", "serve", str(out / "store"), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        rows = {}
        for name, var in QUERIES.items():
            text = canned_query(name)
            subs = {ox.Variable(var): ox.NamedNode(values[var])} if var else None
            local, remote, count = [], [], 0
            for _ in range(repeat):
                t0 = time.perf_counter()
                result = store.query(text, use_default_graph_as_union=True, substitutions=subs)
                body = result.serialize(format=ox.QueryResultsFormat.JSON)
                local.append(time.perf_counter() - t0)
                count = len(json.loads(body)["results"]["bindings"])
                url = f"{base}/canned/{name}" + (("?" + urllib.parse.urlencode({var: f"<{values[var]}>"})) if var
                                                 else "")
                request = urllib.request.Request(url, headers={"Accept": "application/sparql-results+json"})
                t0 = time.perf_counter()
                with urllib.request.urlopen(request, timeout=120) as r:
                    r.read()
                remote.append(time.perf_counter() - t0)
            rows[name] = {"rows": count, "in_process_ms": _median_ms(local), "http_ms": _median_ms(remote)}
    finally:
        server.terminate()
        server.wait(10)
    return {"n": n, "quads": len(store), "repeat": repeat, "queries": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        result = bench(args.n, args.repeat, Path(tmp))
    text = json.dumps(result, indent=1)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
