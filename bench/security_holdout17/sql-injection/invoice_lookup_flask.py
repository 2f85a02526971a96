import sqlite3
from urllib.parse import parse_qs

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "billing.db"


@app.route("/invoices")
def invoice_lookup():
    raw = request.query_string.decode("utf-8")
    params = parse_qs(raw)
    criteria = {"customer": params.get("customer", [""])[0], "status": "open"}
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    sql = "SELECT id, total FROM invoices WHERE customer = '%s' AND status = '%s'" % (
        criteria["customer"],
        criteria["status"],
    )
    rows = cur.execute(sql).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
