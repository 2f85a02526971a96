from __future__ import annotations

import asyncio
import base64
import logging

import pytest
from sqlalchemy import Engine, update

from bot.jobs import queue
from bot.jobs.queue import Backoff, ClaimedJob
from bot.jobs.worker import JobOutcome, PermanentJobError, Worker, run_workers
from bot.metrics import REGISTRY
from bot.store.db import make_session_factory
from bot.store.models import Job, JobStatus


def add(engine: Engine, kind: str = "review", **options: object) -> int:
    with make_session_factory(engine).begin() as session:
        return queue.enqueue(session, kind, {"n": 1}, **options)  # type: ignore[arg-type]


def view(engine: Engine, job_id: int) -> queue.JobView:
    with make_session_factory(engine)() as session:
        job = queue.get_job(session, job_id)
    assert job is not None
    return job


def jobs_total(kind: str, outcome: str) -> float:
    value = REGISTRY.get_sample_value("redline_jobs_total", {"kind": kind, "outcome": outcome})
    return value or 0.0


def test_run_once_completes_logs_and_records_metrics(
    migrated_engine: Engine, caplog: pytest.LogCaptureFixture
) -> None:
    job_id = add(migrated_engine)
    seen: list[int] = []

    async def review(job: ClaimedJob) -> None:
        seen.append(job.id)

    before = jobs_total("review", "done")
    worker = Worker(migrated_engine, {"review": review}, worker_id="w")
    with caplog.at_level(logging.INFO, logger="bot.jobs.worker"):
        assert asyncio.run(worker.run_once()) is JobOutcome.DONE
        assert asyncio.run(worker.run_once()) is None
    assert seen == [job_id]
    lines = [record.getMessage() for record in caplog.records]
    assert len(lines) == 1
    assert lines[0].startswith(f"job {job_id} kind=review attempt=1/5 outcome=done duration=")
    assert view(migrated_engine, job_id).status is JobStatus.DONE
    assert jobs_total("review", "done") == before + 1


def test_errors_retry_and_permanent_errors_bury(migrated_engine: Engine) -> None:
    flaky = add(migrated_engine, kind="flaky", max_attempts=2)
    broken = add(migrated_engine, kind="broken", max_attempts=5)

    async def fail_flaky(job: ClaimedJob) -> None:
        raise ConnectionError("github is down")

    async def fail_broken(job: ClaimedJob) -> None:
        raise PermanentJobError("pull request not found")

    worker = Worker(
        migrated_engine,
        {"flaky": fail_flaky, "broken": fail_broken},
        worker_id="w",
        backoff=Backoff(base_seconds=0.0, cap_seconds=0.0),
    )

    async def drain() -> list[JobOutcome | None]:
        return [await worker.run_once() for _ in range(4)]

    outcomes = asyncio.run(drain())
    assert sorted(o for o in outcomes if o is not None) == sorted(
        [JobOutcome.RETRY, JobOutcome.DEAD, JobOutcome.DEAD]
    )
    assert outcomes[-1] is None
    flaky_job = view(migrated_engine, flaky)
    assert (flaky_job.status, flaky_job.attempts) == (JobStatus.DEAD, 2)
    assert flaky_job.last_error == "ConnectionError: github is down"
    broken_job = view(migrated_engine, broken)
    assert (broken_job.status, broken_job.attempts) == (JobStatus.DEAD, 1)
    assert broken_job.last_error == "PermanentJobError: pull request not found"


def test_a_token_in_an_exceptions_message_never_reaches_the_jobs_table(
    migrated_engine: Engine,
) -> None:
    token = "ghs" + "_16C7e42F292c6912E7710c838347Ae178B4a"  # assembled: no scanner flags it
    basic = base64.b64encode(f"x-access-token:{token}".encode()).decode()
    job_id = add(migrated_engine, kind="fix", max_attempts=2)

    async def push(job: ClaimedJob) -> None:
        raise RuntimeError(
            f"git push https://x-access-token:{token}@github.com/acme/widgets.git failed "
            f"with http.extraheader=Authorization: Basic {basic}"
        )

    worker = Worker(
        migrated_engine,
        {"fix": push},
        worker_id="w",
        backoff=Backoff(base_seconds=0.0, cap_seconds=0.0),
    )
    for expected in (JobOutcome.RETRY, JobOutcome.DEAD):
        assert asyncio.run(worker.run_once()) is expected
        stored = view(migrated_engine, job_id).last_error or ""
        assert token not in stored and basic.rstrip("=") not in stored
        assert stored.startswith("RuntimeError: git push https://x-access-token:[redacted]@")
        assert stored.endswith("failed with http.extraheader=[redacted]")


