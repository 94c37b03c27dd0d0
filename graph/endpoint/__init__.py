"""Serving and shipping a built graph: a read-only SPARQL endpoint (``scholarkg serve``) and loading into another
triple store over the SPARQL 1.1 Graph Store Protocol (``scholarkg push``).

>>> from graph.endpoint import check_federation
>>> check_federation("SELECT * { ?s ?p ?o }")
"""

from graph.endpoint.federation import FederationRefused, check_federation, service_targets
from graph.endpoint.pool import Answer, NotAcceptable, QueryFailed, QueryPool, QueryTimeout, ResultTooLarge, negotiate

__all__ = ["FederationRefused", "check_federation", "service_targets", "Answer", "NotAcceptable", "QueryFailed",
           "QueryPool", "QueryTimeout", "ResultTooLarge", "negotiate"]
