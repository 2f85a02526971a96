import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "accounts.db"


@app.route("/accounts/lookup")
def account_lookup():
    param = request.args.get("user", "")
    fields = {}
    fields["first"] = "guest"
    fields["second"] = param
    chosen = fields["second"]
    sql = "SELECT id, user_name, email FROM accounts WHERE user_name = '" + chosen + "'"
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.cursor().execute(sql).fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "user": r[1], "email": r[2]} for r in rows])
