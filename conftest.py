"""Root conftest: shared fixtures from tests/ (database backends, HTTP fakes)."""

import importlib.util

pytest_plugins = ["tests.dbfixtures"]
if importlib.util.find_spec("tests.fakes.fixtures") is not None:
    pytest_plugins.append("tests.fakes.fixtures")
