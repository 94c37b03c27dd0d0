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


def test_a_memory_budget_without_room_runs_the_items_here_and_says_so():
    import os

    from graph.progress import memory_budget, parallel_imap

    told: list[str] = []
    with memory_budget(1, log=told.append):
        got = list(parallel_imap(_pid_of, list(range(8)), workers=2, desc="persons"))
    assert got == [(i, os.getpid()) for i in range(8)]
    assert len(told) == 1 and told[0].startswith("persons: in this process, not on 2 worker processes")
    got = list(parallel_imap(_pid_of, list(range(8)), workers=2))      # the budget ended with its block
    assert {pid for _, pid in got} - {os.getpid()}


def test_a_budget_with_room_forks_the_workers_asked_for():
    import os

    from graph.progress import memory_budget, parallel_imap

    told: list[str] = []
    with memory_budget(2**50, log=told.append):
        got = list(parallel_imap(_pid_of, list(range(8)), workers=2))
    assert [i for i, _ in got] == list(range(8)) and os.getpid() not in {pid for _, pid in got} and not told


def test_the_budget_is_asked_again_before_each_part(monkeypatch):
    """A parent that grows past the budget between parts runs the later parts itself."""
    import os

    import graph.progress as progress_module
    from graph.progress import memory_budget, parallel_imap

    sizes = iter([2**20, 2**40, 2**40])     # 1 MiB before the first part, then 1 TiB
    monkeypatch.setattr(progress_module, "resident_bytes", lambda: next(sizes))
    with memory_budget(2**30):
        got = list(parallel_imap(_pid_of, list(range(24)), workers=2, pools=3))
    assert [i for i, _ in got] == list(range(24))
    here = [i for i, pid in got if pid == os.getpid()]
    assert here == list(range(8, 24))       # the first part on workers, the two others in this process


def test_sizes_on_the_command_line():
    import pytest

    from graph.progress import parse_size

    assert parse_size("4G") == parse_size("4 GiB") == parse_size("4gb") == 4 * 2**30
    assert parse_size("0.5T") == 2**39 and parse_size("100") == 100
    assert parse_size("512b") == parse_size("512") == 512
    for bad in ("", "4X", "-1G", "0", "0.5", "G4", "4 G B", "1ib"):
        with pytest.raises(ValueError):
            parse_size(bad)


def test_a_later_part_names_the_workers_asked_for(monkeypatch):
    import graph.progress as progress_module
    from graph.progress import memory_budget, parallel_imap

    sizes = iter([2**29, 2**40, 2**40])     # half a GiB before the first part (room for 3 of 4), then 1 TiB
    monkeypatch.setattr(progress_module, "resident_bytes", lambda: next(sizes))
    told: list[str] = []
    with memory_budget(2**30, log=told.append):
        got = list(parallel_imap(_pid_of, list(range(48)), workers=4, pools=3, desc="persons"))
    assert [i for i, _ in got] == list(range(48))
    assert told[0].startswith("persons: on 3 worker processes, not on 4")
    assert told[1:] == [told[1]] * 2 and told[1].startswith("persons: in this process, not on 4 worker processes")
