# Two commands do the whole set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8501
# sessions the load benchmark opens at once (`make bench BENCH_SESSIONS=30` for a class)
BENCH_SESSIONS ?= 10

.PHONY: run test test-fast lint typecheck pytest bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml requirements.txt
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/streamlit run streamlit_app.py --server.port $(PORT)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist loadgroup

test: lint typecheck pytest

# The inner loop: everything but the browser tests.
test-fast: lint typecheck $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist loadgroup -m "not browser"

bench: $(STAMP)
	BENCH_SESSIONS=$(BENCH_SESSIONS) $(BIN)/python scripts/bench.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis artifacts
