"""A write transaction as a session: the store's write side, for features that record."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from bot.store.db import write_engine
from bot.store.sessions import Engine, Session


@contextmanager
def write_session(engine: Engine) -> Iterator[Session]:
    """One transaction that commits on leaving (SQLite takes the write lock at BEGIN)."""
    with Session(write_engine(engine)) as session, session.begin():
        yield session
