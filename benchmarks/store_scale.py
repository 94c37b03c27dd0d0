"""The canned co-author query from a persistent store ``K`` times the size of a built graph.

``K`` disjoint copies of one build's N-Quads (every IRI under the data base and every blank node renamed per copy)
are bulk-loaded into one on-disk store and compacted, as ``scholarkg build --store`` makes a store, and the canned
``coauthors`` query is timed as :func:`benchmarks.run.store_query_timing` times it: 20 persons (the 10 with the
most works and 10 spread over the rest), the median of ``--repeat`` runs each after a warm-up. The same persons are
timed on a store of the build alone, and each person's rows must be the same in both (the copies are disjoint).

This stands in for a store of ``K`` times the CVs when a build of that many cannot be made on this machine
(RESULTS.md, "Targets of issue 16"): the store's indexes hold ``K`` times the quads, but a person's neighbourhood is
the one of the build. A real corpus of ``K`` times the CVs gives its prolific persons more works and co-authors,
which this does not model: the figure measures what the store's size costs a lookup, not a larger neighbourhood.

    python -m benchmarks.store_scale OUT/graph.nq --copies 10 --json benchmarks/store-scale.json
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyoxigraph as ox
from rdflib import URIRef

from graph.rdf.quads import DEFAULT_BASE
from graph.rdf.sparql import query, read_dataset
from graph.rdf.store import bulk_store

_RANKED = """PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?p (COUNT(DISTINCT ?w) AS ?n) WHERE { ?w dcterms:creator ?p } GROUP BY ?p ORDER BY DESC(?n) ?p"""


def copy_of(nquads: bytes, k: int, base: str = DEFAULT_BASE) -> bytes:
    """The N-Quads ``nquads`` with every IRI under ``base`` and every blank node renamed for copy ``k`` (copy 0
    is the input itself).

    >>> copy_of(b'<https://w3id.org/scholarkg/id/person/a> <http://x/p> _:b1 .\\n', 2).decode()
    '<https://w3id.org/scholarkg/id/c2/person/a> <http://x/p> _:c2xb1 .\\n'
    """
    if k == 0:
        return nquads
    prefix = b"<" + base.encode()
    return nquads.replace(prefix, prefix + b"c%d/" % k).replace(b"_:", b"_:c%dx" % k)


def chosen_persons(store_path: Path, persons: int = 20) -> list[str]:
    """The ``persons // 2`` persons with the most works and the rest spread over the others, by IRI."""
    ranked = [str(row[0].value) for row in ox.Store.read_only(str(store_path)).query(_RANKED)]
    top = ranked[:persons // 2]
    rest = ranked[persons // 2:]
    step = max(1, len(rest) // max(1, persons - len(top)))
    return top + rest[::step][:persons - len(top)]


def time_queries(store_path: Path, people: list[str], repeat: int) -> tuple[list[float], list[int]]:
    """Per person: the median milliseconds of ``repeat`` runs of the canned ``coauthors`` query (after one
    warm-up run) and the number of rows."""
    ds = read_dataset(store_path)
    medians, rows = [], []
    for iri in people:
        rows.append(len(query(ds, "coauthors", person=URIRef(iri))))
        runs = []
        for _ in range(repeat):
            start = time.perf_counter()
            query(ds, "coauthors", person=URIRef(iri))
            runs.append(time.perf_counter() - start)
        medians.append(statistics.median(runs) * 1000)
    ds.close()
    return medians, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("nquads", type=Path, help="a build's graph.nq (scholarkg build --format nquads)")
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument("--persons", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    data = args.nquads.read_bytes()
    out: dict[str, object] = {"python": platform.python_version(), "pyoxigraph": ox.__version__,
                              "input": str(args.nquads), "copies": args.copies}
    with tempfile.TemporaryDirectory(prefix="scholarkg-scale-") as tmp:
        one, many = Path(tmp) / "one", Path(tmp) / "many"
        start = time.perf_counter()
        out["one_quads"] = len(bulk_store(args.nquads, one))      # the store closes when it is dropped
        out["one_load_seconds"] = time.perf_counter() - start
        people = chosen_persons(one)
        start = time.perf_counter()
        store = ox.Store(str(many))
        for k in range(args.copies):        # Oxigraph's bulk loader, a copy at a time, then compacted once
            store.bulk_load(input=copy_of(data, k), format=ox.RdfFormat.N_QUADS, lenient=True)
        store.flush()
        store.optimize()
        out["many_load_seconds"] = time.perf_counter() - start
        out["many_quads"] = len(store)
        del store, data
        for name, path in (("one", one), ("many", many)):
            medians, rows = time_queries(path, people, args.repeat)
            out[f"{name}_ms_median"] = statistics.median(medians)
            out[f"{name}_ms_max"] = max(medians)
            out[f"{name}_rows"] = rows
    if out["one_rows"] != out["many_rows"]:
        print("the copies are not disjoint: a person's rows differ", file=sys.stderr)
        return 1
    print(f"{out['one_quads']:,} quads: median {out['one_ms_median']:.1f} ms, largest {out['one_ms_max']:.1f} ms; "
          f"{args.copies} copies, {out['many_quads']:,} quads: median {out['many_ms_median']:.1f} ms, largest "
          f"{out['many_ms_max']:.1f} ms (loaded in {out['many_load_seconds']:.0f} s)")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
