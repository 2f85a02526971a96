"""One summary per pull request: the first review's body (walkthrough + summary) is edited in
place on later pushes; a push's own new comments come in a short review pointing at it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.orm import Session

from bot.checks.llm.schema import TOOL_NAME
from bot.core.render import parse_summary_marker
from bot.store.models import JobStatus
from bot.store.review_models import ReviewRecord
from tests.e2e.harness import (
    Service,
    post_issue_comment,
    pull_request_payload,
    serving_with_model,
)
from tests.e2e.test_review_flow import BASE_FILES, PLANTED
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import Permission, PullRequest, Repository

WALKTHROUGH_HEADING = "### What this pull request does"
WITH_PURGE = (PLANTED + '\n\ndef purge(name):\n    os.system("rm -rf " + name)\n').replace(
    "import subprocess", "import os\nimport subprocess"
)
PURGE_LINE = WITH_PURGE.splitlines().index('    os.system("rm -rf " + name)') + 1


@pytest.fixture
def llm_service(
    github_fake: GitHubFake, anthropic_fake: AnthropicFake, database_url: str
) -> Iterator[Service]:
    with serving_with_model(github_fake, anthropic_fake, database_url) as built:
        yield built


def walkthrough_answer(summary: str, change: str) -> dict[str, Any]:
    return {
        "findings": [],
        "triage": [],
        "walkthrough": {
            "summary": summary,
            "files": [{"path": "shop/orders.py", "change": change}],
            "risks": [f"risk of {change}"],
        },
    }


class Pull:
    def __init__(self, service: Service) -> None:
        self.service = service
        state = service.github.state
        installation = state.add_installation("acme")
        self.installation_id = installation.id
        self.repository: Repository = state.add_repository("acme/shop", installation, BASE_FILES)
        state.set_permission(self.repository, "maria", Permission.WRITE)
        self.pull: PullRequest = state.add_pull_request(
            self.repository,
            head_files={**BASE_FILES, "shop/orders.py": PLANTED.encode()},
            title="Archive orders",
            user="alice",
        )
        self.deliver("opened")

    def deliver(self, action: str) -> None:
        self.service.deliver(
            "pull_request",
            pull_request_payload(action, self.repository, self.pull, self.installation_id),
        )
        jobs = self.service.run_jobs()
        assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]

    def push(self, orders_py: str) -> None:
        self.service.github.state.advance_head(
            self.pull, head_files={**BASE_FILES, "shop/orders.py": orders_py.encode()}
        )
        self.deliver("synchronize")

    def comment(self, body: str, author: str) -> None:
        post_issue_comment(
            self.service, self.repository, self.pull, self.installation_id, body, author
        )
        self.service.run_jobs()

    def bodies(self) -> list[str]:
        return [review.body for review in self.service.github.state.reviews_of(self.pull)]

    def summary_edits(self, review_id: int) -> int:
        path = rf"/repos/acme/shop/pulls/{self.pull.number}/reviews/{review_id}"
        return len(self.service.github.state.requests("PUT", path))


def test_the_walkthrough_is_updated_in_place_on_the_next_push(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    script = anthropic_fake.state
    script.reply_tool_use(TOOL_NAME, walkthrough_answer("Adds order archiving.", "archive()"))
    script.reply_tool_use(TOOL_NAME, walkthrough_answer("Adds archiving and purging.", "purge()"))
    script.reply_tool_use(TOOL_NAME, walkthrough_answer("Archiving, purging, a note.", "note"))
    world = Pull(llm_service)
    state = llm_service.github.state
    (summary,) = state.reviews_of(world.pull)
    assert "Adds order archiving." in summary.body and WALKTHROUGH_HEADING in summary.body
    first_comments = len(state.review_comments_of(world.pull))

    world.push(WITH_PURGE)

    summary_now, push_review = state.reviews_of(world.pull)
    assert summary_now is summary and world.summary_edits(summary.id) == 1
    assert "Adds archiving and purging." in summary.body
    assert "Adds order archiving." not in summary.body and "risk of purge()" in summary.body
    assert parse_summary_marker(summary.body) == world.pull.head_sha
    assert WALKTHROUGH_HEADING not in push_review.body and "purging" not in push_review.body
    assert f"#pullrequestreview-{summary.id}" in push_review.body
    assert "were updated for this push" in push_review.body
    new_comments = [
        c for c in state.review_comments_of(world.pull) if c.review_id == push_review.id
    ]
    assert new_comments and {c.line for c in new_comments} == {PURGE_LINE}
    assert len(state.review_comments_of(world.pull)) == first_comments + len(new_comments)

    world.push(WITH_PURGE + "\n# nothing to review here\n")

    assert len(state.reviews_of(world.pull)) == 2, "nothing new: no review, only the edit"
    assert world.summary_edits(summary.id) == 2
    assert "Archiving, purging, a note." in summary.body
    assert sum(WALKTHROUGH_HEADING in body for body in world.bodies()) == 1
    assert len(script.requests) == 3


def test_without_the_llm_the_summary_says_what_was_checked(service: Service) -> None:
    world = Pull(service)
    state = service.github.state
    (summary,) = state.reviews_of(world.pull)

    world.push(WITH_PURGE)

    assert world.summary_edits(summary.id) == 1
    assert "Checked with Semgrep" in summary.body and "no walkthrough" in summary.body
    assert all(WALKTHROUGH_HEADING not in body for body in world.bodies())
    assert parse_summary_marker(summary.body) == world.pull.head_sha
    assert len(state.reviews_of(world.pull)) == 2


def test_the_summary_is_found_by_its_marker_when_the_database_lost_it(service: Service) -> None:
    world = Pull(service)
    state = service.github.state
    (summary,) = state.reviews_of(world.pull)
    # A person quoting the marker must not be taken for the summary (it is not ours to edit).
    state.add_review(world.pull, "maria", "Quoting the bot:\n\n" + summary.body)
    with Session(service.engine) as session, session.begin():
        session.execute(update(ReviewRecord).values(github_review_id=None))

    world.push(WITH_PURGE)

    assert world.summary_edits(summary.id) == 1
    assert parse_summary_marker(summary.body) == world.pull.head_sha
    assert len(state.requests("PUT")) == 1
    assert [parse_summary_marker(body) is not None for body in world.bodies()] == [
        True,
        True,  # maria's quote, unchanged
        False,
    ]


def test_a_summary_github_refuses_to_edit_is_posted_anew(service: Service) -> None:
    world = Pull(service)
    state = service.github.state
    (summary,) = state.reviews_of(world.pull)
    state.fail_next("PUT", rf"/repos/acme/shop/pulls/\d+/reviews/{summary.id}", 404)

    world.push(WITH_PURGE)

    old, new = state.reviews_of(world.pull)
    assert parse_summary_marker(old.body) != world.pull.head_sha
    assert parse_summary_marker(new.body) == world.pull.head_sha
    assert "Checked with Semgrep" in new.body


def test_review_on_a_paused_pull_edits_the_summary_and_says_it_is_paused(
    service: Service,
) -> None:
    world = Pull(service)
    state = service.github.state
    (summary,) = state.reviews_of(world.pull)
    world.comment("/pause", "alice")
    world.push(WITH_PURGE)
    assert world.summary_edits(summary.id) == 0 and len(state.reviews_of(world.pull)) == 1

    world.comment("/review", "maria")

    assert world.summary_edits(summary.id) == 1
    assert "Automatic reviews are paused" in summary.body
    (_, push_review) = state.reviews_of(world.pull)
    assert "the whole pull request again" in push_review.body
