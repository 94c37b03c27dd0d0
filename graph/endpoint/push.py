"""``scholarkg push``: load a built dataset into another triple store over the SPARQL 1.1 Graph Store HTTP Protocol.

Each named graph (one per CV) is sent with ``PUT URL?graph=IRI``, which replaces that graph in the target as one
operation: a re-push after a rebuild leaves none of the graph's old statements.  Graphs that an earlier push sent
and the dataset no longer has (a CV removed from the corpus) are deleted (``DELETE``): the list of pushed graphs is
kept in the target itself, in a small manifest graph (``urn:scholarkg:pushed-graphs`` unless told otherwise), read
back at the start of every push.  The default graph, if not empty, is replaced with ``PUT URL?default``.

Credentials never come from the command line: extra headers come from a file (``Authorization: Bearer ...``, one
``Name: value`` per line) and a user name and password from a netrc entry for the target's host.

Graph Store endpoints: Oxigraph ``http://HOST:7878/store``, Apache Jena Fuseki ``http://HOST:3030/DATASET/data``,
GraphDB ``http://HOST:7200/repositories/REPO/rdf-graphs/service``, Virtuoso ``http://HOST:8890/sparql-graph-crud-auth``.
QLever has no Graph Store Protocol: it builds its index from the N-Quads export (``build --format nquads``).

>>> graph_url("http://localhost:7878/store", "http://x.org/cv/a b")
'http://localhost:7878/store?graph=http%3A%2F%2Fx.org%2Fcv%2Fa%20b'
"""

from __future__ import annotations

import base64
import netrc
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit

import pyoxigraph as ox

from graph.errors import GraphError

__all__ = ["PushError", "PushResult", "graph_url", "push", "read_header_file", "netrc_authorization",
           "DEFAULT_MANIFEST"]

DEFAULT_MANIFEST = "urn:scholarkg:pushed-graphs"
_MEMBER = ox.NamedNode("http://www.w3.org/ns/prov#hadMember")
_FORMATS = {".trig": ox.RdfFormat.TRIG, ".nq": ox.RdfFormat.N_QUADS, ".nquads": ox.RdfFormat.N_QUADS}


class PushError(GraphError, OSError):
    """The target refused a request or could not be reached; the message names the request and the answer."""


@dataclass(frozen=True)
class PushResult:
    """What a push did: graphs replaced (IRI, triple count), graphs deleted, whether the default graph was sent."""

    replaced: tuple[tuple[str, int], ...]
    deleted: tuple[str, ...]
    default_graph_triples: int


def graph_url(endpoint: str, graph: str | None) -> str:
    """The Graph Store Protocol address of ``graph`` (None: the default graph) at ``endpoint``."""
    sep = "&" if "?" in endpoint else "?"
    return f"{endpoint}{sep}default" if graph is None else f"{endpoint}{sep}graph={quote(graph, safe='')}"


def read_header_file(path: str | Path) -> dict[str, str]:
    """Headers from a file, one ``Name: value`` per line (blank lines and ``#`` comments skipped).

    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "h"); _ = open(p, "w").write("# token\\nAuthorization: Bearer abc\\n")
    >>> read_header_file(p)
    {'Authorization': 'Bearer abc'}
    """
    headers: dict[str, str] = {}
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, sep, value = line.partition(":")
        if not sep or not name.strip() or any(c in name for c in " \t"):
            raise ValueError(f"{path}:{n}: not a 'Name: value' header line")
        headers[name.strip()] = value.strip()
    return headers


def netrc_authorization(url: str, path: str | Path | None = None) -> str | None:
    """A Basic ``Authorization`` value from the netrc entry of ``url``'s host (``path`` or ~/.netrc), else None."""
    host = urlsplit(url).hostname or ""
    try:
        entry = netrc.netrc(str(path) if path else None).authenticators(host)
    except FileNotFoundError:
        if path:
            raise
        return None
    if not entry:
        return None
    login, _, password = entry
    return "Basic " + base64.b64encode(f"{login}:{password or ''}".encode()).decode("ascii")


Transport = Callable[[str, str, bytes | None, Mapping[str, str]], tuple[int, bytes]]


def _urllib(method: str, url: str, body: bytes | None, headers: Mapping[str, str], timeout: float = 120
            ) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=body, method=method, headers=dict(headers))
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (http(s) checked by push)
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()
    except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
        raise PushError(f"{method} {url}: {getattr(exc, 'reason', exc)}") from exc


def _ntriples(store: ox.Store, graph: ox.NamedNode | ox.DefaultGraph) -> bytes:
    return store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=graph) or b""


def push(dataset: str | Path, endpoint: str, *, headers: Mapping[str, str] | None = None,
         manifest: str = DEFAULT_MANIFEST, transport: Transport | None = None) -> PushResult:
    """Replace, in the Graph Store at ``endpoint``, every graph of the TriG or N-Quads file ``dataset``, and delete
    the graphs an earlier push sent that the file no longer has (see the module docstring).

    ``headers`` are sent with every request (authentication); ``transport`` replaces the HTTP client (tests).
    """
    if urlsplit(endpoint).scheme not in ("http", "https"):
        raise ValueError(f"{endpoint}: the Graph Store address must be an http(s) URL")
    dataset = Path(dataset)
    fmt = _FORMATS.get(dataset.suffix.lower())
    if fmt is None:
        raise ValueError(f"{dataset}: push takes a dataset with its named graphs (.trig or .nq)")
    store = ox.Store()
    store.bulk_load(path=str(dataset), format=fmt)
    send = transport or _urllib
    base_headers = dict(headers or {})

    def request(method: str, graph: str | None, body: bytes | None = None, ok: tuple[int, ...] = (200, 201, 204),
                accept: str | None = None) -> tuple[int, bytes]:
        url = graph_url(endpoint, graph)
        h = dict(base_headers)
        if body is not None:
            h["Content-Type"] = "application/n-triples"
        if accept:
            h["Accept"] = accept
        status, answer = send(method, url, body, h)
        if status not in ok:
            raise PushError(f"{method} {url}: HTTP {status}: {answer[:300].decode('utf-8', 'replace').strip()}")
        return status, answer

    status, old = request("GET", manifest, ok=(200, 404), accept="application/n-triples")
    previous = set()
    if status == 200 and old.strip():
        previous = {t.object.value for t in ox.parse(old, format=ox.RdfFormat.N_TRIPLES)
                    if t.predicate == _MEMBER and isinstance(t.object, ox.NamedNode)}
    graphs = sorted((g for g in store.named_graphs() if isinstance(g, ox.NamedNode)), key=lambda g: g.value)
    replaced = []
    for g in graphs:
        body = _ntriples(store, g)
        request("PUT", g.value, body)
        replaced.append((g.value, body.count(b"\n")))
    default = _ntriples(store, ox.DefaultGraph())
    if default:
        request("PUT", None, default)
    current = {g.value for g in graphs}
    deleted = sorted(previous - current)
    for iri in deleted:
        request("DELETE", iri, ok=(200, 204, 404))
    m = ox.NamedNode(manifest)
    members = b"".join(f"{m} {_MEMBER} {g} .\n".encode() for g in graphs)
    request("PUT", manifest, members)
    return PushResult(tuple(replaced), tuple(deleted), default.count(b"\n"))
