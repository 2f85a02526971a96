from __future__ import annotations

import random
import threading
from datetime import timedelta

import pytest
from sqlalchemy import Engine

from bot.jobs import queue
from bot.jobs.queue import Backoff, FailOutcome
from bot.store.db import make_session_factory, write_engine
from bot.store.deliveries import DeliveryRecord, record_delivery
from bot.store.models import JobStatus
from tests.dbfixtures import FakeClock


def add(engine: Engine, clock: FakeClock, kind: str = "review", **options: object) -> int:
    with make_session_factory(engine).begin() as session:
        return queue.enqueue(session, kind, {"n": 1}, now=clock, **options)  # type: ignore[arg-type]


def status(engine: Engine, job_id: int) -> queue.JobView:
    with make_session_factory(engine)() as session:
        job = queue.get_job(session, job_id)
    assert job is not None
    return job


def test_enqueue_claim_complete(migrated_engine: Engine, clock: FakeClock) -> None:
    job_id = add(migrated_engine, clock, concurrency_key="octo/a#1")
    job = queue.claim(migrated_engine, "w1", lease_seconds=30, now=clock)
    assert job is not None
    assert (job.id, job.kind, dict(job.payload), job.attempts) == (job_id, "review", {"n": 1}, 1)
    assert job.lease_expires_at == clock() + timedelta(seconds=30)
    running = status(migrated_engine, job_id)
    assert (running.status, running.locked_by, running.started_at) == (
        JobStatus.RUNNING,
        "w1",
        clock(),
    )
    assert queue.claim(migrated_engine, "w2", lease_seconds=30, now=clock) is None

    clock.advance(5)
    assert queue.complete(migrated_engine, job, now=clock)
    done = status(migrated_engine, job_id)
    assert (done.status, done.finished_at, done.lease_expires_at) == (JobStatus.DONE, clock(), None)
    assert queue.claim(migrated_engine, "w2", lease_seconds=30, now=clock) is None


def test_enqueue_joins_the_callers_transaction(migrated_engine: Engine, clock: FakeClock) -> None:
    sessions = make_session_factory(migrated_engine)
    record = DeliveryRecord("d-1", "pull_request", "opened", 1, "octo/a", "{}", clock())
    with sessions() as session:
        record_delivery(session, record)
        queue.enqueue(session, "review", {}, delivery_id="d-1", now=clock)
        session.rollback()
    assert queue.claim(migrated_engine, "w", lease_seconds=30, now=clock) is None
    with sessions.begin() as session:
        record_delivery(session, record)
        job_id = queue.enqueue(session, "review", {}, delivery_id="d-1", now=clock)
    assert status(migrated_engine, job_id).delivery_id == "d-1"


def test_claim_order_run_after_and_kinds(migrated_engine: Engine, clock: FakeClock) -> None:
    later = add(migrated_engine, clock, run_after=clock() + timedelta(seconds=60))
    low = add(migrated_engine, clock)
    high = add(migrated_engine, clock, priority=10)
    other_kind = add(migrated_engine, clock, kind="fix", priority=99)

    def next_id(kinds: list[str] | None = None) -> int | None:
        job = queue.claim(migrated_engine, "w", kinds=kinds, lease_seconds=600, now=clock)
        return None if job is None else job.id

    assert next_id(["review"]) == high
    assert next_id(["review"]) == low
    assert next_id(["review"]) is None
    assert next_id([]) is None
    clock.advance(60)
    assert next_id(["review"]) == later
    assert next_id() == other_kind


