import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "users.db"
PBKDF2_ITERATIONS = 600_000


@app.route("/account/password", methods=["POST"])
def set_password():
    user_id = int(request.form["user_id"])
    password = request.form["password"]
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ITERATIONS)
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "UPDATE users SET password_salt = ?, password_hash = ?, iterations = ? WHERE id = ?",
            (salt.hex(), digest.hex(), PBKDF2_ITERATIONS, user_id),
        )
    return jsonify({"status": "updated"})
