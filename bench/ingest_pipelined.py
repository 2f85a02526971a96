"""Would an asyncio writer with psycopg's pipeline mode let PostgreSQL commits overlap?

`redline serve` answers in lock-step under load (see bench/ingest_batch.py): every
delivery in flight waits on one batch's commit while the event loop idles. Splitting
the burst in two halves, one committing while the loop prepares the other, pays only
if a half's commit takes no longer than the loop's work for the other half (about
16 x 170 µs = 2.7 ms on this machine kind). This measures that commit, for PostgreSQL
(REDLINE_TEST_DATABASE_URL, a fresh schema):

- `sync`: the writer thread's `write_batch`, as `redline serve` runs it;
- `async sequential`: the same statements on psycopg's AsyncConnection, one round trip
  each (BEGIN with the deliveries INSERT, advisory lock, supersede UPDATE, jobs INSERT,
  COMMIT);
- `async pipelined`: the same in pipeline mode, two round trips (the INSERT … RETURNING
  whose answer the plan needs, then the rest with the COMMIT);

each with the event loop idle and with it kept busy by a task that works in 150 µs
slices between awaits, as request handling would. Every delivery is new (fresh ids, one
pull request, as in bench/webhook_load.py), so the async paths skip the state lookup
that `write_batch` makes for redeliveries, and every key they close is superseded.

    .venv/bin/python bench/ingest_pipelined.py [--sizes 8 16 32] [--batches 40]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ingest_batch
import psycopg
import webhook_load
from psycopg import AsyncRawCursor

from bot.handlers import build_router
from bot.intake import ingest
from bot.intake.ingest import PreparedDelivery
from bot.intake.router import Router
from bot.jobs import queue
from bot.store import deliveries
from bot.store import jobs as job_statements
from bot.store.db import make_engine, write_engine
from bot.store.deliveries import ProcessedDelivery
from bot.store.models import JobStatus
from bot.store.types import utcnow

SLICE_SECONDS = 150e-6
RETURNING_IDS = " ON CONFLICT (delivery_id) DO NOTHING RETURNING delivery_id"


class Statements:
    """The batch's PostgreSQL statements, with the rows `write_batch` binds."""

    def __init__(self, dialect: Any) -> None:
        self.dialect = dialect
        self.at = deliveries.time_binder(dialect)

    async def write(
        self, connection: psycopg.AsyncConnection[Any], batch: Sequence[PreparedDelivery]
    ) -> None:
        now = utcnow()
        rows = deliveries.delivery_rows(
            [ProcessedDelivery(item.record, now, item.error) for item in batch], self.dialect
        )
        inserting = AsyncRawCursor(connection)
        await inserting.execute(
            deliveries._insert_sql(
                "postgresql", "deliveries", deliveries.DELIVERY_COLUMNS, len(rows), RETURNING_IDS
            ),
            tuple(value for row in rows for value in row),
        )
        inserted = {row[0] for row in await inserting.fetchall()}
        plan = ingest._plan(batch, inserted, {}, now)
        keys = sorted(plan.closed_keys)
        if keys:
            await connection.execute(job_statements._lock_keys_sql(len(keys)), tuple(keys))
            await connection.execute(
                queue._close_queued_sql("postgresql", len(keys)),
                (JobStatus.SUPERSEDED.value, self.at(now), *keys),
            )
        job_rows = queue.job_rows(plan.jobs, now, self.dialect)
        await AsyncRawCursor(connection).execute(
            deliveries._insert_sql("postgresql", "jobs", queue.JOB_COLUMNS, len(job_rows), ""),
            tuple(value for row in job_rows for value in row),
        )
        await connection.commit()


async def busy_loop(stop: asyncio.Event) -> None:
    while not stop.is_set():
        started = time.perf_counter()
        while time.perf_counter() - started < SLICE_SECONDS:
            pass
        await asyncio.sleep(0)


async def async_walls(
    url: str, statements: Statements, router: Router, body: bytes, size: int, batches: int
) -> dict[str, list[float]]:
    walls: dict[str, list[float]] = {}
    connection = await psycopg.AsyncConnection.connect(url.replace("+psycopg", ""))
    try:
        for pipelined in (False, True):
            for busy in (False, True):
                stop = asyncio.Event()
                burner = asyncio.create_task(busy_loop(stop)) if busy else None
                times = walls[
                    f"async {'pipelined' if pipelined else 'sequential'},"
                    f" loop {'busy' if busy else 'idle'}"
                ] = []
                for _ in range(batches):
                    batch = ingest_batch.prepared(router, size, body)
                    started = time.perf_counter()
                    if pipelined:
                        async with connection.pipeline():
                            await statements.write(connection, batch)
                    else:
                        await statements.write(connection, batch)
                    times.append(time.perf_counter() - started)
                stop.set()
                if burner is not None:
                    await burner
    finally:
        await connection.close()
    return walls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[8, 16, 32])
    parser.add_argument("--batches", type=int, default=40, help="batches of each size and kind")
    args = parser.parse_args()
    body = webhook_load.fixture_body()
    target = webhook_load.postgres_url()
    if target is None:
        return
    url, schema = target
    engine = write_engine(make_engine(url))
    try:
        webhook_load.migrate(url)
        router = build_router()
        statements = Statements(engine.dialect)
        for size in args.sizes:
            with engine.connect() as connection:
                walls = {
                    "sync (the writer thread's write_batch)": [
                        ingest_batch.store(connection, ingest_batch.prepared(router, size, body))[0]
                        for _ in range(args.batches)
                    ]
                }
            walls |= asyncio.run(async_walls(url, statements, router, body, size, args.batches))
            print(f"PostgreSQL, a batch of {size} ({len(body):,}-byte payloads), median (p90) ms:")
            for name, values in walls.items():
                p90 = statistics.quantiles(values, n=10)[-1]
                print(f"  {name:40s} {statistics.median(values) * 1e3:6.2f} ({p90 * 1e3:.2f})")
    finally:
        engine.dispose()
        webhook_load.drop_schema(schema)


if __name__ == "__main__":
    main()
