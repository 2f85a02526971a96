"""Webhook deliveries, recorded once per X-GitHub-Delivery."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select, update
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
