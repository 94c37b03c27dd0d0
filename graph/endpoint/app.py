"""``scholarkg serve``: a read-only SPARQL 1.1 Protocol endpoint over a built store, as an ASGI application.

Why an ASGI app over pyoxigraph rather than the Oxigraph server (``oxigraph serve-read-only``): the Oxigraph
server answers the protocol fully and has a time limit, but it follows any ``SERVICE`` clause (a request forgery
on a shared endpoint) and has no result size limit; and the collaboration page and a query page with this
project's canned queries are served beside the endpoint.  Both engines are the same Rust code (pyoxigraph).

Routes:
- ``GET /sparql?query=...`` and ``POST /sparql`` (``application/x-www-form-urlencoded`` with ``query=``, or
  ``application/sparql-query``), with ``default-graph-uri`` and ``named-graph-uri``; results by content
  negotiation (SPARQL JSON, XML, CSV, TSV; Turtle, N-Triples, RDF/XML, JSON-LD for graphs). The default graph is
  the union of the named graphs (one per CV) unless ``default-graph-uri`` names graphs.
- Updates (``update=``, ``application/sparql-update``) are refused with 403: the store is opened read-only.
- ``SERVICE`` is refused with 403 unless the operator allowed the host (:mod:`graph.endpoint.federation`).
- ``GET /canned/NAME?var=value`` runs a canned query with ``?var`` bound (``<iri>`` for an IRI, else a literal),
  as ``scholarkg query`` does: the values are bound, never formatted into the query.
- ``GET /`` the query page; ``GET /network.html`` the collaboration page, when one is given.

>>> [route.path for route in create_app("out/store").routes]   # the store is opened when the server starts
['/', '/sparql', '/query', '/canned/{name}', '/network.html']
"""

from __future__ import annotations

import json
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route

from graph.endpoint.federation import FederationRefused, check_federation
from graph.endpoint.pool import NotAcceptable, QueryFailed, QueryPool, QueryTimeout, ResultTooLarge

__all__ = ["create_app", "query_page"]

_HEADERS = {"X-Content-Type-Options": "nosniff", "Cache-Control": "no-store"}
_MAX_QUERY_BYTES = 1 << 20


def query_page() -> str:
    """The query page, with the canned queries as examples (JSON in a script element, ``<`` escaped).

    >>> "canned query" in query_page() and "</script>" in query_page()
    True
    """
    from graph.rdf.sparql import CANNED, _prologue, canned_query

    prologue = _prologue()
    data = {"prologue": prologue, "queries": {n: canned_query(n)[len(prologue):] for n in CANNED}}
    blob = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e").replace(
        "&", "\\u0026")
    page = resources.files("graph.endpoint").joinpath("web", "query.html").read_text(encoding="utf-8")
    return page.replace("__CANNED__", blob)


def _error(status: int, message: str) -> Response:
    return PlainTextResponse(message + "\n", status_code=status, headers=_HEADERS)


def create_app(store: str | Path, *, workers: int = 2, timeout: float = 30.0, max_result_bytes: int = 64 * 2**20,
               allow_service: tuple[str, ...] = (), page: str | Path | None = None) -> Starlette:
    """The endpoint over the Oxigraph store folder ``store`` (see the module docstring). ``timeout`` is the query
    time limit in seconds, ``max_result_bytes`` the largest serialised answer, ``allow_service`` the hosts a
    ``SERVICE`` clause may call (``*``: any), ``page`` the collaboration page served at ``/network.html``."""
    state: dict[str, Any] = {}
    page_path = Path(page) if page else None

    async def run(query: str, accept: str | None, bindings: dict[str, str] | None = None,
                  graphs: tuple[list[str], list[str]] = ([], [])) -> Response:
        if len(query.encode("utf-8", "replace")) > _MAX_QUERY_BYTES:
            return _error(413, "the query is longer than 1 MiB")
        try:
            check_federation(query, allow_service)
            answer = await run_in_threadpool(state["pool"].run, query, accept=accept, bindings=bindings,
                                             default_graphs=graphs[0], named_graphs=graphs[1])
        except FederationRefused as exc:
            return _error(403, str(exc))
        except NotAcceptable as exc:
            return _error(406, str(exc))
        except QueryTimeout as exc:
            return _error(503, str(exc))
        except ResultTooLarge as exc:
            return _error(503, str(exc))
        except QueryFailed as exc:
            return _error(400, f"query failed: {exc}")
        return Response(answer.body, media_type=answer.media_type, headers=_HEADERS)

    async def sparql(request: Request) -> Response:
        params = request.query_params
        accept = request.headers.get("accept")
        if request.method == "GET":
            if "update" in params:
                return _error(403, "this endpoint is read-only: updates are refused")
            queries = params.getlist("query")
            graphs = (params.getlist("default-graph-uri"), params.getlist("named-graph-uri"))
        else:
            ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
            body = await request.body()
            if len(body) > _MAX_QUERY_BYTES:
                return _error(413, "the request body is longer than 1 MiB")
            if ctype == "application/sparql-update":
                return _error(403, "this endpoint is read-only: updates are refused")
            if ctype == "application/sparql-query":
                queries = [body.decode("utf-8", "replace")]
                graphs = (params.getlist("default-graph-uri"), params.getlist("named-graph-uri"))
            elif ctype == "application/x-www-form-urlencoded":
                form = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
                if "update" in form:
                    return _error(403, "this endpoint is read-only: updates are refused")
                queries = form.get("query", [])
                graphs = (form.get("default-graph-uri", []), form.get("named-graph-uri", []))
            else:
                return _error(415, "POST a query as application/sparql-query or as query= in "
                                   "application/x-www-form-urlencoded")
        if len(queries) != 1:
            return _error(400, "give exactly one query (the query parameter)")
        return await run(queries[0], accept, graphs=graphs)

    async def canned(request: Request) -> Response:
        from graph.rdf.sparql import CANNED, canned_query

        name = request.path_params["name"]
        if name not in CANNED:
            return _error(404, f"no canned query {name!r}; known: {', '.join(CANNED)}")
        bindings = {k: v for k, v in request.query_params.items() if k.isidentifier()}
        return await run(canned_query(name), request.headers.get("accept"), bindings)

    async def index(request: Request) -> Response:
        return HTMLResponse(state["page"], headers=_HEADERS)

    async def network(request: Request) -> Response:
        if page_path is None or not page_path.is_file():
            return _error(404, "no collaboration page was given (scholarkg serve --page OUT/network.html)")
        return FileResponse(page_path, media_type="text/html; charset=utf-8", headers=_HEADERS)

    @asynccontextmanager
    async def lifespan(app: Starlette):
        state["pool"] = QueryPool(store, workers=workers, timeout=timeout, max_bytes=max_result_bytes)
        state["page"] = query_page()
        try:
            yield
        finally:
            state["pool"].close()

    routes = [Route("/", index), Route("/sparql", sparql, methods=["GET", "POST"]),
              Route("/query", sparql, methods=["GET", "POST"]), Route("/canned/{name}", canned),
              Route("/network.html", network)]
    return Starlette(routes=routes, lifespan=lifespan)
