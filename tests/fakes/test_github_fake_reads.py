"""The GitHub fake through the real githubkit client: authentication and reads."""

from __future__ import annotations

import base64
import time
from datetime import UTC, datetime, timedelta
from typing import Any, cast

import httpx
import jwt
import pytest
from githubkit import AppAuthStrategy, GitHub, Response, TokenAuthStrategy
from githubkit.exception import RequestFailed

from tests.fakes import openapi
from tests.fakes.github import GitHubFake
from tests.fakes.github_state import generate_private_key_pem
from tests.fakes.github_world import DIFF, HEAD_FILES, World, make_world


@pytest.fixture
def world(github_fake: GitHubFake) -> World:
    return make_world(github_fake)


def _jwt(
    world: World,
    *,
    key: str | None = None,
    iss: object = None,
    iat: datetime | None = None,
    lifetime: timedelta = timedelta(minutes=9),
) -> str:
    issued = iat or datetime.now(UTC) - timedelta(seconds=30)
    claims = {"iss": str(iss or world.fake.app_id), "iat": issued, "exp": issued + lifetime}
    return jwt.encode(claims, key or world.fake.private_key_pem, algorithm="RS256")


def _post_token(world: World, token: str) -> httpx.Response:
    url = f"{world.fake.base_url}app/installations/{world.installation.id}/access_tokens"
    return httpx.post(url, headers={"Authorization": f"Bearer {token}"})


def test_installation_flow_reaches_the_pull_request(world: World) -> None:
    installation = world.app_client.rest.apps.get_repo_installation("acme", "widgets").parsed_data
    assert installation.id == world.installation.id
    assert installation.account is not None

    client = world.app_client.with_auth(world.app_client.auth.as_installation(installation.id))
    pull = client.rest.pulls.get("acme", "widgets", world.pull.number).parsed_data

    assert (pull.number, pull.title, pull.state) == (world.pull.number, "Tune", "open")
    assert pull.head.sha == world.pull.head_sha
    assert pull.base.sha == world.pull.base_sha
    assert pull.user.login == "octocat"
    assert client.rest.repos.get("acme", "widgets").parsed_data.default_branch == "main"
    app = world.app_client.rest.apps.get_authenticated().parsed_data
    assert app is not None and app.id == world.fake.app_id


def test_a_token_cannot_be_asked_for_more_than_the_installation_has(world: World) -> None:
    other = world.fake.state.add_installation("someone-else")
    world.fake.state.add_repository("someone-else/theirs", other)
    url = f"{world.fake.base_url}app/installations/{world.installation.id}/access_tokens"
    headers = {"Authorization": f"Bearer {_jwt(world)}"}
    for body in (
        {"repositories": ["theirs"]},
        {"repository_ids": [world.repository.id + 10_000]},
        {"repositories": ["widgets"], "permissions": {"administration": "write"}},
        {"permissions": {"issues": "admin"}},
    ):
        assert httpx.post(url, headers=headers, json=body).status_code == 422, body
    scoped = httpx.post(url, headers=headers, json={"repository_ids": [world.repository.id]})
    assert scoped.status_code == 201
    assert [r["full_name"] for r in scoped.json()["repositories"]] == ["acme/widgets"]


def test_access_token_is_refused_for_a_bad_jwt(world: World) -> None:
    assert _post_token(world, _jwt(world)).status_code == 201
    forged_key, _ = generate_private_key_pem()
    long_ago = datetime.now(UTC) - timedelta(minutes=30)
    refused = {
        "forged": _jwt(world, key=forged_key),
        "expired": _jwt(world, iat=long_ago),
        "other issuer": _jwt(world, iss=world.fake.app_id + 1),
        "over ten minutes": _jwt(world, lifetime=timedelta(minutes=11)),
        "not a jwt": "ghs_nonsense",
    }
    for why, token in refused.items():
        assert _post_token(world, token).status_code == 401, why


def test_githubkit_with_a_foreign_key_gets_401(world: World) -> None:
    forged_key, _ = generate_private_key_pem()
    client = GitHub(
        AppAuthStrategy(world.fake.app_id, forged_key),
        base_url=world.fake.base_url,
        auto_retry=False,
        http_cache=False,
    )
    with pytest.raises(RequestFailed) as failure:
        client.rest.apps.get_repo_installation("acme", "widgets")
    assert failure.value.response.status_code == 401


