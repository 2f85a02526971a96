# Redline. `make review` reviews the bundled example change; `make test` runs everything.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export REDLINE_TEST_DATABASE_URL ?= postgresql+psycopg://postgres@127.0.0.1:5432/test

.PHONY: review review-last-commit test test-rules test-python serve migrate lint bench lock clean

$(STAMP): pyproject.toml constraints.txt
	@command -v $(PYTHON) >/dev/null || { echo "needs $(PYTHON) (Python >= 3.11)"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test]'
	touch $(STAMP)

# Reviews the bundled example change (examples/demo: base/ -> head/) in a throwaway git
# repository and prints what its pull request would get: inline comments, summary, check run.
review: $(STAMP)
	$(BIN)/python examples/demo/review.py $(ARGS)

# The last commit of this checkout; in CI use `ARGS="--fail-on blocking"` to gate on it.
REVIEW_FAIL_ON ?= never
review-last-commit: $(STAMP)
	$(BIN)/redline review --repo . --fail-on $(REVIEW_FAIL_ON) $(ARGS)

test: test-rules test-python

# osemgrep runs the rule tests in seconds but cannot say what failed; pysemgrep then does.
SEMGREP_TEST := $(BIN)/semgrep --test --metrics=off --disable-version-check
test-rules: $(STAMP)
	$(SEMGREP_TEST) --experimental rules/ || $(SEMGREP_TEST) rules/

# Tests run on every core (pytest-xdist); `PYTEST_ARGS=-n0` runs them in one process.
PYTEST_ARGS ?= -n auto
test-python: $(STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider $(PYTEST_ARGS)

serve: $(STAMP)
	$(BIN)/redline migrate
	$(BIN)/redline serve $(ARGS)

migrate: $(STAMP)
	$(BIN)/redline migrate

# Also the import contracts ([tool.importlinter] in pyproject.toml) and the size scan.
lint: $(STAMP)
	$(BIN)/ruff check bot tests bench scripts
	$(BIN)/ruff format --check bot tests bench scripts
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache
	$(BIN)/python scripts/size_scan.py

bench: $(STAMP)
	for script in bench/*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

# Re-pin every dependency to what resolves today (then run `make test`).
lock:
	rm -rf $(VENV)/lock && $(PYTHON) -m venv $(VENV)/lock
	$(VENV)/lock/bin/python -m pip install --quiet -e '.[test]'
	$(VENV)/lock/bin/python -m pip freeze --exclude-editable > constraints.txt
	rm -rf $(VENV)/lock

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
