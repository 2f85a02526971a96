import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
ITERATIONS = 600_000


@app.route("/register", methods=["POST"])
def register_user():
    username = request.form["username"].strip()
    password = request.form["password"]
    if len(password) < 10:
        return jsonify({"error": "password too short"}), 400
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    record = f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${derived.hex()}"
    with sqlite3.connect("users.db") as conn:
        conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, record),
        )
    return jsonify({"created": username}), 201
