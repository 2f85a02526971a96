from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from pydantic import SecretStr
from sqlalchemy import Engine
from starlette.applications import Starlette
from starlette.testclient import TestClient

from bot.dashboard import dashboard_routes
from bot.settings import Settings
from tests.dashboard.data import seed
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import Permission

ADMIN_TOKEN = "admin-token-" + "k" * 32
SESSION_SECRET = "s" * 48


@dataclass
class Site:
    settings: Settings
    engine: Engine
    app: Starlette
    github: GitHubFake


def dashboard_settings(github: GitHubFake, **overrides: object) -> Settings:
    base = github.base_url.rstrip("/")
    values: dict[str, object] = {
        "oauth_client_id": github.state.app.client_id,
        "oauth_client_secret": SecretStr(github.state.app.client_secret),
        "github_url": base,
        "github_api_url": base,
        "dashboard_token": SecretStr(ADMIN_TOKEN),
        "session_secret": SecretStr(SESSION_SECRET),
        **overrides,
    }
    return Settings(**values)  # type: ignore[arg-type]


def grant_github_access(github: GitHubFake) -> None:
    """On the fake: alice writes to acme/widgets, bob only reads it; nobody sees the rest."""
    state = github.state
    acme = state.add_installation("acme")
    widgets = state.add_repository("acme/widgets", acme)
    state.add_repository("acme/secret", acme)
    other = state.add_installation("other")
    state.add_repository("other/thing", other)
    state.set_permission(widgets, "alice", Permission.WRITE)
    state.set_permission(widgets, "bob", Permission.READ)


@pytest.fixture
def site(migrated_engine: Engine, github_fake: GitHubFake) -> Site:
    seed(migrated_engine)
    grant_github_access(github_fake)
    settings = dashboard_settings(github_fake)
    app = Starlette(routes=dashboard_routes(settings, migrated_engine))
    return Site(settings, migrated_engine, app, github_fake)


@pytest.fixture
def client(site: Site) -> Iterator[TestClient]:
    with TestClient(site.app, follow_redirects=False) as test_client:
        yield test_client
