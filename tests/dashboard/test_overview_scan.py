"""The overview's single pass: same numbers as the separate queries, read from the partial
indexes on PostgreSQL (a query that stops repeating an index predicate loses the index)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime

import pytest
from psycopg.sql import Literal
from sqlalchemy import Connection, Engine, event, text
from sqlalchemy.orm import Session

from bot.dashboard import numbers
from bot.dashboard.filters import Filters, Scope
from bot.dashboard.numbers import week_starts
from bot.dashboard.rates import OutcomeCounts
from bot.store.dashboard_models import (
    ADDRESSED_BY_CREATED,
    SHOWN_BY_CREATED,
    SHOWN_BY_INSTALLATION_CREATED,
)
from tests.dashboard.data import ACME, WEEK_ONE, WEEK_TWO, seed

MARCH = Filters(since=date(2025, 3, 1), until=date(2025, 3, 31))
EVERYTHING = Scope()
DASHBOARD_INDEXES = {
    str(index.name)
    for index in (SHOWN_BY_CREATED, SHOWN_BY_INSTALLATION_CREATED, ADDRESSED_BY_CREATED)
}


@pytest.fixture
def session(migrated_engine: Engine) -> Iterator[Session]:
    seed(migrated_engine)
    with Session(migrated_engine) as opened:
        yield opened


def test_week_starts_run_from_the_monday_before_since_past_until() -> None:
    starts = week_starts(Filters(since=date(2025, 3, 5), until=date(2025, 3, 17)))
    assert starts == [datetime(2025, 3, day, tzinfo=UTC) for day in (3, 10, 17)] + [
        datetime(2025, 3, 24, tzinfo=UTC)
    ]
    on_a_monday = week_starts(Filters(since=date(2025, 3, 10), until=date(2025, 3, 16)))
    assert on_a_monday == [datetime(2025, 3, 10, tzinfo=UTC), datetime(2025, 3, 17, tzinfo=UTC)]


def test_one_pass_gives_the_numbers_of_the_separate_queries(session: Session) -> None:
    overview, repositories = numbers.overview_with_repositories(session, MARCH, EVERYTHING)
    assert overview == numbers.overview(session, MARCH, EVERYTHING)
    assert repositories == numbers.by_repository(session, MARCH, EVERYTHING)
    assert [(row.repository, row.counts) for row in repositories] == [
        ("acme/widgets", OutcomeCounts(shown=10, accepted=4, dismissed=4, ignored=1, pending=1)),
        ("acme/secret", OutcomeCounts(shown=2, accepted=2)),
        ("other/thing", OutcomeCounts(shown=1, dismissed=1)),
    ]
    assert [week for week, _ in overview.weekly] == [WEEK_ONE, WEEK_TWO]
    assert (overview.pull_requests, overview.addressed) == (4, 2)


def test_one_pass_honours_filters_and_limit(session: Session) -> None:
    acme = Filters(MARCH.since, MARCH.until, installation_id=ACME)
    overview, repositories = numbers.overview_with_repositories(session, acme, EVERYTHING, limit=1)
    assert overview.total.shown == 12
    assert overview.pull_requests == 3
    assert [row.repository for row in repositories] == ["acme/widgets"]
    nothing = Filters(date(2024, 1, 1), date(2024, 1, 31))
    empty, none = numbers.overview_with_repositories(session, nothing, EVERYTHING)
    assert (empty.total, empty.weekly, empty.pull_requests, none) == (OutcomeCounts(), (), 0, [])
    assert empty.median_seconds_to_address is None


def _statements(engine: Engine, run: Callable[[], object]) -> list[tuple[str, dict[str, object]]]:
    sent: list[tuple[str, dict[str, object]]] = []

    def record(
        conn: Connection,
        cursor: object,
        statement: str,
        parameters: dict[str, object],
        context: object,
        executemany: bool,
    ) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            sent.append((statement, dict(parameters)))

    event.listen(engine, "before_cursor_execute", record)
    try:
        run()
    finally:
        event.remove(engine, "before_cursor_execute", record)
    return sent


def _generic_plan(connection: Connection, statement: str, parameters: dict[str, object]) -> str:
    """EXPLAIN the statement as a prepared statement's generic plan: the plan psycopg runs
    once it prepares a statement it has seen five times, where no parameter value is known.
    A partial index whose predicate rests on a parameter's value is unusable there."""
    positional = statement
    for number, name in enumerate(parameters, start=1):
        positional = positional.replace(f"%({name})s", f"${number}")
    connection.exec_driver_sql(f"PREPARE dashboard_probe AS {positional}")
    # EXECUTE is a utility statement: its arguments are SQL literals, not protocol parameters.
    driver = connection.connection.driver_connection
    arguments = ", ".join(Literal(value).as_string(driver) for value in parameters.values())
    execute = f"EXECUTE dashboard_probe({arguments})" if parameters else "EXECUTE dashboard_probe"
    lines = " ".join(row[0] for row in connection.exec_driver_sql(f"EXPLAIN {execute}"))
    connection.exec_driver_sql("DEALLOCATE dashboard_probe")
    return lines


def _indexes_in_plans(
    engine: Engine, statements: list[tuple[str, dict[str, object]]]
) -> list[set[str]]:
    """Which dashboard index each statement reads, with every other way to the rows closed:
    no sequential scans, and the older covering indexes dropped (rolled back afterwards)."""
    plans: list[set[str]] = []
    with engine.connect() as connection, connection.begin() as transaction:
        connection.execute(text("DROP INDEX ix_findings_dashboard_created"))
        connection.execute(text("DROP INDEX ix_findings_dashboard_repository_created"))
        connection.execute(text("SET LOCAL enable_seqscan = off"))
        connection.execute(text("SET LOCAL plan_cache_mode = force_generic_plan"))
        for statement, parameters in statements:
            lines = _generic_plan(connection, statement, parameters)
            plans.append({name for name in DASHBOARD_INDEXES if f" {name} " in lines})
        transaction.rollback()
    return plans


@pytest.mark.parametrize(
    ("filters", "grouped_by"),
    [
        (MARCH, SHOWN_BY_CREATED.name),
        (
            Filters(MARCH.since, MARCH.until, installation_id=ACME),
            SHOWN_BY_INSTALLATION_CREATED.name,
        ),
    ],
)
def test_overview_reads_the_partial_indexes_on_postgresql(
    migrated_engine: Engine, filters: Filters, grouped_by: str
) -> None:
    if migrated_engine.dialect.name != "postgresql":
        pytest.skip("partial covering indexes are PostgreSQL's plan; SQLite plans its own way")
    seed(migrated_engine)

    def run() -> None:
        with Session(migrated_engine) as session:
            numbers.overview_with_repositories(session, filters, EVERYTHING)

    grouped, median = _statements(migrated_engine, run)
    assert _indexes_in_plans(migrated_engine, [grouped, median]) == [
        {grouped_by},
        {ADDRESSED_BY_CREATED.name},
    ]
