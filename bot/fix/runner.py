"""The `fix` job: one /fix attempt end to end, its reply posted, its record stored.

permission and state gates → findings → clone at the head → Semgrep baseline → the rules'
own fixes and/or the model's edits, each round verified → commit → push only if the
branch has not moved (a fork that cannot be pushed to gets the patch as a reply).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict
from sqlalchemy import Engine

from bot.checks.base import Usage
from bot.checks.llm.client import ClientSettings, anthropic_client
from bot.checks.semgrep import SemgrepCheck
from bot.commands.answers import AskingComment, answer, answered
from bot.core.repo_config import CONFIG_PATH, RepoConfig, parse_repo_config
from bot.fix import replies
from bot.fix.agent import ClaudeEditor, EditProposer, RoundReport, fix_brief, repair_loop
from bot.fix.deterministic import deterministic_plan
from bot.fix.edits import Edit, EditLimits, apply_edits, path_problem
from bot.fix.sandbox import Sandbox
from bot.fix.scope import EditScope
from bot.fix.store import AttemptRecord, FixOutcomeKind, findings_to_fix, record_attempt
from bot.fix.targets import FixTarget, StoredFinding, locate
from bot.fix.verify import Stage, Verdict, Verifier
from bot.fix.workspace import (
    GitCredentials,
    GitError,
    GitIdentity,
    PushDenied,
    PushRejected,
    UnsafePath,
    Workspace,
    remote_url_for,
)
from bot.github import GitHubApp, GitHubError, Installation, PullInfo
from bot.review.headfiles import repo_rules_at
from bot.store.types import utcnow

log = logging.getLogger(__name__)

WRITE_PERMISSIONS = frozenset({"admin", "maintain", "write"})
PUSH_TOKEN_PERMISSIONS = {"contents": "write"}
"""All the git token needs: clone, look at the branch, push (metadata:read comes with it)."""


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


ProposerFactory = Callable[[RepoConfig, str], EditProposer | None]
"""(repository config, the brief) → a model conversation, or None without a model."""


def claude_proposers(
    api_key: str, base_url: str | None, model: str, limits: EditLimits, timeout: float = 120.0
) -> ProposerFactory:
    def make(config: RepoConfig, brief: str) -> EditProposer:
        client = anthropic_client(
            ClientSettings(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=2)
        )
        return ClaudeEditor(client, config.model or model, brief, limits)

    return make


@dataclass(frozen=True, slots=True)
class FixDeps:
    engine: Engine
    github: GitHubApp
    git_base_url: str
    """Clones come from `<git_base_url>/<owner>/<repo>.git`: github.com, a GHE host, file://."""
    app_slug: str
    app_id: int
    rules_dir: Path
    semgrep_bin: str
    sandbox: Sandbox
    proposers: ProposerFactory | None = None
    limits: EditLimits = field(default_factory=EditLimits)
    max_findings: int = 5
    workspace_parent: Path | None = None
    clock: Callable[[], datetime] = utcnow


@dataclass(frozen=True, slots=True)
class FixOutcome:
    kind: FixOutcomeKind
    reply: str | None
    commit_sha: str | None = None
    rounds: tuple[RoundReport, ...] = ()
    usage: Usage = field(default_factory=Usage)
    start_sha: str | None = None
    finding_ids: tuple[int, ...] = ()
    attempt_id: int | None = None


FIX_ANSWER = "fix"
"""The part of the asking comment's answers that is the fix's (one per `/fix`)."""


