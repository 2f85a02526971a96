import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB = "users.db"


class UserStore:
    def __init__(self, path):
        self.path = path

    def create(self, username, password_hash):
        with sqlite3.connect(self.path) as conn:
            conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (username, password_hash))


@app.post("/register")
def register():
    form = request.get_json(silent=True) or {}
    username, password = form.get("username", ""), form.get("password", "")
    if len(password) < 10:
        return jsonify({"error": "password too short"}), 400
    UserStore(DB).create(username, hash_password(password))
    return jsonify({"created": username}), 201


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()
