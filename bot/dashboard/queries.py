"""Read-only queries over findings: the numbers behind every page and API call.

Rates count only shown findings (placed in a review, or explored below threshold).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy import ColumnElement, Integer, Select, cast, func, or_, select
from sqlalchemy.orm import InstrumentedAttribute, Session

from bot.core.report import Visibility
from bot.dashboard.filters import Filters, OutcomeFilter, Scope
from bot.dashboard.rates import OutcomeCounts
from bot.store.review_models import FindingRecord as F

SHOWN_PLACEMENTS = (
    Visibility.INLINE.value,
    Visibility.FILE_LEVEL.value,
    Visibility.SUMMARY.value,
    Visibility.OVER_CAP.value,
)
ADDRESSED = "addressed"
WEEK_ORIGIN = date(1970, 1, 5)
"""The first Monday of the epoch: weeks run Monday to Sunday, in UTC."""
_ORIGIN_OFFSET_SECONDS = 4 * 86400
_WEEK_SECONDS = 7 * 86400


DateColumn = ColumnElement[datetime] | InstrumentedAttribute[datetime] | InstrumentedAttribute[
    datetime | None
]


def _dialect(session: Session) -> str:
    return session.get_bind().dialect.name


def epoch_seconds(column: DateColumn, dialect: str) -> ColumnElement[int]:
    if dialect == "sqlite":
        return cast(func.strftime("%s", column), Integer)
    return cast(func.floor(func.extract("epoch", column)), Integer)


def week_index(column: DateColumn, dialect: str) -> ColumnElement[int]:
    seconds = epoch_seconds(column, dialect) - _ORIGIN_OFFSET_SECONDS
    if dialect == "sqlite":
        return cast(seconds / _WEEK_SECONDS, Integer)  # integer division of integers
    return cast(func.floor(seconds / float(_WEEK_SECONDS)), Integer)


def week_start(index: int) -> date:
    return WEEK_ORIGIN + timedelta(weeks=index)


def shown() -> ColumnElement[bool]:
    return or_(F.placement.in_(SHOWN_PLACEMENTS), F.exploration.is_(True))


def conditions(filters: Filters, scope: Scope) -> list[ColumnElement[bool]]:
    where = [F.created_at >= filters.start, F.created_at < filters.end, shown()]
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


def overview(session: Session, filters: Filters, scope: Scope) -> Overview:
    where = conditions(filters, scope)
    week = week_index(F.created_at, _dialect(session)).label("week")
    grouped = (
        select(week, F.category, F.source, F.outcome, F.status, func.count())
        .where(*where)
        .group_by(week, F.category, F.source, F.outcome, F.status)
    )
    weekly: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    categories: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    sources: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    addressed = 0
    for week_number, category, source, outcome, status, count in session.execute(grouped):
        weekly[int(week_number)][outcome] += count
        categories[category][outcome] += count
        sources[source][outcome] += count
        addressed += count if status == ADDRESSED else 0
    by_week = tuple(
        (week_start(number), counts_of(weekly[number])) for number in sorted(weekly)
    )
    total = sum((counts for _, counts in by_week), OutcomeCounts())
    return Overview(
        total=total,
        weekly=by_week,
        by_category=_fold(categories),
        by_source=_fold(sources),
        addressed=addressed,
        pull_requests=pull_request_count(session, where),
        median_seconds_to_address=median_seconds_to_address(session, where),
    )


def pull_request_count(session: Session, where: list[ColumnElement[bool]]) -> int:
    pulls = select(F.repository_full_name, F.pull_number).where(*where).distinct().subquery()
    return session.scalar(select(func.count()).select_from(pulls)) or 0


def median_seconds_to_address(
    session: Session, where: list[ColumnElement[bool]]
) -> float | None:
    dialect = _dialect(session)
    addressed = [*where, F.status == ADDRESSED, F.addressed_at.is_not(None)]
    duration = epoch_seconds(F.addressed_at, dialect) - epoch_seconds(F.created_at, dialect)
    if dialect == "postgresql":
        median = session.scalar(
            select(func.percentile_cont(0.5).within_group(duration)).where(*addressed)
        )
        return float(median) if median is not None else None
    count = session.scalar(select(func.count()).where(*addressed)) or 0
    if count == 0:
        return None
    middle = select(duration).where(*addressed).order_by(duration)
    offset, taken = ((count - 1) // 2, 1) if count % 2 else (count // 2 - 1, 2)
    values = list(session.scalars(middle.offset(offset).limit(taken)))
    return sum(values) / len(values)


@dataclass(frozen=True, slots=True)
class RepositoryCounts:
    repository: str
    counts: OutcomeCounts


def by_repository(
    session: Session, filters: Filters, scope: Scope, limit: int = 50
) -> list[RepositoryCounts]:
    """The repositories with the most shown findings in range."""
    grouped = (
        select(F.repository_full_name, F.outcome, func.count())
        .where(*conditions(filters, scope))
        .group_by(F.repository_full_name, F.outcome)
    )
    outcomes: dict[str, dict[str, int]] = defaultdict(dict)
    for repository, outcome, count in session.execute(grouped):
        outcomes[repository][outcome] = count
    rows = [RepositoryCounts(name, counts_of(found)) for name, found in outcomes.items()]
    rows.sort(key=lambda row: (-row.counts.shown, row.repository))
    return rows[:limit]


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
