"""Without PostgreSQL, bubblewrap or Chromium a test skips; under CI (REDLINE_REQUIRE_SERVICES)
it fails instead, so a CI machine missing one cannot pass by skipping."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.services import REQUIRE_SERVICES_ENV, service_missing

ROOT = Path(__file__).resolve().parents[1]
POSTGRES_VARIANT = (
    "tests/store/test_store_deliveries.py::test_record_is_idempotent_on_delivery_id[postgresql]"
)


def test_a_missing_service_skips_with_its_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(REQUIRE_SERVICES_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"^needs Chromium$"):
        service_missing("needs Chromium")
    monkeypatch.setenv(REQUIRE_SERVICES_ENV, "0")
    with pytest.raises(pytest.skip.Exception):
        service_missing("needs Chromium")


def test_a_missing_service_fails_when_services_are_required(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(REQUIRE_SERVICES_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match=r"^needs Chromium \(and REDLINE_REQUIRE"):
        service_missing("needs Chromium")


@pytest.mark.parametrize(("required", "outcome"), [("", "1 skipped"), ("1", "1 error")])
@pytest.mark.parametrize("configured", [None, "postgresql+psycopg://postgres@127.0.0.1:9/none"])
def test_the_postgresql_variant_without_a_server(
    configured: str | None, required: str, outcome: str
) -> None:
    """Through the real fixture: skipped on a laptop, an error (the run fails) under CI."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("REDLINE_TEST_DATABASE_URL", REQUIRE_SERVICES_ENV)
    }
    environment[REQUIRE_SERVICES_ENV] = required
    if configured is not None:  # set, but nothing listens on port 9
        environment["REDLINE_TEST_DATABASE_URL"] = configured
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n0", "-q", POSTGRES_VARIANT],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert outcome in result.stdout, result.stdout
    assert (result.returncode == 0) is (required == ""), result.stdout
    reason = " is not set" if configured is None else f": cannot reach {configured} (connection"
    assert f"REDLINE_TEST_DATABASE_URL{reason}" in result.stdout


def test_ci_requires_the_services_and_lints_before_testing() -> None:
    script = (ROOT / ".ci" / "run").read_text()
    commands = [line.strip() for line in script.splitlines() if not line.lstrip().startswith("#")]
    assert f"export {REQUIRE_SERVICES_ENV}=1" in commands
    assert commands.index(f"export {REQUIRE_SERVICES_ENV}=1") < commands.index("make test")
    assert re.search(r"^make lint$", script, re.MULTILINE)
    assert commands.index("make lint") < commands.index("make test")
