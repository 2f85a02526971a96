from __future__ import annotations

import sys
from pathlib import Path

# The root conftest will register tests.dbfixtures with pytest_plugins; until
# then, make the repository importable so these tests also run on their own.
REPO_ROOT = str(Path(__file__).resolve().parents[2])
if REPO_ROOT not in sys.path:
    sys.path.insert(0, REPO_ROOT)

from tests.dbfixtures import database_url, empty_database_url, migrated_engine  # noqa: E402

__all__ = ["database_url", "empty_database_url", "migrated_engine"]


from dataclasses import dataclass, field  # noqa: E402
from datetime import UTC, datetime, timedelta  # noqa: E402

import pytest  # noqa: E402


@dataclass
class FakeClock:
    current: datetime = field(default_factory=lambda: datetime(2025, 1, 1, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.current

    def advance(self, seconds: float) -> None:
        self.current += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
