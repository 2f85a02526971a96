"""Findings we posted as review comments, as commands and feedback look them up."""

from __future__ import annotations

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.store.review_models import FindingRecord


def finding_replied_to(
    engine: Engine, repository_full_name: str, comment_id: int
) -> FindingRecord | None:
    """The finding whose review comment is `comment_id`, if it is ours."""
    with Session(engine) as session:
        return session.scalars(
            select(FindingRecord).where(
                FindingRecord.repository_full_name == repository_full_name,
                FindingRecord.comment_id == comment_id,
            )
        ).first()


def posted_findings(
    engine: Engine, repository_full_name: str, pull_number: int
) -> list[FindingRecord]:
    """The pull request's findings that have a review comment."""
    with Session(engine) as session:
        return list(
            session.scalars(
                select(FindingRecord).where(
                    FindingRecord.repository_full_name == repository_full_name,
                    FindingRecord.pull_number == pull_number,
                    FindingRecord.comment_id.is_not(None),
                )
            )
        )
