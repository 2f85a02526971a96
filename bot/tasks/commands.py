"""The `command` job: a PR conversation comment or a reply on one of our findings."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.answers import AskingComment, CommentKind, answer, answered
from bot.checks.llm_explain import (
    ExplainRequest,
    ExplainUnavailable,
    Explanation,
    FindingExplainer,
    FindingToExplain,
    code_context,
)
from bot.config import Settings
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
from bot.core.render_text import clamp, sanitise_markdown
from bot.fix.runner import FixJob
from bot.github import GitHubApp, GitHubError, Installation, PullInfo, ReactionTarget
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

MAX_EXPLANATION_CHARS = 20_000
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
    part: str = ""
    """Which of the comment's commands is running: its answer's part."""

    @property
    def asking(self) -> AskingComment:
        job = self.job
        kind: CommentKind = (
            "review_comment" if job.comment_kind == "review_comment" else "issue_comment"
        )
        return AskingComment(
            job.pull.owner, job.pull.repo, job.pull.number, kind, job.comment_id, job.in_reply_to_id
        )


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
        for position, command in enumerate(commands, 1):
            await self._run(replace(context, part=f"{position}-{command.name}"), command)

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
        answers_a_finding = command.name in (
            CommandName.DISMISS,
            CommandName.ACCEPT,
            CommandName.EXPLAIN,
        )
        if answers_a_finding and context.finding is None:
            return  # these are replies on one of our findings
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
                await self._reply(context, lambda: self._help(context))
            case CommandName.DISMISS:
                reason, text = dismiss_reason(command.argument)
                self._signal(context, DISMISS_SIGNALS[reason], text)
            case CommandName.ACCEPT:
                self._signal(context, SignalKind.ACCEPT, command.argument)
            case CommandName.UNMUTE:
                await self._unmute(context, command.argument)
            case CommandName.EXPLAIN:
                await self._reply(context, lambda: self._explain(context))
            case CommandName.FIX:
                self._queue_fix(context, command.argument)

    async def _acknowledge(self, context: CommandContext) -> None:
        job = context.job
        target: ReactionTarget = (
            "issue_comment" if job.comment_kind == "issue_comment" else "review_comment"
        )
        await context.client.add_reaction(
            job.pull.owner, job.pull.repo, target, job.comment_id, "eyes"
        )

    async def _reply(
        self, context: CommandContext, body: str | Callable[[], Awaitable[str]]
    ) -> None:
        """Answer the command, unless an earlier attempt of this job already did; a body
        that costs something to make (a model call) is made only when it will be posted."""
        if await answered(context.client, context.asking, context.part):
            return
        text = body if isinstance(body, str) else await body()
        await answer(context.client, context.asking, context.part, text)

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

    async def _explain(self, context: CommandContext) -> str:
        """The model's explanation when it is on; the rule's documentation otherwise, or
        when the model fails (with a note saying so)."""
        from bot.rules_catalogue import rule_documentation

        finding = context.finding
        assert finding is not None
        documentation = rule_documentation(finding.rule_id)
        header = f"**{finding.title}** (`{finding.rule_id}`, {finding.category})"
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
                return _explained(header, finding, explanation)
        lines = [header, ""]
        lines.append(documentation or finding.explanation or "No further explanation is stored.")
        lines += _suggestion(finding)
        if note:
            lines += ["", note]
        return "\n".join(lines)

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


def _explained(header: str, finding: FindingRecord, explanation: Explanation) -> str:
    usage = explanation.usage
    footer = (
        f"<sub>Explained by `{usage.model}` · {usage.input_tokens + usage.cache_read_tokens:,}"
        f" input + {usage.output_tokens:,} output tokens</sub>"
    )
    body = clamp(
        sanitise_markdown(explanation.text),
        MAX_EXPLANATION_CHARS,
        "\n\n_… cut to fit GitHub's size limit._",
    )
    return "\n".join([header, "", body, *_suggestion(finding), "", footer])


def _suggestion(finding: FindingRecord) -> list[str]:
    if not finding.replacement:
        return []
    fence = "`" * max(3, _longest_backtick_run(finding.replacement) + 1)
    return ["", "Suggested change:", f"{fence}suggestion", finding.replacement, fence]


def command_handler(engine: Engine, github: GitHubApp, settings: Settings) -> JobHandler:
    return Commands(engine, github, settings.app_slug, settings.llm_enabled, settings).handle


def _longest_backtick_run(text: str) -> int:
    import re

    return max((len(run) for run in re.findall(r"`+", text)), default=0)
