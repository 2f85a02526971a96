"""POST /webhook: verify, route, store, enqueue — then answer.

The signature is checked on the raw body before anything is parsed or written;
a 2xx means the delivery and its jobs are committed (docs/intake.md).
"""

from __future__ import annotations

import functools
import json
import logging
import re
from datetime import datetime
from typing import Any

from githubkit.webhooks import verify as verify_signature
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from bot.intake.ingest import Outcome, PreparedDelivery, apply_actions, store_delivery
from bot.intake.payloads import EVENT_MODELS, WebhookEvent
from bot.intake.router import Delivery, Enqueue, Router
from bot.metrics import count_delivery
from bot.store.db import Engine, Session, write_engine
from bot.store.deliveries import DeliveryRecord
from bot.store.types import utcnow

log = logging.getLogger(__name__)

SIGNATURE = re.compile(r"sha256=[0-9a-f]{64}")
DELIVERY_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
EVENT_NAME = re.compile(r"[a-z_]{1,64}")

__all__ = ["Outcome", "WebhookEndpoint", "prepare_delivery", "route_delivery"]


class BodyTooLarge(Exception):
    pass


class WebhookEndpoint:
    def __init__(self, engine: Engine, router: Router, secret: str, max_bytes: int) -> None:
        if not secret:
            raise ValueError("a webhook secret is required")
        self._engine = write_engine(engine)
        self._router = router
        self._secret = secret
        self._max_bytes = max_bytes

    async def handle(self, request: Request) -> Response:
        event = request.headers.get("x-github-event", "")
        outcome = await self._handle(request, event)
        count_delivery(event if EVENT_NAME.fullmatch(event) else "invalid", outcome.status)
        return Response(_rendered(outcome), outcome.status, media_type="application/json")

    async def _handle(self, request: Request, event: str) -> Outcome:
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

        delivery_id = request.headers.get("x-github-delivery", "")
        if not EVENT_NAME.fullmatch(event):
            return Outcome(400, "missing or invalid X-GitHub-Event")
        if not DELIVERY_ID.fullmatch(delivery_id):
            return Outcome(400, "missing or invalid X-GitHub-Delivery")
        prepared = prepare_delivery(self._router, Delivery(delivery_id, event), body)
        outcome = (
            await run_in_threadpool(store_delivery, self._engine, prepared)
            if isinstance(prepared, PreparedDelivery)
            else prepared
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


@functools.lru_cache(maxsize=256)
def _rendered(outcome: Outcome) -> bytes:
    """The JSON body of an answer, as JSONResponse would render it; answers repeat."""
    content = {"message": outcome.message, "jobs": outcome.jobs}
    return json.dumps(content, ensure_ascii=False, separators=(",", ":")).encode()


def prepare_delivery(router: Router, delivery: Delivery, body: bytes) -> PreparedDelivery | Outcome:
    """Parse, validate and route a verified body; an Outcome when it cannot be stored at all."""
    try:
        raw = body.decode("utf-8")
    except UnicodeDecodeError as error:
        return Outcome(400, f"body is not JSON: {error}")
    received = utcnow()
    model = EVENT_MODELS.get(delivery.event) if delivery.event in router.events else None
    if model is not None:
        # One pass in pydantic-core; on failure the slow path says precisely what is wrong.
        try:
            event = model.model_validate_json(body)
        except ValidationError:
            pass
        else:
            return _routed(
                router, delivery, event, _record_of_event(delivery, event, raw, received)
            )
    try:
        payload = json.loads(raw)
    except json.JSONDecodeError as error:
        return Outcome(400, f"body is not JSON: {error}")
    if not isinstance(payload, dict):
        return Outcome(400, "body is not a JSON object")
    record = _record_of_payload(delivery, payload, raw, received)
    if model is None:
        return PreparedDelivery(record, (), None, _unrouted_outcome(router, delivery))
    try:
        event = model.model_validate(payload)
    except ValidationError as error:
        message = _describe(delivery.event, error)
        return PreparedDelivery(record, (), message, Outcome(400, message))
    return _routed(router, delivery, event, record)


def _routed(
    router: Router, delivery: Delivery, event: WebhookEvent, record: DeliveryRecord
) -> PreparedDelivery:
    actions = tuple(router.dispatch(event, delivery))
    jobs = sum(1 for action in actions if isinstance(action, Enqueue))
    return PreparedDelivery(
        record, actions, None, Outcome(202, "queued" if jobs else "nothing to do", jobs)
    )


def _unrouted_outcome(router: Router, delivery: Delivery) -> Outcome:
    if delivery.event == "ping":
        return Outcome(202, "pong")
    return Outcome(202, f"event {delivery.event} is not handled: stored and ignored")


def _record_of_event(
    delivery: Delivery, event: WebhookEvent, raw: str, received_at: datetime
) -> DeliveryRecord:
    return DeliveryRecord(
        delivery_id=delivery.delivery_id,
        event=delivery.event,
        action=event.action,
        installation_id=event.installation.id if event.installation else None,
        repository_full_name=event.repository.full_name if event.repository else None,
        payload=raw,
        received_at=received_at,
    )


def _record_of_payload(
    delivery: Delivery, payload: dict[str, Any], raw: str, received_at: datetime
) -> DeliveryRecord:
    return DeliveryRecord(
        delivery_id=delivery.delivery_id,
        event=delivery.event,
        action=_str_or_none(payload.get("action")),
        installation_id=_installation_id(payload),
        repository_full_name=_repository_name(payload),
        payload=raw,
        received_at=received_at,
    )


def route_delivery(
    session: Session, router: Router, delivery: Delivery, payload: dict[str, Any]
) -> int:
    """Run the delivery's handlers and apply their queue actions; returns jobs queued.

    Used by `redline replay`; the webhook stores the delivery too (`bot.intake.ingest`).
    """
    model = EVENT_MODELS.get(delivery.event)
    if model is None or delivery.event not in router.events:
        return 0
    event = model.model_validate(payload)
    actions = tuple(router.dispatch(event, delivery))
    return apply_actions(session, delivery.delivery_id, actions, utcnow())


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
