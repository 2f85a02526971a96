import os
from contextlib import contextmanager

import psycopg2
import psycopg2.extras
from flask import Flask, abort, jsonify, request
from psycopg2 import sql

app = Flask(__name__)

DSN = os.environ.get("HELPDESK_DSN", "dbname=helpdesk user=helpdesk")
SORTABLE_COLUMNS = {"created": "created_at", "priority": "priority", "updated": "updated_at"}
MAX_PAGE_SIZE = 200


@contextmanager
def db_cursor():
    conn = psycopg2.connect(DSN)
    try:
        with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            yield cur
        conn.commit()
    finally:
        conn.close()


class TicketRepository:
    def list_tickets(self, queue, sort_key, direction, page, page_size):
        column = SORTABLE_COLUMNS.get(sort_key)
        if column is None:
            raise ValueError("unknown sort key")
        order = sql.SQL("DESC") if direction == "desc" else sql.SQL("ASC")
        query = sql.SQL(
            "SELECT id, subject, priority, created_at FROM tickets "
            "WHERE queue = %s ORDER BY {col} {order} LIMIT %s OFFSET %s"
        ).format(col=sql.Identifier(column), order=order)
        with db_cursor() as cur:
            cur.execute(query, (queue, page_size, (page - 1) * page_size))
            return cur.fetchall()


repository = TicketRepository()


def _int_arg(name, default, lo, hi):
    try:
        value = int(request.args.get(name, default))
    except (TypeError, ValueError):
        abort(400)
    return max(lo, min(hi, value))


@app.route("/queues/<queue>/tickets")
def list_tickets(queue):
    sort_key = request.args.get("sort", "created")
    direction = request.args.get("dir", "desc").lower()
    page = _int_arg("page", 1, 1, 10_000)
    page_size = _int_arg("size", 50, 1, MAX_PAGE_SIZE)
    try:
        rows = repository.list_tickets(queue, sort_key, direction, page, page_size)
    except ValueError:
        abort(400)
    return jsonify({"page": page, "tickets": rows})
