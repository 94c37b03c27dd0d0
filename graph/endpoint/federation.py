"""Which remote endpoints a SPARQL query would call through ``SERVICE``, and the served endpoint's refusal of them.

A ``SERVICE`` clause makes the engine send an HTTP request to the IRI it names (pyoxigraph does so): on a public
endpoint that is a request forgery open to anyone (the server calls hosts of the caller's choosing, the loopback
and the private network included).  The endpoint of ``scholarkg serve`` therefore refuses every ``SERVICE`` unless
the operator allows its host; ``scholarkg query`` on a user's own file keeps federation.

The query text is scanned, not parsed: comments, string literals and the contents of IRIs are blanked, then the
keyword is looked for where a keyword can stand (not inside a prefixed name, a variable or a blank node label).
A keyword the scan finds is refused even if the parser would have rejected the query anyway, so the scan errs on
the side of refusal.

>>> service_targets('SELECT * WHERE { SERVICE <http://example.org/sparql> { ?s ?p ?o } }')
('http://example.org/sparql',)
>>> service_targets('SELECT ?service WHERE { ?service ex:SERVICE "SERVICE <http://x>" } # SERVICE <http://y>')
()
>>> check_federation('SELECT * { service silent ?endpoint { ?s ?p ?o } }', allowed=("example.org",))
Traceback (most recent call last):
...
graph.endpoint.federation.FederationRefused: SERVICE with a variable or prefixed name is refused (the endpoint it would call is not known before the query runs)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import urlsplit

from graph.errors import GraphError

__all__ = ["FederationRefused", "service_targets", "check_federation"]


class FederationRefused(GraphError, PermissionError):
    """A query that would call a remote endpoint the operator has not allowed."""


# Comments, strings (long and short, either quote) and IRIs, in the order the SPARQL grammar tries them.
_LEXEMES = re.compile(r'''
    (?P<long>"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^'\\]|\\.|'(?!''))*\'\'\')
  | (?P<short>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
  | (?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
  | (?P<comment>\#[^\n]*)
''', re.VERBOSE)
_SERVICE = re.compile(r"(?<![\w?$:.\-])SERVICE(?![\w:\-])(?:\s+SILENT(?![\w:\-]))?\s*(\S?)", re.IGNORECASE)
_UNKNOWN = object()


def _blank(text: str) -> tuple[str, dict[int, str]]:
    """The query with strings and comments blanked, IRIs replaced by a placeholder; IRIs by position."""
    iris: dict[int, str] = {}
    out: list[str] = []
    last = 0
    for m in _LEXEMES.finditer(text):
        out.append(text[last:m.start()])
        if m.lastgroup == "iri":
            iris[sum(map(len, out))] = m.group()[1:-1]
            out.append("<" + " " * (len(m.group()) - 2) + ">")
        else:
            out.append(re.sub(r"[^\n]", " ", m.group()))
        last = m.end()
    out.append(text[last:])
    return "".join(out), iris


def service_targets(query: str) -> tuple[str | None, ...]:
    """The endpoint IRI of every ``SERVICE`` clause of ``query``, None where it is a variable or a prefixed name.

    See the module docstring for examples.
    """
    blanked, iris = _blank(query)
    targets: list[str | None] = []
    for m in _SERVICE.finditer(blanked):
        targets.append(iris.get(m.start(1)) if m.group(1) == "<" else None)
    return tuple(targets)


def check_federation(query: str, allowed: Iterable[str] = ()) -> None:
    """Raise :class:`FederationRefused` unless every ``SERVICE`` of ``query`` names an allowed host.

    ``allowed`` holds host names (``dbpedia.org``), ``host:port`` pairs, or ``*`` for any endpoint.

    >>> check_federation("SELECT * { ?s ?p ?o }")
    >>> check_federation("SELECT * { SERVICE <https://query.wikidata.org/sparql> { ?s ?p ?o } }",
    ...                  allowed=["query.wikidata.org"])
    >>> check_federation("SELECT * { SERVICE <http://127.0.0.1:7878/query> { ?s ?p ?o } }")
    Traceback (most recent call last):
    ...
    graph.endpoint.federation.FederationRefused: SERVICE <http://127.0.0.1:7878/query> is refused: this endpoint calls no remote endpoint (the operator allows hosts with --allow-service)
    """
    allowed = tuple(allowed)
    for target in service_targets(query):
        if "*" in allowed:
            continue
        if target is None:
            raise FederationRefused("SERVICE with a variable or prefixed name is refused (the endpoint it would "
                                    "call is not known before the query runs)")
        parts = urlsplit(target)
        host = (parts.hostname or "").lower()
        hostport = f"{host}:{parts.port}" if parts.port else host
        if parts.scheme not in ("http", "https") or not ({host, hostport} & {a.lower() for a in allowed}):
            why = ("this endpoint calls no remote endpoint" if not allowed
                   else f"its host is not among the allowed ({', '.join(allowed)})")
            raise FederationRefused(f"SERVICE <{target}> is refused: {why} (the operator allows hosts with "
                                    "--allow-service)")
