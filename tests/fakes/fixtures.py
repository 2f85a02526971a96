"""Pytest fixtures: one server per fake per session, a fresh world per test.

Register with `pytest_plugins = ["tests.fakes.fixtures"]` in the root conftest.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake


@pytest.fixture(scope="session")
def _github_server() -> Iterator[GitHubFake]:
    with GitHubFake() as fake:
        yield fake


@pytest.fixture(scope="session")
def _anthropic_server() -> Iterator[AnthropicFake]:
    with AnthropicFake() as fake:
        yield fake


@pytest.fixture
def github_fake(_github_server: GitHubFake) -> GitHubFake:
    """The fake GitHub holding only a new App (fresh RSA key, ids unique in the process)."""
    _github_server.reset()
    return _github_server


@pytest.fixture
def anthropic_fake(_anthropic_server: AnthropicFake) -> AnthropicFake:
    """The fake Messages API with an empty script and no requests recorded."""
    _anthropic_server.reset()
    return _anthropic_server