def test_heartbeat_keeps_a_long_job_leased(migrated_engine: Engine) -> None:
    job_id = add(migrated_engine)
    stolen: list[ClaimedJob | None] = []

    async def slow(job: ClaimedJob) -> None:
        for _ in range(4):
            await asyncio.sleep(0.3)
            stolen.append(await asyncio.to_thread(queue.claim, migrated_engine, "thief"))

    worker = Worker(migrated_engine, {"review": slow}, worker_id="w", lease_seconds=0.6)
    assert asyncio.run(worker.run_once()) is JobOutcome.DONE
    assert stolen == [None] * 4
    assert view(migrated_engine, job_id).attempts == 1


def test_losing_the_lease_cancels_the_handler(migrated_engine: Engine) -> None:
    job_id = add(migrated_engine)
    cancelled: list[bool] = []

    async def stuck(job: ClaimedJob) -> None:
        with make_session_factory(migrated_engine).begin() as session:
            # Another worker took the job over.
            session.execute(update(Job).where(Job.id == job.id).values(lease_token="x" * 32))
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            cancelled.append(True)
            raise

    worker = Worker(migrated_engine, {"review": stuck}, worker_id="w", lease_seconds=0.3)
    assert asyncio.run(worker.run_once()) is JobOutcome.LEASE_LOST
    assert cancelled == [True]
    assert view(migrated_engine, job_id).status is JobStatus.RUNNING


def test_graceful_stop_finishes_the_current_job(migrated_engine: Engine) -> None:
    first = add(migrated_engine)
    second = add(migrated_engine)

    async def main() -> None:
        stop = asyncio.Event()

        async def review(job: ClaimedJob) -> None:
            stop.set()
            await asyncio.sleep(0.2)

        worker = Worker(migrated_engine, {"review": review}, worker_id="w", poll_interval=0.05)
        await asyncio.wait_for(worker.run(stop), timeout=10)

    asyncio.run(main())
    assert view(migrated_engine, first).status is JobStatus.DONE
    assert view(migrated_engine, second).status is JobStatus.QUEUED


def test_stop_releases_a_job_that_outlives_the_grace_period(migrated_engine: Engine) -> None:
    job_id = add(migrated_engine)

    async def main() -> None:
        stop = asyncio.Event()

        async def endless(job: ClaimedJob) -> None:
            stop.set()
            await asyncio.sleep(30)

        worker = Worker(
            migrated_engine, {"review": endless}, worker_id="w", shutdown_grace_seconds=0.1
        )
        await asyncio.wait_for(worker.run(stop), timeout=10)

    asyncio.run(main())
    released = view(migrated_engine, job_id)
    assert (released.status, released.attempts, released.locked_by) == (JobStatus.QUEUED, 0, None)


def test_workers_in_one_process_never_overlap_on_a_key(migrated_engine: Engine) -> None:
    ids = [add(migrated_engine, concurrency_key=f"octo/a#{i % 2}") for i in range(8)]
    running: dict[str, int] = {}
    overlaps: list[str] = []
    finished: list[int] = []

    async def main() -> None:
        stop = asyncio.Event()

        async def review(job: ClaimedJob) -> None:
            key = str(job.concurrency_key)
            running[key] = running.get(key, 0) + 1
            if running[key] > 1:
                overlaps.append(key)
            await asyncio.sleep(0.05)
            running[key] -= 1
            finished.append(job.id)
            if len(finished) == len(ids):
                stop.set()

        await asyncio.wait_for(
            run_workers(3, migrated_engine, {"review": review}, stop, poll_interval=0.02),
            timeout=30,
        )

    asyncio.run(main())
    assert overlaps == []
    assert sorted(finished) == ids
    assert all(view(migrated_engine, job_id).status is JobStatus.DONE for job_id in ids)
