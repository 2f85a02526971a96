"""Feedback weight, per-person command uses, webhook redelivery requests

`feedback_signals.weighted`: feedback from someone without write access who is not the
PR's author is kept but never counted. `command_uses`: one row per command comment, for
the per-person, per-pull-request rate limit. `redelivery_requests`: the failed webhook
deliveries (by GUID) Redline asked GitHub to send again, so that none is asked for twice.

Revision ID: 0009_command_guards
Revises: 0008_payload_zstd
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009_command_guards"
down_revision: str | Sequence[str] | None = "0008_payload_zstd"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.add_column(
        "feedback_signals",
        sa.Column("weighted", sa.Boolean(), server_default=sa.true(), nullable=False),
    )
    op.create_table(
        "command_uses",
        sa.Column("id", ID, autoincrement=True, nullable=False),
        sa.Column("comment_kind", sa.String(16), nullable=False),
        sa.Column("comment_id", sa.BigInteger(), nullable=False),
        sa.Column("repository_full_name", sa.String(255), nullable=False),
        sa.Column("pull_number", sa.Integer(), nullable=False),
        sa.Column("actor", sa.String(255), nullable=False),
        sa.Column("refused", sa.Boolean(), nullable=False),
        sa.Column("at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_command_uses"),
    )
    op.create_index(
        "uq_command_uses_comment", "command_uses", ["comment_kind", "comment_id"], unique=True
    )
    op.create_index(
        "ix_command_uses_pull_actor_at",
        "command_uses",
        ["repository_full_name", "pull_number", "actor", "at"],
    )
    op.create_table(
        "redelivery_requests",
        sa.Column("guid", sa.String(64), nullable=False),
        sa.Column("hook_delivery_id", sa.BigInteger(), nullable=False),
        sa.Column("event", sa.String(64), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=False),
        sa.Column("requested_at", TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("guid", name="pk_redelivery_requests"),
    )


def downgrade() -> None:
    op.drop_table("redelivery_requests")
    op.drop_index("ix_command_uses_pull_actor_at", table_name="command_uses")
    op.drop_index("uq_command_uses_comment", table_name="command_uses")
    op.drop_table("command_uses")
    with op.batch_alter_table("feedback_signals") as batch:
        batch.drop_column("weighted")
