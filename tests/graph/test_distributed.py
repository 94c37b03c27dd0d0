"""The build on a Dask cluster (a LocalCluster of 3 worker processes): byte-identical to the single-process build,
and unchanged when a worker is killed in the middle of the work."""

from __future__ import annotations

import os
import re
import signal
from pathlib import Path

import pytest

from benchmarks.generate import generate_corpus, write_corpus
from graph.build import RESOLUTION_FILES, _load_one, build
from graph.distributed import DaskMapper
from graph.rdf.shards import write_shard
from loaders import iter_inputs
from loaders.extract import DEFAULT_MAX_SECONDS

ROOT = Path(__file__).resolve().parents[2]
CVS = ROOT / "examples" / "cvs"
OUTPUTS = ("graph.trig", "graph.nq", "report.md", "report.json", "network.html", *RESOLUTION_FILES)


@pytest.fixture(scope="module")
def client():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=3, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=50) as cluster, distributed.Client(cluster) as c:
        yield c


def _cvs(folder: Path) -> list[Path]:
    """The generated CVs, without the generator's truth file beside them."""
    return sorted(folder.glob("cv*.txt"))


def _same_outputs(a: Path, b: Path, names=OUTPUTS) -> None:
    for name in names:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


class ProbeMapper(DaskMapper):
    """A :class:`DaskMapper` that keeps what the RDF shards' tasks gave back (the name of the files they wrote, their
    TriG text, their N-Quads); with ``kill_after``, kills (SIGKILL) a worker that holds tasks once that many
    results of a map have come (once in a run; its nanny starts a new one); ``blind`` removes the caller's marker
    before the shards' tasks run, as workers on machines that do not share the output's file system would not see
    it."""

    def __init__(self, client, kill_after: int | None = None, blind: bool = False) -> None:
        super().__init__(client)
        self.after, self.blind, self.killed, self.shards = kill_after, blind, None, []

    def _kill_a_busy_worker(self) -> None:
        processing = self.client.processing()
        busy = next((addr for addr, keys in sorted(processing.items()) if keys), None)
        assert busy is not None, "every task had finished before the kill: kill earlier"
        self.killed = self.client.run(os.getpid, workers=[busy])[busy]
        os.kill(self.killed, signal.SIGKILL)

    def imap(self, fn, items, desc="", window=16):
        if fn is write_shard and self.blind:
            options = items[0][1]
            (Path(options.parts) / options.marker).unlink()
        for done, result in enumerate(super().imap(fn, items, desc, window), 1):
            if done == self.after and self.killed is None:
                self._kill_a_busy_worker()
            if fn is write_shard:
                self.shards.append((result.part, result.trig, result.nquads))
            yield result


def test_examples_build_on_a_cluster_is_byte_identical(tmp_path, client):
    """Here the workers cannot see the output folder: the shards' texts come back to the build, the same bytes."""
    single = build([CVS], tmp_path / "single", formats=("trig", "nquads"))
    mapper = ProbeMapper(client, blind=True)
    spread = build([CVS], tmp_path / "dask", formats=("trig", "nquads"), mapper=mapper)
    assert single.ok and spread.ok and single.counts == spread.counts
    _same_outputs(tmp_path / "single", tmp_path / "dask")
    assert mapper.shards and all(part is None and trig and nq for part, trig, nq in mapper.shards)
    assert not (tmp_path / "dask" / ".parts").exists()


def test_a_build_on_a_cluster_that_loses_a_worker_is_byte_identical(tmp_path, client, monkeypatch):
    """72 generated CVs in shards of about 20,000 statements, one worker killed while the files are read: it is
    replaced, its tasks run again, and every output is byte for byte the single-process build's. The workers write
    the shards' texts into the output themselves; the build only joins the files. (Whole builds of 1,000 and 10,000
    CVs are compared byte for byte by benchmarks/distributed_bench.py.)"""
    import importlib
    from functools import partial

    stage = importlib.import_module("graph.build")      # the module (the package's ``build`` is the function)
    monkeypatch.setattr(stage, "write_dataset", partial(stage.write_dataset, size=20_000))
    cvs = _cvs(write_corpus(generate_corpus(72, seed=3), tmp_path / "cvs"))
    build(cvs, tmp_path / "single", formats=("trig", "nquads"), check=False)
    before = set(client.run(os.getpid).values())
    mapper = ProbeMapper(client, kill_after=5)
    build(cvs, tmp_path / "dask", formats=("trig", "nquads"), check=False, mapper=mapper)
    assert mapper.killed in before and mapper.killed not in set(client.run(os.getpid).values())
    _same_outputs(tmp_path / "single", tmp_path / "dask")
    assert len(mapper.shards) > 2
    assert all(part is not None and trig == b"" and nq is None for part, trig, nq in mapper.shards)
    assert not (tmp_path / "dask" / ".parts").exists()


def test_a_worker_killed_while_results_stream_in_changes_nothing(tmp_path, client):
    """The streaming map (``imap``: the persons' partitions and the RDF shards) loses nothing when a worker holding
    tasks and results not fetched yet is killed: they are computed again."""
    cvs = _cvs(write_corpus(generate_corpus(48, seed=6), tmp_path / "cvs"))
    jobs = [(p, n, 5_000_000, DEFAULT_MAX_SECONDS) for p, n in iter_inputs(cvs)]
    mapper = ProbeMapper(client, kill_after=3)
    streamed = list(mapper.imap(_load_one, jobs, window=4))
    assert mapper.killed is not None
    assert streamed == [_load_one(job) for job in jobs]


def test_bad_files_on_a_cluster_are_reported_as_in_one_process(tmp_path, client):
    """A binary file, an empty one and a BibTeX file with a broken entry: each task reports its file's failures
    (by file and line) in its result, never as a failed task; the report is the single-process build's."""
    from tests.graph.test_build import _inputs

    cvs = _inputs(tmp_path)
    single = build([cvs], tmp_path / "single", network=False, check=False)
    spread = build([cvs], tmp_path / "dask", network=False, check=False, mapper=DaskMapper(client))
    assert not single.ok and not spread.ok
    assert [(r.source, r.failures) for r in spread.results] == [(r.source, r.failures) for r in single.results]
    assert {r.source for r in spread.results if r.failures} == {"binary.pdf", "empty.md", "refs.bib"}
    _same_outputs(tmp_path / "single", tmp_path / "dask", ("graph.trig", "report.md", "report.json"))


def test_the_command_line_builds_on_a_local_cluster_and_gives_its_dashboard(tmp_path, capsys):
    pytest.importorskip("distributed")
    from graph.cli.commands import main

    one = sorted(CVS.glob("*.txt"))[0]
    assert main(["build", str(one), "-o", str(tmp_path / "out"), "--scheduler", "local", "--workers", "1",
                 "--no-network"]) == 0
    err = capsys.readouterr().err
    assert re.search(r"^Dask scheduler tcp://127\.0\.0\.1:\d+, 1 worker\(s\); dashboard http://\S+", err, re.M), err
    assert (tmp_path / "out" / "graph.trig").stat().st_size > 0
