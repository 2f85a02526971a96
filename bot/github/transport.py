"""One installation's requests: githubkit underneath, GitHubError on failure, 304 kept."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import Any

import httpx
from githubkit import GitHub
from githubkit.exception import GitHubException, RequestFailed

from bot.github.errors import translate
from bot.github.models import JSONObject


class InstallationTransport:
    """The requests the installation's calls are made of (see `installation.Installation`)."""

    def __init__(
        self, github: GitHub[Any], installation_id: int, app_id: int | None = None
    ) -> None:
        self._github = github
        self.installation_id = installation_id
        self.app_id = app_id

    async def _request(
        self,
        method: str,
        url: str,
        *,
        what: str,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        try:
            response = await self._github.arequest(
                method, url, json=json, params=params, headers=headers
            )
        except RequestFailed as error:
            if error.response.status_code == 304:
                return error.response.raw_response
            raise translate(error, what) from None
        except GitHubException as error:
            raise translate(error, what) from None
        return response.raw_response

    async def _paginate(self, url: str, what: str) -> AsyncIterator[JSONObject]:
        page = 1
        while True:
            response = await self._request(
                "GET", url, what=what, params={"per_page": 100, "page": page}
            )
            items = response.json()
            for item in items:
                yield item
            if len(items) < 100 or 'rel="next"' not in response.headers.get("link", ""):
                return
            page += 1
