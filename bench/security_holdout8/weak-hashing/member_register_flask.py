import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
ITERATIONS = 600_000
DATABASE = "members.db"


@app.route("/members", methods=["POST"])
def register_member():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    if "@" not in email or len(password) < 10:
        return jsonify(error="invalid email or password"), 400
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    record = f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${derived.hex()}"
    with sqlite3.connect(DATABASE) as conn:
        conn.execute(
            "INSERT INTO members (email, password) VALUES (?, ?)",
            (email, record),
        )
    return jsonify(email=email), 201
