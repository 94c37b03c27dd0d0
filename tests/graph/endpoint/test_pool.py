"""QueryPool in this process: the workers are forked from the forkserver with the pool's module preloaded (not
spawned, which imports the whole ``graph`` package again in each), a worker killed at the time limit is replaced by
one that answers, and where there is no safe forkserver, or the forkserver holds another copy of the module (one in
the working directory, CPython gh-117378), the workers are spawned as before.

The forkserver is one per process and reads its preload when it starts; nothing else in the test run starts it on
Python 3.11 (the build's process pools fork), so the first pool made here starts it.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pyoxigraph as ox
import pytest

from graph.endpoint import pool as poolmod
from graph.endpoint.pool import QueryPool, QueryTimeout

QUERY = "SELECT ?o WHERE { <http://a/1> ?p ?o }"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"   # 200^4 rows
FORKSERVER = "forkserver" in mp.get_all_start_methods() and sys.version_info >= (3, 10, 9)
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> str:
    path = str(tmp_path_factory.mktemp("store"))
    s = ox.Store(path)
    for i in range(200):
        s.add(ox.Quad(ox.NamedNode(f"http://a/{i}"), ox.NamedNode("http://b"), ox.Literal(f"c{i}"),
                      ox.NamedNode("http://g")))
    s.flush()
    del s
    return path


@pytest.mark.skipif(not FORKSERVER, reason="no forkserver start method here (or one any local user could reach)")
def test_workers_come_from_a_forkserver_that_preloaded_the_pool(store):
    with QueryPool(store, workers=1, timeout=60) as pool:
        assert pool._ctx.get_start_method() == "forkserver"
        assert pool.run(QUERY, accept="text/csv").body == b"o\r\nc1\r\n"
        # a process started as the workers are, whose target (exec) needs nothing of graph: the pool's module is
        # there before the target runs only if the forkserver imported it (a spawned process would not have it)
        probe = pool._ctx.Process(target=exec, args=(
            "import sys; sys.exit(0 if 'graph.endpoint.pool' in sys.modules else 3)", {}))
        probe.start()
        probe.join(60)
        assert probe.exitcode == 0


def test_a_worker_killed_at_the_time_limit_is_replaced_and_the_next_query_answered(store):
    with QueryPool(store, workers=1, timeout=60) as pool:
        pool.run(QUERY)          # the worker is up (the time limit counts from the hand-over, start-up included)
        (first,) = pool._all
        pool.timeout = 0.5
        with pytest.raises(QueryTimeout, match="time limit of 0.5 s"):
            pool.run(SLOW)
        assert not first.process.is_alive()
        pool.timeout = 60
        (second,) = pool._all
        assert second is not first and second.process.is_alive()
        assert pool.run(QUERY, accept="text/csv").body == b"o\r\nc1\r\n"


@pytest.mark.parametrize("platform", ["no forkserver", "Python 3.10.8"])
def test_workers_are_spawned_where_there_is_no_safe_forkserver(store, monkeypatch, platform):
    if platform == "no forkserver":
        monkeypatch.setattr(poolmod.mp, "get_all_start_methods", lambda: ["spawn"])
    else:
        monkeypatch.setattr(poolmod, "sys", SimpleNamespace(version_info=(3, 10, 8)))
    assert poolmod._context().get_start_method() == "spawn"
    if platform == "no forkserver":  # one spawned worker answers (about a second: it imports the package)
        with QueryPool(store, workers=1, timeout=60) as pool:
            assert pool._ctx.get_start_method() == "spawn"
            assert pool.run(QUERY, accept="text/csv").body == b"o\r\nc1\r\n"


@pytest.mark.skipif(not FORKSERVER, reason="no forkserver start method here (or one any local user could reach)")
def test_workers_are_spawned_where_the_forkserver_holds_another_copy_of_the_module(store, monkeypatch):
    """The probe compares files: a forkserver whose ``graph.endpoint.pool`` is not this file is not used."""
    assert poolmod._context().get_start_method() == "forkserver"
    monkeypatch.setattr(poolmod, "__file__", str(Path(poolmod.__file__).with_name("elsewhere.py")))
    assert poolmod._context().get_start_method() == "spawn"


@pytest.mark.skipif(not FORKSERVER, reason="no forkserver start method here (or one any local user could reach)")
def test_a_graph_package_in_the_working_directory_does_not_answer_the_queries(store, tmp_path):
    """Python 3.10 and 3.11's forkserver imports its preload on its own path, the working directory first (CPython
    gh-117378): started from a directory holding another ``graph`` package, it would hold that one, and the
    workers forked from it would run its code. The caller's package (on PYTHONPATH, the script elsewhere) answers."""
    fake = tmp_path / "cwd" / "graph" / "endpoint"
    fake.mkdir(parents=True)
    for init in (fake.parent / "__init__.py", fake / "__init__.py"):
        init.write_text("")
    (fake / "pool.py").write_text(
        "def _worker(conn, location):\n"
        "    while conn.recv() is not None:\n"
        "        conn.send(('ok', ('text/csv', b'from the package in the working directory')))\n")
    script = tmp_path / "script" / "run.py"
    script.parent.mkdir()
    script.write_text(
        "if __name__ == '__main__':\n"
        "    import sys\n"
        "    from graph.endpoint.pool import QueryPool\n"
        "    with QueryPool(sys.argv[1], workers=1, timeout=60) as pool:\n"
        f"        sys.stdout.buffer.write(pool.run({QUERY!r}, accept='text/csv').body)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, str(script), store], cwd=fake.parent.parent, env=env,
                          capture_output=True, timeout=120)
    assert done.stdout == b"o\r\nc1\r\n", done.stderr.decode()[-2000:]
