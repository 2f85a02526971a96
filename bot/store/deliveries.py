"""Webhook deliveries, recorded once per X-GitHub-Delivery."""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import chain
from typing import Any

import psycopg
from psycopg import RawCursor
from sqlalchemy import Column, Connection, Dialect, Table, bindparam, select, update
from sqlalchemy.orm import Session

from bot.store.models import Delivery
from bot.store.upsert import dialect_insert


@dataclass(frozen=True, slots=True)
class DeliveryRecord:
    delivery_id: str
    event: str
    action: str | None
    installation_id: int | None
    repository_full_name: str | None
    payload: str
    received_at: datetime


@dataclass(frozen=True, slots=True)
class StoredDelivery:
    delivery_id: str
    event: str
    action: str | None
    installation_id: int | None
    repository_full_name: str | None
    payload: str
    received_at: datetime
    processed_at: datetime | None
    error: str | None


def record_delivery(session: Session, record: DeliveryRecord) -> bool:
    """Insert the delivery; False when that delivery id was already recorded.

    ON CONFLICT DO NOTHING makes two concurrent redeliveries safe: the second
    waits for the first to commit and then inserts nothing.
    """
    statement = (
        dialect_insert(session, Delivery.__table__)  # type: ignore[arg-type]
        .values(
            delivery_id=record.delivery_id,
            event=record.event,
            action=record.action,
            installation_id=record.installation_id,
            repository_full_name=record.repository_full_name,
            payload=record.payload,
            received_at=record.received_at,
        )
        .on_conflict_do_nothing(index_elements=["delivery_id"])
        .returning(Delivery.id)
    )
    # RETURNING, not rowcount: the ORM session may rewrite rowcount for inserts.
    return session.execute(statement).first() is not None


def get_delivery(session: Session, delivery_id: str) -> StoredDelivery | None:
    row = session.scalars(select(Delivery).where(Delivery.delivery_id == delivery_id)).first()
    if row is None:
        return None
    return StoredDelivery(
        delivery_id=row.delivery_id,
        event=row.event,
        action=row.action,
        installation_id=row.installation_id,
        repository_full_name=row.repository_full_name,
        payload=row.payload,
        received_at=row.received_at,
        processed_at=row.processed_at,
        error=row.error,
    )


def mark_delivery_processed(
    session: Session, delivery_id: str, *, at: datetime, error: str | None = None
) -> None:
    session.execute(
        update(Delivery)
        .where(Delivery.delivery_id == delivery_id)
        .values(processed_at=at, error=error)
    )


# The batch path (bot.intake.ingest) sends SQL text and driver-ready values: building and
# compiling SQLAlchemy statements per batch cost more than executing them.
_TABLE: Table = Delivery.__table__  # type: ignore[assignment]
DELIVERY_COLUMNS = (
    "delivery_id",
    "event",
    "action",
    "installation_id",
    "repository_full_name",
    "payload",
    "received_at",
    "processed_at",
    "error",
)
DeliveryRow = tuple[
    str, str, str | None, int | None, str | None, object, object, object, str | None
]
"""Driver-ready values of `DELIVERY_COLUMNS`."""
_PLACEHOLDERS = {"sqlite": "?", "postgresql": "%s"}
# At most 11 columns a row: well below SQLite's default bound of 32,766 parameters.
ROWS_PER_STATEMENT = 500
_SELECT_STATES = select(_TABLE.c.delivery_id, _TABLE.c.processed_at, _TABLE.c.error).where(
    _TABLE.c.delivery_id.in_(bindparam("delivery_ids", expanding=True))
)
_MARK_PROCESSED = (
    update(_TABLE)
    .where(_TABLE.c.delivery_id == bindparam("b_delivery_id"))
    .values(
        processed_at=bindparam("b_processed_at", type_=_TABLE.c.processed_at.type),
        error=bindparam("b_error", type_=_TABLE.c.error.type),
    )
)


@dataclass(frozen=True, slots=True)
class ProcessedDelivery:
    """A delivery to insert already marked processed (with its routing error, if any)."""

    record: DeliveryRecord
    processed_at: datetime
    error: str | None


@dataclass(frozen=True, slots=True)
class DeliveryState:
    processed_at: datetime | None
    error: str | None

    @property
    def settled(self) -> bool:
        """Processed without error: a redelivery of it has nothing left to do."""
        return self.processed_at is not None and self.error is None


def insert_new_deliveries(
    connection: Connection, deliveries: Sequence[ProcessedDelivery]
) -> set[str]:
    """Insert the deliveries not yet recorded; returns the ids inserted."""
    rows = delivery_rows(deliveries, connection.dialect)
    if connection.dialect.name == "postgresql":
        # ON CONFLICT DO NOTHING keeps concurrent processes safe; RETURNING says which
        # rows were new.
        returned = insert_rows(
            connection,
            "deliveries",
            DELIVERY_COLUMNS,
            rows,
            " ON CONFLICT (delivery_id) DO NOTHING RETURNING delivery_id",
        )
        return {row[0] for row in returned}
    # SQLite hands RETURNING rows back one sqlite3_step at a time, each releasing the
    # GIL to the event loop's thread and waiting to win it back: ask which ids exist
    # instead. Under the writer's BEGIN IMMEDIATE nobody can insert in between, and if
    # somebody did, the INSERT (without ON CONFLICT) would fail rather than skip a row.
    recorded = _recorded_ids(connection, [row[0] for row in rows])
    fresh = [row for row in rows if row[0] not in recorded]
    insert_rows(connection, "deliveries", DELIVERY_COLUMNS, fresh)
    return {row[0] for row in fresh}


