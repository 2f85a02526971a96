"""The `command` job: a PR conversation comment or a reply on one of our findings."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import yaml
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.checks.llm.explain import (
    ExplainRequest,
    ExplainUnavailable,
    Explanation,
    FindingExplainer,
    FindingToExplain,
    code_context,
)
from bot.commands.answers import AskingComment, CommentKind, answer, answered
from bot.core.commands import (
    FEEDBACK,
    HELP_LINES,
    NEEDS_WRITE_ACCESS,
    ON_A_FINDING,
    SILENT,
    SPENDS_MODEL_TOKENS,
    WRITE_PERMISSIONS,
    Command,
    CommandName,
    DismissReason,
    dismiss_reason,
    distinct_commands,
    parse_commands,
)
from bot.core.outcomes import SignalKind
from bot.core.render.commands import (
    ExplainedFinding,
    command_denied,
    explain_fallback,
    help_answer,
    joined_answer,
    model_explanation,
    rate_limited,
)
from bot.core.render.text import code_span
from bot.core.repo_config import CONFIG_PATH, parse_repo_config
from bot.feedback.relearn import enqueue_relearn
from bot.fix.runner import FixJob
from bot.github import GitHubApp, GitHubError, Installation, PullInfo, ReactionTarget
from bot.jobs.kinds import CommandJob, JobKind, ReviewJob, ReviewTrigger
from bot.jobs.queue import ClaimedJob, enqueue
from bot.jobs.worker import JobHandler
from bot.settings import Settings
from bot.store import feedback as feedback_store
from bot.store import reviews as review_store
from bot.store.command_uses import CommandComment, CommandLimit, RateVerdict, take_command_use
from bot.store.db import write_engine
from bot.store.review_models import FindingRecord

log = logging.getLogger(__name__)

COMMAND_LIMIT = CommandLimit(comments=5, window=timedelta(minutes=10))
"""Per person and pull request: command comments beyond it get one notice, then silence."""
ANSWER_PART = "answer"
"""One answer per asking comment, whatever number of commands it holds."""
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
                await self._signal(context, SignalKind.REPLY, job.body)
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
        with Session(write_engine(self._engine)) as session, session.begin():
            return take_command_use(session, comment, COMMAND_LIMIT, datetime.now(UTC))

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
        with Session(self._engine) as session:
            return session.scalars(
                select(FindingRecord).where(
                    FindingRecord.repository_full_name == job.pull.full_name,
                    FindingRecord.comment_id == job.in_reply_to_id,
                )
            ).first()

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
        match command.name:
            case CommandName.REVIEW:
                self._queue_review(context)
            case CommandName.PAUSE | CommandName.RESUME:
                self._set_paused(context, command.name is CommandName.PAUSE)
                return (
                    "Automatic reviews are paused on this pull request; `/resume` restarts them."
                    if command.name is CommandName.PAUSE
                    else "Automatic reviews are back on for this pull request."
                )
            case CommandName.HELP:
                return lambda: self._help(context)
            case CommandName.DISMISS:
                reason, text = dismiss_reason(command.argument)
                await self._signal(context, DISMISS_SIGNALS[reason], text)
            case CommandName.ACCEPT:
                await self._signal(context, SignalKind.ACCEPT, command.argument)
            case CommandName.UNMUTE:
                return self._unmute(context, command.argument)
            case CommandName.EXPLAIN:
                return lambda: self._explain(context)
            case CommandName.FIX:
                self._queue_fix(context, command.argument)
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

    async def _signal(self, context: CommandContext, kind: SignalKind, detail: str) -> None:
        """Feedback on the finding; it weighs only when the commenter is trusted."""
        if context.finding is None:
            return
        weighted = await context.trusted()
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
                        weighted=weighted,
                    )
                ],
            )
            if weighted:
                enqueue_relearn(session)

    def _unmute(self, context: CommandContext, argument: str) -> str:
        rule_id = argument.split()[0] if argument.split() else ""
        if not rule_id:
            return "Usage: `/unmute RULE` (the rule id shown in the summary)."
        with Session(write_engine(self._engine)) as session, session.begin():
            feedback_store.record_unmute(
                session, context.job.pull.full_name, rule_id, context.job.author, datetime.now(UTC)
            )
            enqueue_relearn(session)
        return f"{code_span(rule_id)} is unmuted for this repository."

    async def _help(self, context: CommandContext) -> str:
        pull = context.job.pull
        loaded = parse_repo_config(
            await context.client.get_file(
                pull.owner, pull.repo, CONFIG_PATH, context.pull.base_ref
            ),
            f"`{CONFIG_PATH}` on `{context.pull.base_ref}`",
        )
        effective = loaded.config.model_dump(mode="json", exclude_defaults=True)
        changed = yaml.safe_dump(effective, sort_keys=True).strip() if effective else ""
        return help_answer(self._slug, HELP_LINES, loaded.source, loaded.problems, changed)

    async def _explain(self, context: CommandContext) -> str:
        """The model's explanation when it is on; the rule's documentation otherwise, or
        when the model fails (with a note saying so)."""
        from bot.checks.rules_catalogue import rule_documentation

        finding = context.finding
        assert finding is not None
        documentation = rule_documentation(finding.rule_id)
        shown = ExplainedFinding(
            finding.title, finding.rule_id, finding.category, finding.replacement
        )
        explainer = await self._explainer(context)
        note = ""
        if explainer is not None:
            request = await _explain_request(context, finding, documentation)
            try:
                explanation = await explainer.explain(request)
            except ExplainUnavailable as why:
                log.warning("explain: model unavailable: %s", why)
                note = f"_The model was unavailable ({why}); this is the rule's documentation._"
            else:
                return _explained(shown, explanation)
        text = documentation or finding.explanation or "No further explanation is stored."
        return explain_fallback(shown, text, note)

    async def _explainer(self, context: CommandContext) -> FindingExplainer | None:
        if not context.llm_enabled or self._settings is None:
            return None
        pull = context.job.pull
        loaded = parse_repo_config(
            await context.client.get_file(
                pull.owner, pull.repo, CONFIG_PATH, context.pull.base_ref
            ),
            f"{CONFIG_PATH} on {context.pull.base_ref}",
        )
        return FindingExplainer.from_settings(self._settings, loaded.config)


async def _explain_request(
    context: CommandContext, finding: FindingRecord, documentation: str | None
) -> ExplainRequest:
    """The finding, and its file's lines around it at the commit its line numbers refer to."""
    pull = context.job.pull
    ref = context.pull.base_sha if finding.side == "LEFT" else finding.head_sha
    try:
        data = await context.client.get_file(pull.owner, pull.repo, finding.path, ref)
    except GitHubError as error:
        log.warning("explain: could not read %s at %s: %s", finding.path, ref[:12], error)
        data = None
    text = data.decode("utf-8", "replace") if data is not None else None
    return ExplainRequest(
        finding=FindingToExplain(
            rule_id=finding.rule_id,
            category=finding.category,
            severity=finding.severity,
            title=finding.title,
            explanation=finding.explanation,
            path=finding.path,
            start_line=finding.start_line,
            end_line=finding.end_line,
            side=finding.side,
            replacement=finding.replacement,
            rule_documentation=documentation,
        ),
        code_context=code_context(text, finding.start_line, finding.end_line),
        pull_title=context.pull.title,
        pull_body=context.pull.body,
    )


def _explained(shown: ExplainedFinding, explanation: Explanation) -> str:
    usage = explanation.usage
    return model_explanation(
        shown,
        explanation.text,
        usage.model,
        usage.input_tokens + usage.cache_read_tokens,
        usage.output_tokens,
    )


def command_handler(engine: Engine, github: GitHubApp, settings: Settings) -> JobHandler:
    return Commands(engine, github, settings.app_slug, settings.llm_enabled, settings).handle
