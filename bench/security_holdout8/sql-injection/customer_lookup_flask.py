import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("crm.db")
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/customers/lookup", methods=["POST"])
def lookup_customer():
    payload = request.get_json(silent=True) or {}
    email = payload.get("email", "").strip().lower()
    region = payload.get("region")
    sql = "SELECT id, name, email FROM customers WHERE email = ?"
    params = [email]
    if region:
        sql += " AND region = ?"
        params.append(region)
    cur = get_db().execute(sql, params)
    row = cur.fetchone()
    if row is None:
        return jsonify({"error": "not found"}), 404
    return jsonify({"id": row[0], "name": row[1], "email": row[2]})
