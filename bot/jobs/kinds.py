"""Typed job payloads: what a webhook handler queues and a job handler reads."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Self

from pydantic import BaseModel, ConfigDict


class JobKind(StrEnum):
    SYNC_INSTALLATION = "sync_installation"
    REVIEW = "review"
    COMMAND = "command"
    FEEDBACK = "feedback"
    RELEARN = "relearn"
    FIX = "fix"
    REDELIVER = "redeliver"


class JobPayload(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    @classmethod
    def load(cls, payload: dict[str, Any]) -> Self:
        return cls.model_validate(payload)


class NoPayload(JobPayload):
    """The payload of a kind that needs none (its job is the same every time)."""


class PullKey(JobPayload):
    installation_id: int
    owner: str
    repo: str
    number: int

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.repo}"

    def concurrency_key(self, kind: JobKind) -> str:
        return f"{kind.value}:{self.owner}/{self.repo}#{self.number}"


class SyncInstallationJob(JobPayload):
    installation_id: int
    account_login: str | None
    account_type: str | None
    action: str
    repositories_added: list[tuple[int, str]] = []
    repositories_removed: list[tuple[int, str]] = []


class ReviewTrigger(StrEnum):
    OPENED = "opened"
    REOPENED = "reopened"
    READY_FOR_REVIEW = "ready_for_review"
    SYNCHRONIZE = "synchronize"
    RERUN = "rerun"
    COMMAND = "command"
    LLM_RERUN = "llm-rerun"
    """The model was unavailable when this head was reviewed: its part only, later."""


class ReviewJob(JobPayload):
    pull: PullKey
    head_sha: str
    trigger: ReviewTrigger
    full: bool = False
    """Review the whole PR, not only what changed since the last reviewed SHA."""
    draft: bool = False
    llm_only: bool = False
    """Only the model's review of a head already reviewed without it (bot.review.rerun)."""
    llm_attempt: int = 0
    since_sha: str | None = None
    """With llm_only: the reviewed-from SHA of the review it completes (None: whole PR)."""


class CommandJob(JobPayload):
    pull: PullKey
    comment_id: int
    comment_kind: str
    """`issue_comment` (PR conversation) or `review_comment` (a reply on a diff comment)."""
    in_reply_to_id: int | None
    author: str
    body: str


class FeedbackJob(JobPayload):
    pull: PullKey
    signal: str
    actor: str
    thread_node_id: str | None = None
    comment_ids: list[int] = []
