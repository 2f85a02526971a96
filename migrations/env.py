"""Alembic environment: one code path for SQLite and PostgreSQL."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection
from sqlalchemy.pool import NullPool

from bot.store.db import is_sqlite, make_engine
from bot.store.schema import full_metadata

config = context.config
target_metadata = full_metadata()


def database_url() -> str:
    url = context.get_x_argument(as_dictionary=True).get("url")
    url = url or config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("no database URL: run `redline migrate`, or pass -x url=...")
    return url


def run_with_connection(connection: Connection) -> None:
    sqlite = is_sqlite(connection)
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        # SQLite can't ALTER most things; batch mode copies the table instead.
        render_as_batch=sqlite,
        # Our SQLite engine emits BEGIN itself, so DDL is transactional there too.
        transactional_ddl=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    context.configure(
        url=database_url(),
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    given = config.attributes.get("connection")
    if given is not None:
        run_with_connection(given)
        return
    engine = make_engine(database_url(), poolclass=NullPool)
    try:
        with engine.connect() as connection:
            run_with_connection(connection)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
