"""Durable jobs on the database: enqueue, claim under a lease, and the retry policy.

The queries are in bot.store.queue; docs/intake.md describes leases and fencing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from bot.store import queue as store
from bot.store.db import Engine, Session
from bot.store.jobs import (
    JobView,
    cancel,
    get_job,
    list_jobs,
    lock_concurrency_keys,
    queue_depth,
    retry_job,
)
from bot.store.queue import ClaimedJob, Clock, DeadJob, NewJob
from bot.store.types import utcnow

__all__ = [
    "DEFAULT_BACKOFF",
    "Backoff",
    "ClaimedJob",
    "Clock",
    "DeadJob",
    "FailOutcome",
    "JobView",
    "cancel",
    "claim",
    "complete",
    "enqueue",
    "extend_lease",
    "fail",
    "get_job",
    "list_jobs",
    "lock_concurrency_keys",
    "queue_depth",
    "release",
    "retry_job",
]


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
        store.supersede_queued(session, concurrency_key, current)
    job = NewJob(
        kind=kind,
        payload=payload,
        run_after=run_after or current,
        created_at=current,
        concurrency_key=concurrency_key,
        max_attempts=max_attempts,
        priority=priority,
        delivery_id=delivery_id,
    )
    return store.insert_job(session, job)


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

    A job whose concurrency key already has a running job is never taken. Jobs found
    to have lost their worker on every attempt go dead on the way, and are appended
    to `buried`.
    """
    if kinds is not None and not kinds:
        return None
    found: list[DeadJob] = []
    claimed = store.claim_next(engine, worker_id, kinds, lease_seconds, now, found)
    if buried is not None:
        buried.extend(found)
    return claimed


def extend_lease(
    engine: Engine, job: ClaimedJob, *, lease_seconds: float, now: Clock = utcnow
) -> datetime | None:
    """Renew the lease; None when it is no longer ours."""
    expires = now() + timedelta(seconds=lease_seconds)
    return expires if store.renew_lease(engine, job, expires) else None


def complete(engine: Engine, job: ClaimedJob, *, now: Clock = utcnow) -> bool:
    return store.mark_done(engine, job, now())


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
        retried = store.requeue(engine, job, current + delay, error)
        return FailOutcome.RETRY if retried else FailOutcome.LEASE_LOST
    buried = store.mark_dead(engine, job, error, current)
    return FailOutcome.DEAD if buried else FailOutcome.LEASE_LOST


def release(engine: Engine, job: ClaimedJob, *, now: Clock = utcnow) -> bool:
    """Hand an unfinished job back without spending an attempt (graceful stop)."""
    return store.hand_back(engine, job, now())
