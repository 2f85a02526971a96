import hashlib
import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
HASH_NAME = "md5"


def digest_password(password: str) -> str:
    h = hashlib.new(HASH_NAME)
    h.update(password.encode("utf-8"))
    return h.hexdigest()


@app.post("/signup")
def signup():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if not username or len(password) < 8:
        abort(400)
    with sqlite3.connect("accounts.db") as conn:
        conn.execute(
            "INSERT INTO accounts (username, password_hash) VALUES (?, ?)",
            (username, digest_password(password)),
        )
    return jsonify({"created": username}), 201
