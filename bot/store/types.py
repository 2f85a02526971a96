"""Column types shared by the models and the migrations."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import Any

import zstandard
from sqlalchemy import BigInteger, DateTime, Integer, Text
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator

# SQLite only auto-increments a column declared exactly INTEGER PRIMARY KEY.
BigIntId = BigInteger().with_variant(Integer(), "sqlite")


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes in, aware UTC datetimes out, on every backend.

    PostgreSQL stores `timestamptz`; SQLite stores naive UTC text, which sorts
    and compares correctly because every value is written in the same format.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if not isinstance(value, datetime) or value.tzinfo is None:
            raise ValueError(f"expected an aware datetime, got {value!r}")
        as_utc = value.astimezone(UTC)
        return as_utc.replace(tzinfo=None) if dialect.name == "sqlite" else as_utc

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        assert isinstance(value, datetime)
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


class CompressedText(TypeDecorator[str]):
    """Text that SQLite stores zstd-compressed; PostgreSQL compresses it itself (TOAST).

    A webhook payload is tens of kilobytes of JSON that compresses about tenfold:
    SQLite would otherwise write it twice (WAL, then the checkpoint) at full size.
    Reads take either form, so a value stored as text still reads back.
    """

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> str | bytes | None:
        if value is None or dialect.name != "sqlite":
            return value  # type: ignore[no-any-return]
        return compress_text(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> str | None:
        if value is None or isinstance(value, str):
            return value
        return decompress_text(value)


_compressors = threading.local()
"""A ZstdCompressor must not be used by two threads at once: one per thread."""


def compress_text(text: str) -> bytes:
    compressor = getattr(_compressors, "compressor", None)
    if compressor is None:
        compressor = _compressors.compressor = zstandard.ZstdCompressor(level=3)
    return compressor.compress(text.encode())


def decompress_text(data: bytes) -> str:
    return zstandard.ZstdDecompressor().decompress(data).decode()
