import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DB_PATH = "accounts.db"


@app.route("/profile")
def user_profile():
    username = request.args.get("username", "")
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.execute(
            "SELECT id, username, display_name, joined FROM users WHERE username = ?",
            (username,),
        )
        row = cur.fetchone()
    finally:
        conn.close()
    if row is None:
        abort(404)
    return jsonify(dict(zip(["id", "username", "display_name", "joined"], row)))
