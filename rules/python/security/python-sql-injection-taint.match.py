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


@app.route("/staff")
def staff():
    db = sqlite3.connect("staff.db")
    param = request.args.get("dept", "")
    possible = "ABC"
    guess = possible[1]
    match guess:
        case "A" | "C":
            dept = param
        case "B":
            dept = "sales"
        case _:
            dept = param
    # ok: python-sql-injection-taint
    db.execute(f"SELECT name FROM staff WHERE dept = '{dept}'")
    other = possible[2]
    match other:
        case "A" | "C":
            team = param
        case _:
            team = "sales"
    # ruleid: python-sql-injection-taint
    db.execute(f"SELECT name FROM staff WHERE team = '{team}'")
    last = "XYZ"
    pick = last[0]
    match pick:
        case "Y":
            unit = "sales"
        case _:
            unit = param
    # ruleid: python-sql-injection-taint
    db.execute(f"SELECT name FROM staff WHERE unit = '{unit}'")
    return "ok"
