import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def hash_password(password, salt=None):
    salt = salt or os.urandom(16).hex()
    digest = hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
    return f"{salt}${digest}"


@app.post("/signup")
def signup():
    username = request.form["username"]
    password = request.form["password"]
    if len(password) < 10:
        return jsonify(error="password too short"), 400
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)",
                     (username, hash_password(password)))
    return jsonify(created=username), 201
