"""The numbers behind every page and API call, folded from the store's grouped counts.

Rates count only shown findings (placed in a review, or explored below threshold).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from bot.dashboard.filters import Filters, OutcomeFilter, Scope
from bot.dashboard.rates import OutcomeCounts
from bot.store import dashboard_overview, dashboard_queries
from bot.store.dashboard_models import FindingStatus
from bot.store.dashboard_overview import OverviewGroups
from bot.store.dashboard_queries import FindingWindow, RecentFinding, RepositoryOutcome
from bot.store.sessions import Session

__all__ = ["RecentFinding"]


def finding_window(filters: Filters, scope: Scope) -> FindingWindow:
    """The findings a request covers: its filters, within what its viewer may see."""
    return FindingWindow(
        start=filters.start,
        end=filters.end,
        repositories=scope.repositories,
        repository=filters.repository,
        installation_id=filters.installation_id,
        category=filters.category.value if filters.category is not None else None,
    )


def week_starts(filters: Filters) -> list[datetime]:
    """Every Monday 00:00 UTC from the week holding `since` to the first one after `until`."""
    monday = filters.since - timedelta(days=filters.since.weekday())
    starts = [datetime.combine(monday, time(), tzinfo=UTC)]
    while starts[-1] < filters.end:
        starts.append(starts[-1] + timedelta(weeks=1))
    return starts


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


def _grouped_overview(
    session: Session, filters: Filters, scope: Scope, with_repositories: bool
) -> tuple[Overview, OverviewGroups]:
    window = finding_window(filters, scope)
    starts = week_starts(filters)
    groups = dashboard_overview.overview_groups(session, window, starts, with_repositories)
    median = dashboard_overview.median_seconds_to_address(session, window)
    return _overview(groups, median), groups


def overview(session: Session, filters: Filters, scope: Scope) -> Overview:
    return _grouped_overview(session, filters, scope, with_repositories=False)[0]


def overview_with_repositories(
    session: Session, filters: Filters, scope: Scope, limit: int = 50
) -> tuple[Overview, list[RepositoryCounts]]:
    """The overview and its busiest repositories, from one pass over the findings."""
    overview, groups = _grouped_overview(session, filters, scope, with_repositories=True)
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
    window = finding_window(filters, scope)
    return _busiest(dashboard_queries.repository_outcomes(session, window), limit)


@dataclass(frozen=True, slots=True)
class RuleRow:
    rule_id: str
    source: str
    category: str
    counts: OutcomeCounts


def rules(session: Session, filters: Filters, scope: Scope) -> list[RuleRow]:
    outcomes: dict[tuple[str, str, str], dict[str, int]] = defaultdict(dict)
    for row in dashboard_queries.rule_outcomes(session, finding_window(filters, scope)):
        outcomes[(row.rule_id, row.source, row.category)][row.outcome] = row.count
    return [
        RuleRow(rule_id, source, category, counts_of(found))
        for (rule_id, source, category), found in sorted(outcomes.items())
    ]


def recent_findings(
    session: Session,
    filters: Filters,
    scope: Scope,
    outcome: OutcomeFilter | None = None,
    limit: int = 50,
) -> list[RecentFinding]:
    window = finding_window(filters, scope)
    wanted = outcome.value if outcome is not None else None
    return dashboard_queries.recent_findings(session, window, wanted, limit)
