"""The database handles features hold and pass through, and how to open a session on one."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine as Engine
from sqlalchemy.orm import Session as Session

from bot.store.db import write_engine


@contextmanager
def read_session(engine: Engine) -> Iterator[Session]:
    """A session for reads; nothing it does is committed."""
    with Session(engine) as session:
        yield session


@contextmanager
def write_session(engine: Engine) -> Iterator[Session]:
    """One transaction that commits on leaving (SQLite takes the write lock at BEGIN)."""
    with Session(write_engine(engine)) as session, session.begin():
        yield session
