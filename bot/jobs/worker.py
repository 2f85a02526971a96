"""The loop that claims jobs and runs their handlers, renewing each job's lease meanwhile.

docs/intake.md describes leases, fencing, retries and dead jobs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import socket
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot import metrics
from bot.github import GitHubError
from bot.jobs import queue
from bot.jobs.queue import DEFAULT_BACKOFF, Backoff, ClaimedJob, Clock, DeadJob, FailOutcome
from bot.logs import bind, redact
from bot.store.db import DatabaseError, Engine
from bot.store.types import utcnow

log = logging.getLogger(__name__)

JobHandler = Callable[[ClaimedJob], Awaitable[None]]
DeadJobHandler = Callable[[DeadJob], Awaitable[None]]

MAX_ERROR_CHARS = 4000
MAX_IDLE_AFTER_DB_ERROR_SECONDS = 30.0


class PermanentJobError(Exception):
    """Raised by a handler when retrying cannot help: the job goes dead at once."""


@dataclass(frozen=True, slots=True)
class ReportingHandler:
    """A job handler, and what to do once its job has gone dead (tell the requester)."""

    handle: JobHandler
    on_dead: DeadJobHandler

    def __call__(self, job: ClaimedJob) -> Awaitable[None]:
        return self.handle(job)


class JobOutcome(StrEnum):
    DONE = "done"
    RETRY = "retry"
    DEAD = "dead"
    LEASE_LOST = "lease-lost"
    RELEASED = "released"


class _Interruption(StrEnum):
    LEASE_LOST = "lease-lost"
    SHUTDOWN = "shutdown"


@dataclass(slots=True)
class _Interrupt:
    reason: _Interruption | None = None


def default_worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def describe_error(error: BaseException) -> str:
    """The error as stored in the jobs table and logged: secrets redacted, length capped."""
    text = redact(f"{type(error).__name__}: {error}")
    return text if len(text) <= MAX_ERROR_CHARS else text[: MAX_ERROR_CHARS - 1] + "…"


class Worker:
    def __init__(
        self,
        engine: Engine,
        handlers: Mapping[str, JobHandler],
        *,
        worker_id: str | None = None,
        lease_seconds: float = 60.0,
        poll_interval: float = 0.5,
        backoff: Backoff = DEFAULT_BACKOFF,
        shutdown_grace_seconds: float = 30.0,
        now: Clock = utcnow,
        rng: random.Random | None = None,
    ) -> None:
        if not handlers:
            raise ValueError("a worker needs at least one handler")
        self.engine = engine
        self.handlers = dict(handlers)
        self.worker_id = worker_id or default_worker_id()
        self.lease_seconds = lease_seconds
        self.poll_interval = poll_interval
        self.backoff = backoff
        self.shutdown_grace_seconds = shutdown_grace_seconds
        self.now = now
        self.rng = rng or random.Random()  # noqa: S311 (jitter, not secrets)

    async def run(self, stop: asyncio.Event) -> None:
        """Claim and run jobs until `stop` is set; the current job is finished
        (or released after the shutdown grace period) before returning."""
        idle_after_error = self.poll_interval
        while not stop.is_set():
            try:
                outcome = await self.run_once(stop)
            except DatabaseError:
                log.exception("worker %s: database error, backing off", self.worker_id)
                await _wait(stop, idle_after_error)
                idle_after_error = min(idle_after_error * 2, MAX_IDLE_AFTER_DB_ERROR_SECONDS)
                continue
            idle_after_error = self.poll_interval
            if outcome is None:
                await _wait(stop, self.poll_interval)

    async def run_once(self, stop: asyncio.Event | None = None) -> JobOutcome | None:
        """Claim one job and run it; None when nothing was due."""
        buried: list[DeadJob] = []
        job = await asyncio.to_thread(
            queue.claim,
            self.engine,
            self.worker_id,
            kinds=list(self.handlers),
            lease_seconds=self.lease_seconds,
            now=self.now,
            buried=buried,
        )
        if job is None:
            await self._report_buried(buried)
            return None
        wait = (job.claimed_at - job.run_after).total_seconds()
        metrics.job_wait_seconds.labels(job.kind).observe(max(wait, 0.0))
        started = time.monotonic()
        outcome = await self._run(job, stop)
        duration = time.monotonic() - started
        metrics.job_duration_seconds.labels(job.kind).observe(duration)
        metrics.jobs_total.labels(job.kind, outcome.value).inc()
        log.info(
            "job %d kind=%s attempt=%d/%d outcome=%s duration=%.3fs worker=%s",
            job.id,
            job.kind,
            job.attempts,
            job.max_attempts,
            outcome.value,
            duration,
            self.worker_id,
        )
        # After the claimed job, so reporting on others never eats into its lease.
        await self._report_buried(buried)
        return outcome

    async def _report_buried(self, buried: list[DeadJob]) -> None:
        """Jobs the claim found dead: every attempt lost its worker (a crash loop)."""
        for dead in buried:
            metrics.jobs_total.labels(dead.kind, JobOutcome.DEAD.value).inc()
            log.warning("job %d kind=%s is dead: %s", dead.id, dead.kind, dead.error)
            await self._report_dead(dead)

    async def _run(self, job: ClaimedJob, stop: asyncio.Event | None) -> JobOutcome:
        interrupt = _Interrupt()
        with bind(job_id=job.id, job_kind=job.kind, delivery_id=job.delivery_id):
            # The handler's task copies this context: its log lines carry the job's ids.
            handler_task: asyncio.Future[None] = asyncio.ensure_future(self.handlers[job.kind](job))
        watchers = [asyncio.create_task(self._heartbeat(job, handler_task, interrupt))]
        if stop is not None:
            watchers.append(asyncio.create_task(self._grace(stop, handler_task, interrupt)))
        try:
            await handler_task
        except asyncio.CancelledError:
            if interrupt.reason is None:
                # Our own task was cancelled: hand the job back, then obey.
                await asyncio.shield(asyncio.to_thread(self._release, job))
                raise
            if interrupt.reason is _Interruption.LEASE_LOST:
                return JobOutcome.LEASE_LOST
            return await asyncio.to_thread(self._release, job)
        except PermanentJobError as error:
            return await self._failed(job, error, retryable=False)
        except GitHubError as error:
            # A refusal (403 without a rate limit, 404, 422 …) is the same on every attempt.
            log.warning("job %d kind=%s: GitHub said %s", job.id, job.kind, error)
            return await self._failed(job, error, retryable=error.transient)
        except Exception as error:
            log.warning("job %d kind=%s raised %s", job.id, job.kind, describe_error(error))
            return await self._failed(job, error, retryable=True)
        finally:
            for watcher in watchers:
                watcher.cancel()
            await asyncio.gather(*watchers, return_exceptions=True)
        done = await asyncio.to_thread(queue.complete, self.engine, job, now=self.now)
        return JobOutcome.DONE if done else JobOutcome.LEASE_LOST

    async def _heartbeat(
        self, job: ClaimedJob, handler_task: asyncio.Future[None], interrupt: _Interrupt
    ) -> None:
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                renewed = await asyncio.to_thread(
                    queue.extend_lease,
                    self.engine,
                    job,
                    lease_seconds=self.lease_seconds,
                    now=self.now,
                )
            except DatabaseError as error:
                # Keep trying: the lease may still be ours when the database returns.
                log.warning("job %d: lease renewal failed: %s", job.id, describe_error(error))
                continue
            if renewed is None:
                log.warning("job %d: lease lost to another worker, cancelling", job.id)
                interrupt.reason = _Interruption.LEASE_LOST
                handler_task.cancel()
                return

    async def _grace(
        self, stop: asyncio.Event, handler_task: asyncio.Future[None], interrupt: _Interrupt
    ) -> None:
        await stop.wait()
        await asyncio.sleep(self.shutdown_grace_seconds)
        if not handler_task.done():
            log.warning("worker %s: shutdown grace over, releasing its job", self.worker_id)
            interrupt.reason = _Interruption.SHUTDOWN
            handler_task.cancel()

    async def _failed(
        self, job: ClaimedJob, error: BaseException, *, retryable: bool
    ) -> JobOutcome:
        outcome = await asyncio.to_thread(self._fail, job, error, retryable)
        if outcome is JobOutcome.DEAD:
            dead = DeadJob(job.id, job.kind, job.payload, job.attempts, describe_error(error))
            await self._report_dead(dead)
        return outcome

    async def _report_dead(self, dead: DeadJob) -> None:
        """Best effort: a report that fails is logged; the job stays dead either way."""
        handler = self.handlers.get(dead.kind)
        if not isinstance(handler, ReportingHandler):
            return
        with bind(job_id=dead.id, job_kind=dead.kind):
            try:
                await handler.on_dead(dead)
            except Exception as error:
                log.warning(
                    "job %d: reporting its death failed: %s", dead.id, describe_error(error)
                )

    def _fail(self, job: ClaimedJob, error: BaseException, retryable: bool) -> JobOutcome:
        outcome = queue.fail(
            self.engine,
            job,
            describe_error(error),
            retryable=retryable,
            backoff=self.backoff,
            rng=self.rng,
            now=self.now,
        )
        return {
            FailOutcome.RETRY: JobOutcome.RETRY,
            FailOutcome.DEAD: JobOutcome.DEAD,
            FailOutcome.LEASE_LOST: JobOutcome.LEASE_LOST,
        }[outcome]

    def _release(self, job: ClaimedJob) -> JobOutcome:
        released = queue.release(self.engine, job, now=self.now)
        return JobOutcome.RELEASED if released else JobOutcome.LEASE_LOST


async def _wait(stop: asyncio.Event, seconds: float) -> None:
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=seconds)


async def run_workers(
    count: int,
    engine: Engine,
    handlers: Mapping[str, JobHandler],
    stop: asyncio.Event,
    *,
    worker_id_prefix: str | None = None,
    **worker_options: Any,
) -> None:
    """Run `count` workers in this process until `stop` is set."""
    prefix = worker_id_prefix or default_worker_id()
    workers = [
        Worker(engine, handlers, worker_id=f"{prefix}/{index}", **worker_options)
        for index in range(count)
    ]
    await asyncio.gather(*(worker.run(stop) for worker in workers))
