"""GitHub as the workflow's token sees it: the App's Installation client on `GITHUB_TOKEN`,
with a commit status standing in for the check run where the token may not create one."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import httpx
from githubkit import GitHub, TokenAuthStrategy

from bot.core.render.action import CompletedCheck
from bot.github import (
    CheckRunAnnotation,
    CheckRunInfo,
    ClientOptions,
    GitHubError,
    Installation,
)

log = logging.getLogger(__name__)

STATUS_CONTEXT = "Redline"
STATUS_STANDS_IN = 0
"""The check run id handed out when a commit status stands in for the check run."""
MAX_STATUS_DESCRIPTION = 140
_STATUS_OF_CONCLUSION = {
    "success": "success",
    "neutral": "success",
    "skipped": "success",
    "failure": "failure",
    "action_required": "failure",
    "cancelled": "error",
    "timed_out": "error",
}


class ActionInstallation(Installation):
    """An Installation on the workflow's token. A 403 on creating the check run (the
    workflow did not grant `checks: write`) makes a commit status stand in for it."""

    def __init__(self, github: GitHub[Any], head_sha: str) -> None:
        super().__init__(github, installation_id=0)
        self._head_sha = head_sha
        self.completed: CompletedCheck | None = None
        self.wrote = False
        """Something was created or changed on GitHub (a refused write does not count)."""

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
        response = await super()._request(
            method, url, what=what, json=json, params=params, headers=headers
        )
        if method not in ("GET", "HEAD") and not url.endswith("/graphql"):
            self.wrote = True
        return response

    async def create_check_run(
        self, owner: str, repo: str, *, name: str, head_sha: str, external_id: str = ""
    ) -> int:
        try:
            return await super().create_check_run(
                owner, repo, name=name, head_sha=head_sha, external_id=external_id
            )
        except GitHubError as error:
            if error.status != 403 or error.rate_limited:
                raise
            log.warning("no check run (%s): a commit status stands in for it", error)
        self._head_sha = head_sha
        await self._set_status(owner, repo, "pending", "Reviewing…")
        return STATUS_STANDS_IN

    async def list_check_runs(
        self, owner: str, repo: str, ref: str, name: str
    ) -> list[CheckRunInfo]:
        try:
            return await super().list_check_runs(owner, repo, ref, name)
        except GitHubError as error:
            if error.status != 403 or error.rate_limited:
                raise
            return []

    async def list_check_run_annotations(
        self, owner: str, repo: str, check_run_id: int
    ) -> list[CheckRunAnnotation]:
        if check_run_id == STATUS_STANDS_IN:
            return []
        return await super().list_check_run_annotations(owner, repo, check_run_id)

    async def update_check_run(
        self, owner: str, repo: str, check_run_id: int, fields: Mapping[str, Any]
    ) -> None:
        output = fields.get("output") or {}
        conclusion = fields.get("conclusion")
        if conclusion is not None:
            self.completed = CompletedCheck(
                conclusion=str(conclusion),
                title=str(output.get("title", "")),
                summary=str(output.get("summary", "")),
                as_status=check_run_id == STATUS_STANDS_IN,
            )
        if check_run_id != STATUS_STANDS_IN:
            await super().update_check_run(owner, repo, check_run_id, fields)
        elif conclusion is not None:
            state = _STATUS_OF_CONCLUSION.get(str(conclusion), "error")
            await self._set_status(owner, repo, state, str(output.get("title", "")))

    async def _set_status(self, owner: str, repo: str, state: str, description: str) -> None:
        if len(description) > MAX_STATUS_DESCRIPTION:
            description = description[: MAX_STATUS_DESCRIPTION - 1] + "…"
        await self._request(
            "POST",
            f"/repos/{owner}/{repo}/statuses/{self._head_sha}",
            what="create commit status",
            json={"state": state, "context": STATUS_CONTEXT, "description": description},
        )


class TokenGitHub:
    """Stands where the review wants the App: every installation is the workflow's token."""

    def __init__(self, client: ActionInstallation) -> None:
        self._client = client

    def installation(self, installation_id: int) -> Installation:
        return self._client


def token_client(token: str, api_url: str, head_sha: str) -> ActionInstallation:
    """The workflow token's client, with the App's retry and timeout options."""
    options = ClientOptions(base_url=api_url)
    github = GitHub(TokenAuthStrategy(token), **options.githubkit_kwargs())
    return ActionInstallation(github, head_sha)