async def run_fix(deps: FixDeps, job: FixJob) -> FixOutcome:
    started_at, started = deps.clock(), time.monotonic()
    client = deps.github.installation(job.installation_id)
    if not job.from_a_bot and await answered(client, job.asking, FIX_ANSWER):
        # The answer is the last thing an attempt posts: that attempt's fix is done.
        return FixOutcome(FixOutcomeKind.ANSWERED, None)
    try:
        outcome = await _attempt(deps, job, client)
    except (GitHubError, GitError) as error:
        log.warning("fix %s failed: %s", job.concurrency_key, error)
        outcome = FixOutcome(FixOutcomeKind.FAILED, replies.failed(str(error)))
    if outcome.reply is not None:
        await answer(client, job.asking, FIX_ANSWER, outcome.reply)
    attempt_id = record_attempt(
        deps.engine,
        AttemptRecord(
            installation_id=job.installation_id,
            repository_full_name=job.full_name,
            pull_number=job.number,
            requester=job.requester,
            comment_id=job.comment_id,
            finding_ids=outcome.finding_ids or tuple(job.finding_ids),
            start_sha=outcome.start_sha,
            outcome=outcome.kind,
            rounds=len(outcome.rounds),
            commit_sha=outcome.commit_sha,
            model=outcome.usage.model or None,
            input_tokens=outcome.usage.input_tokens
            + outcome.usage.cache_read_tokens
            + outcome.usage.cache_write_tokens,
            output_tokens=outcome.usage.output_tokens,
            detail="\n".join(r.describe() for r in outcome.rounds) or (outcome.reply or ""),
            created_at=started_at,
            finished_at=deps.clock(),
        ),
    )
    log.info(
        "fix %s: %s after %d rounds in %.2fs",
        job.concurrency_key,
        outcome.kind,
        len(outcome.rounds),
        time.monotonic() - started,
    )
    return FixOutcome(
        outcome.kind,
        outcome.reply,
        outcome.commit_sha,
        outcome.rounds,
        outcome.usage,
        outcome.start_sha,
        outcome.finding_ids,
        attempt_id,
    )


def _why_not_pushable(pull: PullInfo, full_name: str) -> str | None:
    """Why the fix must not be pushed to the pull's head branch; None when it may be."""
    if pull.head_repo_full_name is None:
        # The head branch went with the fork: the only remote left is the base repository.
        return "the fork was deleted"
    is_fork = pull.head_repo_full_name.lower() != full_name.lower()
    if is_fork and not pull.maintainer_can_modify:
        return "the fork's branch does not allow edits by maintainers"
    return None


async def _attempt(deps: FixDeps, job: FixJob, client: Installation) -> FixOutcome:
    if job.from_a_bot:
        return FixOutcome(FixOutcomeKind.IGNORED, None)  # never answer a bot: no loops
    pull = await client.get_pull(job.owner, job.repo, job.number)
    if pull.state != "open":
        return FixOutcome(FixOutcomeKind.NOT_OPEN, replies.not_open())
    permission = await client.collaborator_permission(job.owner, job.repo, job.requester)
    if permission not in WRITE_PERMISSIONS:
        return FixOutcome(FixOutcomeKind.REFUSED, replies.refused(job.requester))
    stored = findings_to_fix(
        deps.engine,
        job.full_name,
        job.number,
        finding_ids=job.finding_ids,
        in_reply_to_id=job.in_reply_to_id if job.comment_kind == "review_comment" else None,
        cap=deps.max_findings,
    )
    if not stored:
        return FixOutcome(FixOutcomeKind.NOTHING_TO_FIX, replies.nothing_to_fix())
    config_text = await client.get_file(job.owner, job.repo, CONFIG_PATH, pull.base_sha)
    config = parse_repo_config(config_text, f"{CONFIG_PATH}@{pull.base_ref}").config
    repo_rules = await repo_rules_at(client, job.owner, job.repo, pull.base_sha, config.rules_dir)
    head_repository = pull.head_repo_full_name or job.full_name
    # Good for this repository only, and only to push. A fork's branch is reached through
    # this repository's grant (its author allowed edits by maintainers); should GitHub not
    # honour that grant for a narrowed token, the push is refused and the patch is posted.
    token = await deps.github.installation_token(
        job.installation_id, job.repo, PUSH_TOKEN_PERMISSIONS
    )
    credentials = GitCredentials(deps.git_base_url, token)
    remote = remote_url_for(head_repository, deps.git_base_url)
    workspace = await Workspace.clone(remote, pull.head_sha, credentials, deps.workspace_parent)
    try:
        verifier = Verifier(
            SemgrepCheck(deps.rules_dir, deps.semgrep_bin), deps.sandbox, config, repo_rules
        )
        session = _FixSession(deps, job, pull, config, verifier, workspace, credentials, remote)
        return await session.run(stored)
    finally:
        workspace.close()


