"""POST /webhook: verify, store, route, enqueue — then answer.

Order matters: the signature is checked on the raw body before anything is
parsed or written; the delivery row and the jobs it causes commit in one
transaction, so a 2xx means the work is durable.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import threading
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from githubkit.webhooks import verify as verify_signature
from pydantic import ValidationError
from sqlalchemy import Engine
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from bot import queue
from bot.metrics import deliveries_total
from bot.payloads import EVENT_MODELS
from bot.router import CancelJobs, Delivery, Enqueue, Router
from bot.store import deliveries
from bot.store.db import is_sqlite, write_engine

log = logging.getLogger(__name__)

SIGNATURE = re.compile(r"sha256=[0-9a-f]{64}")
DELIVERY_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
EVENT_NAME = re.compile(r"[a-z_]{1,64}")


class BodyTooLarge(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Outcome:
    status: int
    message: str
    jobs: int = 0


class WebhookEndpoint:
    def __init__(self, engine: Engine, router: Router, secret: str, max_bytes: int) -> None:
        if not secret:
            raise ValueError("a webhook secret is required")
        self._engine = write_engine(engine)
        # SQLite takes one writer at a time; threads racing for its lock back off in sleeps
        # of up to 100 ms. Queueing them on a lock here instead keeps the tail latency low.
        self._write_lock: AbstractContextManager[object] = (
            threading.Lock() if is_sqlite(engine) else contextlib.nullcontext()
        )
        self._router = router
        self._secret = secret
        self._max_bytes = max_bytes

    async def handle(self, request: Request) -> Response:
        outcome = await self._handle(request)
        event = request.headers.get("x-github-event", "")
        deliveries_total.labels(
            event=event if EVENT_NAME.fullmatch(event) else "invalid",
            outcome=str(outcome.status),
        ).inc()
        return JSONResponse({"message": outcome.message, "jobs": outcome.jobs}, outcome.status)

    async def _handle(self, request: Request) -> Outcome:
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > self._max_bytes:
            return Outcome(413, f"payload over {self._max_bytes} bytes")
        try:
            body = await self._read_body(request)
        except BodyTooLarge:
            return Outcome(413, f"payload over {self._max_bytes} bytes")
        except ClientDisconnect:
            return Outcome(400, "client disconnected")

        signature = request.headers.get("x-hub-signature-256", "")
        if not SIGNATURE.fullmatch(signature):
            return Outcome(401, "missing or malformed X-Hub-Signature-256")
        if not verify_signature(self._secret, body, signature):
            return Outcome(401, "signature does not match")

        event = request.headers.get("x-github-event", "")
        delivery_id = request.headers.get("x-github-delivery", "")
        if not EVENT_NAME.fullmatch(event):
            return Outcome(400, "missing or invalid X-GitHub-Event")
        if not DELIVERY_ID.fullmatch(delivery_id):
            return Outcome(400, "missing or invalid X-GitHub-Delivery")
        try:
            payload = json.loads(body)
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            return Outcome(400, f"body is not JSON: {error}")
        if not isinstance(payload, dict):
            return Outcome(400, "body is not a JSON object")

        outcome = await run_in_threadpool(
            self.ingest, Delivery(delivery_id, event), payload, body.decode("utf-8")
        )
        log.info(
            "delivery %s event=%s status=%d jobs=%d",
            delivery_id,
            event,
            outcome.status,
            outcome.jobs,
            extra={"delivery_id": delivery_id},
        )
        return outcome

    async def _read_body(self, request: Request) -> bytes:
        chunks: list[bytes] = []
        size = 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > self._max_bytes:
                raise BodyTooLarge
            chunks.append(chunk)
        return b"".join(chunks)

    def ingest(self, delivery: Delivery, payload: dict[str, Any], raw: str) -> Outcome:
        """Store the delivery and queue its work in one transaction."""
        with self._write_lock, Session(self._engine) as session, session.begin():
            record = deliveries.DeliveryRecord(
                delivery_id=delivery.delivery_id,
                event=delivery.event,
                action=_str_or_none(payload.get("action")),
                installation_id=_installation_id(payload),
                repository_full_name=_repository_name(payload),
                payload=raw,
                received_at=datetime.now(UTC),
            )
            if not deliveries.record_delivery(session, record):
                existing = deliveries.get_delivery(session, delivery.delivery_id)
                if existing is not None and existing.processed_at and existing.error is None:
                    return Outcome(200, "already received")
            try:
                jobs = route_delivery(session, self._router, delivery, payload)
            except ValidationError as error:
                message = _describe(delivery.event, error)
                deliveries.mark_delivery_processed(
                    session, delivery.delivery_id, at=record.received_at, error=message
                )
                return Outcome(400, message)
            deliveries.mark_delivery_processed(session, delivery.delivery_id, at=record.received_at)
        if delivery.event == "ping":
            return Outcome(202, "pong")
        if delivery.event not in self._router.events:
            return Outcome(202, f"event {delivery.event} is not handled: stored and ignored")
        return Outcome(202, "queued" if jobs else "nothing to do", jobs)


def route_delivery(
    session: Session, router: Router, delivery: Delivery, payload: dict[str, Any]
) -> int:
    """Run the delivery's handlers and apply their queue actions; returns jobs queued."""
    model = EVENT_MODELS.get(delivery.event)
    if model is None or delivery.event not in router.events:
        return 0
    event = model.model_validate(payload)
    queued = 0
    for action in router.dispatch(event, delivery):
        match action:
            case Enqueue():
                queue.enqueue(
                    session,
                    action.kind,
                    action.payload,
                    concurrency_key=action.concurrency_key,
                    supersede=action.supersede,
                    run_after=(datetime.now(UTC) + action.delay) if action.delay else None,
                    delivery_id=delivery.delivery_id,
                )
                queued += 1
            case CancelJobs():
                queue.cancel(session, action.concurrency_key)
    return queued


def _describe(event: str, error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{event} payload does not have the expected shape at {where}: {first['msg']}"


def _str_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _installation_id(payload: dict[str, Any]) -> int | None:
    installation = payload.get("installation")
    identifier = installation.get("id") if isinstance(installation, dict) else None
    return identifier if isinstance(identifier, int) else None


def _repository_name(payload: dict[str, Any]) -> str | None:
    repository = payload.get("repository")
    if isinstance(repository, dict):
        return _str_or_none(repository.get("full_name"))
    return None
