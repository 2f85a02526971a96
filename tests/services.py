"""One place where a test without PostgreSQL, bubblewrap or Chromium gives up: it skips with
the reason, unless REDLINE_REQUIRE_SERVICES=1 (set by .ci/run), where a skip would hide a
broken CI machine, so it fails."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

REQUIRE_SERVICES_ENV = "REDLINE_REQUIRE_SERVICES"


def service_missing(reason: str) -> NoReturn:
    """Skip the running test with `reason`, or fail it when the services are required."""
    if os.environ.get(REQUIRE_SERVICES_ENV, "") not in ("", "0"):
        pytest.fail(f"{reason} (and {REQUIRE_SERVICES_ENV} requires it)", pytrace=False)
    pytest.skip(reason)
