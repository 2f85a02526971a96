"""The whole service against the fakes: webhooks in through the app, jobs run by a worker."""

from __future__ import annotations

import asyncio
import copy
import json
import random
import uuid
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pydantic import SecretStr
from sqlalchemy import Engine, select, update
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from bot.jobs.worker import Worker
from bot.services import build_app, build_job_handlers
from bot.settings import Settings
from bot.store.models import Job, JobStatus
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import PullRequest, Repository
from tests.service.helpers import SECRET, fixture_payload, webhook_headers


class JitterAtCeiling(random.Random):
    """A retried job waits its whole backoff (until `make_jobs_due`), never a jittered ~0 s
    that would let the same `run_jobs` run it again."""

    def uniform(self, a: float, b: float) -> float:
        return b


@dataclass
class Service:
    settings: Settings
    engine: Engine
    github: GitHubFake
    client: TestClient
    handlers: Mapping[str, Any] = field(default_factory=dict)

    def deliver(self, event: str, payload: dict[str, Any]) -> dict[str, Any]:
        body = json.dumps(payload).encode()
        response = self.client.post(
            "/webhook", content=body, headers=webhook_headers(event, body, str(uuid.uuid4()))
        )
        assert response.status_code in (200, 202), response.text
        result: dict[str, Any] = response.json()
        return result

    def run_jobs(self, limit: int = 50) -> list[Job]:
        """Run queued jobs until none is due; returns every job afterwards."""
        worker = Worker(
            self.engine,
            self.handlers,
            worker_id="test-worker",
            lease_seconds=60,
            rng=JitterAtCeiling(),
        )

        async def drain() -> None:
            for _ in range(limit):
                if await worker.run_once() is None:
                    return

        asyncio.run(drain())
        with Session(self.engine) as session:
            return list(session.scalars(select(Job).order_by(Job.id)))

    def make_jobs_due(self) -> None:
        """Jobs waiting out a retry's backoff are due now."""
        with Session(self.engine) as session, session.begin():
            session.execute(update(Job).values(run_after=datetime.now(UTC)))

    def dead_jobs(self) -> list[Job]:
        return [job for job in self.run_jobs(0) if job.status is JobStatus.DEAD]


def make_service(
    github: GitHubFake,
    database_url: str,
    *,
    anthropic_base_url: str | None = None,
    anthropic_api_key: str = "",
    **overrides: Any,
) -> Service:
    settings = Settings(
        app_id=github.app_id,
        private_key=SecretStr(github.private_key_pem),
        webhook_secret=SecretStr(SECRET),
        database_url=database_url,
        github_api_url=github.base_url.rstrip("/"),
        anthropic_api_key=SecretStr(anthropic_api_key) if anthropic_api_key else None,
        anthropic_base_url=anthropic_base_url,
        workers=0,
        reaction_sweep_minutes=0,
        **overrides,
    )
    from bot.store.db import make_engine

    engine = make_engine(database_url)
    handlers = build_job_handlers(settings, engine)
    app = build_app(settings, engine, workers=0, job_handlers=handlers)
    return Service(settings, engine, github, TestClient(app), handlers)


@contextmanager
def serving_with_model(
    github: GitHubFake,
    anthropic: AnthropicFake,
    database_url: str,
    *,
    timeout_seconds: float = 2.0,
    max_retries: int = 0,
) -> Iterator[Service]:
    """The service with the LLM reviewer on, talking to the Anthropic fake; disposed after."""
    built = make_service(
        github,
        database_url,
        anthropic_base_url=anthropic.base_url,
        anthropic_api_key=anthropic.api_key,
        github_retry_base_seconds=0.01,
        anthropic_timeout_seconds=timeout_seconds,
        anthropic_max_retries=max_retries,
    )
    with built.client:
        yield built
    built.engine.dispose()


