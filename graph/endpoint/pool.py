"""SPARQL queries on a persistent store, each in a worker process that is killed at the time limit.

Oxigraph runs a query to its end once started; a thread cannot stop it.  A :class:`QueryPool` keeps a few worker
processes, each with the store opened read-only (``Store.read_only``: readers beside a writer are allowed, nothing
can be written).  A query goes to an idle worker; if no answer comes within ``timeout`` seconds the worker is
killed and replaced, and the caller gets :class:`QueryTimeout`.  Results are serialised in the worker, in the
format content negotiation chose, and cut at ``max_bytes`` (:class:`ResultTooLarge`): a query cannot make the
server hold an unbounded answer.

Workers are started by multiprocessing's "forkserver" method with this module preloaded.  The first worker starts
the server process (a fresh interpreter, single-threaded, that opens no store), which imports this module, and with
it the whole ``graph`` package, once; every worker, the first ones and each one that replaces a worker killed at
the time limit, is forked from it and opens the store itself.  A replacement answers within a few hundredths of a
second instead of the second a spawned worker spends importing the package (benchmarks/RESULTS.md, issue 17).  The
calling process is never forked: it runs the ASGI server's threads, and a fork copies only the forking thread,
with whatever locks the others held.  There is one forkserver per process, and it reads its preload list when it
starts.  It imports that list on a ``sys.path`` of its own, the working directory first, not the caller's
(CPython gh-117378, fixed in late 2024 for 3.12 and later, not for 3.10 and 3.11), so a ``graph`` package there
(another checkout, anything of that name) could be another copy than the caller's.  A probe process started as
the workers are checks that the forkserver holds this very file as this module; where it does not (another copy,
or a forkserver something else started first without the preload) the workers are spawned.  They are spawned too
where there is no forkserver (Windows), or where its socket is open to every local user (CVE-2022-42919, Python
before 3.10.9).

>>> import tempfile, pyoxigraph as ox
>>> path = tempfile.mkdtemp()
>>> s = ox.Store(path); s.add(ox.Quad(ox.NamedNode("http://a"), ox.NamedNode("http://b"), ox.Literal("c"),
...                               ox.NamedNode("http://g"))); s.flush(); del s
>>> with QueryPool(path, workers=1, timeout=30) as pool:
...     answer = pool.run("SELECT ?o WHERE { ?s ?p ?o }", accept="text/csv")
>>> answer.media_type, answer.body
('text/csv; charset=utf-8', b'o\\r\\nc\\r\\n')
"""

from __future__ import annotations

import io
import multiprocessing as mp
import os
import queue
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from graph.errors import GraphError

__all__ = ["Answer", "QueryPool", "QueryTimeout", "ResultTooLarge", "NotAcceptable", "QueryFailed",
           "negotiate"]

#: Result formats of SELECT and ASK, then of CONSTRUCT and DESCRIBE; the first is the default.
SOLUTION_TYPES: dict[str, ox.QueryResultsFormat] = {
    "application/sparql-results+json": ox.QueryResultsFormat.JSON,
    "application/sparql-results+xml": ox.QueryResultsFormat.XML,
    "text/csv": ox.QueryResultsFormat.CSV,
    "text/tab-separated-values": ox.QueryResultsFormat.TSV,
    "application/json": ox.QueryResultsFormat.JSON,
    "application/xml": ox.QueryResultsFormat.XML,
}
GRAPH_TYPES: dict[str, ox.RdfFormat] = {
    "text/turtle": ox.RdfFormat.TURTLE,
    "application/n-triples": ox.RdfFormat.N_TRIPLES,
    "application/rdf+xml": ox.RdfFormat.RDF_XML,
    "application/ld+json": ox.RdfFormat.JSON_LD,
    "application/n-quads": ox.RdfFormat.N_QUADS,
    "application/trig": ox.RdfFormat.TRIG,
    "text/plain": ox.RdfFormat.N_TRIPLES,
}
_TEXTUAL = ("text/", "application/sparql-results+", "application/json", "application/xml", "application/n-",
            "application/trig", "application/ld+json", "application/rdf+xml")


class QueryFailed(GraphError, ValueError):
    """The query could not run (a syntax error, an unknown function...): the client's fault, HTTP 400."""


