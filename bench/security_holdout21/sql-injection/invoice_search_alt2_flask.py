import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "billing.db"


@app.route("/invoices/search")
def invoice_search():
    raw = request.args.get("customer", "")
    parts = [p.strip() for p in raw.split(",") if p]
    name = " ".join(parts).replace("\t", " ")
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.cursor()
        sql = f"SELECT id, total FROM invoices WHERE customer_name = '{name}'"
        cur.execute(sql)
        rows = cur.fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
