"""Write transactions: the store's write side, for the features that record."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from bot.store.db import write_engine
from bot.store.sessions import Engine, Session

T = TypeVar("T")


@contextmanager
def write_session(engine: Engine) -> Iterator[Session]:
    """One transaction that commits on leaving (SQLite takes the write lock at BEGIN)."""
    with Session(write_engine(engine)) as session, session.begin():
        yield session


def write(engine: Engine, work: Callable[[Session], T]) -> T:
    """`work` in one write transaction, committed when it returns."""
    with write_session(engine) as session:
        return work(session)
