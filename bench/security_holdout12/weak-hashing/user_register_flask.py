import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def digest_password(password, salt=None):
    salt = salt or os.urandom(8).hex()
    hashed = hashlib.md5((salt + password).encode("utf-8")).hexdigest()
    return "%s$%s" % (salt, hashed)


@app.route("/register", methods=["POST"])
def register():
    data = request.get_json(force=True)
    username, password = data.get("username"), data.get("password", "")
    if len(password) < 8:
        return jsonify({"error": "password too short"}), 400
    stored = digest_password(password)
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, password) VALUES (?, ?)", (username, stored))
    return jsonify({"created": username}), 201