def test_repository_endpoints_need_a_token_of_its_installation(world: World) -> None:
    url = f"{world.fake.base_url}repos/acme/widgets/pulls/{world.pull.number}"
    assert httpx.get(url).status_code == 401
    assert httpx.get(url, headers={"Authorization": "token ghs_unknown"}).status_code == 401

    other = world.fake.state.add_installation("someone-else")
    other_token = world.fake.state.issue_installation_token(other.id).token
    assert httpx.get(url, headers={"Authorization": f"token {other_token}"}).status_code == 404

    own = world.fake.state.issue_installation_token(world.installation.id).token
    assert httpx.get(url, headers={"Authorization": f"Bearer {own}"}).status_code == 200
    world.fake.state.expire_tokens()
    assert httpx.get(url, headers={"Authorization": f"token {own}"}).status_code == 401


def test_pull_request_diff_media_type_and_too_large(world: World) -> None:
    headers = {"Accept": "application/vnd.github.v3.diff"}
    path = f"/repos/acme/widgets/pulls/{world.pull.number}"
    assert world.client.request("GET", path, headers=headers).text == DIFF

    world.fake.state.limits.max_diff_files = 1
    with pytest.raises(RequestFailed) as failure:
        world.client.request("GET", path, headers={"Accept": "application/vnd.github.diff"})
    assert failure.value.response.status_code == 406
    assert failure.value.response.json()["errors"][0]["code"] == "too_large"

    world.fake.state.limits.max_diff_files = 300
    world.fake.state.limits.max_diff_lines = 10
    with pytest.raises(RequestFailed) as failure:
        world.client.request("GET", path, headers=headers)
    assert "maximum number of lines (10)" in failure.value.response.json()["message"]
    # the JSON representation is not limited
    assert world.client.rest.pulls.get("acme", "widgets", world.pull.number).status_code == 200


