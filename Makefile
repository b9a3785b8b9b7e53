# Developer entry points. `make play`, `make check` and `make test` work from a fresh
# clone on a machine with python3, node and npm; everything else is installed here.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.package-lock.json
CHROMIUM := /usr/bin/chromium
CADDY := /usr/bin/caddy
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

ARGS ?=
# The suite runs on every core (pytest-xdist): each worker starts its own site server,
# PostgreSQL and Chromium on ports of its own, and takes the next test when it is free.
PYTEST_ARGS ?= -n auto --dist worksteal
# The quick lane: lint, the engine, protocol, the docstrings' examples and one MicroPython
# run (the smoke test); no browser, no server, no MicroPython conformance, no brute force.
# Each test carries its marks (pyproject.toml lists them).
CHECK_MARKS := (not browser and not server and not micropython and not slow) or smoke

.PHONY: setup packages lint check test play bench model puzzles clean distclean chromium postgresql caddy fonts

# What `make check` needs: the virtualenv and node_modules (MicroPython's WebAssembly).
packages: $(PY_STAMP) $(NODE_STAMP)

# The whole suite also drives Chromium and starts PostgreSQL and Caddy.
setup: packages chromium postgresql caddy fonts

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall when the project metadata changes.
$(PY_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --disable-pip-version-check -q -e '.[test,server]'
	touch $@

# npm ci when node_modules is missing or older than the lock file.
$(NODE_STAMP): package-lock.json package.json
	npm ci --no-audit --no-fund
	touch $@

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "Installing Debian chromium for the browser tests"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y chromium; \
	fi

# Debian's Lohit Devanagari, Tamil and Telugu for the Hindi, Tamil and Telugu tables in the
# browser tests and screenshots (the site itself loads no font: a player's system draws it).
fonts:
	@if ! fc-list 2>/dev/null | grep -qi devanagari \
		|| ! fc-list 2>/dev/null | grep -qi 'lohit tamil' \
		|| ! fc-list 2>/dev/null | grep -qi 'lohit telugu'; then \
		echo "Installing Debian's Lohit Devanagari, Tamil and Telugu fonts"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y fonts-lohit-deva fonts-lohit-taml fonts-lohit-telu fontconfig; \
	fi

# The server tests start a throw-away PostgreSQL of their own from Debian's package.
postgresql:
	@if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then \
		echo "Installing Debian postgresql for the server tests"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y postgresql; \
	fi

# The deployment test (tests/server/test_deploy.py) runs Debian's Caddy on deploy/Caddyfile,
# a process of its own on free ports. The package also starts its own Caddy service (a
# welcome page on port 80, the admin API on 2019) that nothing here needs: where systemd
# runs, it is stopped and disabled right after the package is installed.
caddy:
	@if [ ! -x $(CADDY) ]; then \
		echo "Installing Debian caddy for the deployment test"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y caddy; \
		if [ -d /run/systemd/system ]; then $(SUDO) systemctl disable --now caddy; fi; \
	fi

lint: $(PY_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

check: packages lint
	$(BIN)/pytest $(PYTEST_ARGS) -m "$(CHECK_MARKS)"

test: setup lint
	$(BIN)/pytest $(PYTEST_ARGS)

# The practice table and partner play in one process, on SQLite (no set-up).
play: setup
	$(BIN)/indian-rummy serve --open $(ARGS)

bench: setup
	@set -e; for f in bench/*; do \
		case "$$f" in \
			*.py) echo "== $$f"; $(BIN)/python "$$f" ;; \
			*.mjs|*.js) echo "== $$f"; node "$$f" ;; \
			*.sh) echo "== $$f"; bash "$$f" ;; \
		esac; \
	done

# The coach's model of a deal's future, fitted anew: simulate MODEL_GAMES games of every bot
# against every bot at 2-6 seats (seeds 1..MODEL_GAMES, MODEL_CHUNK games a command, each a
# few minutes on two cores), fit, write bots/model_params.py. Deterministic: the same games
# give the same parameters. bench/bench_model.py measures it on games it never saw.
MODEL_GAMES ?= 3000
MODEL_CHUNK ?= 500
model: $(PY_STAMP)
	$(BIN)/python -m pip install --disable-pip-version-check -q -e '.[train]'
	mkdir -p build/model
	@set -e; for first in $$(seq 1 $(MODEL_CHUNK) $(MODEL_GAMES)); do \
		count=$$(( $(MODEL_GAMES) - first + 1 )); \
		[ $$count -gt $(MODEL_CHUNK) ] && count=$(MODEL_CHUNK); \
		echo "positions of games $$first.. ($$count)"; \
		$(BIN)/python -m indian_rummy.tools.training positions --games $$count --first $$first \
			--jobs 2 --out build/model/positions-$$first.csv; \
	done
	$(BIN)/python -m indian_rummy.tools.training fit --data $$(for first in \
		$$(seq 1 $(MODEL_CHUNK) $(MODEL_GAMES)); do echo build/model/positions-$$first.csv; done)

# The shipped puzzles (web/learn/puzzles.json): bot deals, their positions screened by the
# coach and confirmed by two evaluations of rollouts (indian_rummy.tools.puzzles says how).
# Deterministic: the same bytes whatever PUZZLE_JOBS; prints the count by theme and its time.
PUZZLE_JOBS ?= 2
puzzles: $(PY_STAMP)
	mkdir -p web/learn
	$(BIN)/python -m indian_rummy.tools.puzzles --jobs $(PUZZLE_JOBS) --out web/learn/puzzles.json

clean:
	rm -rf build _site dist .pytest_cache .mypy_cache .ruff_cache .hypothesis
	rm -rf src/*.egg-info
	find . -path ./node_modules -prune -o -path ./$(VENV) -prune -o \
		-name __pycache__ -type d -print -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) node_modules
