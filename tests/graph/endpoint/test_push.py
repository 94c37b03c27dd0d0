"""``scholarkg push``: a built dataset into a running triple store (the Oxigraph server, on loopback) over the
SPARQL 1.1 Graph Store Protocol; a re-push after a rebuild leaves exactly the new dataset (no stale statements,
removed CVs' graphs deleted); credentials from a header file or netrc, never from the command line."""

from __future__ import annotations

import shutil
import urllib.request

import pyoxigraph as ox
import pytest

from graph.build import build
from graph.cli import main
from graph.endpoint.push import DEFAULT_MANIFEST, PushError, netrc_authorization, push
from tests.graph.endpoint.conftest import CVS, free_port, oxigraph_binary, running


@pytest.fixture(scope="module")
def target(tmp_path_factory):
    port = free_port()
    location = tmp_path_factory.mktemp("target")
    with running([oxigraph_binary(), "serve", "--location", str(location), "--bind", f"127.0.0.1:{port}"],
                 f"http://127.0.0.1:{port}/") :
        yield f"http://127.0.0.1:{port}"


def _remote_quads(base: str) -> set[tuple[str, str, str, str]]:
    request = urllib.request.Request(base + "/store", headers={"Accept": "application/n-quads"})
    with urllib.request.urlopen(request, timeout=60) as r:
        data = r.read()
    return {(str(q.subject), str(q.predicate), str(q.object), str(q.graph_name))
            for q in ox.parse(data, format=ox.RdfFormat.N_QUADS)}


def _file_quads(path) -> set[tuple[str, str, str, str]]:
    return {(str(q.subject), str(q.predicate), str(q.object), str(q.graph_name))
            for q in ox.parse(path=str(path), format=ox.RdfFormat.TRIG)}


def test_push_then_repush_after_a_rebuild_leaves_exactly_the_new_dataset(tmp_path, target, capsys, examples_build):
    first, _ = examples_build(check=False, network=False)     # build([CVS], first, ...), shared: read only
    assert main(["push", str(first / "graph.trig"), "--to", target + "/store"]) == 0
    assert "deleted 0 graph(s)" in capsys.readouterr().err
    remote = _remote_quads(target)
    mine = _file_quads(first / "graph.trig")
    manifest = {q for q in remote if q[3] == f"<{DEFAULT_MANIFEST}>"}
    assert remote - manifest == mine
    graphs = {q[3] for q in mine} - {"DEFAULT"}
    assert len(manifest) == len(graphs) > 4

    # rebuild without one CV (and so without its graph, and with other entities changed): re-push
    cvs = tmp_path / "cvs"
    shutil.copytree(CVS, cvs)
    removed = sorted(p for p in cvs.iterdir() if p.is_file())[0]
    removed.unlink()
    second = tmp_path / "second"
    build([cvs], second, check=False, network=False)
    result = push(second / "graph.trig", target + "/store")
    assert len(result.deleted) == 1 and f"<{result.deleted[0]}>" in graphs
    remote = _remote_quads(target)
    mine = _file_quads(second / "graph.trig")
    manifest = {q for q in remote if q[3] == f"<{DEFAULT_MANIFEST}>"}
    assert remote - manifest == mine               # nothing stale: byte for byte the rebuilt dataset
    assert len(manifest) == len({q[3] for q in mine} - {"DEFAULT"}) == len(graphs) - 1


def test_credentials_come_from_a_header_file_or_netrc(tmp_path):
    trig = tmp_path / "g.trig"
    trig.write_text('<http://x/s> <http://x/p> "o" .\n<http://x/g> { <http://x/s> <http://x/p> "o2" . }\n')
    seen = []

    def transport(method, url, body, headers):
        seen.append((method, url, dict(headers)))
        return (404, b"") if method == "GET" else (204, b"")

    header_file = tmp_path / "headers"
    header_file.write_text("# a token\nAuthorization: Bearer s3cret\n")
    from graph.endpoint.push import read_header_file
    push(trig, "http://store.example/gsp", headers=read_header_file(header_file), transport=transport)
    assert [m for m, _, _ in seen] == ["GET", "PUT", "PUT", "PUT"]
    assert all(h.get("Authorization") == "Bearer s3cret" for _, _, h in seen)
    assert seen[1][1] == "http://store.example/gsp?graph=http%3A%2F%2Fx%2Fg"
    assert seen[2][1] == "http://store.example/gsp?default"
    rc = tmp_path / "netrc"
    rc.write_text("machine store.example login alice password wonder\n")
    rc.chmod(0o600)
    assert netrc_authorization("http://store.example/gsp", rc) == "Basic YWxpY2U6d29uZGVy"
    assert netrc_authorization("http://other.example/gsp", rc) is None


def test_a_refusing_store_is_an_error_naming_the_request(tmp_path, capsys):
    trig = tmp_path / "g.trig"
    trig.write_text('<http://x/g> { <http://x/s> <http://x/p> "o" . }\n')
    with pytest.raises(PushError, match=r"PUT http://store.example/gsp\?graph=.*HTTP 401: denied"):
        push(trig, "http://store.example/gsp",
             transport=lambda m, u, b, h: (404, b"") if m == "GET" else (401, b"denied"))
    port = free_port()  # nothing listens there
    assert main(["push", str(trig), "--to", f"http://127.0.0.1:{port}/store"]) == 1
    assert "error: GET http://127.0.0.1" in capsys.readouterr().err
    assert main(["push", str(trig), "--to", "ftp://x/store"]) == 2
