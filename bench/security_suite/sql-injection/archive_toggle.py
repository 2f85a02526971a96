import sqlite3

from flask import Flask, request

app = Flask(__name__)
ARCHIVE_DAYS = 90


@app.route("/tickets")
def tickets():
    status = request.args.get("status", "open")
    sql = (
        "SELECT id, title FROM tickets WHERE age_days < 90"
        if ARCHIVE_DAYS >= 30
        else f"SELECT id, title FROM tickets WHERE status = '{status}'"
    )
    db = sqlite3.connect("tickets.db")
    rows = db.execute(sql).fetchall()
    return {"tickets": rows}
