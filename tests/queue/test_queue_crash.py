"""A worker process dies mid-job (SIGKILL): the job is reclaimed after its
lease expires and ends `done` exactly once, its effect recorded exactly once."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Engine, text

from bot.jobs import queue
from bot.jobs.queue import ClaimedJob
from bot.jobs.worker import JobOutcome, Worker
from bot.store.db import make_session_factory
from bot.store.models import JobStatus

CRASH_WORKER = Path(__file__).with_name("crash_worker.py")
LEASE_SECONDS = 1.5


def effects(engine: Engine) -> list[tuple[int, str]]:
    with engine.connect() as connection:
        rows = connection.execute(text("SELECT job_id, worker_id FROM crash_effects"))
        return [(row.job_id, row.worker_id) for row in rows]


def wait_for(condition: Callable[[], bool], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout}s")


def test_killed_worker_job_is_reclaimed_and_done_exactly_once(
    migrated_engine: Engine, database_url: str
) -> None:
    with migrated_engine.begin() as connection:
        connection.execute(
            text(
                "CREATE TABLE crash_effects ("
                " job_id INTEGER NOT NULL UNIQUE, worker_id VARCHAR(64) NOT NULL)"
            )
        )
    with make_session_factory(migrated_engine).begin() as session:
        job_id = queue.enqueue(session, "crash", {"pr": 1}, concurrency_key="octo/a#1")

    doomed = subprocess.Popen(
        [sys.executable, str(CRASH_WORKER), database_url, "doomed", str(LEASE_SECONDS)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        wait_for(lambda: effects(migrated_engine) != [] or doomed.poll() is not None, 30)
        assert doomed.poll() is None, doomed.stderr.read().decode() if doomed.stderr else ""
        doomed.send_signal(signal.SIGKILL)
        doomed.wait(timeout=10)
    finally:
        if doomed.poll() is None:
            doomed.kill()
            doomed.wait()
    assert effects(migrated_engine) == [(job_id, "doomed")]

    async def record_once(job: ClaimedJob) -> None:
        def insert() -> None:
            with migrated_engine.begin() as connection:
                connection.execute(
                    text(
                        "INSERT INTO crash_effects (job_id, worker_id) VALUES (:id, :worker)"
                        " ON CONFLICT (job_id) DO NOTHING"
                    ),
                    {"id": job.id, "worker": job.worker_id},
                )

        await asyncio.to_thread(insert)

    survivor = Worker(migrated_engine, {"crash": record_once}, worker_id="survivor")

    async def reclaim() -> tuple[JobOutcome | None, JobOutcome | None]:
        first = await survivor.run_once()
        started = time.monotonic()
        outcome = first
        while outcome is None and time.monotonic() - started < LEASE_SECONDS * 4:
            await asyncio.sleep(0.05)
            outcome = await survivor.run_once()
        return first, outcome

    first, outcome = asyncio.run(reclaim())
    assert first is None, "the dead worker's lease was still live: no reclaim yet"
    assert outcome is JobOutcome.DONE

    with make_session_factory(migrated_engine)() as session:
        job = queue.get_job(session, job_id)
        statuses = [j.status for j in queue.list_jobs(session)]
    assert job is not None
    assert (job.status, job.attempts, job.locked_by) == (JobStatus.DONE, 2, "survivor")
    assert statuses == [JobStatus.DONE]
    assert effects(migrated_engine) == [(job_id, "doomed")]
