"""The App-manifest flow and the dashboard's OAuth sign-in against the GitHub fake."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

import httpx
from githubkit import GitHub, TokenAuthStrategy
from githubkit.utils import UNSET

from tests.fakes.github import GitHubFake
from tests.fakes.github_apps import git_access_status
from tests.fakes.github_records import Permission


def test_manifest_code_converts_once_into_app_credentials(github_fake: GitHubFake) -> None:
    conversion = github_fake.state.register_manifest_code("abc123")
    client = GitHub(base_url=github_fake.base_url, auto_retry=False, http_cache=False)
    created = client.rest.apps.create_from_manifest("abc123")
    assert created.status_code == 201
    body = created.json()
    assert (body["id"], body["slug"], body["client_id"]) == (
        conversion.app_id,
        conversion.slug,
        conversion.client_id,
    )
    assert body["pem"].startswith("-----BEGIN RSA PRIVATE KEY-----")
    assert body["webhook_secret"] == conversion.webhook_secret
    assert httpx.post(f"{github_fake.base_url}app-manifests/abc123/conversions").status_code == 404


def test_oauth_sign_in_then_user_installations(github_fake: GitHubFake) -> None:
    state = github_fake.state
    installation = state.add_installation("acme")
    visible = state.add_repository("acme/widgets", installation)
    state.add_repository("acme/secret", installation)
    state.set_permission(visible, "alice", Permission.WRITE)
    state.sign_in_as("alice")

    authorize = httpx.get(
        f"{github_fake.base_url}login/oauth/authorize",
        params={
            "client_id": state.app.client_id,
            "redirect_uri": "http://dash.test/callback",
            "state": "xyz",
        },
    )
    assert authorize.status_code == 302
    location = urlsplit(authorize.headers["location"])
    assert location.netloc == "dash.test"
    returned = parse_qs(location.query)
    assert returned["state"] == ["xyz"]

    exchange = {
        "client_id": state.app.client_id,
        "client_secret": state.app.client_secret,
        "code": returned["code"][0],
    }
    token = httpx.post(
        f"{github_fake.base_url}login/oauth/access_token",
        data=exchange,
        headers={"Accept": "application/json"},
    ).json()["access_token"]
    replay = httpx.post(
        f"{github_fake.base_url}login/oauth/access_token",
        data=exchange,
        headers={"Accept": "application/json"},
    ).json()
    assert replay == {"error": "bad_verification_code"}

    user = GitHub(
        TokenAuthStrategy(token), base_url=github_fake.base_url, auto_retry=False, http_cache=False
    )
    assert user.rest.users.get_authenticated().parsed_data.login == "alice"
    installations = user.rest.apps.list_installations_for_authenticated_user().parsed_data
    assert [i.id for i in installations.installations] == [installation.id]
    repositories = user.rest.apps.list_installation_repos_for_authenticated_user(
        installation.id
    ).parsed_data
    assert [r.full_name for r in repositories.repositories] == ["acme/widgets"]
    permissions = repositories.repositories[0].permissions
    assert permissions is not None and permissions is not UNSET
    assert (permissions.push, permissions.admin) == (True, False)


def test_git_access_follows_the_tokens_narrowing_and_the_maintainer_edit_grant(
    github_fake: GitHubFake,
) -> None:
    state = github_fake.state
    installation = state.add_installation("acme")
    widgets = state.add_repository("acme/widgets", installation)
    state.add_repository("acme/vault", installation, private=True)
    fork = state.add_repository("someone/widgets", None)
    state.add_pull_request(
        widgets, head_files={"a.py": b"x\n"}, head_repository=fork, maintainer_can_modify=True
    )
    everything = state.issue_installation_token(installation.id).token
    narrowed = state.issue_installation_token(
        installation.id, frozenset({widgets.id}), {"contents": "write"}
    ).token
    read_only = state.issue_installation_token(
        installation.id, frozenset({widgets.id}), {"contents": "read"}
    ).token
    feature, main = ["refs/heads/feature"], ["refs/heads/main"]

    def access(token: str | None, name: str, push: bool, refs: list[str]) -> int | None:
        return git_access_status(state, token, name, push, refs)

    assert access(everything, "acme/vault", True, main) is None
    assert access(narrowed, "acme/widgets", True, main) is None
    assert access(narrowed, "acme/vault", True, main) == 403
    assert access(narrowed, "acme/vault", False, []) == 404  # private, not covered
    assert access(narrowed, "someone/widgets", True, feature) is None
    assert access(narrowed, "someone/widgets", True, main) == 403
    assert access(read_only, "acme/widgets", True, main) == 403
    assert access(read_only, "acme/widgets", False, []) is None
    assert access(None, "acme/widgets", False, []) == 401
    assert access("ghs_made_up", "acme/widgets", False, []) == 401


def test_manifest_form_refuses_what_github_refuses(github_fake: GitHubFake) -> None:
    def create(manifest: dict[str, object]) -> httpx.Response:
        return httpx.post(
            f"{github_fake.base_url}settings/apps/new",
            params={"state": "s1"},
            data={"manifest": json.dumps(manifest)},
        )

    base = {
        "hook_attributes": {"url": "https://redline.example.com/webhook"},
        "redirect_url": "http://localhost:3000/setup/callback",
        "callback_urls": ["https://redline.example.com/dashboard/auth/callback"],
        "default_permissions": {"pull_requests": "write", "metadata": "read"},
    }
    refused = create({**base, "default_events": ["pull_request", "installation"]})
    assert refused.status_code == 422
    assert "Default events unsupported: installation" in refused.text
    unbacked = create({**base, "default_events": ["check_run"]})
    assert unbacked.status_code == 422

    created = create({**base, "default_events": ["pull_request"]})
    assert created.status_code == 302
    back = urlsplit(created.headers["location"])
    assert back.path == "/setup/callback" and parse_qs(back.query)["state"] == ["s1"]
    app = github_fake.state.app
    assert app.callback_urls == ("https://redline.example.com/dashboard/auth/callback",)

    def authorize(redirect_uri: str) -> int:
        github_fake.state.sign_in_as("alice")
        return httpx.get(
            f"{github_fake.base_url}login/oauth/authorize",
            params={"client_id": app.client_id, "redirect_uri": redirect_uri},
        ).status_code

    assert authorize("https://redline.example.com/dashboard/auth/callback") == 302
    assert authorize("http://localhost:3000/dashboard/auth/callback") == 400
