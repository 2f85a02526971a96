"""The `fix` job: build the repair engine's dependencies and run one /fix attempt."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.checks.rules_catalogue import RULES_DIR
from bot.commands.answers import answer, answered
from bot.core.render import fix as render
from bot.fix.attempt import FixDeps
from bot.fix.edits import EditLimits
from bot.fix.request import FixJob
from bot.fix.runner import FIX_ANSWER, claude_proposers, run_fix
from bot.fix.sandbox import Sandbox
from bot.github import GitHubApp
from bot.jobs.queue import ClaimedJob, DeadJob
from bot.jobs.worker import JobHandler, ReportingHandler
from bot.review.job import semgrep_executable
from bot.settings import Settings

if TYPE_CHECKING:
    from bot.store.sessions import Engine

log = logging.getLogger(__name__)


def fix_deps(settings: Settings, engine: Engine, github: GitHubApp) -> FixDeps:
    assert settings.app_id is not None
    limits = EditLimits()
    proposers = None
    if settings.llm_enabled and settings.anthropic_api_key is not None:
        proposers = claude_proposers(
            settings.anthropic_api_key.get_secret_value(),
            settings.anthropic_base_url,
            settings.model,
            limits,
            timeout=settings.anthropic_timeout_seconds,
        )
    return FixDeps(
        engine=engine,
        github=github,
        git_base_url=settings.git_url or settings.github_url,
        app_slug=settings.app_slug,
        app_id=settings.app_id,
        rules_dir=RULES_DIR,
        semgrep_bin=semgrep_executable(),
        sandbox=Sandbox(),
        proposers=proposers,
        limits=limits,
    )


def fix_handler(settings: Settings, engine: Engine, github: GitHubApp) -> JobHandler:
    deps = fix_deps(settings, engine, github)

    async def handle(job: ClaimedJob) -> None:
        outcome = await run_fix(deps, FixJob.model_validate(dict(job.payload)))
        log.info("fix job %d: %s (commit %s)", job.id, outcome.kind, outcome.commit_sha or "-")

    async def on_dead(dead: DeadJob) -> None:
        """The requester hears that the fix gave up, once (unless an attempt answered)."""
        fix = FixJob.model_validate(dict(dead.payload))
        client = github.installation(fix.installation_id)
        if fix.from_a_bot or await answered(client, fix.asking, FIX_ANSWER):
            return
        await answer(client, fix.asking, FIX_ANSWER, render.failed(dead.error))

    return ReportingHandler(handle, on_dead)
