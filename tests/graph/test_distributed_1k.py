"""Issue 17's byte-identity test at its asked size: a whole default build of 1,000 generated CVs on a LocalCluster of 3
worker processes, every output against the single-process build's.

The two builds take 100-125 s on this project's 2-core machine (one single-process default build of 1,000 CVs takes
about a minute): more than the minute the issue gives the distributed tests, and 60-80% of the whole suite, whose
time issue 16 bounds. So it runs where it is asked for: ``make test-large`` (or
``SCHOLARKG_LARGE_TESTS=1 python -m pytest tests/graph/test_distributed_1k.py``). ``make test`` runs the same
comparison on examples/cvs and on 72 generated CVs with a worker killed (``test_distributed.py``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchmarks.generate import cv_files, generate_corpus, write_corpus
from graph.build import build
from graph.distributed import DaskMapper
from tests.graph.test_distributed import _same_outputs

pytestmark = [
    pytest.mark.large,
    pytest.mark.skipif(os.environ.get("SCHOLARKG_LARGE_TESTS") != "1",
                       reason="a whole build of 1,000 CVs, twice: make test-large (SCHOLARKG_LARGE_TESTS=1)"),
]


def test_a_default_build_of_1000_cvs_on_a_cluster_of_three_is_byte_identical(tmp_path):
    distributed = pytest.importorskip("distributed")
    folder = write_corpus(generate_corpus(1000, seed=0), tmp_path / "cvs")
    cvs = cv_files(folder)     # text, BibTeX, ... : every format
    assert len(cvs) == 1000
    single = build(cvs, tmp_path / "single", formats=("trig", "nquads"))
    with distributed.LocalCluster(n_workers=3, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=50) as cluster, distributed.Client(cluster) as client:
        spread = build(cvs, tmp_path / "dask", formats=("trig", "nquads"), mapper=DaskMapper(client))
        assert len(client.scheduler_info()["workers"]) == 3
    assert single.counts == spread.counts and single.ok == spread.ok
    assert single.counts["files"] == 1000 and single.counts["persons"] > 5000
    _same_outputs(tmp_path / "single", tmp_path / "dask")     # graph.trig and .nq, reports, page, tables
