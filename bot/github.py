"""The GitHub edge: githubkit App auth, per-installation clients, the calls we make.

Library objects stop here: callers get the project's dataclasses and errors.
Tokens live only inside githubkit's auth flow and cache; nothing here logs them.
"""

from __future__ import annotations

import base64
import re
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal
from urllib.parse import parse_qs, quote, urlsplit

import httpx
from githubkit import AppAuthStrategy, GitHub, UnauthAuthStrategy
from githubkit.exception import GitHubException, RateLimitExceeded, RequestFailed, RequestTimeout
from githubkit.retry import RetryChainDecision, RetryRateLimit
from githubkit.typing import RetryOption

DIFF_MEDIA_TYPE = "application/vnd.github.diff"
ReactionTarget = Literal["issue_comment", "review_comment"]


class GitHubError(Exception):
    """A GitHub call failed. `status` is the HTTP status (0 when none came back);
    `rate_limited` when GitHub said so (403/429 with `x-ratelimit-remaining: 0` or
    `retry-after`: githubkit's RateLimitExceeded)."""

    def __init__(self, message: str, status: int = 0, *, rate_limited: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.rate_limited = rate_limited

    @property
    def transient(self) -> bool:
        """Worth retrying later: no answer, a server error, or a rate limit. Any other 403
        (a missing permission, a blocked resource) stays what it is."""
        return self.status == 0 or self.status >= 500 or self.status == 429 or self.rate_limited


class DiffTooLarge(GitHubError):
    """GitHub refuses to render the whole diff (406 too_large)."""


@dataclass(frozen=True, slots=True)
class PullInfo:
    number: int
    state: str
    draft: bool
    title: str
    body: str
    author: str
    author_is_bot: bool
    base_ref: str
    base_sha: str
    head_ref: str
    head_sha: str
    head_repo_full_name: str | None
    maintainer_can_modify: bool
    html_url: str


@dataclass(frozen=True, slots=True)
class PullFileInfo:
    filename: str
    previous_filename: str | None
    status: str
    additions: int
    deletions: int
    changes: int
    patch: str | None


@dataclass(frozen=True, slots=True)
class PostedComment:
    id: int
    body: str
    author: str
    author_is_bot: bool = False
    path: str | None = None
    line: int | None = None
    in_reply_to_id: int | None = None
    html_url: str = ""
    review_id: int | None = None


@dataclass(frozen=True, slots=True)
class CheckRunInfo:
    id: int
    status: str
    external_id: str


@dataclass(frozen=True, slots=True)
class Reaction:
    content: str
    user: str
    user_is_bot: bool


@dataclass(frozen=True, slots=True)
class ReviewThread:
    node_id: str
    is_resolved: bool
    comment_ids: tuple[int, ...]


_REPEATABLE_POSTS = re.compile(r".*/(graphql|app/installations/\d+/access_tokens)")
"""POSTs that create nothing a second attempt could duplicate: GraphQL (Redline's queries and
its one, idempotent, mutation) and installation tokens."""
_CHECK_RUN = re.compile(r".*/check-runs/\d+")
"""A check run's PATCH appends the annotations it carries: a second one would repeat them."""


def _may_repeat(request: httpx.Request) -> bool:
    """Whether a request that failed with 5xx or timed out may be sent again.

    GitHub may have applied a POST before failing: sending it again could post a second
    review, comment or check run, and a check run's PATCH its annotations a second time.
    The job's own retry finds what the first attempt posted.
    """
    path = request.url.path
    if request.method == "PATCH":
        return not _CHECK_RUN.fullmatch(path)
    return request.method != "POST" or bool(_REPEATABLE_POSTS.fullmatch(path))


class _ServerErrorRetry:
    """Retry 5xx and timeouts with exponential backoff (githubkit's own waits 1, 4, 9 s),
    except for requests that could post something twice."""

    def __init__(self, max_retry: int, base_seconds: float) -> None:
        self.max_retry = max_retry
        self.base_seconds = base_seconds

    def __call__(self, exc: GitHubException, retry_count: int) -> RetryOption:
        retryable = (
            isinstance(exc, RequestTimeout)
            or (isinstance(exc, RequestFailed) and exc.response.status_code >= 500)
        ) and _may_repeat(exc.request)
        if retryable and retry_count < self.max_retry:
            return RetryOption(True, timedelta(seconds=self.base_seconds * 2**retry_count))
        return RetryOption(False)


@dataclass(frozen=True, slots=True)
class ClientOptions:
    base_url: str = "https://api.github.com"
    timeout_seconds: float = 30.0
    max_retries: int = 3
    retry_base_seconds: float = 1.0

    def githubkit_kwargs(self) -> dict[str, Any]:
        return {
            "base_url": self.base_url.rstrip("/") + "/",
            "timeout": self.timeout_seconds,
            "auto_retry": RetryChainDecision(
                RetryRateLimit(max_retry=1),
                _ServerErrorRetry(self.max_retries, self.retry_base_seconds),
            ),
            "user_agent": "redline-bot",
            # Conditional requests are ours (ETags kept in the database across workers);
            # an HTTP cache in between would turn GitHub's 304 back into a stale 200.
            "http_cache": False,
        }


def _translate(error: GitHubException, what: str) -> GitHubError:
    if isinstance(error, RequestFailed):
        status = error.response.status_code
        try:
            detail = error.response.json().get("message", "")
        except (ValueError, AttributeError):
            detail = ""
        if isinstance(error, RateLimitExceeded):
            return GitHubError(f"{what}: rate limited ({status})", status, rate_limited=True)
        return GitHubError(f"{what}: {status} {detail}".rstrip(), status)
    if isinstance(error, RequestTimeout):
        return GitHubError(f"{what}: timed out", 0)
    return GitHubError(f"{what}: {_cause(error)}", 0)


def _cause(error: BaseException) -> str:
    """The first line of what went wrong underneath (githubkit wraps httpx's error)."""
    cause = getattr(error, "exc", None) or error.__cause__ or error
    lines = str(cause).strip().splitlines()
    return f"{type(cause).__name__}: {lines[0]}" if lines else type(cause).__name__


def contents_path(path: str) -> str:
    """`path` for a URL under `/contents/`: each segment percent-encoded (a `%` or `?` is
    part of a file's name), and none that could climb out of the repository."""
    segments = path.split("/")
    if any(segment in ("", ".", "..") for segment in segments):
        raise GitHubError(f"get contents: {path!r} is not a path inside the repository", 400)
    return "/".join(quote(segment, safe="") for segment in segments)


@dataclass(frozen=True, slots=True)
class HookDelivery:
    """One attempt to deliver an event to the App's webhook; `guid` is the event's
    X-GitHub-Delivery, shared by its redeliveries."""

    id: int
    guid: str
    delivered_at: datetime
    redelivery: bool
    status_code: int
    event: str

    @property
    def succeeded(self) -> bool:
        return 200 <= self.status_code < 400


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
            raise _translate(error, "GET /app") from None
        return str(response.json()["slug"])

    async def hook_deliveries(self) -> AsyncIterator[HookDelivery]:
        """The App webhook's delivery attempts, newest first (cursor pages of 100)."""
        params: dict[str, Any] = {"per_page": 100}
        while True:
            try:
                response = await self._app.arequest("GET", "/app/hook/deliveries", params=params)
            except GitHubException as error:
                raise _translate(error, "list webhook deliveries") from None
            for item in response.json():
                yield HookDelivery(
                    id=int(item["id"]),
                    guid=str(item["guid"]),
                    delivered_at=datetime.fromisoformat(item["delivered_at"]),
                    redelivery=bool(item["redelivery"]),
                    status_code=int(item["status_code"] or 0),
                    event=str(item["event"]),
                )
            cursor = _next_cursor(response.headers.get("link", ""))
            if cursor is None:
                return
            params = {"per_page": 100, "cursor": cursor}

    async def redeliver(self, hook_delivery_id: int) -> None:
        """Ask GitHub to send a delivery attempt again (it answers 202 and sends it later)."""
        try:
            await self._app.arequest("POST", f"/app/hook/deliveries/{hook_delivery_id}/attempts")
        except GitHubException as error:
            raise _translate(error, "redeliver webhook delivery") from None

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
            raise _translate(error, "create installation token") from None
        return str(response.json()["token"])


async def convert_manifest(code: str, options: ClientOptions) -> dict[str, Any]:
    """The App-manifest flow's last step: trade the redirect's code for the App's credentials."""
    github = GitHub(UnauthAuthStrategy(), **options.githubkit_kwargs())
    try:
        response = await github.arequest("POST", f"/app-manifests/{code}/conversions")
    except GitHubException as error:
        raise _translate(error, "convert App manifest") from None
    data = response.json()
    if not isinstance(data, dict):
        raise GitHubError("convert App manifest: unexpected answer", response.status_code)
    return data


class Installation:
    """Calls made as one installation. Every method raises GitHubError on failure."""

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
            raise _translate(error, what) from None
        except GitHubException as error:
            raise _translate(error, what) from None
        return response.raw_response

    async def _paginate(self, url: str, what: str) -> AsyncIterator[dict[str, Any]]:
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

    async def get_pull(self, owner: str, repo: str, number: int) -> PullInfo:
        data = (
            await self._request("GET", f"/repos/{owner}/{repo}/pulls/{number}", what="get pull")
        ).json()
        head_repo = data["head"].get("repo") or {}
        return PullInfo(
            number=data["number"],
            state=data["state"],
            draft=bool(data.get("draft")),
            title=data.get("title") or "",
            body=data.get("body") or "",
            author=data["user"]["login"],
            author_is_bot=data["user"].get("type") == "Bot",
            base_ref=data["base"]["ref"],
            base_sha=data["base"]["sha"],
            head_ref=data["head"]["ref"],
            head_sha=data["head"]["sha"],
            head_repo_full_name=head_repo.get("full_name"),
            maintainer_can_modify=bool(data.get("maintainer_can_modify")),
            html_url=data.get("html_url", ""),
        )

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
            raise _translate(error, "get pull diff") from None
        except GitHubException as error:
            raise _translate(error, "get pull diff") from None
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
        files: list[PullFileInfo] = []
        async for item in self._paginate(
            f"/repos/{owner}/{repo}/pulls/{number}/files", "list pull files"
        ):
            files.append(
                PullFileInfo(
                    filename=item["filename"],
                    previous_filename=item.get("previous_filename"),
                    status=item["status"],
                    additions=item.get("additions", 0),
                    deletions=item.get("deletions", 0),
                    changes=item.get("changes", 0),
                    patch=item.get("patch"),
                )
            )
        return files

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
            raise _translate(error, "get contents") from None
        except GitHubException as error:
            raise _translate(error, "get contents") from None
        data = response.json()
        if not isinstance(data, dict) or data.get("type") != "file":
            return None
        if data.get("encoding") == "base64" and data.get("content") is not None:
            return base64.b64decode(data["content"])
        return None

    async def create_review(
        self,
        owner: str,
        repo: str,
        number: int,
        *,
        commit_id: str,
        body: str,
        event: Literal["COMMENT", "REQUEST_CHANGES", "APPROVE"],
        comments: Sequence[Mapping[str, Any]],
    ) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/pulls/{number}/reviews",
            what="create review",
            json={"commit_id": commit_id, "body": body, "event": event, "comments": list(comments)},
        )
        return int(response.json()["id"])

    async def update_review(
        self, owner: str, repo: str, number: int, review_id: int, body: str
    ) -> None:
        """Replace a submitted review's body (only its author, this App, may)."""
        await self._request(
            "PUT",
            f"/repos/{owner}/{repo}/pulls/{number}/reviews/{review_id}",
            what="update review",
            json={"body": body},
        )

    async def list_reviews(self, owner: str, repo: str, number: int) -> list[dict[str, Any]]:
        return [
            item
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/pulls/{number}/reviews", "list reviews"
            )
        ]

    async def list_review_comments(self, owner: str, repo: str, number: int) -> list[PostedComment]:
        return [
            PostedComment(
                id=item["id"],
                body=item.get("body") or "",
                author=item["user"]["login"],
                author_is_bot=item["user"].get("type") == "Bot",
                path=item.get("path"),
                line=item.get("line"),
                in_reply_to_id=item.get("in_reply_to_id"),
                html_url=item.get("html_url", ""),
                review_id=item.get("pull_request_review_id"),
            )
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/pulls/{number}/comments", "list review comments"
            )
        ]

    async def reply_to_review_comment(
        self, owner: str, repo: str, number: int, comment_id: int, body: str
    ) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/pulls/{number}/comments/{comment_id}/replies",
            what="reply to review comment",
            json={"body": body},
        )
        return int(response.json()["id"])

    async def create_issue_comment(self, owner: str, repo: str, number: int, body: str) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/issues/{number}/comments",
            what="create issue comment",
            json={"body": body},
        )
        return int(response.json()["id"])

    async def update_issue_comment(self, owner: str, repo: str, comment_id: int, body: str) -> None:
        await self._request(
            "PATCH",
            f"/repos/{owner}/{repo}/issues/comments/{comment_id}",
            what="update issue comment",
            json={"body": body},
        )

    async def list_issue_comments(self, owner: str, repo: str, number: int) -> list[PostedComment]:
        return [
            PostedComment(
                id=item["id"],
                body=item.get("body") or "",
                author=item["user"]["login"],
                author_is_bot=item["user"].get("type") == "Bot",
                html_url=item.get("html_url", ""),
            )
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/issues/{number}/comments", "list issue comments"
            )
        ]

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
        return [
            CheckRunInfo(
                id=item["id"], status=item["status"], external_id=item.get("external_id") or ""
            )
            for item in response.json()["check_runs"]
        ]

    async def list_check_run_annotations(
        self, owner: str, repo: str, check_run_id: int
    ) -> list[dict[str, Any]]:
        return [
            item
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

    async def add_reaction(
        self, owner: str, repo: str, target: ReactionTarget, comment_id: int, content: str
    ) -> None:
        kind = "issues" if target == "issue_comment" else "pulls"
        await self._request(
            "POST",
            f"/repos/{owner}/{repo}/{kind}/comments/{comment_id}/reactions",
            what="add reaction",
            json={"content": content},
        )

    async def list_reactions(
        self,
        owner: str,
        repo: str,
        target: ReactionTarget,
        comment_id: int,
        etag: str | None = None,
    ) -> tuple[list[Reaction] | None, str | None]:
        """The comment's reactions and the ETag; (None, etag) when unchanged since `etag`."""
        kind = "issues" if target == "issue_comment" else "pulls"
        response = await self._request(
            "GET",
            f"/repos/{owner}/{repo}/{kind}/comments/{comment_id}/reactions",
            what="list reactions",
            params={"per_page": 100},
            headers={"If-None-Match": etag} if etag else None,
        )
        if response.status_code == 304:
            return None, etag
        reactions = [
            Reaction(
                content=item["content"],
                user=item["user"]["login"],
                user_is_bot=item["user"].get("type") == "Bot",
            )
            for item in response.json()
        ]
        return reactions, response.headers.get("etag")

    async def collaborator_permission(self, owner: str, repo: str, username: str) -> str:
        """admin, maintain, write, triage, read or none."""
        try:
            response = await self._github.arequest(
                "GET", f"/repos/{owner}/{repo}/collaborators/{username}/permission"
            )
        except RequestFailed as error:
            if error.response.status_code == 404:
                return "none"
            raise _translate(error, "get permission") from None
        except GitHubException as error:
            raise _translate(error, "get permission") from None
        data = response.json()
        return str(data.get("role_name") or data.get("permission") or "none")

    async def review_threads(self, owner: str, repo: str, number: int) -> list[ReviewThread]:
        query = """
        query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
          repository(owner: $owner, name: $repo) {
            pullRequest(number: $number) {
              reviewThreads(first: 100, after: $cursor) {
                pageInfo { hasNextPage endCursor }
                nodes { id isResolved comments(first: 1) { nodes { databaseId } } }
              }
            }
          }
        }"""
        threads: list[ReviewThread] = []
        cursor: str | None = None
        while True:
            data = await self._graphql(
                query, {"owner": owner, "repo": repo, "number": number, "cursor": cursor}
            )
            page = data["repository"]["pullRequest"]["reviewThreads"]
            threads.extend(
                ReviewThread(
                    node_id=node["id"],
                    is_resolved=bool(node["isResolved"]),
                    comment_ids=tuple(c["databaseId"] for c in node["comments"]["nodes"]),
                )
                for node in page["nodes"]
            )
            if not page["pageInfo"]["hasNextPage"]:
                return threads
            cursor = page["pageInfo"]["endCursor"]

    async def resolve_thread(self, thread_node_id: str) -> None:
        await self._graphql(
            "mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) "
            "{ thread { id isResolved } } }",
            {"id": thread_node_id},
        )

    async def _graphql(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        try:
            data = await self._github.async_graphql(query, variables)
        except GitHubException as error:
            raise _translate(error, "graphql") from None
        return dict(data)
