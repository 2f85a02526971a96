"""covering indexes for the dashboard's aggregate queries

On PostgreSQL the dashboard's grouped counts over a date range (optionally one repository)
become index-only scans. SQLite ignores INCLUDE and gets plain indexes.

Revision ID: 0004_dashboard_indexes
Revises: 0003_feedback
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0004_dashboard_indexes"
down_revision: str | Sequence[str] | None = "0003_feedback"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DASHBOARD_COLUMNS = [
    "installation_id",
    "repository_full_name",
    "pull_number",
    "category",
    "source",
    "rule_id",
    "outcome",
    "status",
    "placement",
    "exploration",
    "addressed_at",
]


def upgrade() -> None:
    op.create_index(
        "ix_findings_dashboard_created",
        "findings",
        ["created_at"],
        postgresql_include=DASHBOARD_COLUMNS,
    )
    op.create_index(
        "ix_findings_dashboard_repository_created",
        "findings",
        ["repository_full_name", "created_at"],
        postgresql_include=[c for c in DASHBOARD_COLUMNS if c != "repository_full_name"],
    )


def downgrade() -> None:
    op.drop_index("ix_findings_dashboard_repository_created", table_name="findings")
    op.drop_index("ix_findings_dashboard_created", table_name="findings")
