from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from githubkit.webhooks import verify
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from bot.app import AppParts, create_app
from bot.handlers import build_router
from bot.jobs import JobKind
from bot.store.models import Delivery, Job, JobStatus
from tests.service.helpers import SECRET, all_fixture_files, fixture_payload, sign, webhook_headers


@pytest.fixture
def client(migrated_engine: Engine) -> Iterator[TestClient]:
    app = create_app(
        AppParts(
            engine=migrated_engine,
            router=build_router(),
            webhook_secret=SECRET,
            max_webhook_bytes=2 * 1024 * 1024,
            job_handlers={},
            workers=0,
        )
    )
    with TestClient(app) as test_client:
        yield test_client


def post(client: TestClient, event: str, payload: object, delivery_id: str | None = None):  # type: ignore[no-untyped-def]
    body = json.dumps(payload).encode()
    return client.post("/webhook", content=body, headers=webhook_headers(event, body, delivery_id))


def counts(engine: Engine) -> tuple[int, int]:
    with Session(engine) as session:
        deliveries = session.scalar(select(func.count()).select_from(Delivery)) or 0
        jobs = session.scalar(select(func.count()).select_from(Job)) or 0
    return deliveries, jobs


def jobs(engine: Engine) -> list[Job]:
    with Session(engine) as session:
        return list(session.scalars(select(Job).order_by(Job.id)))


def test_githubs_documented_signature_vector() -> None:
    signature = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
    assert verify("It's a Secret to Everybody", b"Hello, World!", signature)
    assert not verify("It's a Secret to Everybody", b"Hello, World?", signature)
    assert sign(b"Hello, World!", "It's a Secret to Everybody") == signature


def test_vector_signature_passes_the_endpoint_check(migrated_engine: Engine) -> None:
    app = create_app(
        AppParts(
            engine=migrated_engine,
            router=build_router(),
            webhook_secret="It's a Secret to Everybody",
            max_webhook_bytes=1024,
            job_handlers={},
            workers=0,
        )
    )
    headers = {
        "X-GitHub-Event": "ping",
        "X-GitHub-Delivery": "vector",
        "X-Hub-Signature-256": "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17",
    }
    with TestClient(app) as client:
        response = client.post("/webhook", content=b"Hello, World!", headers=headers)
    # The signature is accepted; the body is not JSON.
    assert response.status_code == 400
    assert "not JSON" in response.json()["message"]


@pytest.mark.parametrize(
    "signature",
    [None, "", "sha256=", "sha1=" + "0" * 40, "sha256=" + "0" * 64, "sha256=" + "G" * 64],
)
def test_bad_signatures_are_401_and_write_nothing(
    client: TestClient, migrated_engine: Engine, signature: str | None
) -> None:
    body = json.dumps(fixture_payload("ping/payload.json")).encode()
    headers = webhook_headers("ping", body)
    if signature is None:
        del headers["X-Hub-Signature-256"]
    else:
        headers["X-Hub-Signature-256"] = signature
    response = client.post("/webhook", content=body, headers=headers)
    assert response.status_code == 401
    assert counts(migrated_engine) == (0, 0)


def test_signature_with_other_secret_is_401(client: TestClient, migrated_engine: Engine) -> None:
    body = b'{"zen": "x"}'
    headers = webhook_headers("ping", body, secret="another secret")
    assert client.post("/webhook", content=body, headers=headers).status_code == 401
    assert counts(migrated_engine) == (0, 0)


def test_oversized_body_is_413(client: TestClient, migrated_engine: Engine) -> None:
    body = b'{"pad": "' + b"x" * (2 * 1024 * 1024) + b'"}'
    response = client.post("/webhook", content=body, headers=webhook_headers("ping", body))
    assert response.status_code == 413
    assert counts(migrated_engine) == (0, 0)


def test_malformed_json_is_400(client: TestClient, migrated_engine: Engine) -> None:
    body = b'{"action": "opened",'
    response = client.post("/webhook", content=body, headers=webhook_headers("pull_request", body))
    assert response.status_code == 400
    assert "not JSON" in response.json()["message"]
    assert counts(migrated_engine) == (0, 0)


def test_missing_delivery_header_is_400(client: TestClient) -> None:
    body = b"{}"
    headers = webhook_headers("ping", body)
    del headers["X-GitHub-Delivery"]
    assert client.post("/webhook", content=body, headers=headers).status_code == 400


