"""pull request state, reviews and findings

Revision ID: 0002_reviews_findings
Revises: 0001_installs_deliveries_jobs
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_reviews_findings"
down_revision: str | Sequence[str] | None = "0001_installs_deliveries_jobs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "pull_states",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("installation_id", sa.BigInteger(), nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("last_reviewed_sha", sa.String(64), nullable=True),
        sa.Column("paused", sa.Boolean(), nullable=False),
        sa.Column("updated_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_pull_states"),
    )
    op.create_index(
        "uq_pull_states_repository_number",
        "pull_states",
        ["repository_full_name", "number"],
        unique=True,
    )
    op.create_table(
        "reviews",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("installation_id", sa.BigInteger(), nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("pull_number", sa.Integer(), nullable=False),
        sa.Column("head_sha", sa.String(64), nullable=False),
        sa.Column("reviewed_from_sha", sa.String(64), nullable=True),
        sa.Column("github_review_id", sa.BigInteger(), nullable=True),
        sa.Column("check_run_id", sa.BigInteger(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("inline_count", sa.Integer(), nullable=False),
        sa.Column("summary_count", sa.Integer(), nullable=False),
        sa.Column("model", sa.String(64), nullable=True),
        sa.Column("input_tokens", sa.Integer(), nullable=False),
        sa.Column("output_tokens", sa.Integer(), nullable=False),
        sa.Column("cost_usd", sa.Float(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("posted_at", TIMESTAMP, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_reviews"),
    )
    op.create_index(
        "uq_reviews_repository_number_head",
        "reviews",
        ["repository_full_name", "pull_number", "head_sha"],
        unique=True,
    )
    op.create_table(
        "findings",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("installation_id", sa.BigInteger(), nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("pull_number", sa.Integer(), nullable=False),
        sa.Column("review_id", ID, nullable=True),
        sa.Column("fingerprint", sa.String(32), nullable=False),
        sa.Column("head_sha", sa.String(64), nullable=False),
        sa.Column("source", sa.String(16), nullable=False),
        sa.Column("sources", sa.String(64), nullable=False),
        sa.Column("rule_id", sa.String(128), nullable=False),
        sa.Column("category", sa.String(16), nullable=False),
        sa.Column("severity", sa.String(16), nullable=False),
        sa.Column("language", sa.String(32), nullable=True),
        sa.Column("raw_confidence", sa.Float(), nullable=False),
        sa.Column("confidence", sa.Float(), nullable=False),
        sa.Column("threshold", sa.Float(), nullable=True),
        sa.Column("path", sa.String(1024), nullable=False),
        sa.Column("start_line", sa.Integer(), nullable=True),
        sa.Column("end_line", sa.Integer(), nullable=True),
        sa.Column("side", sa.String(8), nullable=False),
        sa.Column("title", sa.String(300), nullable=False),
        sa.Column("explanation", sa.Text(), nullable=False, server_default=""),
        sa.Column("replacement", sa.Text(), nullable=True),
        sa.Column("placement", sa.String(16), nullable=False),
        sa.Column("exploration", sa.Boolean(), nullable=False),
        sa.Column("comment_id", sa.BigInteger(), nullable=True),
        sa.Column("comment_url", sa.String(512), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False, server_default="pending"),
        sa.Column("outcome_at", TIMESTAMP, nullable=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
        sa.Column("addressed_at", TIMESTAMP, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_findings"),
        sa.ForeignKeyConstraint(
            ["review_id"], ["reviews.id"], name="fk_findings_review_id_reviews", ondelete="SET NULL"
        ),
    )
    op.create_index(
        "uq_findings_repository_number_fingerprint",
        "findings",
        ["repository_full_name", "pull_number", "fingerprint"],
        unique=True,
    )
    op.create_index("ix_findings_comment_id", "findings", ["comment_id"])
    op.create_index(
        "ix_findings_repository_outcome", "findings", ["repository_full_name", "outcome"]
    )


def downgrade() -> None:
    op.drop_table("findings")
    op.drop_table("reviews")
    op.drop_table("pull_states")
