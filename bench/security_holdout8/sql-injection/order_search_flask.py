import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "shop.db"


@app.route("/orders/search")
def search_orders():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    filters = ["status = 'open'"]
    if status in ("open", "closed", "pending"):
        filters = ["status = '%s'" % status]
    filters.append("customer_name LIKE '%%%s%%'" % customer)
    where = " AND ".join(filters)
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute("SELECT id, customer_name, total FROM orders WHERE " + where).fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "customer": r[1], "total": r[2]} for r in rows])
