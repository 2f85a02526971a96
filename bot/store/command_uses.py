"""Command comments per person and pull request: the store behind the commands' rate limit.

Command jobs of one pull request share a concurrency key, so they run one at a time on
any number of workers: counting and inserting in one transaction is enough.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from sqlalchemy import (
    BigInteger,
    Boolean,
    ColumnElement,
    Engine,
    Index,
    Integer,
    String,
    func,
    select,
)
from sqlalchemy.orm import Mapped, Session, mapped_column

from bot.store.db import write_engine
from bot.store.models import Base
from bot.store.types import BigIntId, UTCDateTime


class CommandUse(Base):
    __tablename__ = "command_uses"
    __table_args__ = (
        Index("uq_command_uses_comment", "comment_kind", "comment_id", unique=True),
        Index(
            "ix_command_uses_pull_actor_at", "repository_full_name", "pull_number", "actor", "at"
        ),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    comment_kind: Mapped[str] = mapped_column(String(16))
    comment_id: Mapped[int] = mapped_column(BigInteger)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    pull_number: Mapped[int] = mapped_column(Integer)
    actor: Mapped[str] = mapped_column(String(255))
    refused: Mapped[bool] = mapped_column(Boolean)
    """Over the limit: the comment's commands did not run."""
    at: Mapped[datetime] = mapped_column(UTCDateTime)


@dataclass(frozen=True, slots=True)
class CommandLimit:
    comments: int
    """At most this many command comments of one person on one pull request run …"""
    window: timedelta
    """… within this window (sliding); refused comments do not count toward it."""


class RateVerdict(StrEnum):
    ALLOWED = "allowed"
    REFUSED_NOTICE = "refused-notice"
    """The first refused comment in the window: it gets one answer saying so."""
    REFUSED_SILENT = "refused-silent"


@dataclass(frozen=True, slots=True)
class CommandComment:
    comment_kind: str
    comment_id: int
    repository_full_name: str
    pull_number: int
    actor: str


def take_command_use(
    session: Session, comment: CommandComment, limit: CommandLimit, now: datetime
) -> RateVerdict:
    """Count this comment against its author's limit on the pull request; a retried job
    (the same comment) gets the verdict its first attempt got."""
    row = session.scalars(
        select(CommandUse).where(
            CommandUse.comment_kind == comment.comment_kind,
            CommandUse.comment_id == comment.comment_id,
        )
    ).first()
    if row is None:
        allowed = _uses_in_window(session, comment, now - limit.window, refused=False)
        row = CommandUse(
            comment_kind=comment.comment_kind,
            comment_id=comment.comment_id,
            repository_full_name=comment.repository_full_name,
            pull_number=comment.pull_number,
            actor=comment.actor,
            refused=allowed >= limit.comments,
            at=now,
        )
        session.add(row)
        session.flush()
    if not row.refused:
        return RateVerdict.ALLOWED
    earlier = session.scalar(
        select(func.count())
        .select_from(CommandUse)
        .where(*_same_person(comment), CommandUse.refused.is_(True))
        .where(CommandUse.at >= row.at - limit.window, CommandUse.id < row.id)
    )
    return RateVerdict.REFUSED_SILENT if earlier else RateVerdict.REFUSED_NOTICE


def _same_person(comment: CommandComment) -> tuple[ColumnElement[bool], ...]:
    return (
        CommandUse.repository_full_name == comment.repository_full_name,
        CommandUse.pull_number == comment.pull_number,
        CommandUse.actor == comment.actor,
    )


def _uses_in_window(
    session: Session, comment: CommandComment, since: datetime, *, refused: bool
) -> int:
    return int(
        session.scalar(
            select(func.count())
            .select_from(CommandUse)
            .where(*_same_person(comment), CommandUse.refused.is_(refused), CommandUse.at >= since)
        )
        or 0
    )


def count_command_use(
    engine: Engine, comment: CommandComment, limit: CommandLimit, now: datetime
) -> RateVerdict:
    """`take_command_use` in its own write transaction."""
    with Session(write_engine(engine)) as session, session.begin():
        return take_command_use(session, comment, limit, now)
