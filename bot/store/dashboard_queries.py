"""The dashboard's reads over findings: grouped outcome counts and the newest findings.

Every read counts only shown findings (placed in a review, or explored below threshold)
within a `FindingWindow`; the dashboard folds the rows into rates.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.orm import Session

from bot.store.dashboard_models import shown_finding
from bot.store.review_models import FindingRecord as F


@dataclass(frozen=True, slots=True)
class FindingWindow:
    """Which findings a read covers: created in [start, end), narrowed by the rest."""

    start: datetime
    end: datetime
    repositories: frozenset[str] | None = None
    """The repositories the viewer may see; None means all of them."""
    repository: str | None = None
    installation_id: int | None = None
    category: str | None = None


def window_conditions(window: FindingWindow) -> list[ColumnElement[bool]]:
    where = [F.created_at >= window.start, F.created_at < window.end, shown_finding()]
    if window.repositories is not None:
        where.append(F.repository_full_name.in_(sorted(window.repositories)))
    if window.repository is not None:
        where.append(F.repository_full_name == window.repository)
    if window.installation_id is not None:
        where.append(F.installation_id == window.installation_id)
    if window.category is not None:
        where.append(F.category == window.category)
    return where


@dataclass(frozen=True, slots=True)
class RepositoryOutcome:
    repository: str
    outcome: str
    count: int


@dataclass(frozen=True, slots=True)
class RuleOutcome:
    rule_id: str
    source: str
    category: str
    outcome: str
    count: int


@dataclass(frozen=True, slots=True)
class RecentFinding:
    id: int
    title: str
    repository: str
    pull_number: int
    rule_id: str
    source: str
    category: str
    path: str
    start_line: int | None
    outcome: str
    confidence: float
    comment_url: str | None
    created_at: datetime


def repository_outcomes(session: Session, window: FindingWindow) -> list[RepositoryOutcome]:
    """Shown findings counted by repository and outcome."""
    grouped = (
        select(F.repository_full_name, F.outcome, func.count())
        .where(*window_conditions(window))
        .group_by(F.repository_full_name, F.outcome)
    )
    return [RepositoryOutcome(name, outcome, n) for name, outcome, n in session.execute(grouped)]


def rule_outcomes(session: Session, window: FindingWindow) -> list[RuleOutcome]:
    """Shown findings counted by rule (with its source and category) and outcome."""
    grouped = (
        select(F.rule_id, F.source, F.category, F.outcome, func.count())
        .where(*window_conditions(window))
        .group_by(F.rule_id, F.source, F.category, F.outcome)
    )
    return [
        RuleOutcome(rule_id, source, category, outcome, n)
        for rule_id, source, category, outcome, n in session.execute(grouped)
    ]


def recent_findings(
    session: Session, window: FindingWindow, outcome: str | None, limit: int
) -> list[RecentFinding]:
    """The newest shown findings, with the given outcome if one is named."""
    query: Select[F] = select(F).where(*window_conditions(window))
    if outcome is not None:
        query = query.where(F.outcome == outcome)
    query = query.order_by(F.created_at.desc(), F.id.desc()).limit(limit)
    return [
        RecentFinding(
            id=row.id,
            title=row.title,
            repository=row.repository_full_name,
            pull_number=row.pull_number,
            rule_id=row.rule_id,
            source=row.source,
            category=row.category,
            path=row.path,
            start_line=row.start_line,
            outcome=row.outcome,
            confidence=row.confidence,
            comment_url=row.comment_url,
            created_at=row.created_at,
        )
        for row in session.scalars(query)
    ]
