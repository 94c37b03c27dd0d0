"""``scholarkg serve``: the SPARQL 1.1 Protocol through real clients (SPARQLWrapper, rdflib's SPARQLStore, curl-like
urllib, Chromium), read-only, SERVICE refused unless allowed, the query time and result size limits, loopback only.

The server runs as a real process on a store built from examples/cvs by ``scholarkg build --store``.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from rdflib import Graph, URIRef
from SPARQLWrapper import CSV, JSON, TURTLE, XML, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from graph.rdf.sparql import _prologue, lookup_persons, query, read_dataset
from tests.browser import launched_browser, missing_browser_reason
from tests.graph.endpoint.conftest import free_port, running, scholarkg

PERSONS = "PREFIX foaf: <http://xmlns.com/foaf/0.1/> SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a foaf:Person }"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
LIMIT_BYTES = 300_000


@pytest.fixture(scope="module")
def built(examples_build):
    out, _ = examples_build(store=True, check=False)   # build([CVS], out, store=out / "store", check=False), shared
    return out


@pytest.fixture(scope="module")
def server(built):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    command = scholarkg("serve", str(built / "store"), "--port", str(port), "--timeout", "3",
                        "--max-result-bytes", str(LIMIT_BYTES), "--allow-service", f"127.0.0.1:{port}")
    with running(command, base + "/") as process:
        # each query worker opens the store on its first query: on a loaded machine that alone can pass the 3 s
        # limit the tests use, so every worker answers once before the tests (a 503 here is retried)
        deadline = time.monotonic() + 120
        answered = 0
        while answered < 4 and time.monotonic() < deadline:
            status, _, _ = _get(base + "/sparql?" + urllib.parse.urlencode({"query": "ASK {}"}))
            answered += status == 200
        yield base, process


def _get(url: str, accept: str | None = None, data: bytes | None = None, ctype: str | None = None
         ) -> tuple[int, str, bytes]:
    headers = {k: v for k, v in (("Accept", accept), ("Content-Type", ctype)) if v}
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers), timeout=60) as r:
            return r.status, r.headers.get("Content-Type", ""), r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("Content-Type", ""), exc.read()


def _wrapper(server, fmt=JSON, method="GET") -> SPARQLWrapper:
    s = SPARQLWrapper(server[0] + "/sparql")
    s.setReturnFormat(fmt)
    s.setMethod(method)
    return s


def test_sparqlwrapper_select_in_every_result_format(server, built):
    expected = int(query(read_dataset(built / "store"), PERSONS)[0]["n"])
    assert expected > 90
    for method in ("GET", "POST"):
        s = _wrapper(server, JSON, method)
        s.setQuery(PERSONS)
        assert int(s.query().convert()["results"]["bindings"][0]["n"]["value"]) == expected
    s = _wrapper(server, XML)
    s.setQuery(PERSONS)
    doc = s.query().convert()                      # an xml.dom document
    assert doc.getElementsByTagName("literal")[0].firstChild.data == str(expected)
    s = _wrapper(server, CSV)
    s.setQuery(PERSONS)
    assert s.query().convert().decode().split() == ["n", str(expected)]


def test_construct_comes_back_as_rdf(server):
    s = _wrapper(server, TURTLE)
    s.setQuery("CONSTRUCT { ?p a <http://xmlns.com/foaf/0.1/Person> } WHERE { ?p a <http://xmlns.com/foaf/0.1/Person> }")
    g = Graph().parse(data=s.query().convert(), format="turtle")
    assert len(g) > 90


def test_rdflib_sparqlstore_reads_the_endpoint(server, built):
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    remote = Graph(store=SPARQLStore(server[0] + "/sparql"))
    rows = list(remote.query(_prologue() + "SELECT ?name WHERE { ?p a foaf:Person ; foaf:name ?name } ORDER BY ?name"))
    local = query(read_dataset(built / "store"),
                  "SELECT ?name WHERE { ?p a foaf:Person ; foaf:name ?name } ORDER BY ?name")
    assert [str(r[0]) for r in rows] == [str(r["name"]) for r in local]


def test_updates_are_refused(server):
    s = _wrapper(server, JSON, "POST")
    s.setQuery("INSERT DATA { <http://x/a> <http://x/b> <http://x/c> }")
    with pytest.raises((SPARQLWrapperException, urllib.error.HTTPError)):
        s.query()
    for data, ctype in ((b"update=DROP+ALL", "application/x-www-form-urlencoded"),
                        (b"DROP ALL", "application/sparql-update")):
        status, _, body = _get(server[0] + "/sparql", data=data, ctype=ctype)
        assert status == 403 and b"read-only" in body
    status, _, _ = _get(server[0] + "/sparql?update=DROP%20ALL")
    assert status == 403
    s = _wrapper(server)
    s.setQuery(PERSONS)
    assert int(s.query().convert()["results"]["bindings"][0]["n"]["value"]) > 90     # nothing was dropped


def test_service_is_refused_unless_the_host_is_allowed(server):
    base = server[0]
    for target in ("http://169.254.169.254/latest/meta-data", "http://localhost:1/sparql", "file:///etc/passwd"):
        q = f"SELECT * WHERE {{ SERVICE <{target}> {{ ?s ?p ?o }} }}"
        status, _, body = _get(base + "/sparql?" + urllib.parse.urlencode({"query": q}))
        assert status == 403 and b"refused" in body, target
    status, _, body = _get(base + "/sparql?" + urllib.parse.urlencode(
        {"query": "SELECT * WHERE { ?x ?y ?e . SERVICE ?e { ?s ?p ?o } }"}))
    assert status == 403
    # the one allowed host (the endpoint itself, here): federation works
    q = (f"PREFIX foaf: <http://xmlns.com/foaf/0.1/> SELECT (COUNT(*) AS ?n) WHERE {{ "
         f"SERVICE <{base}/sparql> {{ SELECT ?p WHERE {{ ?p a foaf:Person }} LIMIT 3 }} }}")
    status, _, body = _get(base + "/sparql?" + urllib.parse.urlencode({"query": q}),
                           accept="application/sparql-results+json")
    assert status == 200, body
    assert json.loads(body)["results"]["bindings"][0]["n"]["value"] == "3"


def test_a_slow_query_is_stopped_at_the_time_limit_and_the_endpoint_goes_on(server):
    t0 = time.monotonic()
    status, _, body = _get(server[0] + "/sparql?" + urllib.parse.urlencode({"query": SLOW}))
    took = time.monotonic() - t0
    assert status == 503 and b"time limit of 3 s" in body
    assert took < 15
    s = _wrapper(server)
    s.setQuery(PERSONS)
    assert int(s.query().convert()["results"]["bindings"][0]["n"]["value"]) > 90


def test_a_result_larger_than_the_limit_is_refused(server):
    status, _, body = _get(server[0] + "/sparql?" + urllib.parse.urlencode({"query": "SELECT * { ?s ?p ?o }"}))
    assert status == 503 and b"larger than the limit" in body
    status, _, body = _get(server[0] + "/sparql?" + urllib.parse.urlencode(
        {"query": "SELECT * { ?s ?p ?o } LIMIT 10"}), accept="text/tab-separated-values")
    assert status == 200 and len(body.splitlines()) == 11


def test_content_negotiation_and_errors(server):
    url = server[0] + "/sparql?" + urllib.parse.urlencode({"query": "ASK { ?s ?p ?o }"})
    assert _get(url, accept="application/sparql-results+xml")[1].startswith("application/sparql-results+xml")
    assert _get(url, accept="text/turtle;q=0.9, text/csv")[1].startswith("text/csv")
    assert _get(url, accept="image/png")[0] == 406
    assert _get(server[0] + "/sparql?query=SELEC+nonsense")[0] == 400
    assert _get(server[0] + "/sparql", data=b"ASK {}", ctype="text/plain")[0] == 415


def test_canned_queries_bind_their_parameters(server, built):
    ds = read_dataset(built / "store")
    person = lookup_persons(ds, "Bo Jiang")[0]
    local = query(ds, "coauthors", person=URIRef(person)).as_dicts()
    status, _, body = _get(server[0] + "/canned/coauthors?" + urllib.parse.urlencode({"person": f"<{person}>"}),
                           accept="application/sparql-results+json")
    assert status == 200
    remote = [{k: v["value"] for k, v in b.items()} for b in json.loads(body)["results"]["bindings"]]
    assert len(local) > 3 and remote == [{k: v for k, v in r.items() if v is not None} for r in local]
    # a hostile value is a literal: it matches nothing and changes nothing
    status, _, body = _get(server[0] + "/canned/coauthors?" + urllib.parse.urlencode(
        {"person": '"} ?a ?b ?c } # '}), accept="application/sparql-results+json")
    assert status == 200 and json.loads(body)["results"]["bindings"] == []


def test_listens_on_the_loopback_only(server):
    port = int(server[0].rsplit(":", 1)[1])
    tcp = Path("/proc/net/tcp")
    if not tcp.exists():
        pytest.skip("no /proc/net/tcp to read the listening address from")
    listening = [line.split()[1] for line in tcp.read_text().splitlines()[1:]
                 if line.split()[3] == "0A" and int(line.split()[1].split(":")[1], 16) == port]
    assert listening == [f"0100007F:{port:04X}"]


def test_query_page_and_network_page_in_chromium(server):
    reason = missing_browser_reason()
    if reason:
        import os
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"CI must run the browser tests: {reason}", pytrace=False)
        pytest.skip(reason)
    base = server[0]
    with launched_browser() as browser:
        context = browser.new_context()
        foreign: list[str] = []
        context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base)
                      else (foreign.append(r.request.url), r.abort()))
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base + "/")
        page.select_option("#examples", "coauthor-counts")
        page.click("#run")
        page.wait_for_function("() => document.querySelectorAll('#results tr').length > 5", timeout=30_000)
        assert page.text_content("#results th") == "person"
        page.goto(base + "/network.html")
        page.wait_for_function("() => window.__networkStable === true", timeout=120_000)
        assert page.evaluate("window.scholarkgNetwork.body.data.nodes.length") > 90
        assert foreign == [] and errors == []
        context.close()
