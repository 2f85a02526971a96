"""Database fixtures: every storage and queue test runs on SQLite and PostgreSQL.

`database_url` is a fresh, migrated database per test: a SQLite file under
tmp_path, or a fresh PostgreSQL schema (selected through `search_path`) inside
the database named by REDLINE_TEST_DATABASE_URL, dropped afterwards.
"""

from __future__ import annotations

import functools
import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool

from bot.store.db import make_engine, migrate, normalise_url
from tests.services import service_missing

POSTGRES_ENV = "REDLINE_TEST_DATABASE_URL"
BACKENDS = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgresql", id="postgresql", marks=pytest.mark.postgres),
]


def _postgres_server_url() -> URL:
    configured = os.environ.get(POSTGRES_ENV)
    if not configured:
        service_missing(f"{POSTGRES_ENV} is not set; the PostgreSQL variant needs a server")
    server = normalise_url(configured)
    if (unreachable := _unreachable(server)) is not None:
        service_missing(f"{POSTGRES_ENV}: cannot reach {unreachable}")
    return server


@functools.cache
def _unreachable(server: URL) -> str | None:
    """None when `server` answers; else which server and why (asked once per process)."""
    probe = make_engine(server, poolclass=NullPool, connect_args={"connect_timeout": 5})
    try:
        with probe.connect():
            return None
    except OperationalError as error:
        cause = str(error.orig or error).strip().splitlines()[0]
        return f"{server.render_as_string(hide_password=True)} ({cause})"
    finally:
        probe.dispose()


@contextmanager
def _fresh_postgres_schema(server: URL) -> Iterator[URL]:
    schema = f"redline_test_{uuid.uuid4().hex[:12]}"
    admin = make_engine(server, poolclass=NullPool)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield server.update_query_dict({"options": f"-csearch_path={schema}"})
    finally:
        with admin.begin() as connection:
            connection.execute(text("SET LOCAL lock_timeout = '10s'"))
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=BACKENDS)
def empty_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database with no schema at all (for migration tests)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'redline.db'}"
        return
    with _fresh_postgres_schema(_postgres_server_url()) as url:
        yield url.render_as_string(hide_password=False)


@pytest.fixture
def database_url(empty_database_url: str) -> str:
    """A fresh database migrated to head."""
    migrate(empty_database_url)
    return empty_database_url


@pytest.fixture
def migrated_engine(database_url: str) -> Iterator[Engine]:
    engine = make_engine(database_url)
    try:
        yield engine
    finally:
        engine.dispose()


@dataclass
class FakeClock:
    """An injectable `now` for bot.jobs.queue and bot.jobs.worker: time moves when told."""

    current: datetime = field(default_factory=lambda: datetime(2025, 1, 1, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.current

    def advance(self, seconds: float) -> None:
        self.current += timedelta(seconds=seconds)
