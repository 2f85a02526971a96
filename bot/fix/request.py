"""A /fix request as the command job queues it (the `fix` job's payload)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from bot.commands.answers import AskingComment


class FixJob(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    installation_id: int
    owner: str
    repo: str
    number: int
    comment_id: int
    comment_kind: Literal["issue_comment", "review_comment"]
    in_reply_to_id: int | None = None
    requester: str
    requester_is_bot: bool = False
    instruction: str = ""
    """Free text after `/fix`: how to fix (data for the model, never a command)."""
    finding_ids: list[int] = []

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.repo}"

    @property
    def from_a_bot(self) -> bool:
        return self.requester_is_bot or self.requester.lower().endswith("[bot]")

    @property
    def asking(self) -> AskingComment:
        return AskingComment(
            self.owner,
            self.repo,
            self.number,
            self.comment_kind,
            self.comment_id,
            self.in_reply_to_id,
        )

    @property
    def concurrency_key(self) -> str:
        return f"fix:{self.full_name}#{self.number}"
