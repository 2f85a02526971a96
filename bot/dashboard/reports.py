"""The numbers of one page or API call, composed from the store's reads in one session."""

from __future__ import annotations

from dataclasses import dataclass

from bot.dashboard import learning, numbers
from bot.dashboard.auth import Viewer
from bot.dashboard.filters import Filters, Scope
from bot.dashboard.learning import Learned
from bot.dashboard.numbers import Overview, RecentFinding, RepositoryCounts, RuleRow
from bot.store import dashboard_learning
from bot.store.dashboard_learning import InstallationChoice
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
    overview, repositories = numbers.overview_with_repositories(session, filters, scope)
    return OverviewReport(overview=overview, repositories=tuple(repositories))


def repository_report(session: Session, filters: Filters, scope: Scope) -> RepositoryReport:
    assert filters.repository is not None
    rules = [
        row
        for row in numbers.rules(session, filters, scope)
        if row.counts.decided >= TOP_RULES_MIN_DECIDED
    ]
    accepted = sorted(rules, key=lambda r: (-r.counts.accepted, r.rule_id))
    dismissed = sorted(rules, key=lambda r: (-r.counts.dismissed, r.rule_id))
    return RepositoryReport(
        repository=filters.repository,
        overview=numbers.overview(session, filters, scope),
        learned=learning.learned(session, filters.repository),
        top_accepted=tuple(r for r in accepted[:TOP_RULES] if r.counts.accepted),
        top_dismissed=tuple(r for r in dismissed[:TOP_RULES] if r.counts.dismissed),
        recent=tuple(numbers.recent_findings(session, filters, scope, limit=20)),
    )


def filter_choices(session: Session, viewer: Viewer) -> FilterChoices:
    if viewer.installations is not None:
        installations = tuple(InstallationChoice(i, a) for i, a in viewer.installations)
    else:
        installations = tuple(dashboard_learning.installations(session, viewer.scope.repositories))
    return FilterChoices(installations=installations, repositories=_repositories(session, viewer))


def _repositories(session: Session, viewer: Viewer) -> tuple[str, ...]:
    if viewer.scope.repositories is not None:
        return tuple(sorted(viewer.scope.repositories))
    return tuple(dashboard_learning.active_repositories(session))
