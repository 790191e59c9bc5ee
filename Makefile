# Two commands do the whole set-up on a fresh machine: `make run` and `make test`.
# `make run` installs only what the app needs (requirements.txt and the package with its `app`
# extra); `make test` adds the `test` extra (pytest, Playwright, JupyterLab, ruff, mypy…), each
# install marked done by its own stamp.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
APP_STAMP := $(VENV)/.installed-app
STAMP  := $(VENV)/.installed
PORT   ?= 8501
NB_PORT ?= 8888
NB_STAMP := $(VENV)/.installed-notebook
# axe-core, the accessibility checker the browser tests inject into the pages (npm, pinned by
# tests/browser/package-lock.json)
NODE_DIR := tests/browser
NODE_STAMP := $(NODE_DIR)/node_modules/.installed
# sessions the load benchmark opens at once (`make bench BENCH_SESSIONS=30` for a class)
BENCH_SESSIONS ?= 10
# then a class at maximum settings, each pressing Run (`make bench BENCH_MAX_CLASS=30`; 0: none)
BENCH_MAX_CLASS ?= 0
# the class quiz benchmark (scripts/bench_rooms.py): students in one room, rounds each answers
BENCH_CLASS ?= 30
BENCH_ROOM_ROUNDS ?= 3
# the hostile-input replay (scripts/bench_hostile.py): 0 leaves it out; at most this many seconds
BENCH_HOSTILE ?= 1
BENCH_HOSTILE_BUDGET ?= 300

.PHONY: run notebook test test-fast lint typecheck pytest bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(APP_STAMP): $(BIN)/python pyproject.toml requirements.txt
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt -e '.[app]'
	touch $(APP_STAMP)

# everything the tests, linters, benchmarks and notebooks' tests need, on top of the app
$(STAMP): $(APP_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# Without npm the step says so and goes on: the accessibility tests then skip, saying why (or fail,
# with REQUIRE_BROWSER=1 as in CI).
$(NODE_STAMP): $(NODE_DIR)/package.json $(NODE_DIR)/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		cd $(NODE_DIR) && npm ci --no-audit --no-fund --loglevel=error && touch node_modules/.installed; \
	else \
		echo "npm not found: the accessibility (axe-core) browser tests will skip"; \
	fi

run: $(APP_STAMP)
	$(BIN)/streamlit run streamlit_app.py --server.port $(PORT)

# JupyterLab (the `notebook` extra) on notebooks/, its kernel this venv's Python: JUPYTER_PATH puts
# the venv's kernel spec ahead of any "python3" kernel of the user's own. Jupyter refuses to run
# as root unless told (containers, this project's dev machines).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)
$(NB_STAMP): $(APP_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[notebook]'
	touch $(NB_STAMP)

notebook: $(NB_STAMP)
	JUPYTER_PATH=$(CURDIR)/$(VENV)/share/jupyter $(BIN)/jupyter lab \
		--ServerApp.root_dir=notebooks --ServerApp.port=$(NB_PORT) $(ALLOW_ROOT) $(JUPYTER_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

# Browser tests run one at a time after the rest: each drives Chromium against a live server,
# and two of them at once on a two-core machine made pages slow enough to trip their waits.
pytest: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m pytest -n 2 --dist loadgroup -m "not browser"
	$(BIN)/python -m pytest -m browser

test: lint typecheck pytest

# The inner loop: everything but the browser tests.
test-fast: lint typecheck $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist loadgroup -m "not browser"

bench: $(STAMP)
	BENCH_SESSIONS=$(BENCH_SESSIONS) BENCH_MAX_CLASS=$(BENCH_MAX_CLASS) \
		BENCH_HOSTILE=$(BENCH_HOSTILE) BENCH_HOSTILE_BUDGET=$(BENCH_HOSTILE_BUDGET) \
		BENCH_CLASS=$(BENCH_CLASS) BENCH_ROOM_ROUNDS=$(BENCH_ROOM_ROUNDS) \
		$(BIN)/python scripts/bench.py

clean:
	rm -rf $(VENV) $(NODE_DIR)/node_modules .mypy_cache .ruff_cache .pytest_cache .hypothesis artifacts
