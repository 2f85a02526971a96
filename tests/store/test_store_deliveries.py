from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, func, select

from bot.store.db import make_session_factory
from bot.store.deliveries import (
    DeliveryRecord,
    get_delivery,
    mark_delivery_processed,
    record_delivery,
)
from bot.store.models import Delivery

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def delivery(delivery_id: str = "d-1") -> DeliveryRecord:
    return DeliveryRecord(
        delivery_id=delivery_id,
        event="pull_request",
        action="opened",
        installation_id=42,
        repository_full_name="octo/hello",
        payload='{"number": 7}',
        received_at=T0,
    )


def test_record_is_idempotent_on_delivery_id(migrated_engine: Engine) -> None:
    sessions = make_session_factory(migrated_engine)
    with sessions.begin() as session:
        assert record_delivery(session, delivery()) is True
    with sessions.begin() as session:
        assert record_delivery(session, delivery()) is False
        assert record_delivery(session, delivery("d-2")) is True
    with sessions() as session:
        assert session.scalar(select(func.count()).select_from(Delivery)) == 2


def test_get_delivery_round_trips(migrated_engine: Engine) -> None:
    sessions = make_session_factory(migrated_engine)
    with sessions.begin() as session:
        record_delivery(session, delivery())
    with sessions.begin() as session:
        mark_delivery_processed(session, "d-1", at=T0 + timedelta(seconds=3), error="boom")
    with sessions() as session:
        stored = get_delivery(session, "d-1")
        assert get_delivery(session, "missing") is None
    assert stored is not None
    assert (stored.event, stored.action, stored.installation_id) == ("pull_request", "opened", 42)
    assert stored.repository_full_name == "octo/hello"
    assert stored.payload == '{"number": 7}'
    assert stored.received_at == T0
    assert stored.received_at.tzinfo is not None
    assert stored.processed_at == T0 + timedelta(seconds=3)
    assert stored.error == "boom"


def test_concurrent_redeliveries_record_once(migrated_engine: Engine) -> None:
    sessions = make_session_factory(migrated_engine)
    contenders = 4
    barrier = threading.Barrier(contenders)
    results: list[bool] = []
    lock = threading.Lock()

    def insert_same_delivery() -> None:
        with sessions.begin() as session:
            barrier.wait()
            inserted = record_delivery(session, delivery("d-race"))
            # Hold the transaction open so the others really overlap with it.
            barrier_free_sleep = threading.Event()
            barrier_free_sleep.wait(0.05)
        with lock:
            results.append(inserted)

    threads = [threading.Thread(target=insert_same_delivery) for _ in range(contenders)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(results) == [False] * (contenders - 1) + [True]
    with sessions() as session:
        count = session.scalar(
            select(func.count()).select_from(Delivery).where(Delivery.delivery_id == "d-race")
        )
    assert count == 1
