"""The App itself: JWT auth, installation clients and tokens, webhook deliveries, and the
App-manifest conversion that registers it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import Any
from urllib.parse import parse_qs, urlsplit

from githubkit import AppAuthStrategy, GitHub, UnauthAuthStrategy
from githubkit.exception import GitHubException

from bot.github.errors import GitHubError, translate
from bot.github.installation import Installation
from bot.github.models import AppCredentials, HookDelivery
from bot.github.options import ClientOptions


def _next_cursor(link: str) -> str | None:
    """The `cursor` of the `rel="next"` page in a Link header."""
    for part in link.split(","):
        url, _, rel = part.partition(";")
        if 'rel="next"' in rel:
            values = parse_qs(urlsplit(url.strip().strip("<>")).query).get("cursor")
            return values[0] if values else None
    return None


class GitHubApp:
    """The App itself (JWT auth); hands out installation clients."""

    def __init__(self, app_id: int, private_key: str, options: ClientOptions) -> None:
        self._auth = AppAuthStrategy(app_id, private_key)
        self._app_id = app_id
        self._options = options
        self._app = GitHub(self._auth, **options.githubkit_kwargs())

    def installation(self, installation_id: int) -> Installation:
        github = GitHub(
            self._auth.as_installation(installation_id), **self._options.githubkit_kwargs()
        )
        return Installation(github, installation_id, self._app_id)

    async def app_slug(self) -> str:
        try:
            response = await self._app.arequest("GET", "/app")
        except GitHubException as error:
            raise translate(error, "GET /app") from None
        return str(response.json()["slug"])

    async def hook_deliveries(self) -> AsyncIterator[HookDelivery]:
        """The App webhook's delivery attempts, newest first (cursor pages of 100)."""
        params: dict[str, Any] = {"per_page": 100}
        while True:
            try:
                response = await self._app.arequest("GET", "/app/hook/deliveries", params=params)
            except GitHubException as error:
                raise translate(error, "list webhook deliveries") from None
            for item in response.json():
                yield HookDelivery.from_json(item)
            cursor = _next_cursor(response.headers.get("link", ""))
            if cursor is None:
                return
            params = {"per_page": 100, "cursor": cursor}

    async def redeliver(self, hook_delivery_id: int) -> None:
        """Ask GitHub to send a delivery attempt again (it answers 202 and sends it later)."""
        try:
            await self._app.arequest("POST", f"/app/hook/deliveries/{hook_delivery_id}/attempts")
        except GitHubException as error:
            raise translate(error, "redeliver webhook delivery") from None

    async def installation_token(
        self, installation_id: int, repository: str, permissions: Mapping[str, str]
    ) -> str:
        """A fresh token for git over HTTPS (the /fix push), good for `repository` (its name,
        without the owner) alone and with only `permissions`. Never log it."""
        body = {"repositories": [repository], "permissions": dict(permissions)}
        try:
            response = await self._app.arequest(
                "POST", f"/app/installations/{installation_id}/access_tokens", json=body
            )
        except GitHubException as error:
            raise translate(error, "create installation token") from None
        return str(response.json()["token"])


async def convert_manifest(code: str, options: ClientOptions) -> AppCredentials:
    """The App-manifest flow's last step: trade the redirect's code for the App's credentials."""
    github = GitHub(UnauthAuthStrategy(), **options.githubkit_kwargs())
    try:
        response = await github.arequest("POST", f"/app-manifests/{code}/conversions")
    except GitHubException as error:
        raise translate(error, "convert App manifest") from None
    data = response.json()
    if not isinstance(data, dict):
        raise GitHubError("convert App manifest: unexpected answer", response.status_code)
    return AppCredentials.from_json(data)
