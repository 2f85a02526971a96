import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
SORTABLE = {"date": "created_at", "amount": "amount_cents", "payee": "payee_name"}
DIRECTIONS = {"asc": "ASC", "desc": "DESC"}


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("/srv/app/ledger.db")
    return g.db


@app.route("/payments")
def payments():
    column = SORTABLE.get(request.args.get("sort", ""), "created_at")
    direction = DIRECTIONS.get(request.args.get("dir", "").lower(), "ASC")
    account = request.args.get("account", "")
    sql = f"SELECT id, payee_name, amount_cents, created_at FROM payments WHERE account_ref = ? ORDER BY {column} {direction}"
    rows = get_db().execute(sql, (account,)).fetchall()
    return jsonify(rows)
