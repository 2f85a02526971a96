import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def password_digest(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.post("/signup")
def signup():
    data = request.get_json(force=True)
    username = data.get("username", "").strip()
    password = data.get("password", "")
    if len(username) < 3 or len(password) < 8:
        return jsonify(error="username or password too short"), 400
    with sqlite3.connect("accounts.db") as conn:
        conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (username, password_digest(password)))
    return jsonify(created=username), 201
