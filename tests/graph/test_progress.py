"""graph.progress.parallel_map: results in order; the collector paused in this process while results arrive, on in
the workers."""

from __future__ import annotations

import gc

from graph.progress import parallel_map


def _collector_state(item: int) -> tuple[int, bool]:
    return item, gc.isenabled()


def test_workers_collect_garbage_and_the_caller_gets_its_collector_back():
    assert gc.isenabled()
    out = parallel_map(_collector_state, list(range(8)), workers=2)
    assert [i for i, _ in out] == list(range(8))
    assert all(enabled for _, enabled in out)       # the workers turned it on again for themselves
    assert gc.isenabled()
