"""The dashboard overview's grouped counts, read in one pass over the shown findings in range.

On PostgreSQL one statement scans the partial index of shown findings once and hashes
each row into three grouping sets: (week, category, source, outcome, status) for the
charts and totals, (repository, outcome) for the repository table, and (repository, pull
request) — collapsed by an outer query into a single count of pull requests. SQLite has no
GROUPING SETS: there the same groups come from three plain GROUP BY queries.
The median time to address reads the partial index of addressed findings: a third of the rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import IntEnum
from typing import Any

from sqlalchemy import (
    ColumnElement,
    DateTime,
    Integer,
    Select,
    bindparam,
    case,
    cast,
    func,
    null,
    select,
    text,
    tuple_,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import InstrumentedAttribute, Session

from bot.store.dashboard_models import addressed_finding
from bot.store.dashboard_queries import FindingWindow, RepositoryOutcome, window_conditions
from bot.store.review_models import FindingRecord as F

WEEK_ORIGIN = date(1970, 1, 5)
"""The first Monday of the epoch: weeks run Monday to Sunday, in UTC."""
_ORIGIN_OFFSET_SECONDS = 4 * 86400
_WEEK_SECONDS = 7 * 86400
HASH_WORK_MEM = "64MB"
"""PostgreSQL hashes grouping sets only if it expects the hash tables to fit in work_mem;
with the default 4 MB it sorts every row once per grouping set instead (about 5x slower)."""


class GroupingSet(IntEnum):
    """GROUPING(category, pull_number): a set bit marks a column the set does not group by."""

    WEEKLY = 0b01
    PULL_REQUESTS = 0b10
    REPOSITORIES = 0b11


@dataclass(frozen=True, slots=True)
class WeekGroup:
    week: date
    category: str
    source: str
    outcome: str
    status: str
    count: int


@dataclass(frozen=True, slots=True)
class OverviewGroups:
    weeks: tuple[WeekGroup, ...]
    repositories: tuple[RepositoryOutcome, ...]
    """Empty unless asked for."""
    pull_requests: int


def week_start(index: int) -> date:
    return WEEK_ORIGIN + timedelta(weeks=index)


DateColumn = (
    ColumnElement[datetime]
    | InstrumentedAttribute[datetime]
    | InstrumentedAttribute[datetime | None]
)


def sqlite_epoch_seconds(column: DateColumn) -> ColumnElement[int]:
    return cast(func.strftime("%s", column), Integer)


def sqlite_week_index(column: DateColumn) -> ColumnElement[int]:
    seconds = sqlite_epoch_seconds(column) - _ORIGIN_OFFSET_SECONDS
    return cast(seconds / _WEEK_SECONDS, Integer)  # integer division of integers


def overview_groups(
    session: Session,
    window: FindingWindow,
    week_starts: Sequence[datetime],
    with_repositories: bool,
) -> OverviewGroups:
    """`week_starts`: the Mondays (UTC) from the week holding the window's start past its end."""
    where = window_conditions(window)
    if session.get_bind().dialect.name == "postgresql":
        return _single_pass(session, list(week_starts), where, with_repositories)
    return _portable(session, where, with_repositories)


