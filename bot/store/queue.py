"""The job table's lifecycle queries: insert, claim under a lease, and fenced updates.

Policy (backoff, when to retry or bury) is in bot.jobs.queue; docs/intake.md describes both.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    Connection,
    CursorResult,
    Engine,
    Row,
    Table,
    and_,
    bindparam,
    exists,
    insert,
    or_,
    select,
)
from sqlalchemy import update as update_statement
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, aliased

from bot.store.db import write_transaction
from bot.store.jobs import lock_concurrency_keys
from bot.store.models import Job, JobStatus

Clock = Callable[[], datetime]

# Concurrent PostgreSQL claimers can race to start two jobs with one concurrency
# key; the partial unique index rejects the loser, which simply tries again.
CLAIM_RACE_RETRIES = 5


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


@dataclass(frozen=True, slots=True)
class NewJob:
    """A job to insert; `run_after` and `created_at` are the caller's clock."""

    kind: str
    payload: Mapping[str, Any]
    run_after: datetime
    created_at: datetime
    concurrency_key: str | None = None
    max_attempts: int = 5
    priority: int = 0
    delivery_id: str | None = None


_JOBS: Table = Job.__table__  # type: ignore[assignment]
# Built once: the webhook queues a job per delivery with these statements.
_SUPERSEDE = (
    update_statement(_JOBS)
    .where(_JOBS.c.concurrency_key == bindparam("key"), _JOBS.c.status == JobStatus.QUEUED)
    .values(status=JobStatus.SUPERSEDED, finished_at=bindparam("at"))
)
_INSERT = insert(_JOBS).returning(_JOBS.c.id)


def supersede_queued(session: Session, concurrency_key: str, at: datetime) -> None:
    """Mark the queued jobs with this key superseded (a newer job replaces them)."""
    lock_concurrency_keys(session, [concurrency_key])
    session.connection().execute(_SUPERSEDE, {"key": concurrency_key, "at": at})


def insert_job(session: Session, job: NewJob) -> int:
    """Insert a queued job inside the caller's transaction; returns its id."""
    values = {
        "kind": job.kind,
        "payload": dict(job.payload),
        "status": JobStatus.QUEUED,
        "priority": job.priority,
        "attempts": 0,
        "max_attempts": job.max_attempts,
        "run_after": job.run_after,
        "concurrency_key": job.concurrency_key,
        "delivery_id": job.delivery_id,
        "created_at": job.created_at,
    }
    return int(session.connection().execute(_INSERT, values).scalar_one())


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


def claim_next(
    engine: Engine,
    worker_id: str,
    kinds: Sequence[str] | None,
    lease_seconds: float,
    now: Clock,
    buried: list[DeadJob],
) -> ClaimedJob | None:
    """Take the next due job (or one whose lease expired) under a fresh lease.

    PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED; SQLite: BEGIN IMMEDIATE. Jobs whose
    every attempt lost its worker go dead on the way and are appended to `buried`.
    """
    for _ in range(CLAIM_RACE_RETRIES):
        found: list[DeadJob] = []
        try:
            with write_transaction(engine) as connection:
                claimed = _claim_in(connection, worker_id, kinds, lease_seconds, now(), found)
        except IntegrityError:
            continue
        buried.extend(found)
        return claimed
    return None


def _claim_in(
    connection: Connection,
    worker_id: str,
    kinds: Sequence[str] | None,
    lease_seconds: float,
    current: datetime,
    buried: list[DeadJob],
) -> ClaimedJob | None:
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
        update_statement(Job)
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
        update_statement(Job)
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
            update_statement(Job)
            .where(
                Job.id == job.id,
                Job.status == JobStatus.RUNNING,
                Job.lease_token == job.lease_token,
            )
            .values(**values)
        )
    assert isinstance(result, CursorResult)
    return result.rowcount == 1


def renew_lease(engine: Engine, job: ClaimedJob, expires: datetime) -> bool:
    """Move the lease's expiry; False when the claim is no longer ours."""
    return _update_own(engine, job, lease_expires_at=expires)


def mark_done(engine: Engine, job: ClaimedJob, at: datetime) -> bool:
    return _update_own(
        engine, job, status=JobStatus.DONE, finished_at=at, lease_token=None, lease_expires_at=None
    )


def requeue(engine: Engine, job: ClaimedJob, run_after: datetime, error: str) -> bool:
    """Queue the job again after a failed attempt (the attempt stays spent)."""
    return _update_own(
        engine,
        job,
        status=JobStatus.QUEUED,
        run_after=run_after,
        last_error=error,
        locked_by=None,
        lease_token=None,
        lease_expires_at=None,
    )


def mark_dead(engine: Engine, job: ClaimedJob, error: str, at: datetime) -> bool:
    return _update_own(
        engine,
        job,
        status=JobStatus.DEAD,
        last_error=error,
        finished_at=at,
        lease_token=None,
        lease_expires_at=None,
    )


def hand_back(engine: Engine, job: ClaimedJob, run_after: datetime) -> bool:
    """Queue the job again without spending its attempt (a graceful stop)."""
    return _update_own(
        engine,
        job,
        status=JobStatus.QUEUED,
        attempts=job.attempts - 1,
        run_after=run_after,
        locked_by=None,
        lease_token=None,
        lease_expires_at=None,
    )
