import sqlite3

from flask import Flask, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

app = Flask(__name__)


@app.post("/users")
def create_user():
    data = request.get_json(force=True)
    username, password = data.get("username", ""), data.get("password", "")
    if len(password) < 12:
        return jsonify(error="password must be at least 12 characters"), 400
    pw_hash = generate_password_hash(password)
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, pw_hash) VALUES (?, ?)", (username, pw_hash))
    return jsonify(username=username), 201


@app.post("/session")
def create_session():
    data = request.get_json(force=True)
    with sqlite3.connect("users.db") as conn:
        row = conn.execute("SELECT pw_hash FROM users WHERE username = ?", (data.get("username"),)).fetchone()
    if row is None or not check_password_hash(row[0], data.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    return jsonify(status="ok")
