"""A worker process for the crash test: records the job's effect, then hangs
until killed. Usage: crash_worker.py DATABASE_URL WORKER_ID LEASE_SECONDS"""

from __future__ import annotations

import asyncio
import sys

from sqlalchemy import Engine, text

from bot.jobs.queue import ClaimedJob
from bot.jobs.worker import Worker
from bot.store.db import make_engine

RECORD_EFFECT = text(
    "INSERT INTO crash_effects (job_id, worker_id) VALUES (:job_id, :worker_id)"
    " ON CONFLICT (job_id) DO NOTHING"
)


def record_effect(engine: Engine, job: ClaimedJob) -> None:
    with engine.begin() as connection:
        connection.execute(RECORD_EFFECT, {"job_id": job.id, "worker_id": job.worker_id})


async def main(url: str, worker_id: str, lease_seconds: float) -> None:
    engine = make_engine(url)

    async def effect_then_hang(job: ClaimedJob) -> None:
        await asyncio.to_thread(record_effect, engine, job)
        await asyncio.sleep(600)

    worker = Worker(
        engine, {"crash": effect_then_hang}, worker_id=worker_id, lease_seconds=lease_seconds
    )
    while await worker.run_once() is None:
        await asyncio.sleep(0.05)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3])))
