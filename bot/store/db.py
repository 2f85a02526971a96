"""Engines, sessions and migrations for SQLite and PostgreSQL (psycopg 3)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.engine.url import URL
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

__all__ = ["DatabaseError", "Engine", "Session"]
DatabaseError = SQLAlchemyError
"""What a failing database raises; features catch this name, not SQLAlchemy's."""

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
SQLITE_BUSY_TIMEOUT_MS = 30_000
SQLITE_BEGIN_OPTION = "redline_sqlite_begin"
_SQLITE_BEGIN = {mode: f"BEGIN {mode}" for mode in ("DEFERRED", "IMMEDIATE")}


class DatabaseNotMigrated(RuntimeError):
    """The schema is missing or behind the code's head revision."""

    def __init__(self, current: tuple[str, ...], head: tuple[str, ...]) -> None:
        self.current = current
        self.head = head
        shown = ", ".join(current) or "empty"
        super().__init__(
            f"database schema is at revision {shown}, the code expects "
            f"{', '.join(head)}: run `redline migrate`"
        )


def normalise_url(url: str | URL) -> URL:
    """`postgresql://` (and `postgres://`) mean psycopg 3, the driver we ship."""
    parsed = make_url(url)
    if parsed.drivername in ("postgresql", "postgres"):
        return parsed.set(drivername="postgresql+psycopg")
    return parsed


def is_sqlite(engine_or_url: Engine | Connection | URL) -> bool:
    if isinstance(engine_or_url, URL):
        return engine_or_url.get_backend_name() == "sqlite"
    return engine_or_url.dialect.name == "sqlite"


def make_engine(url: str | URL, **engine_kwargs: Any) -> Engine:
    parsed = normalise_url(url)
    if is_sqlite(parsed):
        return _make_sqlite_engine(parsed, **engine_kwargs)
    return create_engine(parsed, pool_pre_ping=True, **engine_kwargs)


def _make_sqlite_engine(url: URL, **engine_kwargs: Any) -> Engine:
    connect_args = engine_kwargs.pop("connect_args", {})
    connect_args.setdefault("check_same_thread", False)
    connect_args.setdefault("timeout", SQLITE_BUSY_TIMEOUT_MS / 1000)
    engine = create_engine(url, connect_args=connect_args, **engine_kwargs)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control away from pysqlite so BEGIN is ours to emit.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
            cursor.execute("PRAGMA synchronous=NORMAL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        mode = connection.get_execution_options().get(SQLITE_BEGIN_OPTION, "DEFERRED")
        connection.exec_driver_sql(_SQLITE_BEGIN[mode])

    return engine


def write_engine(engine: Engine) -> Engine:
    """The same engine, but SQLite transactions take the write lock at BEGIN.

    A deferred SQLite transaction that reads and then writes can fail with
    SQLITE_BUSY without waiting; BEGIN IMMEDIATE waits for the lock instead.
    On PostgreSQL the option is inert.
    """
    return engine.execution_options(**{SQLITE_BEGIN_OPTION: "IMMEDIATE"})


@contextmanager
def write_transaction(engine: Engine) -> Iterator[Connection]:
    with write_engine(engine).begin() as connection:
        yield connection


def make_session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(bind=engine, expire_on_commit=False)


def alembic_config(url: str | URL) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    rendered = normalise_url(url).render_as_string(hide_password=False)
    # ConfigParser interpolation would eat a literal % in a password or query.
    config.set_main_option("sqlalchemy.url", rendered.replace("%", "%%"))
    return config


def migrate(url: str | URL, revision: str = "head") -> None:
    command.upgrade(alembic_config(url), revision)


def downgrade(url: str | URL, revision: str) -> None:
    command.downgrade(alembic_config(url), revision)


def head_revisions() -> tuple[str, ...]:
    script = ScriptDirectory.from_config(alembic_config("sqlite://"))
    return tuple(sorted(script.get_heads()))


def current_revisions(engine: Engine) -> tuple[str, ...]:
    with engine.connect() as connection:
        context = MigrationContext.configure(connection)
        return tuple(sorted(context.get_current_heads()))


def is_migrated(engine: Engine) -> bool:
    return current_revisions(engine) == head_revisions()


def require_migrated(engine: Engine) -> None:
    current = current_revisions(engine)
    head = head_revisions()
    if current != head:
        raise DatabaseNotMigrated(current, head)


def check_connection(engine: Engine) -> None:
    """Run a trivial query; raises DatabaseError when the database does not answer."""
    with engine.connect() as connection:
        connection.execute(text("SELECT 1"))


def ping(engine: Engine) -> bool:
    """True when the database answers a trivial query (for /healthz)."""
    try:
        check_connection(engine)
    except SQLAlchemyError:
        return False
    return True
