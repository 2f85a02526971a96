from __future__ import annotations

from datetime import UTC, datetime

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, inspect, text
from sqlalchemy.exc import IntegrityError

from bot.store.db import (
    DatabaseNotMigrated,
    alembic_config,
    downgrade,
    head_revisions,
    is_migrated,
    make_engine,
    migrate,
    normalise_url,
    ping,
    require_migrated,
)
from bot.store.schema import full_metadata

OWN_TABLES = {"installations", "repositories", "deliveries", "jobs"}
T0 = datetime(2025, 1, 1, tzinfo=UTC)


def user_tables(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names()) - {"alembic_version"}


def test_upgrade_then_downgrade_then_upgrade(empty_database_url: str) -> None:
    engine = make_engine(empty_database_url)
    try:
        assert user_tables(engine) == set()
        assert not is_migrated(engine)
        with pytest.raises(DatabaseNotMigrated, match="run `redline migrate`"):
            require_migrated(engine)

        migrate(empty_database_url)
        assert user_tables(engine) == set(full_metadata().tables)
        assert user_tables(engine) >= OWN_TABLES
        assert is_migrated(engine)
        require_migrated(engine)

        downgrade(empty_database_url, "base")
        assert user_tables(engine) == set()
        assert not is_migrated(engine)

        migrate(empty_database_url)
        assert is_migrated(engine)
    finally:
        engine.dispose()


def test_models_match_migrations(migrated_engine: Engine) -> None:
    with migrated_engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, full_metadata()) == []


def test_revisions_form_one_line_with_ids_that_fit_alembic_version() -> None:
    script = ScriptDirectory.from_config(alembic_config("sqlite://"))
    revisions = list(script.walk_revisions())
    assert len(head_revisions()) == 1
    # alembic_version.version_num is VARCHAR(32) on PostgreSQL.
    assert all(len(revision.revision) <= 32 for revision in revisions)


def test_at_most_one_running_job_per_concurrency_key(migrated_engine: Engine) -> None:
    insert = text(
        "INSERT INTO jobs (kind, payload, status, priority, attempts, max_attempts,"
        " run_after, concurrency_key, created_at)"
        " VALUES ('review', '{}', :status, 0, 0, 5, :t, :key, :t)"
    )
    with migrated_engine.begin() as connection:
        for status, key in [
            ("queued", "pr-1"),
            ("queued", "pr-1"),
            ("running", "pr-1"),
            ("running", "pr-2"),
            ("running", None),
            ("running", None),
        ]:
            connection.execute(insert, {"status": status, "key": key, "t": T0})
    with pytest.raises(IntegrityError), migrated_engine.begin() as connection:
        connection.execute(insert, {"status": "running", "key": "pr-1", "t": T0})


def test_sqlite_engine_settings(tmp_path: object) -> None:
    engine = make_engine(f"sqlite:///{tmp_path}/settings.db")
    try:
        with engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar() == 30000
    finally:
        engine.dispose()


def test_plain_postgresql_url_means_psycopg() -> None:
    assert normalise_url("postgresql://u@h/db").drivername == "postgresql+psycopg"
    assert normalise_url("postgres://u@h/db").drivername == "postgresql+psycopg"
    assert normalise_url("postgresql+psycopg://u@h/db").drivername == "postgresql+psycopg"
    assert normalise_url("sqlite:///x.db").drivername == "sqlite"


def test_ping(migrated_engine: Engine) -> None:
    assert ping(migrated_engine)
    unreachable = make_engine(
        "postgresql://nobody@127.0.0.1:1/none", connect_args={"connect_timeout": 1}
    )
    try:
        assert not ping(unreachable)
    finally:
        unreachable.dispose()


def test_every_revision_downgrades_and_upgrades_one_step_at_a_time(
    empty_database_url: str,
) -> None:
    script = ScriptDirectory.from_config(alembic_config("sqlite://"))
    oldest_first = [revision.revision for revision in script.walk_revisions()][::-1]
    engine = make_engine(empty_database_url)
    try:
        for revision in oldest_first:
            migrate(empty_database_url, revision)
            downgrade(empty_database_url, "-1")
            migrate(empty_database_url, revision)
            with engine.connect() as connection:
                current = MigrationContext.configure(connection).get_current_revision()
            assert current == revision
        for _ in oldest_first:
            downgrade(empty_database_url, "-1")
        assert user_tables(engine) == set()
    finally:
        engine.dispose()
