"""graph.progress.parallel_map: results in order; the collector paused in this process while results arrive, on in
the workers."""

from __future__ import annotations

import gc

import graph.progress
from graph.progress import parallel_map


def _collector_state(item: int) -> tuple[int, bool]:
    return item, gc.isenabled()


def test_workers_collect_garbage_and_the_caller_gets_its_collector_back(monkeypatch):
    seen: list[bool] = []       # the caller's collector while each result arrives
    real = graph.progress.progress

    def watched(iterable, **kwargs):
        for item in real(iterable, **kwargs):
            seen.append(gc.isenabled())
            yield item

    monkeypatch.setattr(graph.progress, "progress", watched)
    assert gc.isenabled()
    out = parallel_map(_collector_state, list(range(8)), workers=2)
    assert [i for i, _ in out] == list(range(8))
    assert all(enabled for _, enabled in out)       # the workers turned it on again for themselves
    assert seen == [False] * 8                      # paused here while the results came in
    assert gc.isenabled()


def test_a_stream_closed_early_gives_the_caller_its_collector_back():
    from graph.progress import parallel_imap

    stream = parallel_imap(_collector_state, list(range(8)), workers=2)
    assert next(stream) == (0, True) and not gc.isenabled()     # paused while the results come in
    stream.close()                                                # the caller stops reading
    assert gc.isenabled() and gc.get_freeze_count() == 0


def _pid_of(item: int) -> tuple[int, int]:
    import os

    return item, os.getpid()


def test_parts_run_on_workers_forked_afresh_in_order():
    from graph.progress import parallel_imap

    got = list(parallel_imap(_pid_of, list(range(24)), workers=2, pools=3))
    assert [i for i, _ in got] == list(range(24))
    pids = [{pid for i, pid in got if lo <= i < lo + 8} for lo in (0, 8, 16)]
    assert all(pids) and not (pids[0] & pids[1]) and not (pids[1] & pids[2]) and not (pids[0] & pids[2])
