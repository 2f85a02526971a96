"""The `review` job: build the review's dependencies and run the orchestrator."""

from __future__ import annotations

import logging
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from bot.checks.base import Check
from bot.checks.llm.reviewer import LLMCheck
from bot.checks.rules_catalogue import RULES_DIR
from bot.core.learning.model import LearnedModel
from bot.core.repo_config import RepoConfig
from bot.feedback.learned_models import LearnedModels
from bot.github import GitHubApp, GitHubError
from bot.jobs.kinds import ReviewJob
from bot.jobs.queue import ClaimedJob, DeadJob
from bot.jobs.worker import JobHandler, PermanentJobError, ReportingHandler
from bot.review.checkrun import finish_dead_review
from bot.review.context import ReviewDeps
from bot.review.orchestrator import review_pull
from bot.settings import Settings
from bot.store import sessions
from bot.store.sessions import Engine

log = logging.getLogger(__name__)


def semgrep_executable() -> str:
    """The semgrep installed beside this Python (the venv's), else the one on PATH."""
    beside = shutil.which("semgrep", path=str(Path(sys.executable).parent))
    return beside or shutil.which("semgrep") or "semgrep"


def deterministic_checks(config: RepoConfig, rules_dir: Path = RULES_DIR) -> list[Check]:
    from bot.checks.coverage import CoverageCheck
    from bot.checks.secrets import SecretsCheck
    from bot.checks.semgrep import SemgrepCheck

    checks: list[Check] = []
    if config.checks.semgrep:
        checks.append(SemgrepCheck(rules_dir, semgrep_bin=semgrep_executable()))
    if config.checks.secrets:
        checks.append(SecretsCheck())
    if config.checks.coverage:
        checks.append(CoverageCheck())
    return checks


def llm_check(settings: Settings, config: RepoConfig) -> LLMCheck | None:
    if not config.checks.llm or not settings.llm_enabled:
        return None
    return LLMCheck.from_settings(settings, config)


def learned_models(engine: Engine) -> Callable[[str, RepoConfig], LearnedModel]:
    """The learned model a repository's review decides with, read from `engine`."""
    models = LearnedModels()

    def model_for(repository: str, config: RepoConfig) -> LearnedModel:
        return sessions.read(
            engine, lambda session: models.for_repository(session, repository, config)
        )

    return model_for


def review_deps(settings: Settings, engine: Engine, github: GitHubApp) -> ReviewDeps:
    return ReviewDeps(
        engine=engine,
        github=github,
        checks_for=deterministic_checks,
        llm_for=lambda config: llm_check(settings, config),
        model_for=learned_models(engine),
        llm_off_reason="no ANTHROPIC_API_KEY" if not settings.llm_enabled else "",
    )


def review_handler(settings: Settings, engine: Engine, github: GitHubApp) -> JobHandler:
    deps = review_deps(settings, engine, github)

    async def handle(job: ClaimedJob) -> None:
        try:
            outcome = await review_pull(deps, ReviewJob.load(dict(job.payload)))
        except GitHubError as error:
            if error.transient:
                raise
            raise PermanentJobError(str(error)) from error
        log.info("review job %d: %s %s", job.id, outcome.status, outcome.reason)

    async def on_dead(dead: DeadJob) -> None:
        finished = await finish_dead_review(
            github, ReviewJob.load(dict(dead.payload)), dead.error, dead.attempts
        )
        log.info("review job %d is dead: %d check run(s) completed", dead.id, finished)

    return ReportingHandler(handle, on_dead)
