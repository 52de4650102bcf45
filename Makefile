# Ricochet: `make help` lists the targets.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
PYTEST_ARGS ?=

.DEFAULT_GOAL := help
.PHONY: help install lint type test test-fast run worker openapi client docs check cov bench clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-10s %s\n", $$1, $$2}'

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	$(BIN)/python -m workers.warm
	@touch $(STAMP)

install: $(STAMP) ## Create .venv and install the project with its dev tools

lint: $(STAMP) ## Run ruff (check and format), the import contracts (lint-imports) and mypy
	$(BIN)/ruff check service workers tests clients/generate.py clients/python-templates clients/examples
	$(BIN)/ruff format --check service workers tests clients/generate.py clients/python-templates clients/examples
	$(BIN)/lint-imports
	$(BIN)/mypy

type: $(STAMP) ## Run mypy only
	$(BIN)/mypy

test: $(STAMP) ## Run the whole test suite
	$(BIN)/python -m pytest $(PYTEST_ARGS)

test-fast: $(STAMP) ## Run the tests not marked slow
	$(BIN)/python -m pytest -m "not slow" $(PYTEST_ARGS)

run: $(STAMP) ## Migrate, then start the API, a worker and (if unset) Redis and SQLite
	$(BIN)/python -m service.tools.devserver

worker: $(STAMP) ## Start one more RQ worker against REDIS_URL
	$(BIN)/python -m workers

openapi: $(STAMP) ## Regenerate openapi.yaml (the API) and docs/pages.openapi.yaml (the pages) from the code
	$(BIN)/flask --app service.web.app:create_app openapi write --format=yaml openapi.yaml
	$(BIN)/flask --app service.web.app:create_app openapi write --format=yaml --config-prefix PAGES docs/pages.openapi.yaml

client: $(STAMP) ## Regenerate both clients (clients/python, and clients/typescript with npm) from openapi.yaml
	$(BIN)/python clients/generate.py clients/python
	@if command -v npm >/dev/null; then \
	  cd clients/typescript && npm ci --no-audit --no-fund --silent && npm run --silent generate; \
	else echo "npm not found: clients/typescript/src/schema.ts not regenerated" >&2; exit 1; fi

docs: $(STAMP) ## Regenerate docs/configuration.md and .env.example from service/infra/config.py
	$(BIN)/python -m service.infra.configdoc --write

check: lint test ## Lint, then test (what CI runs)

cov: $(STAMP) ## Run the tests under coverage and report the lines they miss
	$(BIN)/coverage run -m pytest $(PYTEST_ARGS)
	$(BIN)/coverage report

bench: $(STAMP) ## Run the benchmarks (solver, checker, HTTP, workers, streams, live page, library, trainer)
	$(BIN)/python -m service.tools.bench

clean: ## Remove the virtualenv and caches
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .coverage
