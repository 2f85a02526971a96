"""The App-manifest flow and the dashboard's OAuth sign-in against the GitHub fake."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import httpx
from githubkit import GitHub, TokenAuthStrategy
from githubkit.utils import UNSET

from tests.fakes.github import GitHubFake
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
