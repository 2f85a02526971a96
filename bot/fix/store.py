"""/fix in the database: the findings a fix targets, and one row per attempt.

The `fix_attempts` table is created by migrations/versions/0005_fix_attempts.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, BigInteger, Engine, Index, Integer, String, Text, select
from sqlalchemy.orm import Mapped, Session, mapped_column

from bot.fix.targets import StoredFinding, blocking_first
from bot.store.db import write_engine
from bot.store.models import Base
from bot.store.review_models import FindingRecord
from bot.store.types import BigIntId, UTCDateTime

OPEN = "open"


class FixOutcomeKind(StrEnum):
    PUSHED = "pushed"
    SUGGESTED = "suggested"
    """Verified, but not pushable (a fork): the patch was posted instead."""
    GAVE_UP = "gave_up"
    BRANCH_MOVED = "branch_moved"
    REFUSED = "refused"
    IGNORED = "ignored"
    NOT_OPEN = "not_open"
    NOTHING_TO_FIX = "nothing_to_fix"
    FAILED = "failed"
    """Could not even try: clone failed, GitHub error."""


class FixAttempt(Base):
    __tablename__ = "fix_attempts"
    __table_args__ = (
        Index("ix_fix_attempts_repository_number", "repository_full_name", "pull_number"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    installation_id: Mapped[int] = mapped_column(BigInteger)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    pull_number: Mapped[int] = mapped_column(Integer)
    requester: Mapped[str] = mapped_column(String(255))
    comment_id: Mapped[int | None] = mapped_column(BigInteger)
    finding_ids: Mapped[list[int]] = mapped_column(JSON)
    start_sha: Mapped[str | None] = mapped_column(String(64))
    outcome: Mapped[str] = mapped_column(String(24))
    rounds: Mapped[int] = mapped_column(Integer)
    commit_sha: Mapped[str | None] = mapped_column(String(64))
    model: Mapped[str | None] = mapped_column(String(64))
    input_tokens: Mapped[int] = mapped_column(Integer)
    output_tokens: Mapped[int] = mapped_column(Integer)
    detail: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime)


@dataclass(frozen=True, slots=True)
class AttemptRecord:
    installation_id: int
    repository_full_name: str
    pull_number: int
    requester: str
    comment_id: int | None
    finding_ids: tuple[int, ...]
    start_sha: str | None
    outcome: FixOutcomeKind
    rounds: int
    commit_sha: str | None
    model: str | None
    input_tokens: int
    output_tokens: int
    detail: str
    created_at: datetime
    finished_at: datetime


def record_attempt(engine: Engine, record: AttemptRecord) -> int:
    values: dict[str, Any] = {
        name: getattr(record, name) for name in AttemptRecord.__dataclass_fields__
    }
    values["finding_ids"] = list(record.finding_ids)
    values["outcome"] = record.outcome.value
    values["detail"] = record.detail[:20_000]
    with Session(write_engine(engine)) as session, session.begin():
        row = FixAttempt(**values)
        session.add(row)
        session.flush()
        return row.id


def attempts_of(engine: Engine, repository_full_name: str, pull_number: int) -> list[FixAttempt]:
    with Session(engine, expire_on_commit=False) as session:
        return list(
            session.scalars(
                select(FixAttempt)
                .where(
                    FixAttempt.repository_full_name == repository_full_name,
                    FixAttempt.pull_number == pull_number,
                )
                .order_by(FixAttempt.id)
            )
        )


def _stored(record: FindingRecord) -> StoredFinding:
    return StoredFinding(
        id=record.id,
        rule_id=record.rule_id,
        source=record.source,
        severity=record.severity,
        path=record.path,
        start_line=record.start_line,
        end_line=record.end_line,
        title=record.title,
        head_sha=record.head_sha,
        replacement=record.replacement,
        comment_url=record.comment_url,
    )


def findings_to_fix(
    engine: Engine,
    repository_full_name: str,
    pull_number: int,
    *,
    finding_ids: Sequence[int] = (),
    in_reply_to_id: int | None = None,
    cap: int = 5,
) -> list[StoredFinding]:
    """The named findings; else the one a reply answers; else the PR's open posted ones.

    Always open findings of this pull request, blocking first, at most `cap`.
    """
    query = select(FindingRecord).where(
        FindingRecord.repository_full_name == repository_full_name,
        FindingRecord.pull_number == pull_number,
        FindingRecord.status == OPEN,
    )
    if finding_ids:
        query = query.where(FindingRecord.id.in_(list(finding_ids)))
    elif in_reply_to_id is not None:
        query = query.where(FindingRecord.comment_id == in_reply_to_id)
    else:
        query = query.where(FindingRecord.comment_id.is_not(None))
    with Session(engine) as session:
        found = [_stored(record) for record in session.scalars(query)]
    return blocking_first(found)[:cap]
