"""Feedback signals in and learning observations out."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from bot.core.findings import Category, Source
from bot.core.learning.model import Observation, Unmute
from bot.core.outcomes import Outcome, Signal, SignalKind, deciding_actor, outcome
from bot.store.feedback_models import FeedbackSignal, RuleUnmute
from bot.store.review_models import FindingRecord

MAX_FINDINGS_LEARNED = 3_000
"""The learner's population: the most recent findings, judged or not (bounds a fit's cost)."""
MAX_JUDGED_LEARNED = 1_000
"""Its evidence: the judged findings among those, then older judged ones up to this many."""
JUDGED = (Outcome.ACCEPTED.value, Outcome.DISMISSED.value)


@dataclass(frozen=True, slots=True)
class NewSignal:
    finding_id: int
    repository_full_name: str
    actor: str
    actor_is_bot: bool
    kind: SignalKind
    at: datetime
    detail: str = ""
    delivery_id: str | None = None
    weighted: bool = True
    """False: someone whose feedback does not count (no write access, not the PR's author)."""


def record_signals(session: Session, signals: Iterable[NewSignal]) -> int:
    rows = [
        FeedbackSignal(
            finding_id=s.finding_id,
            repository_full_name=s.repository_full_name,
            actor=s.actor,
            actor_is_bot=s.actor_is_bot,
            weighted=s.weighted,
            kind=s.kind.value,
            detail=s.detail[:2000],
            at=s.at,
            delivery_id=s.delivery_id,
        )
        for s in signals
    ]
    session.add_all(rows)
    session.flush()
    refresh_outcomes(session, {row.finding_id for row in rows})
    return len(rows)


def refresh_outcomes(session: Session, finding_ids: Iterable[int]) -> None:
    """Store each finding's outcome, folded from all its signals (the dashboard reads it)."""
    grouped = signals_of(session, finding_ids)
    for finding_id, signals in grouped.items():
        row = session.get(FindingRecord, finding_id)
        if row is not None:
            row.outcome = outcome(signals).value
            row.outcome_at = max(signal.at for signal in signals)
    session.flush()


def signals_of(session: Session, finding_ids: Iterable[int]) -> dict[int, list[Signal]]:
    """The signals that count (weighted ones), per finding."""
    grouped: dict[int, list[Signal]] = defaultdict(list)
    ids = list(finding_ids)
    for start in range(0, len(ids), 500):
        for row in session.scalars(
            select(FeedbackSignal).where(
                FeedbackSignal.finding_id.in_(ids[start : start + 500]),
                FeedbackSignal.weighted.is_(True),
            )
        ):
            grouped[row.finding_id].append(_signal(row))
    return grouped


def finding_outcome(session: Session, finding_id: int) -> Outcome:
    return outcome(signals_of(session, [finding_id]).get(finding_id, []))


def observations(
    session: Session, recent: int = MAX_FINDINGS_LEARNED, judged: int = MAX_JUDGED_LEARNED
) -> list[Observation]:
    """The learner's input: the `recent` latest findings, PENDING included (the population a
    cutoff is judged on), and older judged ones until `judged` judged findings in all."""
    rows = list(
        session.scalars(select(FindingRecord).order_by(FindingRecord.id.desc()).limit(recent))
    )
    if not rows:
        return []
    signals = _signals_from(session, rows[-1].id)
    owed = judged - sum(row.outcome in JUDGED for row in rows)
    if owed > 0:
        older = list(
            session.scalars(
                select(FindingRecord)
                .where(FindingRecord.id < rows[-1].id, FindingRecord.outcome.in_(JUDGED))
                .order_by(FindingRecord.id.desc())
                .limit(owed)
            )
        )
        signals.update(signals_of(session, [row.id for row in older]))
        rows += older
    return [_observation(row, signals.get(row.id, [])) for row in rows]


def _observation(row: FindingRecord, finding_signals: list[Signal]) -> Observation:
    return Observation(
        installation_id=row.installation_id,
        repository=row.repository_full_name,
        source=Source(row.source),
        category=Category(row.category),
        rule_id=row.rule_id,
        language=row.language or "",
        raw_confidence=row.raw_confidence,
        outcome=outcome(finding_signals),
        actor=deciding_actor(finding_signals),
        at=max((s.at for s in finding_signals), default=None),
    )


def _signals_from(session: Session, first_finding_id: int) -> dict[int, list[Signal]]:
    grouped: dict[int, list[Signal]] = defaultdict(list)
    for row in session.scalars(
        select(FeedbackSignal).where(
            FeedbackSignal.finding_id >= first_finding_id, FeedbackSignal.weighted.is_(True)
        )
    ):
        grouped[row.finding_id].append(_signal(row))
    return grouped


def _signal(row: FeedbackSignal) -> Signal:
    return Signal(
        finding_id=str(row.finding_id),
        actor=row.actor,
        actor_is_bot=row.actor_is_bot,
        kind=SignalKind(row.kind),
        at=row.at,
        detail=row.detail,
    )


def unmutes(session: Session) -> list[Unmute]:
    return [
        Unmute(repository=row.repository_full_name, rule_id=row.rule_id, at=row.at)
        for row in session.scalars(select(RuleUnmute))
    ]


def record_unmute(
    session: Session, repository_full_name: str, rule_id: str, actor: str, at: datetime
) -> None:
    session.add(
        RuleUnmute(repository_full_name=repository_full_name, rule_id=rule_id, actor=actor, at=at)
    )
    session.flush()
