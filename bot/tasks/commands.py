"""The `command` job: a PR conversation comment or a reply on one of our findings."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.core.commands import (
    HELP_LINES,
    NEEDS_WRITE_ACCESS,
    SPENDS_MODEL_TOKENS,
    Command,
    CommandName,
    DismissReason,
    dismiss_reason,
    parse_commands,
)
from bot.core.outcomes import SignalKind
from bot.fix.runner import FixJob
from bot.github import GitHubApp, Installation, PullInfo
from bot.jobs import CommandJob, JobKind, ReviewJob, ReviewTrigger
from bot.queue import ClaimedJob, enqueue
from bot.repo_config import CONFIG_PATH, parse_repo_config
from bot.store import feedback as feedback_store
from bot.store import reviews as review_store
from bot.store.db import write_engine
from bot.store.review_models import FindingRecord
from bot.tasks.learning import enqueue_relearn
from bot.worker import JobHandler

log = logging.getLogger(__name__)

WRITE_PERMISSIONS = frozenset({"admin", "maintain", "write"})
DISMISS_SIGNALS = {
    DismissReason.FALSE_POSITIVE: SignalKind.DISMISS_FALSE_POSITIVE,
    DismissReason.WONT_FIX: SignalKind.DISMISS_WONT_FIX,
    DismissReason.NOT_RELEVANT: SignalKind.DISMISS_NOT_RELEVANT,
}


@dataclass(frozen=True, slots=True)
class CommandContext:
    job: CommandJob
    client: Installation
    pull: PullInfo
    finding: FindingRecord | None
    """The finding whose comment this replies to (None for conversation comments)."""
    llm_enabled: bool


class Commands:
    def __init__(self, engine: Engine, github: GitHubApp, app_slug: str, llm_enabled: bool) -> None:
        self._engine = engine
        self._github = github
        self._slug = app_slug
        self._llm_enabled = llm_enabled

    async def handle(self, claimed: ClaimedJob) -> None:
        job = CommandJob.load(dict(claimed.payload))
        client = self._github.installation(job.pull.installation_id)
        finding = self._replied_finding(job)
        if job.comment_kind == "review_comment" and finding is None:
            return  # a reply in someone else's thread: not ours to answer
        commands = parse_commands(job.body, self._slug)
        pull = await client.get_pull(job.pull.owner, job.pull.repo, job.pull.number)
        context = CommandContext(job, client, pull, finding, self._llm_enabled)
        if not commands:
            if finding is not None:
                self._signal(context, SignalKind.REPLY, job.body)
            return
        for command in commands:
            await self._run(context, command)

    def _replied_finding(self, job: CommandJob) -> FindingRecord | None:
        if job.in_reply_to_id is None:
            return None
        with Session(self._engine) as session:
            return session.scalars(
                select(FindingRecord).where(
                    FindingRecord.repository_full_name == job.pull.full_name,
                    FindingRecord.comment_id == job.in_reply_to_id,
                )
            ).first()

    async def _allowed(self, context: CommandContext, command: Command) -> bool:
        """Write access, or (for pausing and model-spending commands) the PR's author."""
        job = context.job
        restricted = (
            command.name in NEEDS_WRITE_ACCESS
            or command.name in (CommandName.PAUSE, CommandName.RESUME)
            or (command.name in SPENDS_MODEL_TOKENS and context.llm_enabled)
        )
        if not restricted:
            return True
        permission = await context.client.collaborator_permission(
            job.pull.owner, job.pull.repo, job.author
        )
        if permission in WRITE_PERMISSIONS:
            return True
        return job.author == context.pull.author and command.name not in NEEDS_WRITE_ACCESS

    async def _run(self, context: CommandContext, command: Command) -> None:
        if command.name in (CommandName.DISMISS, CommandName.ACCEPT, CommandName.EXPLAIN):
            if context.finding is None:
                return  # these answer a finding: only as a reply on one
        if not await self._allowed(context, command):
            await self._reply(
                context,
                f"Sorry @{context.job.author}, `/{command.name}` needs write access to this "
                "repository"
                + (
                    "."
                    if command.name in NEEDS_WRITE_ACCESS
                    else " (or being the pull request's author)."
                ),
            )
            return
        await self._acknowledge(context)
        match command.name:
            case CommandName.REVIEW:
                self._queue_review(context)
            case CommandName.PAUSE | CommandName.RESUME:
                self._set_paused(context, command.name is CommandName.PAUSE)
                await self._reply(
                    context,
                    "Automatic reviews are paused on this pull request; `/resume` restarts them."
                    if command.name is CommandName.PAUSE
                    else "Automatic reviews are back on for this pull request.",
                )
            case CommandName.HELP:
                await self._reply(context, await self._help(context))
            case CommandName.DISMISS:
                reason, text = dismiss_reason(command.argument)
                self._signal(context, DISMISS_SIGNALS[reason], text)
            case CommandName.ACCEPT:
                self._signal(context, SignalKind.ACCEPT, command.argument)
            case CommandName.UNMUTE:
                await self._unmute(context, command.argument)
            case CommandName.EXPLAIN:
                await self._reply(context, self._explain(context))
            case CommandName.FIX:
                self._queue_fix(context, command.argument)

    async def _acknowledge(self, context: CommandContext) -> None:
        job = context.job
        target = "issue_comment" if job.comment_kind == "issue_comment" else "review_comment"
        await context.client.add_reaction(
            job.pull.owner, job.pull.repo, target, job.comment_id, "eyes"
        )

    async def _reply(self, context: CommandContext, body: str) -> None:
        job = context.job
        if job.comment_kind == "review_comment" and job.in_reply_to_id is not None:
            await context.client.reply_to_review_comment(
                job.pull.owner, job.pull.repo, job.pull.number, job.in_reply_to_id, body
            )
        else:
            await context.client.create_issue_comment(
                job.pull.owner, job.pull.repo, job.pull.number, body
            )

    def _queue_review(self, context: CommandContext) -> None:
        job = context.job
        review = ReviewJob(
            pull=job.pull,
            head_sha=context.pull.head_sha,
            trigger=ReviewTrigger.COMMAND,
            full=True,
        )
        with Session(write_engine(self._engine)) as session, session.begin():
            enqueue(
                session,
                JobKind.REVIEW,
                review.dump(),
                concurrency_key=job.pull.concurrency_key(JobKind.REVIEW),
                supersede=True,
            )

    def _queue_fix(self, context: CommandContext, instruction: str) -> None:
        job = context.job
        fix = FixJob(
            installation_id=job.pull.installation_id,
            owner=job.pull.owner,
            repo=job.pull.repo,
            number=job.pull.number,
            comment_id=job.comment_id,
            comment_kind="review_comment"
            if job.comment_kind == "review_comment"
            else "issue_comment",
            in_reply_to_id=job.in_reply_to_id,
            requester=job.author,
            instruction=instruction,
            finding_ids=[context.finding.id] if context.finding is not None else [],
        )
        with Session(write_engine(self._engine)) as session, session.begin():
            enqueue(
                session,
                JobKind.FIX,
                fix.model_dump(mode="json"),
                concurrency_key=fix.concurrency_key,
            )

    def _set_paused(self, context: CommandContext, paused: bool) -> None:
        pull = context.job.pull
        ref = review_store.PullRef(pull.installation_id, pull.full_name, pull.number)
        with Session(write_engine(self._engine)) as session, session.begin():
            review_store.save_pull_state(session, ref, now=datetime.now(UTC), paused=paused)

    def _signal(self, context: CommandContext, kind: SignalKind, detail: str) -> None:
        if context.finding is None:
            return
        with Session(write_engine(self._engine)) as session, session.begin():
            feedback_store.record_signals(
                session,
                [
                    feedback_store.NewSignal(
                        finding_id=context.finding.id,
                        repository_full_name=context.job.pull.full_name,
                        actor=context.job.author,
                        actor_is_bot=False,
                        kind=kind,
                        at=datetime.now(UTC),
                        detail=detail,
                    )
                ],
            )
            enqueue_relearn(session)

    async def _unmute(self, context: CommandContext, argument: str) -> None:
        rule_id = argument.split()[0] if argument.split() else ""
        if not rule_id:
            await self._reply(context, "Usage: `/unmute RULE` (the rule id shown in the summary).")
            return
        with Session(write_engine(self._engine)) as session, session.begin():
            feedback_store.record_unmute(
                session, context.job.pull.full_name, rule_id, context.job.author, datetime.now(UTC)
            )
            enqueue_relearn(session)
        await self._reply(context, f"`{rule_id}` is unmuted for this repository.")

    async def _help(self, context: CommandContext) -> str:
        pull = context.job.pull
        loaded = parse_repo_config(
            await context.client.get_file(
                pull.owner, pull.repo, CONFIG_PATH, context.pull.base_ref
            ),
            f"`{CONFIG_PATH}` on `{context.pull.base_ref}`",
        )
        lines = [
            "**Redline commands** (first word of a line, or `@" + self._slug + " <command>`):",
            "",
        ]
        lines += [f"- `/{name}` — {text}" for name, text in HELP_LINES.items()]
        lines += ["", f"**Configuration**: {loaded.source}."]
        if loaded.problems:
            lines += ["", "Problems in the configuration (defaults used instead):"]
            lines += [f"- {problem}" for problem in loaded.problems]
        effective = loaded.config.model_dump(mode="json", exclude_defaults=True)
        if effective:
            import yaml

            lines += [
                "",
                "Settings that differ from the defaults:",
                "```yaml",
                yaml.safe_dump(effective, sort_keys=True).strip(),
                "```",
            ]
        return "\n".join(lines)

    def _explain(self, context: CommandContext) -> str:
        from bot.rules_catalogue import rule_documentation

        finding = context.finding
        assert finding is not None
        documentation = rule_documentation(finding.rule_id)
        lines = [f"**{finding.title}** (`{finding.rule_id}`, {finding.category})", ""]
        lines.append(documentation or finding.explanation or "No further explanation is stored.")
        if finding.replacement:
            fence = "`" * max(3, _longest_backtick_run(finding.replacement) + 1)
            lines += ["", "Suggested change:", f"{fence}suggestion", finding.replacement, fence]
        return "\n".join(lines)


def command_handler(
    engine: Engine, github: GitHubApp, app_slug: str, llm_enabled: bool
) -> JobHandler:
    return Commands(engine, github, app_slug, llm_enabled).handle


def _longest_backtick_run(text: str) -> int:
    import re

    return max((len(run) for run in re.findall(r"`+", text)), default=0)
