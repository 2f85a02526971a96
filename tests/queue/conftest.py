from __future__ import annotations

import pytest

from tests.dbfixtures import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
