# Two commands on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
OUT    ?= out

.PHONY: demo test install clean

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
	@echo "wrote $(OUT)/extraction.json and $(OUT)/report.md"

test: install
	$(BIN)/python -m pytest -q

clean:
	rm -rf $(VENV) $(OUT) .pytest_cache *.egg-info
