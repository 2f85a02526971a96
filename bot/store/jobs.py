"""Operator-facing job queries: list, cancel, retry, depth. The lifecycle a
worker drives (insert, claim, lease, complete, fail) is in bot.store.queue."""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import CursorResult, func, select, update
from sqlalchemy.orm import Session

from bot.store.models import Job, JobStatus
from bot.store.types import utcnow

Clock = Callable[[], datetime]


@dataclass(frozen=True, slots=True)
class JobView:
    id: int
    kind: str
    payload: Mapping[str, Any]
    status: JobStatus
    priority: int
    attempts: int
    max_attempts: int
    run_after: datetime
    locked_by: str | None
    lease_expires_at: datetime | None
    concurrency_key: str | None
    last_error: str | None
    delivery_id: str | None
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None


def lock_concurrency_keys(session: Session, concurrency_keys: Collection[str]) -> None:
    """Hold these keys until the caller's transaction ends; call before superseding or cancelling.

    PostgreSQL: advisory locks in key order (why: docs/intake.md); SQLite needs none.
    """
    if concurrency_keys and session.get_bind().dialect.name == "postgresql":
        keys = sorted(set(concurrency_keys))
        session.connection().exec_driver_sql(_lock_keys_sql(len(keys)), tuple(keys))


@functools.lru_cache(maxsize=64)
def _lock_keys_sql(keys: int) -> str:
    # A VALUES list is scanned in its written order: the locks are taken in key order.
    values = ", ".join(["(%s)"] * keys)
    lock = "pg_advisory_xact_lock(hashtextextended(current_schema() || ' ' || v.key, 0))"
    return f"SELECT {lock} FROM (VALUES {values}) AS v (key)"  # noqa: S608 (constants only)


def cancel(
    session: Session, concurrency_key: str, *, prefix: bool = False, now: Clock = utcnow
) -> int:
    """Cancel queued jobs with this key (or every key starting with it); returns how many."""
    if not prefix:
        lock_concurrency_keys(session, [concurrency_key])
    matches = (
        Job.concurrency_key.startswith(concurrency_key, autoescape=True)
        if prefix
        else Job.concurrency_key == concurrency_key
    )
    result = session.execute(
        update(Job)
        .where(matches, Job.status == JobStatus.QUEUED)
        .values(status=JobStatus.CANCELLED, finished_at=now())
    )
    assert isinstance(result, CursorResult)
    return result.rowcount


def retry_job(session: Session, job_id: int, *, now: Clock = utcnow) -> bool:
    """Requeue a dead or cancelled job with a fresh set of attempts."""
    result = session.execute(
        update(Job)
        .where(Job.id == job_id, Job.status.in_([JobStatus.DEAD, JobStatus.CANCELLED]))
        .values(
            status=JobStatus.QUEUED,
            attempts=0,
            run_after=now(),
            locked_by=None,
            lease_token=None,
            lease_expires_at=None,
            started_at=None,
            finished_at=None,
        )
    )
    assert isinstance(result, CursorResult)
    return result.rowcount == 1


def _view(job: Job) -> JobView:
    return JobView(
        id=job.id,
        kind=job.kind,
        payload=job.payload,
        status=job.status,
        priority=job.priority,
        attempts=job.attempts,
        max_attempts=job.max_attempts,
        run_after=job.run_after,
        locked_by=job.locked_by,
        lease_expires_at=job.lease_expires_at,
        concurrency_key=job.concurrency_key,
        last_error=job.last_error,
        delivery_id=job.delivery_id,
        created_at=job.created_at,
        started_at=job.started_at,
        finished_at=job.finished_at,
    )


def get_job(session: Session, job_id: int) -> JobView | None:
    job = session.get(Job, job_id, populate_existing=True)
    return None if job is None else _view(job)


def list_jobs(
    session: Session, status: JobStatus | None = None, *, limit: int = 50
) -> list[JobView]:
    query = select(Job).order_by(Job.id.desc()).limit(limit)
    if status is not None:
        query = query.where(Job.status == status)
    return [_view(job) for job in session.scalars(query)]


def queue_depth(session: Session) -> dict[str, int]:
    """Queued jobs per kind, including those waiting out a backoff."""
    rows = session.execute(
        select(Job.kind, func.count()).where(Job.status == JobStatus.QUEUED).group_by(Job.kind)
    )
    return {kind: count for kind, count in rows}
