"""Helpers for long runs: a progress bar (tqdm on standard error, only when someone is watching or the run is
long), a parallel map that keeps order, and a pause of the cyclic garbage collector.

>>> list(progress(range(3), total=3, desc="reading"))   # a short run, not on a terminal: no bar
[0, 1, 2]
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from functools import partial
from typing import Any, Protocol, TypeVar

__all__ = ["progress", "parallel_map", "parallel_imap", "paused_gc", "LONG_RUN", "Mapper", "ordered_results", "batches"]

T = TypeVar("T")

class Mapper(Protocol):
    """Runs a function over items elsewhere (a cluster), results in order: ``mapper(fn, items, desc)``.
    :class:`graph.distributed.DaskMapper` is one."""

    def __call__(self, fn: Callable[[Any], Any], items: Sequence[Any], desc: str = "") -> list: ...


def ordered_results(mapper: Mapper, fn: Callable[[Any], Any], items: Sequence[Any], desc: str = "",
                    window: int = 16) -> Iterator[Any]:
    """``mapper(fn, items, desc)`` one result at a time, in order: through the mapper's ``imap`` when it has one
    (:meth:`graph.distributed.DaskMapper.imap`: the results are fetched from the cluster ``window`` at a time, as
    they are reached), else from the list it returns. A mapper that changes how tasks run (a subclass that overrides
    ``__call__``) must override ``imap`` too, or this goes round it.

    >>> list(ordered_results(lambda fn, items, desc="": [fn(i) for i in items], abs, [-1, 2]))
    [1, 2]
    """
    imap = getattr(mapper, "imap", None)
    yield from (imap(fn, items, desc, window) if imap is not None else mapper(fn, items, desc))


def batches(items: Iterable[T], weight: Callable[[T], int], size: int) -> list[list[T]]:
    """``items`` cut, in order, into runs of about ``size`` by ``weight``: the item that brings a run to ``size``
    or past it closes the run (tasks of a similar cost for a cluster).

    >>> batches([3, 1, 1, 5, 1], lambda x: x, 4)
    [[3, 1], [1, 5], [1]]
    """
    runs: list[list[T]] = []
    filled = size
    for item in items:
        if filled >= size:
            runs.append([])
            filled = 0
        runs[-1].append(item)
        filled += weight(item)
    return runs


#: a run of more items than this shows a bar even when standard error is not a terminal
LONG_RUN = 1000


def progress(items: Iterable[T], *, total: int | None = None, desc: str = "", enable: bool | None = None,
             unit: str = "file") -> Iterator[T]:
    """``items``, with a tqdm bar on standard error when ``enable`` (default: stderr is a terminal, or more than
    :data:`LONG_RUN` items).

    Parameters
    ----------
    items : iterable
        What to iterate over; yielded unchanged and in order.
    total : int, optional
        The number of items (default ``len(items)`` when it has one).
    desc : str
        The label in front of the bar ("reading", "resolving").
    enable : bool, optional
        Force the bar on or off.
    unit : str
        What an item is, on the bar ("file", "partition").

    Examples
    --------
    >>> list(progress(["a.txt", "b.txt"], desc="reading", enable=False))
    ['a.txt', 'b.txt']
    """
    if total is None and hasattr(items, "__len__"):
        total = len(items)  # type: ignore[arg-type]
    if enable is None:
        enable = sys.stderr.isatty() or (total or 0) > LONG_RUN
    if not enable:
        yield from items
        return
    from tqdm import tqdm

    yield from tqdm(items, total=total, desc=desc, file=sys.stderr, unit=unit, leave=False)


def parallel_map(fn: Callable[..., object], items: Sequence[T], workers: int = 1, desc: str = "",
                 context: object = None, chunk: int | None = None, unit: str = "file") -> list:
    """``fn`` over ``items`` in order, on ``workers`` processes (in this process when 1 or for a short list), with a
    progress bar on long runs. ``fn`` must be picklable (a module-level function).

    With ``context`` (not None), ``fn`` is called as ``fn(context, item)``: what every item needs (the indexes of
    a whole resolution run) is handed to each worker once when it starts, not with every item; on Linux the workers
    are forked and inherit it without a copy being pickled.

    >>> parallel_map(abs, [-1, 2, -3], workers=1)
    [1, 2, 3]
    >>> parallel_map(divmod, [7, 9], context=100)
    [(14, 2), (11, 1)]
    """
    return list(parallel_imap(fn, items, workers, desc, context, chunk, unit))


def parallel_imap(fn: Callable[..., object], items: Sequence[T], workers: int = 1, desc: str = "",
                  context: object = None, chunk: int | None = None, unit: str = "file", pools: int = 1,
                  weights: Sequence[float] | None = None) -> Iterator[Any]:
    """:func:`parallel_map` one result at a time, in order, each as soon as it and those before it are done: the
    caller can turn each into what it keeps before the next arrives.

    With ``pools`` > 1 the items are run in that many consecutive parts, each on workers forked afresh: a forked
    worker that reads the objects it inherits makes its own copy of every memory page they lie on (their reference
    counts change), so a worker that runs every part holds a copy of most of what it read by the end; a fresh one
    holds only its part's. The parts hold equal shares of ``weights`` (one per item; default: equal), so that
    items of unequal size (the largest first) are spread over the parts.

    >>> list(parallel_imap(abs, [-1, 2, -3], workers=1))
    [1, 2, 3]
    >>> list(parallel_imap(abs, [-1, 2, -3, 4, -5, 6, -7, 8], workers=2, pools=3))
    [1, 2, 3, 4, 5, 6, 7, 8]
    >>> _part_bounds([8, 1, 1, 1, 1, 1, 1, 1, 1], 2), _part_bounds([1] * 6, 3), _part_bounds([1, 1], 5)
    ([0, 1, 9], [0, 2, 4, 6], [0, 1, 2])
    """
    call: Callable[[T], object] = fn if context is None else partial(_with_context, fn)
    if workers <= 1 or len(items) < 2 * workers:
        local = fn if context is None else partial(fn, context)
        yield from progress(map(local, items), total=len(items), desc=desc, unit=unit)
        return
    if chunk is None:       # items of unequal cost (the largest first) go one at a time: ``chunk=1``
        chunk = max(1, min(64, len(items) // (workers * 8)))
    # the results are long-lived (the records of every CV): unpickled with the collector on, each full collection
    # rescanned all that came before (three pauses of about 3 s each at 10,000 CVs). The workers, forked while it
    # is paused here, turn it on again for themselves; what they inherit is frozen first (gc.freeze), so that their
    # collections never walk it: walking it copied the parent's heap page by page into each worker (10,000 CVs:
    # persons 102.6 -> 96.5 s on two workers).
    pools = max(1, min(pools, len(items) // (2 * workers)))
    bounds = _part_bounds([1.0] * len(items) if weights is None else weights, pools)

    def results() -> Iterator[Any]:
        for start, stop in zip(bounds, bounds[1:]):
            gc.freeze()     # what the parent made since the last part too
            with ProcessPoolExecutor(max_workers=workers, initializer=_start_worker, initargs=(context,)) as pool:
                yield from pool.map(call, items[start:stop], chunksize=chunk)

    with paused_gc():
        try:
            yield from progress(results(), total=len(items), desc=desc, unit=unit)
        finally:
            gc.unfreeze()


def _part_bounds(weights: Sequence[float], parts: int) -> list[int]:
    """Where ``parts`` consecutive runs of items of these ``weights`` start and end, each run at least one item and
    ending where the weight so far reaches its share of the whole (fewer runs when there are fewer items)."""
    total = float(sum(weights)) or 1.0
    bounds, done = [0], 0.0
    for i, w in enumerate(weights):
        done += w
        if len(bounds) < parts and done >= total * len(bounds) / parts and i + 1 < len(weights):
            bounds.append(i + 1)
    bounds.append(len(weights))
    return bounds


#: the ``context`` of :func:`parallel_map` in a worker process, set when the worker starts
_CONTEXT: object = None


def _start_worker(context: object) -> None:
    global _CONTEXT
    _CONTEXT = context
    gc.enable()


def _with_context(fn: Callable[[object, T], object], item: T) -> object:
    return fn(_CONTEXT, item)


@contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic garbage collector off inside the block, restored as it was after it.

    For stages that build millions of long-lived objects and few cycles (resolution): each full collection they
    trigger rescans the whole heap. Reference counting still frees everything that is not a cycle.

    >>> with paused_gc():
    ...     gc.isenabled()
    False
    >>> gc.isenabled()
    True
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
