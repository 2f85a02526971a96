import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "/var/lib/billing/invoices.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/invoices/search")
def search_invoices():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    query = (
        "SELECT id, number, customer, total, status FROM invoices "
        f"WHERE customer LIKE '%{customer}%' AND status = '{status}' "
        "ORDER BY issued_at DESC LIMIT 100"
    )
    rows = get_db().execute(query).fetchall()
    return jsonify([dict(r) for r in rows])
