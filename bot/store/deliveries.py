"""Webhook deliveries, recorded once per X-GitHub-Delivery."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Table, bindparam, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from bot.store.models import Delivery


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


_TABLE: Table = Delivery.__table__  # type: ignore[assignment]
# Built once: the webhook stores each delivery with these statements.
_RECORD = {
    name: insert(_TABLE)
    .on_conflict_do_nothing(index_elements=["delivery_id"])
    .returning(_TABLE.c.id)
    for name, insert in (("postgresql", postgresql.insert), ("sqlite", sqlite.insert))
}
_STATE = select(_TABLE.c.processed_at, _TABLE.c.error).where(
    _TABLE.c.delivery_id == bindparam("delivery_id")
)


def record_delivery(
    session: Session,
    record: DeliveryRecord,
    *,
    processed_at: datetime | None = None,
    error: str | None = None,
) -> bool:
    """Insert the delivery; False when that delivery id was already recorded.

    ON CONFLICT DO NOTHING makes two concurrent redeliveries safe: the second
    waits for the first to commit and then inserts nothing.
    """
    values = {
        "delivery_id": record.delivery_id,
        "event": record.event,
        "action": record.action,
        "installation_id": record.installation_id,
        "repository_full_name": record.repository_full_name,
        "payload": record.payload,
        "received_at": record.received_at,
        "processed_at": processed_at,
        "error": error,
    }
    connection = session.connection()
    # RETURNING, not rowcount: the ORM session may rewrite rowcount for inserts.
    return connection.execute(_RECORD[connection.dialect.name], values).first() is not None


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


@dataclass(frozen=True, slots=True)
class DeliveryState:
    processed_at: datetime | None
    error: str | None

    @property
    def settled(self) -> bool:
        """Processed without error: a redelivery of it has nothing left to do."""
        return self.processed_at is not None and self.error is None


def delivery_state(session: Session, delivery_id: str) -> DeliveryState | None:
    """Whether (and how) a stored delivery was processed; None when it is not stored."""
    row = session.connection().execute(_STATE, {"delivery_id": delivery_id}).first()
    return None if row is None else DeliveryState(row.processed_at, row.error)
