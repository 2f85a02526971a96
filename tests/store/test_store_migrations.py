from __future__ import annotations

from datetime import UTC, datetime

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, insert, inspect, select, text
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
from bot.store.models import Delivery
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


def store_large_payload(engine: Engine, delivery_id: str) -> str:
    """A compressible payload well past the 2 KB at which PostgreSQL compresses it."""
    payload = '{"files": "' + "diff --git a/x.py b/x.py\\n" * 2_000 + '"}'
    with engine.begin() as connection:
        connection.execute(
            insert(Delivery).values(
                delivery_id=delivery_id, event="push", payload=payload, received_at=T0
            )
        )
    return payload


def compression_of(engine: Engine, delivery_id: str) -> str | None:
    """How PostgreSQL stored the payload (None on SQLite, which does not compress)."""
    if engine.dialect.name != "postgresql":
        return None
    with engine.connect() as connection:
        return connection.execute(
            text("SELECT pg_column_compression(payload) FROM deliveries WHERE delivery_id = :d"),
            {"d": delivery_id},
        ).scalar()


def expected_compressions(engine: Engine) -> tuple[str | None, str | None]:
    """(with 0007, without it): lz4 where the server has it, else the server's default."""
    if engine.dialect.name != "postgresql":
        return None, None
    with engine.connect() as connection:
        methods, default = connection.execute(
            text(
                "SELECT enumvals, setting FROM pg_settings WHERE name = 'default_toast_compression'"
            )
        ).one()
    return ("lz4" if "lz4" in methods else default), default


def test_payloads_are_compressed_with_lz4_where_postgresql_has_it(
    empty_database_url: str,
) -> None:
    migrate(empty_database_url)
    engine = make_engine(empty_database_url)
    try:
        with_0007, without_0007 = expected_compressions(engine)
        payload = store_large_payload(engine, "after-0007")
        with engine.connect() as connection:
            assert connection.execute(select(Delivery.payload)).scalar_one() == payload
        assert compression_of(engine, "after-0007") == with_0007

        downgrade(empty_database_url, "0006_dashboard_rollups")
        store_large_payload(engine, "after-downgrade")
        assert compression_of(engine, "after-downgrade") == without_0007
        migrate(empty_database_url)
        assert is_migrated(engine)
    finally:
        engine.dispose()


def stored_payloads(engine: Engine) -> dict[str, tuple[str, int]]:
    """delivery id → (how the database holds the payload, its stored size in bytes)."""
    kind = "typeof(payload)" if engine.dialect.name == "sqlite" else "pg_typeof(payload)::text"
    size = (
        "length(CAST(payload AS BLOB))"
        if engine.dialect.name == "sqlite"
        else "octet_length(payload)"
    )
    with engine.connect() as connection:
        query = f"SELECT delivery_id, {kind}, {size} FROM deliveries"  # noqa: S608 (constants only)
        rows = connection.execute(text(query))
        return {delivery_id: (stored_as, length) for delivery_id, stored_as, length in rows}


def test_sqlite_stores_payloads_zstd_compressed_and_0008_converts_the_older_rows(
    empty_database_url: str,
) -> None:
    migrate(empty_database_url, "0007_payload_lz4")
    engine = make_engine(empty_database_url)
    try:
        payload = '{"files": "' + "diff --git a/x.py b/x.py\\n" * 2_000 + '"}'
        with engine.begin() as connection:  # as a 0007 Redline wrote it: plain text
            connection.execute(
                text(
                    "INSERT INTO deliveries (delivery_id, event, payload, received_at)"
                    " VALUES ('before-0008', 'push', :payload, :at)"
                ),
                {"payload": payload, "at": T0.replace(tzinfo=None)},
            )
        migrate(empty_database_url)
        store_large_payload(engine, "after-0008")
        stored = stored_payloads(engine)
        if engine.dialect.name == "sqlite":
            assert {kind for kind, _ in stored.values()} == {"blob"}
            assert all(size < len(payload) / 10 for _, size in stored.values())
        else:
            assert {kind for kind, _ in stored.values()} == {"text"}
        with engine.connect() as connection:
            assert set(connection.execute(select(Delivery.payload)).scalars()) == {payload}

        downgrade(empty_database_url, "0007_payload_lz4")
        assert {kind for kind, _ in stored_payloads(engine).values()} == {"text"}
        with engine.connect() as connection:
            read_back = connection.execute(text("SELECT payload FROM deliveries")).scalars()
            assert set(read_back) == {payload}
    finally:
        engine.dispose()
