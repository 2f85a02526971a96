"""What the learner decided, as the pages show it: thresholds, their curves, muted rules."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from bot.store import dashboard_learning
from bot.store.dashboard_learning import MutedRule, ThresholdStep
from bot.store.sessions import Session

__all__ = ["MutedRule"]


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


def _point(step: ThresholdStep) -> ThresholdPoint:
    return ThresholdPoint(step.category, step.value, step.previous, step.events, step.at)


def learned(session: Session, repository: str) -> Learned:
    history = dashboard_learning.threshold_history(session, repository)
    latest: dict[str, ThresholdStep] = {}
    for step in history:
        latest[step.category] = step
    thresholds = tuple(
        CategoryThreshold(_point(step), parse_curve(step.curve))
        for _, step in sorted(latest.items())
    )
    return Learned(
        thresholds=thresholds,
        history=tuple(_point(step) for step in history),
        muted=tuple(dashboard_learning.muted_rules(session, repository)),
    )