def median_seconds_to_address(session: Session, window: FindingWindow) -> float | None:
    addressed = [*window_conditions(window), addressed_finding()]
    if session.get_bind().dialect.name == "postgresql":
        elapsed = func.date_part("epoch", F.addressed_at - F.created_at)
        median = session.scalar(
            select(func.percentile_cont(0.5).within_group(elapsed)).where(*addressed)
        )
        return float(median) if median is not None else None
    duration = sqlite_epoch_seconds(F.addressed_at) - sqlite_epoch_seconds(F.created_at)
    count = session.scalar(select(func.count()).where(*addressed)) or 0
    if count == 0:
        return None
    middle = select(duration).where(*addressed).order_by(duration)
    offset, taken = ((count - 1) // 2, 1) if count % 2 else (count // 2 - 1, 2)
    values: list[int] = list(session.scalars(middle.offset(offset).limit(taken)))
    return sum(values) / len(values)


def _grouping_sets_query(
    starts: list[datetime], where: Sequence[ColumnElement[bool]], with_repositories: bool
) -> Select[tuple[Any, ...]]:
    """One scan hashed into the grouping sets, pull requests collapsed to one row each."""
    # width_bucket compares timestamps only: far cheaper per row than date arithmetic.
    timestamps = ARRAY(DateTime(timezone=True))
    boundaries = cast(bindparam("week_starts", starts, type_=timestamps), timestamps)
    week = func.width_bucket(F.created_at, boundaries)
    sets = [
        tuple_(week, F.category, F.source, F.outcome, F.status),
        tuple_(F.repository_full_name, F.pull_number),
    ]
    if with_repositories:
        sets.append(tuple_(F.repository_full_name, F.outcome))
    grouped = (
        select(
            func.grouping(F.category, F.pull_number).label("grouping_set"),
            week.label("week"),
            F.category,
            F.source,
            F.outcome,
            F.status,
            F.repository_full_name,
            func.count().label("findings"),
        )
        .where(*where)
        .group_by(func.grouping_sets(*sets))
        .subquery()
    )
    g = grouped.c
    repository = case(
        (g.grouping_set == GroupingSet.PULL_REQUESTS.value, null()),
        else_=g.repository_full_name,
    )
    keys = (g.grouping_set, g.week, g.category, g.source, g.outcome, g.status, repository)
    return select(*keys, func.sum(g.findings), func.count()).group_by(*keys)


def _single_pass(
    session: Session,
    starts: list[datetime],
    where: Sequence[ColumnElement[bool]],
    with_repositories: bool,
) -> OverviewGroups:
    collapsed = _grouping_sets_query(starts, where, with_repositories)
    session.execute(text(f"SET LOCAL work_mem = '{HASH_WORK_MEM}'"))
    weeks: list[WeekGroup] = []
    repositories: list[RepositoryOutcome] = []
    pull_requests = 0
    for (
        grouping,
        bucket,
        category,
        source,
        outcome,
        status,
        name,
        findings,
        rows,
    ) in session.execute(collapsed):
        match GroupingSet(grouping):
            case GroupingSet.WEEKLY:
                # Bucket i holds [starts[i-1], starts[i]): every row in range has 1 <= i < len.
                monday = starts[int(bucket) - 1].date()
                weeks.append(WeekGroup(monday, category, source, outcome, status, int(findings)))
            case GroupingSet.REPOSITORIES:
                repositories.append(RepositoryOutcome(name, outcome, int(findings)))
            case GroupingSet.PULL_REQUESTS:
                pull_requests = int(rows)
    return OverviewGroups(tuple(weeks), tuple(repositories), pull_requests)


def _portable(
    session: Session, where: Sequence[ColumnElement[bool]], with_repositories: bool
) -> OverviewGroups:
    week = sqlite_week_index(F.created_at)
    by_week = (
        select(week, F.category, F.source, F.outcome, F.status, func.count())
        .where(*where)
        .group_by(week, F.category, F.source, F.outcome, F.status)
    )
    weeks = tuple(
        WeekGroup(week_start(int(index)), category, source, outcome, status, count)
        for index, category, source, outcome, status, count in session.execute(by_week)
    )
    pulls = select(F.repository_full_name, F.pull_number).where(*where).distinct().subquery()
    pull_requests = session.scalar(select(func.count()).select_from(pulls)) or 0
    repositories: tuple[RepositoryOutcome, ...] = ()
    if with_repositories:
        by_repository = (
            select(F.repository_full_name, F.outcome, func.count())
            .where(*where)
            .group_by(F.repository_full_name, F.outcome)
        )
        repositories = tuple(
            RepositoryOutcome(name, outcome, count)
            for name, outcome, count in session.execute(by_repository)
        )
    return OverviewGroups(weeks, repositories, pull_requests)
