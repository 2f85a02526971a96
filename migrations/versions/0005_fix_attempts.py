"""/fix attempts

Revision ID: 0005_fix_attempts
Revises: 0004_dashboard_indexes
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_fix_attempts"
down_revision: str | Sequence[str] | None = "0004_dashboard_indexes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "fix_attempts",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("installation_id", sa.BigInteger(), nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("pull_number", sa.Integer(), nullable=False),
        sa.Column("requester", sa.String(255), nullable=False),
        sa.Column("comment_id", sa.BigInteger(), nullable=True),
        sa.Column("finding_ids", sa.JSON(), nullable=False),
        sa.Column("start_sha", sa.String(64), nullable=True),
        sa.Column("outcome", sa.String(24), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("commit_sha", sa.String(64), nullable=True),
        sa.Column("model", sa.String(64), nullable=True),
        sa.Column("input_tokens", sa.Integer(), nullable=False),
        sa.Column("output_tokens", sa.Integer(), nullable=False),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("finished_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_fix_attempts"),
    )
    op.create_index(
        "ix_fix_attempts_repository_number",
        "fix_attempts",
        ["repository_full_name", "pull_number"],
    )


def downgrade() -> None:
    op.drop_index("ix_fix_attempts_repository_number", table_name="fix_attempts")
    op.drop_table("fix_attempts")
