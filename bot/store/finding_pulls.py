"""Pull requests with open findings on GitHub: what the periodic reaction sweep polls."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from bot.store.review_models import FindingRecord


@dataclass(frozen=True, slots=True)
class FindingPull:
    installation_id: int
    repository_full_name: str
    pull_number: int


def pulls_with_open_findings(session: Session, since: datetime) -> list[FindingPull]:
    """Each pull request with an open finding commented on GitHub since `since`, once."""
    rows = session.execute(
        select(
            FindingRecord.installation_id,
            FindingRecord.repository_full_name,
            FindingRecord.pull_number,
        )
        .where(
            FindingRecord.status == "open",
            FindingRecord.comment_id.is_not(None),
            FindingRecord.created_at >= since,
        )
        .distinct()
    ).all()
    return [FindingPull(*row) for row in rows]
