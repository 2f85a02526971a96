import logging
import os
import sqlite3
from datetime import date

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
app.config["DATABASE"] = os.environ.get("REPORTS_DB", "/var/lib/reports/reports.db")
log = logging.getLogger("reports")


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


class ReportRepository:
    def __init__(self, db):
        self.db = db

    def by_id(self, report_id):
        cur = self.db.execute("SELECT * FROM reports WHERE id = ?", (report_id,))
        return cur.fetchone()

    def listing(self, owner, order_by):
        query = (
            "SELECT id, title, created_at FROM reports "
            "WHERE owner = ? ORDER BY {}".format(order_by)
        )
        return self.db.execute(query, (owner,)).fetchall()


@app.route("/health")
def health():
    return jsonify(status="ok", day=date.today().isoformat())


@app.route("/reports/<int:report_id>")
def show_report(report_id):
    row = ReportRepository(get_db()).by_id(report_id)
    if row is None:
        abort(404)
    return jsonify(dict(row))


@app.route("/reports")
def list_reports():
    owner = request.headers.get("X-User", "anonymous")
    sort = request.args.get("sort", "created_at DESC")
    log.info("listing reports for %s sorted by %s", owner, sort)
    rows = ReportRepository(get_db()).listing(owner, sort)
    return jsonify([dict(r) for r in rows])
