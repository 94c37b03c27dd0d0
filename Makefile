# Two commands on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
OUT    ?= out

.PHONY: demo test install clean bench-and bench

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed

demo: install
	mkdir -p $(OUT)
	$(BIN)/scholarkg extract examples/cvs --json > $(OUT)/extraction.json
	$(BIN)/scholarkg extract examples/cvs --report $(OUT)/report.md > /dev/null
	$(BIN)/scholarkg resolve examples/cvs --report $(OUT)/resolution.md --json $(OUT)/resolution.json
	@echo "wrote $(OUT)/extraction.json, $(OUT)/report.md, $(OUT)/resolution.md and $(OUT)/resolution.json"

test: install
	$(BIN)/python -m pytest -q

# author-name disambiguation quality on the labelled public datasets in ../shared/corpus
bench-and: install
	$(BIN)/python benchmarks/and_eval.py --json benchmarks/and_eval.json

# end-to-end benchmark on generated CVs with known truth, Splink beside (see benchmarks/RESULTS.md)
BENCH_N ?= 100 1000 10000
$(VENV)/.bench-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	touch $@

bench: $(VENV)/.bench-installed
	$(BIN)/python -m benchmarks.run --n $(BENCH_N) --splink --json benchmarks/results.json

clean:
	rm -rf $(VENV) $(OUT) .pytest_cache *.egg-info
