"""Read-only queries over findings: the numbers behind every page and API call.

Rates count only shown findings (placed in a review, or explored below threshold).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.orm import Session

from bot.dashboard.filters import Filters, OutcomeFilter, Scope
from bot.dashboard.overview_scan import (
    OverviewGroups,
    RepositoryOutcome,
    median_seconds_to_address,
    overview_groups,
)
from bot.dashboard.rates import OutcomeCounts
from bot.store.dashboard_models import FindingStatus, shown_finding
from bot.store.review_models import FindingRecord as F


def conditions(filters: Filters, scope: Scope) -> list[ColumnElement[bool]]:
    where = [F.created_at >= filters.start, F.created_at < filters.end, shown_finding()]
    if scope.repositories is not None:
        where.append(F.repository_full_name.in_(sorted(scope.repositories)))
    if filters.repository is not None:
        where.append(F.repository_full_name == filters.repository)
    if filters.installation_id is not None:
        where.append(F.installation_id == filters.installation_id)
    if filters.category is not None:
        where.append(F.category == filters.category.value)
    return where


def counts_of(outcomes: dict[str, int]) -> OutcomeCounts:
    return OutcomeCounts(
        shown=sum(outcomes.values()),
        accepted=outcomes.get(OutcomeFilter.ACCEPTED, 0),
        dismissed=outcomes.get(OutcomeFilter.DISMISSED, 0),
        ignored=outcomes.get(OutcomeFilter.IGNORED, 0),
        pending=outcomes.get(OutcomeFilter.PENDING, 0),
    )


@dataclass(frozen=True, slots=True)
class Overview:
    total: OutcomeCounts
    weekly: tuple[tuple[date, OutcomeCounts], ...]
    by_category: tuple[tuple[str, OutcomeCounts], ...]
    by_source: tuple[tuple[str, OutcomeCounts], ...]
    addressed: int
    pull_requests: int
    median_seconds_to_address: float | None

    @property
    def findings_per_pull_request(self) -> float | None:
        return self.total.shown / self.pull_requests if self.pull_requests else None

    @property
    def addressed_share(self) -> float | None:
        return self.addressed / self.total.shown if self.total.shown else None


def _fold(groups: dict[str, dict[str, int]]) -> tuple[tuple[str, OutcomeCounts], ...]:
    return tuple((key, counts_of(groups[key])) for key in sorted(groups))


def _overview(groups: OverviewGroups, median: float | None) -> Overview:
    weekly: dict[date, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    categories: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    sources: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    addressed = 0
    for group in groups.weeks:
        weekly[group.week][group.outcome] += group.count
        categories[group.category][group.outcome] += group.count
        sources[group.source][group.outcome] += group.count
        addressed += group.count if group.status == FindingStatus.ADDRESSED else 0
    by_week = tuple((week, counts_of(weekly[week])) for week in sorted(weekly))
    return Overview(
        total=sum((counts for _, counts in by_week), OutcomeCounts()),
        weekly=by_week,
        by_category=_fold(categories),
        by_source=_fold(sources),
        addressed=addressed,
        pull_requests=groups.pull_requests,
        median_seconds_to_address=median,
    )


def overview(session: Session, filters: Filters, scope: Scope) -> Overview:
    where = conditions(filters, scope)
    groups = overview_groups(session, filters, where, with_repositories=False)
    return _overview(groups, median_seconds_to_address(session, where))


def overview_with_repositories(
    session: Session, filters: Filters, scope: Scope, limit: int = 50
) -> tuple[Overview, list[RepositoryCounts]]:
    """The overview and its busiest repositories, from one pass over the findings."""
    where = conditions(filters, scope)
    groups = overview_groups(session, filters, where, with_repositories=True)
    overview = _overview(groups, median_seconds_to_address(session, where))
    return overview, _busiest(groups.repositories, limit)


@dataclass(frozen=True, slots=True)
class RepositoryCounts:
    repository: str
    counts: OutcomeCounts


def _busiest(rows: Iterable[RepositoryOutcome], limit: int) -> list[RepositoryCounts]:
    outcomes: dict[str, dict[str, int]] = defaultdict(dict)
    for row in rows:
        outcomes[row.repository][row.outcome] = row.count
    counted = [RepositoryCounts(name, counts_of(found)) for name, found in outcomes.items()]
    counted.sort(key=lambda row: (-row.counts.shown, row.repository))
    return counted[:limit]


def by_repository(
    session: Session, filters: Filters, scope: Scope, limit: int = 50
) -> list[RepositoryCounts]:
    """The repositories with the most shown findings in range."""
    grouped = (
        select(F.repository_full_name, F.outcome, func.count())
        .where(*conditions(filters, scope))
        .group_by(F.repository_full_name, F.outcome)
    )
    rows = session.execute(grouped)
    return _busiest((RepositoryOutcome(name, outcome, n) for name, outcome, n in rows), limit)


@dataclass(frozen=True, slots=True)
class RuleRow:
    rule_id: str
    source: str
    category: str
    counts: OutcomeCounts


def rules(session: Session, filters: Filters, scope: Scope) -> list[RuleRow]:
    grouped = (
        select(F.rule_id, F.source, F.category, F.outcome, func.count())
        .where(*conditions(filters, scope))
        .group_by(F.rule_id, F.source, F.category, F.outcome)
    )
    outcomes: dict[tuple[str, str, str], dict[str, int]] = defaultdict(dict)
    for rule_id, source, category, outcome, count in session.execute(grouped):
        outcomes[(rule_id, source, category)][outcome] = count
    return [
        RuleRow(rule_id, source, category, counts_of(found))
        for (rule_id, source, category), found in sorted(outcomes.items())
    ]


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


def recent_findings(
    session: Session,
    filters: Filters,
    scope: Scope,
    outcome: OutcomeFilter | None = None,
    limit: int = 50,
) -> list[RecentFinding]:
    query: Select[F] = select(F).where(*conditions(filters, scope))
    if outcome is not None:
        query = query.where(F.outcome == outcome.value)
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
