"""Durable jobs on the database (the Solid Queue / good_job pattern).

A job is a row. Workers claim due rows under a lease; a worker that dies stops
renewing it and another worker reclaims the job once it expires. Every state
change made by the lease holder is fenced by the claim's `lease_token`, so a
worker whose lease was taken over cannot overwrite its successor's state.
"""

from __future__ import annotations

import functools
import random
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlalchemy import (
    Connection,
    CursorResult,
    Dialect,
    Engine,
    Row,
    Table,
    and_,
    exists,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, aliased

from bot.store.db import write_transaction
from bot.store.deliveries import column_binder, insert_rows, placeholder, time_binder
from bot.store.jobs import (
    JobView,
    cancel,
    get_job,
    list_jobs,
    lock_concurrency_keys,
    queue_depth,
    retry_job,
)
from bot.store.models import Job, JobStatus
from bot.store.types import utcnow

Clock = Callable[[], datetime]

__all__ = [
    "DEFAULT_BACKOFF",
    "JOB_COLUMNS",
    "Backoff",
    "ClaimedJob",
    "Clock",
    "DeadJob",
    "FailOutcome",
    "JobView",
    "NewJob",
    "cancel",
    "claim",
    "close_queued",
    "complete",
    "enqueue",
    "extend_lease",
    "fail",
    "get_job",
    "insert_jobs",
    "job_rows",
    "list_jobs",
    "lock_concurrency_keys",
    "queue_depth",
    "release",
    "retry_job",
]

# Concurrent PostgreSQL claimers can race to start two jobs with one concurrency
# key; the partial unique index rejects the loser, which simply tries again.
CLAIM_RACE_RETRIES = 5


@dataclass(frozen=True, slots=True)
class Backoff:
    """Exponential backoff with full jitter: uniform(0, min(cap, base * 2**(n-1)))."""

    base_seconds: float = 5.0
    cap_seconds: float = 900.0

    def delay(self, attempts: int, rng: random.Random) -> timedelta:
        exponent = min(max(attempts - 1, 0), 60)
        ceiling = min(self.cap_seconds, self.base_seconds * 2.0**exponent)
        return timedelta(seconds=rng.uniform(0.0, ceiling))


DEFAULT_BACKOFF = Backoff()


class FailOutcome(StrEnum):
    RETRY = "retry"
    DEAD = "dead"
    LEASE_LOST = "lease-lost"


@dataclass(frozen=True, slots=True)
class ClaimedJob:
    id: int
    kind: str
    payload: Mapping[str, Any]
    attempts: int
    max_attempts: int
    priority: int
    concurrency_key: str | None
    delivery_id: str | None
    run_after: datetime
    worker_id: str
    lease_token: str
    claimed_at: datetime
    lease_expires_at: datetime


@dataclass(frozen=True, slots=True)
class DeadJob:
    """A job that went dead: what its kind's handler may tell GitHub about it."""

    id: int
    kind: str
    payload: Mapping[str, Any]
    attempts: int
    error: str


def enqueue(
    session: Session,
    kind: str,
    payload: Mapping[str, Any],
    *,
    concurrency_key: str | None = None,
    run_after: datetime | None = None,
    max_attempts: int = 5,
    priority: int = 0,
    supersede: bool = False,
    delivery_id: str | None = None,
    now: Clock = utcnow,
) -> int:
    """Add a job inside the caller's transaction; returns its id.

    With `supersede`, queued jobs with the same concurrency key are marked
    superseded (a new push makes the review of the old head pointless).
    """
    if max_attempts < 1:
        raise ValueError("max_attempts must be at least 1")
    current = now()
    if supersede and concurrency_key is not None:
        lock_concurrency_keys(session.connection(), [concurrency_key])
        session.execute(
            update(Job)
            .where(Job.concurrency_key == concurrency_key, Job.status == JobStatus.QUEUED)
            .values(status=JobStatus.SUPERSEDED, finished_at=current)
        )
    # A Core INSERT … RETURNING: the webhook path queues jobs per delivery, and the ORM's
    # unit-of-work flush costs several times more than the statement itself.
    inserted = session.execute(
        insert(Job)
        .values(
            kind=kind,
            payload=dict(payload),
            status=JobStatus.QUEUED,
            priority=priority,
            attempts=0,
            max_attempts=max_attempts,
            run_after=run_after or current,
            concurrency_key=concurrency_key,
            delivery_id=delivery_id,
            created_at=current,
        )
        .returning(Job.id)
    )
    return int(inserted.scalar_one())


_JOBS: Table = Job.__table__  # type: ignore[assignment]


@dataclass(frozen=True, slots=True)
class NewJob:
    """A job row for `insert_jobs`; `status` may already be final (superseded in its batch)."""

    kind: str
    payload: Mapping[str, Any]
    run_after: datetime
    concurrency_key: str | None
    delivery_id: str | None
    status: JobStatus = JobStatus.QUEUED
    finished_at: datetime | None = None
    max_attempts: int = 5
    priority: int = 0

    def closed(self, status: JobStatus, at: datetime) -> NewJob:
        """This job superseded or cancelled before it is stored (dataclasses.replace is slow)."""
        return NewJob(
            kind=self.kind,
            payload=self.payload,
            run_after=self.run_after,
            concurrency_key=self.concurrency_key,
            delivery_id=self.delivery_id,
            status=status,
            finished_at=at,
            max_attempts=self.max_attempts,
            priority=self.priority,
        )


def close_queued(
    connection: Connection, concurrency_keys: Sequence[str], status: JobStatus, at: datetime
) -> None:
    """Mark every queued job with one of these keys superseded or cancelled, in one UPDATE."""
    if concurrency_keys:
        connection.exec_driver_sql(
            _close_queued_sql(connection.dialect.name, len(concurrency_keys)),
            (status.value, time_binder(connection.dialect)(at), *sorted(concurrency_keys)),
        )


@functools.lru_cache(maxsize=64)
def _close_queued_sql(dialect: str, keys: int) -> str:
    marker = placeholder(dialect)
    return (
        f"UPDATE jobs SET status = {marker}, finished_at = {marker}"  # noqa: S608 (constants only)
        f" WHERE status = '{JobStatus.QUEUED.value}'"
        f" AND concurrency_key IN ({', '.join([marker] * keys)})"
    )


def insert_jobs(connection: Connection, jobs: Sequence[NewJob], created_at: datetime) -> None:
    """Insert many jobs with one multi-row INSERT inside the caller's transaction."""
    insert_rows(connection, "jobs", JOB_COLUMNS, job_rows(jobs, created_at, connection.dialect))


def job_rows(
    jobs: Sequence[NewJob], created_at: datetime, dialect: Dialect
) -> list[tuple[object, ...]]:
    """Driver-ready values of `JOB_COLUMNS`, a row per job."""
    at, payload = time_binder(dialect), column_binder(_JOBS.c.payload, dialect)
    return [
        (
            job.kind,
            payload(dict(job.payload)),
            job.status.value,
            job.priority,
            0,
            job.max_attempts,
            at(job.run_after),
            job.concurrency_key,
            job.delivery_id,
            at(created_at),
            at(job.finished_at),
        )
        for job in jobs
    ]


JOB_COLUMNS = (
    "kind",
    "payload",
    "status",
    "priority",
    "attempts",
    "max_attempts",
    "run_after",
    "concurrency_key",
    "delivery_id",
    "created_at",
    "finished_at",
)


def _claimable(current: datetime, kinds: Sequence[str] | None) -> Any:
    other = aliased(Job)
    key_is_busy = exists().where(
        other.concurrency_key == Job.concurrency_key,
        other.status == JobStatus.RUNNING,
        other.id != Job.id,
    )
    conditions = [
        or_(
            and_(Job.status == JobStatus.QUEUED, Job.run_after <= current),
            and_(Job.status == JobStatus.RUNNING, Job.lease_expires_at <= current),
        ),
        or_(Job.concurrency_key.is_(None), ~key_is_busy),
    ]
    if kinds is not None:
        conditions.append(Job.kind.in_(list(kinds)))
    return and_(*conditions)


def claim(
    engine: Engine,
    worker_id: str,
    *,
    kinds: Sequence[str] | None = None,
    lease_seconds: float = 60.0,
    now: Clock = utcnow,
    buried: list[DeadJob] | None = None,
) -> ClaimedJob | None:
    """Take the next due job (or one whose lease expired) under a fresh lease.

    A job whose concurrency key already has a running job is never taken.
    PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED. SQLite: BEGIN IMMEDIATE
    serialises claimers across threads and processes. Jobs found to have lost their
    worker on every attempt go dead on the way, and are appended to `buried`.
    """
    if kinds is not None and not kinds:
        return None
    for _ in range(CLAIM_RACE_RETRIES):
        found: list[DeadJob] = []
        try:
            with write_transaction(engine) as connection:
                claimed = _claim_in(connection, worker_id, kinds, lease_seconds, now, found)
        except IntegrityError:
            continue
        if buried is not None:
            buried.extend(found)
        return claimed
    return None


def _claim_in(
    connection: Connection,
    worker_id: str,
    kinds: Sequence[str] | None,
    lease_seconds: float,
    now: Clock,
    buried: list[DeadJob],
) -> ClaimedJob | None:
    current = now()
    candidates = (
        select(Job.__table__)
        .where(_claimable(current, kinds))
        .order_by(Job.priority.desc(), Job.run_after, Job.id)
        .limit(1)
    )
    if connection.dialect.name == "postgresql":
        candidates = candidates.with_for_update(skip_locked=True)
    while (row := connection.execute(candidates).first()) is not None:
        if row.status == JobStatus.RUNNING and row.attempts >= row.max_attempts:
            buried.append(_bury_abandoned(connection, row, current))
            continue
        return _take(connection, row, worker_id, current, lease_seconds)
    return None


def _bury_abandoned(connection: Connection, row: Row[Any], current: datetime) -> DeadJob:
    """A job whose every attempt lost its worker (e.g. it crashes the process)."""
    error = (
        f"lease expired: worker {row.locked_by} was lost during attempt "
        f"{row.attempts} of {row.max_attempts}"
    )
    connection.execute(
        update(Job)
        .where(Job.id == row.id)
        .values(
            status=JobStatus.DEAD,
            finished_at=current,
            lease_token=None,
            lease_expires_at=None,
            last_error=error,
        )
    )
    return DeadJob(row.id, row.kind, row.payload, row.attempts, error)


def _take(
    connection: Connection, row: Row[Any], worker_id: str, current: datetime, lease_seconds: float
) -> ClaimedJob:
    token = uuid.uuid4().hex
    expires = current + timedelta(seconds=lease_seconds)
    attempts = row.attempts + 1
    connection.execute(
        update(Job)
        .where(Job.id == row.id)
        .values(
            status=JobStatus.RUNNING,
            attempts=attempts,
            locked_by=worker_id,
            lease_token=token,
            lease_expires_at=expires,
            started_at=current,
        )
    )
    return ClaimedJob(
        id=row.id,
        kind=row.kind,
        payload=row.payload,
        attempts=attempts,
        max_attempts=row.max_attempts,
        priority=row.priority,
        concurrency_key=row.concurrency_key,
        delivery_id=row.delivery_id,
        run_after=row.run_after,
        worker_id=worker_id,
        lease_token=token,
        claimed_at=current,
        lease_expires_at=expires,
    )


def _update_own(engine: Engine, job: ClaimedJob, **values: Any) -> bool:
    """Apply `values` only while the job is still running under this claim."""
    with write_transaction(engine) as connection:
        result = connection.execute(
            update(Job)
            .where(
                Job.id == job.id,
                Job.status == JobStatus.RUNNING,
                Job.lease_token == job.lease_token,
            )
            .values(**values)
        )
    assert isinstance(result, CursorResult)
    return result.rowcount == 1


def extend_lease(
    engine: Engine, job: ClaimedJob, *, lease_seconds: float, now: Clock = utcnow
) -> datetime | None:
    """Renew the lease; None when it is no longer ours."""
    expires = now() + timedelta(seconds=lease_seconds)
    return expires if _update_own(engine, job, lease_expires_at=expires) else None


def complete(engine: Engine, job: ClaimedJob, *, now: Clock = utcnow) -> bool:
    return _update_own(
        engine,
        job,
        status=JobStatus.DONE,
        finished_at=now(),
        lease_token=None,
        lease_expires_at=None,
    )


def fail(
    engine: Engine,
    job: ClaimedJob,
    error: str,
    *,
    retryable: bool,
    backoff: Backoff = DEFAULT_BACKOFF,
    rng: random.Random | None = None,
    now: Clock = utcnow,
) -> FailOutcome:
    """Schedule a retry after a jittered backoff, or bury the job with its error."""
    current = now()
    if retryable and job.attempts < job.max_attempts:
        delay = backoff.delay(job.attempts, rng or random.Random())  # noqa: S311 (jitter, not secrets)
        retried = _update_own(
            engine,
            job,
            status=JobStatus.QUEUED,
            run_after=current + delay,
            last_error=error,
            locked_by=None,
            lease_token=None,
            lease_expires_at=None,
        )
        return FailOutcome.RETRY if retried else FailOutcome.LEASE_LOST
    buried = _update_own(
        engine,
        job,
        status=JobStatus.DEAD,
        last_error=error,
        finished_at=current,
        lease_token=None,
        lease_expires_at=None,
    )
    return FailOutcome.DEAD if buried else FailOutcome.LEASE_LOST


def release(engine: Engine, job: ClaimedJob, *, now: Clock = utcnow) -> bool:
    """Hand an unfinished job back without spending an attempt (graceful stop)."""
    return _update_own(
        engine,
        job,
        status=JobStatus.QUEUED,
        attempts=job.attempts - 1,
        run_after=now(),
        locked_by=None,
        lease_token=None,
        lease_expires_at=None,
    )
