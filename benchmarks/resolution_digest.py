"""SHA-256 of ``json.dumps(graph.resolution_to_dict(resolve(records)))`` on the example CVs and on generated corpora,
with the time of ``resolve``: run it before and after a change to ``graph`` that must not change the output.

    python -m benchmarks.resolution_digest                 # examples/cvs and generate_corpus(300, seed=0)
    WORKERS=2 python -m benchmarks.resolution_digest gen1000
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
import time


def _records(path: str) -> list:
    from loaders import load_many

    return [r for x in load_many([path]) if x.source != "truth.json" for r in x.records]


def digest(which: str) -> str:
    """One line: corpus, records, resolve time (wall and CPU) and the digest of the serialised resolution."""
    from benchmarks.generate import generate_corpus, write_corpus
    from graph import resolution_to_dict, resolve

    if which == "examples":
        records = _records("examples/cvs")
    else:
        folder = tempfile.mkdtemp()
        write_corpus(generate_corpus(int(which.removeprefix("gen")), seed=0), folder)
        records = _records(folder)
    wall, cpu = time.perf_counter(), time.process_time()
    resolution = resolve(records, workers=int(os.environ.get("WORKERS", "1")))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    text = json.dumps(resolution_to_dict(resolution), ensure_ascii=False)
    return (f"{which} {len(records)} records resolve {wall:.2f}s wall {cpu:.2f}s cpu "
            f"{hashlib.sha256(text.encode()).hexdigest()} {len(text)}")


if __name__ == "__main__":
    for name in sys.argv[1:] or ["examples", "gen300"]:
        print(digest(name), flush=True)
