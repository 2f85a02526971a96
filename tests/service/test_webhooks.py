from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from githubkit.webhooks import verify
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session
from starlette.applications import Starlette
from starlette.testclient import TestClient

from bot.app import AppParts, create_app
from bot.handlers import build_router
from bot.intake.ingest import Outcome, PreparedDelivery, store_delivery, store_in
from bot.intake.payloads import PullRequestEvent
from bot.intake.router import Delivery as RoutedDelivery
from bot.intake.router import Enqueue, QueueAction, Router
from bot.intake.webhook import prepare_delivery
from bot.jobs.kinds import JobKind
from bot.logs import ContextFilter, JsonFormatter
from bot.store.db import is_sqlite
from bot.store.models import Delivery, Job, JobStatus
from bot.store.transactions import write_session
from bot.store.types import utcnow
from tests.service.helpers import SECRET, all_fixture_files, fixture_payload, sign, webhook_headers


def webhook_app(
    engine: Engine, router: Router, secret: str = SECRET, max_bytes: int = 2 * 1024 * 1024
) -> Starlette:
    return create_app(
        AppParts(
            engine=engine,
            router=router,
            webhook_secret=secret,
            max_webhook_bytes=max_bytes,
            job_handlers={},
            workers=0,
        )
    )


@pytest.fixture
def client(migrated_engine: Engine) -> Iterator[TestClient]:
    with TestClient(webhook_app(migrated_engine, build_router())) as test_client:
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
    app = webhook_app(migrated_engine, build_router(), "It's a Secret to Everybody", 1024)
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
    if is_sqlite(migrated_engine):  # stored compressed, read back as the text received
        with migrated_engine.connect() as connection:
            stored = connection.exec_driver_sql("SELECT payload FROM deliveries").scalar_one()
        assert isinstance(stored, bytes) and len(stored) < len(json.dumps(payload)) / 4
    with Session(migrated_engine) as session, session.begin():
        session.query(Job).delete()
    assert replay_delivery(migrated_engine, "to-replay") == 1
    (job,) = jobs(migrated_engine)
    assert job.kind == JobKind.REVIEW and job.delivery_id == "to-replay"
    with pytest.raises(LookupError):
        replay_delivery(migrated_engine, "never-received")


# Storing: each delivery and its jobs in one transaction, in the order they arrive.


def synchronize(number: int, head_sha: str) -> dict[str, Any]:
    payload = fixture_payload("pull_request/synchronize.payload.json")
    payload["installation"] = {"id": 42}
    payload["number"] = payload["pull_request"]["number"] = number
    payload["pull_request"]["head"]["sha"] = head_sha
    return payload


def prepared(
    delivery_id: str, payload: dict[str, Any], router: Router | None = None
) -> PreparedDelivery:
    result = prepare_delivery(
        router or build_router(),
        RoutedDelivery(delivery_id, "pull_request"),
        json.dumps(payload).encode(),
    )
    assert isinstance(result, PreparedDelivery)
    return result


def store_in_order(engine: Engine, batch: Sequence[PreparedDelivery]) -> list[Outcome]:
    """Store the deliveries one after the other, each in its own transaction."""
    return [store_delivery(engine, item) for item in batch]


def test_concurrent_deliveries_are_stored_once_with_their_jobs(
    client: TestClient, migrated_engine: Engine
) -> None:
    bodies = [(f"c-{n}", synchronize(n, f"{n:040x}")) for n in range(1, 49)]
    # Every delivery is sent twice at once: GitHub redelivers, and so do proxies.
    sends = bodies + bodies
    with ThreadPoolExecutor(16) as pool:
        responses = list(
            pool.map(lambda sent: post(client, "pull_request", sent[1], sent[0]), sends)
        )
    statuses = sorted(response.status_code for response in responses)
    assert statuses == [200] * 48 + [202] * 48
    assert counts(migrated_engine) == (48, 48)
    stored = jobs(migrated_engine)
    assert sorted(job.delivery_id or "" for job in stored) == sorted(d for d, _ in bodies)
    for job in stored:
        number = int((job.delivery_id or "").removeprefix("c-"))
        assert job.payload["head_sha"] == f"{number:040x}"
        assert job.status == JobStatus.QUEUED


def test_a_redelivery_right_after_is_acknowledged_once(migrated_engine: Engine) -> None:
    payload = synchronize(2, "a" * 40)
    outcomes = store_in_order(
        migrated_engine, [prepared("same", payload), prepared("same", payload)]
    )
    assert [(o.status, o.message) for o in outcomes] == [(202, "queued"), (200, "already received")]
    assert counts(migrated_engine) == (1, 1)


def test_a_corrected_redelivery_is_routed(migrated_engine: Engine) -> None:
    broken = synchronize(2, "a" * 40)
    del broken["pull_request"]["head"]
    outcomes = store_in_order(
        migrated_engine,
        [prepared("fixed", broken), prepared("fixed", synchronize(2, "a" * 40))],
    )
    assert [o.status for o in outcomes] == [400, 202]
    with Session(migrated_engine) as session:
        stored = session.scalars(select(Delivery)).one()
        assert stored.error is None and stored.processed_at is not None
    assert counts(migrated_engine) == (1, 1)


