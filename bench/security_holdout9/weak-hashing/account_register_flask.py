import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.route("/register", methods=["POST"])
def register():
    data = request.get_json() or {}
    username = data.get("username", "").strip()
    password = data.get("password", "")
    if len(password) < 8:
        return jsonify(error="password too short"), 400
    digest = hash_password(password)
    with sqlite3.connect("users.db") as db:
        db.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (username, digest))
    return jsonify(created=username), 201
