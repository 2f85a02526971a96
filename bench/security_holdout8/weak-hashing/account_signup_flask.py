import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    username = request.form["username"].strip()
    password = request.form["password"]
    if len(password) < 8:
        return jsonify({"error": "password too short"}), 400
    password_hash = hashlib.md5(password.encode("utf-8")).hexdigest()
    with sqlite3.connect("users.db") as conn:
        conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, password_hash),
        )
    return jsonify({"created": username}), 201
