import hashlib
import hmac
import sqlite3

from flask import Flask, abort, current_app, request, session

app = Flask(__name__)


class AccountStore:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def password_digest(self, username):
        row = self.conn.execute(
            "SELECT password_sha1 FROM accounts WHERE username = ?", (username,)
        ).fetchone()
        return row[0] if row else None

    def verify(self, username, password):
        stored = self.password_digest(username)
        if stored is None:
            return False
        digest = hashlib.sha1(password.encode("utf-8")).hexdigest()
        return hmac.compare_digest(digest, stored)


@app.post("/login")
def login():
    store = AccountStore(current_app.config["ACCOUNTS_DB"])
    username = request.form.get("username", "")
    if not store.verify(username, request.form.get("password", "")):
        abort(401)
    session.clear()
    session["username"] = username
    return {"ok": True}
