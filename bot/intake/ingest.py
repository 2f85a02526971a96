"""Storing a delivery: its row and the jobs it causes, committed in one transaction.

Runs on a worker thread; a 2xx is answered only after the commit (docs/intake.md).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from bot.intake.router import CancelJobs, Enqueue, QueueAction
from bot.jobs import queue
from bot.store import deliveries
from bot.store.db import Engine, Session
from bot.store.deliveries import DeliveryRecord
from bot.store.transactions import write_session
from bot.store.types import utcnow

log = logging.getLogger(__name__)

ALREADY_RECEIVED = "already received"


@dataclass(frozen=True, slots=True)
class Outcome:
    status: int
    message: str
    jobs: int = 0


STORE_FAILED = Outcome(500, "the delivery could not be stored; GitHub may redeliver it")


@dataclass(frozen=True, slots=True)
class PreparedDelivery:
    """A verified delivery with its routing already decided, waiting to be stored.

    `error` is set when the payload did not have the expected shape: the
    delivery is stored with it and `outcome` (a 400) is answered.
    """

    record: DeliveryRecord
    actions: tuple[QueueAction, ...]
    error: str | None
    outcome: Outcome


def store_delivery(engine: Engine, delivery: PreparedDelivery) -> Outcome:
    """Commit the delivery and its jobs; a 500 outcome when that failed (nothing is kept)."""
    try:
        with write_session(engine) as session:
            return store_in(session, delivery, utcnow())
    except Exception:
        delivery_id = delivery.record.delivery_id
        log.exception(
            "delivery %s could not be stored", delivery_id, extra={"delivery_id": delivery_id}
        )
        return STORE_FAILED


def store_in(session: Session, delivery: PreparedDelivery, now: datetime) -> Outcome:
    """Store the delivery in the caller's transaction, unless a copy of it was settled."""
    record = delivery.record
    fresh = deliveries.record_delivery(session, record, processed_at=now, error=delivery.error)
    if not fresh:
        state = deliveries.delivery_state(session, record.delivery_id)
        if state is not None and state.settled:
            return Outcome(200, ALREADY_RECEIVED)
        deliveries.mark_delivery_processed(
            session, record.delivery_id, at=now, error=delivery.error
        )
    if delivery.error is None:
        apply_actions(session, record.delivery_id, delivery.actions, now)
    return delivery.outcome


def apply_actions(
    session: Session, delivery_id: str, actions: Sequence[QueueAction], now: datetime
) -> int:
    """Queue and cancel jobs as the delivery's handlers asked, in order; returns jobs queued."""
    queued = 0
    for action in actions:
        match action:
            case Enqueue():
                queue.enqueue(
                    session,
                    action.kind,
                    action.payload,
                    concurrency_key=action.concurrency_key,
                    supersede=action.supersede,
                    run_after=now + action.delay if action.delay else now,
                    delivery_id=delivery_id,
                    now=lambda: now,
                )
                queued += 1
            case CancelJobs():
                queue.cancel(session, action.concurrency_key, now=lambda: now)
    return queued
