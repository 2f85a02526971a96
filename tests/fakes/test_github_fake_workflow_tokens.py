"""A workflow's GITHUB_TOKEN on the fake: its `permissions:` are enforced as GitHub does (403
"Resource not accessible by integration"), and commit statuses are kept."""

from __future__ import annotations

import pytest
from githubkit import GitHub, TokenAuthStrategy
from githubkit.exception import RequestFailed

from tests.fakes.github import GitHubFake
from tests.fakes.github_permissions import READ_ONLY
from tests.fakes.github_world import World, make_world


@pytest.fixture
def world(github_fake: GitHubFake) -> World:
    return make_world(github_fake)


def _client(world: World, permissions: dict[str, str]) -> GitHub[TokenAuthStrategy]:
    token = world.fake.state.issue_workflow_token(world.repository, permissions).token
    return GitHub(
        TokenAuthStrategy(token), base_url=world.fake.base_url, auto_retry=False, http_cache=False
    )


def test_a_read_only_token_reads_and_cannot_write(world: World) -> None:
    client = _client(world, READ_ONLY)
    number = world.pull.number
    assert client.rest.pulls.get("acme", "widgets", number).status_code == 200
    with pytest.raises(RequestFailed) as refused:
        client.rest.pulls.create_review(
            "acme", "widgets", number, data={"event": "COMMENT", "body": "hi"}
        )
    assert refused.value.response.status_code == 403
    assert refused.value.response.json()["message"] == "Resource not accessible by integration"
    with pytest.raises(RequestFailed) as no_check:
        client.rest.checks.create(
            "acme", "widgets", data={"name": "Redline", "head_sha": world.pull.head_sha}
        )
    assert no_check.value.response.status_code == 403
    assert world.fake.state.reviews_of(world.pull) == []
    assert world.fake.state.check_runs == {}


def test_a_token_without_checks_sets_a_commit_status(world: World) -> None:
    client = _client(world, {"pull_requests": "write", "statuses": "write"})
    with pytest.raises(RequestFailed) as no_check:
        client.rest.checks.create(
            "acme", "widgets", data={"name": "Redline", "head_sha": world.pull.head_sha}
        )
    assert no_check.value.response.status_code == 403
    created = client.rest.repos.create_commit_status(
        "acme",
        "widgets",
        world.pull.head_sha,
        data={"state": "failure", "context": "Redline", "description": "1 blocking finding"},
    )
    assert created.status_code == 201
    assert created.parsed_data.state == "failure"
    (status,) = world.fake.state.commit_statuses
    assert (status.sha, status.context, status.description) == (
        world.pull.head_sha,
        "Redline",
        "1 blocking finding",
    )


def test_the_workflow_token_reaches_its_repository_alone(world: World) -> None:
    state = world.fake.state
    other = state.add_repository("acme/other", world.installation, {"a.py": b"x = 1\n"})
    client = _client(world, {"contents": "read"})
    with pytest.raises(RequestFailed) as hidden:
        client.rest.repos.get_content("acme", "other", "a.py")
    assert hidden.value.response.status_code == 404
    assert other.name == "other"
    assert client.rest.repos.get_content("acme", "widgets", "README.md").status_code == 200
