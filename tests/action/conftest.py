from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store.db import migrate
from tests.e2e.harness import Service, make_service
from tests.fakes.github import GitHubFake


@pytest.fixture
def service(github_fake: GitHubFake, tmp_path: Path) -> Iterator[Service]:
    """The App (webhook + worker) on the same fake: what the Action is compared with. Its
    database is a SQLite file: the Action's backends are tested on their own."""
    database_url = f"sqlite:///{tmp_path / 'app.db'}"
    migrate(database_url)
    built = make_service(github_fake, database_url, github_retry_base_seconds=0.01)
    with built.client:
        yield built
    built.engine.dispose()
