"""The build on a Dask cluster (a LocalCluster of 3 worker processes): byte-identical to the single-process build,
and unchanged when a worker is killed in the middle of the work."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from benchmarks.generate import generate_corpus, write_corpus
from graph.build import RESOLUTION_FILES, _load_and_collect, _load_one, build
from graph.distributed import DaskMapper
from graph.progress import parallel_map
from graph.rdf.shards import write_shard
from graph.resolution.mentions import collect_mentions, merge_mentions
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


class WatchingMapper(DaskMapper):
    """Keeps what the RDF shards' tasks gave back: (the name of the files they wrote, their TriG text, their N-Quads);
    ``blind`` removes the caller's marker before the tasks run, as workers on machines that do not share the output's
    file system would not see it."""

    def __init__(self, client, blind: bool = False) -> None:
        super().__init__(client)
        self.blind, self.shards = blind, []

    def imap(self, fn, items, desc="", window=16):
        if fn is write_shard and self.blind:
            options = items[0][1]
            (Path(options.parts) / options.marker).unlink()
        for result in super().imap(fn, items, desc, window):
            if fn is write_shard:
                self.shards.append((result.part, result.trig, result.nquads))
            yield result


def test_examples_build_on_a_cluster_is_byte_identical(tmp_path, client):
    """Here the workers cannot see the output folder: the shards' texts come back to the build, the same bytes."""
    single = build([CVS], tmp_path / "single", formats=("trig", "nquads"))
    mapper = WatchingMapper(client, blind=True)
    spread = build([CVS], tmp_path / "dask", formats=("trig", "nquads"), mapper=mapper)
    assert single.ok and spread.ok and single.counts == spread.counts
    _same_outputs(tmp_path / "single", tmp_path / "dask")
    assert mapper.shards and all(part is None and trig and nq for part, trig, nq in mapper.shards)
    assert not (tmp_path / "dask" / ".parts").exists()


def test_generated_corpus_build_on_a_cluster_is_byte_identical(tmp_path, client):
    """The workers write the shards' texts into the output themselves; the build only joins the files."""
    cvs = _cvs(write_corpus(generate_corpus(130, seed=3), tmp_path / "cvs"))  # two RDF shards
    build(cvs, tmp_path / "single", formats=("trig", "nquads"), check=False)
    mapper = WatchingMapper(client)
    build(cvs, tmp_path / "dask", formats=("trig", "nquads"), check=False, mapper=mapper)
    _same_outputs(tmp_path / "single", tmp_path / "dask")
    assert len(mapper.shards) == 2
    assert all(part is not None and trig == b"" and nq is None for part, trig, nq in mapper.shards)
    assert not (tmp_path / "dask" / ".parts").exists()


class KillingMapper(DaskMapper):
    """Kills (SIGKILL) a worker that holds tasks once ``after`` of them are done (or, through ``imap``, fetched);
    its nanny starts a new one."""

    def __init__(self, client, after: int) -> None:
        super().__init__(client)
        self.after, self.killed = after, None

    def _kill_a_busy_worker(self) -> None:
        processing = self.client.processing()
        busy = next((addr for addr, keys in sorted(processing.items()) if keys), None)
        assert busy is not None, "every task had finished before the kill: kill earlier"
        self.killed = self.client.run(os.getpid, workers=[busy])[busy]
        os.kill(self.killed, signal.SIGKILL)

    def __call__(self, fn, items, desc=""):
        from distributed import as_completed

        futures = self.client.map(fn, list(items), pure=False)
        for done, _ in enumerate(as_completed(futures), 1):
            if done == self.after:
                self._kill_a_busy_worker()
        return self.client.gather(futures)

    def imap(self, fn, items, desc="", window=16):
        for done, result in enumerate(super().imap(fn, items, desc, window), 1):
            if done == self.after:
                self._kill_a_busy_worker()
            yield result


def test_a_worker_killed_mid_build_changes_nothing(tmp_path, client):
    """200 generated CVs read and their mentions collected on the cluster, one worker killed after 50 files:
    the records and mentions are those of the single-process run (the rest of the build is the same code on the
    same input, shown byte for byte by the tests above; whole builds of 1,000 and 10,000 CVs are compared byte for
    byte by benchmarks/distributed_bench.py)."""
    cvs = _cvs(write_corpus(generate_corpus(200, seed=5), tmp_path / "cvs"))
    jobs = [(p, n, 5_000_000, DEFAULT_MAX_SECONDS) for p, n in iter_inputs(cvs)]
    before = set(client.run(os.getpid).values())
    mapper = KillingMapper(client, after=50)
    pairs = mapper(_load_and_collect, jobs)
    assert mapper.killed in before and mapper.killed not in set(client.run(os.getpid).values())
    local = parallel_map(_load_one, jobs, 2)
    assert [r for r, _ in pairs] == local
    records = [r for res in local for r in res.records]
    assert merge_mentions(m for _, m in pairs) == collect_mentions(records)


def test_a_worker_killed_while_results_stream_in_changes_nothing(tmp_path, client):
    """The streaming map (``imap``: the persons' partitions and the RDF shards) loses nothing when a worker holding
    tasks and results not fetched yet is killed: they are computed again."""
    cvs = _cvs(write_corpus(generate_corpus(48, seed=6), tmp_path / "cvs"))
    jobs = [(p, n, 5_000_000, DEFAULT_MAX_SECONDS) for p, n in iter_inputs(cvs)]
    mapper = KillingMapper(client, after=3)
    streamed = list(mapper.imap(_load_one, jobs, window=4))
    assert mapper.killed is not None
    assert streamed == [_load_one(job) for job in jobs]
