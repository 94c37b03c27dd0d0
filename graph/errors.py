"""The exception root of the graph package.

>>> from graph.resolution.model import ResolutionError
>>> issubclass(ResolutionError, GraphError)
True
"""

__all__ = ["GraphError"]


class GraphError(Exception):
    """Root of the errors raised by the graph stage; messages name the file and line they concern."""
