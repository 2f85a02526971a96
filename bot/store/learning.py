"""What the learner reads and writes besides feedback: its data version, threshold history."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bot.store.feedback_models import FeedbackSignal, RuleUnmute, ThresholdChange
from bot.store.review_models import FindingRecord

DataVersion = tuple[int | None, int | None, int | None]
ThresholdKey = tuple[str, str, str]
"""(repository, category, rule id): a category threshold has rule id "", a mute category ""."""


def data_version(session: Session) -> DataVersion:
    """The newest finding, feedback signal and unmute id: every row the learner reads."""
    return (
        session.scalar(select(func.max(FindingRecord.id))),
        session.scalar(select(func.max(FeedbackSignal.id))),
        session.scalar(select(func.max(RuleUnmute.id))),
    )


def latest_threshold_changes(session: Session) -> dict[ThresholdKey, ThresholdChange]:
    newest = (
        select(func.max(ThresholdChange.id))
        .group_by(
            ThresholdChange.repository_full_name, ThresholdChange.category, ThresholdChange.rule_id
        )
        .scalar_subquery()
    )
    return {
        (row.repository_full_name, row.category, row.rule_id): row
        for row in session.scalars(select(ThresholdChange).where(ThresholdChange.id.in_(newest)))
    }


def add_threshold_changes(session: Session, rows: Iterable[ThresholdChange]) -> None:
    session.add_all(list(rows))