class QueryTimeout(GraphError, TimeoutError):
    """The query ran past the time limit and its worker was stopped."""


class ResultTooLarge(GraphError, OverflowError):
    """The serialised result grew past the size limit."""


class NotAcceptable(GraphError, ValueError):
    """No result format the client accepts fits the query's result (HTTP 406)."""


@dataclass(frozen=True)
class Answer:
    """A serialised query result."""

    media_type: str
    body: bytes


def negotiate(accept: str | None, offered: list[str]) -> str | None:
    """The offered media type the ``Accept`` header prefers (q-values and wildcards honoured; ties go to the
    order of ``offered``), None if it accepts none. No header, or ``*/*``, gives the first offered.

    >>> negotiate("text/csv;q=0.5, application/sparql-results+xml", ["application/sparql-results+json",
    ...           "application/sparql-results+xml", "text/csv"])
    'application/sparql-results+xml'
    >>> negotiate("text/*", ["application/sparql-results+json", "text/csv"]), negotiate("image/png", ["text/csv"])
    ('text/csv', None)
    """
    if not accept or not accept.strip():
        return offered[0] if offered else None
    ranges: list[tuple[str, float]] = []
    for part in accept.split(","):
        fields = [f.strip() for f in part.split(";")]
        q = 1.0
        for f in fields[1:]:
            if f.lower().startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        if fields[0]:
            ranges.append((fields[0].lower(), q))
    best: tuple[float, int, int] | None = None
    choice = None
    for i, media in enumerate(offered):
        major = media.split("/")[0]
        for pattern, q in ranges:
            exact = 3 if pattern == media else 2 if pattern == f"{major}/*" else 1 if pattern == "*/*" else 0
            if not exact or q <= 0:
                continue
            key = (q, exact, -i)
            if best is None or key > best:
                best, choice = key, media
    return choice


class _Capped(io.RawIOBase):
    def __init__(self, limit: int) -> None:
        self.buffer = bytearray()
        self.limit = limit

    def writable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        self.buffer += b
        if len(self.buffer) > self.limit:
            raise ResultTooLarge(f"the result is larger than the limit of {self.limit:,} bytes; add LIMIT to the "
                                 "query or ask the operator for a larger --max-result-bytes")
        return len(b)


def _media(media: str) -> str:
    return f"{media}; charset=utf-8" if media.startswith(_TEXTUAL) else media


def _execute(store: ox.Store, job: dict[str, Any]) -> tuple[str, Any]:
    subs = {ox.Variable(k): (ox.NamedNode(v[1:-1]) if v.startswith("<") and v.endswith(">") else ox.Literal(v))
            for k, v in job.get("bindings", {}).items()}
    try:
        graphs = [ox.NamedNode(g) for g in job.get("default_graphs", ())]
        named = [ox.NamedNode(g) for g in job.get("named_graphs", ())] or None
        result = store.query(job["query"], use_default_graph_as_union=not graphs, default_graph=graphs or None,
                             named_graphs=named, substitutions=subs or None)
    except (SyntaxError, ValueError, OSError, TypeError) as exc:
        return "failed", f"{type(exc).__name__}: {exc}"
    offered = list(GRAPH_TYPES) if isinstance(result, ox.QueryTriples) else list(SOLUTION_TYPES)
    media = negotiate(job.get("accept"), offered)
    if media is None:
        return "not-acceptable", f"this result is available as {', '.join(offered)}"
    fmt = GRAPH_TYPES[media] if isinstance(result, ox.QueryTriples) else SOLUTION_TYPES[media]
    out = _Capped(job["max_bytes"])
    try:
        result.serialize(out, fmt)
    except ResultTooLarge as exc:
        return "too-large", str(exc)
    except (ValueError, OSError) as exc:
        return "failed", f"{type(exc).__name__}: {exc}"
    return "ok", (_media(media), bytes(out.buffer))


def _worker(conn: Any, location: str) -> None:
    store = ox.Store.read_only(location)
    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            return
        conn.send(_execute(store, job))


