"""The `relearn` job: refit thresholds and mutes after feedback, and keep their history."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import Counter
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.core.findings import Category
from bot.core.learning.fold import learn, threshold_for
from bot.core.learning.model import CurvePoint, LearnedModel
from bot.core.outcomes import Outcome
from bot.jobs.kinds import JobKind
from bot.jobs.queue import ClaimedJob, enqueue
from bot.jobs.worker import JobHandler
from bot.store import feedback as store
from bot.store.feedback_models import ThresholdChange
from bot.store.learning import ThresholdKey, add_threshold_changes, latest_threshold_changes
from bot.store.transactions import write_session

if TYPE_CHECKING:
    from bot.store.sessions import Engine, Session

log = logging.getLogger(__name__)


def changes(
    model: LearnedModel,
    events: Counter[str],
    latest: dict[ThresholdKey, ThresholdChange],
    now: datetime,
) -> list[ThresholdChange]:
    """One row per (repository, category) threshold and per rule mute that changed."""
    return _threshold_rows(model, events, latest, now) + _mute_rows(model, events, latest, now)


def _threshold_rows(
    model: LearnedModel,
    events: Counter[str],
    latest: dict[ThresholdKey, ThresholdChange],
    now: datetime,
) -> list[ThresholdChange]:
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
                        curve=_curve_json(threshold.curve),
                        at=now,
                    )
                )
    return rows


def _curve_json(curve: Iterable[CurvePoint]) -> str:
    return json.dumps(
        [
            [p.threshold, round(p.precision, 4), round(p.lower_bound, 4), round(p.evidence, 2)]
            for p in curve
        ]
    )


def _mute_rows(
    model: LearnedModel,
    events: Counter[str],
    latest: dict[ThresholdKey, ThresholdChange],
    now: datetime,
) -> list[ThresholdChange]:
    rows: list[ThresholdChange] = []
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
    with write_session(engine) as session:
        observations = store.observations(session)
        model = learn(observations, unmutes=store.unmutes(session))
        events = Counter(o.repository for o in observations if o.outcome is not Outcome.PENDING)
        rows = changes(model, events, latest_threshold_changes(session), datetime.now(UTC))
        add_threshold_changes(session, rows)
    return len(rows)


def enqueue_relearn(session: Session) -> None:
    """Queue a refit; queued refits collapse into the newest one."""
    enqueue(session, JobKind.RELEARN, {}, concurrency_key=JobKind.RELEARN.value, supersede=True)


def relearn_handler(engine: Engine) -> JobHandler:
    async def handle(job: ClaimedJob) -> None:
        changed = await asyncio.to_thread(relearn, engine)
        log.info("relearned: %d threshold change(s)", changed)

    return handle
