"""Deliveries GitHub could not make (the database was down) are asked for again, once."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from bot.jobs.sweep import enqueue_redelivery_check
from tests.e2e.harness import Service, pull_request_payload
from tests.e2e.test_review_flow import BASE_FILES, PLANTED
from tests.fakes.github_hooks import record_delivery, send_redeliveries
from tests.fakes.github_records import HookDelivery
from tests.service.helpers import fixture_payload, webhook_headers

ATTEMPTS = r"/app/hook/deliveries/\d+/attempts"


def deliver_as(service: Service, event: str, payload: dict[str, Any], guid: str) -> int:
    """GitHub sends `payload` with X-GitHub-Delivery `guid`; the status the service answered."""
    body = json.dumps(payload).encode()
    response = service.client.post(
        "/webhook", content=body, headers=webhook_headers(event, body, guid)
    )
    return response.status_code


def check_and_redeliver(service: Service) -> list[str]:
    """The periodic check runs; returns the paths of the redelivery requests it made."""
    before = len(service.github.state.requests("POST", ATTEMPTS))
    enqueue_redelivery_check(service.engine)
    service.run_jobs()
    return [r.path for r in service.github.state.requests("POST", ATTEMPTS)[before:]]


def test_failed_deliveries_are_redelivered_once_and_reach_the_review(service: Service) -> None:
    state = service.github.state
    installation = state.add_installation("acme")
    repository = state.add_repository("acme/shop", installation, BASE_FILES)
    pull = state.add_pull_request(
        repository, head_files={**BASE_FILES, "shop/orders.py": PLANTED.encode()}, user="alice"
    )
    ping = fixture_payload("ping/payload.json")
    record_delivery(state, "ping", ping, 502, delivered_at=state.now() - timedelta(days=4))
    lost = record_delivery(
        state,
        "pull_request",
        pull_request_payload("opened", repository, pull, installation.id),
        503,
    )
    lost_again = record_delivery(state, "ping", ping, 0)
    healed = record_delivery(state, "ping", ping, 500)
    record_delivery(state, "ping", ping, 200, guid=healed.guid, redelivery=True)
    stored = record_delivery(state, "ping", ping, 0)  # it arrived; GitHub timed out waiting
    assert deliver_as(service, "ping", ping, stored.guid) == 202
    for _ in range(120):  # later successes: the failed ones are on the second page
        record_delivery(state, "ping", ping, 202)

    asked = check_and_redeliver(service)
    assert sorted(asked) == sorted(
        f"/app/hook/deliveries/{d.id}/attempts" for d in (lost, lost_again)
    )
    assert len(state.requests("GET", "/app/hook/deliveries")) >= 2  # followed the cursor

    def send(delivery: HookDelivery) -> int:
        if delivery.guid == lost_again.guid:
            return 503  # still failing: left to people, never asked again
        return deliver_as(service, delivery.event, delivery.payload, delivery.guid)

    sent = send_redeliveries(state, send)
    assert sorted(d.status_code for d in sent) == [202, 503]
    service.run_jobs()
    assert len(state.reviews_of(pull)) == 1
    assert check_and_redeliver(service) == []
