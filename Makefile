# otcmail: the two commands are `make run` and `make test`; everything else is a step of those.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test install setup lint bench clean stop

run: setup                ## the main job on the embedded defaults (bundled Kafka, SQLite, Spark local)
	$(BIN)/otcmail run

test: install             ## the whole test suite against real Kafka, PostgreSQL and Spark
	scripts/ensure-system-packages --postgres
	$(BIN)/otcmail setup
	$(BIN)/ruff check .
	$(BIN)/pytest

install: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info[:2] == (3, 11), "otcmail needs Python 3.11"'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[test]"
	touch $(STAMP)

setup: install
	scripts/ensure-system-packages
	$(BIN)/otcmail setup

lint: install
	$(BIN)/ruff check .

stop:                     ## stop what `make run` left running
	$(BIN)/otcmail broker stop

clean: stop
	rm -rf var
