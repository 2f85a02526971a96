"""Failed webhook deliveries Redline asked GitHub to send again: one request per GUID, ever."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Integer, String, delete, select
from sqlalchemy.orm import Mapped, Session, mapped_column

from bot.store.models import Base, Delivery
from bot.store.types import UTCDateTime
from bot.store.upsert import dialect_insert


class RedeliveryRequest(Base):
    __tablename__ = "redelivery_requests"

    guid: Mapped[str] = mapped_column(String(64), primary_key=True)
    """The event's X-GitHub-Delivery, shared by every attempt to deliver it."""
    hook_delivery_id: Mapped[int] = mapped_column(BigInteger)
    """The failed attempt whose redelivery was asked for."""
    event: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int] = mapped_column(Integer)
    requested_at: Mapped[datetime] = mapped_column(UTCDateTime)


def known_guids(session: Session, guids: list[str]) -> set[str]:
    """Those of `guids` that were received and stored, or whose redelivery was asked for."""
    known: set[str] = set()
    for start in range(0, len(guids), 500):
        chunk = guids[start : start + 500]
        known |= set(
            session.scalars(select(Delivery.delivery_id).where(Delivery.delivery_id.in_(chunk)))
        )
        known |= set(
            session.scalars(select(RedeliveryRequest.guid).where(RedeliveryRequest.guid.in_(chunk)))
        )
    return known


def claim_redelivery(
    session: Session, guid: str, hook_delivery_id: int, event: str, status_code: int, at: datetime
) -> bool:
    """Record that `guid` is being redelivered; False when someone already did (any worker)."""
    statement = (
        dialect_insert(session, RedeliveryRequest.__table__)  # type: ignore[arg-type]
        .values(
            guid=guid,
            hook_delivery_id=hook_delivery_id,
            event=event,
            status_code=status_code,
            requested_at=at,
        )
        .on_conflict_do_nothing(index_elements=["guid"])
        .returning(RedeliveryRequest.guid)
    )
    return session.execute(statement).first() is not None


def release_redelivery(session: Session, guid: str) -> None:
    """GitHub refused or failed the request: a later sweep may ask again."""
    session.execute(delete(RedeliveryRequest).where(RedeliveryRequest.guid == guid))
