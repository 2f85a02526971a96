"""The numbers of one page or API call, composed from the queries in one session."""

from __future__ import annotations

from dataclasses import dataclass

from bot.dashboard import learning_queries, queries
from bot.dashboard.auth import Viewer
from bot.dashboard.filters import Filters, Scope
from bot.dashboard.learning_queries import InstallationChoice, Learned
from bot.dashboard.queries import Overview, RecentFinding, RepositoryCounts, RuleRow
from bot.store.sessions import Session

TOP_RULES = 5
TOP_RULES_MIN_DECIDED = 1


@dataclass(frozen=True, slots=True)
class OverviewReport:
    overview: Overview
    repositories: tuple[RepositoryCounts, ...]


@dataclass(frozen=True, slots=True)
class RepositoryReport:
    repository: str
    overview: Overview
    learned: Learned
    top_accepted: tuple[RuleRow, ...]
    top_dismissed: tuple[RuleRow, ...]
    recent: tuple[RecentFinding, ...]


@dataclass(frozen=True, slots=True)
class FilterChoices:
    installations: tuple[InstallationChoice, ...]
    repositories: tuple[str, ...]


def overview_report(session: Session, filters: Filters, scope: Scope) -> OverviewReport:
    overview, repositories = queries.overview_with_repositories(session, filters, scope)
    return OverviewReport(overview=overview, repositories=tuple(repositories))


def repository_report(session: Session, filters: Filters, scope: Scope) -> RepositoryReport:
    assert filters.repository is not None
    rules = [
        row
        for row in queries.rules(session, filters, scope)
        if row.counts.decided >= TOP_RULES_MIN_DECIDED
    ]
    accepted = sorted(rules, key=lambda r: (-r.counts.accepted, r.rule_id))
    dismissed = sorted(rules, key=lambda r: (-r.counts.dismissed, r.rule_id))
    return RepositoryReport(
        repository=filters.repository,
        overview=queries.overview(session, filters, scope),
        learned=learning_queries.learned(session, filters.repository),
        top_accepted=tuple(r for r in accepted[:TOP_RULES] if r.counts.accepted),
        top_dismissed=tuple(r for r in dismissed[:TOP_RULES] if r.counts.dismissed),
        recent=tuple(queries.recent_findings(session, filters, scope, limit=20)),
    )


def filter_choices(session: Session, viewer: Viewer) -> FilterChoices:
    if viewer.installations is not None:
        installations = tuple(InstallationChoice(i, a) for i, a in viewer.installations)
    else:
        installations = tuple(learning_queries.installations(session, viewer.scope))
    return FilterChoices(
        installations=installations,
        repositories=tuple(learning_queries.repositories(session, viewer.scope)),
    )
