import os
import sqlite3

from flask import Flask, jsonify, request, session
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)
DATABASE = "app.db"


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    with sqlite3.connect(DATABASE) as conn:
        row = conn.execute(
            "SELECT id, password_hash, is_admin FROM users WHERE username = ?",
            (username,),
        ).fetchone()
    if row is None or not check_password_hash(row[1], password):
        return jsonify(error="invalid credentials"), 401
    session.clear()
    session["user_id"] = row[0]
    session["is_admin"] = bool(row[2])
    return jsonify(ok=True)
