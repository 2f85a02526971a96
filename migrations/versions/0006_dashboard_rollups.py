"""partial covering indexes for the dashboard overview

The overview counts only shown findings (placed in a review, or explored below threshold)
in a date range. These indexes hold exactly those rows with the columns the overview groups
by, so PostgreSQL answers it with one index-only scan and no per-row filter; the addressed
index serves the median time to address. SQLite gets the same partial indexes, without
INCLUDE. No table is added: nothing has to be kept up to date when findings change.

Revision ID: 0006_dashboard_rollups
Revises: 0005_fix_attempts
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_dashboard_rollups"
down_revision: str | Sequence[str] | None = "0005_fix_attempts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OVERVIEW_COLUMNS = [
    "installation_id",
    "repository_full_name",
    "pull_number",
    "category",
    "source",
    "outcome",
    "status",
]
SHOWN = "placement IN ('inline', 'file_level', 'summary', 'over_cap') OR exploration IS {true}"
ADDRESSED = f"({SHOWN}) AND status = 'addressed' AND addressed_at IS NOT NULL"


def _where(predicate: str) -> dict[str, sa.TextClause]:
    return {
        "postgresql_where": sa.text(predicate.format(true="true")),
        "sqlite_where": sa.text(predicate.format(true="1")),
    }


def upgrade() -> None:
    op.create_index(
        "ix_findings_shown_created",
        "findings",
        ["created_at"],
        postgresql_include=OVERVIEW_COLUMNS,
        **_where(SHOWN),
    )
    op.create_index(
        "ix_findings_shown_installation_created",
        "findings",
        ["installation_id", "created_at"],
        postgresql_include=[c for c in OVERVIEW_COLUMNS if c != "installation_id"],
        **_where(SHOWN),
    )
    op.create_index(
        "ix_findings_addressed_created",
        "findings",
        ["created_at"],
        postgresql_include=["installation_id", "repository_full_name", "category", "addressed_at"],
        **_where(ADDRESSED),
    )


def downgrade() -> None:
    op.drop_index("ix_findings_addressed_created", table_name="findings")
    op.drop_index("ix_findings_shown_installation_created", table_name="findings")
    op.drop_index("ix_findings_shown_created", table_name="findings")
