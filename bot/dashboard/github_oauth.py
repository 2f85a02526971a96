"""The GitHub side of "Sign in with GitHub": the user-to-server OAuth flow of the App.

The user's token is used here, during the callback, and then dropped: the session keeps
only what GitHub said the user can access.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

import httpx

PER_PAGE = 100
MAX_PAGES = 10
TIMEOUT_SECONDS = 10.0


class OAuthError(Exception):
    """GitHub refused the sign-in or answered something unexpected."""


@dataclass(frozen=True, slots=True)
class OAuthApp:
    client_id: str
    client_secret: str
    web_url: str
    """github.com or a GitHub Enterprise host, without a trailing slash."""
    api_url: str


@dataclass(frozen=True, slots=True)
class AccessibleRepository:
    full_name: str
    installation_id: int
    can_push: bool


@dataclass(frozen=True, slots=True)
class UserAccess:
    login: str
    installations: tuple[tuple[int, str], ...]
    """(installation id, account login) of every installation the user can reach."""
    repositories: tuple[AccessibleRepository, ...]


def authorize_url(app: OAuthApp, redirect_uri: str, state: str) -> str:
    query = urlencode({"client_id": app.client_id, "redirect_uri": redirect_uri, "state": state})
    return f"{app.web_url}/login/oauth/authorize?{query}"


async def exchange_code(
    client: httpx.AsyncClient, app: OAuthApp, code: str, redirect_uri: str
) -> str:
    response = await client.post(
        f"{app.web_url}/login/oauth/access_token",
        data={
            "client_id": app.client_id,
            "client_secret": app.client_secret,
            "code": code,
            "redirect_uri": redirect_uri,
        },
        headers={"Accept": "application/json"},
    )
    if response.status_code != 200:
        raise OAuthError(f"token exchange answered {response.status_code}")
    document = response.json()
    token = document.get("access_token")
    if not isinstance(token, str) or not token:
        raise OAuthError(f"token exchange refused: {document.get('error', 'no token')}")
    return token


async def _get(client: httpx.AsyncClient, url: str, token: str, **params: Any) -> Any:
    response = await client.get(
        url,
        params=params,
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    if response.status_code != 200:
        raise OAuthError(f"GET {httpx.URL(url).path} answered {response.status_code}")
    return response.json()


async def _pages(client: httpx.AsyncClient, url: str, token: str, key: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for page in range(1, MAX_PAGES + 1):
        document = await _get(client, url, token, per_page=PER_PAGE, page=page)
        batch = document.get(key, [])
        items.extend(batch)
        if len(batch) < PER_PAGE or len(items) >= int(document.get("total_count", 0)):
            break
    return items


async def user_access(client: httpx.AsyncClient, app: OAuthApp, token: str) -> UserAccess:
    user = await _get(client, f"{app.api_url}/user", token)
    installations = await _pages(
        client, f"{app.api_url}/user/installations", token, "installations"
    )
    repositories: list[AccessibleRepository] = []
    for installation in installations:
        listed = await _pages(
            client,
            f"{app.api_url}/user/installations/{installation['id']}/repositories",
            token,
            "repositories",
        )
        for repository in listed:
            permissions = repository.get("permissions") or {}
            repositories.append(
                AccessibleRepository(
                    full_name=str(repository["full_name"]),
                    installation_id=int(installation["id"]),
                    can_push=bool(permissions.get("push") or permissions.get("admin")),
                )
            )
    return UserAccess(
        login=str(user["login"]),
        installations=tuple(
            (int(i["id"]), str((i.get("account") or {}).get("login", ""))) for i in installations
        ),
        repositories=tuple(repositories),
    )
