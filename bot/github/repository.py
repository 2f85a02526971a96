"""An installation's reads of a repository: the pull request, its diff, files and trees,
and a user's permission on it."""

from __future__ import annotations

import base64
from urllib.parse import quote

from githubkit.exception import GitHubException, RequestFailed

from bot.github.errors import DiffTooLarge, GitHubError, translate
from bot.github.models import PullFileInfo, PullInfo
from bot.github.transport import InstallationTransport

DIFF_MEDIA_TYPE = "application/vnd.github.diff"


def contents_path(path: str) -> str:
    """`path` for a URL under `/contents/`: each segment percent-encoded (a `%` or `?` is
    part of a file's name), and none that could climb out of the repository."""
    segments = path.split("/")
    if any(segment in ("", ".", "..") for segment in segments):
        raise GitHubError(f"get contents: {path!r} is not a path inside the repository", 400)
    return "/".join(quote(segment, safe="") for segment in segments)


class RepositoryCalls(InstallationTransport):
    async def get_pull(self, owner: str, repo: str, number: int) -> PullInfo:
        response = await self._request(
            "GET", f"/repos/{owner}/{repo}/pulls/{number}", what="get pull"
        )
        return PullInfo.from_json(response.json())

    async def get_pull_diff(self, owner: str, repo: str, number: int) -> bytes:
        try:
            response = await self._github.arequest(
                "GET",
                f"/repos/{owner}/{repo}/pulls/{number}",
                headers={"Accept": DIFF_MEDIA_TYPE},
            )
        except RequestFailed as error:
            if error.response.status_code == 406:
                raise DiffTooLarge("GitHub refuses to render this diff: too large", 406) from None
            raise translate(error, "get pull diff") from None
        except GitHubException as error:
            raise translate(error, "get pull diff") from None
        return response.content

    async def tree_paths(self, owner: str, repo: str, sha: str) -> frozenset[str]:
        """Every file path at `sha` (GitHub truncates very large trees: then a subset)."""
        response = await self._request(
            "GET",
            f"/repos/{owner}/{repo}/git/trees/{sha}",
            what="get tree",
            params={"recursive": "1"},
        )
        return frozenset(
            item["path"] for item in response.json().get("tree", []) if item.get("type") == "blob"
        )

    async def get_tarball(self, owner: str, repo: str, ref: str) -> bytes:
        """The repository at `ref` as a gzipped tarball (one request for a large PR's files)."""
        response = await self._request(
            "GET", f"/repos/{owner}/{repo}/tarball/{ref}", what="get tarball"
        )
        return response.content

    async def compare_diff(self, owner: str, repo: str, base: str, head: str) -> bytes:
        response = await self._request(
            "GET",
            f"/repos/{owner}/{repo}/compare/{base}...{head}",
            what="compare",
            headers={"Accept": DIFF_MEDIA_TYPE},
        )
        return response.content

    async def list_pull_files(self, owner: str, repo: str, number: int) -> list[PullFileInfo]:
        return [
            PullFileInfo.from_json(item)
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/pulls/{number}/files", "list pull files"
            )
        ]

    async def get_file(self, owner: str, repo: str, path: str, ref: str) -> bytes | None:
        """A file's bytes at `ref`, or None when it does not exist there. A path that could
        leave the repository's contents (`..`, `.`, empty or absolute) is refused (400)."""
        try:
            response = await self._github.arequest(
                "GET",
                f"/repos/{owner}/{repo}/contents/{contents_path(path)}",
                params={"ref": ref},
            )
        except RequestFailed as error:
            if error.response.status_code == 404:
                return None
            raise translate(error, "get contents") from None
        except GitHubException as error:
            raise translate(error, "get contents") from None
        data = response.json()
        if not isinstance(data, dict) or data.get("type") != "file":
            return None
        if data.get("encoding") == "base64" and data.get("content") is not None:
            return base64.b64decode(data["content"])
        return None

    async def collaborator_permission(self, owner: str, repo: str, username: str) -> str:
        """admin, maintain, write, triage, read or none."""
        try:
            response = await self._github.arequest(
                "GET", f"/repos/{owner}/{repo}/collaborators/{username}/permission"
            )
        except RequestFailed as error:
            if error.response.status_code == 404:
                return "none"
            raise translate(error, "get permission") from None
        except GitHubException as error:
            raise translate(error, "get permission") from None
        data = response.json()
        return str(data.get("role_name") or data.get("permission") or "none")