def test_expired_lease_is_reclaimed_and_the_old_owner_is_fenced_off(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    job_id = add(migrated_engine, clock)
    first = queue.claim(migrated_engine, "w1", lease_seconds=10, now=clock)
    assert first is not None
    clock.advance(9)
    assert queue.claim(migrated_engine, "w2", lease_seconds=10, now=clock) is None
    assert queue.extend_lease(migrated_engine, first, lease_seconds=10, now=clock) is not None
    clock.advance(9)
    assert queue.claim(migrated_engine, "w2", lease_seconds=10, now=clock) is None
    clock.advance(2)
    second = queue.claim(migrated_engine, "w2", lease_seconds=10, now=clock)
    assert second is not None and second.id == job_id and second.attempts == 2

    assert queue.extend_lease(migrated_engine, first, lease_seconds=10, now=clock) is None
    assert not queue.complete(migrated_engine, first, now=clock)
    assert queue.fail(migrated_engine, first, "late", retryable=True, now=clock) is (
        FailOutcome.LEASE_LOST
    )
    assert not queue.release(migrated_engine, first, now=clock)
    assert status(migrated_engine, job_id).locked_by == "w2"
    assert queue.complete(migrated_engine, second, now=clock)
    assert status(migrated_engine, job_id).status is JobStatus.DONE


def test_job_that_keeps_losing_its_worker_is_buried(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    job_id = add(migrated_engine, clock, max_attempts=2)
    for _ in range(2):
        assert queue.claim(migrated_engine, "w", lease_seconds=10, now=clock) is not None
        clock.advance(11)
    assert queue.claim(migrated_engine, "w", lease_seconds=10, now=clock) is None
    dead = status(migrated_engine, job_id)
    assert dead.status is JobStatus.DEAD
    assert dead.last_error is not None and "lease expired" in dead.last_error


def test_one_running_job_per_concurrency_key(migrated_engine: Engine, clock: FakeClock) -> None:
    first = add(migrated_engine, clock, concurrency_key="octo/a#1")
    second = add(migrated_engine, clock, concurrency_key="octo/a#1")
    unrelated = add(migrated_engine, clock, concurrency_key="octo/a#2")

    a = queue.claim(migrated_engine, "w1", lease_seconds=10, now=clock)
    b = queue.claim(migrated_engine, "w2", lease_seconds=10, now=clock)
    assert a is not None and a.id == first
    assert b is not None and b.id == unrelated
    assert queue.claim(migrated_engine, "w3", lease_seconds=10, now=clock) is None

    # The lease of the first expires: it is the one reclaimed, never its sibling.
    clock.advance(11)
    c = queue.claim(migrated_engine, "w3", lease_seconds=10, now=clock)
    assert c is not None and c.id == first
    assert queue.complete(migrated_engine, c, now=clock)
    d = queue.claim(migrated_engine, "w1", lease_seconds=10, now=clock)
    assert d is not None and d.id == second


def test_supersede_replaces_queued_jobs_with_the_same_key(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    running = add(migrated_engine, clock, concurrency_key="octo/a#1")
    claimed = queue.claim(migrated_engine, "w", lease_seconds=10, now=clock)
    assert claimed is not None and claimed.id == running
    stale = add(migrated_engine, clock, concurrency_key="octo/a#1")
    other = add(migrated_engine, clock, concurrency_key="octo/a#2")
    fresh = add(migrated_engine, clock, concurrency_key="octo/a#1", supersede=True)

    assert status(migrated_engine, stale).status is JobStatus.SUPERSEDED
    assert status(migrated_engine, running).status is JobStatus.RUNNING
    assert status(migrated_engine, other).status is JobStatus.QUEUED
    assert status(migrated_engine, fresh).status is JobStatus.QUEUED


def test_a_superseding_enqueue_waits_for_a_concurrent_one_then_supersedes_it(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    """Two processes queue a review for one PR at once: only the later one stays queued.

    Without a lock on the key, PostgreSQL's superseding UPDATE cannot see the other
    transaction's uncommitted job, and both reviews would stay queued.
    """
    key = "review:octo/a#1"
    factory = make_session_factory(write_engine(migrated_engine))
    newer: list[int] = []

    def enqueue_newer() -> None:
        with factory.begin() as session:
            newer.append(
                queue.enqueue(
                    session, "review", {"push": 2}, concurrency_key=key, supersede=True, now=clock
                )
            )

    with factory.begin() as session:
        older = queue.enqueue(
            session, "review", {"push": 1}, concurrency_key=key, supersede=True, now=clock
        )
        thread = threading.Thread(target=enqueue_newer)
        thread.start()
        thread.join(timeout=0.5)
        assert thread.is_alive(), "the second enqueue did not wait for the first to commit"
    thread.join(timeout=30)
    assert not thread.is_alive() and len(newer) == 1
    assert status(migrated_engine, older).status is JobStatus.SUPERSEDED
    assert status(migrated_engine, newer[0]).status is JobStatus.QUEUED


def test_cancelling_waits_for_a_concurrent_enqueue_of_the_key(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    key = "review:octo/a#1"
    factory = make_session_factory(write_engine(migrated_engine))
    cancelled: list[int] = []

    def cancel() -> None:
        with factory.begin() as session:
            cancelled.append(queue.cancel(session, key))

    with factory.begin() as session:
        queued = queue.enqueue(
            session, "review", {}, concurrency_key=key, supersede=True, now=clock
        )
        thread = threading.Thread(target=cancel)
        thread.start()
        thread.join(timeout=0.5)
        assert thread.is_alive(), "the cancel did not wait for the enqueue to commit"
    thread.join(timeout=30)
    assert cancelled == [1]
    assert status(migrated_engine, queued).status is JobStatus.CANCELLED


def test_retry_with_backoff_then_dead_with_last_error(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    backoff = Backoff(base_seconds=10, cap_seconds=25)
    rng = random.Random(7)  # noqa: S311
    expected_rng = random.Random(7)  # noqa: S311
    job_id = add(migrated_engine, clock, max_attempts=3)

    for attempt, ceiling in [(1, 10.0), (2, 20.0)]:
        job = queue.claim(migrated_engine, "w", lease_seconds=30, now=clock)
        assert job is not None and job.attempts == attempt
        outcome = queue.fail(
            migrated_engine,
            job,
            f"boom {attempt}",
            retryable=True,
            backoff=backoff,
            rng=rng,
            now=clock,
        )
        assert outcome is FailOutcome.RETRY
        waiting = status(migrated_engine, job_id)
        delay = (waiting.run_after - clock()).total_seconds()
        assert delay == pytest.approx(expected_rng.uniform(0, ceiling), abs=1e-3)
        assert (waiting.status, waiting.last_error) == (JobStatus.QUEUED, f"boom {attempt}")
        if delay > 0.01:
            clock.advance(delay - 0.01)
            assert queue.claim(migrated_engine, "w", lease_seconds=30, now=clock) is None
        clock.advance(0.01)

    job = queue.claim(migrated_engine, "w", lease_seconds=30, now=clock)
    assert job is not None and job.attempts == 3
    outcome = queue.fail(migrated_engine, job, "boom 3", retryable=True, now=clock)
    assert outcome is FailOutcome.DEAD
    dead = status(migrated_engine, job_id)
    assert (dead.status, dead.attempts, dead.last_error) == (JobStatus.DEAD, 3, "boom 3")
    assert queue.claim(migrated_engine, "w", lease_seconds=30, now=clock) is None


def test_backoff_is_full_jitter_under_an_exponential_cap() -> None:
    backoff = Backoff(base_seconds=2, cap_seconds=60)
    rng = random.Random(1)  # noqa: S311
    for attempts, ceiling in [(1, 2), (2, 4), (3, 8), (5, 32), (6, 60), (500, 60)]:
        delays = [backoff.delay(attempts, rng).total_seconds() for _ in range(200)]
        assert all(0 <= delay <= ceiling for delay in delays)
        assert max(delays) > ceiling * 0.8


def test_permanent_failure_is_dead_at_once(migrated_engine: Engine, clock: FakeClock) -> None:
    job_id = add(migrated_engine, clock, max_attempts=5)
    job = queue.claim(migrated_engine, "w", lease_seconds=30, now=clock)
    assert job is not None
    assert queue.fail(migrated_engine, job, "bad input", retryable=False, now=clock) is (
        FailOutcome.DEAD
    )
    assert status(migrated_engine, job_id).status is JobStatus.DEAD


def test_retry_job_requeues_dead_and_cancelled_jobs(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    sessions = make_session_factory(migrated_engine)
    dead_id = add(migrated_engine, clock, max_attempts=1)
    job = queue.claim(migrated_engine, "w", lease_seconds=30, now=clock)
    assert job is not None
    queue.fail(migrated_engine, job, "boom", retryable=True, now=clock)
    done_id = add(migrated_engine, clock)
    done = queue.claim(migrated_engine, "w", lease_seconds=30, now=clock)
    assert done is not None and queue.complete(migrated_engine, done, now=clock)

    with sessions.begin() as session:
        assert queue.retry_job(session, dead_id, now=clock)
        assert not queue.retry_job(session, done_id, now=clock)
        assert not queue.retry_job(session, 999_999, now=clock)
    requeued = status(migrated_engine, dead_id)
    assert (requeued.status, requeued.attempts) == (JobStatus.QUEUED, 0)
    again = queue.claim(migrated_engine, "w", lease_seconds=30, now=clock)
    assert again is not None and again.id == dead_id and again.attempts == 1


def test_cancel_by_key_and_by_prefix(migrated_engine: Engine, clock: FakeClock) -> None:
    sessions = make_session_factory(migrated_engine)
    pr1 = add(migrated_engine, clock, concurrency_key="octo/a#1")
    pr1_fix = add(migrated_engine, clock, kind="fix", concurrency_key="octo/a#1/fix")
    pr10 = add(migrated_engine, clock, concurrency_key="octo/a#10")
    pct = add(migrated_engine, clock, concurrency_key="octo/a%1")
    with sessions.begin() as session:
        assert queue.cancel(session, "octo/a#1", now=clock) == 1
    assert status(migrated_engine, pr1).status is JobStatus.CANCELLED
    assert status(migrated_engine, pr1_fix).status is JobStatus.QUEUED
    with sessions.begin() as session:
        assert queue.cancel(session, "octo/a#1/", prefix=True, now=clock) == 1
        # LIKE wildcards in a key are literal.
        assert queue.cancel(session, "octo/a%", prefix=True, now=clock) == 1
    assert status(migrated_engine, pr1_fix).status is JobStatus.CANCELLED
    assert status(migrated_engine, pr10).status is JobStatus.QUEUED
    assert status(migrated_engine, pct).status is JobStatus.CANCELLED
    with sessions.begin() as session:
        assert queue.retry_job(session, pr1, now=clock)
    assert status(migrated_engine, pr1).status is JobStatus.QUEUED


def test_list_jobs_and_queue_depth(migrated_engine: Engine, clock: FakeClock) -> None:
    sessions = make_session_factory(migrated_engine)
    ids = [add(migrated_engine, clock) for _ in range(3)]
    ids.append(add(migrated_engine, clock, kind="fix"))
    claimed = queue.claim(migrated_engine, "w", kinds=["fix"], lease_seconds=30, now=clock)
    assert claimed is not None
    with sessions() as session:
        assert queue.queue_depth(session) == {"review": 3}
        assert [job.id for job in queue.list_jobs(session)] == ids[::-1]
        assert [job.id for job in queue.list_jobs(session, JobStatus.RUNNING)] == [ids[3]]
        assert len(queue.list_jobs(session, JobStatus.QUEUED, limit=2)) == 2


def test_concurrent_claimers_never_share_a_job(migrated_engine: Engine, clock: FakeClock) -> None:
    total = 120
    with make_session_factory(migrated_engine).begin() as session:
        expected = {queue.enqueue(session, "review", {"i": i}, now=clock) for i in range(total)}
    claimed: dict[str, list[int]] = {}
    start = threading.Barrier(4)
    # Every claimer holds its first job until all four hold one, so the claims
    # really overlap however the scheduler runs the threads.
    all_holding = threading.Barrier(4)

    def drain(worker_id: str) -> None:
        mine = claimed.setdefault(worker_id, [])
        start.wait()
        while job := queue.claim(migrated_engine, worker_id, lease_seconds=60, now=clock):
            mine.append(job.id)
            if len(mine) == 1:
                all_holding.wait(timeout=30)
            assert queue.complete(migrated_engine, job, now=clock)

    threads = [threading.Thread(target=drain, args=(f"w{i}",)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    everything = [job_id for ids in claimed.values() for job_id in ids]
    assert len(everything) == len(set(everything)) == total
    assert set(everything) == expected
    assert all(claimed.values())


def test_concurrent_claimers_respect_concurrency_keys(
    migrated_engine: Engine, clock: FakeClock
) -> None:
    keys = ["octo/a#1", "octo/a#2", "octo/b#1"]
    with make_session_factory(migrated_engine).begin() as session:
        for i in range(45):
            queue.enqueue(session, "review", {}, concurrency_key=keys[i % 3], now=clock)
    holding: set[str] = set()
    overlaps: list[str] = []
    finished: list[int] = []
    lock = threading.Lock()
    barrier = threading.Barrier(4)

    def drain(worker_id: str) -> None:
        barrier.wait()
        idle_rounds = 0
        while idle_rounds < 100:
            job = queue.claim(migrated_engine, worker_id, lease_seconds=60, now=clock)
            if job is None:
                idle_rounds += 1
                threading.Event().wait(0.005)
                continue
            idle_rounds = 0
            assert job.concurrency_key is not None
            with lock:
                if job.concurrency_key in holding:
                    overlaps.append(job.concurrency_key)
                holding.add(job.concurrency_key)
            threading.Event().wait(0.002)
            with lock:
                holding.discard(job.concurrency_key)
                finished.append(job.id)
            assert queue.complete(migrated_engine, job, now=clock)

    threads = [threading.Thread(target=drain, args=(f"w{i}",)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert overlaps == []
    assert len(finished) == len(set(finished)) == 45
