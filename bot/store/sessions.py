"""The database handles features hold and pass through, and a read session on one."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine as Engine
from sqlalchemy.orm import Session as Session


@contextmanager
def read_session(engine: Engine) -> Iterator[Session]:
    """A session for reads; nothing it does is committed."""
    with Session(engine) as session:
        yield session
