"""The App webhook's delivery log: list deliveries (cursor pages, newest first) and ask for a
redelivery, with App JWT auth, as GitHub does.

GitHub answers a redelivery request with 202 and sends it later; here a test sends the
asked redeliveries with `send_redeliveries`, to the service or to nowhere.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from starlette.responses import Response

from tests.fakes.github_http import (
    DEFAULT_PER_PAGE,
    MAX_PER_PAGE,
    AuthKind,
    Call,
    Endpoint,
    error,
    json_response,
    not_found,
    unprocessable,
)
from tests.fakes.github_records import HookDelivery
from tests.fakes.github_render import timestamp
from tests.fakes.github_state import GitHubState

REDELIVERY_WINDOW = timedelta(days=3)
"""GitHub keeps (and redelivers) a webhook's deliveries of the past three days."""
Sender = Callable[[HookDelivery], int]
"""Delivers one attempt (event, guid, payload) and returns the HTTP status it got."""


def record_delivery(
    state: GitHubState,
    event: str,
    payload: dict[str, Any],
    status_code: int,
    *,
    guid: str | None = None,
    delivered_at: datetime | None = None,
    redelivery: bool = False,
) -> HookDelivery:
    """GitHub tried to deliver `event` and got `status_code` (0: could not connect)."""
    installation = payload.get("installation") or {}
    repository = payload.get("repository") or {}
    delivery = HookDelivery(
        id=state.next_id(),
        guid=guid or str(uuid.uuid4()),
        event=event,
        action=payload.get("action"),
        payload=payload,
        delivered_at=delivered_at or state.now(),
        status_code=status_code,
        status=_status_text(status_code),
        redelivery=redelivery,
        installation_id=installation.get("id"),
        repository_id=repository.get("id"),
    )
    with state.lock:
        state.hook_deliveries.append(delivery)
    return delivery


def send_redeliveries(state: GitHubState, send: Sender) -> list[HookDelivery]:
    """Send what was asked for; each send is logged as a new attempt (`redelivery: true`)."""
    with state.lock:
        asked, state.redeliveries_asked = state.redeliveries_asked, []
        originals = {d.id: d for d in state.hook_deliveries}
    sent = []
    for delivery_id in asked:
        original = originals[delivery_id]
        status_code = send(original)
        sent.append(
            record_delivery(
                state,
                original.event,
                original.payload,
                status_code,
                guid=original.guid,
                redelivery=True,
            )
        )
    return sent


def _status_text(status_code: int) -> str:
    if status_code == 0:
        return "failed to connect to host"
    if 200 <= status_code < 400:
        return "OK"
    return f"Invalid HTTP Response: {status_code}"


def _delivery_json(delivery: HookDelivery) -> dict[str, Any]:
    return {
        "id": delivery.id,
        "guid": delivery.guid,
        "delivered_at": timestamp(delivery.delivered_at),
        "redelivery": delivery.redelivery,
        "duration": 0.05,
        "status": delivery.status,
        "status_code": delivery.status_code,
        "event": delivery.event,
        "action": delivery.action,
        "installation_id": delivery.installation_id,
        "repository_id": delivery.repository_id,
        "throttled_at": None,
    }


async def list_deliveries(call: Call) -> Response:
    """Newest first; `cursor` names where a page starts, the `Link` header the next one."""
    query = call.request.query_params
    try:
        per_page = min(max(int(query.get("per_page", DEFAULT_PER_PAGE)), 1), MAX_PER_PAGE)
    except ValueError:
        return unprocessable("per_page is not a number")
    status = query.get("status")
    if status not in (None, "success", "failure"):
        return unprocessable(f"status {status!r} is not one of success, failure")
    with call.state.lock:
        listed = sorted(call.state.hook_deliveries, key=lambda d: d.id, reverse=True)
    if status is not None:
        listed = [d for d in listed if (200 <= d.status_code < 400) == (status == "success")]
    start = 0
    if (cursor := query.get("cursor")) is not None:
        starts = [i for i, d in enumerate(listed) if f"v1_{d.id}" == cursor]
        if not starts:
            return error(400, "Bad request: unknown cursor")
        start = starts[0]
    page = listed[start : start + per_page]
    if start + per_page < len(listed):
        following = f"v1_{listed[start + per_page].id}"
        url = call.request.url.include_query_params(per_page=per_page, cursor=following)
        call.extra_headers["Link"] = f'<{url}>; rel="next"'
    return json_response(call, [_delivery_json(d) for d in page])


async def redeliver(call: Call) -> Response:
    delivery_id = call.int_param("delivery_id")
    with call.state.lock:
        delivery = next((d for d in call.state.hook_deliveries if d.id == delivery_id), None)
        if delivery is None:
            return not_found()
        if delivery.delivered_at < call.state.now() - REDELIVERY_WINDOW:
            return unprocessable("Deliveries older than three days cannot be redelivered")
        call.state.redeliveries_asked.append(delivery_id)
    return Response(json.dumps({}), 202, media_type="application/json; charset=utf-8")


ENDPOINTS = (
    Endpoint("get", "/app/hook/deliveries", list_deliveries, AuthKind.APP_JWT),
    Endpoint(
        "post",
        "/app/hook/deliveries/{delivery_id}/attempts",
        redeliver,
        AuthKind.APP_JWT,
        validate_body=False,
    ),
)
