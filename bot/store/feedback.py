"""Feedback signals in and learning observations out."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from bot.core.findings import Category, Source
from bot.core.learning_model import Observation, Unmute
from bot.core.outcomes import Outcome, Signal, SignalKind, deciding_actor, outcome
from bot.store.feedback_models import FeedbackSignal, RuleUnmute
from bot.store.review_models import FindingRecord

MAX_FINDINGS_LEARNED = 200_000
EXPLORATION_PROPENSITY = 0.1


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


def record_signals(session: Session, signals: Iterable[NewSignal]) -> int:
    rows = [
        FeedbackSignal(
            finding_id=s.finding_id,
            repository_full_name=s.repository_full_name,
            actor=s.actor,
            actor_is_bot=s.actor_is_bot,
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
    grouped: dict[int, list[Signal]] = defaultdict(list)
    ids = list(finding_ids)
    for start in range(0, len(ids), 500):
        for row in session.scalars(
            select(FeedbackSignal).where(FeedbackSignal.finding_id.in_(ids[start : start + 500]))
        ):
            grouped[row.finding_id].append(
                Signal(
                    finding_id=str(row.finding_id),
                    actor=row.actor,
                    actor_is_bot=row.actor_is_bot,
                    kind=SignalKind(row.kind),
                    at=row.at,
                    detail=row.detail,
                )
            )
    return grouped


def finding_outcome(session: Session, finding_id: int) -> Outcome:
    return outcome(signals_of(session, [finding_id]).get(finding_id, []))


def observations(session: Session) -> list[Observation]:
    """Every finding that was shown and has feedback, as the learner's input.

    The learner shrinks a repository toward its installation and the global data,
    so it gets all of it (bounded to the most recent findings).
    """
    with_signals = select(FeedbackSignal.finding_id).distinct()
    rows = list(
        session.scalars(
            select(FindingRecord)
            .where(FindingRecord.id.in_(with_signals))
            .order_by(FindingRecord.id.desc())
            .limit(MAX_FINDINGS_LEARNED)
        )
    )
    signals = signals_of(session, [row.id for row in rows])
    learned: list[Observation] = []
    for row in rows:
        finding_signals = signals.get(row.id, [])
        result = outcome(finding_signals)
        if result is Outcome.PENDING:
            continue
        learned.append(
            Observation(
                installation_id=row.installation_id,
                repository=row.repository_full_name,
                source=Source(row.source),
                category=Category(row.category),
                rule_id=row.rule_id,
                language=row.language or "",
                raw_confidence=row.raw_confidence,
                outcome=result,
                actor=deciding_actor(finding_signals),
                at=max((s.at for s in finding_signals), default=None),
                propensity=EXPLORATION_PROPENSITY if row.exploration else 1.0,
            )
        )
    return learned


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
