"""Partial covering indexes on findings for the dashboard's overview (migration 0006).

The overview reads only shown findings in a date range. Indexing exactly those rows, with
just the columns the overview groups by, lets PostgreSQL answer it with one index-only scan
that evaluates no filter per row. The predicates are SQL expressions shared with the
queries: PostgreSQL uses a partial index only when the query repeats its predicate, so
both are built here, with the constants rendered inline (a bound parameter would not prove
the predicate once a prepared statement switches to a generic plan).
"""

from __future__ import annotations

from enum import StrEnum

from sqlalchemy import BindParameter, ColumnElement, Index, and_, bindparam, or_

from bot.core.report import Visibility
from bot.store.review_models import FindingRecord as F

SHOWN_PLACEMENTS = (
    Visibility.INLINE.value,
    Visibility.FILE_LEVEL.value,
    Visibility.SUMMARY.value,
    Visibility.OVER_CAP.value,
)


class FindingStatus(StrEnum):
    OPEN = "open"
    ADDRESSED = "addressed"


def shown_finding() -> ColumnElement[bool]:
    """Placed in a review, or explored below threshold: the findings rates count."""
    placements: BindParameter[list[str]] = bindparam(
        "shown_placements", list(SHOWN_PLACEMENTS), expanding=True, literal_execute=True
    )
    return or_(F.placement.in_(placements), F.exploration.is_(True))


def addressed_finding() -> ColumnElement[bool]:
    """Addressed, and when: the findings the median time to address is taken over."""
    status: BindParameter[str] = bindparam(
        "addressed_status", FindingStatus.ADDRESSED.value, literal_execute=True
    )
    return and_(F.status == status, F.addressed_at.is_not(None))


OVERVIEW_COLUMNS = (
    "installation_id",
    "repository_full_name",
    "pull_number",
    "category",
    "source",
    "outcome",
    "status",
)


def _partial(name: str, keys: list[str], include: list[str], where: ColumnElement[bool]) -> Index:
    columns = [F.__table__.c[key] for key in keys]
    return Index(
        name, *columns, postgresql_include=include, postgresql_where=where, sqlite_where=where
    )


SHOWN_BY_CREATED = _partial(
    "ix_findings_shown_created", ["created_at"], list(OVERVIEW_COLUMNS), shown_finding()
)
SHOWN_BY_INSTALLATION_CREATED = _partial(
    "ix_findings_shown_installation_created",
    ["installation_id", "created_at"],
    [c for c in OVERVIEW_COLUMNS if c != "installation_id"],
    shown_finding(),
)
ADDRESSED_BY_CREATED = _partial(
    "ix_findings_addressed_created",
    ["created_at"],
    ["installation_id", "repository_full_name", "category", "addressed_at"],
    and_(shown_finding(), addressed_finding()),
)
