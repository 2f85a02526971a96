"""/fix in the database: the findings a fix targets, and one row per attempt.

The `fix_attempts` table is created by migrations/versions/0005_fix_attempts.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.core.fix_findings import StoredFinding, blocking_first
from bot.store.db import write_engine
from bot.store.fix_models import FixAttempt
from bot.store.review_models import FindingRecord

OPEN = "open"


@dataclass(frozen=True, slots=True)
class AttemptRecord:
    installation_id: int
    repository_full_name: str
    pull_number: int
    requester: str
    comment_id: int | None
    finding_ids: tuple[int, ...]
    start_sha: str | None
    outcome: str
    """A `bot.fix.outcomes.FixOutcomeKind`."""
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
    values["outcome"] = str(record.outcome)
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
