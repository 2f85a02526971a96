import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def digest_password(raw):
    data = raw.encode("utf-8")
    return hashlib.md5(data).hexdigest()


@app.route("/signup", methods=["POST"])
def signup():
    form = request.get_json() or {}
    username, password = form.get("username"), form.get("password")
    if not username or not password or len(password) < 8:
        return jsonify(error="invalid input"), 400
    stored = digest_password(password)
    with sqlite3.connect("users.db") as db:
        db.execute("INSERT INTO users (username, pw_hash) VALUES (?, ?)", (username, stored))
    return jsonify(ok=True), 201
