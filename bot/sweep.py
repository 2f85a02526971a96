"""The periodic sweep: poll reactions on recent open findings (GitHub sends no webhook)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.jobs import FeedbackJob, JobKind, PullKey
from bot.queue import enqueue
from bot.store.db import write_engine
from bot.store.review_models import FindingRecord

log = logging.getLogger(__name__)

RECENT = timedelta(days=14)


def enqueue_reaction_polls(engine: Engine, now: datetime) -> int:
    """One `poll-reactions` feedback job per PR with recent open findings on GitHub."""
    with Session(write_engine(engine)) as session, session.begin():
        pulls = session.execute(
            select(
                FindingRecord.installation_id,
                FindingRecord.repository_full_name,
                FindingRecord.pull_number,
            )
            .where(
                FindingRecord.status == "open",
                FindingRecord.comment_id.is_not(None),
                FindingRecord.created_at >= now - RECENT,
            )
            .distinct()
        ).all()
        for installation_id, full_name, number in pulls:
            owner, _, repo = full_name.partition("/")
            pull = PullKey(installation_id=installation_id, owner=owner, repo=repo, number=number)
            enqueue(
                session,
                JobKind.FEEDBACK,
                FeedbackJob(pull=pull, signal="poll-reactions", actor="").dump(),
                concurrency_key=pull.concurrency_key(JobKind.FEEDBACK),
                supersede=True,
            )
    return len(pulls)


async def run_sweeps(engine: Engine, stop: asyncio.Event, interval_seconds: float) -> None:
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=interval_seconds)
        if stop.is_set():
            return
        try:
            queued = await asyncio.to_thread(enqueue_reaction_polls, engine, datetime.now(UTC))
            log.info("reaction sweep: %d pull request(s) queued", queued)
        except Exception:
            log.exception("reaction sweep failed; next try in %.0fs", interval_seconds)
