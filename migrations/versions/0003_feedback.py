"""feedback signals, rule unmutes, threshold history and reaction polls

Revision ID: 0003_feedback
Revises: 0002_reviews_findings
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_feedback"
down_revision: str | Sequence[str] | None = "0002_reviews_findings"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "feedback_signals",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("finding_id", ID, nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("actor", sa.String(255), nullable=False),
        sa.Column("actor_is_bot", sa.Boolean(), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.Column("at", TIMESTAMP, nullable=False),
        sa.Column("delivery_id", sa.String(64), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_feedback_signals"),
        sa.ForeignKeyConstraint(
            ["finding_id"],
            ["findings.id"],
            name="fk_feedback_signals_finding_id_findings",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_feedback_signals_finding_id", "feedback_signals", ["finding_id"])
    op.create_index(
        "ix_feedback_signals_repository_at", "feedback_signals", ["repository_full_name", "at"]
    )
    op.create_table(
        "rule_unmutes",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("rule_id", sa.String(128), nullable=False),
        sa.Column("actor", sa.String(255), nullable=False),
        sa.Column("at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_rule_unmutes"),
    )
    op.create_index(
        "ix_rule_unmutes_repository", "rule_unmutes", ["repository_full_name", "rule_id"]
    )
    op.create_table(
        "threshold_history",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("category", sa.String(16), nullable=False),
        sa.Column("rule_id", sa.String(128), nullable=False),
        sa.Column("old_value", sa.Float(), nullable=True),
        sa.Column("new_value", sa.Float(), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.Column("muted", sa.Boolean(), nullable=False),
        sa.Column("curve", sa.Text(), nullable=True),
        sa.Column("at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_threshold_history"),
    )
    op.create_index(
        "ix_threshold_history_repository_at",
        "threshold_history",
        ["repository_full_name", "at"],
    )
    op.create_table(
        "reaction_polls",
        sa.Column("comment_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("etag", sa.String(255), nullable=True),
        sa.Column("polled_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("comment_id", name="pk_reaction_polls"),
    )


def downgrade() -> None:
    op.drop_table("reaction_polls")
    op.drop_table("threshold_history")
    op.drop_table("rule_unmutes")
    op.drop_table("feedback_signals")
