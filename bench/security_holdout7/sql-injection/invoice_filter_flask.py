import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "billing.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.route("/invoices")
def invoice_filter():
    customer = request.args.get("customer", "")
    year = request.args.get("year")
    clauses = ["customer_name = ?"]
    params = [customer]
    if year:
        clauses.append("strftime('%Y', issued_at) = ?")
        params.append(year)
    query = "SELECT id, amount, issued_at FROM invoices WHERE " + " AND ".join(clauses)
    rows = get_db().execute(query, params).fetchall()
    return jsonify([dict(r) for r in rows])
