"""The table of /fix attempts (created by migrations/versions/0005_fix_attempts.py)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, BigInteger, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from bot.store.models import Base
from bot.store.types import BigIntId, UTCDateTime


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
