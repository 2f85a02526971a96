import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("crm.db")
    return g.db


@app.route("/notes")
def customer_notes():
    email = request.args.get("email", "").strip()
    tag = request.args.get("tag")
    sql = "SELECT body, created FROM notes WHERE customer_email = ?"
    params = [email]
    if tag:
        sql += " AND tag = ?"
        params.append(tag)
    rows = get_db().execute(sql, params).fetchall()
    return jsonify([{"body": b, "created": c} for b, c in rows])