def test_pull_files_are_paginated_with_link_headers_and_capped(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    many = {f"f{index:03}.txt": b"x\n" for index in range(250)}
    pull = github_fake.state.add_pull_request(world.repository, head_files={**HEAD_FILES, **many})

    first = world.client.rest.pulls.list_files("acme", "widgets", pull.number, per_page=100)
    assert len(first.parsed_data) == 100
    assert 'rel="next"' in first.headers["link"] and "page=2" in first.headers["link"]
    assert 'rel="last"' in first.headers["link"] and "page=3" in first.headers["link"]
    third = world.client.rest.pulls.list_files("acme", "widgets", pull.number, per_page=100, page=3)
    assert len(third.parsed_data) == 252 - 200
    assert 'rel="next"' not in third.headers["link"]

    every: list[Any] = list(
        world.client.rest.paginate(
            world.client.rest.pulls.list_files,
            owner="acme",
            repo="widgets",
            pull_number=pull.number,
        )
    )
    assert len(every) == 252
    assert {f.filename for f in every} >= set(many)

    github_fake.state.limits.max_listed_files = 120
    capped: list[Any] = list(
        world.client.rest.paginate(
            world.client.rest.pulls.list_files,
            owner="acme",
            repo="widgets",
            pull_number=pull.number,
        )
    )
    assert len(capped) == 120


def test_pull_files_describe_each_change(world: World) -> None:
    files = {
        f.filename: f
        for f in cast(
            list[Any],
            world.client.rest.pulls.list_files("acme", "widgets", world.pull.number).parsed_data,
        )
    }
    assert set(files) == {"src/app.py", "src/new.py"}
    app_py = files["src/app.py"]
    assert (app_py.status, app_py.additions, app_py.deletions, app_py.changes) == (
        "modified",
        2,
        1,
        3,
    )
    assert app_py.patch is not None and app_py.patch.startswith("@@ -3,3 +3,3 @@")
    assert files["src/new.py"].status == "added"


def _json(response: Response[Any, Any]) -> Any:
    """The body as plain JSON (githubkit types a contents answer as one of four shapes)."""
    return response.json()


def test_contents_as_base64_json_raw_and_404(world: World) -> None:
    content = world.client.rest.repos.get_content(
        "acme", "widgets", "src/app.py", ref=world.pull.head_sha
    )
    assert base64.b64decode(_json(content)["content"]) == HEAD_FILES["src/app.py"]
    on_main = world.client.rest.repos.get_content("acme", "widgets", "src/app.py")
    assert b"return 1\n" in base64.b64decode(_json(on_main)["content"])

    raw = world.client.request(
        "GET",
        "/repos/acme/widgets/contents/src/new.py",
        params={"ref": "feature"},
        headers={"Accept": "application/vnd.github.raw"},
    )
    assert raw.content == HEAD_FILES["src/new.py"]
    listing = _json(world.client.rest.repos.get_content("acme", "widgets", "src", ref="feature"))
    assert {entry["path"] for entry in listing} == {"src/app.py", "src/new.py"}
    with pytest.raises(RequestFailed) as failure:
        world.client.rest.repos.get_content("acme", "widgets", "src/missing.py")
    assert failure.value.response.status_code == 404


def test_compare_lists_files_and_serves_the_diff(world: World) -> None:
    basehead = f"{world.pull.base_sha}...{world.pull.head_sha}"
    comparison = world.client.rest.repos.compare_commits("acme", "widgets", basehead).parsed_data
    assert {f.filename for f in comparison.files or []} == {"src/app.py", "src/new.py"}
    diff = world.client.request(
        "GET",
        "/repos/acme/widgets/compare/main...feature",
        headers={"Accept": "application/vnd.github.diff"},
    )
    assert "+    x = 3" in diff.text


def test_responses_match_githubs_response_schemas(world: World) -> None:
    number = world.pull.number
    checks = [
        (
            "get",
            "/repos/{owner}/{repo}/pulls/{pull_number}",
            world.client.rest.pulls.get("acme", "widgets", number),
        ),
        (
            "get",
            "/repos/{owner}/{repo}/pulls/{pull_number}/files",
            world.client.rest.pulls.list_files("acme", "widgets", number),
        ),
        ("get", "/repos/{owner}/{repo}", world.client.rest.repos.get("acme", "widgets")),
        (
            "get",
            "/repos/{owner}/{repo}/installation",
            world.app_client.rest.apps.get_repo_installation("acme", "widgets"),
        ),
        ("get", "/app", world.app_client.rest.apps.get_authenticated()),
        (
            "get",
            "/repos/{owner}/{repo}/contents/{path}",
            world.client.rest.repos.get_content("acme", "widgets", "README.md"),
        ),
        (
            "get",
            "/repos/{owner}/{repo}/compare/{basehead}",
            world.client.rest.repos.compare_commits("acme", "widgets", "main...feature"),
        ),
    ]
    for method, path, response in checks:
        schema = openapi.response_schema(method, path, response.status_code)
        assert schema is not None, path
        assert openapi.validation_errors(schema, response.json()) == [], path


def test_requests_are_recorded_without_credentials_and_unknown_routes_404(world: World) -> None:
    world.client.rest.pulls.get("acme", "widgets", world.pull.number)
    with pytest.raises(RequestFailed) as failure:
        world.client.request("GET", "/repos/acme/widgets/no-such-thing")
    assert failure.value.response.status_code == 404

    recorded = world.fake.state.requests("GET", r"/repos/acme/widgets/pulls/\d+")
    assert len(recorded) == 1
    assert "authorization" not in recorded[0].headers
    assert world.fake.state.requests("POST", r"/app/installations/\d+/access_tokens")


def test_server_starts_quickly(github_fake: GitHubFake) -> None:
    started = time.perf_counter()
    with GitHubFake() as another:
        elapsed = time.perf_counter() - started
        assert httpx.get(f"{another.base_url}app").status_code == 401
    assert elapsed < 0.5
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{another.base_url}app")


def test_user_tokens_do_not_open_repository_endpoints(world: World) -> None:
    token = world.fake.state.issue_user_token("octocat").token
    user_client = GitHub(
        TokenAuthStrategy(token), base_url=world.fake.base_url, auto_retry=False, http_cache=False
    )
    assert user_client.rest.users.get_authenticated().parsed_data.login == "octocat"
    with pytest.raises(RequestFailed) as failure:
        user_client.rest.pulls.get("acme", "widgets", world.pull.number)
    assert failure.value.response.status_code == 401
