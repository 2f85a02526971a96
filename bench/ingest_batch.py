"""What one group commit of webhook deliveries costs, by batch size and by statement.

Under load `redline serve` answers in lock-step: all the deliveries in flight share one
batch, and the event loop waits while it commits. So a batch's wall time is part of
every request's latency, and its fixed and per-delivery parts decide how much batching
helps. For SQLite (a temporary file) and PostgreSQL (REDLINE_TEST_DATABASE_URL, a fresh
schema), this stores prepared `pull_request.synchronize` deliveries (each a new
delivery id, all for one pull request, as in bench/webhook_load.py) with the writer's
own `write_batch` in its own transaction, and prints:

- the median wall time of a batch of 1, 8, 32 and 128 deliveries, and per delivery;
- for batches of 32 (a pass of their own), the median time of each step of `write_batch` and of the COMMIT.

    .venv/bin/python bench/ingest_batch.py [--batches 60] [--databases sqlite postgresql]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

# bench/ is not a package: its webhook_load.py holds the fixture, settings and schema helpers.
sys.path.insert(0, str(Path(__file__).resolve().parent))
import webhook_load
from sqlalchemy import Connection

from bot.handlers import build_router
from bot.intake import ingest
from bot.intake.ingest import PreparedDelivery
from bot.intake.router import Delivery, Router
from bot.intake.webhook import prepare_delivery
from bot.store.db import make_engine, write_engine
from bot.store.types import utcnow

SIZES = (1, 8, 32, 128)
BY_STEP = 32
STEPS = {
    ingest.deliveries: ("insert_new_deliveries", "delivery_states", "mark_deliveries_processed"),
    ingest.queue: ("lock_concurrency_keys", "close_queued", "insert_jobs"),
}


@contextmanager
def timed_steps() -> Iterator[dict[str, list[float]]]:
    """Time each step `write_batch` calls (wrapped for the block, restored after)."""
    times: dict[str, list[float]] = defaultdict(list)
    originals = [
        (module, name, getattr(module, name)) for module, names in STEPS.items() for name in names
    ]

    def timing(name: str, step: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return step(*args, **kwargs)
            finally:
                times[name].append(time.perf_counter() - started)

        return run

    for module, name, step in originals:
        setattr(module, name, timing(name, step))
    try:
        yield times
    finally:
        for module, name, step in originals:
            setattr(module, name, step)


def prepared(router: Router, count: int, body: bytes) -> list[PreparedDelivery]:
    batch = []
    for _ in range(count):
        item = prepare_delivery(router, Delivery(uuid.uuid4().hex, "pull_request"), body)
        assert isinstance(item, PreparedDelivery)
        batch.append(item)
    return batch


def store(connection: Connection, batch: list[PreparedDelivery]) -> tuple[float, float]:
    """Write the batch in a transaction of its own: (its wall time, its COMMIT's)."""
    started = time.perf_counter()
    transaction = connection.begin()
    ingest.write_batch(connection, batch, utcnow())
    committing = time.perf_counter()
    transaction.commit()
    done = time.perf_counter()
    return done - started, done - committing


def measure(url: str, body: bytes, batches: int) -> None:
    router = build_router()
    engine = write_engine(make_engine(url))
    try:
        with engine.connect() as connection:
            walls = {
                size: [store(connection, prepared(router, size, body))[0] for _ in range(batches)]
                for size in SIZES
            }
            with timed_steps() as steps:
                for _ in range(batches):
                    batch = prepared(router, BY_STEP, body)
                    steps["COMMIT"].append(store(connection, batch)[1])
    finally:
        engine.dispose()
    for size, values in walls.items():
        wall = statistics.median(values)
        print(
            f"  batch of {size:3d}: {wall * 1e3:7.2f} ms  ({wall / size * 1e6:6.0f} µs a delivery)"
        )
    print(f"  a batch of {BY_STEP}, by step (median ms):")
    medians = {name: statistics.median(values) for name, values in steps.items()}
    for name, value in sorted(medians.items(), key=lambda item: -item[1]):
        print(f"    {name:28s} {value * 1e3:6.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", type=int, default=60, help="batches of each size")
    parser.add_argument(
        "--databases", nargs="+", choices=("sqlite", "postgresql"), default=["sqlite", "postgresql"]
    )
    args = parser.parse_args()
    body = webhook_load.fixture_body()
    with tempfile.TemporaryDirectory() as tmp:
        targets: dict[str, str] = {}
        if "sqlite" in args.databases:
            targets["SQLite"] = f"sqlite:///{Path(tmp) / 'batch.db'}"
        pg = webhook_load.postgres_url() if "postgresql" in args.databases else None
        if pg is not None:
            targets["PostgreSQL"] = pg[0]
        try:
            for name, url in targets.items():
                webhook_load.migrate(url)
                print(f"{name}: {len(body):,}-byte payloads, {args.batches} batches of each size")
                measure(url, body, args.batches)
        finally:
            if pg is not None:
                webhook_load.drop_schema(pg[1])


if __name__ == "__main__":
    main()
