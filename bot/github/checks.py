"""An installation's check runs: create, find again, read back annotations, update."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.github.models import CheckRunAnnotation, CheckRunInfo
from bot.github.transport import InstallationTransport


class CheckRunCalls(InstallationTransport):
    async def create_check_run(
        self, owner: str, repo: str, *, name: str, head_sha: str, external_id: str = ""
    ) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/check-runs",
            what="create check run",
            json={
                "name": name,
                "head_sha": head_sha,
                "status": "in_progress",
                "external_id": external_id,
            },
        )
        return int(response.json()["id"])

    async def list_check_runs(
        self, owner: str, repo: str, ref: str, name: str
    ) -> list[CheckRunInfo]:
        """This App's check runs called `name` on `ref`, newest first (at most 100)."""
        params: dict[str, Any] = {"check_name": name, "filter": "all", "per_page": 100}
        if self.app_id is not None:
            params["app_id"] = self.app_id
        response = await self._request(
            "GET",
            f"/repos/{owner}/{repo}/commits/{ref}/check-runs",
            what="list check runs",
            params=params,
        )
        return [CheckRunInfo.from_json(item) for item in response.json()["check_runs"]]

    async def list_check_run_annotations(
        self, owner: str, repo: str, check_run_id: int
    ) -> list[CheckRunAnnotation]:
        return [
            CheckRunAnnotation.from_json(item)
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
                "list check run annotations",
            )
        ]

    async def update_check_run(
        self, owner: str, repo: str, check_run_id: int, fields: Mapping[str, Any]
    ) -> None:
        await self._request(
            "PATCH",
            f"/repos/{owner}/{repo}/check-runs/{check_run_id}",
            what="update check run",
            json=dict(fields),
        )
