"""The records the GitHub fake keeps: mutable on purpose, guarded by the state's lock."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from tests.fakes.github_diff import ParsedDiff, Side


class AccountType(StrEnum):
    USER = "User"
    ORGANIZATION = "Organization"
    BOT = "Bot"


class Permission(StrEnum):
    ADMIN = "admin"
    MAINTAIN = "maintain"
    WRITE = "write"
    TRIAGE = "triage"
    READ = "read"
    NONE = "none"

    @property
    def legacy(self) -> str:
        """The `permission` field: GitHub folds maintain into write and triage into read."""
        return {Permission.MAINTAIN: "write", Permission.TRIAGE: "read"}.get(self, self.value)


class ReviewEvent(StrEnum):
    APPROVE = "APPROVE"
    REQUEST_CHANGES = "REQUEST_CHANGES"
    COMMENT = "COMMENT"


class ReviewState(StrEnum):
    APPROVED = "APPROVED"
    CHANGES_REQUESTED = "CHANGES_REQUESTED"
    COMMENTED = "COMMENTED"
    PENDING = "PENDING"


class ReactionSubject(StrEnum):
    REVIEW_COMMENT = "pulls/comments"
    ISSUE_COMMENT = "issues/comments"


@dataclass(slots=True)
class User:
    login: str
    id: int
    type: AccountType = AccountType.USER
    name: str | None = None
    email: str | None = None


@dataclass(slots=True)
class App:
    id: int
    slug: str
    name: str
    owner: User
    private_key_pem: str
    public_key_pem: str
    client_id: str
    client_secret: str
    webhook_secret: str
    callback_urls: tuple[str, ...] = ()
    """Registered OAuth callbacks (from a manifest); empty: any redirect_uri is accepted."""

    @property
    def bot_login(self) -> str:
        return f"{self.slug}[bot]"


@dataclass(slots=True)
class Installation:
    id: int
    account: User


@dataclass(slots=True)
class Repository:
    id: int
    owner: User
    name: str
    installation_id: int | None
    default_branch: str
    private: bool
    branches: dict[str, str] = field(default_factory=dict)
    """branch name → commit SHA"""
    commits: dict[str, dict[str, bytes]] = field(default_factory=dict)
    """commit SHA → path → content"""
    permissions: dict[str, Permission] = field(default_factory=dict)
    """user login → role"""
    deleted: bool = False
    """Gone from the API; a pull request from it shows `head.repo` as null."""

    @property
    def full_name(self) -> str:
        return f"{self.owner.login}/{self.name}"

    def resolve(self, ref: str) -> str | None:
        """A branch name, `refs/heads/<name>` or a known SHA → the commit SHA."""
        name = ref.removeprefix("refs/heads/")
        if name in self.branches:
            return self.branches[name]
        return ref if ref in self.commits else None


@dataclass(slots=True)
class PullRequest:
    id: int
    number: int
    repository: Repository
    head_repository: Repository
    user: User
    title: str
    body: str | None
    state: str
    draft: bool
    base_ref: str
    base_sha: str
    head_ref: str
    head_sha: str
    maintainer_can_modify: bool
    diff: ParsedDiff
    created_at: datetime
    updated_at: datetime
    diffs_by_head: dict[str, ParsedDiff] = field(default_factory=dict)
    """Every head SHA the pull request has had → its diff at that head."""

    def diff_at(self, head_sha: str) -> ParsedDiff | None:
        return self.diffs_by_head.get(head_sha)


@dataclass(slots=True)
class Review:
    id: int
    pull_request: PullRequest
    user: User
    body: str
    state: ReviewState
    commit_id: str
    submitted_at: datetime | None


@dataclass(slots=True)
class ReviewComment:
    id: int
    pull_request: PullRequest
    review_id: int
    user: User
    body: str
    path: str
    side: Side
    line: int | None
    """None once a push made the comment outdated (GitHub's behaviour)."""
    original_line: int
    start_line: int | None
    start_side: Side | None
    position: int | None
    original_position: int
    diff_hunk: str
    commit_id: str
    original_commit_id: str
    in_reply_to_id: int | None
    thread_id: str
    created_at: datetime
    updated_at: datetime


@dataclass(slots=True)
class ReviewThread:
    node_id: str
    pull_request: PullRequest
    comment_ids: list[int]
    is_resolved: bool = False
    resolved_by: str | None = None


@dataclass(slots=True)
class IssueComment:
    id: int
    repository: Repository
    issue_number: int
    user: User
    body: str
    created_at: datetime
    updated_at: datetime


@dataclass(slots=True)
class Reaction:
    id: int
    subject: ReactionSubject
    subject_id: int
    user: User
    content: str
    created_at: datetime


@dataclass(slots=True)
class CheckRun:
    id: int
    repository: Repository
    name: str
    head_sha: str
    status: str
    conclusion: str | None
    title: str | None
    summary: str | None
    text: str | None
    annotations: list[dict[str, Any]]
    details_url: str | None
    external_id: str | None
    started_at: datetime
    completed_at: datetime | None
    app: App


@dataclass(frozen=True, slots=True)
class CommitStatus:
    id: int
    repository: Repository
    sha: str
    state: str
    context: str
    description: str | None
    target_url: str | None
    creator: User
    created_at: datetime


@dataclass(slots=True)
class AccessToken:
    token: str
    expires_at: datetime
    installation_id: int | None = None
    user_login: str | None = None
    repository_ids: frozenset[int] | None = None
    """None: every repository of the installation."""
    permissions: dict[str, str] | None = None
    """None: every permission of the App."""


@dataclass(slots=True)
class ManifestConversion:
    code: str
    app_id: int
    slug: str
    pem: str
    webhook_secret: str
    client_id: str
    client_secret: str


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    """Lower-case names; `authorization` left out."""
    json: Any

    @property
    def body(self) -> Any:
        return self.json


@dataclass(slots=True)
class Fault:
    method: str
    path_pattern: re.Pattern[str]
    status: int
    times: int
    headers: dict[str, str]
    body: dict[str, Any]
    after: bool = False
    """Apply the request first, then fail: the client cannot tell whether it happened."""

    def matches(self, method: str, path: str) -> bool:
        return method.upper() == self.method.upper() and bool(self.path_pattern.fullmatch(path))


@dataclass(slots=True)
class Hook:
    """Something that happens on GitHub's side when a matching request arrives."""

    method: str
    path_pattern: re.Pattern[str]
    action: Callable[[], object]

    def matches(self, method: str, path: str) -> bool:
        return method.upper() == self.method.upper() and bool(self.path_pattern.fullmatch(path))


@dataclass(slots=True)
class HookDelivery:
    """One attempt to deliver an event to the App's webhook, as GitHub logs it."""

    id: int
    guid: str
    event: str
    action: str | None
    payload: dict[str, Any]
    delivered_at: datetime
    status_code: int
    status: str
    redelivery: bool = False
    installation_id: int | None = None
    repository_id: int | None = None