def test_a_later_push_supersedes_earlier_reviews(migrated_engine: Engine) -> None:
    store_in_order(migrated_engine, [prepared("push-1", synchronize(2, "1" * 40))])
    store_in_order(
        migrated_engine,
        [
            prepared("push-2", synchronize(2, "2" * 40)),
            prepared("other-pull", synchronize(3, "3" * 40)),
            prepared("push-3", synchronize(2, "4" * 40)),
        ],
    )
    by_delivery = {job.delivery_id: job for job in jobs(migrated_engine)}
    assert {d: job.status for d, job in by_delivery.items()} == {
        "push-1": JobStatus.SUPERSEDED,
        "push-2": JobStatus.SUPERSEDED,
        "other-pull": JobStatus.QUEUED,
        "push-3": JobStatus.QUEUED,
    }
    assert by_delivery["push-2"].finished_at is not None
    assert by_delivery["push-3"].payload["head_sha"] == "4" * 40


def test_pushes_stored_by_two_processes_at_once_leave_only_the_later_review_queued(
    migrated_engine: Engine,
) -> None:
    """Two `redline serve` processes on one database, each committing a push to one PR."""

    def store(delivery_id: str, head_sha: str) -> None:
        with write_session(migrated_engine) as session:
            store_in(session, prepared(delivery_id, synchronize(2, head_sha)), utcnow())

    with write_session(migrated_engine) as session:
        store_in(session, prepared("push-1", synchronize(2, "1" * 40)), utcnow())
        other_process = threading.Thread(target=store, args=("push-2", "2" * 40))
        other_process.start()
        other_process.join(timeout=0.5)
        assert other_process.is_alive(), "the second batch did not wait for the first"
    other_process.join(timeout=30)
    assert not other_process.is_alive()
    assert {job.delivery_id: job.status for job in jobs(migrated_engine)} == {
        "push-1": JobStatus.SUPERSEDED,
        "push-2": JobStatus.QUEUED,
    }


def test_closing_cancels_the_review_queued_before_it(
    migrated_engine: Engine,
) -> None:
    opened = fixture_payload("pull_request/opened.payload.json")
    closed = fixture_payload("pull_request/closed.payload.json")
    reopened = fixture_payload("pull_request/reopened.payload.json")
    for payload in (opened, closed, reopened):
        payload["installation"] = {"id": 42}
        payload["number"] = payload["pull_request"]["number"] = 2
    store_in_order(migrated_engine, [prepared("open", opened)])
    store_in_order(
        migrated_engine,
        [prepared("close", closed), prepared("reopen", reopened), prepared("again", opened)],
    )
    statuses = [(job.delivery_id, job.kind, job.status) for job in jobs(migrated_engine)]
    assert statuses == [
        ("open", JobKind.REVIEW, JobStatus.CANCELLED),
        ("close", JobKind.FEEDBACK, JobStatus.QUEUED),
        ("reopen", JobKind.REVIEW, JobStatus.SUPERSEDED),
        ("again", JobKind.REVIEW, JobStatus.QUEUED),
    ]


def exploding_router() -> Router:
    """The real routes, plus a job without a kind (NOT NULL) for pull request 666."""
    extra = Router()

    @extra.register("pull_request", "synchronize")
    def on_synchronize(event: PullRequestEvent, delivery: RoutedDelivery) -> Iterator[QueueAction]:
        if event.number == 666:
            yield Enqueue(kind=None, payload={})  # type: ignore[arg-type]

    return build_router().add(extra)


def test_one_failing_delivery_does_not_fail_the_others(migrated_engine: Engine) -> None:
    router = exploding_router()
    outcomes = store_in_order(
        migrated_engine,
        [
            prepared("before", synchronize(2, "a" * 40), router),
            prepared("bad", synchronize(666, "b" * 40), router),
            prepared("after", synchronize(3, "c" * 40), router),
        ],
    )
    assert [o.status for o in outcomes] == [202, 500, 202]
    with Session(migrated_engine) as session:
        stored = set(session.scalars(select(Delivery.delivery_id)))
    # Nothing of the failed delivery is kept: GitHub's redelivery starts afresh.
    assert stored == {"before", "after"}
    assert sorted(job.delivery_id or "" for job in jobs(migrated_engine)) == ["after", "before"]


def test_a_store_failure_answers_500(migrated_engine: Engine) -> None:
    with TestClient(webhook_app(migrated_engine, exploding_router())) as test_client:
        response = post(test_client, "pull_request", synchronize(666, "b" * 40), "bad")
        assert response.status_code == 500
        assert post(test_client, "pull_request", synchronize(2, "a" * 40)).status_code == 202
    assert counts(migrated_engine) == (1, 1)


def test_deliveries_keep_arrival_order(migrated_engine: Engine) -> None:
    """Jobs take ids in the order their deliveries arrived."""
    arrivals = [
        [f"b{repeat}-{size}-{n}" for n in range(size)]
        for repeat in range(6)
        for size in range(1, 8)
    ]
    for number, delivery_ids in enumerate(arrivals):
        batch = [
            prepared(delivery_id, synchronize(100 + n, f"{number:040x}"))
            for n, delivery_id in enumerate(delivery_ids)
        ]
        outcomes = store_in_order(migrated_engine, batch)
        assert [outcome.status for outcome in outcomes] == [202] * len(batch)
    with Session(migrated_engine) as session:
        queued = session.scalars(select(Job.delivery_id).order_by(Job.id)).all()
    assert queued == [delivery_id for delivery_ids in arrivals for delivery_id in delivery_ids]


def test_each_delivery_is_logged_as_one_json_line(client: TestClient) -> None:
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)

    handler = Keep()
    handler.addFilter(ContextFilter())
    logger = logging.getLogger("bot.intake.webhook")
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        post(client, "ping", fixture_payload("ping/payload.json"), delivery_id="logged-1")
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    (record,) = records
    line = json.loads(JsonFormatter().format(record))
    assert line == {
        "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
        "level": "info",
        "logger": "bot.intake.webhook",
        "message": "delivery logged-1 event=ping status=202 jobs=0",
        "delivery_id": "logged-1",
    }
