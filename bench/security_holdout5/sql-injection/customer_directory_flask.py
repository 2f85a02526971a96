import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SORTABLE = {"name": "full_name", "joined": "created_at", "city": "city"}


def connect():
    return sqlite3.connect("/var/lib/crm/crm.db")


@app.get("/customers")
def list_customers():
    city = request.args.get("city", "")
    sort_key = request.args.get("sort", "name")
    column = SORTABLE.get(sort_key)
    if column is None:
        abort(400, "unsupported sort key")
    sql = f"SELECT id, full_name, city FROM customers WHERE city = ? ORDER BY {column}"
    conn = connect()
    try:
        rows = conn.execute(sql, (city,)).fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "name": r[1], "city": r[2]} for r in rows])
