import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "billing.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


def customer_clause(customer):
    return f"customer_name = '{customer}'"


def status_clause(status):
    return f"status = '{status}'" if status else "1 = 1"


class InvoiceRepository:
    def __init__(self, conn):
        self.conn = conn

    def find(self, customer, status):
        where = " AND ".join([customer_clause(customer), status_clause(status)])
        sql = "SELECT id, customer_name, total, status FROM invoices WHERE " + where
        cur = self.conn.cursor()
        cur.execute(sql)
        return [dict(row) for row in cur.fetchall()]


@app.route("/invoices/search")
def search_invoices():
    repo = InvoiceRepository(get_db())
    rows = repo.find(request.args.get("customer", ""), request.args.get("status"))
    return jsonify(invoices=rows, count=len(rows))


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()
