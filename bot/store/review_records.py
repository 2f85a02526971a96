"""What one review run reads and writes, each call in a session or transaction of its own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Engine
from sqlalchemy import select as sa_select
from sqlalchemy.orm import Session

from bot.core.languages import language_of
from bot.core.outcomes import SignalKind
from bot.core.report import ReviewReport, ShownFinding, Visibility
from bot.store import feedback as feedback_store
from bot.store import reviews as queries
from bot.store.db import write_engine
from bot.store.review_models import FindingRecord, ReviewRecord
from bot.store.reviews import PullRef, StoredFinding
from bot.store.types import utcnow


@dataclass(frozen=True, slots=True)
class ReviewRow:
    """A review row of one head: started by an attempt, or finished."""

    id: int
    status: str
    check_run_id: int | None


@dataclass(frozen=True, slots=True)
class PullReviewState:
    paused: bool
    last_reviewed_sha: str | None
    existing: ReviewRow | None
    """This head's review row, when an earlier attempt started one."""


def review_state(engine: Engine, pull: PullRef, head_sha: str) -> PullReviewState:
    with Session(engine) as session:
        state = queries.pull_state(session, pull)
        row = queries.posted_review(session, pull, head_sha)
        return PullReviewState(
            paused=bool(state and state.paused),
            last_reviewed_sha=state.last_reviewed_sha if state else None,
            existing=None if row is None else ReviewRow(row.id, row.status, row.check_run_id),
        )


def begin_review(engine: Engine, pull: PullRef, head_sha: str, check_run_id: int) -> int:
    """A `started` review row for this head; its id."""
    with Session(write_engine(engine)) as session, session.begin():
        return queries.record_review(
            session,
            ReviewRecord(
                installation_id=pull.installation_id,
                repository_full_name=pull.repository_full_name,
                pull_number=pull.number,
                head_sha=head_sha,
                check_run_id=check_run_id,
                status="started",
                inline_count=0,
                summary_count=0,
                input_tokens=0,
                output_tokens=0,
                cost_usd=0.0,
                created_at=utcnow(),
            ),
        )


def posted_fingerprints(engine: Engine, pull: PullRef) -> set[str]:
    with Session(engine) as session:
        return queries.known_fingerprints(session, pull)


def stored_findings(
    engine: Engine, pull: PullRef, *, status: str | None = None
) -> list[StoredFinding]:
    with Session(engine) as session:
        return queries.findings_of_pull(session, pull, status=status)


def summary_review_id(engine: Engine, pull: PullRef) -> int | None:
    """The first review Redline posted on this pull request: the one holding the summary."""
    with Session(engine) as session:
        return session.scalars(
            sa_select(ReviewRecord.github_review_id)
            .where(
                ReviewRecord.repository_full_name == pull.repository_full_name,
                ReviewRecord.pull_number == pull.number,
                ReviewRecord.github_review_id.is_not(None),
            )
            .order_by(ReviewRecord.id)
            .limit(1)
        ).first()


def finish_review(
    engine: Engine,
    pull: PullRef,
    review_row_id: int,
    report: ReviewReport,
    github_review_id: int | None,
    comment_ids: dict[str, tuple[int, str]],
) -> None:
    """The review row completed, its new findings stored with their comments, the head
    recorded as reviewed."""
    now = utcnow()
    usage = report.usage
    with Session(write_engine(engine)) as session, session.begin():
        row = session.get(ReviewRecord, review_row_id)
        assert row is not None
        row.status = "posted" if github_review_id is not None else "check_only"
        row.github_review_id = github_review_id
        row.reviewed_from_sha = report.reviewed_from_sha
        row.inline_count = len(report.where(Visibility.INLINE))
        row.summary_count = len(report.findings) - row.inline_count
        row.posted_at = now
        if usage is not None:
            row.model = usage.model
            row.input_tokens = usage.input_tokens
            row.output_tokens = usage.output_tokens
            row.cost_usd = usage.cost_usd
        _save_new_findings(session, pull, review_row_id, report.head_sha, report.findings, now)
        queries.attach_comments(session, pull, comment_ids)
        queries.save_pull_state(session, pull, now=now, last_reviewed_sha=report.head_sha)


def add_to_review(
    engine: Engine,
    pull: PullRef,
    head_sha: str,
    shown: Sequence[ShownFinding],
    comment_ids: dict[str, tuple[int, str]],
) -> None:
    """Findings found later (the model's, once it was back) join the head's review row."""
    now = utcnow()
    with Session(write_engine(engine)) as session, session.begin():
        row = queries.posted_review(session, pull, head_sha)
        assert row is not None
        _save_new_findings(session, pull, row.id, head_sha, shown, now)
        queries.attach_comments(session, pull, comment_ids)


@dataclass(frozen=True, slots=True)
class AddressedFinding:
    finding_id: int
    kind: SignalKind
    """`addressed`, or `suggestion-committed` when the push added the suggested replacement."""


def record_addressed(
    engine: Engine,
    pull: PullRef,
    addressed: Sequence[AddressedFinding],
    *,
    pusher: str,
    also: Callable[[Session], None],
) -> None:
    """Mark the findings addressed and record a signal of each; `also` runs in the same
    transaction (the feature queues its follow-up job there)."""
    now = utcnow()
    with Session(write_engine(engine)) as session, session.begin():
        queries.mark_addressed(session, [a.finding_id for a in addressed], now=now)
        feedback_store.record_signals(
            session,
            [
                feedback_store.NewSignal(
                    finding_id=a.finding_id,
                    repository_full_name=pull.repository_full_name,
                    actor=pusher,
                    actor_is_bot=False,
                    kind=a.kind,
                    at=now,
                )
                for a in addressed
            ],
        )
        also(session)


def _save_new_findings(
    session: Session,
    pull: PullRef,
    review_row_id: int,
    head_sha: str,
    shown: Sequence[ShownFinding],
    now: datetime,
) -> None:
    known = queries.known_fingerprints(session, pull)
    queries.save_findings(
        session,
        (
            finding_row(pull, review_row_id, head_sha, item, now)
            for item in shown
            if item.fingerprint not in known
        ),
    )


def _stored_placement(visibility: Visibility) -> str:
    # The dashboard's partial indexes count the placements a reader is shown: a finding whose
    # inline comment GitHub refused was shown in the summary.
    if visibility is Visibility.REFUSED:
        return Visibility.SUMMARY.value
    return visibility.value


def finding_row(
    pull: PullRef, review_id: int, head_sha: str, shown: ShownFinding, now: datetime
) -> FindingRecord:
    finding = shown.finding
    return FindingRecord(
        installation_id=pull.installation_id,
        repository_full_name=pull.repository_full_name,
        pull_number=pull.number,
        review_id=review_id,
        fingerprint=shown.fingerprint,
        head_sha=head_sha,
        source=finding.source.value,
        sources=",".join([finding.source.value, *(s.value for s in finding.also_reported_by)]),
        rule_id=finding.rule_id[:128],
        category=finding.category.value,
        severity=finding.severity.value,
        language=language_of(finding.location.path),
        raw_confidence=finding.raw_confidence,
        confidence=shown.confidence,
        threshold=shown.threshold,
        path=finding.location.path[:1024],
        start_line=finding.location.start_line,
        end_line=finding.location.end_line,
        side=finding.location.side.value,
        title=finding.title[:300],
        explanation=finding.explanation[:20_000],
        replacement=finding.replacement,
        placement=_stored_placement(shown.visibility),
        exploration=shown.exploration,
        status="open",
        created_at=now,
    )
