"""The periodic sweep: poll reactions on recent open findings (GitHub sends no webhook), and
ask GitHub to redeliver the webhook deliveries that failed (it never does so by itself)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta

from bot.github import GitHubApp, GitHubError, HookDelivery
from bot.jobs.kinds import FeedbackJob, JobKind, PullKey
from bot.jobs.queue import ClaimedJob, enqueue
from bot.jobs.worker import JobHandler
from bot.store import redeliveries
from bot.store.db import Engine
from bot.store.finding_pulls import pulls_with_open_findings
from bot.store.sessions import read_session
from bot.store.transactions import write_session

log = logging.getLogger(__name__)

RECENT = timedelta(days=14)
REDELIVERY_WINDOW = timedelta(days=3)
"""GitHub keeps, and redelivers, a webhook's deliveries of the past three days."""
REDELIVER_KEY = "redeliver"


def enqueue_reaction_polls(engine: Engine, now: datetime) -> int:
    """One `poll-reactions` feedback job per PR with recent open findings on GitHub."""
    with write_session(engine) as session:
        pulls = pulls_with_open_findings(session, now - RECENT)
        for found in pulls:
            owner, _, repo = found.repository_full_name.partition("/")
            pull = PullKey(
                installation_id=found.installation_id,
                owner=owner,
                repo=repo,
                number=found.pull_number,
            )
            enqueue(
                session,
                JobKind.FEEDBACK,
                FeedbackJob(pull=pull, signal="poll-reactions", actor="").dump(),
                concurrency_key=pull.concurrency_key(JobKind.FEEDBACK),
                supersede=True,
            )
    return len(pulls)


def enqueue_redelivery_check(engine: Engine) -> None:
    """One `redeliver` job (a newer one replaces a queued one)."""
    with write_session(engine) as session:
        enqueue(session, JobKind.REDELIVER, {}, concurrency_key=REDELIVER_KEY, supersede=True)


async def redeliver_failed(engine: Engine, github: GitHubApp, now: datetime) -> int:
    """Ask GitHub to redeliver each event of the past three days whose every attempt failed,
    unless it was received and stored, or its redelivery was asked already (once per GUID,
    ever: a redelivery that fails too is left to people). Returns how many were asked."""
    failed: dict[str, HookDelivery] = {}
    succeeded: set[str] = set()
    async for attempt in github.hook_deliveries():
        if attempt.delivered_at < now - REDELIVERY_WINDOW:
            break
        if attempt.succeeded:
            succeeded.add(attempt.guid)
        else:
            failed.setdefault(attempt.guid, attempt)  # newest first: the latest attempt
    candidates = [guid for guid in failed if guid not in succeeded]
    with read_session(engine) as session:
        known = redeliveries.known_guids(session, candidates)
    asked = 0
    for guid in candidates:
        if guid not in known and await _redeliver(engine, github, failed[guid], now):
            asked += 1
    return asked


async def _redeliver(
    engine: Engine, github: GitHubApp, attempt: HookDelivery, now: datetime
) -> bool:
    with write_session(engine) as session:
        claimed = redeliveries.claim_redelivery(
            session, attempt.guid, attempt.id, attempt.event, attempt.status_code, now
        )
    if not claimed:
        return False  # another worker asked for it
    try:
        await github.redeliver(attempt.id)
    except GitHubError as error:
        with write_session(engine) as session:
            redeliveries.release_redelivery(session, attempt.guid)
        if error.transient:
            raise
        log.warning("redelivery of %s (%s) refused: %s", attempt.guid, attempt.event, error)
        return False
    log.info(
        "asked GitHub to redeliver %s (%s, got %d)",
        attempt.guid,
        attempt.event,
        attempt.status_code,
    )
    return True


def redeliver_handler(engine: Engine, github: GitHubApp) -> JobHandler:
    async def handle(job: ClaimedJob) -> None:
        asked = await redeliver_failed(engine, github, datetime.now(UTC))
        log.info("redelivery check: %d failed deliveries asked again", asked)

    return handle


async def run_sweeps(engine: Engine, stop: asyncio.Event, interval_seconds: float) -> None:
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=interval_seconds)
        if stop.is_set():
            return
        try:
            queued = await asyncio.to_thread(enqueue_reaction_polls, engine, datetime.now(UTC))
            log.info("reaction sweep: %d pull request(s) queued", queued)
            await asyncio.to_thread(enqueue_redelivery_check, engine)
        except Exception:
            log.exception("reaction sweep failed; next try in %.0fs", interval_seconds)
