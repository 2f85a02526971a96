import json
import sqlite3

from bottle import Bottle, request, response

app = Bottle()


def invoice_query(customer, min_total):
    sql = "SELECT id, customer, total FROM invoices WHERE customer = ?"
    params = [customer]
    if min_total is not None:
        sql += " AND total >= ?"
        params.append(min_total)
    return sql, params


@app.get("/invoices")
def search_invoices():
    customer = request.query.get("customer", "")
    raw_min = request.query.get("min_total")
    min_total = float(raw_min) if raw_min else None
    sql, params = invoice_query(customer, min_total)
    with sqlite3.connect("billing.db") as conn:
        rows = conn.execute(sql, params).fetchall()
    response.content_type = "application/json"
    return json.dumps([{"id": r[0], "customer": r[1], "total": r[2]} for r in rows])
