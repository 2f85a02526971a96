"""Group commit for webhook deliveries: one transaction for whatever is waiting.

The request path does the pure work (signature, JSON, validation, routing) and
submits a `PreparedDelivery`; a single writer per process takes every queued
submission (up to `max_batch`), stores the deliveries and their jobs in one
transaction, and only then resolves each request's future. A 2xx therefore
still means the delivery and its jobs are committed.

Within a batch the deliveries keep their arrival order: a later redelivery sees
the earlier copy, and a later push supersedes the review an earlier one queued.

On SQLite the writer also has the WAL checkpointed once a few megabytes went
into it (SQLite's automatic checkpoint would run inside the COMMIT that crosses the
mark), on a thread and connection of its own: a PASSIVE checkpoint copies pages
while later batches keep committing to the WAL.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import Connection, Engine

from bot.intake.router import CancelJobs, Enqueue, QueueAction
from bot.jobs import queue
from bot.store import deliveries
from bot.store.db import checkpoint_wal, is_sqlite, write_engine
from bot.store.deliveries import DeliveryRecord, DeliveryState, ProcessedDelivery
from bot.store.models import JobStatus
from bot.store.types import utcnow

log = logging.getLogger(__name__)

DEFAULT_MAX_BATCH = 256
# Event-loop rounds the writer lets pass before taking a batch, so that the requests
# already read reach submit() and share its commit. Fewer, larger batches matter more
# than the wait: each time the writer thread needs the GIL back (after every call into
# the database driver) it waits for the event loop to go idle.
GATHER_ROUNDS = 4
# Counted before compression: stored zstd-compressed, 32 MB of payloads are a few MB of WAL.
CHECKPOINT_BYTES = 32 * 1024 * 1024
ALREADY_RECEIVED = "already received"


@dataclass(frozen=True, slots=True)
class Outcome:
    status: int
    message: str
    jobs: int = 0


STORE_FAILED = Outcome(500, "the delivery could not be stored; GitHub may redeliver it")


@dataclass(frozen=True, slots=True)
class PreparedDelivery:
    """A verified delivery with its routing already decided, waiting to be stored.

    `error` is set when the payload did not have the expected shape: the
    delivery is stored with it and `outcome` (a 400) is answered.
    """

    record: DeliveryRecord
    actions: tuple[QueueAction, ...]
    error: str | None
    outcome: Outcome


@dataclass
class _BatchPlan:
    """What a batch writes, decided in memory in arrival order."""

    now: datetime
    outcomes: list[Outcome] = field(default_factory=list)
    jobs: list[queue.NewJob] = field(default_factory=list)
    closed_keys: dict[str, JobStatus] = field(default_factory=dict)
    """First superseding or cancelling action per key: the fate of jobs queued before the batch."""
    marks: dict[str, DeliveryState] = field(default_factory=dict)
    """Deliveries stored before this batch's insert whose state it changes."""
    _queued_by_key: dict[str, list[int]] = field(default_factory=dict)

    def apply(self, delivery_id: str, actions: Sequence[QueueAction]) -> None:
        for action in actions:
            match action:
                case Enqueue():
                    if action.supersede and action.concurrency_key is not None:
                        self._close(action.concurrency_key, JobStatus.SUPERSEDED)
                    self._add(delivery_id, action)
                case CancelJobs():
                    self._close(action.concurrency_key, JobStatus.CANCELLED)

    def _add(self, delivery_id: str, action: Enqueue) -> None:
        if action.concurrency_key is not None:
            self._queued_by_key.setdefault(action.concurrency_key, []).append(len(self.jobs))
        self.jobs.append(
            queue.NewJob(
                kind=action.kind,
                payload=action.payload,
                run_after=self.now + action.delay if action.delay else self.now,
                concurrency_key=action.concurrency_key,
                delivery_id=delivery_id,
            )
        )

    def _close(self, concurrency_key: str, status: JobStatus) -> None:
        self.closed_keys.setdefault(concurrency_key, status)
        for index in self._queued_by_key.pop(concurrency_key, ()):
            self.jobs[index] = self.jobs[index].closed(status, self.now)


