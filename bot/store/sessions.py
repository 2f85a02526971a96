"""The database handles features hold and pass through, and reads on one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from sqlalchemy import Engine as Engine  # re-exported: features hold one, never SQLAlchemy
from sqlalchemy.orm import Session as Session

T = TypeVar("T")


@contextmanager
def read_session(engine: Engine) -> Iterator[Session]:
    """A session for reads; nothing it does is committed."""
    with Session(engine) as session:
        yield session


def read(engine: Engine, work: Callable[[Session], T]) -> T:
    """`work` in a session of its own (reads only: nothing is committed)."""
    with read_session(engine) as session:
        return work(session)
