import sqlite3

from flask import Flask, g, jsonify, request
from werkzeug.security import generate_password_hash

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("accounts.db")
    return g.db


class PasswordHasher:
    def __init__(self, method="scrypt"):
        self.method = method

    def digest(self, password):
        return generate_password_hash(password, method=self.method)


class AccountRepository:
    def __init__(self, conn, hasher):
        self.conn = conn
        self.hasher = hasher

    def create(self, username, password):
        self.conn.execute(
            "INSERT INTO accounts (username, password_hash) VALUES (?, ?)",
            (username, self.hasher.digest(password)),
        )
        self.conn.commit()


@app.route("/register", methods=["POST"])
def register():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if len(username) < 3 or len(password) < 8:
        return jsonify(error="username or password too short"), 400
    AccountRepository(get_db(), PasswordHasher()).create(username, password)
    return jsonify(created=username), 201
