import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def lookup_query(email, active_only):
    sql = "SELECT id, name FROM customers WHERE email = ?"
    params = [email]
    if active_only:
        sql += " AND active = ?"
        params.append(1)
    return sql, params


@app.route("/customers/lookup")
def customer_lookup():
    email = request.args.get("email", "").strip().lower()
    active = request.args.get("active") == "1"
    sql, params = lookup_query(email, active)
    conn = sqlite3.connect("crm.db")
    rows = conn.execute(sql, params).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "name": r[1]} for r in rows])
