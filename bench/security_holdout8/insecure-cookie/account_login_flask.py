import hashlib
import hmac
import secrets
import sqlite3
import time
from dataclasses import dataclass
from typing import Optional

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

SESSION_COOKIE = "app_session"
SESSION_LIFETIME = 60 * 60 * 8
PBKDF2_ROUNDS = 310_000
DB_PATH = "accounts.db"


@dataclass
class Account:
    id: int
    email: str
    password_hash: str
    salt: bytes


class AccountService:
    def __init__(self, db_path=DB_PATH):
        self.db_path = db_path

    def find(self, email) -> Optional[Account]:
        with sqlite3.connect(self.db_path) as conn:
            row = conn.execute(
                "SELECT id, email, password_hash, salt FROM accounts WHERE email = ?",
                (email,),
            ).fetchone()
        return Account(*row) if row else None

    def verify(self, account, password):
        candidate = hashlib.pbkdf2_hmac(
            "sha256", password.encode(), account.salt, PBKDF2_ROUNDS
        ).hex()
        return hmac.compare_digest(candidate, account.password_hash)


class SessionStore:
    def __init__(self):
        self._sessions = {}

    def open(self, account_id):
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = (account_id, time.time() + SESSION_LIFETIME)
        return sid


accounts = AccountService()
sessions = SessionStore()


@app.route("/login", methods=["POST"])
def login():
    email = request.form.get("email", "").lower()
    password = request.form.get("password", "")
    account = accounts.find(email)
    if account is None or not accounts.verify(account, password):
        return jsonify({"error": "invalid credentials"}), 401
    sid = sessions.open(account.id)
    resp = make_response(jsonify({"ok": True}))
    resp.set_cookie(
        SESSION_COOKIE,
        sid,
        max_age=SESSION_LIFETIME,
        path="/",
    )
    return resp
