"""zstd-compressed webhook payloads on SQLite

SQLite has no compression of its own: a ~25 KB pull_request payload went into the
WAL and then into the database file at full size. From this revision the model
(`bot.store.types.CompressedText`) writes SQLite payloads zstd-compressed (about
a tenth of the size); this migration compresses the payloads already stored, so
that every row has the same form. PostgreSQL compresses large values itself
(0007): nothing to do there.

Revision ID: 0008_payload_zstd
Revises: 0007_payload_lz4
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

from bot.store.types import compress_text, decompress_text

revision: str = "0008_payload_zstd"
down_revision: str | Sequence[str] | None = "0007_payload_lz4"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ROWS_PER_ROUND = 500


def _rewrite(stored_as: str, convert: Callable[[str | bytes], str | bytes]) -> None:
    """Convert, a bounded number of rows at a time, every payload SQLite holds as `stored_as`."""
    bind = op.get_bind()
    if bind.dialect.name != "sqlite":
        return
    select = sa.text(
        "SELECT id, payload FROM deliveries WHERE typeof(payload) = :stored_as"
        " AND id > :after ORDER BY id LIMIT :rows"
    )
    update = sa.text("UPDATE deliveries SET payload = :payload WHERE id = :id")
    after = 0
    while rows := bind.execute(
        select, {"stored_as": stored_as, "after": after, "rows": ROWS_PER_ROUND}
    ).all():
        bind.execute(update, [{"id": id_, "payload": convert(payload)} for id_, payload in rows])
        after = rows[-1][0]


def _compressed(payload: str | bytes) -> bytes:
    assert isinstance(payload, str)
    return compress_text(payload)


def _decompressed(payload: str | bytes) -> str:
    assert isinstance(payload, bytes)
    return decompress_text(payload)


def upgrade() -> None:
    _rewrite("text", _compressed)


def downgrade() -> None:
    _rewrite("blob", _decompressed)
