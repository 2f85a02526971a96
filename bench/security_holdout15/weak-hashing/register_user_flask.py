import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def password_digest(password, salt):
    material = (salt + password).encode("utf-8")
    return hashlib.md5(material).hexdigest()


@app.post("/register")
def register():
    data = request.get_json(force=True)
    username = data["username"].strip().lower()
    digest = password_digest(data["password"], salt=username)
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, pw_hash) VALUES (?, ?)", (username, digest))
    return jsonify({"created": username}), 201
