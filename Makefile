# Two commands on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
OUT    ?= out

CHROMIUM ?= /usr/bin/chromium

.PHONY: demo test test-large install clean bench-and browser bench-render bench-sparql bench bench-build train-references bench-references

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed

demo: install
	$(BIN)/scholarkg build examples/cvs -o $(OUT) --format turtle,nquads,jsonld --store $(OUT)/store
	$(BIN)/scholarkg extract examples/cvs --json > $(OUT)/extraction.json
	@echo "open $(OUT)/network.html; the graph is $(OUT)/graph.trig, the build report $(OUT)/report.md"

# Debian's chromium for the browser tests (Playwright drives it; no browser is downloaded at run time).
# Needs root (or sudo) on Debian/Ubuntu; if it cannot be installed the browser tests fail under CI and skip locally.
browser:
	@if [ -x "$(CHROMIUM)" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo "sudo -n" ); \
	  ( $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q chromium ) >/dev/null \
	    || echo "warning: could not install chromium; the browser tests will fail under CI and skip locally" >&2; \
	else echo "warning: no apt-get: install chromium to run the browser tests" >&2; fi

test: install browser
	$(BIN)/python -m pytest -q

# the tests of minutes (a whole default build of 1,000 generated CVs on a local Dask cluster of 3 workers against the
# single-process build, byte for byte: 100-125 s on 2 cores); `make test` skips them
test-large: install
	SCHOLARKG_LARGE_TESTS=1 $(BIN)/python -m pytest -q -m large tests/graph/test_distributed_1k.py

# author-name disambiguation quality on the labelled public datasets in ../shared/corpus
bench-and: install
	$(BIN)/python benchmarks/and_eval.py --json benchmarks/and_eval.json

# the collaboration page at 5,000 persons and 20,000 edges in headless chromium (see benchmarks/RESULTS.md)
bench-render: install browser
	$(BIN)/python benchmarks/render_bench.py

# SPARQL engines on a graph of more than a million triples: Oxigraph against rdflib's in-memory store
bench-sparql: install
	$(BIN)/python benchmarks/sparql_bench.py --json benchmarks/sparql_bench.json

# end-to-end benchmark on generated CVs with known truth, Splink beside (see benchmarks/RESULTS.md)
# 100, 1,000 and 10,000 CVs (10,000: about 7 minutes of pipeline and 9.4 GB on 2 cores, plus generation, the
# store timing and Splink; see benchmarks/RESULTS.md)
BENCH_N ?= 100 1000 10000
$(VENV)/.bench-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	touch $@

bench: $(VENV)/.bench-installed
	$(BIN)/python -m benchmarks.run --n $(BENCH_N) --splink --json benchmarks/results.json

# the reference parser: training data (AnyStyle's labelled references in ../shared/corpus, references rendered in
# CSL styles from the corpus metadata, CV noise), a CRF trained from fixed seeds into loaders/references/data/
REFSETS ?= $(OUT)/refsets
$(VENV)/.train-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,train]'
	touch $@

train-references: $(VENV)/.train-installed
	$(BIN)/python -m loaders.references.training.train --sets $(REFSETS)

# held-out styles and AnyStyle's development split, per field, and references per second (benchmarks/RESULTS.md)
bench-references: $(VENV)/.train-installed
	@[ -f $(REFSETS)/held_out.jsonl ] || $(BIN)/python -m loaders.references.training.train --sets $(REFSETS) --sets-only
	$(BIN)/python -m benchmarks.references --sets $(REFSETS) --json benchmarks/references.json

clean:
	rm -rf $(VENV) $(OUT) .pytest_cache *.egg-info

# the default `scholarkg build` as a user runs it, stage by stage, and the rebuild after one added CV compared with
# a fresh build (1,000 and 10,000 generated CVs: about 35 minutes on 2 cores; see benchmarks/RESULTS.md)
BUILD_N ?= 1000 10000
bench-build: install
	$(BIN)/python -m benchmarks.build_bench --n $(BUILD_N) --check --json benchmarks/build.json
