import hashlib
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def digest_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


@app.route("/signup", methods=["POST"])
def signup():
    form = request.get_json(force=True)
    username = form.get("username", "").strip()
    password = form.get("password", "")
    if len(password) < 8:
        return jsonify({"error": "password too short"}), 400
    record = (username, digest_password(password))
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", record)
    return jsonify({"created": username}), 201
