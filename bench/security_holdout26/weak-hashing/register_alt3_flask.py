import hashlib
import os
import sqlite3

from flask import Flask, request

app = Flask(__name__)
ITERATIONS = 600_000


@app.route("/register", methods=["POST"])
def register():
    payload = request.get_json(silent=True) or {}
    username = str(payload.get("username", "")).strip()
    password = str(payload.get("password", ""))
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    conn = sqlite3.connect("users.db")
    conn.execute("INSERT INTO users (username, salt, password_hash) VALUES (?, ?, ?)", (username, salt.hex(), derived.hex()))
    conn.commit()
    conn.close()
    return {"created": username}, 201