def _context() -> Any:
    """The multiprocessing context that starts the workers (see the module docstring): forkserver with this
    module preloaded, where a process forked from it has this very file as this module; else spawn."""
    if "forkserver" in mp.get_all_start_methods() and sys.version_info >= (3, 10, 9):
        ctx = mp.get_context("forkserver")
        ctx.set_forkserver_preload([_worker.__module__])  # what unpickling the worker's target imports
        if _preloaded(ctx):
            return ctx
    return mp.get_context("spawn")


def _preloaded(ctx: Any) -> bool:
    """Whether a process started by ``ctx`` has this file as this module before its target runs (the forkserver
    imported it), checked by a probe whose target (``exec``) imports nothing of ``graph``.

    The forkserver imports its preload list on a ``sys.path`` of its own, the working directory first, not the
    caller's (CPython gh-117378, not fixed for 3.10 and 3.11): a ``graph`` package in the directory the server
    was started from (another checkout, or anything of that name) would be the one its workers run."""
    code = (f"import os, sys; m = sys.modules.get({_worker.__module__!r}); "
            f"sys.exit(0 if m is not None and os.path.realpath(m.__file__) == {os.path.realpath(__file__)!r} else 3)")
    try:
        probe = ctx.Process(target=exec, args=(code, {}), daemon=True)
        probe.start()
        probe.join(60)
    except OSError:
        return False
    if probe.exitcode is None:
        probe.kill()
        probe.join()
    return probe.exitcode == 0


class _Worker:
    def __init__(self, ctx: Any, location: str) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child, location), daemon=True)
        self.process.start()
        child.close()

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.conn.close()


class QueryPool:
    """``workers`` processes answering queries on the store at ``location`` (see the module docstring)."""

    def __init__(self, location: str | Path, *, workers: int = 2, timeout: float = 30.0,
                 max_bytes: int = 64 * 2**20) -> None:
        location = str(location)
        if not Path(location).is_dir():
            raise FileNotFoundError(f"{location}: not an Oxigraph store folder (scholarkg build --store DIR)")
        ox.Store.read_only(location)  # fail here, in the caller, if it is not a store
        self.location, self.timeout, self.max_bytes = location, timeout, max_bytes
        self._ctx = _context()
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._all: list[_Worker] = []
        self._lock = threading.Lock()
        for _ in range(max(1, workers)):
            self._add()

    def _add(self) -> None:
        w = _Worker(self._ctx, self.location)
        with self._lock:
            self._all.append(w)
        self._idle.put(w)

    def run(self, query: str, *, accept: str | None = None, bindings: dict[str, str] | None = None,
            default_graphs: Sequence[str] = (), named_graphs: Sequence[str] = ()) -> Answer:
        """Run ``query``; ``bindings`` substitute variables (``<iri>`` for an IRI, else a plain literal), never
        by formatting them into the text; ``default_graphs`` / ``named_graphs`` are the protocol's
        ``default-graph-uri`` / ``named-graph-uri`` (none: the union of all graphs is the default graph).
        Raises QueryFailed, QueryTimeout, ResultTooLarge or NotAcceptable."""
        w = self._idle.get()
        try:
            w.conn.send({"query": query, "accept": accept, "bindings": dict(bindings or {}),
                         "default_graphs": list(default_graphs), "named_graphs": list(named_graphs),
                         "max_bytes": self.max_bytes})
            ready = w.conn.poll(self.timeout)
            status, value = w.conn.recv() if ready else ("timeout", None)
        except (EOFError, OSError, BrokenPipeError):
            status, value = "crashed", None
        if status in ("timeout", "crashed"):
            w.stop()
            with self._lock:
                self._all.remove(w)
            self._add()
            if status == "timeout":
                raise QueryTimeout(f"the query ran past the time limit of {self.timeout:g} s and was stopped")
            raise QueryFailed("the query stopped the worker that ran it")
        self._idle.put(w)
        if status == "failed":
            raise QueryFailed(value)
        if status == "too-large":
            raise ResultTooLarge(value)
        if status == "not-acceptable":
            raise NotAcceptable(value)
        return Answer(*value)

    def close(self) -> None:
        """Stop every worker."""
        with self._lock:
            workers, self._all = self._all, []
        for w in workers:
            w.stop()

    def __enter__(self) -> QueryPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