@pytest.mark.parametrize("path", all_fixture_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_recorded_payload_is_stored_and_routed(
    client: TestClient, migrated_engine: Engine, path: Path
) -> None:
    event = path.parent.name
    body = path.read_bytes()
    response = client.post("/webhook", content=body, headers=webhook_headers(event, body))
    assert response.status_code == 202, response.text
    assert counts(migrated_engine)[0] == 1


def test_ping_is_answered(client: TestClient) -> None:
    response = post(client, "ping", fixture_payload("ping/payload.json"))
    assert response.status_code == 202
    assert response.json()["message"] == "pong"


def test_unknown_event_is_stored_and_ignored(client: TestClient, migrated_engine: Engine) -> None:
    response = post(client, "star", {"action": "created", "starred_at": None})
    assert response.status_code == 202
    assert "not handled" in response.json()["message"]
    assert counts(migrated_engine) == (1, 0)


def test_redelivery_is_acknowledged_and_queues_nothing(
    client: TestClient, migrated_engine: Engine
) -> None:
    payload = fixture_payload("pull_request/opened.payload.json")
    payload["installation"] = {"id": 42}
    first = post(client, "pull_request", payload, delivery_id="d-1")
    assert first.status_code == 202
    assert first.json()["jobs"] == 1
    again = post(client, "pull_request", payload, delivery_id="d-1")
    assert again.status_code == 200
    assert counts(migrated_engine) == (1, 1)


def test_pull_request_opened_queues_a_review(client: TestClient, migrated_engine: Engine) -> None:
    payload = fixture_payload("pull_request/opened.payload.json")
    payload["installation"] = {"id": 42}
    assert post(client, "pull_request", payload).status_code == 202
    (job,) = jobs(migrated_engine)
    assert job.kind == JobKind.REVIEW
    assert job.payload["pull"] == {
        "installation_id": 42,
        "owner": "Codertocat",
        "repo": "Hello-World",
        "number": 2,
    }
    assert job.payload["head_sha"] == payload["pull_request"]["head"]["sha"]
    assert job.concurrency_key == "review:Codertocat/Hello-World#2"


def test_a_newer_push_supersedes_the_queued_review(
    client: TestClient, migrated_engine: Engine
) -> None:
    payload = fixture_payload("pull_request/synchronize.payload.json")
    payload["installation"] = {"id": 42}
    post(client, "pull_request", payload)
    payload["pull_request"]["head"]["sha"] = "f" * 40
    post(client, "pull_request", payload)
    first, second = jobs(migrated_engine)
    assert first.status == JobStatus.SUPERSEDED
    assert second.status == JobStatus.QUEUED
    assert second.payload["head_sha"] == "f" * 40


def test_closing_the_pull_request_cancels_its_queued_review(
    client: TestClient, migrated_engine: Engine
) -> None:
    opened = fixture_payload("pull_request/opened.payload.json")
    closed = fixture_payload("pull_request/closed.payload.json")
    for payload in (opened, closed):
        payload["installation"] = {"id": 42}
        payload["number"] = payload["pull_request"]["number"] = 2
    post(client, "pull_request", opened)
    post(client, "pull_request", closed)
    review, feedback = jobs(migrated_engine)
    assert (review.kind, review.status) == (JobKind.REVIEW, JobStatus.CANCELLED)
    assert (feedback.kind, feedback.status) == (JobKind.FEEDBACK, JobStatus.QUEUED)


def test_payload_of_the_wrong_shape_is_400_but_kept_for_replay(
    client: TestClient, migrated_engine: Engine
) -> None:
    payload = fixture_payload("pull_request/opened.payload.json")
    del payload["pull_request"]["head"]
    response = post(client, "pull_request", payload, delivery_id="bad-1")
    assert response.status_code == 400
    assert "pull_request.head" in response.json()["message"]
    with Session(migrated_engine) as session:
        stored = session.scalars(select(Delivery)).one()
        assert stored.error is not None and "pull_request.head" in stored.error
    # A corrected redelivery of the same id is routed, not dropped as a duplicate.
    payload = fixture_payload("pull_request/opened.payload.json")
    payload["installation"] = {"id": 42}
    assert post(client, "pull_request", payload, delivery_id="bad-1").status_code == 202
    assert counts(migrated_engine) == (1, 1)


def test_healthz_and_metrics(client: TestClient) -> None:
    post(client, "ping", fixture_payload("ping/payload.json"))
    assert client.get("/healthz").json() == {"database": "ok"}
    metrics = client.get("/metrics").text
    assert re.search(r'redline_deliveries_total\{event="ping",outcome="202"\} [1-9]', metrics)
    assert "# TYPE redline_queue_depth gauge" in metrics


def test_replay_routes_a_stored_delivery_again(client: TestClient, migrated_engine: Engine) -> None:
    from bot.services import replay_delivery

    payload = fixture_payload("pull_request/opened.payload.json")
    payload["installation"] = {"id": 42}
    post(client, "pull_request", payload, delivery_id="to-replay")
    with Session(migrated_engine) as session, session.begin():
        session.query(Job).delete()
    assert replay_delivery(migrated_engine, "to-replay") == 1
    (job,) = jobs(migrated_engine)
    assert job.kind == JobKind.REVIEW and job.delivery_id == "to-replay"
    with pytest.raises(LookupError):
        replay_delivery(migrated_engine, "never-received")
