import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
ITERATIONS = 600_000


@app.route("/signup", methods=["POST"])
def signup():
    username = request.form["username"]
    password = request.form["password"]
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    with sqlite3.connect("users.db") as conn:
        conn.execute(
            "INSERT INTO users (username, salt, password_hash, iterations) VALUES (?, ?, ?, ?)",
            (username, salt.hex(), derived.hex(), ITERATIONS),
        )
    return jsonify(status="created"), 201
