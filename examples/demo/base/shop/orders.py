"""Orders: look them up and total them."""

import sqlite3


def find_order(db: sqlite3.Connection, order_id: int) -> tuple[object, ...] | None:
    cursor = db.execute("SELECT id, customer, total FROM orders WHERE id = ?", (order_id,))
    return cursor.fetchone()


def total(prices: list[float]) -> float:
    return sum(prices)
