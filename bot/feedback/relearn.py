"""The `relearn` job: refit thresholds and mutes after feedback, and keep their history."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import Counter
from datetime import UTC, datetime

from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from bot.core.findings import Category
from bot.core.learning.fold import learn, threshold_for
from bot.core.learning.model import LearnedModel
from bot.core.outcomes import Outcome
from bot.jobs.kinds import JobKind
from bot.jobs.queue import ClaimedJob, enqueue
from bot.jobs.worker import JobHandler
from bot.store import feedback as store
from bot.store.db import write_engine
from bot.store.feedback_models import ThresholdChange

log = logging.getLogger(__name__)


def _latest(session: Session) -> dict[tuple[str, str, str], ThresholdChange]:
    newest = (
        select(func.max(ThresholdChange.id))
        .group_by(
            ThresholdChange.repository_full_name, ThresholdChange.category, ThresholdChange.rule_id
        )
        .scalar_subquery()
    )
    return {
        (row.repository_full_name, row.category, row.rule_id): row
        for row in session.scalars(select(ThresholdChange).where(ThresholdChange.id.in_(newest)))
    }


def changes(
    model: LearnedModel,
    events: Counter[str],
    latest: dict[tuple[str, str, str], ThresholdChange],
    now: datetime,
) -> list[ThresholdChange]:
    """One row per (repository, category) threshold and per rule mute that changed."""
    rows: list[ThresholdChange] = []
    for repository, installation_id in model.installation_of.items():
        for category in Category:
            threshold = threshold_for(model, repository, installation_id, category)
            value = threshold.value
            previous = latest.get((repository, category.value, ""))
            if previous is None or abs(previous.new_value - value) > 1e-9:
                rows.append(
                    ThresholdChange(
                        repository_full_name=repository,
                        category=category.value,
                        rule_id="",
                        old_value=previous.new_value if previous else None,
                        new_value=value,
                        events=events[repository],
                        muted=False,
                        curve=json.dumps(
                            [
                                [
                                    p.threshold,
                                    round(p.precision, 4),
                                    round(p.lower_bound, 4),
                                    round(p.evidence, 2),
                                ]
                                for p in threshold.curve
                            ]
                        ),
                        at=now,
                    )
                )
    for (repository, rule_id), evidence in model.mutes.items():
        previous = latest.get((repository, "", rule_id))
        if (previous is None and evidence.muted) or (
            previous is not None and previous.muted != evidence.muted
        ):
            rows.append(
                ThresholdChange(
                    repository_full_name=repository,
                    category="",
                    rule_id=rule_id,
                    old_value=previous.new_value if previous else None,
                    new_value=1.0 if evidence.muted else 0.0,
                    events=events[repository],
                    muted=evidence.muted,
                    at=now,
                )
            )
    return rows


def relearn(engine: Engine) -> int:
    with Session(write_engine(engine)) as session, session.begin():
        observations = store.observations(session)
        model = learn(observations, unmutes=store.unmutes(session))
        events = Counter(o.repository for o in observations if o.outcome is not Outcome.PENDING)
        rows = changes(model, events, _latest(session), datetime.now(UTC))
        session.add_all(rows)
    return len(rows)


def enqueue_relearn(session: Session) -> None:
    """Queue a refit; queued refits collapse into the newest one."""
    enqueue(session, JobKind.RELEARN, {}, concurrency_key=JobKind.RELEARN.value, supersede=True)


def relearn_handler(engine: Engine) -> JobHandler:
    async def handle(job: ClaimedJob) -> None:
        changed = await asyncio.to_thread(relearn, engine)
        log.info("relearned: %d threshold change(s)", changed)

    return handle
