import hashlib
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("users.db")
    return g.db


class PasswordHasher:
    def __init__(self, encoding="utf-8"):
        self.encoding = encoding

    def digest(self, password):
        return hashlib.md5(password.encode(self.encoding)).hexdigest()


class UserRepository:
    def __init__(self, conn, hasher):
        self.conn = conn
        self.hasher = hasher

    def create(self, username, password):
        self.conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, self.hasher.digest(password)),
        )
        self.conn.commit()


@app.route("/signup", methods=["POST"])
def signup():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if len(username) < 3 or len(password) < 8:
        return jsonify(error="username or password too short"), 400
    UserRepository(get_db(), PasswordHasher()).create(username, password)
    return jsonify(created=username), 201
