import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/billing/invoices.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.route("/invoices/search")
def search_invoices():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "unpaid")
    cur = get_db().cursor()
    cur.execute(
        "SELECT id, amount, due_date FROM invoices WHERE customer_name LIKE ? AND status = ?",
        (f"%{customer}%", status),
    )
    rows = [dict(r) for r in cur.fetchall()]
    return jsonify(rows)
