"""Webhook deliveries, recorded once per X-GitHub-Delivery."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, Table, bindparam, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from bot.store.models import Delivery
from bot.store.upsert import dialect_insert


@dataclass(frozen=True, slots=True)
class DeliveryRecord:
    delivery_id: str
    event: str
    action: str | None
    installation_id: int | None
    repository_full_name: str | None
    payload: str
    received_at: datetime


@dataclass(frozen=True, slots=True)
class StoredDelivery:
    delivery_id: str
    event: str
    action: str | None
    installation_id: int | None
    repository_full_name: str | None
    payload: str
    received_at: datetime
    processed_at: datetime | None
    error: str | None


def record_delivery(session: Session, record: DeliveryRecord) -> bool:
    """Insert the delivery; False when that delivery id was already recorded.

    ON CONFLICT DO NOTHING makes two concurrent redeliveries safe: the second
    waits for the first to commit and then inserts nothing.
    """
    statement = (
        dialect_insert(session, Delivery.__table__)  # type: ignore[arg-type]
        .values(
            delivery_id=record.delivery_id,
            event=record.event,
            action=record.action,
            installation_id=record.installation_id,
            repository_full_name=record.repository_full_name,
            payload=record.payload,
            received_at=record.received_at,
        )
        .on_conflict_do_nothing(index_elements=["delivery_id"])
        .returning(Delivery.id)
    )
    # RETURNING, not rowcount: the ORM session may rewrite rowcount for inserts.
    return session.execute(statement).first() is not None


def get_delivery(session: Session, delivery_id: str) -> StoredDelivery | None:
    row = session.scalars(select(Delivery).where(Delivery.delivery_id == delivery_id)).first()
    if row is None:
        return None
    return StoredDelivery(
        delivery_id=row.delivery_id,
        event=row.event,
        action=row.action,
        installation_id=row.installation_id,
        repository_full_name=row.repository_full_name,
        payload=row.payload,
        received_at=row.received_at,
        processed_at=row.processed_at,
        error=row.error,
    )


def mark_delivery_processed(
    session: Session, delivery_id: str, *, at: datetime, error: str | None = None
) -> None:
    session.execute(
        update(Delivery)
        .where(Delivery.delivery_id == delivery_id)
        .values(processed_at=at, error=error)
    )


# The batch path (bot.ingest) runs these pre-built Core statements: building an
# ORM statement per delivery cost more than executing it.
_TABLE: Table = Delivery.__table__  # type: ignore[assignment]
_INSERT_NEW = {
    "postgresql": postgresql.insert(_TABLE)
    .on_conflict_do_nothing(index_elements=["delivery_id"])
    .returning(_TABLE.c.delivery_id),
    "sqlite": sqlite.insert(_TABLE)
    .on_conflict_do_nothing(index_elements=["delivery_id"])
    .returning(_TABLE.c.delivery_id),
}
_SELECT_STATES = select(_TABLE.c.delivery_id, _TABLE.c.processed_at, _TABLE.c.error).where(
    _TABLE.c.delivery_id.in_(bindparam("delivery_ids", expanding=True))
)
_MARK_PROCESSED = (
    update(_TABLE)
    .where(_TABLE.c.delivery_id == bindparam("b_delivery_id"))
    .values(
        processed_at=bindparam("b_processed_at", type_=_TABLE.c.processed_at.type),
        error=bindparam("b_error", type_=_TABLE.c.error.type),
    )
)


@dataclass(frozen=True, slots=True)
class ProcessedDelivery:
    """A delivery to insert already marked processed (with its routing error, if any)."""

    record: DeliveryRecord
    processed_at: datetime
    error: str | None


@dataclass(frozen=True, slots=True)
class DeliveryState:
    processed_at: datetime | None
    error: str | None

    @property
    def settled(self) -> bool:
        """Processed without error: a redelivery of it has nothing left to do."""
        return self.processed_at is not None and self.error is None


def insert_new_deliveries(
    connection: Connection, deliveries: Sequence[ProcessedDelivery]
) -> set[str]:
    """Insert in one statement the deliveries not yet recorded; returns the ids inserted.

    Rows go in delivery id order so that two processes inserting overlapping
    batches take the unique-index locks in the same order.
    """
    if not deliveries:
        return set()
    rows = [
        {
            "delivery_id": item.record.delivery_id,
            "event": item.record.event,
            "action": item.record.action,
            "installation_id": item.record.installation_id,
            "repository_full_name": item.record.repository_full_name,
            "payload": item.record.payload,
            "received_at": item.record.received_at,
            "processed_at": item.processed_at,
            "error": item.error,
        }
        for item in sorted(deliveries, key=lambda item: item.record.delivery_id)
    ]
    statement = _INSERT_NEW.get(connection.dialect.name)
    if statement is None:
        raise NotImplementedError(f"unsupported database: {connection.dialect.name}")
    return set(connection.execute(statement, rows).scalars())


def delivery_states(
    connection: Connection, delivery_ids: Collection[str]
) -> dict[str, DeliveryState]:
    if not delivery_ids:
        return {}
    rows = connection.execute(_SELECT_STATES, {"delivery_ids": sorted(delivery_ids)})
    return {row.delivery_id: DeliveryState(row.processed_at, row.error) for row in rows}


def mark_deliveries_processed(connection: Connection, marks: dict[str, DeliveryState]) -> None:
    if not marks:
        return
    connection.execute(
        _MARK_PROCESSED,
        [
            {
                "b_delivery_id": delivery_id,
                "b_processed_at": state.processed_at,
                "b_error": state.error,
            }
            for delivery_id, state in sorted(marks.items())
        ],
    )
