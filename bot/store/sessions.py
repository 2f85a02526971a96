"""Sessions for feature code: one read, or one write transaction, around a store call."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import Engine as Engine  # re-exported: features hold one, never SQLAlchemy
from sqlalchemy.orm import Session

from bot.store.db import write_engine

T = TypeVar("T")


def read(engine: Engine, work: Callable[[Session], T]) -> T:
    """`work` in a session of its own (reads only: nothing is committed)."""
    with Session(engine) as session:
        return work(session)


def write(engine: Engine, work: Callable[[Session], T]) -> T:
    """`work` in one write transaction, committed when it returns (SQLite: BEGIN IMMEDIATE)."""
    with Session(write_engine(engine)) as session, session.begin():
        return work(session)
