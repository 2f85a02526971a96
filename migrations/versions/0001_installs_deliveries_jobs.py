"""installations, repositories, deliveries and the job queue

Revision ID: 0001_installs_deliveries_jobs
Revises:
Create Date: 2025-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001_installs_deliveries_jobs"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Written out here rather than imported from bot.store so history never moves.
ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIMESTAMP = sa.DateTime(timezone=True)
RUNNING_ONLY = sa.text("status = 'running'")


def upgrade() -> None:
    op.create_table(
        "installations",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("account_login", sa.String(255), nullable=False),
        sa.Column("account_type", sa.String(32), nullable=False),
        sa.Column("suspended_at", TIMESTAMP, nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_installations"),
    )
    op.create_table(
        "repositories",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("installation_id", sa.BigInteger(), nullable=False),
        sa.Column("full_name", sa.String(255), nullable=False),
        sa.Column("default_branch", sa.String(255), nullable=True),
        sa.Column("removed_at", TIMESTAMP, nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_repositories"),
        sa.ForeignKeyConstraint(
            ["installation_id"],
            ["installations.id"],
            name="fk_repositories_installation_id_installations",
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint("full_name", name="uq_repositories_full_name"),
    )
    op.create_index("ix_repositories_installation_id", "repositories", ["installation_id"])

    op.create_table(
        "deliveries",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("delivery_id", sa.String(64), nullable=False),
        sa.Column("event", sa.String(64), nullable=False),
        sa.Column("action", sa.String(64), nullable=True),
        sa.Column("installation_id", sa.BigInteger(), nullable=True),
        sa.Column("repository_full_name", sa.String(255), nullable=True),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("received_at", TIMESTAMP, nullable=False),
        sa.Column("processed_at", TIMESTAMP, nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_deliveries"),
        sa.UniqueConstraint("delivery_id", name="uq_deliveries_delivery_id"),
    )
    op.create_index("ix_deliveries_received_at", "deliveries", ["received_at"])

    op.create_table(
        "jobs",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("max_attempts", sa.Integer(), nullable=False),
        sa.Column("run_after", TIMESTAMP, nullable=False),
        sa.Column("locked_by", sa.String(255), nullable=True),
        sa.Column("lease_token", sa.String(32), nullable=True),
        sa.Column("lease_expires_at", TIMESTAMP, nullable=True),
        sa.Column("concurrency_key", sa.String(255), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("delivery_id", sa.String(64), nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("started_at", TIMESTAMP, nullable=True),
        sa.Column("finished_at", TIMESTAMP, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_jobs"),
        sa.ForeignKeyConstraint(
            ["delivery_id"],
            ["deliveries.delivery_id"],
            name="fk_jobs_delivery_id_deliveries",
            ondelete="SET NULL",
        ),
    )
    op.create_index("ix_jobs_claim", "jobs", ["status", "priority", "run_after"])
    op.create_index("ix_jobs_lease", "jobs", ["status", "lease_expires_at"])
    op.create_index("ix_jobs_concurrency_key_status", "jobs", ["concurrency_key", "status"])
    op.create_index("ix_jobs_delivery_id", "jobs", ["delivery_id"])
    # At most one running job per concurrency key; NULL keys never collide.
    op.create_index(
        "uq_jobs_running_concurrency_key",
        "jobs",
        ["concurrency_key"],
        unique=True,
        sqlite_where=RUNNING_ONLY,
        postgresql_where=RUNNING_ONLY,
    )


def downgrade() -> None:
    op.drop_table("jobs")
    op.drop_table("deliveries")
    op.drop_table("repositories")
    op.drop_table("installations")
