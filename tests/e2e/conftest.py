from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.e2e.harness import Service, make_service
from tests.fakes.github import GitHubFake


@pytest.fixture
def service(github_fake: GitHubFake, database_url: str) -> Iterator[Service]:
    built = make_service(github_fake, database_url, github_retry_base_seconds=0.01)
    with built.client:
        yield built
    built.engine.dispose()
