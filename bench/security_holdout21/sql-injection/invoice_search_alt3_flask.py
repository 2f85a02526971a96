import logging
import sqlite3
from datetime import date

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
app.config.from_mapping(DATABASE="/var/lib/billing/invoices.db", PAGE_SIZE=50)
log = logging.getLogger("billing.invoices")


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


def serialize(row):
    return {
        "id": row["id"],
        "number": row["number"],
        "customer": row["customer_name"],
        "total": row["total_cents"] / 100,
        "issued": row["issued_on"],
    }


@app.route("/invoices/<int:invoice_id>")
def invoice_detail(invoice_id):
    row = get_db().execute("SELECT * FROM invoices WHERE id = ?", (invoice_id,)).fetchone()
    if row is None:
        abort(404)
    return jsonify(serialize(row))


@app.route("/invoices/search")
def invoice_search():
    customer = request.args.get("customer", "").strip()
    year = request.args.get("year", type=int) or date.today().year
    if not customer:
        return jsonify({"error": "customer is required"}), 400
    sql = (
        "SELECT * FROM invoices "
        f"WHERE customer_name LIKE '%{customer}%' AND strftime('%Y', issued_on) = '{year}' "
        f"ORDER BY issued_on DESC LIMIT {app.config['PAGE_SIZE']}"
    )
    try:
        rows = get_db().execute(sql).fetchall()
    except sqlite3.Error:
        log.exception("invoice search failed")
        return jsonify({"error": "search failed"}), 500
    log.info("invoice search customer=%s hits=%d", customer, len(rows))
    return jsonify([serialize(r) for r in rows])
