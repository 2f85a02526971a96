"""Tables of the review pipeline: pull request state, reviews posted, findings."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Boolean, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from bot.store.models import Base
from bot.store.types import BigIntId, UTCDateTime


class PullState(Base):
    __tablename__ = "pull_states"
    __table_args__ = (
        Index("uq_pull_states_repository_number", "repository_full_name", "number", unique=True),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    installation_id: Mapped[int] = mapped_column(BigInteger)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    number: Mapped[int] = mapped_column(Integer)
    last_reviewed_sha: Mapped[str | None] = mapped_column(String(64))
    paused: Mapped[bool] = mapped_column(Boolean, default=False)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ReviewRecord(Base):
    __tablename__ = "reviews"
    __table_args__ = (
        Index(
            "uq_reviews_repository_number_head",
            "repository_full_name",
            "pull_number",
            "head_sha",
            unique=True,
        ),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    installation_id: Mapped[int] = mapped_column(BigInteger)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    pull_number: Mapped[int] = mapped_column(Integer)
    head_sha: Mapped[str] = mapped_column(String(64))
    reviewed_from_sha: Mapped[str | None] = mapped_column(String(64))
    github_review_id: Mapped[int | None] = mapped_column(BigInteger)
    check_run_id: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))
    inline_count: Mapped[int] = mapped_column(Integer, default=0)
    summary_count: Mapped[int] = mapped_column(Integer, default=0)
    model: Mapped[str | None] = mapped_column(String(64))
    input_tokens: Mapped[int] = mapped_column(Integer, default=0)
    output_tokens: Mapped[int] = mapped_column(Integer, default=0)
    cost_usd: Mapped[float] = mapped_column(Float, default=0.0)
    notes: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    posted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


DASHBOARD_COLUMNS = (
    "installation_id",
    "repository_full_name",
    "pull_number",
    "category",
    "source",
    "rule_id",
    "outcome",
    "status",
    "placement",
    "exploration",
    "addressed_at",
)


class FindingRecord(Base):
    __tablename__ = "findings"
    __table_args__ = (
        Index(
            "uq_findings_repository_number_fingerprint",
            "repository_full_name",
            "pull_number",
            "fingerprint",
            unique=True,
        ),
        Index("ix_findings_comment_id", "comment_id"),
        Index("ix_findings_repository_outcome", "repository_full_name", "outcome"),
        # Covering indexes for the dashboard's grouped counts (migration 0004).
        Index(
            "ix_findings_dashboard_created",
            "created_at",
            postgresql_include=list(DASHBOARD_COLUMNS),
        ),
        Index(
            "ix_findings_dashboard_repository_created",
            "repository_full_name",
            "created_at",
            postgresql_include=[c for c in DASHBOARD_COLUMNS if c != "repository_full_name"],
        ),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    installation_id: Mapped[int] = mapped_column(BigInteger)
    repository_full_name: Mapped[str] = mapped_column(String(255))
    pull_number: Mapped[int] = mapped_column(Integer)
    review_id: Mapped[int | None] = mapped_column(
        BigIntId, ForeignKey("reviews.id", ondelete="SET NULL")
    )
    fingerprint: Mapped[str] = mapped_column(String(32))
    head_sha: Mapped[str] = mapped_column(String(64))
    source: Mapped[str] = mapped_column(String(16))
    sources: Mapped[str] = mapped_column(String(64))
    rule_id: Mapped[str] = mapped_column(String(128))
    category: Mapped[str] = mapped_column(String(16))
    severity: Mapped[str] = mapped_column(String(16))
    language: Mapped[str | None] = mapped_column(String(32))
    raw_confidence: Mapped[float] = mapped_column(Float)
    confidence: Mapped[float] = mapped_column(Float)
    threshold: Mapped[float | None] = mapped_column(Float)
    path: Mapped[str] = mapped_column(String(1024))
    start_line: Mapped[int | None] = mapped_column(Integer)
    end_line: Mapped[int | None] = mapped_column(Integer)
    side: Mapped[str] = mapped_column(String(8))
    title: Mapped[str] = mapped_column(String(300))
    explanation: Mapped[str] = mapped_column(Text, default="")
    replacement: Mapped[str | None] = mapped_column(Text)
    placement: Mapped[str] = mapped_column(String(16))
    """inline, file_level, summary, below_threshold, over_cap."""
    exploration: Mapped[bool] = mapped_column(Boolean, default=False)
    comment_id: Mapped[int | None] = mapped_column(BigInteger)
    comment_url: Mapped[str | None] = mapped_column(String(512))
    status: Mapped[str] = mapped_column(String(16))
    """open, addressed."""
    outcome: Mapped[str] = mapped_column(String(16), default="pending")
    """accepted, dismissed, ignored, pending: recomputed whenever a signal arrives."""
    outcome_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    addressed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
