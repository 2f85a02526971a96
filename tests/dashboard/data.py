"""Known findings, feedback outcomes and threshold history for the dashboard tests.

Totals over March 2025 for a viewer who sees everything (see the comments per block):
shown 13, accepted 6, dismissed 5, ignored 1, pending 1; 4 pull requests;
2 addressed findings, 1 h and 3 h after their review (median 2 h).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from bot.store.feedback_models import ThresholdChange
from bot.store.models import Installation, Repository
from bot.store.review_models import FindingRecord

XSS_TITLE = "<img src=x onerror=alert(1)>"
WEEK_ONE = date(2025, 3, 3)
WEEK_TWO = date(2025, 3, 10)
SINCE, UNTIL = "2025-03-01", "2025-03-31"
ACME, OTHER = 101, 202
LAST_SECOND_OF_WEEK_ONE = datetime(2025, 3, 9, 23, 59, 59, tzinfo=UTC)
FIRST_SECOND_OF_WEEK_TWO = datetime(2025, 3, 10, 0, 0, 0, tzinfo=UTC)
MUTED_RULE = "py.noisy-rule"


@dataclass(frozen=True, slots=True)
class Row:
    repository: str
    pull_number: int
    rule_id: str
    source: str
    category: str
    outcome: str
    at: datetime
    placement: str = "inline"
    exploration: bool = False
    title: str = "A finding"
    addressed_after: timedelta | None = None


def _rows() -> list[Row]:
    week_one = datetime(2025, 3, 4, 12, tzinfo=UTC)
    widgets, sql = "acme/widgets", "py.sql-injection"
    # One finding per line: the rows read as a table.
    # fmt: off
    rows = [
        # acme/widgets PR 1, week one: py.sql-injection 3 accepted, 2 dismissed, 1 ignored.
        Row(widgets, 1, sql, "semgrep", "security", "accepted", week_one,
            addressed_after=timedelta(hours=1)),
        Row(widgets, 1, sql, "semgrep", "security", "accepted", week_one,
            addressed_after=timedelta(hours=3)),
        Row(widgets, 1, sql, "semgrep", "security", "accepted", LAST_SECOND_OF_WEEK_ONE,
            placement="file_level", title=XSS_TITLE),
        Row(widgets, 1, sql, "semgrep", "security", "dismissed", week_one, placement="summary"),
        Row(widgets, 1, sql, "semgrep", "security", "dismissed", week_one,
            placement="below_threshold", exploration=True),
        Row(widgets, 1, sql, "semgrep", "security", "ignored", week_one, placement="over_cap"),
        # Not shown: never counted.
        Row(widgets, 1, sql, "semgrep", "security", "accepted", week_one,
            placement="below_threshold"),
        Row(widgets, 1, sql, "semgrep", "security", "dismissed", week_one, placement="muted"),
        # acme/widgets PR 2, week two: llm.bug 1 accepted, 2 dismissed, 1 pending.
        Row(widgets, 2, "llm.bug", "llm", "correctness", "accepted", FIRST_SECOND_OF_WEEK_TWO),
        Row(widgets, 2, "llm.bug", "llm", "correctness", "dismissed", FIRST_SECOND_OF_WEEK_TWO),
        Row(widgets, 2, "llm.bug", "llm", "correctness", "dismissed", FIRST_SECOND_OF_WEEK_TWO),
        Row(widgets, 2, "llm.bug", "llm", "correctness", "pending", FIRST_SECOND_OF_WEEK_TWO),
        # acme/secret PR 1, week two: style 2 accepted.
        Row("acme/secret", 1, "=cmd|style.x", "semgrep", "style", "accepted",
            FIRST_SECOND_OF_WEEK_TWO),
        Row("acme/secret", 1, "=cmd|style.x", "semgrep", "style", "accepted",
            FIRST_SECOND_OF_WEEK_TWO),
        # other/thing PR 5, week one: secrets 1 dismissed.
        Row("other/thing", 5, "secrets.aws-key", "secrets", "security", "dismissed", week_one),
        # Outside the date range: never counted.
        Row(widgets, 3, sql, "semgrep", "security", "accepted",
            datetime(2025, 2, 28, 23, 59, 59, tzinfo=UTC)),
        Row(widgets, 3, sql, "semgrep", "security", "accepted",
            datetime(2025, 4, 1, tzinfo=UTC)),
    ]
    # fmt: on
    return rows


def _change(
    repository: str,
    category: str,
    rule_id: str,
    old: float | None,
    new: float,
    events: int,
    at: datetime,
    curve: str | None = None,
    *,
    muted: bool = False,
) -> ThresholdChange:
    return ThresholdChange(
        repository_full_name=repository,
        category=category,
        rule_id=rule_id,
        old_value=old,
        new_value=new,
        events=events,
        muted=muted,
        curve=curve,
        at=at,
    )


def _installation_of(repository: str) -> int:
    return OTHER if repository.startswith("other/") else ACME


def seed(engine: Engine) -> None:
    with Session(engine) as session, session.begin():
        session.add_all(
            [
                Installation(id=ACME, account_login="acme", account_type="Organization"),
                Installation(id=OTHER, account_login="other", account_type="Organization"),
            ]
        )
        session.flush()
        for number, name in enumerate(["acme/widgets", "acme/secret", "other/thing"], start=1):
            session.add(
                Repository(id=number, installation_id=_installation_of(name), full_name=name)
            )
        for index, row in enumerate(_rows()):
            addressed_at = row.at + row.addressed_after if row.addressed_after else None
            session.add(
                FindingRecord(
                    installation_id=_installation_of(row.repository),
                    repository_full_name=row.repository,
                    pull_number=row.pull_number,
                    fingerprint=f"fp{index:04d}",
                    head_sha="0" * 40,
                    source=row.source,
                    sources=row.source,
                    rule_id=row.rule_id,
                    category=row.category,
                    severity="suggestion",
                    language="python",
                    raw_confidence=0.7,
                    confidence=0.65,
                    threshold=0.5,
                    path="app/db.py",
                    start_line=10,
                    end_line=10,
                    side="RIGHT",
                    title=row.title,
                    placement=row.placement,
                    exploration=row.exploration,
                    comment_id=1000 + index,
                    comment_url=f"https://github.com/{row.repository}/pull/{row.pull_number}"
                    f"#discussion_r{1000 + index}",
                    status="addressed" if addressed_at else "open",
                    outcome=row.outcome,
                    outcome_at=row.at if row.outcome != "pending" else None,
                    created_at=row.at,
                    addressed_at=addressed_at,
                )
            )
        curve = json.dumps([[0.3, 0.5, 0.3, 4.0], [0.5, 0.7, 0.45, 3.0], [0.7, 0.9, 0.6, 2.0]])
        march_5, march_12 = datetime(2025, 3, 5, tzinfo=UTC), datetime(2025, 3, 12, tzinfo=UTC)
        session.add_all(
            [
                _change("acme/widgets", "security", "", None, 0.5, 3, march_5, curve),
                _change("acme/widgets", "security", "", 0.5, 0.6, 6, march_12, curve),
                _change("acme/widgets", "", MUTED_RULE, None, 1.0, 6, march_12, muted=True),
                _change("acme/secret", "", "secret.muted", None, 1.0, 2, march_12, muted=True),
            ]
        )
