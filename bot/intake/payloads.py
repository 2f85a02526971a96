"""Typed webhook payloads: only the fields Redline reads.

githubkit ships generated models for every event, but they mark as required
fields that GitHub's own recorded payloads lack (e.g. `label.archived_by`,
`installation.suspended_by`): 24 of the 72 payloads in shared/fixtures fail to
parse with them. A review bot must not drop a real delivery because GitHub
added a field to its schema, so these models are deliberately narrow and
ignore everything else.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class User(_Model):
    login: str
    id: int
    type: str = "User"

    @property
    def is_bot(self) -> bool:
        return self.type == "Bot" or self.login.endswith("[bot]")


class Account(_Model):
    login: str
    id: int
    type: str = "User"


class Installation(_Model):
    id: int
    account: Account | None = None


class RepositoryRef(_Model):
    id: int
    full_name: str


class Repository(_Model):
    id: int
    name: str
    full_name: str
    owner: Account
    default_branch: str = "main"
    private: bool = False


class Branch(_Model):
    ref: str
    sha: str
    repo: Repository | None = None


class PullRequest(_Model):
    number: int
    state: Literal["open", "closed"]
    title: str
    body: str | None = None
    draft: bool = False
    merged: bool | None = False
    user: User
    head: Branch
    base: Branch
    html_url: str = ""
    maintainer_can_modify: bool = False


class ReviewComment(_Model):
    id: int
    body: str
    user: User
    path: str
    html_url: str = ""
    in_reply_to_id: int | None = None
    line: int | None = None
    side: str | None = None
    commit_id: str = ""


class IssueComment(_Model):
    id: int
    body: str
    user: User
    html_url: str = ""
    performed_via_github_app: dict[str, object] | None = None


class Issue(_Model):
    number: int
    state: str = "open"
    title: str = ""
    user: User
    pull_request: dict[str, object] | None = None
    """Present only when the issue is a pull request."""


class Review(_Model):
    id: int
    user: User | None = None
    state: str
    commit_id: str | None = None


class ThreadComment(_Model):
    id: int
    user: User
    body: str = ""


class Thread(_Model):
    node_id: str
    comments: list[ThreadComment] = Field(default_factory=list)


class CheckSuite(_Model):
    id: int


class CheckRunApp(_Model):
    id: int
    slug: str | None = None


class PullRequestMinimal(_Model):
    number: int


class CheckRun(_Model):
    id: int
    name: str
    head_sha: str
    external_id: str | None = None
    app: CheckRunApp | None = None
    pull_requests: list[PullRequestMinimal] = Field(default_factory=list)


class _Event(_Model):
    action: str | None = None
    sender: User | None = None
    installation: Installation | None = None
    repository: Repository | None = None


class PingEvent(_Event):
    zen: str = ""
    hook_id: int | None = None


class PullRequestEvent(_Event):
    action: str
    number: int
    pull_request: PullRequest
    repository: Repository
    before: str | None = None
    after: str | None = None


class IssueCommentEvent(_Event):
    action: str
    issue: Issue
    comment: IssueComment
    repository: Repository


class ReviewCommentEvent(_Event):
    action: str
    comment: ReviewComment
    pull_request: PullRequest
    repository: Repository


class ReviewEvent(_Event):
    action: str
    review: Review
    pull_request: PullRequest
    repository: Repository


class ReviewThreadEvent(_Event):
    action: str
    thread: Thread
    pull_request: PullRequest
    repository: Repository


class InstallationEvent(_Event):
    action: str
    installation: Installation
    repositories: list[RepositoryRef] | None = None


class InstallationRepositoriesEvent(_Event):
    action: str
    installation: Installation
    repositories_added: list[RepositoryRef] = Field(default_factory=list)
    repositories_removed: list[RepositoryRef] = Field(default_factory=list)


class CheckRunEvent(_Event):
    action: str
    check_run: CheckRun
    repository: Repository


EVENT_MODELS: dict[str, type[_Event]] = {
    "ping": PingEvent,
    "pull_request": PullRequestEvent,
    "issue_comment": IssueCommentEvent,
    "pull_request_review_comment": ReviewCommentEvent,
    "pull_request_review": ReviewEvent,
    "pull_request_review_thread": ReviewThreadEvent,
    "installation": InstallationEvent,
    "installation_repositories": InstallationRepositoriesEvent,
    "check_run": CheckRunEvent,
}

WebhookEvent = _Event
