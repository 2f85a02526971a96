"""The Action end to end against the fake GitHub: the App's review for the same change, once;
a fork's read-only token gets SARIF and a job summary; no `checks: write`, a commit status."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.core.render import parse_finding_marker
from bot.store.models import JobStatus
from tests.action.harness import (
    ACTION_TEST_TIMEOUT,
    WORKFLOW_PERMISSIONS,
    event_payload,
    run_action,
)
from tests.e2e.harness import Service, pull_request_payload
from tests.e2e.test_review_flow import BASE_FILES, PLANTED
from tests.fakes.github import GitHubFake
from tests.fakes.github_permissions import READ_ONLY
from tests.fakes.github_records import PullRequest, Repository
from tests.fakes.github_state import GitHubState

BASE_SHA = "b" * 40
HEAD_SHA = "e" * 40
NUMBER = 7
CHANGE = {**BASE_FILES, "shop/orders.py": PLANTED.encode()}
EXTRA = "import subprocess\n\n\ndef run(command):\n    subprocess.call(command, shell=True)\n"

# Each Action run is a Python process running Semgrep: slow on a loaded machine.
pytestmark = pytest.mark.timeout(ACTION_TEST_TIMEOUT)


@dataclass(frozen=True, slots=True)
class World:
    repository: Repository
    pull: PullRequest
    installation_id: int


def open_pull(state: GitHubState, *, fork: bool = False) -> World:
    """acme/shop with the planted change in pull request #7, at fixed SHAs (the same in
    every world, so that two worlds' reviews can be compared)."""
    installation = state.add_installation("acme")
    repository = state.add_repository("acme/shop", installation, BASE_FILES)
    state.add_commit(repository, BASE_FILES, BASE_SHA)
    state.set_branch(repository, "main", BASE_SHA)
    head_repository = state.add_repository("mallory/shop", None, BASE_FILES) if fork else None
    pull = state.add_pull_request(
        repository,
        head_files=CHANGE,
        number=NUMBER,
        head_sha=HEAD_SHA,
        title="Archive orders",
        user="alice",
        head_repository=head_repository,
    )
    return World(repository, pull, installation.id)


def posted(state: GitHubState, pull: PullRequest) -> dict[str, Any]:
    """What a reader of the pull request sees of the review: bodies, comments, check run."""
    comments = sorted(
        (c.path, c.line, c.start_line, c.side, c.body) for c in state.review_comments_of(pull)
    )
    (run,) = state.check_runs_of(pull.repository, pull.head_sha)
    return {
        "reviews": [(r.user.login, r.state, r.body, r.commit_id) for r in state.reviews_of(pull)],
        "comments": comments,
        "check_run": (run.name, run.status, run.conclusion, run.title, run.summary, run.text),
        "annotations": sorted(
            (a["path"], a["start_line"], a["annotation_level"], a["message"])
            for a in run.annotations
        ),
    }


def test_the_action_posts_the_apps_review_once(
    service: Service, github_fake: GitHubFake, tmp_path: Path
) -> None:
    app_world = open_pull(github_fake.state)
    service.deliver(
        "pull_request",
        pull_request_payload(
            "opened", app_world.repository, app_world.pull, app_world.installation_id
        ),
    )
    jobs = service.run_jobs()
    assert [job.status for job in jobs] == [JobStatus.DONE], [job.last_error for job in jobs]
    by_the_app = posted(github_fake.state, app_world.pull)
    assert by_the_app["comments"], "the planted change has findings to compare"

    state = github_fake.reset()
    world = open_pull(state)
    token = state.issue_workflow_token(world.repository, WORKFLOW_PERMISSIONS).token
    event = event_payload(world.repository, world.pull, world.installation_id)
    first = run_action(github_fake, world.repository, event, tmp_path / "first", token=token)
    assert first.returncode == 0, first.explain()
    assert posted(state, world.pull) == by_the_app
    assert all(parse_finding_marker(c.body) for c in state.review_comments_of(world.pull))
    assert "(check run: " in first.summary
    assert first.sarif is None

    writes = len(state.requests("POST"))
    again = run_action(github_fake, world.repository, event, tmp_path / "again", token=token)
    assert again.returncode == 0, again.explain()
    assert state.requests("POST")[writes:] == [], "a re-run of the same head posts nothing"
    assert "already reviewed" in again.summary

    # A push that adds one more finding: only that one is commented on (the markers of the
    # first review tell the Action what it posted: it has no database of its own).
    earlier = {c.id for c in state.review_comments_of(world.pull)}
    pushed = state.advance_head(world.pull, head_files={**CHANGE, "shop/extra.py": EXTRA.encode()})
    event = event_payload(world.repository, world.pull, world.installation_id, "synchronize")
    assert event["pull_request"]["head"]["sha"] == pushed
    later = run_action(github_fake, world.repository, event, tmp_path / "later", token=token)
    assert later.returncode == 0, later.explain()
    new = [c for c in state.review_comments_of(world.pull) if c.id not in earlier]
    assert [(c.path, c.line) for c in new] == [("shop/extra.py", 5)], [c.body for c in new]
    assert len(state.reviews_of(world.pull)) == 2  # the first one's summary, edited; the push's


