"""Tables of learning: feedback signals on findings, unmutes, threshold history."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Boolean, Float, ForeignKey, Index, Integer, String, Text, true
from sqlalchemy.orm import Mapped, mapped_column

from bot.store.models import Base
from bot.store.types import BigIntId, UTCDateTime


class FeedbackSignal(Base):
    __tablename__ = "feedback_signals"
    __table_args__ = (
        Index("ix_feedback_signals_finding_id", "finding_id"),
        Index("ix_feedback_signals_repository_at", "repository_full_name", "at"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    finding_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("findings.id", ondelete="CASCADE"))
    repository_full_name: Mapped[str] = mapped_column(String(255))
    actor: Mapped[str] = mapped_column(String(255))
    actor_is_bot: Mapped[bool] = mapped_column(Boolean, default=False)
    weighted: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    """False for a person without write access who is not the PR's author: kept, never
    counted (neither in the finding's outcome nor by the learner)."""
    kind: Mapped[str] = mapped_column(String(32))
    detail: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[datetime] = mapped_column(UTCDateTime)
    delivery_id: Mapped[str | None] = mapped_column(String(64))


class RuleUnmute(Base):
    __tablename__ = "rule_unmutes"
    __table_args__ = (Index("ix_rule_unmutes_repository", "repository_full_name", "rule_id"),)

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    rule_id: Mapped[str] = mapped_column(String(128))
    actor: Mapped[str] = mapped_column(String(255))
    at: Mapped[datetime] = mapped_column(UTCDateTime)


class ThresholdChange(Base):
    __tablename__ = "threshold_history"
    __table_args__ = (Index("ix_threshold_history_repository_at", "repository_full_name", "at"),)

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    category: Mapped[str] = mapped_column(String(16))
    rule_id: Mapped[str] = mapped_column(String(128), default="")
    old_value: Mapped[float | None] = mapped_column(Float)
    new_value: Mapped[float] = mapped_column(Float)
    events: Mapped[int] = mapped_column(Integer)
    muted: Mapped[bool] = mapped_column(Boolean, default=False)
    curve: Mapped[str | None] = mapped_column(Text)
    """JSON [[threshold, precision, lower bound, evidence], …]: the curve the learner used."""
    at: Mapped[datetime] = mapped_column(UTCDateTime)


class ReactionPoll(Base):
    """The ETag of the last reactions listing of one of our comments (conditional requests)."""

    __tablename__ = "reaction_polls"

    comment_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    etag: Mapped[str | None] = mapped_column(String(255))
    polled_at: Mapped[datetime] = mapped_column(UTCDateTime)
