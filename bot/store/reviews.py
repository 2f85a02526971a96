"""Queries of the review pipeline: PR state, reviews and their findings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from bot.core.findings import Category, Finding, Location, Severity, Side, Source
from bot.store.review_models import FindingRecord, PullState, ReviewRecord
from bot.store.upsert import dialect_insert


@dataclass(frozen=True, slots=True)
class PullRef:
    installation_id: int
    repository_full_name: str
    number: int

    @property
    def owner_repo(self) -> tuple[str, str]:
        owner, _, repo = self.repository_full_name.partition("/")
        return owner, repo


@dataclass(frozen=True, slots=True)
class StoredFinding:
    id: int
    fingerprint: str
    head_sha: str
    path: str
    start_line: int | None
    end_line: int | None
    side: str
    title: str
    category: str
    severity: str
    rule_id: str
    replacement: str | None
    placement: str
    comment_id: int | None
    status: str
    source: str = ""
    explanation: str = ""
    raw_confidence: float = 0.0
    outcome: str | None = None

    def as_finding(self) -> Finding:
        """The finding as stored, at the lines it had when it was posted."""
        return Finding(
            location=Location(self.path, self.start_line, self.end_line, Side(self.side)),
            category=Category(self.category),
            severity=Severity(self.severity),
            title=self.title,
            explanation=self.explanation,
            source=Source(self.source),
            rule_id=self.rule_id,
            raw_confidence=self.raw_confidence,
            replacement=self.replacement,
        )


def pull_state(session: Session, pull: PullRef) -> PullState | None:
    return session.scalars(
        select(PullState).where(
            PullState.repository_full_name == pull.repository_full_name,
            PullState.number == pull.number,
        )
    ).first()


def save_pull_state(
    session: Session,
    pull: PullRef,
    *,
    now: datetime,
    last_reviewed_sha: str | None = None,
    paused: bool | None = None,
) -> None:
    insert = dialect_insert(session, PullState.__table__)  # type: ignore[arg-type]
    updates: dict[str, object] = {"updated_at": now}
    if last_reviewed_sha is not None:
        updates["last_reviewed_sha"] = last_reviewed_sha
    if paused is not None:
        updates["paused"] = paused
    session.execute(
        insert.values(
            installation_id=pull.installation_id,
            repository_full_name=pull.repository_full_name,
            number=pull.number,
            last_reviewed_sha=last_reviewed_sha,
            paused=bool(paused),
            updated_at=now,
        ).on_conflict_do_update(index_elements=["repository_full_name", "number"], set_=updates)
    )


def posted_review(session: Session, pull: PullRef, head_sha: str) -> ReviewRecord | None:
    return session.scalars(
        select(ReviewRecord).where(
            ReviewRecord.repository_full_name == pull.repository_full_name,
            ReviewRecord.pull_number == pull.number,
            ReviewRecord.head_sha == head_sha,
        )
    ).first()


def record_review(session: Session, review: ReviewRecord) -> int:
    session.add(review)
    session.flush()
    return review.id


def known_fingerprints(session: Session, pull: PullRef) -> set[str]:
    return set(
        session.scalars(
            select(FindingRecord.fingerprint).where(
                FindingRecord.repository_full_name == pull.repository_full_name,
                FindingRecord.pull_number == pull.number,
            )
        )
    )


def save_findings(session: Session, rows: Iterable[FindingRecord]) -> None:
    session.add_all(list(rows))
    session.flush()


def findings_of_pull(
    session: Session, pull: PullRef, *, status: str | None = None
) -> list[StoredFinding]:
    query = select(FindingRecord).where(
        FindingRecord.repository_full_name == pull.repository_full_name,
        FindingRecord.pull_number == pull.number,
    )
    if status is not None:
        query = query.where(FindingRecord.status == status)
    return [
        StoredFinding(
            id=row.id,
            fingerprint=row.fingerprint,
            head_sha=row.head_sha,
            path=row.path,
            start_line=row.start_line,
            end_line=row.end_line,
            side=row.side,
            title=row.title,
            category=row.category,
            severity=row.severity,
            rule_id=row.rule_id,
            replacement=row.replacement,
            placement=row.placement,
            comment_id=row.comment_id,
            status=row.status,
            source=row.source,
            explanation=row.explanation,
            raw_confidence=row.raw_confidence,
            outcome=row.outcome,
        )
        for row in session.scalars(query.order_by(FindingRecord.id))
    ]


def mark_addressed(session: Session, finding_ids: Sequence[int], *, now: datetime) -> None:
    if finding_ids:
        session.execute(
            update(FindingRecord)
            .where(FindingRecord.id.in_(finding_ids))
            .values(status="addressed", addressed_at=now)
        )


def attach_comments(session: Session, pull: PullRef, comments: dict[str, tuple[int, str]]) -> None:
    """Record the GitHub comment id and URL of each posted fingerprint."""
    for fingerprint, (comment_id, url) in comments.items():
        session.execute(
            update(FindingRecord)
            .where(
                FindingRecord.repository_full_name == pull.repository_full_name,
                FindingRecord.pull_number == pull.number,
                FindingRecord.fingerprint == fingerprint,
            )
            .values(comment_id=comment_id, comment_url=url)
        )
