"""SPARQL engines on one graph of at least a million triples: Oxigraph (through rdflib and oxrdflib, in memory and
from a persistent store) against rdflib's default in-memory store, on the canned aggregate query
(``coauthor-counts``: co-author counts over all people) and the canned ego query (``coauthors`` of one person).

The graph follows the scholarkg RDF contract (persons, papers in venues, authorships with provenance in one named
graph per CV), generated with a fixed seed: people belong to research groups and write most papers inside their
group, so co-author neighbourhoods look like real ones. Each engine gets the same N-Quads file.

    python benchmarks/sparql_bench.py --papers 40000 --json benchmarks/sparql_bench.json

Prints a Markdown table; every query is run ``--repeat`` times after one warm-up and the median is reported, and
the engines' answers are compared (they must agree row for row).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyoxigraph as ox
from rdflib import Dataset

from graph.rdf.quads import DEFAULT_BASE
from graph.rdf.store import rdf_bytes, wrap_store
from graph.rdf.sparql import canned_query, query
from ontology import BIBO, PREFIXES, SKG, VIVO

RDF_TYPE = ox.NamedNode(PREFIXES["rdf"] + "type")
FOAF = PREFIXES["foaf"]


def generate(papers: int, seed: int = 7, group_size: int = 40, cv_size: int = 25) -> list[ox.Quad]:
    """A contract-shaped graph with ``papers`` papers (about 45 triples a paper), deterministic for a seed."""
    rnd = random.Random(seed)
    n_people = max(group_size, papers // 2)
    quads: list[ox.Quad] = []
    dg = ox.DefaultGraph()
    people = [ox.NamedNode(f"{DEFAULT_BASE}person/{i:08x}") for i in range(n_people)]
    for i, p in enumerate(people):
        quads += [ox.Quad(p, RDF_TYPE, ox.NamedNode(FOAF + "Person"), dg),
                  ox.Quad(p, ox.NamedNode(FOAF + "name"), ox.Literal(f"Person {i}"), dg),
                  ox.Quad(p, ox.NamedNode(FOAF + "givenName"), ox.Literal("Person"), dg),
                  ox.Quad(p, ox.NamedNode(FOAF + "familyName"), ox.Literal(str(i)), dg),
                  ox.Quad(p, ox.NamedNode(PREFIXES["skos"] + "altLabel"), ox.Literal(f"P. {i}"), dg)]
    venues = [ox.NamedNode(f"{DEFAULT_BASE}venue/{v:04x}") for v in range(60)]
    for v, venue in enumerate(venues):
        quads += [ox.Quad(venue, RDF_TYPE, ox.NamedNode(str(SKG.Venue)), dg),
                  ox.Quad(venue, ox.NamedNode(PREFIXES["skos"] + "prefLabel"), ox.Literal(f"VENUE{v}"), dg)]
    groups = [people[i:i + group_size] for i in range(0, n_people, group_size)]
    for w in range(papers):
        work = ox.NamedNode(f"{DEFAULT_BASE}work/{w:08x}")
        group = groups[rnd.randrange(len(groups))]
        k = rnd.choice([2, 3, 3, 4, 4, 5, 6, 8])
        authors = rnd.sample(group, min(k, len(group)))
        if rnd.random() < 0.15:  # a collaboration outside the group
            authors[-1] = people[rnd.randrange(n_people)]
        quads += [ox.Quad(work, RDF_TYPE, ox.NamedNode(str(BIBO.AcademicArticle)), dg),
                  ox.Quad(work, ox.NamedNode(PREFIXES["dcterms"] + "title"), ox.Literal(f"Paper number {w}"), dg),
                  ox.Quad(work, ox.NamedNode(PREFIXES["dcterms"] + "issued"),
                          ox.Literal(str(2000 + w % 25), datatype=ox.NamedNode(PREFIXES["xsd"] + "gYear")), dg),
                  ox.Quad(work, ox.NamedNode(str(VIVO.hasPublicationVenue)), venues[w % len(venues)], dg)]
        doc = ox.NamedNode(f"{DEFAULT_BASE}source/{w // cv_size:08x}")
        if w % cv_size == 0:
            quads += [ox.Quad(doc, RDF_TYPE, ox.NamedNode(FOAF + "Document"), doc),
                      ox.Quad(doc, ox.NamedNode(PREFIXES["dcterms"] + "identifier"),
                              ox.Literal(f"cv{w // cv_size:06d}.txt"), doc)]
        for rank, person in enumerate(dict.fromkeys(authors), start=1):
            a = ox.NamedNode(f"{DEFAULT_BASE}authorship/{w:08x}-{rank}")
            line = ox.Literal(str(w % 200 + 1), datatype=ox.NamedNode(PREFIXES["xsd"] + "integer"))
            quads += [ox.Quad(a, RDF_TYPE, ox.NamedNode(str(VIVO.Authorship)), doc),
                      ox.Quad(a, ox.NamedNode(str(VIVO.relates)), person, doc),
                      ox.Quad(a, ox.NamedNode(str(VIVO.relates)), work, doc),
                      ox.Quad(a, ox.NamedNode(str(VIVO.rank)),
                              ox.Literal(str(rank), datatype=ox.NamedNode(PREFIXES["xsd"] + "integer")), doc),
                      ox.Quad(a, ox.NamedNode(str(SKG.nameAsWritten)), ox.Literal(f"P. {person.value[-6:]}"), doc),
                      ox.Quad(a, ox.NamedNode(PREFIXES["prov"] + "wasDerivedFrom"), doc, doc),
                      ox.Quad(a, ox.NamedNode(str(SKG.startLine)), line, doc),
                      ox.Quad(a, ox.NamedNode(str(SKG.endLine)), line, doc)]
    return quads


def _time(fn, repeat: int, warm_up: bool = True) -> tuple[float, object]:
    times = []
    if warm_up:
        result = fn()  # warm-up, and the answer to compare
    else:  # the first run is timed too (rdflib keeps no cache between queries)
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
        repeat -= 1
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), result


def run(papers: int, repeat: int, skip_rdflib: bool = False, rdflib_repeat: int = 1) -> dict:
    t0 = time.perf_counter()
    quads = generate(papers)
    gen_s = time.perf_counter() - t0
    tmp = Path(tempfile.mkdtemp())
    nq = tmp / "bench.nq"
    nq.write_bytes(rdf_bytes(quads, "nquads"))
    n_triples = len({(q.subject, q.predicate, q.object) for q in quads})
    ego = ox.NamedNode(f"{DEFAULT_BASE}person/{7:08x}")
    from rdflib import URIRef
    ego_ref = URIRef(ego.value)
    engines = {}

    def load_ox_memory():
        store = ox.Store()
        store.bulk_load(path=str(nq), format=ox.RdfFormat.N_QUADS)
        return wrap_store(store)

    def load_ox_disk():
        store = ox.Store(str(tmp / "store"))
        store.bulk_load(path=str(nq), format=ox.RdfFormat.N_QUADS)
        store.flush()
        del store
        return wrap_store(ox.Store.read_only(str(tmp / "store")))

    def load_rdflib():
        ds = Dataset(default_union=True)
        ds.parse(str(nq), format="nquads")
        return ds

    loaders = [("oxigraph (memory)", load_ox_memory, repeat), ("oxigraph (persistent store)", load_ox_disk, repeat)]
    if not skip_rdflib:
        loaders.append(("rdflib Memory", load_rdflib, rdflib_repeat))
    answers = {}
    for name, loader, n in loaders:
        t = time.perf_counter()
        ds = loader()
        load_s = time.perf_counter() - t
        warm = not name.startswith("rdflib")
        agg_s, agg = _time(lambda: query(ds, "coauthor-counts").rows, n, warm)
        ego_s, ego_rows = _time(lambda: query(ds, "coauthors", person=ego_ref).rows, max(n, 3), warm)
        answers[name] = (agg, ego_rows)
        engines[name] = {"load_s": round(load_s, 2), "aggregate_s": round(agg_s, 4), "ego_s": round(ego_s, 5),
                         "aggregate_rows": len(agg), "ego_rows": len(ego_rows)}
        print(f"{name}: {engines[name]}", file=sys.stderr)
        del ds
    first = next(iter(answers.values()))
    agree = all(a == first for a in answers.values())
    return {"papers": papers, "quads": len(quads), "triples": n_triples, "generate_s": round(gen_s, 2),
            "repeat": repeat, "rdflib_repeat": rdflib_repeat, "engines": engines, "answers_agree": agree,
            "python": platform.python_version(), "ox_version": ox.__version__}


def table(result: dict) -> str:
    lines = [f"{result['triples']:,} triples ({result['quads']:,} quads, {result['papers']:,} papers); Oxigraph: median "
             f"of {result['repeat']} runs after a warm-up; rdflib: {result['rdflib_repeat']} timed run(s) of the "
             f"aggregate, 3 of the ego query; answers identical across engines: {result['answers_agree']}",
             "", "| engine | load (s) | co-author counts, all people (s) | ego: co-authors of one person (ms) |",
             "|---|---|---|---|"]
    for name, e in result["engines"].items():
        lines.append(f"| {name} | {e['load_s']} | {e['aggregate_s']} | {e['ego_s'] * 1000:.2f} |")
    ox_m = result["engines"].get("oxigraph (memory)")
    rl = result["engines"].get("rdflib Memory")
    if ox_m and rl:
        lines += ["", f"Oxigraph is {rl['aggregate_s'] / ox_m['aggregate_s']:.0f}x faster on the aggregate and "
                      f"{rl['ego_s'] / ox_m['ego_s']:.0f}x faster on the ego query."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, default=40000, help="papers to generate (about 40 triples each)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-rdflib", action="store_true", help="Oxigraph only (rdflib takes minutes)")
    parser.add_argument("--rdflib-repeat", type=int, default=1, help="timed runs of rdflib's aggregate (default 1)")
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args(argv)
    result = run(args.papers, args.repeat, args.skip_rdflib, args.rdflib_repeat)
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(table(result))
    return 0 if result["answers_agree"] else 1


if __name__ == "__main__":
    sys.exit(main())
