import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "billing.db"


class InvoiceQuery:
    def __init__(self, customer):
        self._customer = customer

    @property
    def customer(self):
        return self._customer.strip()


def open_db():
    return sqlite3.connect(DB_PATH)


@app.route("/invoices/search")
def invoice_search():
    q = InvoiceQuery(request.args.get("customer", ""))
    parts = ["SELECT id, total FROM invoices", "WHERE customer = '%s'" % q.customer]
    sql = " ".join(parts)
    conn = open_db()
    rows = conn.execute(sql).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
