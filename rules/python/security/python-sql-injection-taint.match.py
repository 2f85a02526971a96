"""A helper whose every branch of a `match` returns a literal (a file of its own: a `match`
statement changes how Semgrep reads the rest of a file)."""

import sqlite3

from flask import Flask, request

app = Flask(__name__)


def order_column(key):
    match key:
        case "created":
            return "created_at"
        case _:
            return "id"


def order_column_passed(key):
    match key:
        case "created":
            return "created_at"
        case _:
            return key


@app.route("/tickets")
def tickets():
    db = sqlite3.connect("tickets.db")
    column = order_column(request.args.get("sort", "id"))
    # ok: python-sql-injection-taint
    db.execute(f"SELECT id FROM tickets ORDER BY {column}")
    loose = order_column_passed(request.args.get("sort", "id"))
    # ruleid: python-sql-injection-taint
    db.execute(f"SELECT id FROM tickets ORDER BY {loose}")
    return "ok"
