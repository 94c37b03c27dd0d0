"""Helpers for long runs: a progress bar (tqdm on standard error, only when someone is watching or the run is
long), a parallel map that keeps order, a memory budget it keeps to, and a pause of the cyclic garbage collector.

>>> list(progress(range(3), total=3, desc="reading"))   # a short run, not on a terminal: no bar
[0, 1, 2]
"""

from __future__ import annotations

import gc
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, TypeVar

__all__ = ["progress", "parallel_map", "parallel_imap", "paused_gc", "LONG_RUN", "Mapper", "ordered_results", "batches",
           "MemoryBudget", "memory_budget", "parse_size", "resident_bytes", "peak_bytes", "affordable_workers",
           "WORKER_SHARE"]

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


#: What a forked worker process adds to the memory of a run, as a share of its parent's resident memory when it is
#: forked: the pages it copies as it reads the objects it inherited (their reference counts change) and what its
#: tasks make. Measured on the default build of 10,000 generated CVs (eleventh round, two workers): 5,766 MiB for
#: all processes together (the sum of their proportional set sizes) with a parent of 3,765 MiB, about 0.27 of the
#: parent for each worker; rounded up.
WORKER_SHARE = 0.3


@dataclass(frozen=True)
class MemoryBudget:
    """At most ``limit`` bytes for a run's processes together; each decision to fork fewer workers than asked (or
    none) is told to ``log``."""

    limit: int
    log: Callable[[str], None] | None = None


_BUDGET: ContextVar[MemoryBudget | None] = ContextVar("scholarkg_memory_budget", default=None)


@contextmanager
def memory_budget(limit: int | None, log: Callable[[str], None] | None = None) -> Iterator[None]:
    """Inside the block, :func:`parallel_imap` (and :func:`parallel_map`) fork only as many worker processes as
    keep this process and its workers within ``limit`` bytes (None: no budget), by :func:`affordable_workers`; the
    results are the same, only the number of processes changes.

    >>> with memory_budget(1):
    ...     sorted(set(parallel_map(_pid, range(8), workers=2))) == [os.getpid()]   # no room to fork: run here
    True
    """
    token = _BUDGET.set(MemoryBudget(limit, log) if limit else None)
    try:
        yield
    finally:
        _BUDGET.reset(token)


def _pid(_: object) -> int:
    return os.getpid()


_UNITS = {"": 1, "k": 2**10, "m": 2**20, "g": 2**30, "t": 2**40}


def parse_size(text: str) -> int:
    """A memory size as written on a command line, in bytes: a number and an optional unit K, M, G or T (powers of
    1,024; "GiB", "GB" and "G" alike).

    >>> parse_size("4G"), parse_size("1.5 GiB"), parse_size("512m"), parse_size("1048576")
    (4294967296, 1610612736, 536870912, 1048576)
    >>> parse_size("four")
    Traceback (most recent call last):
    ValueError: not a memory size: 'four' (a number and K, M, G or T, as 4G or 512M)
    """
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(?:([kmgt])(?:i?b)?|b)?\s*", text, re.I)
    size = int(float(m[1]) * _UNITS[(m[2] or "").lower()]) if m is not None else 0
    if size < 1:
        raise ValueError(f"not a memory size: {text!r} (a number and K, M, G or T, as 4G or 512M)")
    return size


def resident_bytes() -> int:
    """This process's resident memory now (Linux: ``/proc/self/statm``); elsewhere its peak so far, which is never
    less.

    >>> resident_bytes() > 0
    True
    """
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return peak_bytes()


def peak_bytes(children: bool = False) -> int:
    """The peak resident memory of this process so far, or with ``children`` of the largest of its finished child
    processes (POSIX ``getrusage``: ``ru_maxrss`` is in KiB on Linux, in bytes on macOS).

    >>> peak_bytes() >= 2**20
    True
    """
    import resource     # POSIX only: imported where asked for

    peak = resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def affordable_workers(workers: int, desc: str = "", resident: int | None = None) -> int:
    """How many of ``workers`` processes to fork now under the :func:`memory_budget` in force: the most whose
    estimated memory, this process's ``resident`` bytes (default: now) and :data:`WORKER_SHARE` of it for each
    worker, fits the budget; 1 (run in this process) when not even two fit. Each reduction is told to the
    budget's ``log``, named by ``desc``.

    >>> affordable_workers(2)       # no budget: as asked
    2
    >>> with memory_budget(4 * 2**30, log=print):
    ...     affordable_workers(2, "persons", resident=3 * 2**30), affordable_workers(2, "RDF", resident=2**30)
    persons: in this process, not on 2 worker processes (3.0 GiB in use, about 4.8 GiB with them; memory budget 4.0 GiB)
    (1, 2)
    """
    budget = _BUDGET.get()
    if budget is None or workers <= 1:
        return workers
    used = resident if resident is not None else resident_bytes()
    fits = workers
    while fits > 1 and used * (1 + fits * WORKER_SHARE) > budget.limit:
        fits -= 1
    if fits < workers and budget.log is not None:
        where = "in this process" if fits <= 1 else f"on {fits} worker processes"
        budget.log(f"{desc}: {where}, not on {workers} worker processes ({_gib(used)} in use, about "
                   f"{_gib(used * (1 + workers * WORKER_SHARE))} with them; memory budget {_gib(budget.limit)})")
    return fits


def _gib(n: float) -> str:
    return f"{n / 2**30:.1f} GiB"


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

    Under a :func:`memory_budget`, fewer workers are forked (or none: the items run in this process) where the
    budget has no room for them, asked before the first part and again before each next one.

    >>> list(parallel_imap(abs, [-1, 2, -3], workers=1))
    [1, 2, 3]
    >>> list(parallel_imap(abs, [-1, 2, -3, 4, -5, 6, -7, 8], workers=2, pools=3))
    [1, 2, 3, 4, 5, 6, 7, 8]
    >>> _part_bounds([8, 1, 1, 1, 1, 1, 1, 1, 1], 2), _part_bounds([1] * 6, 3), _part_bounds([1, 1], 5)
    ([0, 1, 9], [0, 2, 4, 6], [0, 1, 2])
    """
    call: Callable[[T], object] = fn if context is None else partial(_with_context, fn)
    local = fn if context is None else partial(fn, context)
    asked = workers
    if workers > 1 and len(items) >= 2 * workers:
        workers = affordable_workers(workers, desc)     # a memory budget in force may leave no room for them
    if workers <= 1 or len(items) < 2 * workers:
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
        for part, (start, stop) in enumerate(zip(bounds, bounds[1:])):
            # the parent grows with the results of each part: a memory budget is asked again before each
            fits = workers if part == 0 else min(workers, affordable_workers(asked, desc))
            if fits <= 1:
                yield from map(local, items[start:stop])
                continue
            gc.freeze()     # what the parent made since the last part too
            with ProcessPoolExecutor(max_workers=fits, initializer=_start_worker, initargs=(context,)) as pool:
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
