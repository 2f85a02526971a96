"""What every command of one comment shares: the job, the pull request, who asked."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from bot.commands.answers import AskingComment, CommentKind
from bot.core.commands import WRITE_PERMISSIONS
from bot.github import Installation, PullInfo
from bot.jobs.kinds import CommandJob
from bot.store.review_models import FindingRecord


@dataclass(frozen=True, slots=True)
class CommandContext:
    job: CommandJob
    client: Installation
    pull: PullInfo
    finding: FindingRecord | None
    """The finding whose comment this replies to (None for conversation comments)."""
    llm_enabled: bool
    permissions: dict[str, str] = field(default_factory=dict)
    """The commenter's permission on the repository, once asked (one call per comment)."""

    @property
    def asking(self) -> AskingComment:
        job = self.job
        kind: CommentKind = (
            "review_comment" if job.comment_kind == "review_comment" else "issue_comment"
        )
        return AskingComment(
            job.pull.owner, job.pull.repo, job.pull.number, kind, job.comment_id, job.in_reply_to_id
        )

    async def permission(self) -> str:
        if "role" not in self.permissions:
            job = self.job
            self.permissions["role"] = await self.client.collaborator_permission(
                job.pull.owner, job.pull.repo, job.author
            )
        return self.permissions["role"]

    async def trusted(self) -> bool:
        """Write access, or the pull request's author: whose feedback counts."""
        return self.job.author == self.pull.author or await self.permission() in WRITE_PERMISSIONS


Piece = str | Callable[[], Awaitable[str]]
"""A command's part of the answer; a callable when making it costs something (a model call)."""
