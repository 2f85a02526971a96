"""The `command` job: a PR conversation comment or a reply on one of our findings.

parse → rate limit (command_uses) → who may run what → each command (pull_actions,
feedback, help, explain) → one answer for the whole comment (answers).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from bot.commands import explain, feedback, pull_actions
from bot.commands.answers import answer, answered
from bot.commands.context import CommandContext, Piece
from bot.commands.help_text import help_text
from bot.core.commands import (
    FEEDBACK,
    NEEDS_WRITE_ACCESS,
    ON_A_FINDING,
    SILENT,
    SPENDS_MODEL_TOKENS,
    WRITE_PERMISSIONS,
    Command,
    CommandName,
    dismiss_reason,
    distinct_commands,
    parse_commands,
)
from bot.core.outcomes import SignalKind
from bot.core.render.commands import command_denied, joined_answer, paused_answer, rate_limited
from bot.github import GitHubApp, ReactionTarget
from bot.jobs.kinds import CommandJob
from bot.jobs.queue import ClaimedJob
from bot.jobs.worker import JobHandler
from bot.settings import Settings
from bot.store.command_uses import CommandComment, CommandLimit, RateVerdict, count_command_use
from bot.store.posted_findings import finding_replied_to
from bot.store.review_models import FindingRecord

if TYPE_CHECKING:
    from bot.store.sessions import Engine

log = logging.getLogger(__name__)

COMMAND_LIMIT = CommandLimit(comments=5, window=timedelta(minutes=10))
"""Per person and pull request: command comments beyond it get one notice, then silence."""
ANSWER_PART = "answer"
"""One answer per asking comment, whatever number of commands it holds."""


class Commands:
    def __init__(
        self,
        engine: Engine,
        github: GitHubApp,
        app_slug: str,
        llm_enabled: bool,
        settings: Settings | None = None,
    ) -> None:
        self._engine = engine
        self._github = github
        self._slug = app_slug
        self._llm_enabled = llm_enabled
        self._settings = settings
        """Where `/explain` finds the model; without it, `/explain` answers from the docs."""

    async def handle(self, claimed: ClaimedJob) -> None:
        job = CommandJob.load(dict(claimed.payload))
        finding = self._replied_finding(job)
        if job.comment_kind == "review_comment" and finding is None:
            return  # a reply in someone else's thread: not ours to answer
        commands = distinct_commands(parse_commands(job.body, self._slug))
        limited = any(command.name not in FEEDBACK for command in commands)
        verdict = self._count_use(job) if limited else RateVerdict.ALLOWED
        if verdict is RateVerdict.REFUSED_SILENT:
            log.info("commands of %s on %s over the limit: ignored", job.author, job.pull.full_name)
            return
        client = self._github.installation(job.pull.installation_id)
        pull = await client.get_pull(job.pull.owner, job.pull.repo, job.pull.number)
        context = CommandContext(job, client, pull, finding, self._llm_enabled)
        if not commands:
            if finding is not None:
                await feedback.record_signal(self._engine, context, SignalKind.REPLY, job.body)
            return
        if verdict is RateVerdict.REFUSED_NOTICE:
            await self._answer(
                context, [rate_limited(COMMAND_LIMIT.comments, COMMAND_LIMIT.window)]
            )
            return
        expects_answer = any(command.name not in SILENT for command in commands)
        if expects_answer and await answered(client, context.asking, ANSWER_PART):
            return  # an earlier attempt answered, and the answer comes last
        await self._run_all(context, commands, checked=expects_answer)

    def _count_use(self, job: CommandJob) -> RateVerdict:
        comment = CommandComment(
            job.comment_kind, job.comment_id, job.pull.full_name, job.pull.number, job.author
        )
        return count_command_use(self._engine, comment, COMMAND_LIMIT, datetime.now(UTC))

    async def _run_all(
        self, context: CommandContext, commands: list[Command], *, checked: bool
    ) -> None:
        """Run what the commenter may ask, and answer the whole comment once."""
        wanted = [c for c in commands if c.name not in ON_A_FINDING or context.finding is not None]
        allowed = [await self._allowed(context, command) for command in wanted]
        if any(allowed):
            await self._acknowledge(context)
        pieces: list[Piece] = []
        for command, may in zip(wanted, allowed, strict=True):
            if not may:
                write_only = command.name in NEEDS_WRITE_ACCESS
                pieces.append(command_denied(context.job.author, command.name, write_only))
            elif (piece := await self._run(context, command)) is not None:
                pieces.append(piece)
        if pieces:
            await self._answer(context, pieces, checked=checked)

    def _replied_finding(self, job: CommandJob) -> FindingRecord | None:
        if job.in_reply_to_id is None:
            return None
        return finding_replied_to(self._engine, job.pull.full_name, job.in_reply_to_id)

    async def _allowed(self, context: CommandContext, command: Command) -> bool:
        """Write access, or (for pausing and model-spending commands) the PR's author."""
        restricted = (
            command.name in NEEDS_WRITE_ACCESS
            or command.name in (CommandName.PAUSE, CommandName.RESUME)
            or (command.name in SPENDS_MODEL_TOKENS and context.llm_enabled)
        )
        if not restricted:
            return True
        if await context.permission() in WRITE_PERMISSIONS:
            return True
        return context.job.author == context.pull.author and command.name not in NEEDS_WRITE_ACCESS

    async def _run(self, context: CommandContext, command: Command) -> Piece | None:
        """Do what the command asks; its part of the answer, if it has one."""
        engine = self._engine
        match command.name:
            case CommandName.REVIEW:
                pull_actions.queue_review(engine, context)
            case CommandName.PAUSE | CommandName.RESUME:
                paused = command.name is CommandName.PAUSE
                pull_actions.set_paused(engine, context, paused)
                return paused_answer(paused)
            case CommandName.HELP:
                return lambda: help_text(context, self._slug)
            case CommandName.DISMISS:
                reason, text = dismiss_reason(command.argument)
                kind = feedback.DISMISS_SIGNALS[reason]
                await feedback.record_signal(engine, context, kind, text)
            case CommandName.ACCEPT:
                await feedback.record_signal(engine, context, SignalKind.ACCEPT, command.argument)
            case CommandName.UNMUTE:
                return feedback.unmute(engine, context, command.argument)
            case CommandName.EXPLAIN:
                return lambda: explain.explain(context, self._settings)
            case CommandName.FIX:
                pull_actions.queue_fix(engine, context, command.argument)
        return None

    async def _acknowledge(self, context: CommandContext) -> None:
        job = context.job
        target: ReactionTarget = (
            "issue_comment" if job.comment_kind == "issue_comment" else "review_comment"
        )
        await context.client.add_reaction(
            job.pull.owner, job.pull.repo, target, job.comment_id, "eyes"
        )

    async def _answer(
        self, context: CommandContext, pieces: list[Piece], *, checked: bool = False
    ) -> None:
        """One answer to the comment, unless an earlier attempt of this job already gave it
        (`checked`: that was asked already); costly pieces are made only when posted."""
        if not checked and await answered(context.client, context.asking, ANSWER_PART):
            return
        texts = [piece if isinstance(piece, str) else await piece() for piece in pieces]
        await answer(context.client, context.asking, ANSWER_PART, joined_answer(texts))


def command_handler(engine: Engine, github: GitHubApp, settings: Settings) -> JobHandler:
    return Commands(engine, github, settings.app_slug, settings.llm_enabled, settings).handle
