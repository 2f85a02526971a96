import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
ITERATIONS = 600_000


@app.route("/register", methods=["POST"])
def register():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if not username or len(password) < 8:
        return jsonify(error="invalid input"), 400
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    stored = f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${digest.hex()}"
    with sqlite3.connect("accounts.db") as conn:
        conn.execute(
            "INSERT INTO accounts (username, password) VALUES (?, ?)",
            (username, stored),
        )
    return jsonify(registered=username), 201