def pull_request_payload(
    action: str,
    repository: Repository,
    pull: PullRequest,
    installation_id: int,
    sender: str = "octocat",
) -> dict[str, Any]:
    """A real recorded pull_request payload, re-pointed at the fake's repository and PR."""
    name = "synchronize" if action == "synchronize" else "opened"
    payload = copy.deepcopy(fixture_payload(f"pull_request/{name}.payload.json"))
    payload["action"] = action
    payload["number"] = pull.number
    payload["installation"] = {"id": installation_id}
    owner = repository.owner.login
    payload["repository"].update(
        id=repository.id,
        name=repository.name,
        full_name=repository.full_name,
        owner={**payload["repository"]["owner"], "login": owner},
    )
    pr = payload["pull_request"]
    pr.update(number=pull.number, state=pull.state, draft=pull.draft, title=pull.title)
    pr["head"].update(ref=pull.head_ref, sha=pull.head_sha)
    pr["base"].update(ref=pull.base_ref, sha=pull.base_sha)
    payload["sender"] = {**payload["sender"], "login": sender, "type": "User"}
    return payload


def _point_at(payload: dict[str, Any], repository: Repository, installation_id: int) -> None:
    payload["installation"] = {"id": installation_id}
    payload["repository"].update(
        id=repository.id,
        name=repository.name,
        full_name=repository.full_name,
        owner={**payload["repository"]["owner"], "login": repository.owner.login},
    )


def _user(login: str, bot: bool = False) -> dict[str, Any]:
    return {"login": login, "id": abs(hash(login)) % 10_000_000, "type": "Bot" if bot else "User"}


def issue_comment_payload(
    repository: Repository,
    pull: PullRequest,
    installation_id: int,
    *,
    comment_id: int,
    body: str,
    author: str,
    bot: bool = False,
    action: str = "created",
) -> dict[str, Any]:
    payload = copy.deepcopy(fixture_payload("issue_comment/created.payload.json"))
    payload["action"] = action
    _point_at(payload, repository, installation_id)
    payload["issue"].update(number=pull.number, pull_request={"url": "x"})
    payload["comment"].update(id=comment_id, body=body, user=_user(author, bot))
    payload["sender"] = _user(author, bot)
    return payload


def review_comment_payload(
    repository: Repository,
    pull: PullRequest,
    installation_id: int,
    *,
    comment_id: int,
    in_reply_to_id: int,
    body: str,
    author: str,
    bot: bool = False,
) -> dict[str, Any]:
    payload = copy.deepcopy(fixture_payload("pull_request_review_comment/created.payload.json"))
    _point_at(payload, repository, installation_id)
    payload["pull_request"]["number"] = pull.number
    payload["comment"].update(
        id=comment_id, body=body, user=_user(author, bot), in_reply_to_id=in_reply_to_id
    )
    payload["sender"] = _user(author, bot)
    return payload


def review_thread_payload(
    repository: Repository,
    pull: PullRequest,
    installation_id: int,
    *,
    action: str,
    comment_ids: list[int],
    sender: str,
    bot: bool = False,
) -> dict[str, Any]:
    payload = copy.deepcopy(fixture_payload(f"pull_request_review_thread/{action}.payload.json"))
    _point_at(payload, repository, installation_id)
    payload["pull_request"]["number"] = pull.number
    template = payload["thread"]["comments"][0]
    payload["thread"]["comments"] = [{**template, "id": cid} for cid in comment_ids]
    payload["sender"] = _user(sender, bot)
    return payload


def closed_payload(
    repository: Repository, pull: PullRequest, installation_id: int, *, merged: bool
) -> dict[str, Any]:
    payload = copy.deepcopy(fixture_payload("pull_request/closed.payload.json"))
    _point_at(payload, repository, installation_id)
    payload["number"] = pull.number
    payload["pull_request"].update(number=pull.number, merged=merged, state="closed")
    return payload


def post_issue_comment(
    service: Service,
    repository: Repository,
    pull: PullRequest,
    installation_id: int,
    body: str,
    author: str,
    *,
    bot: bool = False,
    action: str = "created",
) -> int:
    """A person comments in the PR conversation: the comment exists on the fake, the webhook
    is delivered. Returns the comment id (jobs are not run)."""
    comment = service.github.state.add_issue_comment(pull, author, body)
    service.deliver(
        "issue_comment",
        issue_comment_payload(
            repository,
            pull,
            installation_id,
            comment_id=comment.id,
            body=body,
            author=author,
            bot=bot,
            action=action,
        ),
    )
    return comment.id
