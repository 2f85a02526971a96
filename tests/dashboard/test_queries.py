"""The dashboard's numbers on known data, on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from bot.core.findings import Category
from bot.dashboard import learning, numbers
from bot.dashboard.filters import FilterError, Filters, OutcomeFilter, Scope, parse_filters
from bot.dashboard.rates import OutcomeCounts
from bot.dashboard.rules_table import RuleQuery, RuleSort, rules_csv, select_rules
from tests.dashboard.data import ACME, MUTED_RULE, WEEK_ONE, WEEK_TWO, XSS_TITLE, seed

MARCH = Filters(since=date(2025, 3, 1), until=date(2025, 3, 31))
EVERYTHING = Scope()
WIDGETS_ONLY = Scope(repositories=frozenset({"acme/widgets"}))


@pytest.fixture
def session(migrated_engine: Engine) -> Iterator[Session]:
    seed(migrated_engine)
    with Session(migrated_engine) as opened:
        yield opened


def test_overview_counts_shown_findings_in_range(session: Session) -> None:
    overview = numbers.overview(session, MARCH, EVERYTHING)
    assert overview.total == OutcomeCounts(shown=13, accepted=6, dismissed=5, ignored=1, pending=1)
    assert overview.total.rate == pytest.approx(6 / 11)
    assert overview.pull_requests == 4
    assert overview.findings_per_pull_request == pytest.approx(13 / 4)
    assert overview.addressed == 2
    assert overview.addressed_share == pytest.approx(2 / 13)
    assert overview.median_seconds_to_address == pytest.approx(7200)


def test_weeks_start_on_monday_utc(session: Session) -> None:
    weekly = dict(numbers.overview(session, MARCH, EVERYTHING).weekly)
    assert list(weekly) == [WEEK_ONE, WEEK_TWO]
    assert weekly[WEEK_ONE] == OutcomeCounts(shown=7, accepted=3, dismissed=3, ignored=1)
    assert weekly[WEEK_TWO] == OutcomeCounts(shown=6, accepted=3, dismissed=2, pending=1)


def test_by_category_and_by_source(session: Session) -> None:
    overview = numbers.overview(session, MARCH, EVERYTHING)
    categories = dict(overview.by_category)
    assert categories["security"] == OutcomeCounts(shown=7, accepted=3, dismissed=3, ignored=1)
    assert categories["style"] == OutcomeCounts(shown=2, accepted=2)
    sources = dict(overview.by_source)
    assert sources["llm"] == OutcomeCounts(shown=4, accepted=1, dismissed=2, pending=1)
    assert sources["secrets"] == OutcomeCounts(shown=1, dismissed=1)
    assert sources["semgrep"] == OutcomeCounts(shown=8, accepted=5, dismissed=2, ignored=1)


def test_scope_limits_every_number(session: Session) -> None:
    overview = numbers.overview(session, MARCH, WIDGETS_ONLY)
    assert overview.total == OutcomeCounts(shown=10, accepted=4, dismissed=4, ignored=1, pending=1)
    assert overview.pull_requests == 2
    assert [r.repository for r in numbers.by_repository(session, MARCH, WIDGETS_ONLY)] == [
        "acme/widgets"
    ]
    assert {r.repository for r in numbers.recent_findings(session, MARCH, WIDGETS_ONLY)} == {
        "acme/widgets"
    }
    assert numbers.overview(session, MARCH, Scope(repositories=frozenset())).total.shown == 0


def test_filters_by_repository_installation_category_and_dates(session: Session) -> None:
    def total(filters: Filters) -> OutcomeCounts:
        return numbers.overview(session, filters, EVERYTHING).total

    assert total(MARCH.with_repository("acme/secret")) == OutcomeCounts(shown=2, accepted=2)
    assert total(Filters(MARCH.since, MARCH.until, installation_id=ACME)).shown == 12
    assert total(Filters(MARCH.since, MARCH.until, category=Category.CORRECTNESS)).shown == 4
    # The last second of Sunday is in week one; Monday 00:00:00 starts week two.
    assert total(Filters(date(2025, 3, 9), date(2025, 3, 9))).shown == 1
    assert total(Filters(date(2025, 3, 10), date(2025, 3, 10))).shown == 6
    assert total(Filters(date(2025, 2, 1), date(2025, 2, 28))).shown == 1


def test_rules_table_with_intervals(session: Session) -> None:
    rows = {row.rule_id: row for row in numbers.rules(session, MARCH, EVERYTHING)}
    assert set(rows) == {"py.sql-injection", "llm.bug", "=cmd|style.x", "secrets.aws-key"}
    sql = rows["py.sql-injection"].counts
    assert sql == OutcomeCounts(shown=6, accepted=3, dismissed=2, ignored=1)
    assert sql.interval is not None
    assert (round(sql.interval.low, 4), round(sql.interval.high, 4)) == (0.2307, 0.8824)


def test_rules_sort_and_filter(session: Session) -> None:
    rows = numbers.rules(session, MARCH, EVERYTHING)
    by_rate = select_rules(rows, RuleQuery(sort=RuleSort.RATE, descending=True))
    assert [r.rule_id for r in by_rate] == [
        "=cmd|style.x",
        "py.sql-injection",
        "llm.bug",
        "secrets.aws-key",
    ]
    ascending = select_rules(rows, RuleQuery(sort=RuleSort.SHOWN, descending=False))
    assert [r.counts.shown for r in ascending] == [1, 2, 4, 6]
    assert [r.rule_id for r in select_rules(rows, RuleQuery(text="LLM"))] == ["llm.bug"]
    assert {r.rule_id for r in select_rules(rows, RuleQuery(min_decided=3))} == {
        "py.sql-injection",
        "llm.bug",
    }


def test_rules_csv_neutralises_formulas(session: Session) -> None:
    by_rule = RuleQuery(sort=RuleSort.RULE, descending=False)
    rows = select_rules(numbers.rules(session, MARCH, EVERYTHING), by_rule)
    lines = rules_csv(rows).splitlines()
    assert lines[0].startswith("rule_id,source,category,shown,accepted,dismissed,ignored")
    assert "'=cmd|style.x,semgrep,style,2,2,0,0,0,1.0000," in lines[1]
    assert lines[3].startswith("py.sql-injection,semgrep,security,6,3,2,1,0,0.6000,0.2307,0.8824")


def test_recent_findings_newest_first_with_outcome_filter(session: Session) -> None:
    recent = numbers.recent_findings(session, MARCH, EVERYTHING)
    assert len(recent) == 13
    assert [r.created_at for r in recent] == sorted((r.created_at for r in recent), reverse=True)
    assert XSS_TITLE in {r.title for r in recent}
    dismissed = numbers.recent_findings(session, MARCH, EVERYTHING, OutcomeFilter.DISMISSED)
    assert len(dismissed) == 5 and {r.outcome for r in dismissed} == {"dismissed"}


def test_learned_thresholds_curve_and_muted_rules(session: Session) -> None:
    learned = learning.learned(session, "acme/widgets")
    [security] = learned.thresholds
    assert (security.current.category, security.current.value, security.current.previous) == (
        "security",
        0.6,
        0.5,
    )
    assert [(p.threshold, p.precision, p.lower_bound) for p in security.curve] == [
        (0.3, 0.5, 0.3),
        (0.5, 0.7, 0.45),
        (0.7, 0.9, 0.6),
    ]
    assert [p.value for p in learned.history] == [0.5, 0.6]
    assert [(m.rule_id, m.unmute_requested_at) for m in learned.muted] == [(MUTED_RULE, None)]


def test_filters_parse_and_refuse_bad_values() -> None:
    today = date(2025, 6, 30)
    parsed = parse_filters({"repository": "acme/widgets", "category": "security"}, today)
    assert (parsed.since, parsed.until) == (date(2025, 4, 2), today)
    assert parsed.category is Category.SECURITY
    for bad in (
        {"since": "yesterday"},
        {"since": "2025-07-01"},
        {"category": "nope"},
        {"installation": "1 OR 1=1"},
        {"repository": "../etc"},
        {"since": "2020-01-01"},
    ):
        with pytest.raises(FilterError):
            parse_filters(bad, today)
