"""The build on a Dask cluster (``scholarkg build --scheduler``): the per-file and per-CV work as Dask tasks.

What runs as tasks:

- reading every CV file and collecting its mentions (parsing every author list, the costly part of the
  resolution's input), one task per file;
- the works' title blocks, scored in batches (:func:`graph.resolution.works.score_blocks`);
- the persons' partitions (:mod:`graph.resolution.persons.partitions`), each with its part of the indexes;
- the CV graphs, in shards of consecutive CVs (:mod:`graph.rdf.shards`), each with its part of the index: a task
  makes its shard's statements and its SHACL check, and writes its TriG (and N-Quads) into the output folder as a
  file of its own where it can see that folder (a local cluster, or workers that share the output's file system;
  elsewhere it sends the texts back); the process that called the build joins the files into the graph files in
  order, as the shards finish.

What stays in that process: the merges (a greedy order over all pairs), the venue and institution table lookups,
the entities' statements (the default graph, in a store the page reads) and their check, the page and the report;
and it receives every file's records and mentions (the report, the cache and the resolution read them). The output is byte-identical to the single-process build for any cluster
(``tests/graph/test_distributed.py``).

Fault tolerance is Dask's: a worker that dies is replaced by its nanny and its tasks run again elsewhere (up to
``distributed.scheduler.allowed-failures`` times); a file that cannot be read is a failure in its LoadResult,
as in the single-process build, never a failed task.

>>> from distributed import Client
>>> with Client(processes=False, n_workers=1, dashboard_address=None) as client:
...     DaskMapper(client)(abs, [-1, 2, -3])
[1, 2, 3]
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from graph.progress import progress

__all__ = ["DaskMapper", "dask_mapper"]


class DaskMapper:
    """A map over a Dask ``distributed.Client``, usable wherever the build takes a ``mapper``."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def __call__(self, fn: Callable[[Any], Any], items: Sequence[Any], desc: str = "") -> list:
        """``fn`` over ``items`` as Dask tasks, results in the order of ``items`` (:meth:`imap`, all of them);
        ``fn`` must be importable by the workers (a module-level function of this project)."""
        return list(self.imap(fn, items, desc))

    def imap(self, fn: Callable[[Any], Any], items: Sequence[Any], desc: str = "", window: int = 16
             ) -> Iterator[Any]:
        """``fn`` over ``items`` as Dask tasks, all submitted at once; the results yielded in the order of
        ``items``, fetched ``window`` at a time (one round trip each) and let go on the cluster once fetched: the
        window being fetched is all this process holds (each result handed over is dropped here), the workers keep
        those not reached yet.

        >>> from distributed import Client
        >>> with Client(processes=False, n_workers=1, dashboard_address=None) as client:
        ...     list(DaskMapper(client).imap(abs, [-1, 2, -3], window=2))
        [1, 2, 3]
        """
        if not items:
            return
        futures: list[Any] = self.client.map(fn, list(items), pure=False)

        def fetch() -> Iterator[Any]:
            for start in range(0, len(futures), window):
                results = self.client.gather(futures[start:start + window])
                futures[start:start + window] = [None] * len(results)   # the last references: the cluster lets go
                results.reverse()
                while results:          # handed over one by one, so none is held here once the caller is done
                    yield results.pop()

        try:
            yield from progress(fetch(), total=len(futures), desc=desc, unit="task")
        finally:
            self.client.cancel([f for f in futures if f is not None])

@contextmanager
def dask_mapper(scheduler: str, workers: int | None = None, *, log: Callable[[str], None] | None = None
                ) -> Iterator[DaskMapper]:
    """A :class:`DaskMapper` on the cluster at ``scheduler`` (``tcp://HOST:8786``), or on a LocalCluster of
    ``workers`` processes when ``scheduler`` is ``local``; the dashboard address is given to ``log`` (stderr by
    default). The client (and a local cluster) is closed on exit."""
    from distributed import Client, LocalCluster

    say = log or (lambda text: print(text, file=sys.stderr))
    cluster = None
    if scheduler == "local":
        cluster = LocalCluster(n_workers=workers or 1, threads_per_worker=1, processes=True,
                               dashboard_address=":0", silence_logs=40)
        client = Client(cluster)
    else:
        client = Client(scheduler)
    try:
        link = getattr(client, "dashboard_link", "") or "none"
        say(f"Dask scheduler {client.scheduler.address}, {len(client.nthreads())} worker(s); dashboard {link}")
        yield DaskMapper(client)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
