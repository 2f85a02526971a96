"""The `fix` job: one /fix attempt end to end, its reply posted, its record stored.

permission and state gates → findings → clone at the head → Semgrep baseline → the rules'
own fixes and/or the model's edits, each round verified → commit → push only if the
branch has not moved (a fork that cannot be pushed to gets the patch as a reply).
"""

from __future__ import annotations

import logging
import time
from datetime import datetime

from bot.checks.llm.client import ClientSettings, anthropic_client
from bot.checks.semgrep import SemgrepCheck
from bot.commands.answers import answer, answered
from bot.core.render import fix as render
from bot.core.repo_config import CONFIG_PATH, RepoConfig, parse_repo_config
from bot.fix.agent import ClaudeEditor, EditProposer
from bot.fix.attempt import FixDeps, FixOutcome, ProposerFactory
from bot.fix.edits import EditLimits
from bot.fix.outcomes import FixOutcomeKind
from bot.fix.request import FixJob
from bot.fix.session import FixSession
from bot.fix.verify import Verifier
from bot.fix.workspace import GitCredentials, GitError, Workspace, remote_url_for
from bot.github import GitHubError, Installation
from bot.review.headfiles import repo_rules_at
from bot.store.fixes import AttemptRecord, findings_to_fix, record_attempt

log = logging.getLogger(__name__)

WRITE_PERMISSIONS = frozenset({"admin", "maintain", "write"})
PUSH_TOKEN_PERMISSIONS = {"contents": "write"}
"""All the git token needs: clone, look at the branch, push (metadata:read comes with it)."""


def claude_proposers(
    api_key: str, base_url: str | None, model: str, limits: EditLimits, timeout: float = 120.0
) -> ProposerFactory:
    def make(config: RepoConfig, brief: str) -> EditProposer:
        client = anthropic_client(
            ClientSettings(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=2)
        )
        return ClaudeEditor(client, config.model or model, brief, limits)

    return make


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
        outcome = FixOutcome(FixOutcomeKind.FAILED, render.failed(str(error)))
    if outcome.reply is not None:
        await answer(client, job.asking, FIX_ANSWER, outcome.reply)
    attempt_id = _record(deps, job, outcome, started_at)
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


def _record(deps: FixDeps, job: FixJob, outcome: FixOutcome, started_at: datetime) -> int:
    """The attempt's row in `fix_attempts`; its id."""
    usage = outcome.usage
    return record_attempt(
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
            model=usage.model or None,
            input_tokens=usage.input_tokens + usage.cache_read_tokens + usage.cache_write_tokens,
            output_tokens=usage.output_tokens,
            detail="\n".join(r.describe() for r in outcome.rounds) or (outcome.reply or ""),
            created_at=started_at,
            finished_at=deps.clock(),
        ),
    )


async def _attempt(deps: FixDeps, job: FixJob, client: Installation) -> FixOutcome:
    if job.from_a_bot:
        return FixOutcome(FixOutcomeKind.IGNORED, None)  # never answer a bot: no loops
    pull = await client.get_pull(job.owner, job.repo, job.number)
    if pull.state != "open":
        return FixOutcome(FixOutcomeKind.NOT_OPEN, render.not_open())
    permission = await client.collaborator_permission(job.owner, job.repo, job.requester)
    if permission not in WRITE_PERMISSIONS:
        return FixOutcome(FixOutcomeKind.REFUSED, render.refused(job.requester))
    stored = findings_to_fix(
        deps.engine,
        job.full_name,
        job.number,
        finding_ids=job.finding_ids,
        in_reply_to_id=job.in_reply_to_id if job.comment_kind == "review_comment" else None,
        cap=deps.max_findings,
    )
    if not stored:
        return FixOutcome(FixOutcomeKind.NOTHING_TO_FIX, render.nothing_to_fix())
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
        session = FixSession(deps, job, pull, config, verifier, workspace, credentials, remote)
        return await session.run(stored)
    finally:
        workspace.close()
