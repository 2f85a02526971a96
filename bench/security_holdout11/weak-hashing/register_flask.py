import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def hash_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


@app.route("/register", methods=["POST"])
def register():
    data = request.get_json() or {}
    username = data.get("username", "").strip()
    password = data.get("password", "")
    if len(password) < 8:
        return jsonify(error="password too short"), 400
    record = (username, hash_password(password))
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", record)
    return jsonify(created=username), 201
