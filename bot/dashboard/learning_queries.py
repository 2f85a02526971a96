"""Read-only queries over what the learner decided: thresholds, their curves, muted rules."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bot.dashboard.filters import Scope
from bot.store.feedback_models import RuleUnmute, ThresholdChange
from bot.store.models import Installation, Repository

MAX_HISTORY = 500


@dataclass(frozen=True, slots=True)
class CurvePoint:
    threshold: float
    precision: float
    lower_bound: float
    evidence: float


@dataclass(frozen=True, slots=True)
class ThresholdPoint:
    category: str
    value: float
    previous: float | None
    events: int
    at: datetime


@dataclass(frozen=True, slots=True)
class CategoryThreshold:
    current: ThresholdPoint
    curve: tuple[CurvePoint, ...]


@dataclass(frozen=True, slots=True)
class MutedRule:
    rule_id: str
    muted_at: datetime
    unmute_requested_at: datetime | None


@dataclass(frozen=True, slots=True)
class Learned:
    thresholds: tuple[CategoryThreshold, ...]
    history: tuple[ThresholdPoint, ...]
    muted: tuple[MutedRule, ...]


def parse_curve(raw: str | None) -> tuple[CurvePoint, ...]:
    if not raw:
        return ()
    points = json.loads(raw)
    return tuple(
        CurvePoint(float(t), float(p), float(lower), float(e)) for t, p, lower, e in points
    )


def threshold_history(session: Session, repository: str) -> list[ThresholdChange]:
    newest_first = (
        select(ThresholdChange)
        .where(ThresholdChange.repository_full_name == repository, ThresholdChange.rule_id == "")
        .order_by(ThresholdChange.at.desc(), ThresholdChange.id.desc())
        .limit(MAX_HISTORY)
    )
    return list(reversed(session.scalars(newest_first).all()))


def _point(row: ThresholdChange) -> ThresholdPoint:
    return ThresholdPoint(row.category, row.new_value, row.old_value, row.events, row.at)


def muted_rules(session: Session, repository: str) -> list[MutedRule]:
    """Rules whose latest mute decision is "muted", with any unmute asked for since."""
    latest = (
        select(func.max(ThresholdChange.id))
        .where(ThresholdChange.repository_full_name == repository, ThresholdChange.rule_id != "")
        .group_by(ThresholdChange.rule_id)
    )
    mutes = session.scalars(
        select(ThresholdChange)
        .where(ThresholdChange.id.in_(latest), ThresholdChange.muted.is_(True))
        .order_by(ThresholdChange.rule_id)
    ).all()
    unmuted: dict[str, datetime] = {}
    for rule_id, at in session.execute(
        select(RuleUnmute.rule_id, RuleUnmute.at).where(
            RuleUnmute.repository_full_name == repository
        )
    ):
        unmuted[rule_id] = max(at, unmuted.get(rule_id, at))
    result = []
    for row in mutes:
        requested = unmuted.get(row.rule_id)
        result.append(
            MutedRule(row.rule_id, row.at, requested if requested and requested >= row.at else None)
        )
    return result


def learned(session: Session, repository: str) -> Learned:
    history = threshold_history(session, repository)
    latest: dict[str, ThresholdChange] = {}
    for row in history:
        latest[row.category] = row
    thresholds = tuple(
        CategoryThreshold(_point(row), parse_curve(row.curve)) for _, row in sorted(latest.items())
    )
    return Learned(
        thresholds=thresholds,
        history=tuple(_point(row) for row in history),
        muted=tuple(muted_rules(session, repository)),
    )


@dataclass(frozen=True, slots=True)
class InstallationChoice:
    id: int
    account: str


def installations(session: Session, scope: Scope) -> list[InstallationChoice]:
    query = select(Installation.id, Installation.account_login).order_by(Installation.account_login)
    if scope.repositories is not None:
        visible = select(Repository.installation_id).where(
            Repository.full_name.in_(sorted(scope.repositories))
        )
        query = query.where(Installation.id.in_(visible))
    return [InstallationChoice(id, account) for id, account in session.execute(query)]


def repositories(session: Session, scope: Scope) -> list[str]:
    if scope.repositories is not None:
        return sorted(scope.repositories)
    query = select(Repository.full_name).where(Repository.removed_at.is_(None))
    return list(session.scalars(query.order_by(Repository.full_name)))