def test_a_fork_gets_sarif_and_a_summary_and_nothing_is_posted(
    github_fake: GitHubFake, tmp_path: Path
) -> None:
    state = github_fake.state
    world = open_pull(state, fork=True)
    token = state.issue_workflow_token(world.repository, READ_ONLY).token
    event = event_payload(world.repository, world.pull, world.installation_id)
    assert event["pull_request"]["head"]["repo"]["full_name"] == "mallory/shop"

    run = run_action(github_fake, world.repository, event, tmp_path, token=token)

    # the planted secret blocks: the step fails where the App's check run would
    assert run.returncode == 1, run.explain()
    assert "::error title=Redline::" in run.stdout
    writes = [r for r in state.requests() if r.method != "GET"]
    assert writes == [], [(r.method, r.path) for r in writes]
    assert state.reviews_of(world.pull) == []
    assert state.check_runs_of(world.repository) == []
    assert run.sarif is not None
    (sarif_run,) = run.sarif["runs"]
    located = {
        (
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
        )
        for r in sarif_run["results"]
    }
    assert {("shop/orders.py", 6), ("shop/orders.py", 14), ("shop/orders.py", 18)} <= located
    assert "comes from a fork" in run.summary
    assert "shop/orders.py:14" in run.summary
    assert "comes from a fork" in run.stdout  # the step's log says so too


def test_without_checks_write_a_commit_status_stands_in(
    github_fake: GitHubFake, tmp_path: Path
) -> None:
    state = github_fake.state
    world = open_pull(state)
    permissions = {"contents": "read", "pull_requests": "write", "statuses": "write"}
    token = state.issue_workflow_token(world.repository, permissions).token
    event = event_payload(world.repository, world.pull, world.installation_id)

    run = run_action(github_fake, world.repository, event, tmp_path, token=token)

    assert run.returncode == 0, run.explain()
    assert state.check_runs_of(world.repository) == []
    refused = state.requests("POST", f"/repos/{world.repository.full_name}/check-runs")
    assert refused, "it tried the check run first"
    assert [(s.context, s.state) for s in state.commit_statuses] == [
        ("Redline", "pending"),
        ("Redline", "failure"),
    ]
    assert all(s.sha == HEAD_SHA for s in state.commit_statuses)
    assert len(state.reviews_of(world.pull)) == 1
    assert state.review_comments_of(world.pull)
    assert "commit status stands in" in run.summary


def test_a_read_only_token_on_a_branch_of_the_repository_reports_instead(
    github_fake: GitHubFake, tmp_path: Path
) -> None:
    """Dependabot's pull requests, say: not a fork, and still a read-only token."""
    state = github_fake.state
    world = open_pull(state)
    token = state.issue_workflow_token(world.repository, READ_ONLY).token
    event = event_payload(world.repository, world.pull, world.installation_id)

    run = run_action(github_fake, world.repository, event, tmp_path, token=token)

    assert run.returncode == 1, run.explain()  # the planted secret blocks
    refused = [(r.method, r.path) for r in state.requests() if r.method != "GET"]
    assert refused == [
        ("POST", "/repos/acme/shop/check-runs"),
        ("POST", f"/repos/acme/shop/statuses/{HEAD_SHA}"),
    ]
    assert state.reviews_of(world.pull) == []
    assert state.commit_statuses == []
    assert run.sarif is not None and run.sarif["runs"][0]["results"]
    assert "may not write here" in run.summary
