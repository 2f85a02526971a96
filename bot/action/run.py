"""The Action's entry point: review the event's pull request as the App does, with the
workflow's token; or, where the token is read-only (a fork), write SARIF and a job summary."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from bot.action.client import ActionInstallation, TokenGitHub, token_client
from bot.action.event import ActionEnvironment, ActionError, PullRequestEvent, read_event
from bot.action.llm import action_llm
from bot.action.readonly import review_without_posting, write_sarif
from bot.core.render.action import (
    FORK_NOTE,
    REPORT_NOTE,
    not_reviewed_page,
    posted_page,
    read_only_note,
    report_page,
)
from bot.core.render.checks import CheckConclusion, check_run_output
from bot.feedback.relearn import relearn
from bot.github import GitHubError, Installation
from bot.jobs.kinds import PullKey, ReviewJob, ReviewTrigger
from bot.review.checkrun import CHECK_RUN_NAME
from bot.review.context import ReviewDeps, ReviewOutcome, ReviewStatus
from bot.review.job import deterministic_checks, learned_models
from bot.review.orchestrator import review_pull
from bot.store.db import make_engine, migrate

if TYPE_CHECKING:
    from bot.store.sessions import Engine

log = logging.getLogger(__name__)


@contextmanager
def review_database(url: str) -> Iterator[Engine]:
    """The given database (migrated first), or a throwaway SQLite one: rule priors only."""
    with tempfile.TemporaryDirectory(prefix="redline-action-") as scratch:
        url = url or f"sqlite:///{Path(scratch) / 'redline.db'}"
        migrate(url)
        engine = make_engine(url)
        try:
            yield engine
        finally:
            engine.dispose()


async def post_review(
    environment: ActionEnvironment, event: PullRequestEvent, client: ActionInstallation
) -> ReviewOutcome:
    """The App's review (bot.review.orchestrator) with the workflow's token in the App's place."""
    trigger = (
        ReviewTrigger(event.action)
        if event.action in {t.value for t in ReviewTrigger}
        else ReviewTrigger.SYNCHRONIZE
    )
    job = ReviewJob(
        pull=PullKey(installation_id=0, owner=event.owner, repo=event.repo, number=event.number),
        head_sha=event.head_sha,
        trigger=trigger,
    )
    if await _already_reviewed(client, event):
        return ReviewOutcome(ReviewStatus.SKIPPED, "this head SHA is already reviewed")
    llm = environment.llm
    with review_database(environment.database_url) as engine:
        deps = ReviewDeps(
            engine=engine,
            github=TokenGitHub(client),
            checks_for=deterministic_checks,
            llm_for=lambda config: action_llm(llm, config),
            model_for=learned_models(engine),
            llm_off_reason=llm.off_reason,
        )
        outcome = await review_pull(deps, job)
        if environment.database_url:
            changed = await asyncio.to_thread(relearn, engine)
            log.info("relearned thresholds: %d changed", changed)
    return outcome


async def _already_reviewed(client: ActionInstallation, event: PullRequestEvent) -> bool:
    """A completed Redline check run on this head: a re-run of the workflow, or the App's.

    The App knows from its database; the Action's may be a throwaway one, so GitHub says.
    """
    runs = await client.list_check_runs(event.owner, event.repo, event.head_sha, CHECK_RUN_NAME)
    return any(run.status == "completed" and run.external_id == str(event.number) for run in runs)


def _append_summary(environment: ActionEnvironment, text: str) -> None:
    if environment.step_summary is None:
        sys.stdout.write(text)
        return
    with environment.step_summary.open("a", encoding="utf-8") as out:
        out.write(text)


async def run(environment: ActionEnvironment) -> int:
    event = read_event(environment)
    client = token_client(environment.token, environment.api_url, event.head_sha)
    if environment.read_only:
        return await report(environment, event, client, REPORT_NOTE)
    if event.from_fork:
        return await report(environment, event, client, FORK_NOTE)
    try:
        outcome = await post_review(environment, event, client)
    except GitHubError as error:
        if error.status != 403 or error.rate_limited or client.wrote:
            raise
        # A read-only token on the repository's own branch (Dependabot's, say).
        return await report(environment, event, client, read_only_note(str(error)))
    print(f"Redline: {outcome.status.value} {outcome.reason}".rstrip())
    _append_summary(
        environment,
        posted_page(outcome.status.value, outcome.reason, outcome.inline, client.completed),
    )
    return 0


async def report(
    environment: ActionEnvironment, event: PullRequestEvent, client: Installation, why: str
) -> int:
    """The review as SARIF and the job summary; the exit code the check run's conclusion."""
    review = await review_without_posting(client, event, environment.llm)
    if isinstance(review, str):
        _append_summary(environment, not_reviewed_page(review))
        return 0
    if not write_sarif(review, environment.sarif_path):
        return 1
    _append_summary(environment, report_page(review.report, why, str(environment.sarif_path)))
    print(f"::notice title=Redline::{why} Findings: {environment.sarif_path}")
    check = check_run_output(review.report)
    if check.conclusion is CheckConclusion.FAILURE:
        # Nothing else can gate the pull request: the step fails where the check run would.
        print(f"::error title=Redline::{check.title}")
        return 1
    return 0


def main(environ: Mapping[str, str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        environment = ActionEnvironment.from_environ(os.environ if environ is None else environ)
        return asyncio.run(run(environment))
    except (ActionError, GitHubError) as error:
        print(f"::error title=Redline::{error}")
        return 1