def delivery_rows(deliveries: Sequence[ProcessedDelivery], dialect: Dialect) -> list[DeliveryRow]:
    """Driver-ready values of `DELIVERY_COLUMNS`, a row per delivery, in delivery id order.

    The order makes two processes inserting overlapping batches take the unique-index
    locks in the same order.
    """
    at = time_binder(dialect)
    payload = column_binder(_TABLE.c.payload, dialect)
    return [
        (
            item.record.delivery_id,
            item.record.event,
            item.record.action,
            item.record.installation_id,
            item.record.repository_full_name,
            payload(item.record.payload),
            at(item.record.received_at),
            at(item.processed_at),
            item.error,
        )
        for item in sorted(deliveries, key=lambda item: item.record.delivery_id)
    ]


def _recorded_ids(connection: Connection, delivery_ids: Sequence[str]) -> set[str]:
    """Which of these delivery ids are already stored."""
    found: set[str] = set()
    for start in range(0, len(delivery_ids), ROWS_PER_STATEMENT):
        chunk = delivery_ids[start : start + ROWS_PER_STATEMENT]
        statement = _recorded_ids_sql(connection.dialect.name, len(chunk))
        found.update(row[0] for row in connection.exec_driver_sql(statement, tuple(chunk)))
    return found


@functools.lru_cache(maxsize=64)
def _recorded_ids_sql(dialect: str, ids: int) -> str:
    markers = ", ".join([placeholder(dialect)] * ids)
    return f"SELECT delivery_id FROM deliveries WHERE delivery_id IN ({markers})"  # noqa: S608 (constants only)


def insert_rows(
    connection: Connection,
    table: str,
    columns: tuple[str, ...],
    rows: Sequence[tuple[object, ...]],
    suffix: str = "",
) -> list[tuple[Any, ...]]:
    """Multi-row INSERTs of driver-ready values; returns the rows `suffix`'s RETURNING gave.

    The batch path's statements: their text is built once per row count, and one
    statement is one call into the driver, which on SQLite releases and retakes the
    GIL at every step. On PostgreSQL they go through psycopg's RawCursor, with
    numbered parameters: its default cursor parses, in Python, every statement of
    over 50 parameters each time it runs.
    """
    dialect = connection.dialect.name
    returned: list[tuple[Any, ...]] = []
    for start in range(0, len(rows), ROWS_PER_STATEMENT):
        chunk = rows[start : start + ROWS_PER_STATEMENT]
        statement = _insert_sql(dialect, table, columns, len(chunk), suffix)
        values = tuple(chain.from_iterable(chunk))
        if dialect == "postgresql":
            with RawCursor(_psycopg(connection)) as cursor:
                cursor.execute(statement, values)
                if cursor.description is not None:
                    returned += cursor.fetchall()
        else:
            connection.exec_driver_sql(statement, values)
    return returned


def _psycopg(connection: Connection) -> psycopg.Connection[Any]:
    driver = connection.connection.driver_connection
    assert isinstance(driver, psycopg.Connection)
    return driver


@functools.lru_cache(maxsize=128)
def _insert_sql(dialect: str, table: str, columns: tuple[str, ...], rows: int, suffix: str) -> str:
    width = len(columns)
    if dialect == "postgresql":
        markers = [
            [f"${row * width + column}" for column in range(1, width + 1)] for row in range(rows)
        ]
    else:
        markers = [[placeholder(dialect)] * width] * rows
    values = ", ".join(f"({', '.join(row)})" for row in markers)
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES {values}{suffix}"  # noqa: S608 (constants only)


def placeholder(dialect: str) -> str:
    """The driver's marker for a positional parameter in SQL text."""
    marker = _PLACEHOLDERS.get(dialect)
    if marker is None:
        raise NotImplementedError(f"unsupported database: {dialect}")
    return marker


@functools.lru_cache(maxsize=16)
def column_binder(column: Column[Any], dialect: Dialect) -> Callable[[Any], object]:
    """What the driver is given for a value of `column` (its type's bind processing)."""
    process = column.type.dialect_impl(dialect).bind_processor(dialect)
    assert process is not None
    return process


def time_binder(dialect: Dialect) -> Callable[[datetime | None], object]:
    """What the driver is given for a `UTCDateTime` (naive UTC text on SQLite).

    A batch binds its one `now` many times: the last few values are remembered.
    """
    return functools.lru_cache(maxsize=8)(column_binder(_TABLE.c.received_at, dialect))


def delivery_states(
    connection: Connection, delivery_ids: Collection[str]
) -> dict[str, DeliveryState]:
    if not delivery_ids:
        return {}
    rows = connection.execute(_SELECT_STATES, {"delivery_ids": sorted(delivery_ids)})
    return {row.delivery_id: DeliveryState(row.processed_at, row.error) for row in rows}


def mark_deliveries_processed(connection: Connection, marks: dict[str, DeliveryState]) -> None:
    if not marks:
        return
    connection.execute(
        _MARK_PROCESSED,
        [
            {
                "b_delivery_id": delivery_id,
                "b_processed_at": state.processed_at,
                "b_error": state.error,
            }
            for delivery_id, state in sorted(marks.items())
        ],
    )