class _FixSession:
    """One attempt's state while it runs: the workspace, the head texts, the verifier."""

    def __init__(
        self,
        deps: FixDeps,
        job: FixJob,
        pull: PullInfo,
        config: RepoConfig,
        verifier: Verifier,
        workspace: Workspace,
        credentials: GitCredentials,
        remote: str,
    ) -> None:
        self.deps, self.job, self.pull, self.config = deps, job, pull, config
        self.workspace, self.credentials, self.remote = workspace, credentials, remote
        self.verifier = verifier
        self.head_texts: dict[str, str | None] = {}
        self.targets: list[FixTarget] = []
        self.scope = EditScope(frozenset(), job.instruction)

    def _outcome(self, kind: FixOutcomeKind, reply: str, **fields: object) -> FixOutcome:
        ids = tuple(t.stored.id for t in self.targets)
        return FixOutcome(kind, reply, start_sha=self.pull.head_sha, finding_ids=ids, **fields)  # type: ignore[arg-type]

    async def run(self, stored: Sequence[StoredFinding]) -> FixOutcome:
        for path in dict.fromkeys(f.path for f in stored):
            try:
                self.head_texts[path] = self.workspace.read_text(path)
            except UnsafePath:
                self.head_texts[path] = None
        problem = await self.verifier.record_baseline(self.workspace, self.head_texts)
        if problem is not None:
            return self._outcome(FixOutcomeKind.FAILED, replies.failed(problem))
        head_findings = [f for path in self.head_texts for f in self.verifier.baseline(path)]
        self.targets, gone = locate(stored, head_findings)
        if not self.targets:
            return self._outcome(FixOutcomeKind.NOTHING_TO_FIX, replies.nothing_to_fix(gone))
        self.scope = EditScope(frozenset(t.path for t in self.targets), self.job.instruction)
        files, rounds, explanation, usage, fixed, skipped = await self._repair()
        if files is None:
            reply = replies.no_fix_available() if not rounds else replies.gave_up(rounds, skipped)
            return self._outcome(FixOutcomeKind.GAVE_UP, reply, rounds=rounds, usage=usage)
        notes = rounds[-1].verdict.notes
        return await self._deliver(files, fixed, rounds, explanation, usage, notes)

    async def _repair(
        self,
    ) -> tuple[
        Mapping[str, str] | None,
        tuple[RoundReport, ...],
        str,
        Usage,
        Sequence[FixTarget],
        list[str],
    ]:
        plan = deterministic_plan(self.targets, self.head_texts)
        brief = fix_brief(
            self.targets, self.head_texts, self.job.instruction, self.pull.title, self.scope
        )
        proposer = self.deps.proposers(self.config, brief) if self.deps.proposers else None
        skipped = [
            f"Not fixed: `{t.stored.rule_id}` in `{t.path}`: {why}." for t, why in plan.skipped
        ]
        rounds: list[RoundReport] = []
        if proposer is None and plan.files:
            verdict = await self._try_files(plan.files)
            rounds.append(RoundReport(1, tuple(plan.files), verdict))
            if verdict.passed:
                explanation = "Applied the rules' own Semgrep fixes."
                return plan.files, tuple(rounds), explanation, Usage(), plan.applied, skipped
        if proposer is None:
            return None, tuple(rounds), "", Usage(), (), skipped
        try:
            loop = await repair_loop(
                proposer, self._try_edits, self.config.fix.max_rounds, previous=rounds
            )
        finally:
            close = getattr(proposer, "aclose", None)
            if close is not None:
                await close()
        return loop.files, loop.rounds, loop.explanation, loop.usage, self.targets, []

    async def _try_edits(self, edits: Sequence[Edit]) -> tuple[Mapping[str, str], Verdict]:
        await self.workspace.reset()
        originals: dict[str, str | None] = {}
        for path in dict.fromkeys(edit.path for edit in edits):
            if path in self.head_texts or path_problem(path):
                originals[path] = self.head_texts.get(path)  # a bad path: apply_edits says why
                continue
            try:
                originals[path] = self.workspace.read_text(path)
            except UnsafePath as error:
                return {}, Verdict.failure(Stage.EDITS, f"Edit refused: {error}")
        result = apply_edits(originals, edits, self.deps.limits, self.scope.problem)
        if not result.ok:
            reasons = "\n".join(f"- {r.describe()}" for r in result.rejections)
            return {}, Verdict.failure(
                Stage.EDITS, f"Edits rejected, so none was applied:\n{reasons}"
            )
        return result.files, await self._try_files(result.files)

    async def _try_files(self, files: Mapping[str, str]) -> Verdict:
        await self.workspace.reset()
        new_paths: dict[str, str | None] = {}
        for path in files:
            if path not in self.head_texts:
                new_paths[path] = self.workspace.read_text(path)
        self.head_texts.update(new_paths)
        if problem := await self.verifier.record_baseline(self.workspace, new_paths):
            return Verdict.failure(Stage.SEMGREP, problem, final=True)
        try:
            self.workspace.write_texts(files)
        except UnsafePath as error:
            return Verdict.failure(Stage.EDITS, f"Edit refused: {error}")
        return await self.verifier.verify(self.workspace, self.head_texts, files, self.targets)

    async def _deliver(
        self,
        files: Mapping[str, str],
        fixed: Sequence[FixTarget],
        rounds: tuple[RoundReport, ...],
        explanation: str,
        usage: Usage,
        notes: Sequence[str],
    ) -> FixOutcome:
        pull, command = self.pull, self.config.fix.test_command
        done = {"rounds": rounds, "usage": usage}
        if why := _why_not_pushable(pull, self.job.full_name):
            reply = replies.suggested(why, fixed, self.head_texts, files, notes, command)
            return self._outcome(FixOutcomeKind.SUGGESTED, reply, **done)
        bot = GitIdentity.app_bot(self.deps.app_slug, self.deps.app_id)
        message = replies.commit_message(fixed, GitIdentity.user(self.job.requester))
        sha = await self.workspace.commit(files, message, author=bot, committer=bot)
        changed = await self.workspace.committed_files(sha)
        if sorted(changed) != sorted(files):
            raise GitError(f"the commit changes {changed}, not the verified {sorted(files)}")
        branch = pull.head_ref
        now_at = await self.workspace.remote_branch_sha(self.remote, branch, self.credentials)
        if now_at != pull.head_sha:
            return self._outcome(
                FixOutcomeKind.BRANCH_MOVED, replies.branch_moved(branch, now_at), **done
            )
        try:
            await self.workspace.push(self.remote, sha, branch, self.credentials)
        except PushRejected:
            now_at = await self.workspace.remote_branch_sha(self.remote, branch, self.credentials)
            return self._outcome(
                FixOutcomeKind.BRANCH_MOVED, replies.branch_moved(branch, now_at), **done
            )
        except PushDenied as error:
            reply = replies.suggested(str(error), fixed, self.head_texts, files, notes, command)
            return self._outcome(FixOutcomeKind.SUGGESTED, reply, **done)
        reply = replies.pushed(
            sha, branch, fixed, len(rounds), explanation, notes, command, sorted(changed)
        )
        return self._outcome(FixOutcomeKind.PUSHED, reply, commit_sha=sha, **done)