def write_batch(
    connection: Connection, batch: Sequence[PreparedDelivery], now: datetime
) -> list[Outcome]:
    """Store the batch in the caller's transaction; one outcome per delivery, in order."""
    firsts: dict[str, PreparedDelivery] = {}
    for item in batch:
        firsts.setdefault(item.record.delivery_id, item)
    inserted = deliveries.insert_new_deliveries(
        connection,
        [ProcessedDelivery(item.record, now, item.error) for item in firsts.values()],
    )
    states = deliveries.delivery_states(connection, firsts.keys() - inserted)
    plan = _plan(batch, inserted, states, now)
    queue.lock_concurrency_keys(connection, plan.closed_keys.keys())
    for status in (JobStatus.SUPERSEDED, JobStatus.CANCELLED):
        keys = [key for key, closed in plan.closed_keys.items() if closed == status]
        queue.close_queued(connection, keys, status, now)
    queue.insert_jobs(connection, plan.jobs, now)
    deliveries.mark_deliveries_processed(connection, plan.marks)
    return plan.outcomes


def _plan(
    batch: Sequence[PreparedDelivery],
    inserted: set[str],
    stored: dict[str, DeliveryState],
    now: datetime,
) -> _BatchPlan:
    plan = _BatchPlan(now)
    states = dict(stored)
    for item in batch:
        delivery_id = item.record.delivery_id
        fresh = delivery_id in inserted and delivery_id not in states
        state = states.get(delivery_id)
        if state is not None and state.settled:
            plan.outcomes.append(Outcome(200, ALREADY_RECEIVED))
            continue
        if item.error is None:
            plan.apply(delivery_id, item.actions)
        states[delivery_id] = DeliveryState(now, item.error)
        if not fresh:
            plan.marks[delivery_id] = states[delivery_id]
        plan.outcomes.append(item.outcome)
    return plan


@dataclass(frozen=True, slots=True)
class _Submission:
    delivery: PreparedDelivery
    future: asyncio.Future[Outcome]


