import hashlib
import hmac
import os

from flask import Blueprint, abort, current_app, jsonify, request, session

accounts_bp = Blueprint("accounts", __name__, url_prefix="/accounts")


class HashingConfig:
    ALGORITHM = "sha256"
    ITERATIONS = 600_000
    SALT_BYTES = 16


class Pbkdf2Hasher:
    def __init__(self, config=HashingConfig):
        self.config = config

    def hash(self, password, salt=None):
        salt = salt or os.urandom(self.config.SALT_BYTES)
        dk = hashlib.pbkdf2_hmac(self.config.ALGORITHM, password.encode(), salt, self.config.ITERATIONS)
        return salt.hex() + ":" + dk.hex()

    def verify(self, password, stored):
        salt_hex, _ = stored.split(":", 1)
        return hmac.compare_digest(self.hash(password, bytes.fromhex(salt_hex)), stored)


class UserStore:
    def __init__(self):
        self.rows = {}

    def get(self, username):
        return self.rows.get(username)

    def put(self, username, pw):
        self.rows[username] = pw


def store():
    return current_app.extensions.setdefault("user_store", UserStore())


@accounts_bp.post("/register")
def register():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if not username or len(password) < 12 or store().get(username):
        abort(400)
    store().put(username, Pbkdf2Hasher().hash(password))
    return jsonify({"created": username}), 201


@accounts_bp.post("/login")
def login():
    username = request.form.get("username", "")
    stored = store().get(username)
    if not stored or not Pbkdf2Hasher().verify(request.form.get("password", ""), stored):
        abort(401)
    session["user"] = username
    return jsonify({"ok": True})


@accounts_bp.post("/logout")
def logout():
    session.clear()
    return jsonify({"ok": True})
