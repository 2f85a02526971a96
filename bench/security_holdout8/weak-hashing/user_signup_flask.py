import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DATABASE = "users.db"


@app.route("/signup", methods=["POST"])
def signup():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if len(username) < 3 or len(password) < 8:
        return jsonify(error="username or password too short"), 400
    password_hash = hashlib.md5(password.encode("utf-8")).hexdigest()
    with sqlite3.connect(DATABASE) as conn:
        exists = conn.execute("SELECT 1 FROM users WHERE username = ?", (username,)).fetchone()
        if exists:
            return jsonify(error="username taken"), 409
        conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, password_hash),
        )
    return jsonify(created=username), 201