class DeliveryWriter:
    """The single writer of a process: submissions queue up while a batch commits."""

    def __init__(
        self,
        engine: Engine,
        *,
        max_batch: int = DEFAULT_MAX_BATCH,
        checkpoint_bytes: int = CHECKPOINT_BYTES,
    ) -> None:
        if max_batch < 1:
            raise ValueError("max_batch must be at least 1")
        self._engine = write_engine(engine)
        self._max_batch = max_batch
        self._checkpoints_wal = is_sqlite(engine)
        self._checkpoint_bytes = checkpoint_bytes
        self._unchecked_bytes = 0
        """Payload bytes (uncompressed) committed since the last checkpoint (SQLite)."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._queue: asyncio.Queue[_Submission | None] | None = None
        self._task: asyncio.Task[None] | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._checkpointer: ThreadPoolExecutor | None = None
        self._checkpointing: asyncio.Future[None] | None = None
        self._connection: Connection | None = None
        """Kept from batch to batch (no pool checkout and ping each time) until one fails."""
        self.batches_written = 0
        self.checkpoints = 0

    async def submit(self, delivery: PreparedDelivery) -> Outcome:
        """Store the delivery (with whatever else is waiting); returns once committed."""
        loop = asyncio.get_running_loop()
        submissions = self._start(loop)
        future: asyncio.Future[Outcome] = loop.create_future()
        submissions.put_nowait(_Submission(delivery, future))
        return await future

    async def aclose(self) -> None:
        """Write what was submitted, then stop; a later submission starts it again."""
        running_here = self._loop is asyncio.get_running_loop()
        if self._task is not None and self._queue is not None and running_here:
            self._queue.put_nowait(None)
            await self._task
        if self._checkpointing is not None and running_here:
            await self._checkpointing
        for executor in (self._executor, self._checkpointer):
            if executor is not None:
                executor.shutdown(wait=True)
        self._release_connection()
        self._loop = self._queue = self._task = self._executor = None
        self._checkpointer = self._checkpointing = None

    def _start(self, loop: asyncio.AbstractEventLoop) -> asyncio.Queue[_Submission | None]:
        # A test client may serve requests from a fresh event loop each time; a writer
        # bound to a finished loop is simply replaced.
        if self._queue is None or self._loop is not loop or self._task is None or self._task.done():
            if self._executor is None:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="redline-ingest")
            self._loop = loop
            self._queue = asyncio.Queue()
            self._task = loop.create_task(self._run(self._queue, self._executor))
        return self._queue

    async def _run(
        self, submissions: asyncio.Queue[_Submission | None], executor: ThreadPoolExecutor
    ) -> None:
        loop = asyncio.get_running_loop()
        stopping = False
        while not stopping:
            first = await submissions.get()
            if first is None:
                return
            for _ in range(GATHER_ROUNDS):
                await asyncio.sleep(0)
            batch = [first]
            while len(batch) < self._max_batch and not submissions.empty():
                waiting = submissions.get_nowait()
                if waiting is None:
                    stopping = True
                    break
                batch.append(waiting)
            try:
                outcomes = await loop.run_in_executor(
                    executor, self._write, [submission.delivery for submission in batch]
                )
            except BaseException:
                # Cancelled (the loop is going away): nobody may be left waiting forever.
                for submission in batch:
                    if not submission.future.done():
                        submission.future.set_result(STORE_FAILED)
                raise
            self.batches_written += 1
            for submission, outcome in zip(batch, outcomes, strict=True):
                if not submission.future.done():
                    submission.future.set_result(outcome)
            if self._checkpoints_wal:
                self._unchecked_bytes += sum(len(item.delivery.record.payload) for item in batch)
                self._start_checkpoint(loop)

    def _start_checkpoint(self, loop: asyncio.AbstractEventLoop) -> None:
        """Past the mark and with no checkpoint running: start one, without waiting for it."""
        if self._unchecked_bytes < self._checkpoint_bytes:
            return
        if self._checkpointing is not None and not self._checkpointing.done():
            return
        if self._checkpointer is None:
            self._checkpointer = ThreadPoolExecutor(1, thread_name_prefix="redline-checkpoint")
        self._unchecked_bytes = 0
        self._checkpointing = loop.run_in_executor(self._checkpointer, self._checkpoint)

    def _checkpoint(self) -> None:
        try:
            checkpoint_wal(self._engine)
        except Exception:
            log.warning("the WAL checkpoint failed; SQLite's automatic one remains", exc_info=True)
        else:
            self.checkpoints += 1

    def _write(self, batch: list[PreparedDelivery]) -> list[Outcome]:
        try:
            return self._commit(batch)
        except Exception:
            if len(batch) == 1:
                log.exception("delivery %s could not be stored", batch[0].record.delivery_id)
                return [STORE_FAILED]
            log.warning("a batch of %d deliveries failed; storing each alone", len(batch))
        return [self._write_alone(item) for item in batch]

    def _write_alone(self, item: PreparedDelivery) -> Outcome:
        try:
            return self._commit([item])[0]
        except Exception:
            log.exception(
                "delivery %s could not be stored",
                item.record.delivery_id,
                extra={"delivery_id": item.record.delivery_id},
            )
            return STORE_FAILED

    def _commit(self, batch: Sequence[PreparedDelivery]) -> list[Outcome]:
        if self._connection is not None:
            try:
                return self._commit_on(self._connection, batch)
            except Exception:
                # The kept connection may have died while idle (a restarted server, say):
                # the batch was rolled back, so it is tried once more on a fresh one.
                self._release_connection()
        self._connection = self._engine.connect()
        try:
            return self._commit_on(self._connection, batch)
        except Exception:
            self._release_connection()
            raise

    def _commit_on(
        self, connection: Connection, batch: Sequence[PreparedDelivery]
    ) -> list[Outcome]:
        with connection.begin():
            return write_batch(connection, batch, utcnow())

    def _release_connection(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
